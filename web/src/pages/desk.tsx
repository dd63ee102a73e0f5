import { Seo } from '../app/seo';
import { Island } from '../islands/island';

/**
 * The clinic desk: the day's bookings, search, messages, closures and the export, for staff signed in through
 * Cloudflare Access. The prerendered page is an empty shell: every piece of data comes from /api/desk/* after load.
 */
export default function DeskPage() {
  return (
    <>
      <Seo
        title="Clinic desk"
        description="The clinic's desk for staff: the day's bookings, messages and closures."
        noindex
      />
      <Island name="desk" load="eager" />
    </>
  );
}
