import { CONDITION_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ConditionContent } from '../types';

const content: ConditionContent = {
  slug: 'mdr-tb-treatment',
  title: CONDITION_TITLES['mdr-tb-treatment'],
  description:
    'Drug-resistant TB is curable with the right medicines and steady support. Learn how MDR-TB is diagnosed, treated and monitored at our Delhi clinic.',
  icon: 'shield',
  heroImage: 'care',
  keywords: [
    'MDR-TB treatment in Delhi',
    'drug-resistant tuberculosis',
    'multidrug-resistant TB',
    'MDR-TB duration',
    'all-oral TB regimen',
    'TB specialist Delhi',
  ],
  introduction: {
    paragraphs: [
      'MDR-TB means multidrug-resistant tuberculosis. It is TB in which the germs no longer respond to the two most powerful TB medicines, isoniazid and rifampicin. Ordinary TB is usually cured with 6-9 months of standard tablets. Drug-resistant TB needs a different combination of medicines, closer monitoring and more patience, but it can be treated successfully.',
      'India has a large share of the world’s drug-resistant TB, and Delhi sees many cases. The disease spreads through the air when a person with active TB of the lungs coughs or sneezes. Some people develop resistance during earlier TB treatment, while others catch a resistant strain directly from someone else. Either way, it is not anyone’s fault.',
      'Treatment has improved a great deal in recent years. Painful daily injections, once a routine part of MDR-TB care, have largely been replaced by all-oral regimens, meaning tablets only. With regular medicines, good nutrition and careful follow-up, many people with MDR-TB complete treatment and return to work, study and family life.',
    ],
  },
  causes: {
    paragraphs: [
      'TB germs become resistant when they are exposed to too few effective medicines, or to medicines taken irregularly. Stopping treatment early because you feel better, missing doses, taking the wrong combination, or using poor-quality medicines all give the germs a chance to survive and adapt. Those resistant germs can then be passed on to others.',
      'Certain situations raise the risk of drug-resistant TB. These include having had TB treatment before, living or working closely with someone who has MDR-TB, and conditions that weaken the body’s defences, such as HIV, uncontrolled diabetes, undernutrition, smoking and heavy alcohol use. Crowded, poorly ventilated homes and workplaces make spread easier.',
    ],
    points: [
      'Previous TB treatment, especially if it was interrupted or incomplete',
      'Close contact with a person who has drug-resistant TB',
      'TB that does not improve, or returns, after standard treatment',
      'HIV infection or other conditions that lower immunity',
      'Diabetes, undernutrition, smoking or heavy alcohol use',
      'Crowded or poorly ventilated living and working spaces',
    ],
  },
  symptoms: [
    'Cough lasting more than two weeks',
    'Fever, often in the evening',
    'Night sweats',
    'Loss of appetite and weight loss',
    'Tiredness and weakness',
    'Coughing up blood-streaked sputum',
    'Chest pain or breathlessness',
    'TB symptoms that do not improve, or come back, despite treatment',
  ],
  diagnosis: {
    paragraphs: [
      'The symptoms of MDR-TB look the same as ordinary TB, so testing is the only way to know whether the germs are resistant. Our pulmonologist will take a careful history, including any earlier TB treatment and contact with people who had TB. A chest X-ray or CT scan shows how much of the lung is affected.',
      'Rapid molecular tests on sputum, such as CBNAAT or Truenat, can detect TB germs and resistance to rifampicin within hours to a day. Further tests, including line probe assay and culture with drug sensitivity testing, show exactly which medicines will work. These tests are available free through the national TB programme. If sputum is hard to produce, bronchoscopy can collect a good sample.',
    ],
    points: [
      'Detailed history of previous TB treatment and contacts',
      'Chest X-ray and, where needed, a CT scan',
      'Rapid molecular sputum tests (CBNAAT or Truenat)',
      'Line probe assay for resistance to key medicines',
      'Culture and drug sensitivity testing',
      'Bronchoscopy to collect samples when sputum is not available',
      'Baseline blood tests, ECG and HIV and diabetes screening',
    ],
  },
  treatment: {
    paragraphs: [
      'Drug-resistant TB is treated with a combination of several medicines chosen according to the test results. Traditionally, treatment lasted 18-24 months. Today, newer, shorter all-oral regimens, some lasting around six to eleven months, may be used when the doctor decides they suit you. The choice depends on the resistance pattern, your overall health and the extent of disease.',
      'Some MDR-TB medicines can affect the heart rhythm, nerves, eyesight, liver, thyroid or mood. This is why regular check-ups are part of treatment. We arrange ECGs, blood tests and simple checks of vision and sensation, and adjust treatment early if problems appear. Please never stop or change your medicines on your own.',
      'Treatment is available free of cost under India’s National TB Elimination Programme (NTEP), including the newer medicines, and enrolled patients may receive nutrition support through the programme. You can choose to be treated through NTEP, with our clinic, or with both working together. Every TB case is notified to the government, as the law requires.',
    ],
    points: [
      'Confirm resistance and choose medicines based on sensitivity tests',
      'Start an all-oral regimen, shorter or longer as the doctor decides',
      'Take every dose daily, with treatment support where helpful',
      'Attend monthly reviews with sputum tests to track progress',
      'Monitor with ECG, blood tests, vision and nerve checks',
      'Support nutrition, quit smoking and alcohol, and control diabetes',
      'Screen family members and close contacts for TB',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'MDR-TB care needs experience, patience and close attention. Our senior chest specialist brings decades of experience in treating complicated TB, including drug-resistant and relapsed cases. We make sure the diagnosis is confirmed properly, the regimen matches your test results, and side effects are picked up early rather than late.',
      'We work alongside the national programme so that you get the free medicines and support you are entitled to, while also having a specialist who knows your case well. We explain every step in plain language, involve your family, and give practical advice on diet, home infection control and returning to work safely.',
    ],
    points: [
      'Experienced pulmonologist for complex and drug-resistant TB',
      'Coordination with NTEP for free testing and medicines',
      'Regular monitoring to catch side effects early',
      'Bronchoscopy when sputum samples are hard to get',
      'Counselling and support for patients and families',
    ],
  },
  faqs: [
    {
      question: 'Can MDR-TB be cured?',
      answer:
        'Yes, MDR-TB can be cured in many people, especially when the diagnosis is made early and the full course is completed. Success depends on taking every dose, attending follow-up, eating well and managing other conditions such as diabetes. Newer all-oral medicines have made treatment more effective and easier to tolerate.',
    },
    {
      question: 'How long does MDR-TB treatment take?',
      answer:
        'Traditionally, drug-resistant TB treatment lasted 18-24 months. Newer, shorter all-oral regimens may now be used if the doctor decides they are suitable for you, depending on your test results and health. For comparison, ordinary drug-sensitive TB is usually treated for 6-9 months.',
    },
    {
      question: 'Is the treatment free?',
      answer:
        'Yes. Under India’s National TB Elimination Programme (NTEP), testing and treatment for drug-resistant TB, including the newer medicines, are provided free at government centres. You may also choose private specialist care. Our clinic can guide you and coordinate with the programme so you benefit from both.',
    },
    {
      question: 'Am I infectious to my family?',
      answer:
        'People with TB of the lungs can spread it until treatment starts working and sputum tests improve. In the early weeks, cover your cough, wear a mask near others, keep windows open and, if possible, sleep in a separate well-ventilated room. Family members, especially children and elderly people, should be checked for TB.',
    },
    {
      question: 'What side effects should I watch for?',
      answer:
        'Tell us promptly about nausea, vomiting, yellow eyes, joint pain, numbness or tingling in the feet, blurred vision, palpitations, low mood or unusual thoughts. Most side effects can be managed if caught early. Do not stop your medicines on your own; call the clinic and we will advise you.',
    },
    {
      question: 'What should I eat during treatment?',
      answer:
        'Good nutrition helps your body fight TB and cope with the medicines. Eat regular meals with protein such as dal, eggs, milk, paneer, fish or meat, along with fruit and vegetables. Avoid alcohol and tobacco completely. If you have diabetes, keeping blood sugar controlled is an important part of treatment.',
    },
    {
      question: 'When should I seek emergency help?',
      answer:
        'If you cough up a large amount of blood, become severely breathless, have chest pain, blue lips or fainting, seek emergency care or call the clinic at once. For other new or worrying symptoms during treatment, contact us early rather than waiting for your next appointment.',
    },
  ],
};

export default content;
