import { CONDITION_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ConditionContent } from '../types';

const content: ConditionContent = {
  slug: 'sleep-apnea',
  title: CONDITION_TITLES['sleep-apnea'],
  description:
    'Loud snoring, pauses in breathing and daytime sleepiness can mean sleep apnea. Learn the causes, the overnight sleep study and effective treatment options.',
  icon: 'moon',
  heroImage: 'sleep',
  keywords: [
    'sleep apnea treatment in Delhi',
    'obstructive sleep apnea',
    'snoring and sleep apnea',
    'CPAP therapy',
    'sleep study for snoring',
    'daytime sleepiness causes',
  ],
  introduction: {
    paragraphs: [
      'Sleep apnea is a common condition in which breathing stops and starts again and again during sleep. The word “apnea” means a pause in breathing. Each pause can last ten seconds or longer and may happen dozens of times an hour. The brain briefly wakes you to restart breathing, usually without you knowing, so sleep becomes broken and unrefreshing.',
      'The most common type is obstructive sleep apnea (OSA). Here the muscles of the throat relax too much during sleep, and the soft tissues block the airway. Loud snoring is often the first sign that family members notice. A less common type, central sleep apnea, happens when the brain does not send steady signals to the breathing muscles, often linked to heart failure, stroke or certain medicines.',
      'Many people live with sleep apnea for years without knowing it, putting their tiredness down to work or age. The good news is that sleep apnea can be diagnosed with a simple overnight test and treated very effectively. With the right treatment, most people sleep better, feel more alert during the day and lower their long-term risk to the heart.',
    ],
  },
  causes: {
    paragraphs: [
      'Obstructive sleep apnea happens when the airway at the back of the throat is narrow or collapses easily. Extra weight around the neck, large tonsils, a small or set-back lower jaw, and a blocked nose all make the airway narrower. Alcohol and sleeping pills relax the throat muscles further, which is why snoring and pauses are often worse after an evening drink.',
      'Studies suggest that people of South Asian build can develop sleep apnea at a lower body weight than is often assumed, because face and jaw shape also matter. Men are affected more often, but the risk in women rises after menopause. In Delhi, long-standing nasal allergy and congestion, often worse in the winter smog, can add to the problem.',
    ],
    points: [
      'Being overweight, especially with a thick neck',
      'Increasing age and male sex; women after menopause',
      'Large tonsils or adenoids, particularly in children',
      'A small lower jaw or crowded throat',
      'Alcohol, sedatives or sleeping pills at night',
      'Smoking, which inflames and swells the airway',
      'Nasal blockage from allergy, a deviated septum or polyps',
      'Underactive thyroid, heart failure or a previous stroke',
    ],
  },
  symptoms: [
    'Loud, regular snoring most nights',
    'Pauses in breathing noticed by a bed partner',
    'Waking up gasping, choking or with a racing heart',
    'Feeling tired and unrefreshed despite a full night in bed',
    'Dozing off while reading, watching TV or driving',
    'Morning headaches or a dry mouth on waking',
    'Getting up often at night to pass urine',
    'Poor concentration, forgetfulness or irritability',
    'High blood pressure that is hard to control',
  ],
  diagnosis: {
    paragraphs: [
      'Our pulmonologist starts with a detailed talk about your sleep, snoring and daytime energy. If possible, bring the person who shares your room, as they often notice things you cannot. We check your weight, neck size, nose, throat, jaw and blood pressure, and may use short questionnaires that score your sleepiness and risk.',
      'The key test is a sleep study, also called polysomnography. It is done overnight and lasts 6-8 hours while you sleep normally. Small painless sensors record your breathing, oxygen level, heart rhythm, sleep stages and leg movements. Nothing is injected and there are no needles. For some people, a simpler home sleep test may be suitable.',
      'The study gives an apnea–hypopnea index (AHI), which is the number of breathing pauses and shallow breaths per hour of sleep. This tells us whether sleep apnea is present and whether it is mild, moderate or severe. We may also suggest blood tests, such as thyroid function, depending on your history.',
    ],
    points: [
      'Consultation and sleep history, ideally with your bed partner',
      'Examination of the nose, throat, jaw and neck',
      'Sleepiness and risk questionnaires',
      'Overnight sleep study (polysomnography) lasting 6-8 hours',
      'Home sleep apnea testing in selected cases',
      'Blood tests and a heart check where needed',
    ],
  },
  treatment: {
    paragraphs: [
      'The most effective treatment for moderate to severe obstructive sleep apnea is CPAP, which stands for continuous positive airway pressure. A small bedside machine blows gentle, filtered air through a mask worn over the nose or mouth. The air pressure keeps the throat open so you can breathe normally all night. Most people notice better sleep and more energy within days or weeks.',
      'Lifestyle changes help everyone with sleep apnea and may be enough for mild cases. Losing even part of any extra weight, avoiding alcohol and sedatives at night, stopping smoking and sleeping on your side can all reduce pauses. Treating nasal allergy or congestion makes breathing, and CPAP, more comfortable.',
      'For some people, a custom dental device that holds the lower jaw slightly forward is a good option. Surgery of the nose or throat helps in selected cases, and removing large tonsils often cures sleep apnea in children. Central sleep apnea is treated by managing the underlying cause and sometimes with special pressure machines.',
    ],
    points: [
      'CPAP or auto-adjusting CPAP machine with a well-fitted mask',
      'BiPAP or advanced pressure devices for special situations',
      'Weight management and regular physical activity',
      'Avoiding alcohol, sedatives and late heavy meals',
      'Positional therapy to avoid sleeping on your back',
      'Mandibular advancement (dental) devices for mild to moderate cases',
      'ENT surgery or tonsil removal in carefully selected patients',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Our senior chest specialist brings decades of experience in sleep and breathing disorders. We look at the whole picture, including your lungs, heart, weight, nose and lifestyle, rather than simply handing over a machine. Every sleep study report is read and explained to you in plain language, with a clear plan for what comes next.',
      'Getting used to CPAP is where many people struggle, so we support you closely. Our team helps you choose a comfortable mask, sets the right pressure, and reviews your machine data at follow-up visits. We also give practical advice for Delhi life, such as using a humidifier in dry winter air and keeping your machine running through power cuts.',
    ],
    points: [
      'Complete evaluation by an experienced pulmonologist',
      'Overnight sleep studies explained clearly to you',
      'Hands-on help with CPAP mask fitting and pressure settings',
      'Regular follow-up to check progress and comfort',
      'Care for related problems such as asthma, COPD and obesity-related breathing issues',
    ],
  },
  faqs: [
    {
      question: 'Is snoring always a sign of sleep apnea?',
      answer:
        'No. Many people snore without having sleep apnea. But loud snoring with pauses in breathing, gasping, or heavy daytime sleepiness is a warning sign worth checking. A sleep study is the only reliable way to tell simple snoring apart from sleep apnea, and it helps decide whether treatment is needed.',
    },
    {
      question: 'What happens during a sleep study, and is it uncomfortable?',
      answer:
        'You arrive in the evening, and small sensors are placed on your head, face, chest, finger and legs with tape or soft belts. There are no needles. You then sleep as usual for 6-8 hours. Most people sleep well enough for a good recording, even in a new place. You can go home in the morning.',
    },
    {
      question: 'Will I have to use a CPAP machine for life?',
      answer:
        'CPAP controls sleep apnea while you use it; it does not cure the narrow airway. Many people use it long term because they feel so much better. If you lose a significant amount of weight or your situation changes, our pulmonologist can repeat the assessment and tell you whether CPAP is still needed.',
    },
    {
      question: 'What happens if sleep apnea is not treated?',
      answer:
        'Untreated moderate or severe sleep apnea raises the risk of high blood pressure, irregular heartbeat, heart attack, stroke and poor control of diabetes. Daytime sleepiness also makes road and work accidents more likely. Treatment lowers these risks and usually improves mood, memory and energy quite quickly.',
    },
    {
      question: 'Is it safe to drive if I have sleep apnea?',
      answer:
        'If you feel drowsy during the day, please avoid driving until your sleep apnea is treated. Falling asleep at the wheel, even for a few seconds, is dangerous. Once treatment is working well and your daytime sleepiness has gone, most people can drive safely again. Discuss your situation with our pulmonologist.',
    },
    {
      question: 'Can children have sleep apnea?',
      answer:
        'Yes. In children it is most often caused by large tonsils and adenoids. Signs include loud snoring, restless sleep, mouth breathing, bedwetting, poor attention and behaviour problems at school. Removing the tonsils and adenoids often solves the problem. If you notice these signs, have your child assessed.',
    },
    {
      question: 'Can I travel with my CPAP machine?',
      answer:
        'Yes. Most CPAP machines are compact and can be carried as hand luggage on flights. Carry your prescription, and check whether your machine works on the local power supply. Many people in Delhi use an inverter or UPS at home so that their treatment is not interrupted by power cuts.',
    },
    {
      question: 'When should I seek urgent help?',
      answer:
        'Sleep apnea itself is rarely an emergency. But if you have severe breathlessness, chest pain, blue lips, or confusion, seek emergency care or call the clinic at once. For ongoing snoring and tiredness, book a routine consultation so we can plan the right tests.',
    },
  ],
};

export default content;
