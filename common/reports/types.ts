import type { ReportType } from './file-check';

/** Where a report came from: a booking form, the manage page, the clinic's WhatsApp number, or the desk. */
export type ReportSource = 'form' | 'manage' | 'whatsapp' | 'desk';

/** A report as the patient's pages see it (the manage page, a booking's answer). */
export interface ReportView {
  id: string;
  name: string;
  type: ReportType;
  /** Bytes. */
  size: number;
  source: ReportSource;
  created_at: string;
}

/** A report as the desk sees it: who added it, and a link to open it that works for a few minutes, for this member of staff. */
export interface DeskReportView extends ReportView {
  added_by: string;
  image: boolean;
  url: string;
}

/** The reports of a booking as the manage page shows them: the list (opened from the e-mail) or only how many. */
export interface ManageReports {
  /** Opened from a phone message, names are not shown (family phones are shared): only the count. */
  items?: ReportView[];
  count: number;
  max: number;
  /** Whether more may be added now (the booking is still ahead and holds fewer than `max`). */
  can_add: boolean;
  /** Whether the page may remove one now (opened from the e-mail, the booking still ahead). */
  can_remove: boolean;
}
