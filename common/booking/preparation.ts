import { WHAT_TO_BRING } from '../clinic/facts.ts';
import { m } from '../paraglide/messages.js';
import { type ConditionSlug, isVisitReason, NOT_SURE, type ServiceSlug, type VisitReason } from './visit-reasons.ts';

/**
 * How to prepare for a visit, written once: the service pages show a service's list, and the confirmation and
 * reminder e-mails carry the list of the reason the patient chose. The imports name their .ts files because the
 * build's catalogue step reads this module through Node's type stripping too.
 */

/** How to prepare for a visit: a heading and a list, shown on the service's page and in the e-mails. */
export interface Preparation {
  title: string;
  items: readonly string[];
}

/** The general list, for a visit whose reason was not given (or has no preparation of its own). */
export const GENERAL_PREPARATION: Preparation = {
  title: m.pages_book_what_to_bring({}, { locale: 'en' }),
  items: WHAT_TO_BRING,
};

/** "a, b, c, and d" for a sentence (the serial comma, as an entry may hold a comma of its own), first letters lowered. */
function inSentence(items: readonly string[]): string {
  const lowered = items.map((s) => (/^[A-Z][a-z ]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s));
  return lowered.length < 2
    ? lowered.join('')
    : `${lowered.slice(0, -1).join(', ')}${lowered.length > 2 ? ',' : ''} and ${lowered.at(-1)}`;
}

/** The general list as one closing sentence, so every list still asks for the essentials (defined in clinic.ts). */
export const ALSO_BRING = `Also bring ${inSentence(WHAT_TO_BRING)}.`;

// Sentences that several lists share, written once.
const ASK_WHICH_INHALERS =
  'Ask us which inhalers to pause and for how long: usually 4 to 6 hours for relievers such as salbutamol, 24 hours for long-acting ones such as salmeterol or formoterol, and 36 to 48 hours for tiotropium.';
const NEVER_GO_WITHOUT =
  'Never go without a medicine that you need for breathlessness: if you need your reliever, take it and tell us, and take your other medicines as usual.';
const NO_SMOKING =
  'Do not smoke for at least an hour before the test (ideally not for 24 hours), and avoid alcohol on the day.';
const NO_HEAVY_MEAL = 'Do not eat a heavy meal in the two hours before, or exercise hard just before you come.';
const LOOSE_CLOTHING = 'Wear loose, comfortable clothing that does not press on your chest or stomach.';
const BLOOD_THINNERS =
  'Tell us well before the day if you take blood thinners (such as aspirin, clopidogrel, warfarin, apixaban or rivaroxaban) or have a bleeding problem, and pause them only if we advise it.';
const ESCORT_AFTER_SEDATION =
  'Bring an adult family member or friend to take you home, as you should not drive for 24 hours after sedation.';
const INHALERS_AND_SPACER = 'Bring all your inhalers, and your spacer if you use one, so we can check your technique.';
const KEEP_USING_INHALERS =
  'Keep using your inhalers as usual, unless we have asked you to pause some before a breathing test.';
const HOME_OXYGEN_SETTINGS = 'If you use home oxygen, CPAP or BiPAP, bring the prescription and note its settings.';
const TB_RECORDS = 'Bring your TB treatment card and records of any earlier TB treatment, with dates and medicines.';
const TB_KEEP_TAKING = 'Keep taking your TB medicines as prescribed, and bring them in their strips or boxes.';
const MASK = 'Please wear a mask to the clinic and cover your coughs, to protect others in the waiting room.';
const URGENT =
  'If you become severely breathless, confused or have chest pain before the visit, do not wait: seek emergency care or call the clinic at once.';

/** A service's list: its own title ("Preparing for your …") and items, closed by the general essentials. */
function service(what: string, items: string[]): Preparation {
  return { title: `Preparing for your ${what}`, items: [...items, ALSO_BRING] };
}

/** Each service's own preparation. */
export const SERVICE_PREPARATION: Record<ServiceSlug, Preparation> = {
  'pulmonary-function-test': service('pulmonary function test', [
    ASK_WHICH_INHALERS,
    NEVER_GO_WITHOUT,
    NO_SMOKING,
    NO_HEAVY_MEAL,
    LOOSE_CLOTHING,
    'Arrive 10 minutes early, so that you can sit and rest before the test begins.',
  ]),
  bronchoscopy: service('bronchoscopy', [
    // AWAITS THE DOCTOR'S CONFIRMATION (issue 25): the plain fasting wording and the diabetes-medicine line, in both
    // languages (common/booking/preparation.hi.ts says the same), were written by the Hindi edit, not yet signed off clinically.
    'Follow the fasting times we give you: usually eat nothing for 6 hours before the test; until 2 hours before you may drink small sips of plain water, and after that nothing, not even water.',
    BLOOD_THINNERS,
    'Tell us if you take diabetes medicines, or have allergies, heart disease or kidney disease, as some medicines need adjusting on the day.',
    'Do not take diabetes tablets or insulin while fasting unless we tell you to; take your other morning medicines with a small sip of water, unless we tell you otherwise.',
    ESCORT_AFTER_SEDATION,
    'Allow a few hours for the visit: the test takes 15 to 30 minutes, and you rest for one to two hours afterwards.',
  ]),
  'sleep-study': service('sleep study', [
    'For a study in our sleep laboratory, plan to stay the night: you arrive in the evening, the recording lasts 6-8 hours, and you leave early the next morning.',
    'Bring comfortable night clothes, toiletries and what you need for the morning, and your own pillow if it helps you settle.',
    'Take your usual evening medicines and bring them with you, and tell us about any sleeping tablets you take.',
    'On the day, avoid daytime naps and alcohol, and have no tea, coffee or cola after lunch.',
    'Eat a light dinner before you arrive.',
    'Come with clean, dry hair without oil or gel, and remove nail polish from at least one finger.',
  ]),
  'allergy-testing': service('allergy test', [
    'Stop antihistamine tablets and syrups, and cold or cough remedies that contain them, for the number of days we advise, as they block the skin test.',
    'Keep using your asthma inhalers and other prescribed medicines, unless our pulmonologist tells you otherwise.',
    'Tell us before the test if you have ever had a severe allergic reaction, or if you take beta-blocker tablets for the heart or blood pressure.',
    'Wear a top with sleeves that roll up easily, and do not put cream or lotion on your forearms that day.',
    'Note when and where your symptoms are worse (seasons, home, work, pets or dust), as this guides which allergens we test.',
  ]),
  'smoking-cessation': service('first smoking cessation visit', [
    'Note how much tobacco you use in a day (cigarettes, bidis, hookah or chewing tobacco) and how soon after waking you have the first.',
    'Think about what sets off your urge, such as tea breaks, stress or meeting friends, so we can plan around it together.',
    'Tell us about earlier quit attempts and what helped, including any nicotine gum, patches or tablets you have tried.',
    'Tell us about heart problems, pregnancy, seizures (fits) or mental health conditions, as these guide which medicines suit you.',
    'You are welcome to bring a family member or friend who will support you through the programme.',
  ]),
  'oxygen-therapy': service('oxygen therapy visit', [
    'If you already use oxygen, keep using it as prescribed on the way, and bring a portable supply if you have one.',
    'Bring your oxygen prescription, or note the flow rate and the hours you use it each day.',
    'Bring any oxygen readings you have taken at home with a finger pulse oximeter, with the date and time of each.',
    'Wear comfortable shoes, as a short walking test may be done to check your oxygen while you move.',
    'Remove nail polish from at least one finger, so that the oxygen clip reads accurately.',
    'Bring a family member who helps at home, so that they can learn the equipment and its safety rules too.',
  ]),
  'lung-rehabilitation': service('lung rehabilitation', [
    'Wear loose, comfortable clothes and supportive shoes, such as sports shoes.',
    'Bring your inhalers, a water bottle and any portable oxygen you use.',
    'Eat a light meal one to two hours before each session, rather than a heavy one.',
    'Take your usual medicines, unless we tell you otherwise.',
    'Tell the team if you feel unwell on the day, or if your breathing is worse than usual.',
    'Sessions last 2-3 hours, so plan your travel and the rest of your day around them.',
  ]),
  'critical-care': service('visit after intensive care', [
    'Bring the hospital discharge summary and any ICU reports.',
    'Bring the medicines started in hospital in their packets, so that we can check each one.',
    HOME_OXYGEN_SETTINGS,
    'A family member who was with you during the hospital stay is welcome to come and help answer questions.',
    'Write down your questions, and any symptoms since you came home, such as breathlessness, tiredness, poor sleep or low mood.',
    URGENT,
  ]),
  'lung-cancer-screening': service('lung cancer screening scan', [
    'No fasting, dye or injection is needed, so eat and take your medicines as usual.',
    'Wear comfortable clothes without metal (zips, hooks or underwire), and leave jewellery at home.',
    'Tell us if you could be pregnant, or have had a cold, fever or chest infection in the past few weeks, as we may move the scan.',
    'Be ready to tell us what you smoked, how much a day, for how many years, and when you stopped.',
    'If you still smoke, ask us about our programme to help you stop, which can start at the same visit.',
  ]),
  spirometry: service('spirometry test', [
    ASK_WHICH_INHALERS,
    NEVER_GO_WITHOUT,
    NO_SMOKING,
    NO_HEAVY_MEAL,
    LOOSE_CLOTHING,
  ]),
  'pleural-aspiration': service('pleural aspiration', [
    'You can usually eat, drink and take your regular medicines as normal beforehand.',
    BLOOD_THINNERS,
    'Bring your most recent blood test reports; we may ask for a blood count or clotting test before the procedure.',
    'Wear a loose top that is easy to take off, as the procedure is done through your back.',
    'Bring an adult to take you home, as you should not drive yourself afterwards.',
    'Allow a few hours for the visit, including a short rest and sometimes a chest X-ray afterwards.',
  ]),
  'ict-insertion': service('chest drain (ICT)', [
    'A chest drain is placed in hospital and you stay while it is in, from a day to a week or more, so pack night clothes, toiletries and your medicines.',
    BLOOD_THINNERS,
    'Bring your recent blood test reports; we check your blood count and clotting before the procedure.',
    'We will tell you if you need to stop eating and drinking beforehand, for example when a sedative is planned.',
    'Bring a family member who can stay with you and help you home when you leave hospital.',
    'If you become suddenly breathless or have sharp chest pain before the day, seek emergency care or call the clinic at once.',
  ]),
  pleuroscopy: service('pleuroscopy', [
    'Stop eating and drinking at the time we give you, usually about six hours before the procedure.',
    BLOOD_THINNERS,
    'Tell us about any allergies, and about diabetes, heart or kidney conditions.',
    'Bring your recent blood test reports; we arrange any further tests before the day.',
    'Pack for a hospital stay of one to a few days: night clothes, toiletries, your medicines and a phone charger.',
    ESCORT_AFTER_SEDATION,
  ]),
  'abg-analysis': service('ABG test', [
    'No fasting is needed: eat, drink and take your usual medicines and inhalers as normal.',
    'Tell us if you take blood thinners or have a bleeding problem, so that we press on the wrist for longer afterwards.',
    'If you use home oxygen, bring it, and note the flow rate you normally use.',
    'Arrive a few minutes early, as resting quietly before the test helps give a true reading.',
    'Wear short or loose sleeves, so that your wrist is easy to reach.',
  ]),
  'cpap-bipap-therapy': service('CPAP or BiPAP visit', [
    'Bring your sleep study report, and any blood gas (ABG) results.',
    'If you already have a machine, bring it with its mask, tubing and power cable, so that we can check the settings and fit.',
    'If your machine has a memory card or an app, bring the card or a recent usage report.',
    'Note any problems you have had, such as mask leaks, a dry mouth or nose, or trouble sleeping with the mask.',
    'If you can, bring the person who shares your room, as they can tell us whether the snoring and pauses have stopped.',
  ]),
};

/** A condition's consultation list: its own title and items, closed by the general essentials. */
function consultation(title: string, items: string[]): Preparation {
  return { title, items: [...items, ALSO_BRING] };
}

/** Preparation for a consultation about a condition, where it differs from the general list. */
export const CONDITION_PREPARATION: Partial<Record<ConditionSlug, Preparation>> = {
  'copd-treatment': consultation('Preparing for your COPD consultation', [
    INHALERS_AND_SPACER,
    KEEP_USING_INHALERS,
    HOME_OXYGEN_SETTINGS,
    'Be ready to tell us about smoking and other smoke or dust you have breathed, such as from cooking fires or work, and any past TB.',
    'Note how many flare-ups, courses of antibiotics or steroids, or hospital stays you have had in the past year.',
  ]),
  'asthma-treatment': consultation('Preparing for your asthma consultation', [
    INHALERS_AND_SPACER,
    KEEP_USING_INHALERS,
    'If you measure your peak flow at home, bring your readings or diary.',
    'Note what sets off your symptoms, and how often you use your reliever, including at night.',
  ]),
  'tb-treatment': consultation('Preparing for your TB consultation', [
    TB_RECORDS,
    'Bring your sputum test reports (such as CBNAAT, Truenat, smear or culture) and your chest X-rays.',
    TB_KEEP_TAKING,
    'Bring any blood sugar, HIV, liver or kidney test results you have.',
    MASK,
  ]),
  'pneumonia-treatment': consultation('Preparing for your pneumonia consultation', [
    'Bring the names or packets of any antibiotics you have taken for this illness, with the dates.',
    'Bring details of your flu and pneumonia vaccines, if you have had them.',
    MASK,
    URGENT,
  ]),
  'sarcoidosis-treatment': consultation('Preparing for your sarcoidosis consultation', [
    'Bring your CT scans and any biopsy, EBUS or bronchoscopy reports.',
    'Bring any eye check, ECG, calcium, kidney or liver test results you have.',
    'If you take steroids such as prednisolone, bring them and note the dose now and when you started.',
    'Keep taking your steroids as prescribed, as they must never be stopped suddenly.',
  ]),
  'pleural-diseases': consultation('Preparing for your pleural consultation', [
    'Bring your chest X-ray, ultrasound and CT reports, and any pleural fluid test results (such as ADA, cytology or culture).',
    BLOOD_THINNERS,
    'You can eat, drink and take your usual medicines as normal, unless we tell you otherwise.',
    URGENT,
  ]),
  'flu-treatment': consultation('Preparing for your flu consultation', [
    'Note when your fever and other symptoms started, and any medicines you have taken for them.',
    'Bring details of your flu and pneumonia vaccines, if you have had them.',
    MASK,
    URGENT,
  ]),
  'sleep-apnea': consultation('Preparing for your sleep apnea consultation', [
    'If you can, bring the person who shares your room, or ask them to write down what they notice: snoring, pauses in breathing or gasping.',
    'Keep a simple sleep diary for a week or two: when you go to bed and wake, any naps, and how sleepy you feel in the day.',
    'Bring any earlier sleep study report, and your CPAP machine and mask if you already use one.',
    'Bring any recent blood pressure, blood sugar or thyroid test results.',
    'If you feel drowsy in the day, please ask someone else to drive you to the clinic.',
  ]),
  'eosinophilic-lung-diseases': consultation('Preparing for your consultation', [
    'Bring your blood count reports, especially any absolute eosinophil count (AEC) and IgE results.',
    'Note any recent travel, and every medicine or supplement started in the past few months, including herbal and ayurvedic ones.',
    'Bring your inhalers if you use them.',
  ]),
  'mdr-tb-treatment': consultation('Preparing for your MDR-TB consultation', [
    TB_RECORDS,
    'Bring your sputum and drug-resistance test reports (such as CBNAAT, Truenat, line probe assay or culture).',
    'Bring your Nikshay ID or TB programme papers, if you have them.',
    TB_KEEP_TAKING,
    MASK,
  ]),
  'lung-cancer': consultation('Preparing for your lung consultation', [
    'Bring your CT and PET-CT scans (on CD or film) with their reports.',
    'Bring any biopsy, pathology or biomarker reports (such as EGFR, ALK or PD-L1), and hospital discharge summaries.',
    'If you were treated for TB, bring those records too, as the two can look alike.',
    'A family member is welcome to come with you, to listen and to help ask questions.',
    'Write down your questions beforehand, so that nothing is missed.',
  ]),
  'fungal-lung-diseases': consultation('Preparing for your consultation', [
    'Bring all earlier TB treatment records, and your sputum, culture and Aspergillus test reports.',
    'Bring your inhalers, and any steroid or antifungal medicines you take.',
    'If you have diabetes, bring your recent blood sugar results.',
  ]),
  'parasitic-lung-diseases': consultation('Preparing for your consultation', [
    'Bring your blood count reports, especially the eosinophil count, and any stool test results.',
    'Bring any abdominal ultrasound reports.',
    'Be ready to tell us where you have lived and travelled, and about contact with animals such as dogs, sheep or cattle.',
  ]),
};

/**
 * Preparation for a visit reason: the service's own, a condition's consultation list, or the general list for
 * '', "not sure", or a value it does not know (an e-mail renders whatever a stored row holds).
 */
export function preparationFor(reason: VisitReason | (string & {}) | null | undefined): Preparation {
  if (!reason || reason === NOT_SURE || !isVisitReason(reason)) return GENERAL_PREPARATION;
  if (reason in SERVICE_PREPARATION) return SERVICE_PREPARATION[reason as ServiceSlug];
  return CONDITION_PREPARATION[reason as ConditionSlug] ?? GENERAL_PREPARATION;
}
