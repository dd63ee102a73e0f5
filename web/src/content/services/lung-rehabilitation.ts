import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'lung-rehabilitation',
  title: SERVICE_TITLES['lung-rehabilitation'],
  description:
    'Supervised exercise, breathing training and education to ease breathlessness and build strength for people living with long-term lung disease.',
  icon: 'activity',
  heroImage: 'lungs',
  keywords: [
    'lung rehabilitation in Delhi',
    'pulmonary rehabilitation',
    'breathing exercises for COPD',
    'rehabilitation after COVID',
    'post-TB lung rehabilitation',
    'exercise for lung disease',
  ],
  introduction: {
    paragraphs: [
      'Lung rehabilitation, also called pulmonary rehabilitation, is a supervised programme of exercise, breathing techniques and education for people living with long-term lung disease. It does not change the lungs themselves, but it trains your muscles, heart and breathing to work more efficiently, so the same activity leaves you less breathless.',
      'The programme usually runs for 2-3 sessions per week for 6-8 weeks, 2-3 hours each. Each session combines exercise with practical teaching and time to ask questions. It is tailored to your condition and fitness, whether you can walk only a few steps or are fairly active, and it is planned together with our pulmonologist.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'Breathlessness often starts a downward spiral. People avoid activity because it makes them breathless, their muscles weaken, and then even simple tasks become harder. Rehabilitation breaks this cycle. It is one of the most effective treatments for chronic lung disease, improving breathlessness, exercise ability, mood and quality of life, and it can reduce hospital admissions.',
      'In India, many people live with lung damage after tuberculosis, long exposure to biomass smoke from cooking fires, or years of smoking and polluted air. Others are recovering from severe COVID-19, pneumonia or an intensive care stay. Medicines alone cannot rebuild lost strength and confidence; rehabilitation is designed to do exactly that.',
    ],
    points: [
      'COPD, including chronic bronchitis and emphysema',
      'Interstitial lung disease and lung fibrosis',
      'Bronchiectasis',
      'Lung damage after tuberculosis',
      'Recovery after COVID-19, severe pneumonia or an ICU stay',
      'Before and after lung surgery',
      'Asthma that limits daily activity despite treatment',
    ],
  },
  howItWorks: {
    paragraphs: [
      'Every programme starts with an assessment and ends with a review, so you can see your progress in real numbers. Sessions are supervised, and your oxygen level and heart rate are monitored while you exercise, with oxygen given during exercise if you need it. Between sessions, you follow a simple home exercise plan.',
    ],
    points: [
      'Assessment: your breathlessness, lung function, oxygen levels and a six-minute walk test to measure exercise capacity.',
      'A personal plan with goals that matter to you, such as climbing stairs, walking to the market or playing with grandchildren.',
      'Endurance training, such as walking or cycling, to build stamina step by step.',
      'Strength training for the arms and legs with light weights or resistance bands.',
      'Breathing techniques, such as pursed-lip breathing, and methods to clear mucus from the chest.',
      'Education on inhaler technique, recognising flare-ups, nutrition, saving energy and managing anxiety.',
      'A final assessment and a home plan to keep your gains going.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Rehabilitation works best when it is closely linked to your medical care. At our clinic in Delhi, your programme is planned with our senior chest specialist, who brings decades of experience in respiratory medicine and knows your lung condition, medicines and test results. Any change in your health during the programme is picked up and acted on quickly.',
      'We keep the programme practical and encouraging. Exercises are adapted to Indian homes and routines, with advice on staying active safely during smoggy winter days and hot summers, and on eating well with familiar foods. Family members are welcome to learn how best to support you.',
    ],
    points: [
      'Supervised, monitored sessions, with oxygen available',
      'A programme tailored to your condition and ability',
      'Training in breathing techniques and clearing mucus',
      'Education on inhalers, nutrition and flare-up plans',
      'Before-and-after assessment to measure your progress',
    ],
  },
  faqs: [
    {
      question: 'How long is the programme?',
      answer:
        'The programme usually involves 2-3 sessions per week for 6-8 weeks, 2-3 hours each. This gives your muscles enough time to become stronger and lets you learn skills you can keep using. After the programme, continuing to exercise at home is important to keep the benefits.',
    },
    {
      question: 'I get breathless easily. Is exercise safe for me?',
      answer:
        'Yes, when it is supervised and planned for you. Feeling moderately breathless during exercise is expected and not harmful; it is how the body gets fitter. We start gently, monitor your oxygen and heart rate, and build up slowly. If you have chest pain, severe breathlessness or blue lips at any time, seek emergency care or call the clinic at once.',
    },
    {
      question: 'Is there anyone who should not join?',
      answer:
        'Most people with chronic lung disease can take part. It may need to wait if you have unstable heart disease, a recent heart attack, a current flare-up of your lung condition, or a joint problem that makes exercise unsafe. Our pulmonologist assesses you first and can adapt the plan for arthritis or other health problems.',
    },
    {
      question: 'Will rehabilitation cure my lung disease?',
      answer:
        'Rehabilitation does not cure lung disease or repair scarred lungs. What it does is help you make the most of the lung function you have. Many people find they can walk further, feel less breathless and more confident, and manage flare-ups better. It works alongside your medicines, not instead of them.',
    },
    {
      question: 'Can elderly people join?',
      answer:
        'Yes. Age is not a barrier, and older adults often benefit greatly. Exercises can be done seated or with support, and the pace is set by your ability. Building leg strength also improves balance and lowers the risk of falls, helping older people stay independent at home for longer.',
    },
    {
      question: 'What should I wear and bring?',
      answer:
        'Wear loose, comfortable clothes and supportive shoes, such as sports shoes. Bring your inhalers, a water bottle, your medicine list and any portable oxygen you use. Eat a light meal one to two hours before the session, take your usual medicines unless told otherwise, and tell the team if you feel unwell on the day.',
    },
    {
      question: 'Does it help after COVID-19 or tuberculosis?',
      answer:
        'Yes. Many people continue to feel breathless and tired for months after severe COVID-19 or after completing TB treatment, even when the infection has cleared. Rehabilitation helps rebuild strength and breathing control. Our pulmonologist first checks your lungs with tests, so that the programme matches any lung damage and your current fitness.',
    },
  ],
};

export default content;
