import { Box, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Clock, Phone, ShieldCheck } from 'lucide-react';
import { FREE_CANCELLATION, HOURS, PRIMARY_PHONE, telHref, unbroken, WHAT_TO_BRING } from '../../../common/clinic';
import { Seo } from '../app/seo';
import { breadcrumbJsonLd } from '../app/structured-data';
import { PageHero } from '../components/page-hero';
import { Island } from '../islands/island';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Book Appointment', path: '/book-appointment' },
];

export default function BookAppointmentPage() {
  return (
    <>
      <Seo
        title="Book an Appointment with a Pulmonologist in Delhi"
        description="Book a consultation with our senior chest specialist in four short steps. Choose a free time, and get a confirmation by e-mail."
        path="/book-appointment"
        keywords={['book pulmonologist appointment Delhi', 'chest specialist appointment', 'lung doctor Delhi']}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        title="Book an Appointment"
        intro="Four short steps. We will confirm by e-mail, with everything you need for your visit."
        crumbs={crumbs}
      />
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
          <Island name="booking-wizard" props={{ variant: 'page' }} load="interaction" />
          <Stack gap="4" bg="brand.subtle" rounded="xl" p="6">
            <Heading as="h2" size="md">
              What to bring
            </Heading>
            <Stack as="ul" gap="1.5" fontSize="sm" listStyleType="disc" ps="5">
              {WHAT_TO_BRING.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </Stack>
            <HStack gap="2" fontSize="sm" align="start">
              <Box pt="0.5">
                <ShieldCheck size={16} aria-hidden="true" />
              </Box>
              <Text>{FREE_CANCELLATION}: call us if your plans change.</Text>
            </HStack>
            <HStack gap="2" fontSize="sm" align="start">
              <Box pt="0.5">
                <Clock size={16} aria-hidden="true" />
              </Box>
              <Text>{HOURS.footer.map((h) => `${h.days}: ${h.hours}`).join(' · ')}</Text>
            </HStack>
            <HStack gap="2" fontSize="sm">
              <Phone size={16} aria-hidden="true" />
              <Text>
                Prefer to call?{' '}
                <Link href={telHref()} color="brand.fg" fontWeight="semibold">
                  {unbroken(PRIMARY_PHONE.display)}
                </Link>
              </Text>
            </HStack>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
