import { CONDITION_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ConditionContent } from '../types';

const content: ConditionContent = {
  slug: 'pleural-diseases',
  title: CONDITION_TITLES['pleural-diseases'],
  description:
    'Diagnosis and treatment of pleural effusion, empyema, pneumothorax and pleurisy in Delhi, with ultrasound-guided procedures and care for the cause.',
  icon: 'droplet',
  heroImage: 'lungs',
  keywords: [
    'pleural effusion treatment in Delhi',
    'water in lungs treatment',
    'pneumothorax treatment',
    'empyema treatment',
    'pleural tap',
    'thoracoscopy',
    'pleurisy',
  ],
  introduction: {
    paragraphs: [
      'The pleura is a thin, two-layered lining. One layer covers the outside of each lung and the other lines the inside of the chest wall. Between them is a very small amount of fluid that lets the lungs glide smoothly as you breathe. Pleural diseases are conditions that affect this lining or the space between its layers.',
      'The commonest problem is a pleural effusion, a build-up of extra fluid around the lung, often described by patients as “water in the lungs”. Other pleural diseases include empyema (pus around the lung), pneumothorax (air leaking around the lung, causing it to collapse partly or fully), pleurisy (inflammation of the lining) and pleural thickening or tumours.',
      'A pleural problem is usually a sign of another condition, such as an infection, heart disease or cancer. Treatment therefore has two aims: relieving your symptoms, such as breathlessness and pain, and finding and treating the underlying cause so that the problem does not keep coming back.',
    ],
  },
  causes: {
    paragraphs: [
      'Fluid can collect around the lung for many reasons. Sometimes it leaks from blood vessels because of heart, kidney or liver problems; sometimes it is caused by inflammation, infection or cancer affecting the pleura itself. In India, TB is one of the most common causes of pleural effusion, especially in younger adults, and it is fully treatable once diagnosed.',
      'A pneumothorax can happen without warning in otherwise healthy people, most often tall, thin young men and smokers, or in people with existing lung disease such as COPD or past TB. It can also follow a chest injury. Common causes of pleural disease include:',
    ],
    points: [
      'Tuberculosis (TB) of the pleura',
      'Pneumonia, which can lead to fluid or pus (empyema) around the lung',
      'Heart failure, liver cirrhosis or kidney disease',
      'Cancer spreading to the pleura, for example from the lung or breast, or lymphoma',
      'Mesothelioma, a rare cancer of the pleura linked to past asbestos exposure',
      'A blood clot in the lungs (pulmonary embolism)',
      'Autoimmune conditions such as rheumatoid arthritis or lupus, and pancreatitis',
      'Smoking, lung diseases such as COPD, and chest injury, which raise the risk of pneumothorax',
    ],
  },
  symptoms: [
    'Breathlessness, which may slowly worsen as fluid builds up',
    'Sharp chest pain that is worse when breathing in, coughing or sneezing',
    'A dull ache or heaviness on one side of the chest',
    'Dry cough',
    'Sudden one-sided chest pain with breathlessness, typical of a pneumothorax',
    'Fever and chills if there is an infection',
    'Night sweats, weight loss or loss of appetite, which may point to TB or cancer',
    'Difficulty lying flat or on one side',
  ],
  diagnosis: {
    paragraphs: [
      'Our pulmonologist will examine your chest and usually arrange a chest X-ray, which can show fluid or air around the lung. A chest ultrasound, done at the bedside, shows even small amounts of fluid and helps guide any needle safely. A CT scan gives a more detailed view of the lungs and pleura when needed.',
      'If there is fluid, a pleural tap (thoracentesis) is often the most useful test. After numbing the skin with local anaesthetic, a fine needle draws a sample of fluid from between the ribs, usually under ultrasound guidance. The fluid is then tested in the laboratory. Tests may include:',
    ],
    points: [
      'Chest X-ray and chest ultrasound',
      'CT scan of the chest, often with contrast dye',
      'Pleural fluid analysis for protein, cells, sugar and LDH, to help tell different causes apart',
      'ADA (adenosine deaminase) and other tests on the fluid to look for TB',
      'Culture of the fluid for bacteria, and cytology to look for cancer cells',
      'Pleural biopsy, often by medical thoracoscopy, in which a small camera is passed into the chest space under sedation to view the lining and take samples',
      'Blood tests for heart, liver and kidney function',
    ],
  },
  treatment: {
    paragraphs: [
      'Treatment depends on the cause and how much the fluid or air is affecting your breathing. Small effusions may settle once the underlying condition is treated, for example with heart failure medicines, antibiotics or anti-TB treatment. Larger effusions that cause breathlessness can be drained with a needle or a thin tube, which usually brings quick relief.',
      'Pus around the lung (empyema) and a collapsed lung need prompt care, because delays can make treatment more difficult. If you have sudden severe chest pain or breathlessness, seek emergency care or call the clinic at once. Depending on the condition, treatment may include:',
    ],
    points: [
      'Treating the cause, such as TB, pneumonia, heart failure or cancer',
      'Therapeutic pleural tap to drain fluid and ease breathlessness',
      'A chest drain (intercostal tube) for empyema, large effusions or pneumothorax, sometimes with medicines put into the chest to help drain thick fluid',
      'For a small pneumothorax, careful observation; for larger ones, needle aspiration or a chest drain',
      'Pleurodesis, a procedure that seals the two layers together so fluid or air cannot build up again',
      'An indwelling pleural catheter, a soft tube that allows fluid to be drained at home for repeated effusions',
      'Referral for keyhole surgery (VATS) for some cases of empyema or recurrent pneumothorax',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Our senior chest specialist has decades of experience managing pleural diseases, from TB pleural effusion, which is so common in India, to empyema, pneumothorax and effusions caused by cancer. We use ultrasound guidance for pleural procedures, which makes them safer and more comfortable, and we explain each step before we begin.',
      'At our clinic in Delhi, we focus on finding the cause, not just draining the fluid again and again. When needed, we coordinate thoracoscopy, hospital admission or surgery quickly, and we follow you up closely after treatment to make sure the fluid or air does not return.',
    ],
  },
  faqs: [
    {
      question: 'Is a pleural tap painful?',
      answer:
        'Most people feel only a brief sting from the local anaesthetic injection, followed by some pressure. You sit up, leaning forward on a table. Some people cough or feel tightness as the lung re-expands, and the doctor will slow or stop draining if this happens. The procedure is usually completed in under an hour.',
    },
    {
      question: 'Does fluid around the lung mean I have cancer?',
      answer:
        'Not necessarily. Pleural effusions have many causes, including TB, pneumonia, heart failure and liver or kidney disease, and in India TB is a very common cause. Testing the fluid, and sometimes a biopsy, tells us the reason. Please do not assume the worst before the results are available.',
    },
    {
      question: 'Will the fluid come back after it is drained?',
      answer:
        'It depends on the cause. When the underlying condition, such as TB or pneumonia, is treated properly, the fluid usually does not return. In conditions like heart failure or cancer, it may reaccumulate. For repeated effusions, options such as pleurodesis or an indwelling pleural catheter can prevent repeated needle drainage.',
    },
    {
      question: 'How long does a chest drain stay in?',
      answer:
        'It varies from a day or two for a simple pneumothorax or effusion to a week or longer for empyema. The drain is removed once the fluid or air has stopped coming out and an X-ray shows the lung has re-expanded. You will usually need to stay in hospital while the drain is in place.',
    },
    {
      question: 'Can I fly or travel after a pneumothorax?',
      answer:
        'You should not fly until a chest X-ray confirms your lung has fully re-expanded, and most doctors advise waiting a further period after that; our pulmonologist will advise on your case. Scuba diving is generally advised against permanently after a pneumothorax, unless you have had a surgical procedure to prevent recurrence.',
    },
    {
      question: 'Can a pneumothorax happen again?',
      answer:
        'Yes, some people have a repeat pneumothorax, often within the first year or two. Stopping smoking, including cannabis, greatly lowers the risk. If it happens again, surgery to prevent further episodes may be advised. Learn the warning signs: sudden chest pain and breathlessness mean you should seek urgent medical care.',
    },
    {
      question: 'How long does recovery from TB pleural effusion take?',
      answer:
        'TB pleural effusion is treated with a standard course of TB medicines, usually lasting about six months. Breathlessness often improves within weeks, especially if large amounts of fluid are drained. Some people are left with mild thickening of the pleura, so follow-up visits and breathing exercises are helpful during recovery.',
    },
    {
      question: 'What happens if pleural disease is not treated?',
      answer:
        'Untreated fluid can keep increasing and make breathing very difficult. An untreated empyema can become thick and trap the lung, sometimes needing major surgery, and a large pneumothorax can be dangerous. Early diagnosis also means the underlying cause, whether TB, infection or cancer, is treated sooner.',
    },
  ],
};

export default content;
