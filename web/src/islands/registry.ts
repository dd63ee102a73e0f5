import type { ComponentType } from 'react';

/**
 * An island's loader: its module's `name` export, fetched on demand (one literal import() per island, so Vite splits
 * each one off into its own chunk).
 */
function island<K extends string, M extends Record<K, ComponentType<never>>>(load: () => Promise<M>, name: K) {
  return { load: (): Promise<ComponentType<never>> => load().then((m) => m[name]) };
}

/**
 * The interactive parts of the site (islands). Every page is prerendered HTML and CSS; only these hydrate, each as
 * its own React root, so a content page runs no React at all until a patient reaches for one of its forms.
 *
 * `eager`: hydrates once the page has painted (a page that is nothing but the form: booking, manage, desk).
 * `interaction`: hydrates when the patient first reaches into it (pointer, focus, key); until then it is the
 * prerendered form, whose typing works natively and whose submit is held and replayed (see entry-client.tsx).
 */
export const ISLANDS = {
  'booking-wizard': island(() => import('../features/booking/booking-wizard'), 'BookingWizard'),
  'home-contact-form': island(() => import('../features/contact/home-contact-form'), 'HomeContactForm'),
  'contact-page-form': island(() => import('../features/contact/contact-page-form'), 'ContactPageForm'),
  'privacy-start': island(() => import('../features/privacy/start-form'), 'PrivacyStartForm'),
  'manage-view': island(() => import('../features/manage/manage-view'), 'ManageView'),
  'privacy-request': island(() => import('../features/privacy/request-view'), 'PrivacyRequestView'),
  desk: island(() => import('../features/desk/desk-app'), 'DeskApp'),
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandLoad = 'eager' | 'interaction';

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
