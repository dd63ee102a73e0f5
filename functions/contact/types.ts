import type { ContactMessage } from '../../common/contact/schema';

/** A stored contact message, as the functions read it (types only: the SQL is db/contact.ts's). */
export interface ContactRow extends ContactMessage {
  id: string;
  created_at: string;
}
