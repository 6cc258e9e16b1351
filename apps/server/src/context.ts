/**
 * What every route needs: the store, the read models, the pairing systems (and the worker that
 * runs them) and the settings.
 */
import type {
  FastifyInstance,
  FastifyBaseLogger,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EventStore } from '@arbiter/store';
import type { TournamentDeps } from '@arbiter/tournament';
import type { Projection } from './read/projection';
import type { Live, LiveLimits } from './read/live';
import type { PairingWorker } from './pairing/pairing-worker';

/** The server's settings, from the environment (see config.ts). */
export interface ServerSettings {
  /** Requests per minute per client address (0: no limit). */
  readonly rateLimit: number;
  /** Sign-in attempts per minute per address (wrong passwords are also slowed per account and address). */
  readonly loginLimit: number;
  /** Fastify's `trustProxy`: which reverse proxies' `X-Forwarded-For` names the client (false: none). */
  readonly trustProxy: boolean | number | string;
  /** Largest JSON body, in bytes. */
  readonly bodyLimit: number;
  /** Largest imported file (CSV, TRF), in bytes. */
  readonly importLimit: number;
  /** How long a session lasts, in hours. */
  readonly sessionHours: number;
  /** Set the cookie's Secure flag (behind HTTPS). */
  readonly secureCookies: boolean;
  /** The web app's built files, served at / when present. */
  readonly webDir: string | null;
  /** Longest wait, in ms, for a preview computed on the pairing worker (then ERR_PREVIEW_TIMEOUT). */
  readonly previewWaitMs: number;
  /** Live streams per client address and in all. */
  readonly live: LiveLimits;
}

/** Where the server is reached, known once it listens (see network.ts). */
export interface Site {
  /** What public links and QR codes are built from (null before the server listens). */
  publicUrl: string | null;
  /** The public URL reaches this machine only. */
  publicIsLoopback: boolean;
}

/** Shared by every route module. */
export interface Context {
  readonly store: EventStore;
  readonly projection: Projection;
  readonly live: Live;
  readonly deps: TournamentDeps;
  /** Pairs rounds and judges boards off the event loop. */
  readonly pairing: PairingWorker;
  readonly settings: ServerSettings;
  /** Filled in by main.ts once listening. */
  readonly site: Site;
}

/** The Fastify instance with the zod type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
