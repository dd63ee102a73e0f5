import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { EmailCopy } from '../email/copy';
import { EN, Layout, type PrivacyView, styles } from '../email/parts';
import { defineKind } from '../kind';

/** To the address someone typed at /privacy: the link that proves it is theirs and opens their choices. */
export function PrivacyLink({ p, t = EN }: { p: PrivacyView; t?: EmailCopy }) {
  return (
    <Layout preview={t.privacy.linkPreview} t={t}>
      <Heading style={styles.h1}>{t.privacy.linkHeading}</Heading>
      <Text>{t.privacy.linkIntro(p.email)}</Text>
      <Text style={styles.value}>
        <Link href={p.link} style={styles.link}>
          {t.privacy.linkText}
        </Link>
      </Text>
      <Text style={styles.small}>{t.privacy.linkFooter}</Text>
      <Text style={styles.small}>{t.privacy.questions(p.contactName, p.contactEmail, p.id)}</Text>
    </Layout>
  );
}

export const privacyLink = defineKind({
  name: 'privacy_link',
  about: 'privacy',
  to: 'person',
  when: 'Someone asks at /privacy for a link to an address: the link that proves it is theirs (e-mail only, decision 024).',
  channels: ['email'],
  email: { template: PrivacyLink },
});
