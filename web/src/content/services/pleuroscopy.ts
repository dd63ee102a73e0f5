import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'pleuroscopy',
  title: SERVICE_TITLES.pleuroscopy,
  description:
    'A look inside the chest with a thin camera through one small cut, under local anaesthetic and sedation, to take biopsies and drain fluid around the lung.',
  icon: 'microscope',
  heroImage: 'microscope',
  keywords: [
    'pleuroscopy in Delhi',
    'medical thoracoscopy',
    'pleural biopsy',
    'thoracoscopy for pleural effusion',
    'talc pleurodesis',
    'undiagnosed pleural effusion',
  ],
  introduction: {
    paragraphs: [
      'Pleuroscopy, also called medical thoracoscopy, is a procedure in which our pulmonologist looks directly inside the chest, at the space around the lung, using a thin telescope-like camera called a thoracoscope. It is done through one small cut, usually about a centimetre long, in the side of the chest. The lining of the chest wall and the surface of the lung, together called the pleura, can be seen clearly on a screen.',
      'Unlike surgical thoracoscopy (VATS), which a chest surgeon performs under general anaesthesia, pleuroscopy is usually done with local anaesthetic and sedation, which is medicine that makes you relaxed and drowsy. You keep breathing on your own throughout. In one sitting, the doctor can drain fluid, take tissue samples from exactly the right place and, when needed, treat the lining so that fluid does not come back.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'Many pleural effusions, or collections of fluid around the lung, can be diagnosed by testing a sample of the fluid. Sometimes, though, those tests do not give a clear answer. Taking small pieces of tissue (biopsies) from the pleura under direct vision then gives a diagnosis in the large majority of patients. This matters in India, where tuberculosis (TB) and cancer are both common causes and need very different treatment.',
      'Pleuroscopy can also treat fluid that keeps coming back. In talc pleurodesis, sterile medical talc powder is sprayed over the pleura. It causes a controlled inflammation that makes the two layers stick together, so fluid has no space to collect again. For people troubled by repeated fluid and breathlessness, this can bring lasting relief.',
    ],
    points: [
      'Pleural effusion where fluid tests have not found the cause',
      'Suspected TB of the pleura that needs tissue confirmation',
      'Suspected cancer of the pleura, including mesothelioma, a cancer linked to asbestos',
      'Fluid that keeps returning, which talc pleurodesis may help control',
      'Early infected fluid with pockets that need breaking up and draining',
    ],
  },
  howItWorks: {
    paragraphs: [
      'Pleuroscopy is a planned procedure done in a hospital procedure room with full monitoring. The procedure itself usually takes about 30 to 60 minutes. Afterwards you stay in hospital for a short time, usually one to a few days, often a little longer if talc has been used, until the chest drain can be removed.',
      'Biopsy results are usually ready within about a week. TB cultures, which grow any TB germs in the laboratory, take longer, sometimes several weeks. Our pulmonologist will meet you to explain the findings and plan your treatment. If TB is found, you can be treated with us or choose free treatment under the national TB programme (NTEP).',
    ],
    points: [
      'Before the day: blood tests, a chest X-ray or CT scan, and a review of your medicines. Blood thinners may need to be paused, only on our advice.',
      'We tell you when to stop eating and drinking, usually about six hours beforehand.',
      'You lie on your side with the affected side facing up. Your oxygen level, heart rate and blood pressure are monitored throughout.',
      'Sedation is given through a drip, ultrasound marks the safest entry point, and the skin is numbed with local anaesthetic.',
      'The thoracoscope is passed through the small cut. Fluid is drained, the pleura is inspected, and several biopsies are taken.',
      'If planned, talc is sprayed over the pleura to seal the space.',
      'A chest drain is placed through the same cut and stays in until the lung has fully re-expanded.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Pleuroscopy is a specialised procedure that needs training, the right equipment and a team used to working together. Our senior chest specialist brings decades of experience in interventional pulmonology and pleural disease, and offers pleuroscopy as part of a complete pleural service, from the first fluid test through to long-term follow-up.',
      'At our clinic in Delhi, we aim to choose the right test at the right time. We suggest pleuroscopy only when simpler tests have not given an answer or when it clearly offers you a better path. We explain all the options honestly, including surgical alternatives, so that you and your family can decide with confidence.',
    ],
    points: [
      'Procedure performed by an experienced interventional pulmonologist',
      'Diagnosis, drainage and pleurodesis possible in a single sitting',
      'Biopsies sent for both cancer and TB testing',
      'Careful pain control and monitoring during and after the procedure',
      'Clear follow-up plan once results are available',
    ],
  },
  faqs: [
    {
      question: 'Will I be asleep during pleuroscopy?',
      answer:
        'Not fully. You are given sedation, which makes you drowsy and relaxed, along with local anaesthetic to numb the chest wall. Many people remember little of the procedure afterwards. You breathe on your own throughout, and your oxygen level, heart rate and blood pressure are watched closely the whole time.',
    },
    {
      question: 'Is pleuroscopy painful?',
      answer:
        'The local anaesthetic and sedation keep most people comfortable during the procedure, though you may feel pressure or a brief ache. Afterwards, soreness around the cut and the chest drain is common, particularly if talc has been used. Regular painkillers are given, and the nurses will check your comfort often. Tell us if pain stops you from breathing deeply.',
    },
    {
      question: 'How long will I stay in hospital?',
      answer:
        'Most people stay for one to a few days. The chest drain comes out once the fluid has stopped draining and the lung has re-expanded on X-ray. If talc pleurodesis has been done, the stay is often a little longer, because the drain needs to remain until the two layers have begun to seal.',
    },
    {
      question: 'What are the risks?',
      answer:
        'Pleuroscopy is generally safe in experienced hands. Common effects include pain and, after talc, a mild fever for a day or two. Less common problems include a prolonged air leak, infection or bleeding. Serious complications are uncommon. Our pulmonologist will discuss the risks that apply to you before you decide.',
    },
    {
      question: 'How is pleuroscopy different from VATS?',
      answer:
        'Both use a camera to look inside the chest. VATS, or video-assisted thoracoscopic surgery, is an operation done by a chest surgeon under general anaesthesia, often through several cuts. Pleuroscopy is done by a pulmonologist under local anaesthetic and sedation, usually through one cut. For many pleural problems, pleuroscopy gives the answer with a simpler procedure.',
    },
    {
      question: 'When will I get my results?',
      answer:
        'What the doctor sees can often be discussed with you the same day, but a firm diagnosis depends on the biopsy results, which are usually ready within about a week. TB cultures can take several weeks. We will arrange a follow-up visit to explain the results and start the right treatment.',
    },
    {
      question: 'What happens after I go home?',
      answer:
        'Keep the wound clean and dry, and avoid heavy lifting for a week or two. Stitches are usually removed after about a week. Most people return to light work within days. If you become suddenly breathless, have sharp chest pain or a high fever, seek emergency care or call the clinic at once.',
    },
  ],
};

export default content;
