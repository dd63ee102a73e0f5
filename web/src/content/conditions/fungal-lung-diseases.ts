import { CONDITION_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ConditionContent } from '../types';

const content: ConditionContent = {
  slug: 'fungal-lung-diseases',
  title: CONDITION_TITLES['fungal-lung-diseases'],
  description:
    'From ABPA in asthma to aspergilloma after TB, fungal lung diseases are often missed. Learn the signs, tests and antifungal treatment options.',
  icon: 'microscope',
  heroImage: 'microscope',
  keywords: [
    'fungal lung infection treatment in Delhi',
    'aspergillosis',
    'ABPA allergic bronchopulmonary aspergillosis',
    'aspergilloma after TB',
    'chronic pulmonary aspergillosis',
    'antifungal treatment lungs',
  ],
  introduction: {
    paragraphs: [
      'Fungal lung diseases are conditions in which a fungus, a type of mould or yeast, causes allergy or infection in the lungs. Fungal spores are in the air everywhere, and most people breathe them in every day without harm. Problems arise mainly when the lungs are already damaged, when the body reacts too strongly to the fungus, or when immunity is weak.',
      'The most common culprit is Aspergillus, a mould found in soil, dust, rotting leaves and damp buildings. It can cause several different conditions, together called aspergillosis. These range from an allergic reaction in people with asthma, to a slow infection in lungs scarred by old TB, to a serious infection in people with very low immunity.',
      'In India, fungal lung diseases are common but often missed, because their symptoms look like asthma that will not settle or TB that keeps coming back. Getting the right diagnosis matters. With proper testing and treatment, most people with fungal lung disease can control their symptoms and protect their lungs from further damage.',
    ],
  },
  causes: {
    paragraphs: [
      'Allergic bronchopulmonary aspergillosis (ABPA) is an allergic reaction to Aspergillus growing in the airways. It mainly affects people with asthma and is especially common among asthma patients in India. Chronic pulmonary aspergillosis is a slow infection in lungs already damaged by disease. Old TB cavities, which are hollow spaces left after TB, are the most common setting. A fungus ball, called an aspergilloma, may grow inside such a cavity.',
      'Invasive fungal infections happen when immunity is very low, for example during cancer chemotherapy, after an organ transplant, with long-term high-dose steroids, or in intensive care. Mucormycosis, sometimes called “black fungus”, mainly affects people with poorly controlled diabetes or on steroids. Other fungi, such as Pneumocystis and Histoplasma, can affect people with HIV or other immune problems.',
    ],
    points: [
      'Asthma, especially if poorly controlled (risk of ABPA)',
      'Previous TB with cavities or scarring in the lung',
      'Bronchiectasis, COPD or other long-term lung damage',
      'Uncontrolled diabetes',
      'Long-term use of steroid tablets',
      'Cancer treatment, organ transplant or HIV',
      'Exposure to damp, mouldy rooms, compost or construction dust',
    ],
  },
  symptoms: [
    'Asthma that keeps getting worse despite inhalers',
    'Coughing up brown or black plugs of mucus',
    'Long-lasting cough with sputum',
    'Coughing up blood, sometimes repeatedly',
    'Weight loss and tiredness',
    'Fever or night sweats',
    'Increasing breathlessness',
    'Symptoms that return after TB treatment, with negative TB tests',
  ],
  diagnosis: {
    paragraphs: [
      'Our pulmonologist begins with your history, especially asthma, previous TB, diabetes, medicines and any exposure to damp or dusty environments. Many patients come to us after being treated for TB again and again without improvement. In such cases, checking carefully for fungal disease, and making sure TB is truly active, can change the whole direction of care.',
      'A high-resolution CT scan of the chest shows the pattern of lung damage, such as widened airways with mucus plugs in ABPA or a fungus ball inside a cavity. Blood tests look for antibodies against Aspergillus and for raised allergy markers. Sputum tests and, where needed, bronchoscopy samples are tested for fungus and for TB.',
    ],
    points: [
      'Detailed history and review of previous reports and TB treatment',
      'Chest X-ray and high-resolution CT scan',
      'Total IgE and Aspergillus-specific IgE for allergy',
      'Aspergillus IgG antibody test for chronic infection',
      'Sputum fungal culture and TB tests',
      'Bronchoscopy with lung wash, galactomannan test or biopsy when needed',
      'Spirometry to measure lung function',
    ],
  },
  treatment: {
    paragraphs: [
      'Treatment depends on the type of fungal disease. ABPA is usually treated with steroid tablets, antifungal tablets, or both, for several months, along with good asthma care. The aim is to calm the allergic reaction, clear mucus plugs and prevent permanent airway damage called bronchiectasis. Blood IgE levels and scans help us judge progress and spot flare-ups.',
      'Chronic pulmonary aspergillosis is treated with antifungal tablets, usually for at least six months and sometimes much longer. A single aspergilloma that causes bleeding may be removed by surgery if you are fit for it. Significant bleeding can also be controlled by bronchial artery embolisation, a procedure that blocks the bleeding blood vessel from inside.',
      'Invasive aspergillosis and mucormycosis are serious and are treated in hospital with strong antifungal medicines, and sometimes surgery. Antifungal medicines can affect the liver and interact with many other drugs, so tell us about everything you take. We monitor blood tests during treatment and adjust the plan if needed.',
    ],
    points: [
      'Steroid tablets, tapered carefully, for ABPA',
      'Oral antifungal medicines for ABPA and chronic aspergillosis',
      'Inhalers and asthma control for people with asthma',
      'Surgery for selected aspergillomas',
      'Bronchial artery embolisation to control bleeding',
      'Hospital treatment with intravenous antifungals for invasive infection',
      'Control of diabetes and review of steroid use',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Fungal lung diseases are easy to confuse with asthma or TB. Our senior chest specialist brings decades of experience in recognising them, including ABPA and post-TB aspergillosis, which are particularly common in India. We review your old scans and reports carefully so that treatment is based on a clear, confirmed diagnosis.',
      'Antifungal and steroid treatment often lasts months, so close follow-up is essential. We check your response with symptoms, blood tests and scans, watch for side effects and medicine interactions, and adjust treatment step by step. When surgery or embolisation is needed, we coordinate with experienced specialists in Delhi.',
    ],
    points: [
      'Careful separation of fungal disease from TB and asthma',
      'High-resolution CT review and targeted blood tests',
      'Bronchoscopy for samples when needed',
      'Safe, monitored antifungal and steroid treatment',
      'Coordination for surgery and embolisation',
    ],
  },
  faqs: [
    {
      question: 'Is fungal lung disease contagious?',
      answer:
        'No. Fungal lung diseases such as aspergillosis do not spread from person to person. The fungus comes from the environment, and illness depends on the state of your lungs and immune system. Family members do not need special precautions and can care for you normally.',
    },
    {
      question: 'I had TB years ago and now cough up blood. Is my TB back?',
      answer:
        'It may be, but it may also be a fungal infection or fungus ball growing in an old TB cavity, or widened airways from old scarring. These can look similar. Please get tested properly before restarting TB medicines. Our pulmonologist can check sputum, blood tests and a CT scan to find the real cause.',
    },
    {
      question: 'How long will I need antifungal medicines?',
      answer:
        'It varies. ABPA treatment often lasts several months. Chronic pulmonary aspergillosis usually needs at least six months of antifungal tablets, and some people need longer. We review you regularly and decide on the length of treatment based on your symptoms, blood tests and scans.',
    },
    {
      question: 'Can ABPA damage my lungs permanently?',
      answer:
        'If left untreated, repeated flare-ups of ABPA can cause bronchiectasis, which is permanent widening and scarring of the airways. Early diagnosis and treatment greatly lower this risk. If you have asthma that is getting harder to control, ask whether you have been tested for ABPA.',
    },
    {
      question: 'How can I reduce my exposure to fungus at home?',
      answer:
        'Fix leaks and damp walls, especially after the monsoon, and keep rooms well ventilated and dry. Avoid compost heaps, rotting leaves and building dust where possible, and wear a good mask if you cannot. Clean air conditioner filters and coolers regularly, as mould can grow in them.',
    },
    {
      question: 'Do antifungal medicines have side effects?',
      answer:
        'Some people have nausea, skin rash, light sensitivity or changes in liver tests. Antifungals also interact with many common medicines, including some heart and cholesterol drugs. Tell us about every medicine you take, and do not stop or change your dose without advice. We monitor you with blood tests.',
    },
    {
      question: 'When is fungal lung disease an emergency?',
      answer:
        'If you cough up more than a small amount of blood, become severely breathless, or have chest pain or blue lips, seek emergency care or call the clinic at once. People with low immunity who develop fever and cough should also be seen quickly.',
    },
  ],
};

export default content;
