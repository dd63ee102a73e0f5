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
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Award, CircleCheck, CreditCard, Phone, ShieldCheck, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { DOCTOR, REVIEWS } from '../../../common/clinic/facts';
import { clinicText } from '../../../common/clinic/facts.hi';
import { Seo } from '../app/seo';
import { breadcrumbJsonLd, clinicJsonLd, physicianJsonLd } from '../app/structured-data';
import { ClinicContactLines } from '../components/clinic-contact';
import { ButtonLink } from '../components/links';
import { Testimonials } from '../components/testimonials';
import { intlLocale, m, pageLocale } from '../i18n';
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
      <Flex role="radiogroup" aria-label={m.pages_doctor_tabs_label()} borderBottomWidth="1px" borderColor="border">
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
    return <NotFoundView kind="doctor" />;
  }
  const text = clinicText(pageLocale());
  const path = `/doctors/${DOCTOR.slug}`;
  const crumbs = [
    { name: m.pages_crumb_home(), path: '/' },
    { name: DOCTOR.name, path },
  ];
  const name = DOCTOR.name;
  const years = DOCTOR.experienceYears;
  const rating = REVIEWS.rating;
  // Latin digits in both languages ("1,500").
  const reviewCount = REVIEWS.profileCount.toLocaleString(intlLocale());
  return (
    <>
      <Seo
        title={m.pages_doctor_seo_title({ name })}
        description={m.pages_doctor_seo_description({
          name,
          title: text.doctorTitle,
          years,
          rating,
          count: reviewCount,
        })}
        path={path}
        keywords={m.pages_doctor_keywords({ name }).split(', ')}
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
              alt={m.pages_doctor_portrait_alt({ name })}
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
                {text.doctorSpecialty}
              </Badge>
              <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="ink.900">
                {DOCTOR.name}
              </Heading>
              <Text mt="1" fontSize="lg" color="ink.700">
                {text.doctorTitle} ·{' '}
                {text.qualifications
                  .slice(0, 3)
                  .map((q) => q.degree.split(',')[0])
                  .join(', ')}
              </Text>
              <HStack mt="3" gap="2" fontSize="sm">
                <HStack gap="0.5" color="sand.500" aria-hidden="true">
                  {[1, 2, 3, 4, 5].map((i) => (
                    <Star key={i} size={16} fill="currentColor" />
                  ))}
                </HStack>
                <Text fontWeight="semibold">{rating}/5</Text>
                <Text color="ink.700">{m.pages_doctor_review_count({ count: reviewCount })}</Text>
              </HStack>
              <HStack mt="5" gap="3" wrap="wrap">
                <ButtonLink to="/book-appointment" colorPalette="brand" size="lg">
                  {m.chrome_make_appointment()}
                </ButtonLink>
                <ButtonLink to="/qualifications" variant="outline" colorPalette="brand" size="lg">
                  {m.chrome_qualifications_awards()}
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
                label: m.pages_doctor_tab_about(),
                panel: (
                  <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
                    <Text>{text.doctorSummary}</Text>
                    <Text>{m.pages_doctor_about_listening({ name })}</Text>
                    <Text>{m.pages_doctor_about_clinic()}</Text>
                    <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" mt="2">
                      {text.stats.map((s) => (
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
                label: m.pages_doctor_tab_reviews(),
                panel: (
                  <>
                    <Text mb="5" color="ink.700">
                      {m.pages_doctor_reviews_intro({ rating, count: reviewCount })}
                    </Text>
                    <Testimonials />
                  </>
                ),
              },
            ]}
          />
          <Stack gap="4" as="aside" aria-label={m.pages_doctor_aside_label()}>
            <SideCard title={m.pages_doctor_quick_stats()} icon={<Star size={18} aria-hidden="true" />}>
              <Ticks
                items={[
                  m.forms_doctor_experience({ years }),
                  m.pages_doctor_stat_rating({ rating }),
                  m.pages_doctor_stat_patients({ count: text.stats[0].value }),
                ]}
              />
            </SideCard>
            <SideCard title={m.pages_doctor_contact_info()} icon={<Phone size={18} aria-hidden="true" />}>
              <Stack gap="1.5">
                <ClinicContactLines linkStyle={{ color: 'brand.fg' }} hours />
              </Stack>
            </SideCard>
            <SideCard title={m.pages_doctor_facilities()} icon={<CircleCheck size={18} aria-hidden="true" />}>
              <Ticks items={text.facilities} />
            </SideCard>
            <SideCard title={m.pages_awards()} icon={<Award size={18} aria-hidden="true" />}>
              <Ticks items={text.awards.map((a) => `${a.title} (${a.year})`)} />
            </SideCard>
            <SideCard title={m.pages_doctor_safety()} icon={<ShieldCheck size={18} aria-hidden="true" />}>
              <Ticks items={text.safety} />
            </SideCard>
            <SideCard title={m.pages_doctor_payment()} icon={<CreditCard size={18} aria-hidden="true" />}>
              <HStack gap="2" wrap="wrap">
                {text.paymentOptions.map((p) => (
                  <Badge key={p} variant="outline" colorPalette="brand" size="lg">
                    {p}
                  </Badge>
                ))}
              </HStack>
              <HStack gap="2" mt="3" color="brand.fg" fontWeight="semibold">
                <CircleCheck size={15} aria-hidden="true" />
                <Text>{text.freeCancellation}</Text>
              </HStack>
            </SideCard>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
