import { Box, Container, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Mail, Phone, UserRound } from 'lucide-react';
import { Fragment } from 'react';
import { DATA_CONTACT, unbroken } from '../../../../common/clinic/facts';
import { Seo } from '../../app/seo';
import { breadcrumbJsonLd } from '../../app/structured-data';
import { ButtonAnchor, NavLink } from '../../components/links';
import { PageHero } from '../../components/page-hero';
import type { NoticeSection, PrivacyNoticeCopy } from '../../content/privacy-notice';
import { Island } from '../../islands/island';

/** Where the request form sits on the page: the sections and the short notices point here. */
const REQUEST_ID = 'ask-about-your-data';
const CONTACT_ID = 'contact-us-about-your-data';

/** Body text's line height: Devanagari's vowel signs above and below the line need a little more room. */
function bodyLineHeight(lang: PrivacyNoticeCopy['lang']) {
  return lang === 'hi' ? '1.8' : 'tall';
}

function SectionBlock({ section, lineHeight }: { section: NoticeSection; lineHeight: string }) {
  const titleId = `${section.id}-title`;
  return (
    <Box as="section" id={section.id} aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} size={{ base: 'xl', md: '2xl' }} color="ink.900" mb="3">
        {section.title}
      </Heading>
      <Stack gap="3" color="ink.800" fontSize={{ base: 'md', md: 'lg' }} lineHeight={lineHeight}>
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
function ContactCard({ copy }: { copy: PrivacyNoticeCopy['contact'] }) {
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
        {copy.title}
      </Heading>
      <Text color="ink.800" fontSize={{ base: 'md', md: 'lg' }} mb="4">
        {copy.intro}
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
            {unbroken(DATA_CONTACT.phone)}
          </Link>
        </Box>
      </Stack>
    </Box>
  );
}

/** The page's contents beside the notice on a wide screen, kept in view while reading. */
function OnThisPage({ copy }: { copy: PrivacyNoticeCopy }) {
  const links = [
    ...copy.sections.flatMap((s) => [
      { id: s.id, title: s.title },
      // The contact card follows the rights, as on the page.
      ...(s.id === 'your-rights' ? [{ id: CONTACT_ID, title: copy.contact.title }] : []),
    ]),
    { id: REQUEST_ID, title: copy.request.title },
  ];
  return (
    <Box as="nav" aria-label={copy.onThisPage} hideBelow="lg" position="sticky" top="28" alignSelf="start">
      <Text fontWeight="semibold" color="ink.900" mb="3">
        {copy.onThisPage}
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

/**
 * The full privacy notice, written for patients, and the form that starts a request about one's data: one layout for
 * every language, each page passing its own content module (/privacy, /hi/privacy).
 */
export function PrivacyNoticePage({ copy }: { copy: PrivacyNoticeCopy }) {
  const lineHeight = bodyLineHeight(copy.lang);
  return (
    <Box lang={copy.lang}>
      <Seo
        title={copy.seo.title}
        description={copy.seo.description}
        path={copy.path}
        jsonLd={[breadcrumbJsonLd(copy.crumbs)]}
      />
      <PageHero title={copy.title} intro={copy.intro} crumbs={copy.crumbs}>
        <Stack direction="row" gap="2" columnGap="4" wrap="wrap" alignItems="baseline">
          <Text fontSize="sm" color="ink.700" data-testid="notice-version">
            {copy.version}
          </Text>
          <NavLink
            to={copy.otherLanguage.path}
            exact
            lang={copy.otherLanguage.lang}
            hrefLang={copy.otherLanguage.lang}
            color="brand.fg"
            fontWeight="semibold"
            fontSize="sm"
            data-testid="notice-language"
          >
            {copy.otherLanguage.label}
          </NavLink>
        </Stack>
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
                {copy.inShort.title}
              </Heading>
              <Stack gap="2" color="ink.800" fontSize={{ base: 'md', md: 'lg' }} lineHeight={lineHeight}>
                {copy.inShort.paragraphs.map((p) => (
                  <Text key={p.slice(0, 40)}>{p}</Text>
                ))}
              </Stack>
              <ButtonAnchor href={`#${REQUEST_ID}`} colorPalette="brand" variant="outline" mt="4">
                {copy.request.title}
              </ButtonAnchor>
            </Box>
            {copy.sections.map((s) => (
              <Fragment key={s.id}>
                <SectionBlock section={s} lineHeight={lineHeight} />
                {s.id === 'your-rights' ? <ContactCard copy={copy.contact} /> : null}
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
                {copy.request.title}
              </Heading>
              <Stack gap="3" color="ink.800" fontSize={{ base: 'md', md: 'lg' }} lineHeight={lineHeight} mb="5">
                {copy.request.paragraphs.map((p) => (
                  <Text key={p.slice(0, 40)}>{p}</Text>
                ))}
              </Stack>
              <Island name="privacy-start" props={{ copy: copy.request.form }} />
            </Box>
          </Stack>
          <OnThisPage copy={copy} />
        </Grid>
      </Container>
    </Box>
  );
}
