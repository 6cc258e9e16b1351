/**
 * Routes. TanStack Router: search parameters are validated and typed per route, which is what
 * the workbench's shareable URLs (and the tournament screens to come) are made of. Every page
 * lives under its language: `/en/...` and `/cs/...`, the same path in both.
 */
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { isLocale } from './i18n';
import { Layout } from './shell/Layout';
import { Home } from './pages/Home';
import { parseSearch, type WorkbenchSearch } from './workbench/url-state';

const rootRoute = createRootRoute({ component: Outlet });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    const preferred = typeof navigator !== 'undefined' && navigator.language?.startsWith('cs') ? 'cs' : 'en';
    throw redirect({ to: '/$lang', params: { lang: preferred } });
  },
});

export const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  beforeLoad: ({ params }) => {
    if (!isLocale(params.lang)) throw redirect({ to: '/$lang', params: { lang: 'en' } });
  },
  component: Layout,
});

const homeRoute = createRoute({ getParentRoute: () => langRoute, path: '/', component: Home });

export const workbenchRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'workbench',
  validateSearch: (search: Record<string, unknown>): WorkbenchSearch => parseSearch(search),
  // Loaded on demand: the rules engines and the scenario list stay out of the first visit of other pages.
  component: lazyRouteComponent(() => import('./workbench/Workbench'), 'Workbench'),
});

const routeTree = rootRoute.addChildren([indexRoute, langRoute.addChildren([homeRoute, workbenchRoute])]);

export const router = createRouter({ routeTree, defaultPreload: false });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
