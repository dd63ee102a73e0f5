import { CONDITION_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ConditionContent } from '../types';

const content: ConditionContent = {
  slug: 'eosinophilic-lung-diseases',
  title: CONDITION_TITLES['eosinophilic-lung-diseases'],
  description:
    'A high eosinophil count with cough or wheeze can point to an eosinophilic lung disease. Learn the causes, tests and treatments that help.',
  icon: 'test-tube',
  heroImage: 'microscope',
  keywords: [
    'eosinophilic lung disease treatment in Delhi',
    'high eosinophil count cough',
    'eosinophilic pneumonia',
    'tropical pulmonary eosinophilia',
    'eosinophilic asthma',
    'absolute eosinophil count',
  ],
  introduction: {
    paragraphs: [
      'Eosinophils are a type of white blood cell. They normally help the body fight parasites and take part in allergic reactions. In eosinophilic lung diseases, too many eosinophils gather in the lungs or airways. This causes inflammation, which means swelling and irritation, and leads to cough, wheeze or breathlessness. Often the blood eosinophil count is raised as well.',
      'This is not one single disease but a group of related conditions. Some are mild and settle on their own, while others need careful, longer treatment. They include eosinophilic asthma, allergic reactions to fungus in the airways, lung problems caused by worm infections, reactions to certain medicines, and eosinophilic pneumonia, which is inflammation of the lung tissue itself.',
      'In India, a raised eosinophil count is common and often blamed on “allergy” alone. Finding the exact cause matters, because treatment is very different for each type. Once the cause is known, most eosinophilic lung diseases respond well to treatment, and many people return to normal breathing and activity.',
    ],
  },
  causes: {
    paragraphs: [
      'The cause is sometimes clear and sometimes needs detective work. In India, parasites are an important cause. Tropical pulmonary eosinophilia is an allergic lung reaction to filarial worms spread by mosquitoes. Loeffler syndrome is a short-lived lung reaction as roundworm or hookworm larvae pass through the lungs. Allergy to the Aspergillus fungus in people with asthma can cause allergic bronchopulmonary aspergillosis (ABPA).',
      'Certain medicines, including some antibiotics, pain relievers and anti-seizure drugs, can trigger an eosinophilic reaction in the lungs. Acute eosinophilic pneumonia has been linked to starting smoking or vaping. Chronic eosinophilic pneumonia often has no clear cause. Rarer conditions include eosinophilic granulomatosis with polyangiitis (EGPA), a form of blood vessel inflammation, and hypereosinophilic syndrome.',
    ],
    points: [
      'Worm and filarial infections (tropical pulmonary eosinophilia, Loeffler syndrome)',
      'Allergy to fungus, such as ABPA in people with asthma',
      'Eosinophilic (allergic-type) severe asthma',
      'Reactions to certain medicines',
      'New smoking or vaping (acute eosinophilic pneumonia)',
      'Chronic eosinophilic pneumonia of unknown cause',
      'EGPA and hypereosinophilic syndrome (rare)',
    ],
  },
  symptoms: [
    'Persistent dry cough, often worse at night',
    'Wheezing or whistling in the chest',
    'Breathlessness on exertion',
    'Asthma that is hard to control despite inhalers',
    'Low-grade fever and night sweats',
    'Tiredness and weight loss',
    'Coughing up brownish plugs of mucus',
    'Skin rash, sinus trouble or numbness (in EGPA)',
  ],
  diagnosis: {
    paragraphs: [
      'Our pulmonologist will ask about your symptoms, allergies, asthma, medicines, travel, smoking or vaping, and where you have lived. This history often gives the strongest clue. A blood test called the absolute eosinophil count (AEC) shows how many eosinophils are in your blood. Total IgE, an allergy antibody, and tests for fungal allergy or worm infection are often added.',
      'Imaging shows what is happening inside the lungs. A chest X-ray and often a high-resolution CT scan look for patches of inflammation, mucus plugging or widened airways. Breathing tests measure how well air moves in and out. In some cases, a bronchoscopy with a gentle lung wash, called bronchoalveolar lavage, counts eosinophils directly in the lungs.',
    ],
    points: [
      'Detailed history of allergies, medicines, travel and smoking or vaping',
      'Complete blood count and absolute eosinophil count',
      'Total IgE and Aspergillus-specific tests',
      'Stool tests and filarial antibody tests for parasites',
      'Chest X-ray and high-resolution CT scan',
      'Spirometry and other pulmonary function tests',
      'Bronchoscopy with lavage or biopsy when needed',
    ],
  },
  treatment: {
    paragraphs: [
      'Treatment depends on the cause. If a medicine is responsible, stopping it under medical advice is often enough. Parasitic causes are treated with anti-parasitic medicines, which usually clear symptoms and bring the eosinophil count down. Before starting steroids, our pulmonologist may check for a hidden worm called Strongyloides, because steroids can make that infection much worse.',
      'Many eosinophilic lung diseases respond very well to corticosteroids, which are strong anti-inflammatory medicines. Chronic eosinophilic pneumonia, for example, usually improves quickly, although it can come back and may need a longer, carefully tapered course. ABPA may be treated with steroids, antifungal tablets or both. Inhalers remain important for anyone with asthma.',
      'For severe eosinophilic asthma and some rare conditions such as EGPA, newer injectable medicines called biologics can target eosinophils directly. These can reduce flare-ups and the need for steroid tablets. Regular follow-up with blood counts, breathing tests and scans shows whether treatment is working and helps keep side effects low.',
    ],
    points: [
      'Removing the trigger, such as a medicine or smoking and vaping',
      'Anti-parasitic treatment for worm and filarial causes',
      'Corticosteroid tablets, tapered slowly under supervision',
      'Antifungal medicines for ABPA when appropriate',
      'Inhaled steroids and bronchodilators for asthma',
      'Biologic injections for selected severe cases',
      'Regular monitoring of blood counts, lung function and scans',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'A raised eosinophil count has many possible causes, and a wrong guess can mean months of unhelpful treatment. Our senior chest specialist brings decades of experience in sorting out these conditions, including the ones common in India, such as tropical pulmonary eosinophilia and ABPA. We work step by step, using the simplest tests first.',
      'We explain your results in plain language and make a clear plan with you. Because steroids and other medicines need careful handling, we follow you closely, adjust doses safely, and watch for side effects. When needed, we coordinate with other specialists, such as rheumatologists or ENT doctors, so your care stays joined up.',
    ],
    points: [
      'Careful search for the underlying cause',
      'On-site breathing tests and coordinated imaging',
      'Bronchoscopy and lung wash when needed',
      'Safe, supervised use of steroids and biologics',
      'Long-term follow-up to prevent relapse',
    ],
  },
  faqs: [
    {
      question: 'My blood test shows high eosinophils. Does that mean I have a lung disease?',
      answer:
        'Not necessarily. A raised eosinophil count is common and can be due to allergies, worm infections, skin conditions or medicines. It matters more when you also have cough, wheeze, breathlessness or an abnormal chest X-ray. Our pulmonologist can tell whether your lungs are involved and what the cause is likely to be.',
    },
    {
      question: 'Is eosinophilic lung disease the same as asthma?',
      answer:
        'Not exactly. Some people have eosinophilic asthma, a type of asthma driven by eosinophils. But other eosinophilic lung diseases, such as eosinophilic pneumonia or tropical pulmonary eosinophilia, affect the lungs differently and need different treatment. They are sometimes mistaken for ordinary asthma, which is why proper testing is important.',
    },
    {
      question: 'Are steroids safe for me?',
      answer:
        'Steroids are very effective for many eosinophilic conditions. Short courses are generally well tolerated. Longer courses can raise blood sugar and blood pressure, affect bones and cause weight gain, so we use the lowest dose that works, taper it slowly and monitor you. Never stop steroid tablets suddenly without medical advice.',
    },
    {
      question: 'Can these conditions come back?',
      answer:
        'Some can. Chronic eosinophilic pneumonia and ABPA, for example, may flare up again after treatment is reduced or stopped. Regular follow-up visits with blood counts and breathing tests help us catch a relapse early, often before you feel unwell, so it can be treated quickly.',
    },
    {
      question: 'Should I change my diet?',
      answer:
        'No special diet cures eosinophilic lung disease. Eat a balanced diet and drink safe, clean water. Washing fruit and vegetables well and good hand hygiene help prevent worm infections. If you are on steroids, limiting sugar and salt and getting enough calcium helps reduce side effects.',
    },
    {
      question: 'Can children get eosinophilic lung disease?',
      answer:
        'Yes. Children can develop eosinophilic asthma, and worm infections that cause short-lived lung reactions are fairly common in children in India. Most improve well with the right treatment. If your child has a long-lasting cough or wheeze with a high eosinophil count, please have them assessed.',
    },
    {
      question: 'When is it an emergency?',
      answer:
        'Acute eosinophilic pneumonia can make breathing worse very quickly, sometimes within days. If you have severe breathlessness, blue lips, chest pain or rising fever with fast breathing, seek emergency care or call the clinic at once. Most other eosinophilic conditions develop more slowly and can be planned in clinic.',
    },
  ],
};

export default content;
