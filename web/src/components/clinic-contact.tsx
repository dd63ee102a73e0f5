import { Box, HStack, Link } from '@chakra-ui/react';
import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { CLINIC } from '../../../common/clinic/facts';
import { ClinicHtml, ClinicText } from './clinic-facts';

/** A line of the clinic's facts beside its icon, the icon on the first line of a text that wraps. */
export function FactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <HStack gap="2" align="start">
      <Box pt="0.5">
        <Icon size={15} aria-hidden="true" />
      </Box>
      {children}
    </HStack>
  );
}

/** The hours of every place, beside a clock. */
export function HoursLine() {
  return (
    <FactLine icon={Clock}>
      <ClinicText kind="hours" />
    </FactLine>
  );
}

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
      <FactLine icon={MapPin}>
        <ClinicText kind="address" />
      </FactLine>
      {hours ? <HoursLine /> : null}
      <FactLine icon={Phone}>
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
      </FactLine>
      <HStack gap="2">
        <Mail size={15} aria-hidden="true" />
        <Link href={`mailto:${CLINIC.email}`} {...linkStyle}>
          {CLINIC.email}
        </Link>
      </HStack>
    </>
  );
}
