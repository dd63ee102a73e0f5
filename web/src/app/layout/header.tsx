import { Box, Button, Container, Flex, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Clock, MapPin, Menu, Phone, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ADDRESS_LINE, HOURS, PRIMARY_PHONE, telHref } from '../../../../common/clinic';
import { ButtonLink, NavLink } from '../../components/links';
import { Logo } from './logo';

export const NAV_ITEMS = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/qualifications' },
  { label: 'Services', to: '/services' },
  { label: 'Treatments', to: '/treatments' },
  { label: 'Contact', to: '/contact' },
] as const;

function TopBar() {
  return (
    <Box bg="brand.900" color="white" fontSize={{ base: 'xs', md: 'sm' }} py="2">
      <Container maxW="7xl">
        <Flex gap={{ base: '1', md: '6' }} direction={{ base: 'column', md: 'row' }} justify="space-between">
          <HStack gap="2" minW="0">
            <MapPin size={16} aria-hidden="true" />
            <Text truncate>{ADDRESS_LINE}</Text>
          </HStack>
          <HStack gap="2" align="start">
            <Box pt="0.5" flexShrink={0}>
              <Clock size={16} aria-hidden="true" />
            </Box>
            <Text>
              {HOURS.header.map((h, i) => (
                <span key={h.place}>
                  {i > 0 ? ' · ' : ''}
                  {h.hours} {h.days.toLowerCase()} at {h.place}
                </span>
              ))}
            </Text>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

/** Top bar, navigation, phone, Make Appointment and Login; on phones a menu that closes on navigation. */
export function Header({ onLogin }: { onLogin: () => void }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();

  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  const isActive = (to: string) => (to === '/' ? location.pathname === '/' : location.pathname.startsWith(to));

  return (
    <>
      <TopBar />
      <Box as="header" lang="en-IN" position="sticky" top="0" zIndex="sticky" bg="white" boxShadow="sm">
        <Container maxW="7xl" py="3">
          <Flex align="center" justify="space-between" gap="4">
            <NavLink to="/" _hover={{ textDecoration: 'none' }}>
              <Logo />
            </NavLink>
            <HStack as="nav" aria-label="Main" gap="1" hideBelow="lg">
              {NAV_ITEMS.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  px="3"
                  py="2"
                  rounded="md"
                  fontWeight="medium"
                  color={isActive(item.to) ? 'brand.fg' : 'ink.800'}
                  aria-current={isActive(item.to) ? 'page' : undefined}
                  _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
                >
                  {item.label}
                </NavLink>
              ))}
            </HStack>
            <HStack gap="2" hideBelow="lg">
              <Button asChild variant="ghost" colorPalette="brand" size="sm">
                <a href={telHref()}>
                  <Phone size={16} aria-hidden="true" />
                  {PRIMARY_PHONE.display}
                </a>
              </Button>
              <ButtonLink to="/book-appointment" colorPalette="brand" size="sm">
                Make Appointment
              </ButtonLink>
              <Button variant="outline" colorPalette="brand" size="sm" onClick={onLogin}>
                Login
              </Button>
            </HStack>
            <HStack gap="1" hideFrom="lg">
              <IconButton asChild variant="ghost" colorPalette="brand" aria-label={`Call ${PRIMARY_PHONE.display}`}>
                <a href={telHref()}>
                  <Phone size={20} aria-hidden="true" />
                </a>
              </IconButton>
              <IconButton
                variant="ghost"
                colorPalette="brand"
                aria-expanded={open}
                aria-controls={menuId}
                aria-label={open ? 'Close menu' : 'Open menu'}
                onClick={() => setOpen((o) => !o)}
              >
                {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
              </IconButton>
            </HStack>
          </Flex>
        </Container>
        <Box id={menuId} hidden={!open} hideFrom="lg" borderTopWidth="1px" bg="white" data-testid="mobile-menu">
          <Container maxW="7xl" py="3">
            <Stack as="nav" aria-label="Mobile" gap="1">
              {NAV_ITEMS.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  px="3"
                  py="3"
                  rounded="md"
                  fontWeight="medium"
                  aria-current={isActive(item.to) ? 'page' : undefined}
                  _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
                >
                  {item.label}
                </NavLink>
              ))}
              <Stack direction="row" gap="2" pt="2">
                <ButtonLink to="/book-appointment" colorPalette="brand" flex="1">
                  Book
                  <VisuallyHidden> an appointment</VisuallyHidden>
                </ButtonLink>
                <Button variant="outline" colorPalette="brand" flex="1" onClick={onLogin}>
                  Login
                </Button>
              </Stack>
            </Stack>
          </Container>
        </Box>
      </Box>
    </>
  );
}
