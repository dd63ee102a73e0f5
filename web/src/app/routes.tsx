import { type ComponentType, Suspense, use } from 'react';
import { Route, Routes } from 'react-router-dom';
import { cachedLoader } from './tracked';

/** What a route module exports: its page, and optionally the data to fetch before it renders. */
export interface RouteModule {
  default: ComponentType;
  preload?: (params: Record<string, string | undefined>) => Promise<unknown>;
}

interface RouteDef {
  path: string;
  load: () => Promise<RouteModule>;
}

/** The route table of spec §2, in English. Each page is its own chunk. */
const englishRoutes: RouteDef[] = [
  { path: '/', load: () => import('../pages/home') },
  { path: '/qualifications', load: () => import('../pages/qualifications') },
  { path: '/doctors/:doctorName', load: () => import('../pages/doctor-profile') },
  { path: '/services', load: () => import('../pages/services') },
  { path: '/services/:slug', load: () => import('../pages/service-detail') },
  { path: '/treatments', load: () => import('../pages/treatments') },
  { path: '/conditions/:slug', load: () => import('../pages/condition-detail') },
  { path: '/contact', load: () => import('../pages/contact') },
  { path: '/book-appointment', load: () => import('../pages/book-appointment') },
  { path: '/manage', load: () => import('../pages/manage') },
  // Staff only (Cloudflare Access): a shell whose data comes from /api/desk/* after load.
  { path: '/desk', load: () => import('../pages/desk') },
  { path: '/privacy', load: () => import('../pages/privacy') },
  { path: '/privacy/request', load: () => import('../pages/privacy-request') },
  { path: '/refund-policy', load: () => import('../pages/refund-policy') },
  { path: '*', load: () => import('../pages/not-found') },
];

/**
 * Every route, and its Hindi twin under /hi (common/i18n/locale.ts): the same page component, which renders its strings in
 * the page's language (web/src/i18n.ts). The staff desk is English only.
 */
export const routes: RouteDef[] = [
  ...englishRoutes,
  ...englishRoutes
    .filter((r) => r.path !== '/desk')
    .map((r) => ({ ...r, path: r.path === '/' ? '/hi' : r.path === '*' ? '/hi/*' : `/hi${r.path}` })),
];

const loadModule = cachedLoader((def: RouteDef) => def.load());

function RoutePage({ def }: { def: RouteDef }) {
  const mod = use(loadModule(def));
  const Page = mod.default;
  return <Page />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<div style={{ minHeight: '100vh' }} aria-busy="true" />}>
      <Routes>
        {routes.map((def) => (
          <Route key={def.path} path={def.path} element={<RoutePage def={def} />} />
        ))}
      </Routes>
    </Suspense>
  );
}
