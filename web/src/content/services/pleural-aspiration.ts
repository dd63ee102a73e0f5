import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'pleural-aspiration',
  title: SERVICE_TITLES['pleural-aspiration'],
  description:
    'Removal of fluid from around the lung with a fine needle under local anaesthetic, to ease breathlessness and find out what is causing the fluid.',
  icon: 'syringe',
  heroImage: 'care',
  keywords: [
    'pleural aspiration in Delhi',
    'thoracentesis',
    'pleural tap',
    'fluid around the lungs treatment',
    'pleural effusion test',
    'ultrasound-guided pleural tap',
  ],
  introduction: {
    paragraphs: [
      'The lungs are covered by two thin layers called the pleura. Between them is a tiny amount of fluid that lets the lungs glide smoothly as you breathe. Sometimes too much fluid collects in this space. This is called a pleural effusion, which many people describe as ‘water on the lungs’. The fluid sits around the lung, not inside it.',
      'Pleural aspiration, also called thoracentesis or a ‘pleural tap’, is a simple procedure to remove some of that fluid through a fine needle or thin plastic tube passed between the ribs. It is done under local anaesthetic, so you stay awake, and an ultrasound scan is used to find the safest spot. Most people go home the same day.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'Pleural aspiration does two jobs. A diagnostic tap removes a small sample of fluid for laboratory tests. A therapeutic tap removes a larger amount to relieve breathlessness, because fluid pressing on the lung stops it from expanding fully. Often both are done during the same procedure, and many people feel their breathing ease soon afterwards.',
      'In India, tuberculosis (TB) is one of the commonest causes of pleural effusion, especially in younger adults. Other causes include pneumonia, heart failure, liver or kidney disease, and cancer. Testing the fluid for protein, cells, sugar, infection and a marker called ADA (adenosine deaminase, often raised in TB) helps find the cause. If TB is confirmed, you can be treated with us or choose free treatment under the national TB programme (NTEP).',
    ],
    points: [
      'Fluid seen on a chest X-ray or ultrasound without a clear cause',
      'Breathlessness due to a large collection of fluid',
      'Suspected tuberculosis of the pleura',
      'Suspected infected fluid after pneumonia',
      'Checking the fluid for cancer cells',
    ],
  },
  howItWorks: {
    paragraphs: [
      'The procedure usually takes about 15 to 30 minutes. You can normally eat and drink as usual beforehand. Tell us in advance if you take blood thinners or have a bleeding problem, because some medicines may need to be paused for a short time, but only on your doctor’s advice. It helps to bring someone with you.',
      'The fluid samples go to the laboratory. Some results, such as protein and cell counts, are usually ready within a day or two. Tests for cancer cells take a few days, and TB cultures can take several weeks to grow. Our pulmonologist will explain each result as it arrives and plan the next step with you.',
    ],
    points: [
      'Our pulmonologist explains the procedure, answers your questions and asks for your consent.',
      'You sit on the edge of a bed or chair, leaning forward with your arms resting on a pillow on a table.',
      'An ultrasound scan of your back marks the safest spot, where the fluid is deepest and well away from the lung and other organs.',
      'The skin is cleaned and numbed with local anaesthetic, which stings briefly.',
      'A fine needle or thin tube is passed between the ribs into the fluid. You may feel pressure, but it should not be painful.',
      'The fluid is drawn off slowly. We stop if you develop a persistent cough, chest tightness or feel unwell.',
      'The needle is removed and a small dressing applied. A chest X-ray or ultrasound may be done afterwards.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'At our clinic in Delhi, pleural aspiration is performed by our pulmonologist using ultrasound guidance, which international guidelines recommend because it makes the procedure safer and more likely to succeed. Our senior chest specialist brings decades of experience in pleural disease, including the many cases of tuberculous effusion seen in India.',
      'We look beyond a single procedure. If a tap does not give a clear answer, or the fluid keeps coming back, we plan the next step without delay. This may be a chest drain, a pleural biopsy or pleuroscopy, in which the inside of the chest is examined with a thin camera.',
    ],
    points: [
      'Ultrasound-guided procedure for safety and accuracy',
      'A full panel of fluid tests, including ADA and TB tests',
      'Clear explanation of every result, with a written plan',
      'Prompt access to a chest drain, pleuroscopy or biopsy if needed',
      'Treatment of the underlying cause, including TB, under one roof',
    ],
  },
  faqs: [
    {
      question: 'Is pleural aspiration painful?',
      answer:
        'The local anaesthetic injection stings for a few seconds, like any injection. After that, most people feel only pressure or a dull ache while the fluid is drawn off. Tell us if you feel pain at any stage, and we can give more anaesthetic. Any soreness afterwards is usually mild and eased by simple painkillers.',
    },
    {
      question: 'Why do I cough during the procedure?',
      answer:
        'As fluid is removed, the lung starts to re-expand, and this often triggers coughing or a feeling of tightness in the chest. It is a common and expected sign. We remove fluid slowly and stop if the coughing becomes persistent, because taking off too much at once can strain the lung.',
    },
    {
      question: 'What are the risks?',
      answer:
        'Pleural aspiration is generally safe, especially with ultrasound guidance. Possible problems include a small air leak around the lung (pneumothorax), bleeding, infection or feeling faint. Most are minor and uncommon. If you become suddenly breathless, have sharp chest pain or cough up blood after going home, seek emergency care or call the clinic at once.',
    },
    {
      question: 'Do I need to fast or stop my medicines?',
      answer:
        'Fasting is not usually needed. Continue your regular medicines unless we tell you otherwise. If you take any blood-thinning medicine, tell us well before the procedure, because some may need to be paused for a short time. We will give you clear instructions. Please bring your previous X-rays, scans and blood reports.',
    },
    {
      question: 'Will the fluid come back?',
      answer:
        'That depends on the cause. Fluid from TB or pneumonia usually settles once the infection is properly treated. Fluid from heart, liver or kidney problems improves as those conditions are controlled. If fluid keeps returning, for example with cancer, options such as pleurodesis or a long-term drain can prevent repeated taps.',
    },
    {
      question: 'How soon can I return to normal activities?',
      answer:
        'Most people go home within a few hours and can return to light activities the next day. Keep the dressing dry for a day, avoid heavy lifting for a day or two, and do not drive yourself home. Our pulmonologist will tell you when to return for your results and follow-up.',
    },
  ],
};

export default content;
