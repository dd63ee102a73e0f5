import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'cpap-bipap-therapy',
  title: SERVICE_TITLES['cpap-bipap-therapy'],
  description:
    'Machines that deliver gentle air pressure through a mask to keep the airway open in sleep apnoea and support breathing in COPD and other conditions.',
  icon: 'moon',
  heroImage: 'sleep',
  keywords: [
    'CPAP therapy in Delhi',
    'BiPAP machine',
    'sleep apnoea treatment',
    'non-invasive ventilation',
    'CPAP mask fitting',
    'BiPAP for COPD',
  ],
  introduction: {
    paragraphs: [
      'CPAP and BiPAP are machines that help you breathe by blowing gentle air pressure through a mask. CPAP stands for continuous positive airway pressure. It gives one steady pressure that acts like an air splint, keeping your throat open while you sleep. It is the main treatment for obstructive sleep apnoea, a condition in which the throat repeatedly narrows or closes during sleep.',
      'BiPAP, or bilevel positive airway pressure, gives two pressures: a higher one when you breathe in and a lower one when you breathe out. This actively helps move air in and out of the lungs, which is useful when carbon dioxide builds up in the blood. This kind of support is also called non-invasive ventilation (NIV), because it works through a mask rather than a breathing tube.',
      'Both machines are small, fairly quiet and designed for use at home, mostly during sleep. BiPAP is also used in hospital to support people through a sudden breathing crisis. Our pulmonologist decides which machine suits you, sets the pressures, and stays involved as you get used to it.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'Untreated obstructive sleep apnoea causes loud snoring, choking or gasping at night, unrefreshing sleep and daytime sleepiness. Over time it is linked with high blood pressure, heart disease, stroke, diabetes and road accidents from drowsy driving. Used every night, CPAP keeps the airway open so that breathing and oxygen levels stay steady. Many people notice more energy and better concentration within the first few weeks.',
      'BiPAP is used when the problem is not only a blocked throat but weak or tired breathing. It helps people whose carbon dioxide levels are high, for example in severe COPD, obesity hypoventilation syndrome (shallow breathing linked to severe obesity), or conditions that weaken the breathing muscles. In hospital, BiPAP often helps people through a severe COPD flare-up and can avoid the need for a breathing tube.',
    ],
    points: [
      'Moderate to severe obstructive sleep apnoea, or milder sleep apnoea with troublesome symptoms',
      'COPD with high carbon dioxide levels, at home or during a flare-up in hospital',
      'Obesity hypoventilation syndrome',
      'Nerve, muscle or chest wall conditions that weaken breathing',
      'Selected people with sleep apnoea who cannot manage on CPAP',
    ],
  },
  howItWorks: {
    paragraphs: [
      'Starting CPAP or BiPAP is a step-by-step process. The first few nights can feel strange, and that is normal. Most people settle into it with good support and a mask that fits well. We encourage you to bring your machine and mask to follow-up visits, so that we can check them with you.',
      'Most machines have a built-in humidifier that adds moisture to the air, which is especially helpful in Delhi’s dry winters and eases a dry mouth or blocked nose. Clean the mask daily, wash the tubing and water chamber weekly, and use distilled water, as most manufacturers advise. If power cuts are common where you live, ask us about inverter or battery backup.',
    ],
    points: [
      'Diagnosis: an overnight sleep study, which lasts 6-8 hours, confirms sleep apnoea, and an arterial blood gas (ABG) test checks carbon dioxide when BiPAP may be needed.',
      'Choosing the machine: our pulmonologist advises on CPAP, auto-CPAP (which adjusts its pressure automatically) or BiPAP, and the settings you need.',
      'Mask fitting: we help you choose between nasal masks, nasal pillows and full-face masks, and check the fit while you lie down.',
      'Getting used to it: you practise wearing the mask while awake, then use it every night, for the whole night and during daytime naps.',
      'Fine-tuning: the machine records your usage, mask leaks and any remaining breathing pauses, and we adjust the pressure or mask as needed.',
      'Follow-up: regular reviews, sooner if you have any difficulty, keep therapy comfortable and effective over the long term.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'A CPAP or BiPAP machine only helps if you use it, and comfort is the key to using it. At our clinic in Delhi, therapy is led by our pulmonologist, not by a machine supplier. We link your diagnosis, settings, mask fitting and follow-up into one plan, and we review your machine’s data with you to solve problems early.',
      'Our senior chest specialist brings decades of experience in sleep medicine and breathing failure. We give practical, honest advice, including how to choose a suitable machine without paying for features you do not need, and how to cope with power cuts, travel and the Delhi winter.',
    ],
    points: [
      'Sleep study and blood gas testing to get the diagnosis right',
      'Unbiased advice on choosing a machine and mask',
      'Hands-on mask fitting and troubleshooting',
      'Regular review of machine data and pressure settings',
      'Help with weight, sleep position and other lifestyle measures alongside therapy',
    ],
  },
  faqs: [
    {
      question: 'Will I need CPAP for the rest of my life?',
      answer:
        'CPAP controls sleep apnoea while you use it; it does not cure it. For many people it is a long-term treatment. However, losing weight, treating a blocked nose or, in some cases, surgery can reduce the need for it. Our pulmonologist will review your progress and may repeat a sleep study if your situation changes.',
    },
    {
      question: 'What if I cannot get used to the mask?',
      answer:
        'This is common at first, and there is usually a solution. A different mask style or size, a chin strap, humidification, or a ‘ramp’ setting that starts at a low pressure and builds up slowly can all help. Please do not give up quietly; contact us, and we will work through the problem with you.',
    },
    {
      question: 'What are the side effects?',
      answer:
        'The most common are a dry mouth or nose, a blocked or runny nose, marks or soreness where the mask sits, air leaks and swallowing air, which can cause bloating. Most of these improve with a better mask fit, humidification or a small change in settings. Serious side effects are rare.',
    },
    {
      question: 'What should I do during a power cut?',
      answer:
        'Missing a night of CPAP is not dangerous for most people with sleep apnoea, though symptoms may return that night. An inverter or battery backup is worth considering. People who rely on BiPAP for high carbon dioxide should have a backup plan agreed with us. If someone on BiPAP becomes very drowsy, confused or severely breathless, seek emergency care or call the clinic at once.',
    },
    {
      question: 'Can I travel with my machine?',
      answer:
        'Yes. Most machines work on both Indian and foreign power supplies, and they can usually be carried as cabin baggage on flights as a medical device. Carry a copy of your prescription, check the airline’s rules beforehand, and take a suitable plug adaptor. On trains, check in advance whether a power point will be available.',
    },
    {
      question: 'Can I drink alcohol or take sleeping pills?',
      answer:
        'Alcohol and sleeping pills relax the throat muscles and can make sleep apnoea worse, even with CPAP. It is best to avoid alcohol in the evening. Do not start sleeping pills or other sedatives without checking with our pulmonologist, especially if you use BiPAP for high carbon dioxide levels.',
    },
    {
      question: 'Is CPAP used in children?',
      answer:
        'Yes, but less often. In children, sleep apnoea is usually caused by large tonsils and adenoids, so removing them is often the first treatment. CPAP is used when sleep apnoea continues after surgery or when surgery is not suitable. Child-sized masks are available, and families are given extra support in getting started.',
    },
  ],
};

export default content;
