import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'sleep-study',
  title: SERVICE_TITLES['sleep-study'],
  description:
    'An overnight sleep study (polysomnography) lasting 6-8 hours that checks your breathing, oxygen and sleep to diagnose sleep apnoea and snoring problems.',
  icon: 'moon',
  heroImage: 'sleep',
  keywords: [
    'sleep study in Delhi',
    'polysomnography',
    'sleep apnoea test',
    'snoring treatment',
    'home sleep test',
    'CPAP titration',
  ],
  introduction: {
    paragraphs: [
      'A sleep study, also called polysomnography, is a painless overnight test that records what happens to your body while you sleep. It usually lasts 6-8 hours overnight. Small sensors placed gently on your skin measure your breathing, oxygen level, heart rhythm, brain waves, eye and leg movements, body position and snoring, without any needles.',
      'The main reason for a sleep study is to look for obstructive sleep apnoea. This is a common condition in which the throat repeatedly narrows or closes during sleep, causing pauses in breathing and drops in oxygen. For some people, a simpler home sleep test may be suitable. Our pulmonologist will advise which type of study fits your symptoms.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'Untreated sleep apnoea does more than cause loud snoring. Repeated pauses in breathing disturb sleep and strain the heart. They are linked with high blood pressure, heart rhythm problems, stroke, poorly controlled diabetes and road accidents caused by daytime sleepiness. Many people live with it for years without knowing, because the signs happen while they are asleep.',
      'A sleep study counts how often breathing stops or becomes shallow each hour, called the apnoea-hypopnoea index (AHI), and shows how low your oxygen falls. This tells our chest specialist whether you have sleep apnoea, how severe it is, and which treatment is likely to suit you best.',
    ],
    points: [
      'Loud, regular snoring, especially with gasping or choking at night',
      'Pauses in breathing noticed by a family member',
      'Waking unrefreshed, or dozing off during the day or while driving',
      'Morning headaches, a dry mouth or poor concentration',
      'High blood pressure that is hard to control, or heart rhythm problems',
      'Unusual movements or behaviour during sleep',
      'Setting the right pressure for a CPAP machine',
    ],
  },
  howItWorks: {
    paragraphs: [
      'For an overnight study in the sleep laboratory, you arrive in the evening, sleep in a quiet, comfortable room and go home in the morning. A trained sleep technologist stays nearby through the night, watching the recordings and helping if a sensor slips or you need to get up. You can move and turn in bed as you normally would.',
    ],
    points: [
      'Our pulmonologist assesses your symptoms and decides whether a laboratory or home study is best for you.',
      'On the day, avoid daytime naps, tea, coffee and cola after lunch, and alcohol; take your usual medicines unless told otherwise.',
      'Wash and dry your hair and skip hair oil or gel, as these stop the sensors from sticking.',
      'In the evening, the technologist attaches small sensors to your scalp, face, chest, legs and finger, with a soft tube under your nose.',
      'You go to sleep at your usual time, and the study records for 6-8 hours.',
      'If clear sleep apnoea is found early in the night, a CPAP mask may be tried in the second half (a split-night study).',
      'The recording is analysed in detail, and our pulmonologist discusses the results and treatment options with you.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Sleep problems sit where breathing, the heart and the nervous system meet. At our clinic in Delhi, sleep studies are interpreted by our pulmonologist, who looks at the whole picture, including your lungs, weight, blood pressure and daytime symptoms, rather than a single number on a report.',
      'Diagnosis is only the first step. We help you choose and get used to treatment, such as CPAP (continuous positive airway pressure, a machine that keeps the throat open with gentle air pressure through a mask), and we follow you up to make sure it is working and comfortable.',
    ],
    points: [
      'Overnight laboratory polysomnography, with home testing where suitable',
      'Detailed analysis reviewed by a chest specialist',
      'Help with mask fitting, CPAP setup and troubleshooting',
      'Advice on weight, sleep position, alcohol and other lifestyle steps',
      'Long-term follow-up for people with sleep apnoea and lung disease',
    ],
  },
  faqs: [
    {
      question: 'How long does a sleep study take?',
      answer:
        'The recording itself lasts 6-8 hours overnight, covering a normal night’s sleep. You arrive in the evening so the sensors can be fitted without rushing, and you usually leave early the next morning, in time for work for most people. A home sleep test is done in your own bed over one night.',
    },
    {
      question: 'What if I cannot sleep in a new place?',
      answer:
        'This is a very common worry. Most people sleep well enough for a useful study, even if it feels lighter than usual. You may bring your own pillow, nightwear and anything that helps you settle. Tell us about any sleeping tablets you take regularly. If too little sleep is recorded, the study can be repeated.',
    },
    {
      question: 'Is a sleep study painful or risky?',
      answer:
        'No. The sensors sit on the skin with gentle paste or tape, and there are no needles. Some people find the wires a little strange at first, but they are long enough to let you turn over comfortably. Mild skin redness from the tape can occur and fades quickly.',
    },
    {
      question: 'What should I bring?',
      answer:
        'Bring comfortable nightwear, your regular medicines, toiletries and anything you need for the morning. Come with clean, dry hair without oil or gel, and remove nail polish from at least one finger so the oxygen sensor reads accurately. Eat a light dinner before arriving, and avoid tea, coffee and alcohol that evening.',
    },
    {
      question: 'Is a home sleep test as good as a laboratory study?',
      answer:
        'For adults who are likely to have moderate or severe obstructive sleep apnoea and have no major heart or lung disease, a home test is often enough. It records fewer signals, though, so it can miss mild sleep apnoea and other sleep disorders. If a home test is unclear, or normal despite symptoms, a full laboratory study is advised.',
    },
    {
      question: 'Can children have a sleep study?',
      answer:
        'Yes. Children who snore loudly, breathe through the mouth, pause their breathing or are restless at night may have sleep apnoea, often due to large tonsils or adenoids. A parent usually stays overnight with the child. Our pulmonologist will advise whether a study is needed and work with an ENT or children’s specialist where appropriate.',
    },
    {
      question: 'What happens after the results?',
      answer:
        'Our pulmonologist explains your results and what they mean. Mild sleep apnoea may improve with weight loss, sleeping on your side and avoiding alcohol near bedtime. Moderate or severe sleep apnoea is usually treated with CPAP, while oral devices or surgery suit some people. Regular follow-up makes sure treatment is working and comfortable.',
    },
  ],
};

export default content;
