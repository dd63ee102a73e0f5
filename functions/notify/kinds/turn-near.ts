import { defineKind } from '../kind';

export const turnNear = defineKind({
  name: 'queue_soon_patient',
  about: 'booking',
  to: 'patient',
  when:
    'A checked-in patient who asked for WhatsApp messages has two patients before them (after any desk action on the ' +
    'queue): once per queue entry, with the token. Never an e-mail.',
  channels: ['whatsapp'],
  phone: {
    template: () => 'queue_soon',
    stale: (a) => a.status === 'cancelled',
  },
});
