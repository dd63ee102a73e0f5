import { STALE, toPatient } from '../kind';

export const turnNear = toPatient({
  name: 'queue_soon_patient',
  when:
    'A checked-in patient who asked for WhatsApp messages has two patients before them (after any desk action on the ' +
    'queue): once per queue entry, with the token. Never an e-mail.',
  phone: { template: () => 'queue_soon', stale: STALE.ifCancelled },
});
