import {
  Box,
  Button,
  type ButtonProps,
  Container,
  Flex,
  HStack,
  IconButton,
  Stack,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Clock, MapPin, Menu, Phone, X } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { localeOfPath, localizedPath, unlocalizedPath } from '../../../../common/i18n/locale';
import { ClinicNotice, ClinicText, clinicHref, clinicLabel } from '../../components/clinic-facts';
import { ButtonLink, NavLink } from '../../components/links';
import { AUTH_DIALOG } from '../../features/auth-dialogs/contract';
import { m } from '../../i18n';
import { Logo } from './logo';

/** The navigation: each link's English path (NavLink goes to it in the page's language) and its label. */
export const NAV_ITEMS = [
  { label: m.chrome_nav_home, to: '/' },
  { label: m.chrome_nav_about, to: '/qualifications' },
  { label: m.chrome_nav_services, to: '/services' },
  { label: m.chrome_nav_treatments, to: '/treatments' },
  { label: m.chrome_nav_contact, to: '/contact' },
] as const;

/**
 * One page in the main navigation: `aria-current` on the page shown, and (`marked`, the desktop bar) in the brand
 * colour; the mobile menu's items are taller for the thumb.
 */
function NavItem({
  item,
  active,
  py,
  marked,
}: {
  item: (typeof NAV_ITEMS)[number];
  active: boolean;
  py: '2' | '3';
  marked?: boolean;
}) {
  return (
    <NavLink
      to={item.to}
      px="3"
      py={py}
      rounded="md"
      fontWeight="medium"
      color={marked ? (active ? 'brand.fg' : 'ink.800') : undefined}
      aria-current={active ? 'page' : undefined}
      _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
    >
      {item.label()}
    </NavLink>
  );
}

/** Where and when: the places and their hours, from the clinic's schedule. The notice goes in front of it. */
function TopBar() {
  return (
    <Box bg="brand.900" color="white" fontSize={{ base: 'xs', md: 'sm' }} py="2" data-clinic-top="">
      <Container maxW="7xl">
        <Flex gap={{ base: '1', md: '6' }} direction={{ base: 'column', md: 'row' }} justify="space-between">
          <HStack gap="2" minW="0">
            <MapPin size={16} aria-hidden="true" />
            <ClinicText kind="address" truncate />
          </HStack>
          <HStack gap="2" align="start">
            <Box pt="0.5" flexShrink={0}>
              <Clock size={16} aria-hidden="true" />
            </Box>
            <ClinicText kind="hours" />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

/** The id of the phone menu's popover: the menu button names it in `popovertarget`. */
const MOBILE_MENU_ID = 'mobile-menu';
const MENU_OPEN = `#${MOBILE_MENU_ID}:popover-open`;

/** A Login button: opens the Login dialog natively (invoker command), before and without any script. */
function LoginButton(props: ButtonProps) {
  return (
    <Button asChild variant="outline" colorPalette="brand" {...props}>
      <button type="button" commandfor={AUTH_DIALOG.login} command="show-modal">
        {m.chrome_login()}
      </button>
    </Button>
  );
}

/**
 * The same page in the other language ("हिन्दी" on English pages, "English" on Hindi ones), on every page. A 404's
 * twin is the other language's home page. Its label is in the other language and says so (lang), so English pages
 * show "हिन्दी" in the system's own Devanagari font rather than download the Hindi pages' web font.
 */
function LanguageSwitch({ pathname, ...props }: ButtonProps & { pathname: string }) {
  const other = localeOfPath(pathname) === 'hi' ? 'en' : 'hi';
  const target = pathname.includes('__not-found__') ? localizedPath('/', other) : localizedPath(pathname, other);
  return (
    <Button asChild variant="ghost" colorPalette="brand" size="sm" fontWeight="semibold" {...props}>
      <a
        href={target}
        lang={other === 'hi' ? 'hi' : 'en-IN'}
        hrefLang={other === 'hi' ? 'hi-IN' : 'en-IN'}
        title={m.language_switch_title()}
        data-testid="language-switch"
      >
        {m.language_switch_label()}
      </a>
    </Button>
  );
}

/**
 * Top bar, navigation, phone, Make Appointment and Login; on phones a menu.
 *
 * Everything here works from the first paint with no script: links are plain anchors (each page is a page load, so
 * the menu is closed on every new page), the phone menu is a native popover (its button toggles it and exposes
 * aria-expanded; Escape and a tap outside close it), and the Login buttons are invoker buttons that open the native
 * Login dialog.
 */
export function Header() {
  const { pathname } = useLocation();
  const here = unlocalizedPath(pathname);
  const isActive = (to: string) => (to === '/' ? here === '/' : here.startsWith(to));

  return (
    <>
      <ClinicNotice />
      <TopBar />
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        bg="white"
        boxShadow="sm"
        css={{
          // The phone menu (in the top layer) is placed under the header by anchor positioning.
          anchorName: '--site-header',
          // The menu button's icon and name follow the menu's state, in CSS: "Open menu" / "Close menu".
          [`&:has(${MENU_OPEN}) [data-menu-label=open], &:not(:has(${MENU_OPEN})) [data-menu-label=close]`]: {
            display: 'none',
          },
        }}
      >
        <Container maxW="7xl" py="3">
          <Flex align="center" justify="space-between" gap={{ base: '2', sm: '4' }}>
            <NavLink to="/" _hover={{ textDecoration: 'none' }}>
              <Logo />
            </NavLink>
            <HStack as="nav" aria-label={m.chrome_nav_main_label()} gap="1" hideBelow="lg">
              {NAV_ITEMS.map((item) => (
                <NavItem key={item.to} item={item} active={isActive(item.to)} py="2" marked />
              ))}
            </HStack>
            <HStack gap="2" hideBelow="lg">
              <LanguageSwitch pathname={pathname} />
              <Button asChild variant="ghost" colorPalette="brand" size="sm">
                <a {...clinicHref('tel')}>
                  <Phone size={16} aria-hidden="true" />
                  <ClinicText kind="phone" />
                </a>
              </Button>
              <ButtonLink to="/book-appointment" colorPalette="brand" size="sm">
                {m.chrome_make_appointment()}
              </ButtonLink>
              <LoginButton size="sm" />
            </HStack>
            {/* Tight on a phone, so the logo keeps one line beside "English" on Hindi pages (wider than "हिन्दी"). */}
            <HStack gap={{ base: '0', sm: '1' }} hideFrom="lg">
              <LanguageSwitch pathname={pathname} px={{ base: '1.5', sm: '2' }} />
              <IconButton asChild variant="ghost" colorPalette="brand" {...clinicLabel('call-phone')}>
                <a {...clinicHref('tel')}>
                  <Phone size={20} aria-hidden="true" />
                </a>
              </IconButton>
              <IconButton asChild variant="ghost" colorPalette="brand">
                <button type="button" popoverTarget={MOBILE_MENU_ID}>
                  <Box as="span" data-menu-label="open" display="contents">
                    <Menu size={22} aria-hidden="true" />
                    <VisuallyHidden>{m.chrome_open_menu()}</VisuallyHidden>
                  </Box>
                  <Box as="span" data-menu-label="close" display="contents">
                    <X size={22} aria-hidden="true" />
                    <VisuallyHidden>{m.chrome_close_menu()}</VisuallyHidden>
                  </Box>
                </button>
              </IconButton>
            </HStack>
          </Flex>
        </Container>
        <Box
          asChild
          hideFrom="lg"
          // The popover's UA box (centred, bordered, fit-content) becomes a full-width panel under the header.
          position="fixed"
          insetInline="0"
          bottom="0"
          w="auto"
          maxW="none"
          h="fit-content"
          m="0"
          p="0"
          border="0"
          borderTopWidth="1px"
          borderColor="border"
          bg="white"
          color="inherit"
          boxShadow="md"
          overflowY="auto"
          overscrollBehavior="contain"
          css={{
            top: 'anchor(--site-header bottom)',
            // Without anchor positioning, a sheet at the bottom of the screen, under the thumb.
            '@supports not (anchor-name: --a)': { top: 'auto' },
          }}
        >
          <div id={MOBILE_MENU_ID} popover="auto" data-testid="mobile-menu">
            <Container maxW="7xl" py="3">
              <Stack as="nav" aria-label={m.chrome_nav_mobile_label()} gap="1">
                {NAV_ITEMS.map((item) => (
                  <NavItem key={item.to} item={item} active={isActive(item.to)} py="3" />
                ))}
                <Stack direction="row" gap="2" pt="2">
                  <ButtonLink to="/book-appointment" colorPalette="brand" flex="1">
                    {m.chrome_menu_book()}
                    <VisuallyHidden>{m.chrome_menu_book_rest()}</VisuallyHidden>
                  </ButtonLink>
                  <LoginButton flex="1" />
                </Stack>
              </Stack>
            </Container>
          </div>
        </Box>
      </Box>
    </>
  );
}
