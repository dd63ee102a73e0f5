import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'critical-care',
  title: SERVICE_TITLES['critical-care'],
  description:
    'Pulmonary and critical care for severe breathing illness, such as respiratory failure, severe pneumonia and ARDS, with close ICU monitoring and support.',
  icon: 'heart-pulse',
  heroImage: 'care',
  keywords: [
    'critical care in Delhi',
    'pulmonary and critical care',
    'ICU care for breathing problems',
    'respiratory failure treatment',
    'ventilator support',
    'ARDS treatment',
    'non-invasive ventilation',
  ],
  introduction: {
    paragraphs: [
      'Critical care is specialist treatment for people who are seriously ill and need close, round-the-clock monitoring, usually in an intensive care unit (ICU). Pulmonary and critical care focuses on severe breathing illness, when the lungs cannot keep oxygen in the blood high enough, or carbon dioxide low enough, on their own. This is called respiratory failure.',
      'Our pulmonologist brings an in-depth understanding of lung disease to the ICU, working together with intensive care doctors, nurses, physiotherapists and other specialists. Treatment supports your breathing while the underlying cause, such as an infection or a flare-up of long-term lung disease, is treated. The aim is always to use the least invasive support that keeps you safe.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'Some breathing illnesses become serious quickly. When oxygen levels fall sharply or breathing becomes exhausting, timely support in a monitored setting can be life-saving. Early involvement of a chest specialist helps find the cause, choose the right type of breathing support and avoid unnecessary procedures.',
      'In Delhi, winter smog and seasonal infections such as influenza and pneumonia often trigger severe flare-ups of COPD and asthma, and TB and its complications remain common. Older adults and people with diabetes, heart disease or weak immunity are at higher risk. If you or a family member has severe breathlessness, blue lips, confusion or chest pain, seek emergency care or call the clinic at once.',
    ],
    points: [
      'Severe pneumonia, including from influenza or COVID-19',
      'Acute respiratory distress syndrome (ARDS), a severe inflammation of both lungs',
      'Severe flare-ups of COPD or asthma',
      'Respiratory failure from lung fibrosis or lung damage after TB',
      'Blood clots in the lungs (pulmonary embolism)',
      'Sepsis, a severe body-wide reaction to infection, affecting the lungs',
      'Coughing up large amounts of blood (massive haemoptysis)',
    ],
  },
  howItWorks: {
    paragraphs: [
      'Care in the ICU is step by step. Doctors and nurses check the patient many times a day, and the treatment plan is reviewed daily as the condition changes. Families are kept informed, and important decisions are made together, especially when treatment choices are difficult or the outlook is uncertain.',
    ],
    points: [
      'Rapid assessment with oxygen levels, an arterial blood gas test, chest X-ray or CT scan, bedside ultrasound and blood tests to find the cause.',
      'Oxygen support, stepped up as needed from nasal oxygen to high-flow nasal oxygen.',
      'Non-invasive ventilation (BiPAP), where a close-fitting mask helps each breath without a breathing tube.',
      'If needed, mechanical ventilation (a ventilator) through a breathing tube, with sedation for comfort.',
      'Treatment of the cause, such as antibiotics, steroids, medicines to open the airways, or bronchoscopy to clear mucus and take samples.',
      'Early physiotherapy and, once stable, gradual weaning off breathing support.',
      'Step-down to the ward, then clinic follow-up and rehabilitation to support recovery at home.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Severe breathing illness needs someone who understands the lungs in depth. Our senior chest specialist brings decades of experience in pulmonary and critical care, from managing ventilators to bedside bronchoscopy, and works closely with the ICU team so that lung-specific decisions are made promptly.',
      'We also care for the family. Regular updates, honest conversations about progress and respect for your loved one’s values are part of our approach. After discharge, the same team continues care in clinic, which helps with recovery and rehabilitation and with preventing future hospital admissions.',
    ],
    points: [
      'Specialist lung expertise at the ICU bedside',
      'Breathing support matched to need, from oxygen to ventilation',
      'Bedside bronchoscopy and ultrasound when needed',
      'Regular, clear communication with families',
      'Continuity of care from the ICU to clinic follow-up and rehabilitation',
    ],
  },
  faqs: [
    {
      question: 'When can we visit a patient in the ICU?',
      answer:
        'ICU visiting is typically twice daily for 30 minutes, which gives patients rest and allows nursing care and infection control. Usually one or two family members may visit at a time. Please clean your hands, follow staff instructions, and avoid visiting if you have a cough, cold or fever. The ICU team will tell you the exact timings.',
    },
    {
      question: 'Will my family member need a ventilator?',
      answer:
        'Not always. Many patients improve with oxygen, high-flow oxygen or non-invasive ventilation through a mask. A ventilator with a breathing tube is used when these are not enough or breathing is too tiring. It supports the lungs while treatment works and is removed once the patient can breathe well again. We will discuss each step with you.',
    },
    {
      question: 'How will we get updates about the patient?',
      answer:
        'The treating team gives the family regular updates, and sooner if anything important changes. It helps to choose one or two family members as the main contacts, so that information is shared clearly within the family. Please write down your questions; we welcome them and will explain the plan in plain language.',
    },
    {
      question: 'Why is the patient confused or very sleepy?',
      answer:
        'Confusion, known as delirium, is common in seriously ill patients. It may be caused by infection, low oxygen, high carbon dioxide, medicines, poor sleep or the unfamiliar setting, and it usually improves as the illness settles. Familiar voices, glasses, hearing aids and photographs from home can help. Tell the team if you notice a sudden change.',
    },
    {
      question: 'What is a tracheostomy and why might it be needed?',
      answer:
        'A tracheostomy is a small opening made in the front of the neck into the windpipe, through which a breathing tube is placed. It may be suggested if a patient needs a ventilator for a longer time, as it is more comfortable than a tube through the mouth and helps with weaning. It is often temporary and can be removed once breathing recovers.',
    },
    {
      question: 'What happens after discharge from the ICU?',
      answer:
        'Recovery continues for weeks or months. Many people feel weak, tired, breathless or low in mood after a serious illness. Our pulmonologist reviews you in clinic, checks your lungs with tests, and may recommend lung rehabilitation, home oxygen or vaccinations. Gradual activity, good nutrition and family support all help you regain strength.',
    },
    {
      question: 'Can a severe lung illness be prevented?',
      answer:
        'Not always, but the risk can be lowered. Take your inhalers regularly, stop smoking, get flu and pneumonia vaccines as advised, limit outdoor exposure on high-smog days, and keep diabetes and heart disease under control. Seek help early when symptoms worsen, because early treatment of a flare-up can often prevent the need for hospital care.',
    },
  ],
};

export default content;
