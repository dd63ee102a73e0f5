import { SERVICE_TITLES } from '../../../../common/booking/visit-reasons.ts';
import type { ServiceContent } from '../types';

const content: ServiceContent = {
  slug: 'abg-analysis',
  title: SERVICE_TITLES['abg-analysis'],
  description:
    'A blood test from an artery, usually at the wrist, that measures oxygen, carbon dioxide and acid levels in your blood. Results are usually ready in minutes.',
  icon: 'test-tube',
  heroImage: 'microscope',
  keywords: [
    'ABG test in Delhi',
    'arterial blood gas test',
    'blood oxygen test',
    'carbon dioxide level in blood',
    'respiratory failure test',
    'ABG for COPD',
  ],
  introduction: {
    paragraphs: [
      'An arterial blood gas (ABG) test measures the levels of oxygen and carbon dioxide in your blood, and how acidic or alkaline your blood is, known as its pH. Most blood tests take blood from a vein, but an ABG uses a small sample from an artery, usually at the wrist. Arterial blood has just come from the lungs, so it shows how well they are doing their job.',
      'The sample is tested on a blood gas machine, usually within minutes. Along with oxygen, carbon dioxide and pH, the report includes bicarbonate, a chemical the body uses to balance acid. It often also shows oxygen saturation, salts such as sodium and potassium, and lactate, a marker of how well the body’s tissues are getting oxygen.',
    ],
  },
  whyNeeded: {
    paragraphs: [
      'Your lungs have two main jobs: bringing oxygen into the blood and removing carbon dioxide. A fingertip pulse oximeter, the small clip many families bought during COVID-19, estimates oxygen only. It cannot measure carbon dioxide or blood acidity, and it can be less accurate with cold hands or poor circulation. An ABG gives a precise picture that guides important treatment decisions.',
      'In people with COPD or other long-term lung or muscle conditions, carbon dioxide can build up quietly, causing morning headaches, drowsiness or confusion. An ABG shows whether this is happening, whether breathing support such as BiPAP is needed, and how much oxygen is safe at home. If someone is severely breathless, has blue lips or is unusually drowsy, seek emergency care or call the clinic at once.',
    ],
    points: [
      'Severe breathlessness or a flare-up of COPD or asthma',
      'Suspected respiratory failure, when the lungs cannot keep oxygen and carbon dioxide at safe levels',
      'Starting or adjusting BiPAP or other breathing support',
      'Assessing the need for long-term oxygen therapy at home',
      'Checking breathing in people with severe obesity or weak breathing muscles',
      'Serious illness, such as severe infection, kidney problems or poisoning, that can upset the blood’s acid balance',
    ],
  },
  howItWorks: {
    paragraphs: [
      'An ABG takes only a few minutes, and no fasting is needed. If you use oxygen, tell us, because the result must be read alongside the amount of oxygen you are breathing. Sometimes we ask you to rest quietly first, or to breathe room air for a short while if that is safe, so that the reading reflects your usual state.',
      'If the wrist artery cannot be used, an artery at the elbow or, rarely, the groin may be used instead. Patients in intensive care who need frequent tests may have a thin tube called an arterial line placed in the artery, so that samples can be taken without repeated needle pricks.',
    ],
    points: [
      'You sit or lie comfortably with your wrist turned palm up, sometimes resting on a small rolled towel.',
      'We feel for your pulse and check the blood supply to your hand with a simple test, the modified Allen test, pressing on the wrist for a few seconds.',
      'The skin is cleaned, and a little local anaesthetic may be used to numb it.',
      'A fine needle attached to a special syringe collects a small amount of blood from the artery.',
      'Firm pressure is applied to the spot for at least five minutes, and longer if you take blood thinners, to prevent bruising.',
      'The sample is tested straight away, and our pulmonologist explains the results, often within minutes.',
    ],
  },
  whyChooseUs: {
    paragraphs: [
      'An ABG is only as useful as its interpretation. At our clinic in Delhi, results are read by our pulmonologist together with your symptoms, oxygen level and other tests, so the numbers turn into clear decisions: adjusting inhalers, starting home oxygen, beginning BiPAP, or arranging hospital care. Our senior chest specialist brings decades of experience in respiratory failure and critical care.',
      'We also take care to make the test as comfortable as possible, with experienced staff, fine needles, local anaesthetic when helpful and careful pressure afterwards. Because the result is available within minutes, decisions about your care can often be made during the same visit.',
    ],
    points: [
      'Prompt sampling with quick results',
      'Interpretation by a chest specialist, not just a printout',
      'Linked care for home oxygen, BiPAP and COPD management',
      'Gentle technique to reduce discomfort and bruising',
    ],
  },
  faqs: [
    {
      question: 'Is an ABG more painful than a normal blood test?',
      answer:
        'It can be a little more uncomfortable, because arteries lie deeper than veins and have more nerve endings around them. Most people feel a sharp prick and a brief ache or cramp that passes within moments. A small amount of local anaesthetic can make it more comfortable. Staying relaxed and keeping your wrist still also helps.',
    },
    {
      question: 'Do I need to fast or stop any medicines?',
      answer:
        'No fasting is needed, and you should take your usual medicines and inhalers unless told otherwise. Tell us if you take blood thinners or have a bleeding problem, as we will press on the site for longer afterwards. If you use home oxygen, bring details of the flow rate you normally use.',
    },
    {
      question: 'What are the risks?',
      answer:
        'An ABG is a very common and safe test. Bruising or slight soreness at the wrist is the most usual effect. Rarely, there may be bleeding under the skin, infection, irritation of a nearby nerve, or spasm or narrowing of the artery. Checking the hand’s blood supply beforehand and pressing firmly afterwards help reduce these risks.',
    },
    {
      question: 'Why can’t a pulse oximeter replace an ABG?',
      answer:
        'A pulse oximeter is a useful home tool, but it only estimates the oxygen carried by your blood. It cannot show carbon dioxide or acid levels, which are essential in COPD, breathing failure and serious illness. Readings can also be less reliable with cold fingers, nail polish or poor circulation. An ABG measures these values directly.',
    },
    {
      question: 'How soon will I get the results?',
      answer:
        'Usually within minutes, because the sample is run on a blood gas machine straight away. Our pulmonologist reads the numbers together with your symptoms and other tests, then explains what they mean and whether any change in treatment, such as oxygen or BiPAP, is needed.',
    },
    {
      question: 'What should I do after the test?',
      answer:
        'Keep a small dressing on the site for a few hours and avoid heavy lifting with that hand for the rest of the day. A little bruising is normal. Contact the clinic promptly if the wrist swells, keeps bleeding, or if your hand becomes cold, pale, numb or painful.',
    },
    {
      question: 'Can elderly people and children have an ABG?',
      answer:
        'Yes. Elderly patients, who often have COPD or heart problems, frequently need ABGs, and the test is done in the same way with extra care over bruising. In children, doctors sometimes use a blood sample from a fingertip or heel instead, called a capillary blood gas. It shows carbon dioxide and acid levels reliably and is gentler, though oxygen is better checked with a pulse oximeter.',
    },
  ],
};

export default content;
