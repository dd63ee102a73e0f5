import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import type { EmailCopy } from '../email/copy';
import { EN, Layout, type PrivacyView, styles } from '../email/parts';
import { defineKind } from '../kind';

/** To the person: their copy, the confirmation of the erasure, or the receipt of a correction or complaint. */
export function PrivacyAnswer({ p, t = EN }: { p: PrivacyView; t?: EmailCopy }) {
  return (
    <Layout preview={p.heading} t={t}>
      <Heading style={styles.h1}>{p.heading}</Heading>
      <Text>{p.intro}</Text>
      <Text style={styles.value}>{p.body}</Text>
      <Text style={styles.small}>{t.privacy.answerQuestions(p.contactName, p.contactEmail, p.id)}</Text>
    </Layout>
  );
}

export const privacyAnswer = defineKind({
  name: 'privacy_copy',
  about: 'privacy',
  to: 'person',
  when:
    'The person chose on their link: a copy of everything held (every personal table), the confirmation of an ' +
    'erasure, or the receipt of a correction or grievance with its due date.',
  channels: ['email'],
  email: { template: PrivacyAnswer },
});
