import { CONDITION_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ConditionContent } from '../types';

const content: ConditionContent = {
  slug: 'parasitic-lung-diseases',
  title: CONDITION_TITLES['parasitic-lung-diseases'],
  description:
    'Worms and other parasites can affect the lungs, causing cough, wheeze or cysts. Learn about hydatid cyst, tropical eosinophilia and their treatment.',
  icon: 'bug',
  heroImage: 'stethoscope',
  keywords: [
    'parasitic lung disease treatment in Delhi',
    'hydatid cyst of lung',
    'tropical pulmonary eosinophilia',
    'Loeffler syndrome',
    'paragonimiasis lung fluke',
    'worm infection cough',
  ],
  introduction: {
    paragraphs: [
      'Parasites are living organisms, such as worms and single-celled amoebae, that live on or inside another living being. Some of them can reach the lungs, either by passing through during their life cycle or by settling there. This can cause cough, wheeze, chest pain, blood in the sputum or fluid-filled cysts that show up on an X-ray.',
      'Parasitic lung diseases are more common in warm countries like India, where mosquitoes, worm infections and close contact with animals are part of everyday life. Conditions seen here include hydatid cyst, tropical pulmonary eosinophilia, Loeffler syndrome, amoebic lung abscess and, in some regions, lung fluke infection. They are often mistaken for asthma, TB or even cancer.',
      'The encouraging news is that most parasitic lung diseases can be treated effectively once they are correctly identified. Anti-parasitic medicines work well for many of them, and surgery helps in selected cases such as larger hydatid cysts. Simple hygiene steps also greatly reduce the chance of infection for you and your family.',
    ],
  },
  causes: {
    paragraphs: [
      'A hydatid cyst forms when a person swallows eggs of a small dog tapeworm, usually from contact with infected dogs or from unwashed vegetables and unsafe water. The cyst grows slowly in the liver or lungs over years. Tropical pulmonary eosinophilia is an allergic lung reaction to tiny filarial worms spread by mosquito bites, and is well recognised in India.',
      'Loeffler syndrome is a brief lung reaction as larvae of roundworm, hookworm or Strongyloides travel through the lungs. An amoebic liver abscess can sometimes spread through the diaphragm into the right lung. Paragonimiasis, a lung fluke infection, comes from eating raw or undercooked freshwater crabs or crayfish, and has been reported mainly from north-eastern India.',
    ],
    points: [
      'Close contact with dogs, or areas where sheep and cattle are raised',
      'Unwashed fruit and vegetables or unsafe drinking water',
      'Mosquito bites in areas where filaria is common',
      'Walking barefoot on contaminated soil (hookworm, Strongyloides)',
      'Eating raw or undercooked freshwater crabs or crayfish',
      'Poor sanitation and hand hygiene',
      'Steroid treatment in someone with a hidden Strongyloides infection',
    ],
  },
  symptoms: [
    'Dry cough, often worse at night',
    'Wheezing or breathlessness that resembles asthma',
    'Low-grade fever and tiredness',
    'Chest pain, sometimes on one side',
    'Coughing up blood or rusty brown sputum',
    'Coughing up salty fluid or white, skin-like pieces (ruptured hydatid cyst)',
    'Itchy rash or hives',
    'Weight loss and poor appetite',
    'Pain in the upper right abdomen with cough (amoebic abscess)',
  ],
  diagnosis: {
    paragraphs: [
      'Our pulmonologist will ask about where you live and have travelled, contact with animals, food habits and any previous worm infections. A simple blood count often gives a key clue. A raised eosinophil count, a type of white blood cell that responds to parasites, is common in many of these conditions, and very high levels point towards tropical pulmonary eosinophilia.',
      'A chest X-ray or CT scan shows cysts, patches or abscesses in the lungs, and an abdominal ultrasound checks the liver for cysts or abscesses. Blood antibody tests can support a diagnosis of hydatid disease or filarial infection. Sputum and stool samples may reveal parasite eggs, and TB tests are often done too, because several of these conditions can look like TB.',
    ],
    points: [
      'History of travel, food, water and animal contact',
      'Complete blood count with absolute eosinophil count',
      'Total IgE and specific antibody tests (filarial, hydatid, amoebic)',
      'Chest X-ray and CT scan',
      'Abdominal ultrasound for liver cysts or abscess',
      'Sputum and stool tests for eggs and parasites',
      'TB tests and bronchoscopy when the picture is unclear',
    ],
  },
  treatment: {
    paragraphs: [
      'Most parasitic lung diseases are treated with anti-parasitic tablets chosen for the specific parasite. Tropical pulmonary eosinophilia usually responds well to an anti-filarial medicine, with cough and wheeze settling over a few weeks. Loeffler syndrome often settles on its own, but the underlying worm infection should still be treated. Amoebic abscess and lung fluke infection also respond well to the right medicine.',
      'Hydatid cysts of the lung are usually treated with surgery to remove the cyst while saving as much healthy lung as possible, along with anti-parasitic tablets before and after. Lung hydatid cysts should not be punctured with a needle outside a surgical setting, because leaking fluid can spread the disease or cause a severe allergic reaction.',
      'Before giving steroids for any lung condition, our pulmonologist may check or treat for Strongyloides, a worm that can multiply dangerously when immunity is lowered by steroids. Follow-up blood counts and X-rays confirm that treatment has worked. Some conditions, such as tropical pulmonary eosinophilia, can return and may need a repeat course.',
    ],
    points: [
      'Anti-parasitic medicines targeted to the specific parasite',
      'Surgery for lung hydatid cysts, with medicines before and after',
      'Inhalers for wheeze while treatment takes effect',
      'Drainage of an abscess in selected cases',
      'Screening for Strongyloides before steroids where appropriate',
      'Follow-up blood counts and imaging to confirm recovery',
      'Treating family members when a shared source is likely',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Parasitic lung diseases are easy to overlook, and many patients come to us after months of treatment for asthma or TB that did not help. Our senior chest specialist brings decades of experience with conditions common in India, such as tropical pulmonary eosinophilia and hydatid cyst, and knows which simple tests can settle the question.',
      'We explain your results clearly, choose the right medicine, and arrange follow-up to confirm that the infection has cleared. When surgery is needed, as for many hydatid cysts, we coordinate with experienced thoracic surgeons in Delhi and stay involved in your care before and after the operation.',
    ],
    points: [
      'Careful history and targeted blood and imaging tests',
      'Clear separation from asthma, TB and lung cancer',
      'Effective, well-monitored anti-parasitic treatment',
      'Coordination with thoracic surgeons when needed',
      'Practical prevention advice for the whole family',
    ],
  },
  faqs: [
    {
      question: 'Can worms really cause a cough?',
      answer:
        'Yes. Some worms pass through the lungs during their life cycle, and others trigger an allergic reaction in the airways. This can cause a dry cough, wheeze or breathlessness that looks like asthma. A blood count showing high eosinophils is often the first clue. Treating the worm infection usually clears the cough.',
    },
    {
      question: 'Is a hydatid cyst cancer?',
      answer:
        'No. A hydatid cyst is a fluid-filled sac made by a tapeworm larva, not a cancer. It can grow slowly for years without symptoms and may be found by chance on an X-ray. It still needs proper treatment, usually surgery with medicines, to prevent rupture or complications.',
    },
    {
      question: 'Is parasitic lung disease contagious?',
      answer:
        'These conditions do not spread through coughing like TB or flu. However, family members may share the same source, such as contaminated water, food or a pet dog. If one person is affected, our pulmonologist may suggest checking or deworming others in the household.',
    },
    {
      question: 'How can my family prevent these infections?',
      answer:
        'Wash hands with soap before eating and after handling pets or soil. Wash fruit and vegetables well, drink safe water, and avoid raw or undercooked crabs and crayfish. Deworm pet dogs regularly with your vet’s advice. Use mosquito nets and repellents, and wear footwear outdoors.',
    },
    {
      question: 'Are children at higher risk?',
      answer:
        'Children are more likely to get worm infections because they play on the ground and put their hands in their mouths. Loeffler syndrome and roundworm infections are fairly common in children. Regular deworming, as advised under India’s national programmes, and good hand hygiene help protect them.',
    },
    {
      question: 'How long does treatment take?',
      answer:
        'It depends on the condition. Many anti-parasitic courses last from a few days to a few weeks. Hydatid cyst treatment, with surgery and medicines, takes longer, and recovery after lung surgery usually needs some weeks. Follow-up tests over the next months confirm that the infection has cleared.',
    },
    {
      question: 'When should I seek urgent help?',
      answer:
        'If you suddenly cough up a lot of fluid or blood, become very breathless, develop swelling of the face or lips, or have chest pain or blue lips, seek emergency care or call the clinic at once. These can be signs of a ruptured cyst or a serious reaction.',
    },
  ],
};

export default content;
