import {
  Badge,
  Box,
  Card,
  Container,
  chakra,
  Flex,
  Grid,
  Heading,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Award, CircleCheck, CreditCard, Mail, MapPin, Phone, ShieldCheck, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  ADDRESS_LINE,
  AWARDS,
  CLINIC,
  DOCTOR,
  FACILITIES,
  FREE_CANCELLATION,
  PAYMENT_OPTIONS,
  PHONES,
  QUALIFICATIONS,
  REVIEWS,
  SAFETY,
  STATS,
  telHref,
  unbroken,
} from '../../../common/clinic';
import { Seo } from '../app/seo';
import { breadcrumbJsonLd, clinicJsonLd, physicianJsonLd } from '../app/structured-data';
import { ButtonLink } from '../components/links';
import { Testimonials } from '../components/testimonials';
import { NotFoundView } from './not-found';

function SideCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline" borderColor="brand.100">
      <Card.Body gap="3">
        <HStack gap="2" color="brand.fg">
          {icon}
          <Heading as="h2" size="sm" color="ink.900">
            {title}
          </Heading>
        </HStack>
        <Box fontSize="sm" color="ink.800">
          {children}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

function Ticks({ items }: { items: readonly string[] }) {
  return (
    <Stack as="ul" gap="1.5" listStyleType="none" p="0">
      {items.map((i) => (
        <HStack as="li" key={i} gap="2" align="start">
          <Box color="brand.600" pt="0.5" flexShrink={0}>
            <CircleCheck size={15} aria-hidden="true" />
          </Box>
          <Text>{i}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

interface ProfileTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * The profile's two sections as tabs that need no script: a radio group styled as a tab bar, and CSS showing the
 * panel whose radio is checked (`:has(:checked)`).
 *
 * Why radios: they are the native control for "one of these, exactly one at a time", so the browser already gives
 * every part of the tabs pattern — one Tab stop for the group, arrow keys moving the choice (and so the panel),
 * the state announced ("Reviews & Feedback, radio button, checked, 2 of 2"), a click on the label switching — before
 * the page's script has loaded or with none at all. ARIA tabs (role="tab") would need script for all of that. Each
 * panel starts with its own heading for screen-reader users who move by headings. A browser without :has() shows
 * both panels, one under the other: nothing is lost.
 */
function ProfileTabs({ tabs, name = 'profile-section' }: { tabs: ProfileTab[]; name?: string }) {
  const inputId = (t: ProfileTab) => `${name}-${t.id}`;
  const panelId = (t: ProfileTab) => `${name}-${t.id}-panel`;
  // For each tab: while its radio is checked, every other panel is hidden.
  const css = Object.fromEntries(
    tabs.map((t) => [`&:has(#${inputId(t)}:checked) [data-panel]:not(#${panelId(t)})`, { display: 'none' }]),
  );
  return (
    <Box css={css} minW="0">
      <Flex role="radiogroup" aria-label="Profile sections" borderBottomWidth="1px" borderColor="border">
        {tabs.map((t, i) => (
          <chakra.label
            key={t.id}
            position="relative"
            display="flex"
            alignItems="center"
            minH="10"
            px="4"
            py="2"
            textStyle="sm"
            fontWeight="medium"
            color="fg.muted"
            cursor="pointer"
            _hover={{ color: 'fg' }}
            css={{
              '&:has(:checked)': { color: 'fg' },
              // The selected tab's line, as Chakra's "line" tabs draw it.
              '&:has(:checked)::after': {
                content: '""',
                position: 'absolute',
                insetInline: '0',
                bottom: '-1px',
                height: '2px',
                bg: 'brand.solid',
              },
              '&:has(:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', zIndex: '1' },
            }}
          >
            <VisuallyHidden asChild>
              <input
                type="radio"
                id={inputId(t)}
                name={name}
                value={t.id}
                defaultChecked={i === 0}
                aria-controls={panelId(t)}
              />
            </VisuallyHidden>
            {t.label}
          </chakra.label>
        ))}
      </Flex>
      {tabs.map((t) => (
        <Box key={t.id} id={panelId(t)} data-panel="" pt="6">
          <VisuallyHidden asChild>
            <h2>{t.label}</h2>
          </VisuallyHidden>
          {t.panel}
        </Box>
      ))}
    </Box>
  );
}

export default function DoctorProfilePage() {
  const { doctorName } = useParams();
  if (doctorName !== DOCTOR.slug && doctorName !== DOCTOR.shortSlug) {
    return (
      <NotFoundView
        title="Oops! Page not found"
        text="We could not find that doctor's profile."
        back={{ to: '/', label: 'Return to Home' }}
      />
    );
  }
  const path = `/doctors/${DOCTOR.slug}`;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: DOCTOR.name, path },
  ];
  return (
    <>
      <Seo
        title={`${DOCTOR.name}, Pulmonologist in Delhi`}
        description={`${DOCTOR.name}: ${DOCTOR.title} with ${DOCTOR.experienceYears}+ years of experience. Rated ${REVIEWS.rating}/5 by ${REVIEWS.profileCount.toLocaleString('en-IN')} patients. Book an appointment in Delhi.`}
        path={path}
        keywords={[DOCTOR.name, 'pulmonologist Delhi', 'chest specialist Delhi', 'best chest doctor Lajpat Nagar']}
        jsonLd={[physicianJsonLd(), clinicJsonLd(), breadcrumbJsonLd(crumbs)]}
      />
      <Box
        bgGradient="to-br"
        gradientFrom="brand.50"
        gradientTo="white"
        borderBottomWidth="1px"
        borderColor="brand.100"
      >
        <Container maxW="7xl" py={{ base: '8', md: '12' }}>
          <Stack direction={{ base: 'column', md: 'row' }} gap="8" align={{ base: 'start', md: 'center' }}>
            <Image
              src="/images/doctor.svg"
              alt={`Portrait illustration of ${DOCTOR.name}`}
              width="160px"
              height="192px"
              htmlWidth="160"
              htmlHeight="192"
              rounded="2xl"
              bg="white"
              boxShadow="md"
            />
            <Box>
              <Badge colorPalette="brand" variant="subtle" mb="2">
                {DOCTOR.specialty}
              </Badge>
              <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="ink.900">
                {DOCTOR.name}
              </Heading>
              <Text mt="1" fontSize="lg" color="ink.700">
                {DOCTOR.title} ·{' '}
                {QUALIFICATIONS.slice(0, 3)
                  .map((q) => q.degree.split(',')[0])
                  .join(', ')}
              </Text>
              <HStack mt="3" gap="2" fontSize="sm">
                <HStack gap="0.5" color="sand.500" aria-hidden="true">
                  {[1, 2, 3, 4, 5].map((i) => (
                    <Star key={i} size={16} fill="currentColor" />
                  ))}
                </HStack>
                <Text fontWeight="semibold">{REVIEWS.rating}/5</Text>
                <Text color="ink.700">({REVIEWS.profileCount.toLocaleString('en-IN')} reviews)</Text>
              </HStack>
              <HStack mt="5" gap="3" wrap="wrap">
                <ButtonLink to="/book-appointment" colorPalette="brand" size="lg">
                  Make Appointment
                </ButtonLink>
                <ButtonLink to="/qualifications" variant="outline" colorPalette="brand" size="lg">
                  Qualifications &amp; Awards
                </ButtonLink>
              </HStack>
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
          <ProfileTabs
            tabs={[
              {
                id: 'about',
                label: 'About',
                panel: (
                  <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
                    <Text>{DOCTOR.summary}</Text>
                    <Text>
                      Patients come to {DOCTOR.name} for careful diagnosis and clear explanations. Every consultation
                      begins with listening: your symptoms, your work and home, the air you breathe. Tests are chosen
                      only when they will change your care, and every plan is explained in plain words, in English,
                      Hindi or Punjabi.
                    </Text>
                    <Text>
                      Over the years the clinic has grown to offer lung function testing, bronchoscopy, sleep studies,
                      allergy testing and pulmonary rehabilitation under one roof, so that most patients can be
                      diagnosed and treated in one place.
                    </Text>
                    <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" mt="2">
                      {STATS.map((s) => (
                        <Box key={s.label} p="4" rounded="lg" bg="brand.subtle" textAlign="center">
                          <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                            {s.value}
                          </Text>
                          <Text fontSize="sm">{s.label}</Text>
                        </Box>
                      ))}
                    </SimpleGrid>
                  </Stack>
                ),
              },
              {
                id: 'reviews',
                label: 'Reviews & Feedback',
                panel: (
                  <>
                    <Text mb="5" color="ink.700">
                      Rated {REVIEWS.rating} out of 5 from {REVIEWS.profileCount.toLocaleString('en-IN')} patient
                      reviews. A few of them:
                    </Text>
                    <Testimonials />
                  </>
                ),
              },
            ]}
          />
          <Stack gap="4" as="aside" aria-label="Clinic details">
            <SideCard title="Quick Stats" icon={<Star size={18} aria-hidden="true" />}>
              <Ticks
                items={[
                  `${DOCTOR.experienceYears}+ years experience`,
                  `${REVIEWS.rating}/5 patient rating`,
                  `${STATS[0].value} patients treated`,
                ]}
              />
            </SideCard>
            <SideCard title="Contact Info" icon={<Phone size={18} aria-hidden="true" />}>
              <Stack gap="1.5">
                <HStack gap="2" align="start">
                  <Box pt="0.5">
                    <MapPin size={15} aria-hidden="true" />
                  </Box>
                  <Text>{ADDRESS_LINE}</Text>
                </HStack>
                {PHONES.map((p) => (
                  <HStack key={p.e164} gap="2">
                    <Phone size={15} aria-hidden="true" />
                    <Link href={telHref(p)} color="brand.fg">
                      {unbroken(p.display)}
                    </Link>
                  </HStack>
                ))}
                <HStack gap="2">
                  <Mail size={15} aria-hidden="true" />
                  <Link href={`mailto:${CLINIC.email}`} color="brand.fg">
                    {CLINIC.email}
                  </Link>
                </HStack>
              </Stack>
            </SideCard>
            <SideCard title="Facilities" icon={<CircleCheck size={18} aria-hidden="true" />}>
              <Ticks items={FACILITIES} />
            </SideCard>
            <SideCard title="Awards" icon={<Award size={18} aria-hidden="true" />}>
              <Ticks items={AWARDS.map((a) => `${a.title} (${a.year})`)} />
            </SideCard>
            <SideCard title="Safety Assurances" icon={<ShieldCheck size={18} aria-hidden="true" />}>
              <Ticks items={SAFETY} />
            </SideCard>
            <SideCard title="Payment Options" icon={<CreditCard size={18} aria-hidden="true" />}>
              <HStack gap="2" wrap="wrap">
                {PAYMENT_OPTIONS.map((p) => (
                  <Badge key={p} variant="outline" colorPalette="brand" size="lg">
                    {p}
                  </Badge>
                ))}
              </HStack>
              <HStack gap="2" mt="3" color="brand.fg" fontWeight="semibold">
                <CircleCheck size={15} aria-hidden="true" />
                <Text>{FREE_CANCELLATION}</Text>
              </HStack>
            </SideCard>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
