import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FloatingContact } from './layout/floating-contact';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { AppRoutes } from './routes';
import { ScrollManager } from './scroll-manager';

const AuthDialogs = lazy(() => import('../features/auth-dialogs/auth-dialogs'));
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

export type AuthView = 'login' | 'signup';

/** The layout around every page: skip link, header, the routed page, footer, floating buttons on home. */
export function App() {
  const { pathname } = useLocation();
  const [auth, setAuth] = useState<AuthView | null>(null);
  const [authLoaded, setAuthLoaded] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    // Marks the page interactive; the browser tests wait for it before they click.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  // Whatever opened Login gets focus back when the dialogs close, even after switching to Sign up and back.
  const authOpener = useRef<HTMLElement | null>(null);
  const openLogin = () => {
    authOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAuthLoaded(true);
    setAuth('login');
  };

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
      <Header onLogin={openLogin} />
      <Box as="main" id="main" tabIndex={-1} _focus={{ outline: 'none' }}>
        <AppRoutes />
      </Box>
      <Footer />
      {pathname === '/' ? <FloatingContact /> : null}
      {mounted ? (
        <Suspense fallback={null}>
          <Toaster />
          {authLoaded ? (
            <AuthDialogs view={auth} onViewChange={setAuth} returnFocus={() => authOpener.current} />
          ) : null}
        </Suspense>
      ) : null}
    </>
  );
}
