import { services } from 'virtual:catalogue';
import { Box, Container, Grid, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck, CircleCheck, Clock, MapPin, Phone } from 'lucide-react';
import { ADDRESS_LINE, CLINIC, DOCTOR, HOURS, PRIMARY_PHONE, STATS, telHref, unbroken } from '../../../common/clinic';
import { Seo } from '../app/seo';
import { clinicJsonLd, physicianJsonLd } from '../app/structured-data';
import { CatalogueCard } from '../components/catalogue-card';
import { ClinicMap } from '../components/clinic-map';
import { ButtonAnchor, ButtonLink } from '../components/links';
import { PageSection } from '../components/section';
import { Island } from '../islands/island';

export default function HomePage() {
  return (
    <>
      <Seo
        title={`${CLINIC.name} | Best Pulmonologist in Delhi`}
        description={`${DOCTOR.name}, ${DOCTOR.title} in Delhi with ${DOCTOR.experienceYears}+ years of experience. Asthma, COPD, TB, sleep apnea and lung care. Book an appointment online.`}
        path="/"
        keywords={[
          'pulmonologist in Delhi',
          'chest specialist Delhi',
          'asthma doctor',
          'COPD treatment',
          'TB specialist',
          DOCTOR.name,
        ]}
        jsonLd={[clinicJsonLd(), physicianJsonLd()]}
      />
      <Box bgGradient="to-br" gradientFrom="brand.50" gradientVia="white" gradientTo="sand.50" overflow="hidden">
        <Container maxW="7xl" py={{ base: '10', md: '16' }}>
          <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap="10" alignItems="center">
            <Box>
              <Text
                color="brand.fg"
                fontWeight="semibold"
                textTransform="uppercase"
                letterSpacing="wider"
                fontSize="sm"
              >
                {DOCTOR.title}
              </Text>
              <Heading as="h1" mt="3" size={{ base: '4xl', md: '5xl' }} lineHeight="1.1" color="ink.900">
                Breathe easier with expert chest care in Delhi
              </Heading>
              <Text mt="5" fontSize={{ base: 'lg', md: 'xl' }} color="ink.700" maxW="xl">
                {DOCTOR.name} and the team at {CLINIC.name} diagnose and treat asthma, COPD, tuberculosis, sleep apnea
                and every kind of breathing problem, with care that is careful, clear and kind.
              </Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="8">
                <ButtonLink to="/book-appointment" colorPalette="brand" size="xl">
                  <CalendarCheck size={20} aria-hidden="true" />
                  Make Appointment
                </ButtonLink>
                <ButtonAnchor href={telHref()} variant="outline" colorPalette="brand" size="xl">
                  <Phone size={20} aria-hidden="true" />
                  {unbroken(PRIMARY_PHONE.display)}
                </ButtonAnchor>
              </Stack>
              <Stack mt="6" gap="2" fontSize="sm" color="ink.700">
                <HStack gap="2">
                  <MapPin size={16} aria-hidden="true" />
                  <Text>{ADDRESS_LINE}</Text>
                </HStack>
                <HStack gap="2">
                  <Clock size={16} aria-hidden="true" />
                  <Text>{HOURS.footer.map((h) => `${h.days}: ${h.hours}`).join(' · ')}</Text>
                </HStack>
              </Stack>
            </Box>
            <Box hideBelow="lg" justifySelf="center">
              <Image
                src="/images/hero-clinic.svg"
                alt="Illustration of healthy lungs and a stethoscope in front of a Delhi skyline"
                width="560px"
                height="440px"
                htmlWidth="560"
                htmlHeight="440"
                fetchPriority="high"
              />
            </Box>
          </Grid>
        </Container>
      </Box>

      <Box as="section" aria-label="Our record" bg="brand.700" color="white" py={{ base: '8', md: '10' }}>
        <Container maxW="7xl">
          <SimpleGrid as="dl" columns={{ base: 2, md: 5 }} gap="6" textAlign="center">
            {STATS.map((s) => (
              <Box key={s.label} display="flex" flexDirection="column-reverse">
                <Text as="dt" fontSize="sm" color="brand.100">
                  {s.label}
                </Text>
                <Text as="dd" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold">
                  {s.value}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <PageSection id="about" title={`Meet ${DOCTOR.name}`} eyebrow="About the doctor">
        <Grid templateColumns={{ base: '1fr', md: '280px 1fr' }} gap={{ base: '6', md: '10' }} alignItems="start">
          <Image
            src="/images/doctor.svg"
            alt={`Portrait illustration of ${DOCTOR.name}`}
            width="280px"
            height="336px"
            htmlWidth="280"
            htmlHeight="336"
            rounded="2xl"
            boxShadow="md"
            loading="lazy"
            maxW="full"
          />
          <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} color="ink.800" lineHeight="tall">
            <Text>{DOCTOR.summary}</Text>
            <Text>
              Trained at Delhi&apos;s leading chest institutes, {DOCTOR.name} has looked after generations of families
              in the city — through smoggy winters, TB, and the long recovery after severe infections. Patients value
              the time he takes to explain, and a plan they can follow at home.
            </Text>
            <Stack as="ul" gap="2" listStyleType="none" p="0">
              {[
                'Clear diagnosis with only the tests you need',
                'Treatment plans explained in plain words',
                'Follow-up until you are breathing well',
              ].map((t) => (
                <HStack as="li" key={t} gap="2">
                  <Box color="brand.600">
                    <CircleCheck size={18} aria-hidden="true" />
                  </Box>
                  <Text>{t}</Text>
                </HStack>
              ))}
            </Stack>
            <HStack gap="3" wrap="wrap" pt="2">
              <ButtonLink to={`/doctors/${DOCTOR.slug}`} colorPalette="brand" variant="outline">
                View full profile
              </ButtonLink>
              <ButtonLink to="/qualifications" colorPalette="brand" variant="plain">
                Qualifications &amp; Awards
              </ButtonLink>
            </HStack>
          </Stack>
        </Grid>
      </PageSection>

      <PageSection
        id="appointment"
        title="Book an Appointment"
        eyebrow="Appointments"
        lead="Choose a free time in four short steps. We will send a confirmation to your e-mail."
        bg="brand.50"
      >
        <Box maxW="3xl" mx="auto">
          {/* The two forms below the fold wake (load and hydrate) when the patient first reaches into them. */}
          <Island name="booking-wizard" props={{ variant: 'home' }} />
        </Box>
      </PageSection>

      <PageSection
        id="services"
        title="Our Services"
        eyebrow="What we do"
        lead="Tests, procedures and therapies for every breathing problem."
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {services.map((s) => (
            <CatalogueCard key={s.slug} item={s} base="/services" />
          ))}
        </SimpleGrid>
        <Box textAlign="center" mt="8">
          <ButtonLink to="/treatments" colorPalette="brand" variant="outline">
            See the conditions we treat
          </ButtonLink>
        </Box>
      </PageSection>

      <PageSection
        id="contact"
        title="Contact Us"
        eyebrow="Get in touch"
        lead="Send us a message and we will reply within one working day."
        bg="sand.50"
      >
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="8" alignItems="start">
          <Box bg="white" rounded="2xl" p={{ base: '5', md: '8' }} boxShadow="sm">
            <Island name="home-contact-form" />
          </Box>
          <ClinicMap />
        </Grid>
      </PageSection>
    </>
  );
}
