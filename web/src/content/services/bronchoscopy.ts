import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'bronchoscopy',
  title: SERVICE_TITLES.bronchoscopy,
  description:
    'A camera test that lets our chest specialist look inside your airways and take samples to diagnose infection, TB, growths and other lung problems.',
  icon: 'scan',
  heroImage: 'lungs',
  keywords: [
    'bronchoscopy in Delhi',
    'flexible bronchoscopy',
    'bronchoscopy procedure',
    'bronchoalveolar lavage for TB',
    'lung biopsy',
    'camera test for lungs',
  ],
  introduction: {
    paragraphs: [
      'Bronchoscopy is a test that lets our chest specialist look directly inside your windpipe and the airways of your lungs (the bronchi). A thin, flexible tube with a tiny camera and light at its tip, called a bronchoscope, is passed gently through your nose or mouth. Pictures appear on a screen, so swelling, narrowing, bleeding, mucus or a growth can be seen clearly.',
      'During the same test, small samples can be taken without any cuts on the chest. These include a lung wash (bronchoalveolar lavage, or BAL), brushings and tiny pieces of tissue (biopsies). The procedure itself usually takes 15 to 30 minutes, and most people go home the same day after a short rest.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'X-rays and CT scans show shadows in the lungs, but they often cannot tell what those shadows are. Bronchoscopy lets our pulmonologist see the problem and collect samples for laboratory testing. This often gives a firm diagnosis and can avoid the need for a larger operation.',
      'In India, bronchoscopy is especially valuable when tuberculosis is suspected but sputum tests are negative, or a person cannot cough up sputum. The lung wash can be tested with rapid molecular tests for TB, which also check for drug resistance. Bronchoscopy can treat some problems too, such as removing thick mucus plugs or an inhaled object.',
    ],
    points: [
      'A shadow, mass or nodule on a chest X-ray or CT scan',
      'Suspected tuberculosis when sputum tests are negative',
      'Pneumonia that is not improving, or infection in people with weak immunity',
      'Coughing up blood (haemoptysis), to find where it is coming from',
      'A cough that persists despite treatment',
      'A collapsed part of a lung or a narrowed airway',
      'Removing a mucus plug or an inhaled object, such as a seed or a small toy part',
    ],
  },
  howItWorks: {
    paragraphs: [
      'Bronchoscopy is done in a procedure room, with your breathing, oxygen level, heart rate and blood pressure watched throughout. Most people are given a numbing spray and a mild sedative to feel relaxed and drowsy, so the test is usually well tolerated. You can breathe normally around the bronchoscope during the test.',
    ],
    points: [
      'Before the day, we review your medicines, especially blood thinners and diabetes medicines, and may ask for blood tests.',
      'You do not eat or drink for several hours beforehand, as advised, and bring a family member to take you home.',
      'A local anaesthetic spray numbs your nose and throat, and a small cannula is placed in your arm for sedation.',
      'The bronchoscope is passed gently through the nose or mouth, and the airways are examined carefully.',
      'If needed, samples such as a lung wash, brushings or small biopsies are taken; this is not painful.',
      'You rest for one to two hours while the sedation wears off, and eat or drink only once your throat feels normal again.',
      'Our pulmonologist explains what was seen and discusses the laboratory results with you at a follow-up visit.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Bronchoscopy needs both skill and careful judgement about when it is truly needed. Our senior chest specialist brings decades of experience in respiratory medicine, including bronchoscopy, and will discuss the benefits, risks and alternatives with you before recommending the test.',
      'We pay close attention to comfort and safety, with sedation and continuous monitoring, and samples are sent to trusted laboratories for TB, culture, cell (cytology) and biopsy testing. Because the same team that performs your bronchoscopy also looks after your ongoing care, your results lead directly to a clear treatment plan.',
    ],
    points: [
      'Careful assessment to make sure bronchoscopy is the right test for you',
      'A comfort-focused approach with numbing spray and sedation',
      'Rapid TB testing on samples, with the option of free treatment under the national TB programme (NTEP)',
      'Clear explanation of findings and results, followed by a treatment plan',
    ],
  },
  faqs: [
    {
      question: 'Is bronchoscopy painful?',
      answer:
        'Most people find it much easier than they expected. The numbing spray and sedation keep you comfortable, and many people remember little of the test. You may cough at first or feel some pressure in the throat. Afterwards, a sore throat, hoarse voice or mild cough for a day or two is common and settles on its own.',
    },
    {
      question: 'How do I prepare for a bronchoscopy?',
      // AWAITS THE DOCTOR'S CONFIRMATION (issue 25): the plain fasting wording and the diabetes-medicine sentence (the
      // Hindi page says the same), written by the Hindi edit, not yet signed off clinically.
      answer:
        'Do not eat anything for the time you are given, usually for 6 hours before the test. Until about 2 hours before, you may drink small sips of plain water; after that, not even water. Do not take diabetes tablets or insulin while fasting unless we tell you to. Tell us if you take blood thinners or diabetes medicines, or have allergies, heart disease or kidney disease, as some medicines need to be paused or adjusted. Bring your X-rays and CT scans, and a family member who can take you home.',
    },
    {
      question: 'What are the risks?',
      answer:
        'Bronchoscopy is a safe and commonly done test. Mild problems include a sore throat, cough, a little blood in the spit and a short-lived fever later that day. Less common risks are heavier bleeding, a drop in oxygen, or a partly collapsed lung after a lung biopsy. Our team monitors you closely and is prepared to manage these if they happen.',
    },
    {
      question: 'When will I get my results?',
      answer:
        'Our pulmonologist can usually tell you what was seen straight after the test. Laboratory results take longer: rapid TB tests and routine cultures within a few days, biopsy reports in about a week, while TB cultures can take several weeks. We will arrange a follow-up visit to discuss all the results and your next steps.',
    },
    {
      question: 'Can I drive or go to work afterwards?',
      answer:
        'Because of the sedation, you should not drive, operate machines, sign important documents or drink alcohol for 24 hours. Most people return to normal activities the next day. If you cough up more than a small amount of blood, or have chest pain or worsening breathlessness, seek emergency care or call the clinic at once.',
    },
    {
      question: 'Will I be fully asleep?',
      answer:
        'Usually not. Most bronchoscopies are done under light (conscious) sedation, which makes you relaxed and drowsy while you keep breathing on your own. Some more complex procedures are done under general anaesthesia. Our team will explain which approach is planned for you and why, and answer any questions before the day.',
    },
    {
      question: 'Can children or elderly people have a bronchoscopy?',
      answer:
        'Yes. Age alone is not a barrier. Older adults are assessed carefully for heart and lung fitness before the test. In children, bronchoscopy is often used to remove an inhaled object, such as a peanut or a small toy part, and is usually done under general anaesthesia with a children’s anaesthesia team. We will advise what is safest in each case.',
    },
  ],
};

export default content;
