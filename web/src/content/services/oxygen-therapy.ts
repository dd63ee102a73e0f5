import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'oxygen-therapy',
  title: SERVICE_TITLES['oxygen-therapy'],
  description:
    'Testing and prescription of home and portable oxygen for people with low blood oxygen, with guidance on equipment, safe use and follow-up.',
  icon: 'wind',
  heroImage: 'care',
  keywords: [
    'oxygen therapy in Delhi',
    'home oxygen therapy',
    'oxygen concentrator advice',
    'long-term oxygen therapy',
    'low oxygen level treatment',
    'oxygen for COPD',
  ],
  introduction: {
    paragraphs: [
      'Oxygen therapy gives you extra oxygen to breathe when your lungs cannot supply enough to your blood on their own. It is usually delivered through a soft tube that sits just inside the nostrils (a nasal cannula) or through a face mask. At home, oxygen typically comes from an electric machine called an oxygen concentrator, or from cylinders.',
      'Oxygen is a medicine. It must be prescribed at the right flow and for the right number of hours, based on careful testing. Too little does not help, and too much can be harmful for some people with lung disease. Our pulmonologist assesses whether you need oxygen and sets up a safe, practical plan for using it at home.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'When blood oxygen stays low, a state called hypoxaemia, the heart and other organs are put under strain. Over time, this can lead to tiredness, poor sleep, confusion, swollen ankles and strain on the right side of the heart. For the right patients, long-term oxygen helps protect the heart, improves energy and sleep, and makes daily activities easier.',
      'Oxygen is not right for everyone who feels breathless, because breathlessness does not always mean low oxygen. That is why testing comes first. Some people need oxygen for most of the day and night, some only during exercise or sleep, and some only for a short time while recovering from an illness such as pneumonia or COVID-19.',
    ],
    points: [
      'Advanced COPD (chronic obstructive pulmonary disease)',
      'Interstitial lung disease and lung fibrosis',
      'Lung damage after tuberculosis or severe pneumonia',
      'Pulmonary hypertension and some heart conditions',
      'Severe bronchiectasis',
      'Low oxygen only at night or during exertion',
      'Recovery after a hospital stay for a breathing illness',
    ],
  },
  howItWorks: {
    paragraphs: [
      'Before prescribing oxygen, our pulmonologist measures your oxygen level when your condition is stable, at rest and, if needed, while walking or sleeping. This shows how much oxygen you need and when. Once you start, we teach you and your family how to use the equipment safely, and we review you regularly to adjust the plan.',
    ],
    points: [
      'Assessment: a clinical check, pulse oximetry (a finger clip that reads oxygen) and often an arterial blood gas test, which measures oxygen and carbon dioxide in the blood.',
      'Walking or sleep tests, such as a six-minute walk test or overnight oximetry, if low oxygen is suspected only at those times.',
      'A written prescription stating the flow rate, the device and the hours of use each day.',
      'Guidance on equipment: a home concentrator, a backup cylinder for power cuts, and portable options for going out.',
      'Training in using the nasal cannula or mask, cleaning, humidifier care and fire safety.',
      'Follow-up visits to recheck your oxygen level and change the prescription as your condition changes.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Getting oxygen right means treating the underlying lung disease as well. Our senior chest specialist brings decades of experience caring for people with COPD, fibrosis and lung damage after TB, and makes sure oxygen is part of a complete plan that includes inhalers, rehabilitation and vaccination.',
      'We also understand the realities of Delhi homes, from power cuts and small shared rooms to winter smog and summer heat. Our team gives practical, honest advice on equipment and safety, and helps families feel confident caring for a loved one who uses oxygen.',
    ],
    points: [
      'Prescriptions based on testing, never guesswork',
      'Clear advice on concentrators, cylinders and portable devices',
      'Family training on safe use at home',
      'Regular review to adjust oxygen as needs change',
      'Linked care with lung rehabilitation and, where needed, home non-invasive ventilation (BiPAP)',
    ],
  },
  faqs: [
    {
      question: 'Will I become addicted to oxygen?',
      answer:
        'No. Oxygen is not addictive. If you need it, it is because your lungs cannot keep your oxygen level safe on their own. Some people need it for a short time and stop when they recover, while others need it long term. Using oxygen as prescribed does not make your lungs weaker or lazier.',
    },
    {
      question: 'Is it safe to use oxygen at home?',
      answer:
        'Yes, when simple rules are followed. Oxygen makes fires burn much faster, so never smoke or let anyone smoke near you, and keep oxygen at least two metres away from gas stoves, diyas, candles, agarbattis and heaters. Avoid oil-based creams on the face. Store cylinders upright and secured, and keep the concentrator in a well-ventilated place.',
    },
    {
      question: 'Can I turn up the oxygen if I feel more breathless?',
      answer:
        'Please do not change the flow on your own. In some people with COPD, too much oxygen can raise carbon dioxide in the blood and cause drowsiness or confusion. If you feel more breathless than usual, contact us. If you have severe breathlessness, blue lips or chest pain, or become confused or very sleepy, seek emergency care or call the clinic at once.',
    },
    {
      question: 'Which is better, a concentrator or a cylinder?',
      answer:
        'A home concentrator makes oxygen from room air using electricity, so it suits daily use and needs no refilling. Cylinders must be refilled but work during power cuts, so many families keep one as a backup. Portable concentrators help you go out. Our team will advise what suits your prescription, home and lifestyle.',
    },
    {
      question: 'Can I travel or fly while on oxygen?',
      answer:
        'Many people on oxygen travel safely with planning. Airlines need advance notice and medical forms, and usually allow only approved portable concentrators on board. Cabin air has less oxygen, so even some people who do not use oxygen on the ground may need it when flying. We can assess your fitness to fly and help with the paperwork.',
    },
    {
      question: 'Can I eat, sleep and go about daily life with oxygen?',
      answer:
        'Yes. A nasal cannula lets you talk, eat and sleep while using oxygen, and long tubing lets you move around the home. Many people find their energy and sleep improve. Keep your nose and lips moist with a water-based gel, clean or replace the cannula regularly, and continue your inhalers and other treatment as advised.',
    },
    {
      question: 'Does Delhi’s pollution affect people on oxygen?',
      answer:
        'Yes. On high-pollution days, people with lung disease often feel more breathless. Stay indoors when smog is heavy, keep windows closed, consider an air purifier in the room where you spend most time, and avoid outdoor exercise at peak pollution. Keep taking your medicines, and contact us early if your symptoms worsen.',
    },
  ],
};

export default content;
