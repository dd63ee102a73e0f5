import { CONDITION_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ConditionContent } from '../types';

const content: ConditionContent = {
  slug: 'pneumonia-treatment',
  title: CONDITION_TITLES['pneumonia-treatment'],
  description:
    'Prompt pneumonia diagnosis and treatment in Delhi: chest X-ray, the right antibiotics, oxygen support when needed and follow-up until your lungs clear.',
  icon: 'thermometer',
  heroImage: 'stethoscope',
  keywords: [
    'pneumonia treatment in Delhi',
    'chest infection treatment',
    'pneumonia specialist',
    'lung infection doctor',
    'pneumonia in elderly',
    'pneumonia vaccine',
  ],
  introduction: {
    paragraphs: [
      'Pneumonia is an infection of the lungs. The tiny air sacs deep inside the lungs, where oxygen passes into the blood, become inflamed and fill with fluid or pus. This makes it harder for oxygen to reach the blood, which is why people with pneumonia may feel breathless and unwell. It can affect one part of a lung or both lungs.',
      'Pneumonia ranges from mild illness that can be treated at home with tablets to serious illness needing hospital care. It is most serious for young children, older people and anyone with other long-term health problems. Pneumonia picked up in daily life is called community-acquired pneumonia; infection that starts during a hospital stay is treated a little differently.',
      'Most people recover fully with prompt and correct treatment. Seeing a doctor early, rather than waiting for a cough and fever to settle on their own, is one of the most important things you can do to avoid complications and recover faster.',
    ],
  },
  causes: {
    paragraphs: [
      'Pneumonia is usually caused by bacteria or viruses. The commonest bacterial cause is Streptococcus pneumoniae (pneumococcus). Viruses such as influenza (flu), RSV and the COVID-19 virus can cause pneumonia directly or open the door to a bacterial infection. Rarely, fungi cause pneumonia in people with very weak immunity. Aspiration pneumonia happens when food, drink or vomit is breathed into the lungs.',
      'Anyone can get pneumonia, but the risk is higher in people whose lungs or immune defences are already under strain. In Delhi, cases rise during the flu season, and heavy air pollution can make the lungs more vulnerable. Risk factors include:',
    ],
    points: [
      'Age over 65 years, or young children under five',
      'Smoking and heavy alcohol use',
      'Long-term lung conditions such as COPD, asthma or bronchiectasis',
      'Diabetes, heart, kidney or liver disease',
      'Weak immunity from HIV, cancer treatment, steroids or organ transplant medicines',
      'Difficulty swallowing, for example after a stroke or with Parkinson’s disease',
      'A recent flu or other viral infection, or a recent hospital stay',
    ],
  },
  symptoms: [
    'Cough, often bringing up yellow, green or rust-coloured phlegm',
    'Fever, chills and shivering',
    'Breathlessness or fast breathing',
    'Sharp chest pain that is worse when breathing in deeply or coughing',
    'Feeling very tired, weak and unwell',
    'Loss of appetite, sweating and sometimes nausea',
    'Confusion or unusual drowsiness, especially in older people',
    'In babies and young children, fast breathing, poor feeding or the chest drawing in with each breath',
  ],
  diagnosis: {
    paragraphs: [
      'Our pulmonologist will ask about your symptoms and listen to your chest with a stethoscope, as pneumonia often causes crackling sounds. A pulse oximeter, a small clip on the finger, checks your oxygen level straight away. A chest X-ray usually confirms pneumonia and shows which part of the lung is affected.',
      'Further tests help us find the cause, judge how serious the illness is and decide whether you can be treated safely at home or need hospital care. Not everyone needs every test, and we choose only those that will change your care. Depending on your condition, tests may include:',
    ],
    points: [
      'Chest X-ray to confirm pneumonia and look for fluid around the lung',
      'Blood tests such as a complete blood count and CRP (a marker of inflammation), and kidney function',
      'Sputum test to identify the germ and the antibiotics it responds to',
      'Swab tests for flu, COVID-19 or other viruses where relevant',
      'Blood cultures and an arterial blood gas test in more severe illness',
      'CT scan or bronchoscopy if the pneumonia is not clearing, keeps returning, or the cause is unclear',
    ],
  },
  treatment: {
    paragraphs: [
      'Bacterial pneumonia is treated with antibiotics, chosen according to how ill you are, your age, other health problems and local patterns of infection. Most people with mild pneumonia can take tablets at home. It is important to finish the course exactly as prescribed, even if you feel better after a few days. Antibiotics do not work against viruses, but antiviral medicine may help in flu.',
      'People with low oxygen levels, severe breathlessness, confusion or other serious illness may need hospital care. If you have severe breathlessness, blue lips, chest pain or confusion, seek emergency care or call the clinic at once. Depending on your needs, treatment may include:',
    ],
    points: [
      'Antibiotics by mouth, or through a drip in hospital for more severe pneumonia',
      'Antiviral medicine for flu pneumonia, when the doctor advises',
      'Rest, plenty of fluids and paracetamol for fever and pain',
      'Oxygen therapy if your oxygen level is low',
      'Drainage of fluid or pus from around the lung if it collects there',
      'A review after two or three days to make sure you are improving',
      'A follow-up visit, and a repeat chest X-ray after about six weeks in some patients, to confirm the lungs have cleared',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Our senior chest specialist has decades of experience treating pneumonia, from mild chest infections to severe and non-resolving pneumonia. We focus on getting the diagnosis right first time, choosing antibiotics carefully rather than using the strongest ones by default, which helps prevent antibiotic resistance, and spotting early when someone needs hospital care.',
      'At our clinic in Delhi, X-rays and tests can be arranged quickly, and hospital and critical care are arranged without delay when needed. After you recover, we help you prevent the next infection with vaccination advice, support to stop smoking and better control of conditions such as COPD, asthma and diabetes.',
    ],
  },
  faqs: [
    {
      question: 'Is pneumonia contagious?',
      answer:
        'Pneumonia itself is not passed on directly, but the germs that cause it, such as flu viruses or bacteria, can spread through coughs and sneezes. Cover your mouth when coughing, wash your hands often, and keep away from babies, older relatives and anyone unwell until your fever has settled.',
    },
    {
      question: 'How long does it take to recover from pneumonia?',
      answer:
        'Fever usually settles within a few days of starting the right treatment. Cough and tiredness often take longer; many people feel close to normal in about four to six weeks, while older people or those with other illnesses may need longer. Tell us if you are not improving within two or three days.',
    },
    {
      question: 'Will I need to be admitted to hospital?',
      answer:
        'Many people with pneumonia are treated safely at home. Hospital care may be needed if your oxygen level is low, you are very breathless, confused, unable to eat or drink, or have serious other illnesses. Our pulmonologist uses your examination, tests and standard severity checks to advise you.',
    },
    {
      question: 'What is “walking pneumonia”?',
      answer:
        'It is an everyday term for a milder pneumonia, often caused by germs such as Mycoplasma. People feel unwell with a cough, tiredness and low-grade fever but are still up and about. It still needs proper assessment, because it may need a specific antibiotic and can spread to others at home.',
    },
    {
      question: 'Are there vaccines against pneumonia?',
      answer:
        'Yes. Pneumococcal vaccines protect against the commonest bacterial cause of pneumonia, and a yearly flu vaccine lowers the risk of flu-related pneumonia. They are especially recommended for people over 65 and for those with lung, heart, kidney or liver disease, or diabetes. We can advise which vaccines suit you.',
    },
    {
      question: 'What should I eat and drink while recovering?',
      answer:
        'Drink plenty of fluids, such as water, soups, coconut water and dal, to stay hydrated and loosen phlegm. Eat small, nourishing meals with protein even if your appetite is low. Avoid alcohol and smoking, which slow healing. Rest well, then build up activity gradually as your strength returns.',
    },
    {
      question: 'Why does pneumonia look different in older people?',
      answer:
        'Older people may not have a high fever or a bad cough. Instead, they may become confused, drowsy, weak, stop eating or fall. Because the signs can be subtle, families should seek medical advice early if an elderly relative suddenly becomes unwell, especially during the winter flu season.',
    },
    {
      question: 'What happens if pneumonia is not treated?',
      answer:
        'Untreated pneumonia can spread within the lungs and lead to low oxygen levels, pus collecting around the lung (empyema), a lung abscess, or a serious bloodstream infection called sepsis. These complications are much less likely when treatment starts early, which is why prompt medical advice matters.',
    },
  ],
};

export default content;
