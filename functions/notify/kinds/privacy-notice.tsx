import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { Field, Layout, type PrivacyView, styles } from '../email/parts';
import { toClinic } from '../kind';

/** To the clinic: a request to handle (or one done automatically), without the person's data. */
export function PrivacyNotification({ p }: { p: PrivacyView }) {
  return (
    <Layout preview={`Privacy request: ${p.kindLabel}`}>
      <Heading style={styles.h1}>Privacy request: {p.kindLabel}</Heading>
      <Field label="Reference" value={p.id} />
      <Field label="Answer due" value={p.due} />
      <Text style={styles.value}>
        The details are on the{' '}
        <Link href={p.link} style={styles.link}>
          clinic desk
        </Link>
        , under Privacy.
      </Text>
    </Layout>
  );
}

export const privacyNotice = toClinic({
  name: 'privacy_clinic',
  about: 'privacy',
  when: "Beside the person's answer: a request to handle (or one done at once), without the person's data.",
  email: { template: PrivacyNotification },
});
