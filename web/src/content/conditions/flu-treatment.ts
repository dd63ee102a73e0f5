import { CONDITION_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ConditionContent } from '../types';

const content: ConditionContent = {
  slug: 'flu-treatment',
  title: CONDITION_TITLES['flu-treatment'],
  description:
    'Influenza (flu) care in Delhi: early diagnosis, antiviral treatment when needed, protection for high-risk lungs and the yearly flu vaccine.',
  icon: 'shield',
  heroImage: 'care',
  keywords: [
    'flu treatment in Delhi',
    'influenza treatment',
    'flu vaccine in Delhi',
    'annual flu shot',
    'seasonal flu symptoms',
    'H1N1 swine flu',
  ],
  introduction: {
    paragraphs: [
      'Influenza, commonly called flu, is an infection of the nose, throat and lungs caused by influenza viruses. It is not the same as a common cold. Flu usually starts suddenly, with high fever, body aches and exhaustion, and can keep you in bed for several days. The main types that affect people are influenza A, which includes H1N1 (“swine flu”) and H3N2, and influenza B.',
      'In Delhi, flu activity usually rises in the winter months, and there is often a second rise during the monsoon. Flu spreads easily at home, in schools, offices and on public transport through coughs, sneezes and touching contaminated surfaces. Crowded indoor spaces and festival gatherings help it spread further.',
      'Most healthy people recover within about a week. But flu can be serious, and even life-threatening, for older people, young children, pregnant women and those with lung, heart or other long-term conditions. For them, early treatment and a yearly flu vaccine are especially important.',
    ],
  },
  causes: {
    paragraphs: [
      'Flu is caused by influenza viruses that spread from person to person through droplets when someone coughs, sneezes or talks, and from hands that touch contaminated surfaces and then the face. Symptoms usually start one to four days after exposure. People can spread flu from about a day before they feel ill until around a week after, and children may spread it for longer.',
      'Flu viruses change a little every year, so past infection or an old vaccine does not give full protection. Anyone can catch flu, even fit young adults, but some people are more likely to develop complications such as pneumonia. Higher-risk groups include:',
    ],
    points: [
      'Adults aged 65 and over',
      'Children under five, especially those under two',
      'Pregnant women',
      'People with asthma, COPD, bronchiectasis or other lung diseases',
      'People with heart disease, diabetes, kidney or liver disease',
      'People with weak immunity, for example from cancer treatment, HIV or long-term steroids',
      'People with severe obesity, and residents of care homes',
    ],
  },
  symptoms: [
    'Sudden fever, often high, with chills',
    'Body aches and muscle pains',
    'Headache',
    'Extreme tiredness and weakness',
    'Dry cough',
    'Sore throat',
    'Runny or blocked nose',
    'Vomiting or diarrhoea, more common in children',
    'Worsening breathlessness or wheeze in people with asthma or COPD',
  ],
  diagnosis: {
    paragraphs: [
      'During the flu season, doctors can often diagnose flu from your symptoms and examination. Our pulmonologist will also check your oxygen level with a small finger clip and listen to your chest for signs that the infection has spread to the lungs. Testing is most useful when the result will change treatment, for example in high-risk or very unwell patients.',
      'Because flu, COVID-19, dengue and other infections can look similar at first, especially in the monsoon and winter, we may suggest simple tests to find the exact cause and look for complications. Knowing the cause helps us choose the right treatment and advise your family. Tests may include:',
    ],
    points: [
      'A nose or throat swab for influenza, by rapid test or RT-PCR',
      'Tests for COVID-19 or other viruses when relevant',
      'Pulse oximetry to measure oxygen level',
      'Blood tests, such as a complete blood count, to check for other infections like dengue or bacterial infection',
      'Chest X-ray if pneumonia is suspected',
    ],
  },
  treatment: {
    paragraphs: [
      'Most healthy people with flu get better at home with rest, plenty of fluids and paracetamol for fever and aches. Antibiotics do not work against flu viruses and are only needed if a bacterial infection, such as pneumonia, develops. Antiviral medicine, such as oseltamivir, can shorten the illness and lower the risk of complications. It works best when started within 48 hours of symptoms, and is used mainly for high-risk or more unwell patients, as the doctor decides.',
      'If you have asthma or COPD, keep using your regular inhalers and follow your action plan. If you have severe breathlessness, blue lips, chest pain, confusion or persistent high fever, seek emergency care or call the clinic at once. Treatment and prevention include:',
    ],
    points: [
      'Rest, fluids and paracetamol to relieve fever and aches',
      'Antiviral medicine for high-risk or more severe cases, ideally started early',
      'Close monitoring of oxygen level and breathing in people with lung disease',
      'Prompt treatment of complications such as pneumonia or asthma and COPD flare-ups',
      'Hospital care with oxygen for the small number who become seriously ill',
      'Staying home until you have had no fever for at least 24 hours without medicine, to protect others',
      'A yearly flu vaccine to prevent future infections',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Our senior chest specialist has decades of experience caring for people whose flu has affected the lungs, as well as those at highest risk: people with asthma, COPD, diabetes, heart disease and older adults. We assess your breathing and oxygen carefully, decide quickly whether antiviral treatment is needed, and avoid unnecessary antibiotics.',
      'At our clinic in Delhi, we also focus on prevention. We advise on the yearly flu vaccine and the pneumococcal vaccine, help you prepare your action plan before the winter and monsoon seasons, and arrange hospital care without delay if flu leads to pneumonia or serious breathing trouble.',
    ],
  },
  faqs: [
    {
      question: 'How is flu different from a common cold?',
      answer:
        'A cold usually comes on gradually with a runny nose, sneezing and mild sore throat, and you can often carry on with daily life. Flu starts suddenly with high fever, body aches, headache and exhaustion, and usually keeps you in bed. Flu is also more likely to cause complications such as pneumonia.',
    },
    {
      question: 'Why do I need a flu vaccine every year?',
      answer:
        'Flu viruses change every year, and the vaccine is updated to match the strains expected to circulate. Protection from the vaccine also fades over time. A yearly flu vaccine is recommended for almost everyone from six months of age, especially high-risk groups. Our team can advise on the best timing each year.',
    },
    {
      question: 'Can the flu vaccine give me flu?',
      answer:
        'No. The injectable flu vaccine contains inactivated virus or only parts of it, so it cannot cause flu. Some people have a sore arm, mild fever or aches for a day or two, which is a sign the immune system is responding. Protection builds up over about two weeks after the injection.',
    },
    {
      question: 'Should I take antibiotics for flu?',
      answer:
        'No, not for flu itself. Antibiotics kill bacteria, not viruses, and taking them unnecessarily can cause side effects and antibiotic resistance. They are needed only if a bacterial complication, such as pneumonia or sinusitis, develops. If your fever returns or your cough worsens after you start to improve, see us promptly.',
    },
    {
      question: 'How long am I contagious, and when can I go back to work or school?',
      answer:
        'You can spread flu from about a day before symptoms start until around a week after; children may spread it for longer. Stay home until you have been fever-free for at least 24 hours without fever medicine and feel well enough. Cover coughs, wash hands often and wear a mask around vulnerable people.',
    },
    {
      question: 'Is the flu vaccine safe during pregnancy?',
      answer:
        'Yes. The inactivated flu vaccine is recommended during pregnancy and can be given at any stage. Pregnant women are at higher risk of severe flu, and the vaccine also passes some protection to the baby for the first months after birth, when babies are too young to be vaccinated themselves.',
    },
    {
      question: 'What warning signs in children need urgent care?',
      answer:
        'Seek urgent care if a child has fast or difficult breathing, blue or grey lips, is not drinking or passing much urine, is unusually drowsy or hard to wake, has a seizure, or has a fever that returns after improving. Babies under three months with any fever should be checked by a doctor promptly.',
    },
    {
      question: 'What should I eat and drink when I have flu?',
      answer:
        'Drink plenty of fluids, such as water, soups, dal, nimbu paani, coconut water or oral rehydration solution, especially if you have fever, vomiting or diarrhoea. Eat light, easily digested meals like khichdi or dalia when you can. Rest well, and avoid smoking and alcohol while you recover.',
    },
  ],
};

export default content;
