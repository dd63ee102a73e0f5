import type { ComponentType } from 'react';

/**
 * The interactive parts of the site (islands). Every page is prerendered HTML and CSS; only these hydrate, each as
 * its own React root, so a content page runs no React at all until a patient reaches for one of its forms.
 *
 * `eager`: hydrates once the page has painted (a page that is nothing but the form: booking, manage, desk).
 * `interaction`: hydrates when the patient first reaches into it (pointer, focus, key); until then it is the
 * prerendered form, whose typing works natively and whose submit is held and replayed (see entry-client.tsx).
 */
export const ISLANDS = {
  'booking-wizard': {
    load: () => import('../features/booking/booking-wizard').then((m) => m.BookingWizard as ComponentType<never>),
  },
  'home-contact-form': {
    load: () => import('../features/contact/home-contact-form').then((m) => m.HomeContactForm as ComponentType<never>),
  },
  'contact-page-form': {
    load: () => import('../features/contact/contact-page-form').then((m) => m.ContactPageForm as ComponentType<never>),
  },
  'privacy-start': {
    load: () => import('../features/privacy/start-form').then((m) => m.PrivacyStartForm as ComponentType<never>),
  },
  'manage-view': {
    load: () => import('../features/manage/manage-view').then((m) => m.ManageView as ComponentType<never>),
  },
  'privacy-request': {
    load: () => import('../features/privacy/request-view').then((m) => m.PrivacyRequestView as ComponentType<never>),
  },
  desk: {
    load: () => import('../features/desk/desk-app').then((m) => m.DeskApp as ComponentType<never>),
  },
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandLoad = 'eager' | 'interaction';

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
