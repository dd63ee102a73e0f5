import { Box, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Clock, Phone, ShieldCheck } from 'lucide-react';
import { clinicText } from '../../../common/clinic/facts.hi';
import { ClinicFee, ClinicText, clinicHref } from '../components/clinic-facts';
import { HeroPage } from '../components/hero-page';
import { m, pageLocale } from '../i18n';
import { Island } from '../islands/island';

export default function BookAppointmentPage() {
  // What to bring is the list of the confirmation e-mail (clinic.ts, and its Hindi in preparation.hi.ts).
  const { whatToBring, freeCancellation } = clinicText(pageLocale());
  return (
    <HeroPage
      path="/book-appointment"
      head={{
        title: m.pages_book_seo_title(),
        description: m.pages_book_seo_description(),
        keywords: m.pages_book_keywords(),
      }}
      hero={{ crumb: m.pages_book_crumb(), title: m.pages_book_title(), intro: m.pages_book_intro() }}
    >
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
          <Island name="booking-wizard" props={{ variant: 'page' }} load="interaction" />
          <Stack gap="4" bg="brand.subtle" rounded="xl" p="6">
            <Heading as="h2" size="md">
              {m.pages_book_what_to_bring()}
            </Heading>
            <Stack as="ul" gap="1.5" fontSize="sm" listStyleType="disc" ps="5">
              {whatToBring.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </Stack>
            <HStack gap="2" fontSize="sm" align="start">
              <Box pt="0.5">
                <ShieldCheck size={16} aria-hidden="true" />
              </Box>
              <Text>{m.pages_book_cancellation({ free: freeCancellation })}</Text>
            </HStack>
            <HStack gap="2" fontSize="sm" align="start">
              <Box pt="0.5">
                <Clock size={16} aria-hidden="true" />
              </Box>
              <ClinicText kind="hours" />
            </HStack>
            <ClinicFee fontSize="sm" fontWeight="semibold" />
            <HStack gap="2" fontSize="sm">
              <Phone size={16} aria-hidden="true" />
              <Text>
                {m.pages_book_prefer_call()}{' '}
                <Link {...clinicHref('tel')} color="brand.fg" fontWeight="semibold">
                  <ClinicText kind="phone" />
                </Link>
              </Text>
            </HStack>
          </Stack>
        </Grid>
      </Container>
    </HeroPage>
  );
}
