import { CONDITION_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ConditionContent } from '../types';

const content: ConditionContent = {
  slug: 'tb-treatment',
  title: CONDITION_TITLES['tb-treatment'],
  description:
    'TB diagnosis and treatment in Delhi: rapid sputum tests, a complete 6-9 month course, drug-resistant TB care and close follow-up until you are cured.',
  icon: 'pill',
  heroImage: 'microscope',
  keywords: [
    'TB treatment in Delhi',
    'tuberculosis specialist',
    'lung TB treatment',
    'drug-resistant TB',
    'TB test',
    'TB doctor near me',
  ],
  introduction: {
    paragraphs: [
      'Tuberculosis (TB) is an infection caused by a germ called Mycobacterium tuberculosis. It most often affects the lungs, but it can also affect the lymph glands, the lining of the lungs (pleura), bones and spine, the abdomen, the brain and other organs. Only TB of the lungs or airways spreads to other people, through tiny droplets released when the person coughs, sneezes or talks.',
      'TB is common in India, and it can affect anyone, rich or poor, young or old. Many people carry the germ without being ill; this is called TB infection or latent TB. Active TB disease develops when the germ starts to multiply and cause symptoms.',
      'The most important message is that TB is curable. With the right medicines, taken regularly for the full course, almost all people with drug-sensitive TB recover completely. Starting treatment early also quickly reduces the risk of passing TB on to your family members.',
    ],
  },
  causes: {
    paragraphs: [
      'TB spreads through the air from a person with untreated TB of the lungs. Most people who breathe in the germ never become ill, because their immune system keeps it under control. TB disease is more likely when the body’s defences are weakened, sometimes many years after the first infection.',
      'You are more likely to develop active TB if you have close contact with someone who has it, or if you have any of the following risk factors. Anyone with these risks and a lasting cough should get tested without delay.',
    ],
    points: [
      'Living in the same home as, or working closely with, a person who has TB of the lungs',
      'Diabetes, especially if blood sugar is poorly controlled',
      'HIV infection or other conditions that weaken immunity',
      'Medicines that lower immunity, such as long-term steroids, cancer treatment or some arthritis drugs',
      'Undernutrition or low body weight',
      'Smoking and heavy alcohol use',
      'Crowded or poorly ventilated living and working spaces',
      'Kidney disease needing dialysis, or a past episode of TB',
    ],
  },
  symptoms: [
    'Cough lasting two weeks or more, with or without phlegm',
    'Fever, often in the evening',
    'Night sweats',
    'Unexplained weight loss and loss of appetite',
    'Coughing up blood or blood-streaked phlegm',
    'Chest pain or breathlessness',
    'Tiredness and weakness',
    'Painless swelling of glands in the neck or elsewhere',
  ],
  diagnosis: {
    paragraphs: [
      'TB is confirmed by finding the germ, usually in a sample of phlegm (sputum). Modern rapid molecular tests, such as CBNAAT (GeneXpert) and Truenat, can detect TB within hours and also show whether the germ resists rifampicin, one of the main TB medicines. Knowing this at the start means you get the right treatment from day one.',
      'A chest X-ray supports the diagnosis, and other tests are used when sputum is not available or TB is outside the lungs. We also check for conditions that affect TB treatment, such as diabetes, HIV and liver problems. Tests may include:',
    ],
    points: [
      'Sputum tests: smear microscopy, rapid molecular tests (NAAT), and culture with drug-sensitivity testing',
      'Chest X-ray and, where needed, a CT scan of the chest',
      'Bronchoscopy with a lung wash, if you cannot cough up sputum or the tests are unclear',
      'Fluid tap or biopsy (a small tissue sample) for TB of the glands, pleura or other organs',
      'Blood tests for blood sugar, HIV, liver and kidney function before treatment begins',
      'IGRA blood test or Mantoux skin test to look for TB infection in contacts or before certain medicines',
    ],
  },
  treatment: {
    paragraphs: [
      'Drug-sensitive TB is treated with a combination of antibiotics taken every day. Treatment usually lasts 6-9 months: an intensive phase of four medicines for the first two months, then fewer medicines for the rest of the course. Some forms of TB outside the lungs, such as TB of the brain or spine, may need a longer course. Taking every dose, every day, until the doctor says you are cured is essential.',
      'Drug-resistant TB, where the germ no longer responds to key medicines, has traditionally needed 18-24 months of treatment. Newer all-oral, shorter regimens may now be used instead, as the doctor decides, depending on the resistance pattern and your overall health. These patients need especially careful monitoring.',
      'You can choose to be treated at our clinic or, as an option, receive free diagnosis and medicines under the government’s National TB Elimination Programme (NTEP; formerly RNTCP, which people know as ‘DOTS’). Wherever you are treated, TB cases are notified to the programme, as Indian law requires, and we can help you access its nutrition support. Your care includes:',
    ],
    points: [
      'The right combination of TB medicines, chosen using your test results',
      'Monthly review of your symptoms, weight and side effects, with repeat sputum tests at set points',
      'Blood tests to check the liver and other organs while on treatment',
      'Early management of side effects so that treatment does not need to stop',
      'Treatment of diabetes, nutrition problems or other conditions that slow recovery',
      'Screening of family members and preventive treatment for household contacts where advised',
      'Follow-up after treatment ends to confirm you stay well',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Our senior chest specialist has decades of experience diagnosing and treating TB, including difficult cases such as TB that does not show in sputum, TB outside the lungs, TB with diabetes and drug-resistant TB. We use rapid molecular tests so that treatment starts promptly and correctly, and we explain every step in plain language.',
      'At our clinic in Delhi, we know that completing a long course is the hardest part. We treat patients with dignity and privacy, manage side effects early, counsel families on preventing spread, and stay in touch throughout the course. We also work alongside the national programme whenever you choose its free services.',
    ],
  },
  faqs: [
    {
      question: 'Is TB completely curable?',
      answer:
        'Yes. Drug-sensitive TB is curable in almost everyone who completes the full course of treatment. Drug-resistant TB is harder to treat but can also be cured with the right medicines and close supervision. The key is to take every dose and attend every follow-up visit.',
    },
    {
      question: 'Can I stop the medicines once I feel better?',
      answer:
        'No. Most people feel better within a few weeks, but TB germs are still present. Stopping early, or missing doses, allows TB to return and can make the germ resistant to medicines, which means a much longer and harder treatment. Always complete the course your doctor advises.',
    },
    {
      question: 'Is TB treatment free in India?',
      answer:
        'Yes, as an option. The government’s National TB Elimination Programme offers free tests and free medicines at government health centres across Delhi and India, along with nutrition support for notified patients. You may also choose private treatment at our clinic, and we can help you connect with the programme if you wish.',
    },
    {
      question: 'When will I stop being infectious, and when can I return to work?',
      answer:
        'Most people with drug-sensitive TB of the lungs become much less infectious within a few weeks of starting effective treatment. Until then, cover your mouth when coughing, sleep in a well-ventilated room and wear a mask around others. Our pulmonologist will tell you when it is safe to return to work or college.',
    },
    {
      question: 'What side effects can TB medicines cause?',
      answer:
        'Most people manage well. Orange-red urine is expected and harmless. Some people have nausea, joint pain, itching or tingling in the feet. Tell us at once about yellow eyes, persistent vomiting, stomach pain, skin rash or any change in vision. If you cough up a lot of blood or feel severely breathless, seek emergency care.',
    },
    {
      question: 'What should I eat during TB treatment?',
      answer:
        'Good nutrition helps you recover. Eat regular, balanced home-cooked meals with enough protein, such as dal, eggs, milk, paneer, soya, chicken or fish, along with fruit and vegetables. Avoid alcohol completely, as it strains the liver along with the medicines, and stop smoking. Tell us if you are losing weight.',
    },
    {
      question: 'Should my family members be tested?',
      answer:
        'Yes. Everyone living with you, especially young children, older people and anyone with diabetes or weak immunity, should be checked for symptoms and tested where needed. Household contacts without active TB may be offered preventive treatment to stop them developing the disease. Our team will guide your family.',
    },
    {
      question: 'Can I take TB medicines during pregnancy or while using birth control pills?',
      answer:
        'Standard TB medicines are generally considered safe in pregnancy, and untreated TB is far more dangerous for mother and baby. Rifampicin can make birth control pills less effective, so another method of contraception is advised during treatment. Always tell us if you are pregnant or planning a pregnancy.',
    },
  ],
};

export default content;
