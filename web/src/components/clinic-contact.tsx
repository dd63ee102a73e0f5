import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { ADDRESS_LINE, CLINIC, type PhoneLine, telHref, unbroken } from '../../../common/clinic';

/**
 * The clinic's address, phone numbers and e-mail, one line each beside its icon: the footer's "Contact" column and
 * the doctor page's contact card. The footer names each number ("(Mobile)"); the card does not.
 */
export function ClinicContactLines({
  phones,
  linkStyle,
  labelled = false,
}: {
  phones: readonly PhoneLine[];
  linkStyle: { color: string; _hover?: { color: string } };
  labelled?: boolean;
}) {
  return (
    <>
      <HStack gap="2" align="start">
        <Box pt="0.5">
          <MapPin size={15} aria-hidden="true" />
        </Box>
        <Text>{ADDRESS_LINE}</Text>
      </HStack>
      {phones.map((p) => (
        <HStack key={p.e164} gap="2">
          <Phone size={15} aria-hidden="true" />
          <Link href={telHref(p)} {...linkStyle}>
            {unbroken(p.display)}
          </Link>
          {labelled ? (
            <Text as="span" fontSize="xs">
              ({p.label})
            </Text>
          ) : null}
        </HStack>
      ))}
      <HStack gap="2">
        <Mail size={15} aria-hidden="true" />
        <Link href={`mailto:${CLINIC.email}`} {...linkStyle}>
          {CLINIC.email}
        </Link>
      </HStack>
    </>
  );
}
