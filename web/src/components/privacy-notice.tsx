import { Box, type BoxProps, Link, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { DEFAULT_RETENTION_MONTHS } from '../../../common/privacy/facts';
import { href, m } from '../i18n';

/**
 * The short notice's sentences in the page's language. In English they are NOTICE_TEXT of common/privacy/facts.ts word for
 * word (a unit test holds them together); in Hindi, the wording of the Hindi notice's "in short" (/hi/privacy).
 */
const NOTICE = {
  booking: m.chrome_privacy_booking,
  contact: m.chrome_privacy_contact,
  processors: m.chrome_privacy_processors,
  retention: () => m.chrome_privacy_retention({ months: DEFAULT_RETENTION_MONTHS }),
  rights: m.chrome_privacy_rights,
};

/**
 * The short privacy notice beside a form (DPDP Act s.5; Rules, Rule 3): what the form's details are used for, who
 * processes them, how long they are kept and the person's rights, with the full notice one link away (in the page's
 * language). No checkbox: the appointment or the answer is the purpose the person asks for. The link opens in a new
 * tab, so nothing typed in the form is lost by reading it.
 */
export function PrivacyNotice({ form, ...rest }: { form: 'booking' | 'contact' } & BoxProps) {
  return (
    <Box
      display="flex"
      gap="3"
      alignItems="start"
      bg="gray.50"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      px="4"
      py="3"
      fontSize="sm"
      color="ink.700"
      data-testid="privacy-notice"
      {...rest}
    >
      <Box color="brand.fg" pt="0.5" flexShrink={0}>
        <ShieldCheck size={18} aria-hidden="true" />
      </Box>
      <Text>
        <Text as="strong" color="ink.900" fontWeight="semibold">
          {m.chrome_privacy_lead()}
        </Text>{' '}
        {NOTICE[form]()} {NOTICE.processors()} {NOTICE.retention()} {NOTICE.rights()}{' '}
        <Link href={href('/privacy')} target="_blank" rel="noopener" color="brand.fg" fontWeight="semibold">
          {m.chrome_privacy_link()}
        </Link>
      </Text>
    </Box>
  );
}
