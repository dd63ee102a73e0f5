import { Box, Container, Grid, Stack, Text } from '@chakra-ui/react';
import { CLINIC, DOCTOR } from '../../../../common/clinic/facts';
import { clinicText } from '../../../../common/clinic/facts.hi';
import { ClinicContactLines, HoursLine } from '../../components/clinic-contact';
import { NavLink } from '../../components/links';
import { m, pageLocale } from '../../i18n';
import { Logo } from './logo';

/** Quick links: the home page's sections (spec §2), then the lists and pages a patient looks for. */
const QUICK_LINKS = [
  { label: m.pages_book_title, to: '/#appointment' },
  { label: m.pages_services_title, to: '/#services' },
  { label: m.chrome_footer_contact_us, to: '/#contact' },
  { label: m.chrome_footer_all_services, to: '/services' },
  { label: m.chrome_footer_conditions, to: '/treatments' },
  { label: m.chrome_qualifications_awards, to: '/qualifications' },
  { label: m.chrome_footer_privacy, to: '/privacy' },
  // Payment gateways ask for the refund policy to be one link away from every page.
  { label: m.chrome_footer_refund_policy, to: '/refund-policy' },
] as const;

function FooterHeading({ children }: { children: string }) {
  return (
    <Text as="h2" fontWeight="semibold" fontSize="md" color="white" mb="3">
      {children}
    </Text>
  );
}

const linkStyle = { color: 'brand.100', _hover: { color: 'white' } } as const;

/** The footer, in the page's language; every link goes to a page in that language. */
export function Footer() {
  const year = new Date().getFullYear();
  const text = clinicText(pageLocale());
  return (
    <Box as="footer" bg="brand.950" color="brand.100" pt="12" pb="8" mt="0">
      <Container maxW="7xl">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '1.3fr 1fr 1fr 1.2fr' }} gap="8">
          <Stack gap="3">
            <Logo inverted />
            <Text fontSize="sm" maxW="xs">
              {m.chrome_footer_about({ tagline: text.tagline })}
            </Text>
            <NavLink to={`/doctors/${DOCTOR.shortSlug}`} fontSize="sm" {...linkStyle}>
              {m.chrome_footer_meet({ name: DOCTOR.name })}
            </NavLink>
          </Stack>
          <Stack as="nav" aria-label={m.chrome_footer_nav_label()} gap="2" fontSize="sm">
            <FooterHeading>{m.chrome_footer_quick_links()}</FooterHeading>
            {QUICK_LINKS.map((a) => (
              <NavLink key={a.to} to={a.to} {...linkStyle}>
                {a.label()}
              </NavLink>
            ))}
          </Stack>
          <Stack gap="2" fontSize="sm">
            <FooterHeading>{m.chrome_footer_hours()}</FooterHeading>
            <HoursLine />
          </Stack>
          <Stack gap="2" fontSize="sm">
            <FooterHeading>{m.chrome_footer_contact()}</FooterHeading>
            <ClinicContactLines linkStyle={linkStyle} labelled />
          </Stack>
        </Grid>
        <Box borderTopWidth="1px" borderColor="brand.800" mt="10" pt="6" fontSize="xs">
          <Text>{m.chrome_footer_disclaimer({ year, clinic: CLINIC.name })}</Text>
        </Box>
      </Container>
    </Box>
  );
}
