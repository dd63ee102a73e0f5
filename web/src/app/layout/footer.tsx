import { Box, Container, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { ADDRESS_LINE, CLINIC, DOCTOR, HOURS, PHONES, telHref, unbroken } from '../../../../common/clinic';
import { NavLink } from '../../components/links';
import { Logo } from './logo';

const HOME_ANCHORS = [
  { label: 'Book an Appointment', to: '/#appointment' },
  { label: 'Our Services', to: '/#services' },
  { label: 'Contact Us', to: '/#contact' },
] as const;

function FooterHeading({ children }: { children: string }) {
  return (
    <Text as="h2" fontWeight="semibold" fontSize="md" color="white" mb="3">
      {children}
    </Text>
  );
}

const linkStyle = { color: 'brand.100', _hover: { color: 'white' } } as const;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" lang="en-IN" bg="brand.950" color="brand.100" pt="12" pb="8" mt="0">
      <Container maxW="7xl">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '1.3fr 1fr 1fr 1.2fr' }} gap="8">
          <Stack gap="3">
            <Logo inverted />
            <Text fontSize="sm" maxW="xs">
              {CLINIC.tagline}. Specialist care for asthma, COPD, tuberculosis, sleep apnea and every breathing problem,
              in the heart of South Delhi.
            </Text>
            <NavLink to={`/doctors/${DOCTOR.shortSlug}`} fontSize="sm" {...linkStyle}>
              Meet {DOCTOR.name}
            </NavLink>
          </Stack>
          <Stack as="nav" aria-label="Footer" gap="2" fontSize="sm">
            <FooterHeading>Quick Links</FooterHeading>
            {HOME_ANCHORS.map((a) => (
              <NavLink key={a.to} to={a.to} {...linkStyle}>
                {a.label}
              </NavLink>
            ))}
            <NavLink to="/services" {...linkStyle}>
              All Services
            </NavLink>
            <NavLink to="/treatments" {...linkStyle}>
              Conditions We Treat
            </NavLink>
            <NavLink to="/qualifications" {...linkStyle}>
              Qualifications &amp; Awards
            </NavLink>
            <NavLink to="/privacy" {...linkStyle}>
              Privacy
            </NavLink>
          </Stack>
          <Stack gap="2" fontSize="sm">
            <FooterHeading>Clinic Hours</FooterHeading>
            {HOURS.footer.map((h) => (
              <HStack key={h.days} gap="2" align="start">
                <Box pt="0.5">
                  <Clock size={15} aria-hidden="true" />
                </Box>
                <Text>
                  <Text as="span" color="white" fontWeight="medium">
                    {h.days}:
                  </Text>{' '}
                  {h.hours}
                </Text>
              </HStack>
            ))}
          </Stack>
          <Stack gap="2" fontSize="sm">
            <FooterHeading>Contact</FooterHeading>
            <HStack gap="2" align="start">
              <Box pt="0.5">
                <MapPin size={15} aria-hidden="true" />
              </Box>
              <Text>{ADDRESS_LINE}</Text>
            </HStack>
            {PHONES.map((p) => (
              <HStack key={p.e164} gap="2">
                <Phone size={15} aria-hidden="true" />
                <Link href={telHref(p)} {...linkStyle}>
                  {unbroken(p.display)}
                </Link>
                <Text as="span" fontSize="xs">
                  ({p.label})
                </Text>
              </HStack>
            ))}
            <HStack gap="2">
              <Mail size={15} aria-hidden="true" />
              <Link href={`mailto:${CLINIC.email}`} {...linkStyle}>
                {CLINIC.email}
              </Link>
            </HStack>
          </Stack>
        </Grid>
        <Box borderTopWidth="1px" borderColor="brand.800" mt="10" pt="6" fontSize="xs">
          <Text>
            © {year} {CLINIC.name}. The information on this site is for general education and does not replace a
            consultation. In an emergency, go to the nearest hospital.
          </Text>
        </Box>
      </Container>
    </Box>
  );
}
