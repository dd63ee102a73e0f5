import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'pulmonary-function-test',
  title: SERVICE_TITLES['pulmonary-function-test'],
  description:
    'A simple breathing test that shows how well your lungs work. It takes 30-45 minutes and helps diagnose asthma, COPD and other lung conditions.',
  icon: 'gauge',
  heroImage: 'lungs',
  keywords: [
    'pulmonary function test in Delhi',
    'PFT test',
    'spirometry test',
    'lung function test',
    'breathing test for asthma',
    'DLCO test',
  ],
  introduction: {
    paragraphs: [
      'A pulmonary function test (PFT) is a set of simple breathing tests that show how well your lungs are working. You breathe into a mouthpiece connected to a machine. It measures how much air your lungs hold, how fast you can blow air out, and how well oxygen passes from your lungs into your blood. The whole visit usually takes 30-45 minutes.',
      'The most common part is spirometry, which measures how much air you can blow out and how quickly. Depending on your symptoms, our pulmonologist may also ask for lung volume measurements and a diffusion test (DLCO), which checks how easily oxygen moves into the bloodstream. Together, these results give a clearer picture of your breathing than a stethoscope or X-ray alone.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'Cough and breathlessness have many causes, and the lungs can lose function slowly without obvious warning. A pulmonary function test turns your symptoms into clear numbers. It helps our chest specialist tell apart conditions that feel similar, such as asthma and COPD (chronic obstructive pulmonary disease, a long-term narrowing of the airways), and decide which treatment is likely to help.',
      'In Delhi, years of breathing polluted air, winter smog and smoke from cooking fuels or burning waste can quietly affect the lungs. Testing is also useful after tuberculosis, which can leave lasting scarring, and before major surgery. Repeating the test over time shows whether treatment is working and whether your lungs are stable.',
    ],
    points: [
      'A cough, wheeze or breathlessness that keeps coming back',
      'Confirming asthma or COPD and judging how severe it is',
      'Checking for lung stiffening (fibrosis) or damage after tuberculosis',
      'Monitoring lung health in smokers and people exposed to dust, fumes or biomass smoke',
      'Checking fitness for surgery or anaesthesia',
      'Seeing how well your inhalers and other treatment are working',
    ],
  },
  howItWorks: {
    paragraphs: [
      'The test is done sitting down, with a trained technician guiding you at every step. You will be asked to breathe in fully and then blow out as hard and fast as you can, several times, so that your best effort can be recorded. You may feel a little tired or light-headed, and you can rest between attempts.',
    ],
    points: [
      'Before the visit, you are told which inhalers to pause and for how long; take all other medicines as usual.',
      'On arrival, your height and weight are measured, because normal lung values depend on your age, sex and height.',
      'A soft clip is placed on your nose, and you breathe through a clean, single-use mouthpiece and filter.',
      'You take a deep breath in and blow out as hard and as long as you can; this is repeated at least three times.',
      'If needed, you inhale a reliever medicine and repeat the test after a short wait, to see whether your airways open up.',
      'Lung volume or diffusion (DLCO) tests may be added, where you breathe calmly or hold your breath for a few seconds.',
      'Our pulmonologist reviews the results with you and explains what they mean for your treatment.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'At our clinic in Delhi, pulmonary function tests are performed by trained staff on carefully calibrated equipment, following recognised international guidance for lung testing. Each test is checked for good effort and repeatability before it is reported, because a well-performed test gives reliable answers.',
      'Your results are interpreted by our senior chest specialist, who brings decades of experience in respiratory medicine, alongside your symptoms, X-rays and history. You leave with a clear explanation in plain language and a plan for what comes next, rather than just a printout of numbers.',
    ],
    points: [
      'Spirometry with reliever (bronchodilator) testing, and further lung tests when needed',
      'Results explained by a pulmonologist, not just handed over as a report',
      'Patient, unhurried guidance for children and older adults',
      'Careful infection control with single-use mouthpieces and filters',
    ],
  },
  faqs: [
    {
      question: 'How long does a pulmonary function test take?',
      answer:
        'Most people are finished in 30-45 minutes. Simple spirometry alone is quicker, while a full set of tests, including the reliever medicine check, lung volumes and the diffusion test, takes longer. Please arrive a little early so you can sit and rest before starting, as this helps give accurate results.',
    },
    {
      question: 'How should I prepare for the test?',
      answer:
        'Wear loose, comfortable clothing and avoid a heavy meal for two hours beforehand. Do not smoke for at least an hour before, avoid alcohol on the day, and skip vigorous exercise just before the test. We will tell you whether to pause your inhalers and for how long. Please bring a list of all your medicines.',
    },
    {
      question: 'Is the test painful?',
      answer:
        'No. There are no needles in the breathing tests. Blowing out hard several times can make you cough or feel slightly light-headed or tired for a moment, but this passes quickly with rest. The technician watches you throughout, and you can stop at any time if you feel unwell.',
    },
    {
      question: 'Can I use my inhaler before the test?',
      answer:
        'It depends on why the test is being done. Sometimes we want to see your lungs without the effect of medicines, so you may be asked to pause your reliever or long-acting inhaler for a set number of hours. If you become breathless, use your reliever as needed and tell the staff. Never stop tablets without advice.',
    },
    {
      question: 'Is there anyone who should not have the test?',
      answer:
        'The test may be postponed if you have recently had a heart attack, eye, chest or abdominal surgery, a collapsed lung, or coughed up blood, or if you have active tuberculosis or another chest infection. Please tell us about these beforehand. If you have severe breathlessness, chest pain or blue lips, seek emergency care or call the clinic at once.',
    },
    {
      question: 'Can children have a pulmonary function test?',
      answer:
        'Yes. Most children from around five or six years of age can do spirometry with encouragement, and it is very useful for diagnosing and monitoring childhood asthma. Our staff explain the test in a friendly way and give the child time to practise. Older adults, including those with weak lungs, can also be tested at a gentle pace.',
    },
    {
      question: 'Will I get my results straight away?',
      answer:
        'The machine produces numbers immediately, but they need expert interpretation. Our pulmonologist compares your results with the expected values for your age, sex and height, and looks at them alongside your symptoms. You will be told what the test shows and whether any further tests or changes to your treatment are needed.',
    },
  ],
};

export default content;
