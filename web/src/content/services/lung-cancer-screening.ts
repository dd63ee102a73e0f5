import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'lung-cancer-screening',
  title: SERVICE_TITLES['lung-cancer-screening'],
  description:
    'A yearly low-dose CT scan for people at high risk of lung cancer, to find it early when treatment works best. Quick and painless, with no injection.',
  icon: 'scan',
  heroImage: 'lungs',
  keywords: [
    'lung cancer screening in Delhi',
    'low-dose CT scan of the lungs',
    'LDCT lung screening',
    'lung nodule follow-up',
    'lung cancer test for smokers',
    'early lung cancer detection',
  ],
  introduction: {
    paragraphs: [
      'Lung cancer screening means checking the lungs of people who feel well but have a higher chance of lung cancer, so that any cancer can be found early. The test is a low-dose CT scan (LDCT). CT stands for computed tomography: a scanner that takes many thin X-ray pictures and builds a detailed image of the lungs. ‘Low-dose’ means it uses much less radiation than a standard chest CT.',
      'The scan itself needs only a few seconds of holding your breath. There is no injection, no dye and no needle. Screening is meant for people without symptoms. If you have a cough that will not settle, blood in your phlegm, weight loss or chest pain, you need a proper diagnostic check-up rather than a screening scan, and our pulmonologist will guide you.',
      'Screening is a decision you make together with our pulmonologist after a frank discussion. It works best as a yearly programme rather than a one-off scan. If you still smoke, it always goes hand in hand with support to stop, because quitting remains the most powerful thing you can do for your lungs.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'Early lung cancer usually causes no symptoms. By the time most people notice a cough, breathlessness or weight loss, the disease has often spread. Large international studies have shown that yearly low-dose CT screening of high-risk people finds more cancers at an early stage and lowers the number of deaths from lung cancer. Early-stage cancers are far more often treatable with surgery or focused radiotherapy.',
      'International guidelines generally recommend screening for adults aged about 50 to 80 who have smoked heavily and who still smoke or quit in recent years. Heavy smoking is measured in ‘pack-years’: one packet of 20 cigarettes a day for a year is one pack-year, so 10 a day for 40 years is 20 pack-years. Bidis count too. India does not yet have a national screening programme, so our pulmonologist assesses each person individually.',
      'Many people in Delhi also breathe polluted air and winter smog, and many women have cooked for years over wood, coal or dung fires (biomass smoke). These exposures harm the lungs, but the evidence for screening people who have never smoked is still limited. Our pulmonologist will discuss honestly whether screening is likely to help you.',
    ],
    points: [
      'Adults aged about 50 to 80 with a heavy smoking history, usually 20 pack-years or more of cigarettes or bidis',
      'Current smokers, and former smokers who quit within roughly the last 15 years',
      'People with added risks such as COPD, a close relative with lung cancer, or years of work with asbestos, silica or diesel fumes, considered case by case',
      'People well enough to have treatment, such as surgery, if a cancer were found',
    ],
  },
  howItWorks: {
    paragraphs: [
      'The process is simple, and most people are in and out of the scanning room within about 15 minutes. Before you decide, our pulmonologist explains the likely benefits and the possible downsides, such as false alarms, a small dose of radiation and the occasional need for extra scans or tests.',
      'Many screening scans show a nodule, which is a small round spot in the lung. This sounds worrying, but the great majority of nodules are not cancer. Most are tiny scars from old infections; in India, healed tuberculosis (TB) is a common cause. Small nodules are usually just watched with a repeat scan after a few months. A nodule that does not grow over time is very reassuring.',
    ],
    points: [
      'Consultation: we review your age, smoking history, other exposures and general health to check that screening suits you.',
      'Preparation: no fasting and no injection are needed. Wear clothes without metal, and tell us if you could be pregnant or have had a chest infection in the past few weeks.',
      'The scan: you lie on your back on the CT table and hold your breath for a few seconds while the scanner takes pictures.',
      'Reporting: a radiologist reads the images using a standard scoring system, such as Lung-RADS, that sorts findings by how likely they are to matter.',
      'Results: our pulmonologist explains the report in plain words and tells you exactly what happens next.',
      'Follow-up: most people simply return for another scan in a year. Some need an earlier repeat scan, and only a few need tests such as a PET-CT scan or a biopsy.',
      'Support to quit: if you still smoke, we offer our 12-week smoking cessation programme alongside screening.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'At our clinic in Delhi, screening is led by a chest specialist, not just a scan centre. That matters, because the most important part of screening is what happens after the scan: reading the result sensibly, avoiding needless worry and procedures, and acting promptly when something does need attention. Our senior chest specialist brings decades of experience in lung nodules, tuberculosis and lung cancer care.',
      'Because old TB scars are so common in India, nodules here need careful interpretation. We compare your scan with any earlier X-rays or CT scans you bring, and we plan follow-up according to international nodule guidelines, so that you have neither too many scans nor too few.',
    ],
    points: [
      'Pulmonologist-led assessment of who will truly benefit from screening',
      'Calm, clear explanation of every report, including what a nodule means',
      'Careful follow-up plans that avoid unnecessary scans and biopsies',
      'Smooth onward referral for bronchoscopy, biopsy or cancer care if ever needed',
      'Practical help to stop smoking, the single most useful step for your lungs',
    ],
  },
  faqs: [
    {
      question: 'Is the radiation from a low-dose CT scan safe?',
      answer:
        'A low-dose CT uses much less radiation than a standard chest CT, roughly the natural background radiation we all receive over several months. For people at high risk of lung cancer, the benefit of finding a cancer early is considered greater than this small risk. This is why we recommend screening only for people who are likely to benefit.',
    },
    {
      question: 'My scan shows a nodule. Does that mean I have cancer?',
      answer:
        'Almost certainly not. Most nodules found on screening are harmless, often scars from past infections such as TB. Usually the safest plan is a repeat scan after a few months to check whether the nodule changes. Only a small number need further tests. Our pulmonologist will explain your result and the plan in detail, so you are never left guessing.',
    },
    {
      question: 'How often should I be screened?',
      answer:
        'Screening is usually repeated once a year for as long as you remain eligible. It normally stops once you are past about 80, once it has been around 15 years since you quit smoking, or if other health problems mean you could not have treatment. Our pulmonologist will review this with you at each visit.',
    },
    {
      question: 'I have never smoked, but I have lived with Delhi’s pollution for years. Should I be screened?',
      answer:
        'Air pollution and biomass smoke do raise the risk of lung disease, but research has not yet shown that routine screening helps people who have never smoked. We assess each person individually, taking into account family history and workplace exposures. If you have symptoms such as a persistent cough, you need a diagnostic check-up rather than screening.',
    },
    {
      question: 'Do I need to fast or prepare for the scan?',
      answer:
        'No fasting is needed, and no dye or injection is used. Wear comfortable clothes without metal and bring any earlier chest X-rays or CT scans. If you have had a cold, fever or chest infection in the past few weeks, tell us, as we may delay the scan because infection can show up as temporary spots.',
    },
    {
      question: 'If my scan is clear, is it safe to keep smoking?',
      answer:
        'Sadly, no. A clear scan shows there is no visible cancer today; it does not protect you in future. Smoking also causes COPD, heart disease and strokes. Stopping at any age helps, and our 12-week smoking cessation programme combines counselling with medicines, where suitable, to give you the best chance of quitting.',
    },
    {
      question: 'Can screening miss a lung cancer?',
      answer:
        'No test is perfect, and a small number of cancers can be missed or can grow between yearly scans. Tell us about new symptoms such as a lasting cough, hoarse voice, weight loss or blood in your phlegm, even if your last scan was clear. If you cough up more than a streak of blood, seek emergency care or call the clinic at once.',
    },
  ],
};

export default content;
