import { services } from 'virtual:catalogue';
import { Box, Container, Grid, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck, CircleCheck, Clock, MapPin, Phone } from 'lucide-react';
import { CLINIC, DOCTOR } from '../../../common/clinic/facts';
import { clinicText } from '../../../common/clinic/facts.hi';
import { Seo } from '../app/seo';
import { clinicJsonLd, physicianJsonLd } from '../app/structured-data';
import { CatalogueCard } from '../components/catalogue-card';
import { ClinicText, clinicHref } from '../components/clinic-facts';
import { ClinicMap } from '../components/clinic-map';
import { Eyebrow } from '../components/eyebrow';
import { ButtonAnchor, ButtonLink } from '../components/links';
import { PageSection } from '../components/section';
import { m, pageLocale } from '../i18n';
import { Island } from '../islands/island';

/** The home page (/ and /hi), in the page's language; the two forms are islands that speak it too. */
export default function HomePage() {
  const text = clinicText(pageLocale());
  return (
    <>
      <Seo
        title={m.home_seo_title({ clinic: CLINIC.name })}
        description={m.home_seo_description({
          name: DOCTOR.name,
          title: text.doctorTitle,
          years: DOCTOR.experienceYears,
        })}
        path="/"
        keywords={[...m.home_seo_keywords().split(', '), DOCTOR.name]}
        jsonLd={[clinicJsonLd(), physicianJsonLd()]}
      />
      <Box bgGradient="to-br" gradientFrom="brand.50" gradientVia="white" gradientTo="sand.50" overflow="hidden">
        <Container maxW="7xl" py={{ base: '10', md: '16' }}>
          <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap="10" alignItems="center">
            <Box>
              <Eyebrow>{text.doctorTitle}</Eyebrow>
              <Heading as="h1" mt="3" size={{ base: '4xl', md: '5xl' }} lineHeight="1.1" color="ink.900">
                {m.home_hero_title()}
              </Heading>
              <Text mt="5" fontSize={{ base: 'lg', md: 'xl' }} color="ink.700" maxW="xl">
                {m.home_hero_text({ doctor: DOCTOR.name, clinic: CLINIC.name })}
              </Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="8">
                <ButtonLink to="/book-appointment" colorPalette="brand" size="xl">
                  <CalendarCheck size={20} aria-hidden="true" />
                  {m.chrome_make_appointment()}
                </ButtonLink>
                <ButtonAnchor {...clinicHref('tel')} variant="outline" colorPalette="brand" size="xl">
                  <Phone size={20} aria-hidden="true" />
                  <ClinicText kind="phone" />
                </ButtonAnchor>
              </Stack>
              <Stack mt="6" gap="2" fontSize="sm" color="ink.700">
                <HStack gap="2" align="start">
                  <MapPin size={16} aria-hidden="true" />
                  <ClinicText kind="address" />
                </HStack>
                <HStack gap="2" align="start">
                  <Clock size={16} aria-hidden="true" />
                  <ClinicText kind="hours" />
                </HStack>
              </Stack>
            </Box>
            <Box hideBelow="lg" justifySelf="center">
              <Image
                src="/images/hero-clinic.svg"
                alt={m.home_hero_image_alt()}
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

      <Box as="section" aria-label={m.home_stats_label()} bg="brand.700" color="white" py={{ base: '8', md: '10' }}>
        <Container maxW="7xl">
          <SimpleGrid as="dl" columns={{ base: 2, md: 5 }} gap="6" textAlign="center">
            {text.stats.map((s) => (
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

      <PageSection id="about" title={m.home_about_title({ name: DOCTOR.name })} eyebrow={m.home_about_eyebrow()}>
        <Grid templateColumns={{ base: '1fr', md: '280px 1fr' }} gap={{ base: '6', md: '10' }} alignItems="start">
          <Image
            src="/images/doctor.svg"
            alt={m.home_about_portrait_alt({ name: DOCTOR.name })}
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
            <Text>{text.doctorSummary}</Text>
            <Text>{m.home_about_text({ name: DOCTOR.name })}</Text>
            <Stack as="ul" gap="2" listStyleType="none" p="0">
              {[m.home_about_point_diagnosis(), m.home_about_point_plain_words(), m.home_about_point_follow_up()].map(
                (t) => (
                  <HStack as="li" key={t} gap="2">
                    <Box color="brand.600">
                      <CircleCheck size={18} aria-hidden="true" />
                    </Box>
                    <Text>{t}</Text>
                  </HStack>
                ),
              )}
            </Stack>
            <HStack gap="3" wrap="wrap" pt="2">
              <ButtonLink to={`/doctors/${DOCTOR.slug}`} colorPalette="brand" variant="outline">
                {m.home_about_profile()}
              </ButtonLink>
              <ButtonLink to="/qualifications" colorPalette="brand" variant="plain">
                {m.chrome_qualifications_awards()}
              </ButtonLink>
            </HStack>
          </Stack>
        </Grid>
      </PageSection>

      <PageSection
        id="appointment"
        title={m.pages_book_title()}
        eyebrow={m.home_appointment_eyebrow()}
        lead={m.home_appointment_lead()}
        bg="brand.50"
      >
        <Box maxW="3xl" mx="auto">
          {/* The two forms below the fold wake (load and hydrate) when the patient first reaches into them. */}
          <Island name="booking-wizard" props={{ variant: 'home' }} />
        </Box>
      </PageSection>

      <PageSection
        id="services"
        title={m.pages_services_title()}
        eyebrow={m.home_services_eyebrow()}
        lead={m.home_services_lead()}
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {services.map((s) => (
            <CatalogueCard key={s.slug} item={s} base="/services" />
          ))}
        </SimpleGrid>
        <Box textAlign="center" mt="8">
          <ButtonLink to="/treatments" colorPalette="brand" variant="outline">
            {m.home_services_conditions()}
          </ButtonLink>
        </Box>
      </PageSection>

      <PageSection
        id="contact"
        title={m.home_contact_title()}
        eyebrow={m.home_contact_eyebrow()}
        lead={m.home_contact_lead()}
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
