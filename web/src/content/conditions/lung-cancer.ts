import { CONDITION_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ConditionContent } from '../types';

const content: ConditionContent = {
  slug: 'lung-cancer',
  title: CONDITION_TITLES['lung-cancer'],
  description:
    'Early, accurate diagnosis of lung cancer opens up more treatment choices. Learn about symptoms, biopsy, staging and how we work with your cancer team.',
  icon: 'scan',
  heroImage: 'lungs',
  keywords: [
    'lung cancer specialist in Delhi',
    'lung cancer symptoms',
    'lung cancer diagnosis and biopsy',
    'EBUS bronchoscopy',
    'lung cancer in non-smokers',
    'lung nodule evaluation',
  ],
  introduction: {
    paragraphs: [
      'Lung cancer happens when cells in the lung grow in an uncontrolled way and form a lump, called a tumour. There are two main types. Non-small cell lung cancer is the most common and includes adenocarcinoma and squamous cell carcinoma. Small cell lung cancer is less common, tends to grow faster, and is closely linked to smoking.',
      'Hearing the words “lung cancer” is frightening, and it is natural to feel worried. It helps to know that treatment has changed greatly in the last decade. Early-stage lung cancer can often be cured with surgery or focused radiotherapy. For more advanced disease, newer targeted medicines and immunotherapy have helped many people live longer and with a better quality of life.',
      'A pulmonologist, or chest specialist, plays a central role at the start of this journey. We investigate the symptoms or scan findings, take samples to confirm the diagnosis, work out the stage, and then work closely with oncologists, surgeons and radiation specialists. We also continue to help with breathing problems throughout treatment.',
    ],
  },
  causes: {
    paragraphs: [
      'Smoking cigarettes or bidis is the biggest single cause of lung cancer, and the risk rises the more and the longer a person smokes. Switching to chewing tobacco is not a safe alternative. Breathing other people’s smoke also increases risk. Stopping smoking at any age lowers the risk over time and helps treatment work better.',
      'In India, a large number of people with lung cancer have never smoked. Long-term exposure to polluted air, such as Delhi’s winter smog, and to smoke from cooking on wood, coal or dung fires are thought to contribute. Workplace exposure to asbestos, silica or diesel fumes, old lung scarring from previous TB, and a family history of lung cancer also raise risk.',
    ],
    points: [
      'Smoking cigarettes, bidis or hookah, now or in the past',
      'Second-hand smoke at home or work',
      'Long-term outdoor air pollution',
      'Indoor smoke from biomass or coal cooking fuel',
      'Workplace exposure to asbestos, silica, diesel exhaust or chemicals',
      'Lung scarring from previous TB or other lung disease',
      'Family history of lung cancer',
    ],
  },
  symptoms: [
    'A cough that lasts more than three weeks or changes in character',
    'Coughing up blood or blood-streaked sputum',
    'Breathlessness that is new or getting worse',
    'Chest or shoulder pain',
    'Hoarse voice lasting more than three weeks',
    'Unexplained weight loss or loss of appetite',
    'Chest infections that keep coming back or do not clear',
    'Persistent tiredness',
    'Swelling of the face or neck',
  ],
  diagnosis: {
    paragraphs: [
      'Lung cancer may first show up on a chest X-ray or CT scan done for another reason. In India, it is sometimes mistaken for TB because symptoms overlap. If you have been treated for TB without clear proof, or are not improving on TB treatment, a specialist review is worthwhile. A contrast CT scan gives detailed pictures, and a PET-CT scan shows whether the disease has spread.',
      'A firm diagnosis needs a biopsy, meaning a small tissue sample examined under a microscope. Our pulmonologist chooses the safest, most suitable route. This may be bronchoscopy, a thin flexible tube passed through the nose or mouth, or EBUS, which uses ultrasound to guide a fine needle into lymph nodes beside the airways. CT-guided biopsy or draining fluid from around the lung are other options.',
      'The sample is tested not only to confirm cancer and its type, but also for markers such as EGFR, ALK and PD-L1. These results guide the choice of targeted medicine or immunotherapy. Breathing tests show how much lung function you have, which helps the team decide whether surgery or radiotherapy is safe.',
    ],
    points: [
      'Chest X-ray and contrast CT scan',
      'PET-CT scan to check for spread (staging)',
      'Bronchoscopy with biopsy and washings',
      'EBUS-guided needle sampling of lymph nodes',
      'CT-guided needle biopsy of lung lesions',
      'Pleural fluid tapping or thoracoscopy where fluid is present',
      'Molecular and biomarker testing of the tissue sample',
      'Pulmonary function tests to assess fitness for treatment',
    ],
  },
  treatment: {
    paragraphs: [
      'Treatment is planned by a team, often at a tumour board, where specialists review each case together. The plan depends on the type of cancer, its stage, the biomarker results and your general health and wishes. Early-stage disease may be treated with surgery to remove part of the lung, or with highly focused radiotherapy if surgery is not suitable.',
      'For more advanced lung cancer, treatment may include chemotherapy, targeted tablets for cancers with specific gene changes, and immunotherapy, which helps your own immune system attack the cancer. These are usually given by an oncologist. Our pulmonologist stays involved, managing cough, breathlessness, infections and other lung problems that can arise during treatment.',
      'Some people develop fluid around the lung or a blocked airway. Draining the fluid, sealing the lung lining, placing a small long-term drain, or opening a narrowed airway can bring real relief. Supportive and palliative care, which focuses on comfort and quality of life, can be used alongside active treatment at any stage.',
    ],
    points: [
      'Surgery for suitable early-stage cancers',
      'Radiotherapy, including precise stereotactic treatment',
      'Chemotherapy, alone or combined with other treatments',
      'Targeted therapy for cancers with specific gene changes',
      'Immunotherapy to help the immune system fight cancer',
      'Drainage and control of fluid around the lung',
      'Symptom relief, smoking cessation and pulmonary rehabilitation',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'A quick, accurate diagnosis matters. Our senior chest specialist brings decades of experience in evaluating lung shadows, nodules and suspected cancer, and in choosing the least invasive way to get a reliable biopsy. We aim to get you from first visit to a confirmed diagnosis and stage without unnecessary delay or repeated procedures.',
      'We work closely with trusted oncologists, thoracic surgeons and radiation specialists in Delhi, sharing reports so your care moves smoothly. Throughout treatment, we remain available for your breathing needs. We take time to answer your questions and your family’s, honestly and gently, so you feel informed and supported.',
    ],
    points: [
      'Experienced evaluation of lung nodules and masses',
      'Bronchoscopy and EBUS for accurate biopsy and staging',
      'Coordination with oncologists, surgeons and radiation specialists',
      'Care for breathlessness, pleural fluid and chest infections',
      'Support to quit smoking for patients and families',
    ],
  },
  faqs: [
    {
      question: 'Can lung cancer be cured?',
      answer:
        'When found at an early stage, lung cancer can often be cured with surgery or focused radiotherapy. Even when it is more advanced, newer targeted medicines and immunotherapy help many people live longer and feel better. Your team will explain what is realistic for your type and stage of cancer.',
    },
    {
      question: 'Is a biopsy painful or risky?',
      answer:
        'Bronchoscopy and EBUS are done under sedation or anaesthesia, so most people feel little or no pain. Some have a mild sore throat or cough afterwards. Serious complications such as significant bleeding or a collapsed lung are uncommon. Our pulmonologist will discuss the specific risks of your procedure beforehand.',
    },
    {
      question: 'Does a biopsy make cancer spread?',
      answer:
        'This is a common worry, but it is not a reason to avoid a biopsy. The risk of spread from a properly performed biopsy is extremely small. A biopsy is essential to confirm the diagnosis and to test for markers that decide which treatment will work best for you.',
    },
    {
      question: 'I have never smoked. Can I still get lung cancer?',
      answer:
        'Yes. Many people with lung cancer in India are non-smokers. Air pollution, second-hand smoke, cooking smoke and workplace exposures can contribute. In non-smokers, cancers more often carry gene changes that respond well to targeted tablets, which is why testing the biopsy sample is so important.',
    },
    {
      question: 'I found a small nodule on my CT scan. Is it cancer?',
      answer:
        'Most small lung nodules are not cancer. Many are scars from old infections, including TB. Our pulmonologist looks at the size, shape and your risk factors, and may suggest a repeat scan after a few months to check whether it changes. Only some nodules need a biopsy.',
    },
    {
      question: 'Is there any screening for lung cancer?',
      answer:
        'For people at high risk, mainly long-term heavy smokers, a yearly low-dose CT scan can find lung cancer earlier. It is not suitable for everyone, and in India old TB scars can make results harder to read. Talk to our pulmonologist about whether screening makes sense for you.',
    },
    {
      question: 'When should I seek urgent care?',
      answer:
        'If you cough up a large amount of blood, become suddenly very breathless, or have severe chest pain or blue lips, seek emergency care or call the clinic at once. For a cough lasting over three weeks or other warning signs, book an appointment soon.',
    },
  ],
};

export default content;
