/**
 * Where each operation of the server lives: its method and path (Fastify's form, `:id` for a
 * parameter, below `/api`). The server registers nothing that is not listed here, and the app
 * builds every request URL from it with `pathOf`. Free of zod, so a page that only builds URLs
 * carries no schema.
 */

/** Every operation of the server, by name: method and path below `/api`. */
export const ROUTES = {
  // meta
  health: 'GET /health',
  problem: 'GET /problems/:code',
  games: 'GET /games',
  pairingSystems: 'GET /pairing-systems',
  tieBreaks: 'GET /tiebreaks',
  site: 'GET /site',
  // accounts
  signIn: 'POST /session',
  session: 'GET /session',
  signOut: 'DELETE /session',
  createAccount: 'POST /accounts',
  accounts: 'GET /accounts',
  changePassword: 'PUT /account/password',
  issueToken: 'POST /account/tokens',
  tokens: 'GET /account/tokens',
  revokeToken: 'DELETE /account/tokens/:tokenId',
  invite: 'POST /invitations',
  issuePasswordReset: 'POST /accounts/:name/password-reset',
  setUpAccount: 'POST /account-setup',
  // tournaments
  tournaments: 'GET /tournaments',
  createTournament: 'POST /tournaments',
  importTournament: 'POST /tournaments/import',
  tournament: 'GET /tournaments/:id',
  publish: 'POST /tournaments/:id/publication',
  closeTournament: 'POST /tournaments/:id/close',
  staff: 'GET /tournaments/:id/staff',
  appointArbiter: 'PUT /tournaments/:id/staff/:account',
  removeArbiter: 'DELETE /tournaments/:id/staff/:account',
  // players
  players: 'GET /tournaments/:id/players',
  registerPlayer: 'POST /tournaments/:id/players',
  importPlayers: 'POST /tournaments/:id/players/import',
  editPlayer: 'PATCH /tournaments/:id/players/:player',
  withdrawPlayer: 'POST /tournaments/:id/players/:player/withdraw',
  reinstatePlayer: 'POST /tournaments/:id/players/:player/reinstate',
  renumberPlayers: 'POST /tournaments/:id/players/renumber',
  requestBye: 'POST /tournaments/:id/players/:player/byes',
  forbidPairs: 'POST /tournaments/:id/forbidden-pairs',
  tieBreakBreakdown: 'GET /tournaments/:id/players/:player/tiebreaks',
  // rounds and results
  pairRound: 'POST /tournaments/:id/rounds',
  overridePairing: 'PUT /tournaments/:id/rounds/:round/pairing',
  undoPairing: 'DELETE /tournaments/:id/rounds/:round',
  closeRound: 'POST /tournaments/:id/rounds/:round/close',
  recordResult: 'PUT /tournaments/:id/rounds/:round/boards/:board/result',
  correctResult: 'POST /tournaments/:id/rounds/:round/boards/:board/correction',
  correctionPreview: 'GET /tournaments/:id/rounds/:round/boards/:board/correction-preview',
  pairingEditPreview: 'POST /tournaments/:id/rounds/:round/pairing-edit/preview',
  editPairing: 'PUT /tournaments/:id/rounds/:round/pairing-edit',
  attachRecord: 'PUT /tournaments/:id/rounds/:round/boards/:board/record',
  record: 'GET /tournaments/:id/rounds/:round/boards/:board/record',
  // views
  standings: 'GET /tournaments/:id/standings',
  crosstable: 'GET /tournaments/:id/crosstable',
  rounds: 'GET /tournaments/:id/rounds',
  round: 'GET /tournaments/:id/rounds/:round',
  explanation: 'GET /tournaments/:id/rounds/:round/boards/:board/explanation',
  exportTrf: 'GET /tournaments/:id/export.trf',
  history: 'GET /tournaments/:id/history',
  live: 'GET /tournaments/:id/live',
  // check-in
  checkInList: 'GET /tournaments/:id/check-in',
  issueCheckInCode: 'POST /tournaments/:id/check-in/code',
  checkIn: 'PUT /tournaments/:id/rounds/:round/check-in/:player',
  checkOut: 'DELETE /tournaments/:id/rounds/:round/check-in/:player',
  checkInPlayers: 'GET /tournaments/:id/check-in/players',
  playerCheckIn: 'POST /tournaments/:id/check-in/players',
} as const;

/** The name of an operation. */
export type Operation = keyof typeof ROUTES;

/** Where the API lives on the server. */
export const API_PREFIX = '/api';

type PathOf<O extends Operation> = (typeof ROUTES)[O] extends `${string} ${infer P}` ? P : never;
type ParamsIn<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsIn<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters an operation needs, by name. */
export type PathParams<O extends Operation> = { readonly [K in ParamsIn<PathOf<O>>]: string | number };

/** A query string's values (undefined ones are left out). */
export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

/** The HTTP method of an operation. */
export function methodOf(operation: Operation): 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' {
  return ROUTES[operation].split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
}

/** An operation's path pattern below `/api` (`/tournaments/:id`). */
export function patternOf(operation: Operation): string {
  return ROUTES[operation].split(' ')[1];
}

/**
 * The URL of an operation (`/api/tournaments/ab12/rounds/3`): its parameters filled in and
 * escaped, and the query's defined values appended.
 */
export function pathOf<O extends Operation>(operation: O, params: PathParams<O>, query: Query = {}): string {
  const values = params as Readonly<Record<string, string | number>>;
  const path = patternOf(operation).replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return `${API_PREFIX}${path}${text ? `?${text}` : ''}`;
}
