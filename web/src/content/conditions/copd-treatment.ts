import { CONDITION_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ConditionContent } from '../types';

const content: ConditionContent = {
  slug: 'copd-treatment',
  title: CONDITION_TITLES['copd-treatment'],
  description:
    'Expert COPD care in Delhi: breathing tests, the right inhalers, pulmonary rehabilitation and flare-up plans to help you breathe easier and stay active.',
  icon: 'wind',
  heroImage: 'lungs',
  keywords: [
    'COPD treatment in Delhi',
    'COPD specialist',
    'chronic bronchitis treatment',
    'emphysema treatment',
    'COPD inhalers',
    'breathlessness treatment',
  ],
  introduction: {
    paragraphs: [
      'COPD, or chronic obstructive pulmonary disease, is a long-term lung condition in which the airways become narrowed and the tiny air sacs in the lungs are damaged. It includes two problems you may have heard of: chronic bronchitis (long-lasting swelling of the airways with phlegm) and emphysema (damage to the air sacs). Together they make it harder to breathe out fully, so air gets trapped and you feel short of breath.',
      'COPD is very common in India, and it does not affect only smokers. Years of breathing smoke from cooking fires, polluted city air and workplace dust can all lead to it. Many people ignore the early signs, thinking breathlessness is simply part of getting older.',
      'The lung damage in COPD cannot be fully reversed, but good treatment makes a real difference. The right plan can ease breathlessness, cut down flare-ups, keep you out of hospital and help you stay active and independent for longer. It is never too late to start.',
    ],
  },
  causes: {
    paragraphs: [
      'COPD develops when the lungs are exposed to harmful particles or gases over many years. This causes ongoing inflammation (the body’s reaction to injury) that slowly narrows the airways and weakens the air sacs. Smoking is the biggest single cause, but in India a large share of patients have never smoked.',
      'Delhi’s air pollution, especially the thick winter smog, adds to the load on the lungs and often triggers flare-ups. Cold weather and viral infections can make things worse too. Your risk of developing COPD is higher if you have had one or more of the following exposures or conditions over your lifetime.',
    ],
    points: [
      'Smoking cigarettes, bidis or hookah, now or in the past, and long exposure to second-hand smoke',
      'Biomass smoke from cooking or heating with wood, dung cakes, coal or crop waste, especially in poorly ventilated kitchens',
      'Long-term outdoor air pollution, such as Delhi’s winter smog',
      'Workplace dust, fumes and chemicals, for example in construction, mining, textiles or factories',
      'Lung damage left behind by past tuberculosis (TB) or severe chest infections in childhood',
      'Long-standing asthma that has not been well controlled',
      'A rare inherited condition called alpha-1 antitrypsin deficiency, which can cause COPD at a young age',
    ],
  },
  symptoms: [
    'Breathlessness on walking, climbing stairs or doing daily chores, slowly getting worse over the years',
    'A cough that lasts for months or keeps coming back',
    'Bringing up phlegm (mucus) most days, often in the morning',
    'Wheezing or a whistling sound while breathing',
    'Tightness or heaviness in the chest',
    'Frequent chest infections, colds that “go to the chest”, or symptoms that worsen every winter',
    'Tiredness and low energy',
    'In advanced disease, weight loss or swelling of the ankles',
  ],
  diagnosis: {
    paragraphs: [
      'Diagnosis starts with a careful conversation about your symptoms, smoking and smoke exposure, work and past illnesses such as TB, followed by an examination of your chest. The key test for COPD is spirometry, a simple breathing test in which you blow hard and fast into a tube. It measures how much air your lungs hold and how quickly you can breathe out, and confirms whether the narrowing is long-lasting.',
      'Other tests help us judge how severe the COPD is, rule out conditions that look similar, such as asthma, heart disease or old TB scarring, and check how your heart and the rest of your body are coping. Not everyone needs every test; we choose only the ones that will help.',
    ],
    points: [
      'Spirometry before and after an inhaler, to confirm COPD and tell it apart from asthma',
      'Pulse oximetry, a painless clip on the finger that measures your oxygen level',
      'Chest X-ray and, where needed, a CT scan to look at the air sacs and rule out other problems',
      'Six-minute walk test to see how your breathing and oxygen hold up during activity',
      'Blood tests, including haemoglobin, and an arterial blood gas test in more advanced disease',
      'ECG or echocardiography if the heart may be affected',
    ],
  },
  treatment: {
    paragraphs: [
      'COPD treatment is built around you: your symptoms, how often you have flare-ups and what you want to be able to do. Most people use inhalers every day. Long-acting bronchodilators (medicines that relax and open the airways) are the mainstay, and an inhaled steroid is added for some people who have frequent flare-ups. Using the inhaler the right way matters as much as the medicine, so we check your technique at every visit.',
      'Beyond medicines, several simple steps protect your lungs, lower the chance of infections and keep you well through the difficult winter months. Our pulmonologist reviews the whole plan with you regularly and adjust it as your needs change over time.',
    ],
    points: [
      'Stopping smoking, the single most useful step, with support from our 12-week smoking cessation programme',
      'Daily inhalers, with a spacer device where helpful, and a quick-relief inhaler for sudden breathlessness',
      'Pulmonary rehabilitation: supervised exercise and breathing training, usually 2-3 sessions per week for 6-8 weeks, 2-3 hours each',
      'A written flare-up action plan, so you know early which medicines to start and when to call us',
      'Yearly flu vaccine and a pneumococcal vaccine to lower the risk of chest infections',
      'Home oxygen or non-invasive ventilation (breathing support through a mask) for people whose oxygen levels stay low',
      'Referral for specialised procedures or surgery in carefully selected cases of severe emphysema',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Our senior chest specialist brings decades of experience in treating COPD, including the many patients in Delhi whose disease comes from pollution, biomass smoke or old TB rather than smoking. We take time to explain your test results in plain language and to teach inhaler technique properly, because a well-used inhaler often works better than a new prescription.',
      'Under one roof at our clinic in Delhi you can have breathing tests, smoking cessation support and pulmonary rehabilitation, with hospital care arranged quickly if a flare-up becomes serious. We plan ahead for the winter smog season with you, so you are prepared before your symptoms worsen.',
    ],
  },
  faqs: [
    {
      question: 'Can COPD be cured?',
      answer:
        'The lung damage in COPD cannot be fully reversed, but the condition can be controlled well. With the right inhalers, stopping smoking, exercise and vaccines, most people breathe more easily, have fewer flare-ups and stay active. Starting treatment early helps protect the lung function you still have.',
    },
    {
      question: 'I have never smoked. How can I have COPD?',
      answer:
        'In India, many people with COPD have never smoked. Years of breathing smoke from wood or dung cooking fires, Delhi’s polluted air, workplace dust, or damage left by past TB can all cause it. A spirometry test can confirm the diagnosis, and the treatment works in the same way.',
    },
    {
      question: 'Will I have to use inhalers for the rest of my life?',
      answer:
        'Most people with COPD need daily inhalers over the long term, because they keep the airways open and reduce flare-ups. Inhalers deliver the medicine straight to the lungs, so much smaller amounts are needed than with tablets and side effects are fewer. Your pulmonologist will review and adjust them regularly.',
    },
    {
      question: 'What should I do when my breathing suddenly gets worse?',
      answer:
        'Follow your written action plan, which tells you which medicines to start and when to contact us. If you have severe breathlessness at rest, blue lips, confusion or drowsiness, or chest pain, seek emergency care or call the clinic at once. Early treatment of a flare-up often prevents a hospital stay.',
    },
    {
      question: 'How can I protect my lungs during Delhi’s winter smog?',
      answer:
        'On high-pollution days, stay indoors where possible, especially in the early morning and late evening, and keep windows closed. A well-fitted N95 mask helps when you must go out. An air purifier in the bedroom can help. Keep taking your daily inhalers and contact us early if symptoms rise.',
    },
    {
      question: 'Is exercise safe if I get breathless?',
      answer:
        'Yes, and it is one of the best treatments for COPD. Feeling mildly out of breath while exercising is not harmful. Pulmonary rehabilitation teaches you to exercise safely with supervision, builds your muscle strength and shows you breathing techniques, so everyday tasks such as walking and climbing stairs become easier.',
    },
    {
      question: 'Does diet matter in COPD?',
      answer:
        'Yes. Being underweight weakens the breathing muscles, while extra weight makes breathing harder. Aim for balanced meals with enough protein, such as dal, eggs, paneer or fish, plus fruit and vegetables. If eating makes you breathless, try smaller, more frequent meals. We can guide you if your weight is changing.',
    },
    {
      question: 'What happens if COPD is not treated?',
      answer:
        'Untreated COPD usually worsens steadily. Breathlessness increases, flare-ups become more frequent and severe, and hospital stays become more likely. Over time, low oxygen levels can strain the heart. Treatment cannot undo the damage already done, but it can slow the decline and greatly improve daily life.',
    },
  ],
};

export default content;
