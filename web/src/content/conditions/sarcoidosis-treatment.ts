import { CONDITION_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ConditionContent } from '../types';

const content: ConditionContent = {
  slug: 'sarcoidosis-treatment',
  title: CONDITION_TITLES['sarcoidosis-treatment'],
  description:
    'Sarcoidosis care in Delhi: careful diagnosis to rule out TB, monitoring of lungs, eyes and heart, and treatment only when it is truly needed.',
  icon: 'microscope',
  heroImage: 'microscope',
  keywords: [
    'sarcoidosis treatment in Delhi',
    'sarcoidosis specialist',
    'pulmonary sarcoidosis',
    'sarcoidosis vs TB',
    'swollen chest lymph nodes',
    'EBUS biopsy',
  ],
  introduction: {
    paragraphs: [
      'Sarcoidosis is a condition in which small clumps of immune cells, called granulomas, form in different parts of the body. These clumps are the immune system’s response to something it sees as a threat. Sarcoidosis most often affects the lungs and the lymph glands in the centre of the chest, but it can also involve the skin, eyes, joints, heart, liver, kidneys and nerves.',
      'Sarcoidosis is not an infection and it is not cancer. It cannot spread from one person to another. It often affects adults between their twenties and fifties, though it can appear at any age. Some people feel quite unwell, while others have no symptoms at all and learn about it from a routine chest X-ray.',
      'The outlook is often good. Many people have mild sarcoidosis that settles by itself within a few years without any treatment. Others need medicines to control the inflammation and protect important organs. Regular follow-up with a chest specialist helps decide which path is right for you.',
    ],
  },
  causes: {
    paragraphs: [
      'The exact cause of sarcoidosis is still unknown. Experts believe it happens when the immune system overreacts to something in the environment, such as dust, chemicals or germs, in people whose genes make them more likely to react this way. The resulting inflammation leads to granulomas. If many granulomas build up, they can affect how an organ works and, over time, may cause scarring.',
      'In India, sarcoidosis is often mistaken for TB, because both cause granulomas and can look alike on a chest X-ray. Getting the diagnosis right matters, since the steroid medicines used for sarcoidosis can make TB worse. Factors linked with sarcoidosis include:',
    ],
    points: [
      'Age between about 20 and 50 years',
      'Being female, as women are affected slightly more often',
      'A family member with sarcoidosis',
      'Some workplace exposures, such as certain dusts, moulds and chemicals',
      'Inherited differences in how the immune system responds',
    ],
  },
  symptoms: [
    'Dry cough that does not go away',
    'Breathlessness, especially on exertion',
    'Chest discomfort or tightness',
    'Tiredness, mild fever and weight loss',
    'Red, painful eyes or blurred vision',
    'Skin rashes, lumps or tender red patches on the shins',
    'Joint pain or swelling, especially around the ankles',
    'Palpitations (an irregular or fast heartbeat) or dizziness',
    'Often no symptoms at all, with sarcoidosis found on a routine chest X-ray',
  ],
  diagnosis: {
    paragraphs: [
      'No single test proves sarcoidosis. The diagnosis is made by putting together your symptoms, scans and, in most cases, a small tissue sample (biopsy) showing granulomas, while carefully ruling out other causes, especially TB, fungal infection and lymphoma (a cancer of the lymph glands). Our pulmonologist will also check whether organs beyond the lungs are involved.',
      'Most tests are done as an outpatient or as a day procedure. A key test is EBUS, in which a thin flexible tube with an ultrasound probe is passed through the mouth to take needle samples from swollen chest glands, without any surgical cut. Tests may include:',
    ],
    points: [
      'Chest X-ray and high-resolution CT (HRCT) scan of the chest',
      'Pulmonary function tests, including how well oxygen passes into the blood',
      'Bronchoscopy or EBUS to take biopsy samples, with tests on the samples to exclude TB',
      'Blood tests, including calcium, kidney and liver function',
      'Eye examination by an ophthalmologist, as eye involvement may cause no early symptoms',
      'ECG, and heart scans if the heart may be involved',
      'Biopsy of a skin lesion or other affected area when this is easier to reach',
    ],
  },
  treatment: {
    paragraphs: [
      'Not everyone with sarcoidosis needs medicines. If you have few symptoms and your lungs and other organs are working well, our pulmonologist may recommend careful monitoring with regular check-ups, breathing tests and scans. Treatment is started when symptoms affect daily life, when lung function is falling, or when important organs such as the eyes, heart, kidneys or nerves are involved.',
      'Steroid tablets such as prednisolone are the usual first treatment. When steroids are needed, the course is usually 12-24 months: a starting dose to calm the inflammation, then a slow reduction over many months. Stopping too quickly can cause a relapse, so never stop on your own. Treatment may include:',
    ],
    points: [
      'Active monitoring without medicines for mild, stable disease',
      'Steroid tablets, gradually reduced over the course, with checks for blood sugar, blood pressure, weight and bone health',
      'Steroid-sparing medicines such as methotrexate, which allow lower steroid doses or replace them',
      'Biologic medicines for severe disease that does not respond to other treatment',
      'Eye drops, skin creams or inhalers for sarcoidosis limited to those areas',
      'Close teamwork with eye, heart or kidney specialists when those organs are involved',
      'Regular follow-up after treatment, as sarcoidosis can sometimes return',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Our senior chest specialist has decades of experience in telling sarcoidosis apart from TB and other look-alike conditions, which is one of the most important steps in care in India. We use modern, minimally invasive tests such as EBUS-guided biopsy where needed, so that the diagnosis is confirmed rather than guessed, and treatment is started only when it is truly needed.',
      'At our clinic in Delhi, we follow you over the long term, checking your lungs and watching for effects on the eyes, heart and other organs. If you need steroids, we keep the dose and duration as low as safely possible and monitor closely for side effects, working with other specialists when required.',
    ],
  },
  faqs: [
    {
      question: 'Is sarcoidosis a form of TB or cancer?',
      answer:
        'No. Sarcoidosis is an inflammatory condition, not an infection and not cancer. However, TB and some cancers can look similar on scans and under the microscope. That is why careful testing, often including a biopsy, is done before starting treatment, because steroids given to someone with TB could make the infection worse.',
    },
    {
      question: 'Is sarcoidosis contagious?',
      answer:
        'No. Sarcoidosis cannot spread from person to person, so you can live, work and share meals with your family normally. It occasionally runs in families, probably because of shared genes or environment, so tell relatives to mention it to their doctor if they develop similar symptoms.',
    },
    {
      question: 'Will I definitely need steroids?',
      answer:
        'No. Many people with mild sarcoidosis never need steroids and improve on their own, especially when only the chest glands are involved. Our pulmonologist recommends treatment only if symptoms are troublesome, lung function is declining, or organs such as the eyes, heart or kidneys are affected.',
    },
    {
      question: 'How long will I need to take steroids, and what about side effects?',
      answer:
        'When steroids are needed, the course is usually 12-24 months, with the dose slowly reduced. Possible side effects include weight gain, raised blood sugar and blood pressure, mood or sleep changes, and thinning of bones. We check for these regularly and may add other medicines to reduce the steroid dose.',
    },
    {
      question: 'Can I take calcium or vitamin D supplements?',
      answer:
        'Only on your doctor’s advice. Sarcoidosis can raise calcium levels in the blood and urine, and extra vitamin D may push them higher, sometimes causing kidney stones. We check your calcium and vitamin D levels first and advise whether supplements, for example for bone protection during steroid treatment, are safe for you.',
    },
    {
      question: 'Can I have a baby if I have sarcoidosis?',
      answer:
        'Most women with sarcoidosis have healthy pregnancies, and symptoms often stay stable or even improve during pregnancy. Some medicines used for sarcoidosis, such as methotrexate, must be stopped well before trying to conceive. Please discuss pregnancy plans with our pulmonologist in advance so treatment can be adjusted safely.',
    },
    {
      question: 'How often will I need follow-up?',
      answer:
        'Usually every three to six months at first, with breathing tests and scans as needed, and less often once things are stable. Yearly eye checks are often advised. Tell us promptly about new breathlessness, eye pain or vision changes, palpitations or fainting. If you have chest pain or fainting, seek emergency care.',
    },
    {
      question: 'What happens if sarcoidosis is left untreated?',
      answer:
        'Mild sarcoidosis often settles without treatment, which is why monitoring is sometimes the best choice. But active disease that is ignored can, in some people, cause lasting lung scarring, vision loss, heart rhythm problems or kidney damage. Regular check-ups make sure treatment is started at the right time if needed.',
    },
  ],
};

export default content;
