import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'spirometry',
  title: SERVICE_TITLES.spirometry,
  description:
    'A simple, painless breathing test that measures how much air you can blow out and how fast. It helps diagnose and monitor asthma and COPD.',
  icon: 'gauge',
  heroImage: 'lungs',
  keywords: [
    'spirometry test in Delhi',
    'lung function test',
    'breathing test for asthma',
    'COPD diagnosis test',
    'FEV1 and FVC test',
    'bronchodilator reversibility test',
  ],
  introduction: {
    paragraphs: [
      'Spirometry is the most common breathing test, and it is simple and painless. You blow as hard and as fast as you can into a mouthpiece connected to a machine called a spirometer. The machine measures how much air you can breathe out and how quickly you can do it. These numbers show whether your airways are narrowed, or whether your lungs hold less air than expected.',
      'Two key measurements are FEV1, the amount of air you blow out in the first second, and FVC, the total amount you can blow out in one full breath. The ratio between them helps our pulmonologist tell different lung problems apart. Your results are compared with the expected values for a healthy person of your age, sex and height.',
      'Spirometry is often the first part of a full pulmonary function test (PFT). A full PFT, which also measures how much air your lungs hold and how well oxygen passes into your blood, takes 30-45 minutes. Spirometry on its own is shorter, usually about 15 to 30 minutes, including a repeat test after an inhaler if one is needed.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'Cough and breathlessness have many causes, and a stethoscope alone cannot measure how well your lungs work. Spirometry gives objective numbers. It is the standard test to confirm asthma and chronic obstructive pulmonary disease (COPD), a long-term lung disease usually caused by tobacco or other smoke. It also shows how a known lung condition is changing and whether treatment is working.',
      'In Delhi, many people live with breathing problems made worse by air pollution, winter smog and years of exposure to biomass smoke from wood, coal or dung cooking fires. Many people with asthma or COPD are never properly diagnosed and receive repeated courses of cough syrup or antibiotics instead. A short spirometry test can replace that guesswork with a clear answer.',
    ],
    points: [
      'Long-standing cough, wheeze or breathlessness',
      'Confirming or ruling out asthma or COPD',
      'Checking whether your inhaler treatment is working',
      'Smokers and ex-smokers, and people exposed to biomass smoke or workplace dust',
      'Before some operations, to check that your lungs are fit for anaesthesia',
      'Follow-up after TB, COVID-19 or other lung infections that can leave lasting damage',
      'Monitoring conditions such as interstitial lung disease (scarring of the lungs)',
    ],
  },
  howItWorks: {
    paragraphs: [
      'A staff member trained in lung function testing guides you through each step and encourages you during every blow. The test needs your full effort for a few seconds at a time, so it can feel tiring briefly, but it does not hurt. You can rest between attempts for as long as you need.',
      'For accurate results, wear loose clothing, avoid a heavy meal in the two hours before the test, and do not smoke for at least an hour beforehand. Avoid hard exercise just before you come. Ask us in advance whether to pause any inhalers before the test, and for how long. Never stop a medicine without advice.',
    ],
    points: [
      'We record your height, weight, age and sex, because these set your expected values.',
      'You sit upright, and a soft clip is placed on your nose so that all the air passes through your mouth.',
      'You take the deepest breath you can, seal your lips around the mouthpiece, and blast the air out as hard and fast as possible, keeping going until your lungs feel empty.',
      'This is repeated at least three times to make sure the results are consistent.',
      'If needed, you take a reliever inhaler (a bronchodilator, which opens the airways) and repeat the test after 10 to 15 minutes. A clear improvement points towards asthma.',
      'Our pulmonologist reviews the results and explains them to you, usually at the same visit.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Spirometry is only useful when it is done well. Poor technique can make healthy lungs look unhealthy, or hide a real problem. At our clinic in Delhi, tests follow international quality standards, are performed by trained staff on regularly calibrated equipment, and are interpreted by our pulmonologist rather than by the machine’s printout alone.',
      'Our senior chest specialist brings decades of experience in asthma, COPD and lung damage after TB. Your results are read alongside your symptoms, X-rays and history, so that the test leads to a clear diagnosis and a practical treatment plan, including the right inhaler and the right way to use it.',
    ],
    points: [
      'Results interpreted and discussed at the same visit',
      'Bronchodilator reversibility testing when needed',
      'Full pulmonary function testing when more detail is needed',
      'Disposable mouthpieces and filters for every patient',
      'Patient, child-friendly coaching for younger patients',
    ],
  },
  faqs: [
    {
      question: 'Does spirometry hurt?',
      answer:
        'No. There are no needles and nothing goes inside your body apart from a mouthpiece. Blowing out hard several times can make you feel briefly tired, light-headed or cause a short bout of coughing. These feelings pass within a minute or two of rest, and you can pause between attempts whenever you need to.',
    },
    {
      question: 'Should I take my inhalers on the day of the test?',
      answer:
        'It depends on why the test is being done. To diagnose asthma or COPD, we may ask you to pause some inhalers for a set time beforehand. To check how well your treatment is working, we may ask you to take them as usual. We will give you clear instructions when you book, and you should never stop a medicine without advice.',
    },
    {
      question: 'How long does it take, and when will I get my results?',
      answer:
        'Spirometry usually takes about 15 to 30 minutes, including a repeat test after an inhaler if needed. A full pulmonary function test takes 30-45 minutes. The numbers are available straight away, and our pulmonologist usually explains what they mean, and what happens next, at the same visit.',
    },
    {
      question: 'Can children have spirometry?',
      answer:
        'Yes. Most children from around five or six years of age can do spirometry with patient coaching, sometimes with a game on screen that encourages them to blow out candles. It is very helpful in confirming childhood asthma. Results are compared with expected values for children of the same age, sex and height.',
    },
    {
      question: 'Is there anyone who should not have spirometry?',
      answer:
        'We may delay the test if you have recently had a heart attack, eye, chest or abdominal surgery, a collapsed lung, or are coughing up blood. Tell us about these when booking. If you are severely breathless on the day, have blue lips or chest pain, do not come for a test: seek emergency care or call the clinic at once.',
    },
    {
      question: 'My spirometry is normal, but I still feel breathless. What next?',
      answer:
        'Normal spirometry is useful information, but it does not rule out every cause of breathlessness. Our pulmonologist may suggest a full pulmonary function test, a chest X-ray or CT scan, heart tests or a test of how your airways react to triggers. Breathlessness can also come from anaemia, weight or low fitness, which we can check too.',
    },
    {
      question: 'How often should spirometry be repeated?',
      answer:
        'For people with asthma or COPD, spirometry is often repeated about once a year, or sooner if symptoms change or treatment is adjusted. People with scarring lung diseases may need it more often. Regular tests show whether your lungs are stable and help our pulmonologist adjust treatment before problems build up.',
    },
  ],
};

export default content;
