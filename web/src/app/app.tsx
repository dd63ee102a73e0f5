import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { unlocalizedPath } from '../../../common/i18n/locale';
import { toasterStore } from '../components/ui/notify';
import { AuthDialogs } from '../features/auth-dialogs/auth-dialogs';
import { m } from '../i18n';
import { FloatingContact } from './layout/floating-contact';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { STAFF_HEADER_HEIGHT, StaffHeader } from './layout/staff-header';
import { AppRoutes } from './routes';

const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toaster, once asked for, when the whole app renders in the browser (`npm run dev` only: built pages are never
 * hydrated, and their islands mount a toaster of their own, web/src/islands/mount.tsx).
 */
function ClientUi() {
  const toasts = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, toasterStore.wantedOnServer);

  // Closed on the server and at hydration, so nothing here needs to wait for the first render.
  if (!toasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The staff pages (the clinic desk): a compact bar instead of the public header, footer and floating buttons. */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/desk' || pathname.startsWith('/desk/');
}

/**
 * The layout around every page: skip link, header, the routed page, footer, floating buttons on home (/ and /hi). All
 * of it in the page's language (web/src/i18n.ts), except the staff desk's bar, which is English only.
 */
export function App() {
  const { pathname } = useLocation();
  const staff = isStaffPath(pathname);

  return (
    <>
      <Box
        asChild
        position="absolute"
        left="-9999px"
        top="2"
        zIndex="skipNav"
        bg="white"
        px="4"
        py="2"
        rounded="md"
        boxShadow="md"
        _focus={{ left: '2' }}
      >
        <a href="#main">{m.skip_to_content()}</a>
      </Box>
      {staff ? <StaffHeader /> : <Header />}
      <Box
        as="main"
        id="main"
        tabIndex={-1}
        _focus={{ outline: 'none' }}
        {...(staff
          ? {
              bg: 'gray.50',
              minH: {
                base: `calc(100dvh - ${STAFF_HEADER_HEIGHT.base})`,
                sm: `calc(100dvh - ${STAFF_HEADER_HEIGHT.sm})`,
              },
            }
          : {})}
      >
        <AppRoutes />
      </Box>
      {staff ? null : <Footer />}
      {unlocalizedPath(pathname) === '/' ? <FloatingContact /> : null}
      {/* Native <dialog>s in every public page's HTML, opened by the Login buttons with no script (see the file). */}
      {staff ? null : <AuthDialogs />}
      <ClientUi />
    </>
  );
}
