/** A patient's words, shown on /qualifications and the doctor's Reviews tab (spec §3: text, author, location, 5). */
export interface Testimonial {
  text: string;
  author: string;
  location: string;
  rating: 5;
}

/**
 * The language the testimonials are written in. They are what patients said, so they are shown as they said it on the
 * Hindi pages too (a translation would put words in their mouths); the markup says so with `lang`, so a screen reader
 * reads them in English voice, and the section around them is in the page's language.
 */
export const TESTIMONIALS_LANG = 'en-IN';

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    text: 'My father had been coughing for months and every winter was worse. The doctor listened patiently, explained his COPD in simple words and set up a plan. He now walks to the park every morning.',
    author: 'Anjali S.',
    location: 'Lajpat Nagar, Delhi',
    rating: 5,
  },
  {
    text: 'I was scared when I heard the word TB. The doctor was calm, explained the six months of treatment clearly and checked on me at every step. I completed the course and I am fully well.',
    author: 'Mohammed R.',
    location: 'Okhla, Delhi',
    rating: 5,
  },
  {
    text: 'The sleep study showed I had sleep apnea. With CPAP I wake up fresh for the first time in years, and my wife says the snoring has stopped.',
    author: 'Rajesh K.',
    location: 'Noida',
    rating: 5,
  },
  {
    text: 'My daughter’s asthma attacks used to send us to the emergency room. After the inhaler technique training and a proper plan, she has not missed school this year.',
    author: 'Priya M.',
    location: 'Gurugram',
    rating: 5,
  },
  {
    text: 'Clean clinic, on-time appointment and a doctor who takes the time to answer every question. The bronchoscopy was much easier than I feared.',
    author: 'Harpreet B.',
    location: 'Defence Colony, Delhi',
    rating: 5,
  },
  {
    text: 'After my mother’s pneumonia, the doctor guided us through recovery and breathing exercises. The staff were kind and always reachable on the phone.',
    author: 'Sunita G.',
    location: 'Faridabad',
    rating: 5,
  },
];
