import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'allergy-testing',
  title: SERVICE_TITLES['allergy-testing'],
  description:
    'Skin prick and blood tests to find what triggers your asthma, allergic rhinitis or chest allergy, so you can avoid it and get the right treatment.',
  icon: 'flower',
  heroImage: 'microscope',
  keywords: [
    'allergy testing in Delhi',
    'skin prick test',
    'allergy blood test',
    'specific IgE test',
    'asthma allergy test',
    'dust mite allergy',
    'pollen allergy',
  ],
  introduction: {
    paragraphs: [
      'Allergy testing helps find the substances, called allergens, that your immune system overreacts to. Common examples are house dust mites, pollen, mould, cockroaches and pet dander. When you breathe these in, they can cause sneezing, a blocked or runny nose, itchy eyes, cough, wheezing and asthma attacks.',
      'The two main methods are skin prick testing and blood tests for allergy antibodies, called specific IgE. Our pulmonologist chooses the test based on your symptoms, age, skin condition and the medicines you take. The results are always read together with your history, because a positive test shows sensitivity, not necessarily the cause of your symptoms.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'Many people in Delhi live with a constant runny nose, sneezing fits and cough for months, assuming it is just pollution or repeated colds. Often, allergy is a major driver, and allergic rhinitis and asthma frequently occur together. Knowing your exact triggers lets you take practical steps to reduce exposure, rather than guessing.',
      'Delhi has strong seasonal allergy patterns. Pollen from trees and weeds, such as vilayati babool (Prosopis) and parthenium (congress grass), rises in spring and again in autumn, while damp monsoon weather encourages mould and dust mites. Testing can also pick up allergic bronchopulmonary aspergillosis (ABPA), a fungal allergy that can worsen asthma and needs specific treatment.',
    ],
    points: [
      'Sneezing, a runny or blocked nose, or itchy eyes that keep coming back',
      'Asthma that is hard to control or flares in certain seasons',
      'Cough or wheeze triggered by dust, pets or damp rooms',
      'Symptoms that are worse at home, at work or in particular months',
      'Asthma with suspected fungal allergy (ABPA)',
      'Deciding whether allergen immunotherapy (desensitisation) may help',
    ],
  },
  howItWorks: {
    paragraphs: [
      'A skin prick test is quick, and results are ready in about 15–20 minutes. Tiny drops of allergen extracts are placed on your forearm, and the skin is lightly pricked through each drop with a sterile lancet. It feels like a slight scratch, not an injection. Where skin testing is not suitable, a blood sample is sent to the laboratory instead.',
    ],
    points: [
      'Our pulmonologist takes a detailed history of your symptoms, home, work and the seasons when you are worse.',
      'You are told which antihistamines and other medicines to stop beforehand, usually for several days; keep using your asthma inhalers.',
      'For a skin test, small drops of allergens are placed on the forearm, along with control drops for comparison.',
      'The skin under each drop is gently pricked, and you wait about 15–20 minutes.',
      'Any itchy, raised bumps are measured; a bump clearly larger than the control suggests sensitivity.',
      'If needed, blood tests for total and specific IgE, or lung function tests, are added.',
      'Your results are explained, with a personal plan for avoiding triggers and for treatment.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'At our clinic in Delhi, allergy testing is done with a focus on your lungs as well as your nose. Our senior chest specialist brings decades of experience treating asthma and airway allergy, and selects allergens relevant to Delhi’s environment instead of running long, unnecessary panels.',
      'Skin tests are carried out under medical supervision, with emergency treatment at hand, although serious reactions are rare. Most importantly, your results are turned into practical advice about your home, bedding, pets, seasons and medicines, and linked to your asthma or rhinitis treatment plan.',
    ],
    points: [
      'Tests chosen to match your symptoms and local allergens',
      'Skin prick and blood testing, chosen to suit you',
      'Assessment for fungal allergy (ABPA) in people with asthma',
      'Clear, practical avoidance advice for Indian homes',
      'Guidance on allergen immunotherapy where suitable',
    ],
  },
  faqs: [
    {
      question: 'Is allergy testing painful?',
      answer:
        'Not really. A skin prick test feels like a tiny scratch and does not draw blood. Positive spots become itchy and slightly swollen, like a mosquito bite, for a short time and usually settle within an hour or two. A blood test involves a single needle prick, the same as any routine blood test.',
    },
    {
      question: 'Do I need to stop my medicines before the test?',
      answer:
        'Antihistamine tablets, syrups and some cold and cough remedies block skin test reactions, so they usually need to be stopped for several days beforehand. We will give you exact instructions. Do not stop asthma inhalers or any other prescribed medicines unless our pulmonologist advises it. Blood tests are not affected by antihistamines.',
    },
    {
      question: 'Is allergy testing safe?',
      answer:
        'Skin prick testing is very safe. The amount of allergen used is tiny, and serious reactions are very rare. Even so, testing is done under medical supervision, with treatment ready if needed. If you have ever had a severe allergic reaction, tell us beforehand, as a blood test may then be the safer choice.',
    },
    {
      question: 'Can children be tested?',
      answer:
        'Yes. Skin prick tests can be done in young children when there is a clear reason, and blood tests are an option at any age. Testing is especially useful for children with asthma or persistent allergic rhinitis, as it helps parents make sensible changes at home, such as controlling dust mites in bedding and soft toys.',
    },
    {
      question: 'What happens after I know my allergies?',
      answer:
        'You receive a practical plan to reduce exposure, such as dust mite–proof covers, washing bedding in hot water, reducing damp, and limiting outdoor time on high-pollen days. Medicines such as nasal sprays and inhalers control symptoms. For selected people, allergen immunotherapy, which gradually trains the immune system to tolerate an allergen, may be considered.',
    },
    {
      question: 'Can you test for food allergy?',
      answer:
        'Our testing focuses mainly on allergens that affect breathing, such as dust, pollen, moulds and animals. Food allergy tests need careful interpretation, because positive results are common without true allergy. If foods cause hives or vomiting, we will guide you or refer you to a suitable specialist. For throat swelling or breathing difficulty, seek emergency care at once.',
    },
    {
      question: 'Does pollution cause allergies?',
      answer:
        'Air pollution irritates and inflames the airways, which makes allergic symptoms and asthma worse, and it may make some pollens more potent. On high-smog days in Delhi, limit outdoor exertion, keep windows closed during peak traffic hours and keep taking your preventer medicines regularly. Allergy testing helps separate allergic triggers from pollution-related irritation.',
    },
  ],
};

export default content;
