import { Box, Card, Container, Grid, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { CLINIC, unbroken } from '../../../common/clinic/facts';
import { clinicJsonLd } from '../app/structured-data';
import { ClinicFee, ClinicHtml, ClinicText, clinicHref } from '../components/clinic-facts';
import { ClinicMap } from '../components/clinic-map';
import { HeroPage } from '../components/hero-page';
import { IconBadge } from '../components/icon-badge';
import { ButtonAnchor } from '../components/links';
import { m } from '../i18n';
import { Island } from '../islands/island';

function InfoCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline" borderColor="brand.100">
      <Card.Body gap="3">
        <IconBadge>{icon}</IconBadge>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Box color="ink.700" fontSize="sm">
          {children}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

export default function ContactPage() {
  const head = {
    title: m.pages_contact_seo_title(),
    description: m.pages_contact_seo_description({ clinic: CLINIC.name }),
    keywords: m.pages_contact_keywords(),
  };
  return (
    <HeroPage
      path="/contact"
      head={head}
      hero={{ crumb: m.pages_contact_crumb(), title: m.pages_contact_title(), intro: m.pages_contact_intro() }}
      jsonLd={[clinicJsonLd()]}
    >
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <InfoCard icon={<MapPin size={22} aria-hidden="true" />} title={m.pages_contact_visit()}>
            <ClinicHtml
              kind="places"
              css={{
                '& > div': { display: 'flex', flexDirection: 'column', gap: '1' },
                '& > div + div': { mt: '4' },
                '& strong': { color: 'ink.900' },
                '& a': { color: 'brand.fg', fontWeight: 'semibold', textDecoration: 'underline' },
              }}
            />
            <ClinicFee mt="3" fontWeight="semibold" color="ink.900" />
          </InfoCard>
          <InfoCard icon={<Mail size={22} aria-hidden="true" />} title={m.pages_contact_email()}>
            <Link href={`mailto:${CLINIC.email}`} color="brand.fg">
              {CLINIC.email}
            </Link>
          </InfoCard>
          <InfoCard icon={<Phone size={22} aria-hidden="true" />} title={m.pages_contact_call()}>
            <ClinicHtml
              kind="phones-labelled"
              display="flex"
              flexDirection="column"
              gap="1"
              css={{ '& a': { color: 'brand.fg' }, '& a:hover': { textDecoration: 'underline' } }}
            />
          </InfoCard>
        </SimpleGrid>
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="8" mt="10" alignItems="start">
          <Box as="section" aria-labelledby="form-title">
            <Heading as="h2" id="form-title" size="xl" mb="2">
              {m.pages_contact_form_title()}
            </Heading>
            <Text color="ink.700" mb="5">
              {m.pages_contact_form_lead()}
            </Text>
            <Island name="contact-page-form" />
          </Box>
          <Box as="section" aria-labelledby="map-title">
            <Heading as="h2" id="map-title" size="xl" mb="5">
              {m.pages_contact_map_title()}
            </Heading>
            <ClinicMap />
          </Box>
        </Grid>
      </Container>
      <Box
        as="section"
        aria-labelledby="assist-title"
        bg="sand.50"
        borderTopWidth="1px"
        borderColor="sand.100"
        py={{ base: '10', md: '12' }}
      >
        <Container maxW="4xl" textAlign="center">
          <Heading as="h2" id="assist-title" size={{ base: 'xl', md: '2xl' }}>
            {m.pages_contact_assist_title()}
          </Heading>
          <Text mt="3" color="ink.700">
            {m.pages_contact_assist_text()}
          </Text>
          <ButtonAnchor {...clinicHref('tel')} colorPalette="brand" size="lg" mt="6">
            <Phone size={18} aria-hidden="true" />
            {unbroken(m.pages_contact_call_now())}
          </ButtonAnchor>
          <Text mt="2" fontSize="sm" color="ink.700">
            <ClinicText kind="phone" />
          </Text>
        </Container>
      </Box>
    </HeroPage>
  );
}
