import { HStack, Link } from '@chakra-ui/react';
import { Mail, Phone } from 'lucide-react';
import { telLink } from './format';

/** A phone number as a tel: link beside its icon, on a booking card and under a message. */
export function PhoneLine({ phone, label }: { phone: string; label?: string }) {
  return (
    <HStack gap="1.5" minW="0">
      <Phone size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Link href={telLink(phone)} colorPalette="brand" color="brand.fg" aria-label={label}>
        {phone}
      </Link>
    </HStack>
  );
}

/** An e-mail address as a mailto: link beside its icon; a long address breaks anywhere rather than overflow. */
export function EmailLine({ email }: { email: string }) {
  return (
    <HStack gap="1.5" minW="0">
      <Mail size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Link href={`mailto:${email}`} color="brand.fg" wordBreak="break-all" minW="0">
        {email}
      </Link>
    </HStack>
  );
}
