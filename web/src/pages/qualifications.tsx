import { Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Award, GraduationCap, Users } from 'lucide-react';
import { DOCTOR } from '../../../common/clinic/facts';
import { clinicText } from '../../../common/clinic/facts.hi';
import { Seo } from '../app/seo';
import { breadcrumbJsonLd, physicianJsonLd } from '../app/structured-data';
import { CtaBand } from '../components/cta-band';
import { IconBadge } from '../components/icon-badge';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/section';
import { Testimonials } from '../components/testimonials';
import { m, pageLocale } from '../i18n';

export default function QualificationsPage() {
  const text = clinicText(pageLocale());
  const doctor = { name: DOCTOR.name, title: text.doctorTitle };
  const crumbs = [
    { name: m.pages_crumb_home(), path: '/' },
    { name: m.chrome_qualifications_awards(), path: '/qualifications' },
  ];
  return (
    <>
      <Seo
        title={m.pages_qualifications_seo_title(doctor)}
        description={m.pages_qualifications_seo_description(doctor)}
        path="/qualifications"
        keywords={m.pages_qualifications_keywords(doctor).split(', ')}
        jsonLd={[physicianJsonLd(), breadcrumbJsonLd(crumbs)]}
      />
      <PageHero title={m.pages_qualifications_title()} intro={m.pages_qualifications_intro(doctor)} crumbs={crumbs} />
      <PageSection
        id="qualifications"
        title={m.pages_qualifications_education_title()}
        eyebrow={m.pages_qualifications_education_eyebrow()}
      >
        <Stack as="ol" gap="4" listStyleType="none" p="0">
          {text.qualifications.map((q) => (
            <Box
              as="li"
              key={q.degree}
              display="flex"
              gap="4"
              p="5"
              rounded="xl"
              borderWidth="1px"
              borderColor="brand.100"
              bg="white"
            >
              <IconBadge>
                <GraduationCap size={22} aria-hidden="true" />
              </IconBadge>
              <Box>
                <Heading as="h3" size="md">
                  {q.degree}
                </Heading>
                <Text color="ink.700">{q.institution}</Text>
                <Text color="brand.fg" fontWeight="semibold" fontSize="sm" mt="1">
                  {q.years}
                </Text>
              </Box>
            </Box>
          ))}
        </Stack>
      </PageSection>
      <PageSection id="awards" title={m.pages_awards()} eyebrow={m.pages_qualifications_awards_eyebrow()} bg="brand.50">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text.awards.map((a) => (
            <Card.Root key={a.title} variant="outline" borderColor="sand.100" bg="white">
              <Card.Body>
                <HStack gap="4" align="start">
                  <Box color="sand.700" pt="1">
                    <Award size={26} aria-hidden="true" />
                  </Box>
                  <Box>
                    <Heading as="h3" size="md">
                      {a.title}
                    </Heading>
                    <Text color="ink.700" fontSize="sm">
                      {a.by}, {a.year}
                    </Text>
                  </Box>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection
        id="memberships"
        title={m.pages_qualifications_memberships_title()}
        eyebrow={m.pages_qualifications_memberships_eyebrow()}
      >
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3" as="ul" listStyleType="none" p="0">
          {text.memberships.map((membership) => (
            <HStack as="li" key={membership} gap="3" p="4" rounded="lg" bg="brand.subtle">
              <Box flexShrink={0} color="brand.700">
                <Users size={18} aria-hidden="true" />
              </Box>
              <Text fontWeight="medium">{membership}</Text>
            </HStack>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection
        id="testimonials"
        title={m.pages_qualifications_testimonials_title()}
        eyebrow={m.pages_qualifications_testimonials_eyebrow()}
        bg="sand.50"
      >
        <Testimonials />
      </PageSection>
      <CtaBand title={m.pages_qualifications_cta_title()} text={m.pages_qualifications_cta_text()} />
    </>
  );
}
