import { Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Award, GraduationCap, Users } from 'lucide-react';
import { AWARDS, DOCTOR, MEMBERSHIPS, QUALIFICATIONS } from '../../../common/clinic';
import { Seo } from '../app/seo';
import { breadcrumbJsonLd, physicianJsonLd } from '../app/structured-data';
import { CtaBand } from '../components/cta-band';
import { IconBadge } from '../components/icon-badge';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/section';
import { Testimonials } from '../components/testimonials';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Qualifications & Awards', path: '/qualifications' },
];

export default function QualificationsPage() {
  return (
    <>
      <Seo
        title={`Qualifications & Awards | ${DOCTOR.name}`}
        description={`The education, training, awards and professional memberships of ${DOCTOR.name}, ${DOCTOR.title} in Delhi, and what patients say.`}
        path="/qualifications"
        keywords={[
          `${DOCTOR.name} qualifications`,
          'pulmonologist Delhi',
          'chest specialist awards',
          'MD respiratory medicine',
        ]}
        jsonLd={[physicianJsonLd(), breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        title="My Qualifications & Awards"
        intro={`${DOCTOR.name}, ${DOCTOR.title}: more than four decades of training and practice in chest medicine.`}
        crumbs={crumbs}
      />
      <PageSection id="qualifications" title="Qualifications" eyebrow="Education & training">
        <Stack as="ol" gap="4" listStyleType="none" p="0">
          {QUALIFICATIONS.map((q) => (
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
      <PageSection id="awards" title="Awards" eyebrow="Recognition" bg="brand.50">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {AWARDS.map((a) => (
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
      <PageSection id="memberships" title="Professional Memberships" eyebrow="Memberships">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3" as="ul" listStyleType="none" p="0">
          {MEMBERSHIPS.map((m) => (
            <HStack as="li" key={m} gap="3" p="4" rounded="lg" bg="brand.subtle">
              <Box flexShrink={0} color="brand.700">
                <Users size={18} aria-hidden="true" />
              </Box>
              <Text fontWeight="medium">{m}</Text>
            </HStack>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id="testimonials" title="What Patients Say" eyebrow="Testimonials" bg="sand.50">
        <Testimonials />
      </PageSection>
      <CtaBand
        title="Book a consultation"
        text="See a chest specialist with decades of experience, at a time that suits you."
      />
    </>
  );
}
