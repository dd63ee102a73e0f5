/**
 * The clinic's facts that change rarely and need a review before they change (the doctor, qualifications, awards,
 * the address on the clinic's own sign, what to bring): code, defined once. Pages, structured data and e-mails import
 * from here. The values are plausible stand-ins chosen for the build: the clinic replaces them in this one file.
 *
 * The facts the desk edits are data (decision 023, common/clinic/schedule.ts): the hours and sessions, the places,
 * the phone lines, the WhatsApp number, the fee and the notice. PHONES and WHATSAPP below are only what a new
 * database starts with (DEFAULT_SCHEDULE); the public pages show the stored ones (common/clinic/display.ts).
 */

export const CLINIC = {
  name: 'Delhi Chest & Respiratory Clinic',
  shortName: 'Delhi Chest Clinic',
  tagline: 'Expert care for your lungs and breathing',
  /** Shown in the contact-page map card. */
  email: 'care@delhichestclinic.in',
} as const;

/**
 * Who answers questions about personal data (DPDP Rules, Rule 9) and grievances: published on /privacy and in the
 * notices. A stand-in like every fact here: the clinic replaces it in this one place.
 */
export const DATA_CONTACT = {
  name: 'Sunita Arora',
  role: 'Data Protection Contact and Grievance Officer',
  email: 'privacy@delhichestclinic.in',
  phone: '+91 98110 45872',
  phoneE164: '+919811045872',
} as const;

export const DOCTOR = {
  name: 'Dr. Rajiv Malhotra',
  title: 'Senior Consultant Pulmonologist',
  specialty: 'Pulmonologist',
  /** The profile's canonical slug, used by the navigation. */
  slug: 'dr-rajiv-malhotra',
  /** The footer's shorter slug for the same profile (spec §2); it renders the same page with the canonical URL. */
  shortSlug: 'dr-malhotra',
  experienceYears: 40,
  summary:
    'A chest physician with more than four decades of practice in Delhi, caring for patients with asthma, COPD, tuberculosis, sleep apnea, interstitial lung disease and every kind of breathing problem.',
  languages: ['English', 'Hindi', 'Punjabi'],
} as const;

/** The fixed text that the booking forms send as selected_doctor (spec §7: the doctor's name and "Pulmonologist"). */
export const DOCTOR_OPTION = `${DOCTOR.name} - ${DOCTOR.specialty}`;

/**
 * The short, neutral name every SMS starts with and phone messages use for the clinic's own place (issue 38): the
 * doctor's name, which tells the patient who writes without hinting at a chest clinic to whoever else reads the phone.
 * Only what a new database starts with: the desk edits it (Clinic tab, clinic_settings.sender_name_en/_hi). The Hindi
 * is in Devanagari, as the rest of a Hindi SMS is (Unicode either way).
 */
export const MESSAGE_SENDER = { en: 'Dr. Malhotra', hi: 'डॉ. मल्होत्रा' } as const;

/** Every value selected_doctor may take: the clinic's doctors, as the forms send them. */
export const DOCTOR_OPTIONS = [DOCTOR_OPTION] as const;

export interface PhoneLine {
  label: string;
  /** As displayed. */
  display: string;
  /** E.164, for tel: links. */
  e164: string;
}

export const PHONES: readonly PhoneLine[] = [
  { label: 'Mobile', display: '+91 98110 45872', e164: '+919811045872' },
  { label: 'Mobile', display: '+91 98101 63259', e164: '+919810163259' },
  { label: 'Landline', display: '011 4105 2876', e164: '+911141052876' },
];

/** The line used for "Call Now" buttons and the header's phone link. */
export const PRIMARY_PHONE = PHONES[0];

/** WhatsApp number in international form without "+", as wa.me expects. */
export const WHATSAPP = {
  number: '919811045872',
  display: '+91 98110 45872',
  message: 'Hello, I would like to book an appointment with the chest specialist.',
} as const;

export const ADDRESS = {
  street: 'B-17, Ring Road, Lajpat Nagar IV',
  locality: 'Lajpat Nagar',
  city: 'New Delhi',
  region: 'Delhi',
  postalCode: '110024',
  country: 'IN',
  countryName: 'India',
  geo: { latitude: 28.5677, longitude: 77.2433 },
} as const;

/** The address on one line. */
export const ADDRESS_LINE = `${ADDRESS.street}, ${ADDRESS.city} ${ADDRESS.postalCode}, ${ADDRESS.countryName}`;

const mapQuery = encodeURIComponent(`${CLINIC.name}, ${ADDRESS_LINE}`);

export const MAP = {
  /** The embedded map frame (the only third-party content the site loads). */
  embedUrl: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
  /** "View larger map" and the e-mail's map link. */
  linkUrl: `https://www.google.com/maps/search/?api=1&query=${mapQuery}`,
  origin: 'https://www.google.com',
} as const;

/** The marketing claims of spec §1, in display order. */
export const STATS = [
  { value: '50,000+', label: 'Patients Treated' },
  { value: '40+', label: 'Years Experience' },
  { value: '4.9/5', label: 'Patient Rating' },
  { value: '98%', label: 'Success Rate' },
  { value: '50+', label: 'Award Wins' },
] as const;

/** Review counts: the spec gives a different figure in each place (§9). */
export const REVIEWS = {
  rating: 4.9,
  profileCount: 1500,
  structuredDataCount: 156,
  mapCount: 2150,
} as const;

export const PAYMENT_OPTIONS = ['Cards', 'UPI', 'Wallet', 'Net Banking'] as const;

export const FREE_CANCELLATION = 'Free Cancellation';

/** tel: link for a phone line. */
export function telHref(phone: PhoneLine = PRIMARY_PHONE): string {
  return `tel:${phone.e164}`;
}

/** WhatsApp chat link with the greeting filled in. */
export function whatsappHref(): string {
  return `https://wa.me/${WHATSAPP.number}?text=${encodeURIComponent(WHATSAPP.message)}`;
}

export interface Qualification {
  degree: string;
  institution: string;
  years: string;
}

export const QUALIFICATIONS: readonly Qualification[] = [
  { degree: 'MBBS', institution: 'Maulana Azad Medical College, University of Delhi', years: '1976 – 1981' },
  {
    degree: 'MD, Tuberculosis & Respiratory Diseases',
    institution: 'Vallabhbhai Patel Chest Institute, University of Delhi',
    years: '1982 – 1985',
  },
  { degree: 'DNB, Respiratory Diseases', institution: 'National Board of Examinations, New Delhi', years: '1986' },
  {
    degree: 'Fellowship in Interventional Pulmonology',
    institution: 'Advanced bronchoscopy training programme',
    years: '1994',
  },
  { degree: 'Certification in Sleep Medicine', institution: 'Indian Sleep Disorders Association', years: '2008' },
];

export const AWARDS: readonly { title: string; by: string; year: string }[] = [
  { title: 'Lifetime Achievement Award in Chest Medicine', by: 'Delhi Medical Association', year: '2019' },
  { title: 'Excellence in Tuberculosis Care', by: 'State TB Cell, Delhi', year: '2015' },
  { title: 'Best Pulmonologist, South Delhi', by: 'Healthcare Excellence Awards', year: '2022' },
  {
    title: 'Distinguished Service in Critical Care',
    by: 'Indian Society of Critical Care Medicine, Delhi branch',
    year: '2012',
  },
];

export const MEMBERSHIPS: readonly string[] = [
  'Indian Chest Society (ICS)',
  'National College of Chest Physicians, India (NCCP)',
  'European Respiratory Society (ERS)',
  'Indian Society of Critical Care Medicine (ISCCM)',
  'Indian Sleep Disorders Association (ISDA)',
  'Delhi Medical Association (DMA)',
];

/** What the clinic offers on site, for the profile's sidebar. */
export const FACILITIES: readonly string[] = [
  'Pulmonary function and spirometry lab',
  'Bronchoscopy suite',
  'Overnight sleep study room',
  'Allergy testing',
  'Nebulisation and oxygen therapy',
  'Pulmonary rehabilitation',
];

/** Safety assurances shown on the profile. */
export const SAFETY: readonly string[] = [
  'Sterilised instruments for every procedure',
  'Separate waiting area for patients with fever or cough',
  'Masks and hand hygiene at every step',
  'Your records kept private and confidential',
];

/** What a patient should bring to the visit: the booking page, the confirmation e-mail and its calendar entry. */
export const WHAT_TO_BRING: readonly string[] = [
  'Earlier chest X-rays or CT scans (films and reports)',
  'Your medical reports and test results',
  'A list of the medicines you take now, including inhalers',
  'A photo ID',
];

/**
 * A phone number (or the label of a link that calls one) as one unbreakable piece: spaces become no-break spaces, so
 * a narrow screen never wraps a number in the middle. For the web pages; texts and e-mails keep plain spaces.
 */
export function unbroken(text: string): string {
  return text.replace(/ /g, '\u00a0');
}
