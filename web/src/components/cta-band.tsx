import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck, MessageCircle, Phone } from 'lucide-react';
import { m } from '../i18n';
import { ClinicText, clinicHref } from './clinic-facts';
import { ButtonAnchor, ButtonLink } from './links';

/** The call and WhatsApp buttons: outlined in white on the band's brand colour. */
const OUTLINE_ON_BRAND = {
  size: 'lg',
  variant: 'outline',
  color: 'white',
  borderColor: 'whiteAlpha.700',
  _hover: { bg: 'whiteAlpha.200' },
} as const;

/** The closing call to action: Make Appointment, a call link, a WhatsApp chat link. */
export function CtaBand({ title, text }: { title: string; text: string }) {
  return (
    <Box as="section" aria-labelledby="cta-title" bg="brand.700" color="white" py={{ base: '10', md: '14' }}>
      <Container maxW="5xl" textAlign="center">
        <Heading as="h2" id="cta-title" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="2xl" mx="auto">
          {text}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center" mt="7">
          <ButtonLink to="/book-appointment" size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
            <CalendarCheck size={18} aria-hidden="true" />
            {m.chrome_make_appointment()}
          </ButtonLink>
          <ButtonAnchor {...clinicHref('tel')} {...OUTLINE_ON_BRAND}>
            <Phone size={18} aria-hidden="true" />
            <ClinicText kind="call-cta" />
          </ButtonAnchor>
          <ButtonAnchor {...clinicHref('whatsapp')} external {...OUTLINE_ON_BRAND}>
            <MessageCircle size={18} aria-hidden="true" />
            {m.chrome_cta_whatsapp()}
          </ButtonAnchor>
        </Stack>
      </Container>
    </Box>
  );
}
