import { Box } from '@chakra-ui/react';
import {
  lazy,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'react-router-dom';
import { toasterStore } from '../components/ui/notify';
import { FloatingContact } from './layout/floating-contact';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { STAFF_HEADER_HEIGHT, StaffHeader } from './layout/staff-header';
import { AppRoutes } from './routes';
import { ScrollManager } from './scroll-manager';

const AuthDialogs = lazy(() => import('../features/auth-dialogs/auth-dialogs'));
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

export type AuthView = 'login' | 'signup';

interface ClientUiHandle {
  openLogin: () => void;
}

/**
 * What exists only in the browser, once asked for: the toaster and the Login / Sign up dialogs.
 * Its state lives here, not in App, so showing them re-renders this component alone, not the whole page.
 */
function ClientUi({ handle }: { handle: RefObject<ClientUiHandle | null> }) {
  const [auth, setAuth] = useState<AuthView | null>(null);
  const [authLoaded, setAuthLoaded] = useState(false);
  const toasts = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, toasterStore.wantedOnServer);
  // Whatever opened Login gets focus back when the dialogs close, even after switching to Sign up and back.
  const authOpener = useRef<HTMLElement | null>(null);

  useImperativeHandle(handle, () => ({
    openLogin() {
      authOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setAuthLoaded(true);
      setAuth('login');
    },
  }));

  useEffect(() => {
    // Marks the page interactive; the browser tests wait for it before they click.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  // Both start closed, on the server and at hydration, so nothing here needs to wait for the first render.
  if (!toasts && !authLoaded) return null;
  return (
    <Suspense fallback={null}>
      {toasts ? <Toaster /> : null}
      {authLoaded ? <AuthDialogs view={auth} onViewChange={setAuth} returnFocus={() => authOpener.current} /> : null}
    </Suspense>
  );
}

/** The staff pages (the clinic desk): a compact bar instead of the public header, footer and floating buttons. */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/desk' || pathname.startsWith('/desk/');
}

/** The layout around every page: skip link, header, the routed page, footer, floating buttons on home. */
export function App() {
  const { pathname } = useLocation();
  const clientUi = useRef<ClientUiHandle | null>(null);
  const openLogin = useCallback(() => clientUi.current?.openLogin(), []);
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
        <a href="#main">Skip to main content</a>
      </Box>
      <ScrollManager />
      {staff ? <StaffHeader /> : <Header onLogin={openLogin} />}
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
      {pathname === '/' ? <FloatingContact /> : null}
      <ClientUi handle={clientUi} />
    </>
  );
}
