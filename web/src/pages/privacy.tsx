import { Box, Container, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Mail, Phone, UserRound } from 'lucide-react';
import { Fragment } from 'react';
import { DATA_CONTACT } from '../../../common/clinic';
import { NOTICE_TEXT } from '../../../common/privacy';
import { Seo } from '../app/seo';
import { breadcrumbJsonLd } from '../app/structured-data';
import { ButtonAnchor } from '../components/links';
import { PageHero } from '../components/page-hero';
import { NOTICE_DATE, NOTICE_SECTIONS, type NoticeSection } from '../content/privacy-notice';
import { PrivacyStartForm } from '../features/privacy/start-form';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Privacy', path: '/privacy' },
];

/** Where the request form sits on the page: the sections and the short notices point here. */
const REQUEST_ID = 'ask-about-your-data';
const CONTACT_ID = 'contact-us-about-your-data';

function SectionBlock({ section }: { section: NoticeSection }) {
  const titleId = `${section.id}-title`;
  return (
    <Box as="section" id={section.id} aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} size={{ base: 'xl', md: '2xl' }} color="ink.900" mb="3">
        {section.title}
      </Heading>
      <Stack gap="3" color="ink.800" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
        {section.paragraphs.map((p) => (
          <Text key={p.slice(0, 40)}>{p}</Text>
        ))}
        {section.points?.length ? (
          <List.Root gap="2" ps="5" listStyleType="disc">
            {section.points.map((pt) => (
              <List.Item key={pt.text.slice(0, 40)}>
                {pt.lead ? (
                  <Text as="strong" fontWeight="semibold" color="ink.900">
                    {pt.lead}
                  </Text>
                ) : null}
                {pt.lead ? ' ' : null}
                {pt.text}
              </List.Item>
            ))}
          </List.Root>
        ) : null}
        {section.after?.map((p) => (
          <Text key={p.slice(0, 40)}>{p}</Text>
        ))}
      </Stack>
    </Box>
  );
}

/** The Data Protection Contact (DPDP Rules, Rule 9): who answers questions and complaints about personal data. */
function ContactCard() {
  return (
    <Box
      as="section"
      id={CONTACT_ID}
      aria-labelledby={`${CONTACT_ID}-title`}
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="xl"
      p={{ base: '5', md: '6' }}
      data-testid="data-contact"
    >
      <Heading as="h2" id={`${CONTACT_ID}-title`} size={{ base: 'xl', md: '2xl' }} color="ink.900" mb="3">
        Who to contact
      </Heading>
      <Text color="ink.800" fontSize={{ base: 'md', md: 'lg' }} mb="4">
        For any question about your data, or a complaint, write to or call our {DATA_CONTACT.role}:
      </Text>
      <Stack gap="2.5" fontSize={{ base: 'md', md: 'lg' }}>
        <Box display="flex" gap="3" alignItems="center">
          <UserRound size={18} aria-hidden="true" />
          <Text fontWeight="semibold" color="ink.900">
            {DATA_CONTACT.name}
          </Text>
        </Box>
        <Box display="flex" gap="3" alignItems="center" minW="0">
          <Mail size={18} aria-hidden="true" />
          <Link href={`mailto:${DATA_CONTACT.email}`} color="brand.fg" fontWeight="semibold" wordBreak="break-all">
            {DATA_CONTACT.email}
          </Link>
        </Box>
        <Box display="flex" gap="3" alignItems="center">
          <Phone size={18} aria-hidden="true" />
          <Link href={`tel:${DATA_CONTACT.phoneE164}`} color="brand.fg" fontWeight="semibold" whiteSpace="nowrap">
            {DATA_CONTACT.phone}
          </Link>
        </Box>
      </Stack>
    </Box>
  );
}

/** The page's contents beside the notice on a wide screen, kept in view while reading. */
function OnThisPage() {
  const links = [
    ...NOTICE_SECTIONS.flatMap((s) => [
      { id: s.id, title: s.title },
      // The contact card follows the rights, as on the page.
      ...(s.id === 'your-rights' ? [{ id: CONTACT_ID, title: 'Who to contact' }] : []),
    ]),
    { id: REQUEST_ID, title: 'Ask about your data' },
  ];
  return (
    <Box as="nav" aria-label="On this page" hideBelow="lg" position="sticky" top="28" alignSelf="start">
      <Text fontWeight="semibold" color="ink.900" mb="3">
        On this page
      </Text>
      <Stack
        as="ul"
        gap="2"
        listStyleType="none"
        m="0"
        p="0"
        fontSize="sm"
        borderStartWidth="2px"
        borderColor="brand.100"
      >
        {links.map((l) => (
          <li key={l.id}>
            <Link href={`#${l.id}`} color="brand.fg" ps="4" display="block">
              {l.title}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** /privacy: the full privacy notice, written for patients, and the form that starts a request about one's data. */
export default function PrivacyPage() {
  return (
    <>
      <Seo
        title="Privacy Notice"
        description="What we collect when you book or write to us, why, who helps us handle it, how long we keep it, and how to see, correct or erase your data."
        path="/privacy"
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        title="Privacy Notice"
        intro="How we look after the details you give us, and how to see, correct or erase them."
        crumbs={crumbs}
      >
        <Text fontSize="sm" color="ink.700" data-testid="notice-version">
          Version of {NOTICE_DATE}
        </Text>
      </PageHero>
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 48rem) 18rem' }} gap={{ base: '8', lg: '16' }}>
          <Stack gap={{ base: '8', md: '10' }} minW="0">
            <Box
              as="section"
              aria-labelledby="in-short-title"
              borderWidth="1px"
              borderColor="gray.200"
              rounded="xl"
              p={{ base: '5', md: '6' }}
            >
              <Heading as="h2" id="in-short-title" size="lg" color="ink.900" mb="3">
                In short
              </Heading>
              <Stack gap="2" color="ink.800" fontSize={{ base: 'md', md: 'lg' }}>
                <Text>{NOTICE_TEXT.booking}</Text>
                <Text>{NOTICE_TEXT.contact}</Text>
                <Text>
                  {NOTICE_TEXT.processors} {NOTICE_TEXT.retention} {NOTICE_TEXT.rights}
                </Text>
              </Stack>
              <ButtonAnchor href={`#${REQUEST_ID}`} colorPalette="brand" variant="outline" mt="4">
                Ask about your data
              </ButtonAnchor>
            </Box>
            {NOTICE_SECTIONS.map((s) => (
              <Fragment key={s.id}>
                <SectionBlock section={s} />
                {s.id === 'your-rights' ? <ContactCard /> : null}
              </Fragment>
            ))}
            <Box
              as="section"
              id={REQUEST_ID}
              aria-labelledby={`${REQUEST_ID}-title`}
              borderTopWidth="1px"
              borderColor="gray.200"
              pt={{ base: '8', md: '10' }}
            >
              <Heading as="h2" id={`${REQUEST_ID}-title`} size={{ base: 'xl', md: '2xl' }} color="ink.900" mb="3">
                Ask about your data
              </Heading>
              <Text color="ink.800" fontSize={{ base: 'md', md: 'lg' }} mb="5">
                Type the e-mail address you booked or wrote to us with, and we will e-mail you a link. Open it to see
                what we hold and choose what you would like: a copy, a correction, erasure, or to make a complaint.
              </Text>
              <PrivacyStartForm />
            </Box>
          </Stack>
          <OnThisPage />
        </Grid>
      </Container>
    </>
  );
}
