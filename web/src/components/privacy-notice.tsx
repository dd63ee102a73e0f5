import { Box, type BoxProps, Link, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { NOTICE_TEXT } from '../../../common/privacy';

/**
 * The short privacy notice beside a form (DPDP Act s.5; Rules, Rule 3): what the form's details are used for, who
 * processes them, how long they are kept and the person's rights, with the full notice one link away. No checkbox:
 * the appointment or the answer is the purpose the person asks for. The link opens in a new tab, so nothing typed in
 * the form is lost by reading it.
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
          Your privacy.
        </Text>{' '}
        {NOTICE_TEXT[form]} {NOTICE_TEXT.processors} {NOTICE_TEXT.retention} {NOTICE_TEXT.rights}{' '}
        <Link href="/privacy" target="_blank" rel="noopener" color="brand.fg" fontWeight="semibold">
          Read our privacy notice (opens in a new tab)
        </Link>
      </Text>
    </Box>
  );
}
