import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'smoking-cessation',
  title: SERVICE_TITLES['smoking-cessation'],
  description:
    'A structured 12-week programme to help you quit cigarettes, bidis, hookah or chewing tobacco, with counselling, medicines and regular follow-up.',
  icon: 'cigarette-off',
  heroImage: 'care',
  keywords: [
    'smoking cessation in Delhi',
    'quit smoking programme',
    'stop smoking clinic',
    'nicotine replacement therapy',
    'quit tobacco',
    'quit bidi and gutkha',
  ],
  introduction: {
    paragraphs: [
      'Our smoking cessation service is a structured 12-week programme that helps you stop using tobacco for good. It combines one-to-one counselling, medicines that ease cravings and withdrawal, and regular check-ins. It is designed for people who smoke cigarettes, bidis or hookah, and for those who chew tobacco, gutkha or khaini.',
      'Nicotine is strongly addictive, so quitting is not simply a matter of willpower. Many people need several attempts before they succeed. Using proper support and medicines alongside counselling greatly improves your chances compared with trying alone. There is no blame or lecture here; we work with you as a partner, at a pace that suits you.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'Tobacco is a leading cause of COPD, lung cancer, heart attacks, stroke and mouth cancer. It also makes tuberculosis more likely and harder to treat, worsens asthma and slows healing after surgery. In Delhi, where the air is already polluted, smoking adds a heavy extra load on your lungs every single day.',
      'Stopping at any age brings benefits. Within weeks, circulation and breathing begin to improve, and over the years the risk of heart disease and cancer falls steadily. For people with COPD (chronic obstructive pulmonary disease), quitting is the most effective way to slow the loss of lung function. It also protects your family from second-hand smoke.',
    ],
    points: [
      'Anyone who wants to quit cigarettes, bidis, hookah or smokeless tobacco',
      'People with asthma, COPD, TB or other lung disease',
      'People with heart disease, diabetes or high blood pressure',
      'Anyone preparing for surgery',
      'Pregnant women and parents of young children',
      'Anyone who has tried to quit before and started again',
    ],
  },
  howItWorks: {
    paragraphs: [
      'The programme runs over 12 weeks, because cravings and habits take time to settle and relapse is most common in the first few months. Visits are more frequent at the start and then spaced out, with short check-ins in between. Each plan is tailored to your tobacco use, your health and your daily routine.',
    ],
    points: [
      'First visit: an assessment of your tobacco use, nicotine dependence, health and past quit attempts, sometimes with a breath carbon monoxide test and lung function test.',
      'Together, you choose a quit date, usually within the first two weeks, and plan how to handle triggers such as tea breaks, stress or social occasions.',
      'Our pulmonologist recommends medicines if suitable, such as nicotine replacement (patches, gum or lozenges) or prescription tablets that reduce cravings.',
      'Regular counselling sessions help you cope with withdrawal symptoms, cravings and slips.',
      'Your progress is reviewed at each visit, and the plan is adjusted as needed.',
      'By the end of the 12 weeks, you have a plan to prevent relapse and know how to get help if cravings return.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Quitting is easier when your doctor understands both your addiction and your lungs. Our senior chest specialist brings decades of experience treating the effects of tobacco, from chronic cough to COPD, and can show you what smoking is doing to your own lungs through simple breathing tests.',
      'We offer a respectful, non-judgemental setting and treat a slip as part of the process, not a failure. Your quit plan is linked to care for any existing lung or heart condition, so you get one coordinated plan rather than separate pieces of advice from different places.',
    ],
    points: [
      'A structured 12-week programme with regular follow-up',
      'Help with all forms of tobacco, including smokeless tobacco',
      'Proven medicines combined with counselling',
      'Lung function testing to track your lung health',
      'Guidance for family members who want to help',
    ],
  },
  faqs: [
    {
      question: 'How long is the programme?',
      answer:
        'The programme lasts 12 weeks. Most support is given in the first few weeks, when withdrawal symptoms and cravings are strongest, and visits then become less frequent. If you need more time or slip back, we can continue your support. Quitting is a journey, and we stay with you through it.',
    },
    {
      question: 'What withdrawal symptoms should I expect?',
      answer:
        'Common symptoms include cravings, irritability, restlessness, poor concentration, difficulty sleeping and a bigger appetite. Some people notice more cough at first as the lungs begin to clear. These symptoms are usually strongest in the first week and ease over the next few weeks. Medicines and coping techniques make them much more manageable.',
    },
    {
      question: 'Will I gain weight after quitting?',
      answer:
        'Some people gain a modest amount of weight, because nicotine slightly suppresses appetite and food may taste better. The health benefits of quitting far outweigh this. Regular meals, healthy snacks such as fruit or roasted chana, plenty of water and daily activity all help. We can guide you on diet during the programme.',
    },
    {
      question: 'Are e-cigarettes or vapes a good way to quit?',
      answer:
        'E-cigarettes are banned in India, and their long-term effects on the lungs are not fully known, so we do not recommend them. Switching to bidis, hookah or chewing tobacco is not safer either. Approved nicotine replacement products, such as patches, gum and lozenges, used with counselling and prescription medicines where suitable, are safer, proven options.',
    },
    {
      question: 'Can I cut down slowly instead of stopping at once?',
      answer:
        'Some people prefer to reduce gradually before their quit date, and nicotine replacement can help with this. However, cutting down alone brings limited health benefit; the aim is to stop completely. Setting a firm quit date usually works best. Our team will help you choose the approach that suits you.',
    },
    {
      question: 'Is nicotine replacement safe if I have heart disease?',
      answer:
        'For most people with stable heart disease, nicotine replacement is much safer than continuing to smoke, because it does not contain the tar and carbon monoxide found in tobacco smoke. If you have had a recent heart attack or unstable chest pain, or are pregnant, our pulmonologist will discuss the safest options before you start any medicine.',
    },
    {
      question: 'I have tried to quit many times. Is it worth trying again?',
      answer:
        'Yes. Most people who quit for good needed several attempts, and each attempt teaches you something about your triggers. Combining counselling with medicines gives you a much better chance than willpower alone. Past relapses are useful information for planning, not a reason to give up.',
    },
  ],
};

export default content;
