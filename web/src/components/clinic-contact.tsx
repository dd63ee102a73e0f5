import { Box, HStack, Link } from '@chakra-ui/react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { CLINIC } from '../../../common/clinic';
import { ClinicHtml, ClinicText } from './clinic-facts';

/**
 * The clinic's address, phone numbers and e-mail, one line each beside its icon: the footer's "Contact" column and
 * the doctor page's contact card (which adds the hours). The footer names each number ("(Mobile)"); the card does
 * not. Address, hours and phones are the clinic's schedule (clinic-facts.tsx).
 */
export function ClinicContactLines({
  linkStyle,
  labelled = false,
  hours = false,
}: {
  linkStyle: { color: string; _hover?: { color: string } };
  labelled?: boolean;
  hours?: boolean;
}) {
  return (
    <>
      <HStack gap="2" align="start">
        <Box pt="0.5">
          <MapPin size={15} aria-hidden="true" />
        </Box>
        <ClinicText kind="address" />
      </HStack>
      {hours ? (
        <HStack gap="2" align="start">
          <Box pt="0.5">
            <Clock size={15} aria-hidden="true" />
          </Box>
          <ClinicText kind="hours" />
        </HStack>
      ) : null}
      <HStack gap="2" align="start">
        <Box pt="0.5">
          <Phone size={15} aria-hidden="true" />
        </Box>
        <ClinicHtml
          kind={labelled ? 'phones-labelled' : 'phones'}
          display="flex"
          flexDirection="column"
          gap="2"
          css={{
            '& a': { color: linkStyle.color, textDecoration: 'none' },
            '& a:hover': { color: linkStyle._hover?.color ?? linkStyle.color, textDecoration: 'underline' },
            '& a + span': { fontSize: 'xs' },
          }}
        />
      </HStack>
      <HStack gap="2">
        <Mail size={15} aria-hidden="true" />
        <Link href={`mailto:${CLINIC.email}`} {...linkStyle}>
          {CLINIC.email}
        </Link>
      </HStack>
    </>
  );
}
