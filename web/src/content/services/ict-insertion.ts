import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'ict-insertion',
  title: SERVICE_TITLES['ict-insertion'],
  description:
    'Placing a chest tube between the ribs under local anaesthetic to drain air, fluid or pus from around the lung, so it can re-expand and breathing eases.',
  icon: 'droplet',
  heroImage: 'care',
  keywords: [
    'chest tube insertion in Delhi',
    'intercostal chest tube',
    'ICD chest drain',
    'chest drain for pneumothorax',
    'empyema drainage',
    'pleural effusion drainage',
  ],
  introduction: {
    paragraphs: [
      'An intercostal chest tube (ICT), also called an intercostal drain (ICD) or simply a chest drain, is a flexible plastic tube placed between two ribs into the space around the lung, called the pleural space. ‘Intercostal’ simply means ‘between the ribs’. The tube lets air, fluid, blood or pus drain out, so that the lung can expand again and you can breathe more easily.',
      'The outer end of the tube is connected to a sealed bottle partly filled with water, or to a one-way valve. This lets air and fluid leave the chest but stops them from flowing back in. Many drains today are thin, soft tubes inserted over a guide wire; wider tubes are used when the fluid is thick or bloody.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'A chest drain is needed when air or fluid around the lung stops it from working properly and a needle alone would not be enough. It is also used when fluid needs to drain steadily over a few days. Our pulmonologist will explain why a drain is advised in your case, and whether a simpler option could be tried first.',
      'In India, infected fluid around the lung (empyema) after pneumonia or tuberculosis (TB) is common, and prompt drainage is an important part of treatment alongside antibiotics or TB medicines. Left too long, infected fluid can thicken and trap the lung. If you have sudden severe breathlessness, blue lips or chest pain, seek emergency care or call the clinic at once.',
    ],
    points: [
      'Pneumothorax: air leaking around the lung, making it partly collapse',
      'Large pleural effusions (fluid around the lung) causing breathlessness',
      'Empyema: pus around the lung, usually after pneumonia or TB',
      'Haemothorax: blood around the lung, often after an injury',
      'Draining fluid before pleurodesis, a treatment that seals the space so fluid cannot return',
    ],
  },
  howItWorks: {
    paragraphs: [
      'Chest drain insertion is done in hospital under local anaesthetic, so you stay awake, and a mild sedative may be offered to help you relax. The insertion itself usually takes about 20 to 30 minutes. In an emergency, such as a large pneumothorax, it may be done straight away; otherwise it is planned and fully explained beforehand.',
      'While the drain is in, you stay in hospital so that nurses can watch it. Depending on the cause, it may stay in for one day or for a week or more. Keep the bottle upright and below the level of your chest, and do not pull on the tubing. Tell a nurse if the tube seems loose, the dressing is wet or your breathing worsens.',
    ],
    points: [
      'Our pulmonologist explains the procedure, checks your blood tests and medicines, especially blood thinners, and takes your consent.',
      'You lie on your back or side with your arm raised above your head, or sit leaning forward.',
      'Ultrasound is used to choose the safest spot, usually on the side of the chest below the armpit.',
      'The skin is cleaned and numbed with local anaesthetic. You may feel pushing, but should not feel sharp pain.',
      'The tube is passed between the ribs into the pleural space, often over a thin guide wire, and held in place with a stitch and dressing.',
      'The tube is connected to the drainage bottle, and a chest X-ray checks its position.',
      'Once the air or fluid has drained and the lung has re-expanded, the tube is removed within seconds while you hold your breath.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'Chest drains are safest when placed by an experienced hand using ultrasound, and when the whole illness, including the cause of the air or fluid, is managed by one team. Our senior chest specialist brings decades of experience in pleural disease, from pneumothorax to tuberculous empyema, and follows international pleural guidelines.',
      'At our clinic in Delhi, we care just as much about what happens next: finding the cause, treating infection or TB properly, preventing fluid from returning, and arranging clear follow-up once the drain is out. You and your family will always know the plan for the day.',
    ],
    points: [
      'Ultrasound-guided insertion, with thin drains used whenever suitable',
      'Daily review of drain output, X-rays and your comfort',
      'Medicines given through the drain to loosen thick infected fluid when needed',
      'Pleurodesis or pleuroscopy for fluid that keeps returning',
      'Clear advice on wound care, activity and follow-up',
    ],
  },
  faqs: [
    {
      question: 'Is chest drain insertion painful?',
      answer:
        'The local anaesthetic stings briefly, and you may feel pressure as the tube goes in. Some soreness at the drain site is common while the tube is in place, especially when you breathe deeply or cough. Regular painkillers keep most people comfortable. Tell the nurses if pain stops you from breathing deeply, as good pain control helps the lung recover.',
    },
    {
      question: 'How long will the tube stay in?',
      answer:
        'It depends on why it was placed. A drain for a pneumothorax may come out after a day or two once the air leak has stopped. Drains for infected fluid or pleurodesis often stay in longer, sometimes a week or more. We check daily how much is draining and use X-rays to decide when it can be removed.',
    },
    {
      question: 'Can I move around with a chest drain?',
      answer:
        'Yes, and gentle movement is encouraged. You can sit out of bed and walk around the ward carrying the bottle, keeping it upright and below chest level. Deep breathing and coughing exercises help the lung re-expand. Never lift the bottle above your chest or clamp the tube yourself, and ask for help if the tubing gets tangled.',
    },
    {
      question: 'What are the risks?',
      answer:
        'Most chest drains are placed without trouble. Possible problems include pain, bleeding, infection, the tube slipping out or becoming blocked, and air collecting under the skin, which causes a crackly swelling. Injury to the lung or other organs is rare, and ultrasound guidance helps reduce these risks further. Our team watches closely for any problem.',
    },
    {
      question: 'How is the tube removed, and does it hurt?',
      answer:
        'Removal takes only a few seconds. The stitch is cut, you take a breath and hold it, and the tube is pulled out smoothly while the hole is closed with a stitch or dressing. Most people feel a brief pulling sensation. A chest X-ray is often done afterwards to check that the lung stays expanded.',
    },
    {
      question: 'Can I fly or travel after a pneumothorax?',
      answer:
        'Air travel should wait until our pulmonologist confirms on a chest X-ray that the lung has fully healed, because changes in cabin pressure can make a remaining air leak worse. Road and rail travel are usually fine once you are comfortable. Scuba diving is generally avoided for life after a pneumothorax unless surgery has been done to prevent recurrence.',
    },
    {
      question: 'What care is needed after I go home?',
      answer:
        'Keep the dressing clean and dry for a couple of days, and avoid heavy lifting and strenuous exercise until we advise. Any stitch is usually removed after about a week. Seek emergency care or call the clinic at once if you become suddenly breathless or have sharp chest pain, and contact us if the wound turns red, hot or oozes.',
    },
  ],
};

export default content;
