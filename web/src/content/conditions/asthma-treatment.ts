import { CONDITION_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ConditionContent } from '../types';

const content: ConditionContent = {
  slug: 'asthma-treatment',
  title: CONDITION_TITLES['asthma-treatment'],
  description:
    'Asthma care in Delhi for children and adults: accurate diagnosis, the right inhalers, trigger control and a clear action plan for a normal, active life.',
  icon: 'activity',
  heroImage: 'lungs',
  keywords: [
    'asthma treatment in Delhi',
    'asthma specialist',
    'asthma inhalers',
    'allergic asthma',
    'childhood asthma',
    'wheezing treatment',
    'asthma action plan',
  ],
  introduction: {
    paragraphs: [
      'Asthma is a long-term condition of the airways, the tubes that carry air in and out of the lungs. In asthma, the airways are inflamed (swollen and sensitive). When they meet a trigger such as dust, smoke or a cold, the muscles around them tighten and extra mucus forms. The airways narrow, causing wheezing, coughing and breathlessness.',
      'Asthma can start at any age, from early childhood to later life, and it often runs in families. Symptoms tend to come and go: you may feel completely well for weeks and then have a bad spell. A sudden worsening is called an asthma attack.',
      'There is no permanent cure for asthma, but it can be controlled very well. With the right treatment most people sleep through the night, play sports, work, travel and live a normal life with few or no symptoms. The key is the right medicine, used the right way, every day.',
    ],
  },
  causes: {
    paragraphs: [
      'Doctors do not know exactly why some people develop asthma. It is usually a mix of genes and environment. You are more likely to have asthma if a parent has it, or if you have other allergic conditions such as eczema (itchy skin) or allergic rhinitis (a constantly blocked or runny nose with sneezing). Being overweight and smoking also raise the risk.',
      'Once you have asthma, certain triggers can set off symptoms. Triggers differ from person to person, and finding yours is an important part of treatment. In Delhi, winter smog, spring pollen and monsoon damp are common seasonal culprits. Typical triggers include:',
    ],
    points: [
      'Viral infections such as colds and flu',
      'Air pollution, winter smog, smoke from firecrackers and crop burning',
      'Tobacco smoke, incense sticks, mosquito coils and strong perfumes',
      'House dust mites, cockroaches and pet dander',
      'Pollen, especially in spring, and mould in damp monsoon weather',
      'Cold air, exercise and strong emotions',
      'Some medicines, such as aspirin, certain painkillers and beta-blockers',
      'Dust, fumes or chemicals at work',
    ],
  },
  symptoms: [
    'Wheezing, a whistling sound when breathing out',
    'Shortness of breath',
    'A feeling of tightness in the chest',
    'Cough, often worse at night or early in the morning',
    'Waking at night because of cough or breathlessness',
    'Symptoms during or after exercise, or in cold air',
    'Colds that settle on the chest and take weeks to clear',
    'Symptoms that come and go, or change with the season',
  ],
  diagnosis: {
    paragraphs: [
      'There is no single test for asthma, so diagnosis is based on your history and a few breathing tests. Our pulmonologist will ask about your symptoms, when they happen, what seems to set them off and any family history of allergy. Tests are important because other conditions, such as COPD, heart problems or vocal cord problems, can look like asthma.',
      'The aim of testing is to show that your airways narrow and then open up again, which is typical of asthma. Tests are simple and painless, and children can usually do most of them from about five or six years of age. Depending on your symptoms and age, tests may include:',
    ],
    points: [
      'Spirometry, a breathing test into a tube, repeated after a reliever inhaler to check for improvement',
      'Peak flow monitoring at home over a few weeks to see how your airways change through the day',
      'FeNO (fractional exhaled nitric oxide), a simple breath test that measures airway inflammation',
      'Allergy tests, by skin prick or blood test, to identify triggers',
      'Blood tests such as eosinophil count and IgE in some patients',
      'Chest X-ray, mainly to rule out other causes of your symptoms',
      'A bronchial challenge test in specialist settings when the diagnosis remains unclear',
    ],
  },
  treatment: {
    paragraphs: [
      'Modern asthma treatment aims for good day-to-day control and the prevention of attacks, not just relief when symptoms strike. Current international guidelines advise that almost everyone with asthma should use a treatment containing an inhaled steroid, which calms the inflammation inside the airways. Relying on a blue reliever inhaler alone is no longer recommended, because it eases symptoms without treating the underlying swelling.',
      'Your plan is matched to how often you have symptoms and attacks. Once asthma has been well controlled for a few months, treatment can often be stepped down to the lowest amount that keeps you well. The main parts of treatment are:',
    ],
    points: [
      'Preventer (controller) inhalers containing a low-dose inhaled steroid, often combined with a long-acting bronchodilator that opens the airways',
      'A reliever inhaler for quick relief, chosen to suit your plan',
      'Training in correct inhaler technique, with a spacer for children and anyone who finds inhalers hard to use',
      'A written asthma action plan telling you what to do when symptoms increase',
      'Identifying and reducing your triggers at home and at work',
      'For severe asthma, add-on medicines such as biologic injections, which target specific parts of the allergic response',
      'Regular review visits to check control, lung function and side effects',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Our senior chest specialist has decades of experience treating asthma in children, adults and older people, including difficult and severe asthma. We confirm the diagnosis with proper breathing tests rather than guesswork, and we spend time making sure you use your inhaler correctly, one of the commonest reasons asthma stays poorly controlled.',
      'At our clinic in Delhi we understand local triggers: winter smog, Diwali smoke, crop-burning haze, spring pollen and damp monsoon homes. We plan ahead with you for these seasons, keep your treatment as simple as possible, and follow you up regularly so you can live an active life with confidence.',
    ],
  },
  faqs: [
    {
      question: 'Are inhaled steroids safe for long-term use?',
      answer:
        'Yes. Inhaled steroids are used in very small amounts and go straight to the airways, so very little reaches the rest of the body. They are different from the steroids misused for bodybuilding and are much safer than steroid tablets. Rinsing your mouth after use helps prevent a sore throat or hoarse voice.',
    },
    {
      question: 'Will I become dependent on my inhaler?',
      answer:
        'No. Inhalers are not addictive. They are simply the safest and most effective way to get medicine into the lungs. When asthma has been well controlled for a while, your pulmonologist may reduce the dose. Stopping your preventer on your own, however, often leads to symptoms returning.',
    },
    {
      question: 'Will my child outgrow asthma?',
      answer:
        'Some children, especially those who wheeze only with colds, find their symptoms fade as they grow. In others, asthma continues or returns later in life. Treating asthma well in childhood keeps the lungs healthy and lets your child play, study and sleep normally. Inhalers with a spacer are safe for children.',
    },
    {
      question: 'What should I do during an asthma attack?',
      answer:
        'Follow your written action plan: sit upright, stay calm and take your reliever inhaler as your plan advises. If you are too breathless to speak, your lips turn blue, or the reliever is not helping, seek emergency care or call the clinic at once. Never wait too long during a severe attack.',
    },
    {
      question: 'Can I exercise or do yoga with asthma?',
      answer:
        'Yes. Regular exercise strengthens your lungs and overall fitness, and many top athletes have asthma. Warm up before exercise and keep your reliever with you. Yoga and breathing exercises can help you feel more in control. If exercise regularly triggers symptoms, tell us, because it may mean your treatment needs adjusting.',
    },
    {
      question: 'Is it safe to use asthma inhalers during pregnancy?',
      answer:
        'Most asthma inhalers are considered safe in pregnancy, and keeping asthma well controlled is important for both mother and baby. Poorly controlled asthma is a greater risk than the medicines. Do not stop your treatment on your own; speak to our pulmonologist, who can review your plan with your obstetrician.',
    },
    {
      question: 'Are there foods I should avoid?',
      answer:
        'Most people with asthma do not need a special diet. A balanced diet with plenty of fruit and vegetables supports general health, and keeping a healthy weight helps asthma control. Avoid only foods that clearly trigger your symptoms or a known allergy. Acid reflux can worsen asthma, so late heavy meals may be worth avoiding.',
    },
    {
      question: 'What happens if asthma is not treated properly?',
      answer:
        'Poorly treated asthma can lead to frequent attacks, disturbed sleep, missed school or work and emergency visits. Over many years, ongoing inflammation may cause some permanent narrowing of the airways. Severe attacks can be dangerous. The good news is that regular treatment prevents most of these problems.',
    },
  ],
};

export default content;
