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
import { NotFound } from './pages/NotFound';
import type * as Organiser from './tournament/organiser';
import type * as PublicPages from './public/PublicTournament';
import { parseSearch, type WorkbenchSearch } from './workbench/url-state';
import { hallSearch } from './hall/hall-pages';

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

/** `?round=N` of the round, standings and crosstable screens (anything else is dropped). */
export function roundSearch(search: Record<string, unknown>): { round?: number } {
  const n = Number(search.round);
  return search.round !== undefined && search.round !== '' && Number.isInteger(n) && n >= 0 && n <= 99
    ? { round: n }
    : {};
}

/** `?round=R&board=B&ply=N` of the game viewer (anything malformed is dropped). */
export function gameSearch(search: Record<string, unknown>): {
  round?: number;
  board?: number;
  ply?: number;
} {
  const out: { round?: number; board?: number; ply?: number } = {};
  for (const key of ['round', 'board', 'ply'] as const) {
    const n = Number(search[key]);
    if (search[key] !== undefined && search[key] !== '' && Number.isInteger(n) && n >= 0 && n <= 9999)
      out[key] = n;
  }
  return out;
}

// The organiser's screens: one chunk, loaded when first needed.
const organiser = (name: keyof typeof Organiser) =>
  lazyRouteComponent(() => import('./tournament/organiser'), name);
// The public pages: a small chunk of their own.
const publicPage = (name: keyof typeof PublicPages) =>
  lazyRouteComponent(() => import('./public/PublicTournament'), name);

const signInRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'signin',
  component: organiser('SignIn'),
});
const accountsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'accounts',
  component: organiser('Accounts'),
});
const welcomeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'welcome',
  component: organiser('Welcome'),
});
const listRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'tournaments',
  component: organiser('TournamentList'),
});
const createTournamentRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'tournaments/new',
  component: organiser('CreateTournament'),
});
const tournamentRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'tournaments/$id',
  component: organiser('TournamentFrame'),
});
const tournamentChildren = [
  createRoute({ getParentRoute: () => tournamentRoute, path: '/', component: organiser('Overview') }),
  createRoute({ getParentRoute: () => tournamentRoute, path: 'players', component: organiser('Players') }),
  createRoute({
    getParentRoute: () => tournamentRoute,
    path: 'rounds',
    validateSearch: roundSearch,
    component: organiser('Rounds'),
  }),
  createRoute({
    getParentRoute: () => tournamentRoute,
    path: 'standings',
    validateSearch: roundSearch,
    component: organiser('OrganiserStandings'),
  }),
  createRoute({
    getParentRoute: () => tournamentRoute,
    path: 'crosstable',
    validateSearch: roundSearch,
    component: organiser('OrganiserCrosstable'),
  }),
  createRoute({
    getParentRoute: () => tournamentRoute,
    path: 'game',
    validateSearch: gameSearch,
    // A chunk of its own: the rules engines replay the stored game, only when one is opened.
    component: lazyRouteComponent(() => import('./tournament/GameViewer'), 'GameViewer'),
  }),
  createRoute({ getParentRoute: () => tournamentRoute, path: 'history', component: organiser('History') }),
  createRoute({ getParentRoute: () => tournamentRoute, path: 'print', component: organiser('Print') }),
  createRoute({ getParentRoute: () => tournamentRoute, path: 'check-in', component: organiser('CheckIn') }),
] as const;

const publicRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'public/$id',
  component: publicPage('PublicFrame'),
});
const publicChildren = [
  createRoute({
    getParentRoute: () => publicRoute,
    path: '/',
    validateSearch: roundSearch,
    component: publicPage('PublicPairings'),
  }),
  createRoute({
    getParentRoute: () => publicRoute,
    path: 'standings',
    validateSearch: roundSearch,
    component: publicPage('PublicStandings'),
  }),
  createRoute({
    getParentRoute: () => publicRoute,
    path: 'crosstable',
    validateSearch: roundSearch,
    component: publicPage('PublicCrosstable'),
  }),
  createRoute({
    getParentRoute: () => publicRoute,
    path: 'game',
    validateSearch: gameSearch,
    // The same chunk as the organiser's viewer: loaded only when a game is opened.
    component: lazyRouteComponent(() => import('./tournament/GameViewer'), 'PublicGameViewer'),
  }),
] as const;

// A player's own check-in from a phone (`?code=` may carry the tournament's code).
const playerCheckInRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'check-in/$id',
  validateSearch: (search: Record<string, unknown>): { code?: string } =>
    typeof search.code === 'string' && /^[A-Za-z0-9 -]{1,20}$/.test(search.code) ? { code: search.code } : {},
  component: lazyRouteComponent(() => import('./public/PlayerCheckIn'), 'PlayerCheckIn'),
});

// The hall screen for a projector: outside the layout (no header), its own chunk with the QR encoder.
const hallRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang/hall/$id',
  beforeLoad: ({ params }) => {
    if (!isLocale(params.lang))
      throw redirect({ to: '/$lang/hall/$id', params: { lang: 'en', id: params.id } });
  },
  validateSearch: hallSearch,
  component: lazyRouteComponent(() => import('./hall/HallScreen'), 'HallScreen'),
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  hallRoute,
  langRoute.addChildren([
    homeRoute,
    workbenchRoute,
    signInRoute,
    accountsRoute,
    welcomeRoute,
    listRoute,
    createTournamentRoute,
    tournamentRoute.addChildren([...tournamentChildren]),
    publicRoute.addChildren([...publicChildren]),
    playerCheckInRoute,
  ]),
]);
export const router = createRouter({
  routeTree,
  defaultPreload: false,
  defaultNotFoundComponent: NotFound,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
