/**
 * The typed way to an operation of the server: its URL from `@arbiter/api`'s routes, its answer's
 * type from the same contract. The resource modules beside this one (tournaments, players,
 * rounds, views, check-in, meta, session) are built on it; components call those.
 */
import { methodOf, pathOf, type Answer, type Operation, type PathParams, type Query } from '@arbiter/api';
import { useResource, type Snapshot } from './cache';
import { getJson, send, sendFor } from './client';

/** A GET operation's answer, cached and kept fresh (`params` null: nothing to load yet). */
export function useOperation<O extends Operation, T = Answer<O>>(
  operation: O,
  params: PathParams<O> | null,
  query?: Query,
): Snapshot<T> & { reload: () => void } {
  return useResource<T>(params ? pathOf(operation, params, query) : null);
}

/** A GET operation's answer once, uncached. */
export function fetchOperation<O extends Operation, T = Answer<O>>(
  operation: O,
  params: PathParams<O>,
  query?: Query,
  signal?: AbortSignal,
): Promise<T> {
  return getJson<T>(pathOf(operation, params, query), signal);
}

/** A write: the operation's method and URL, the body as JSON; answers the operation's answer. */
export function write<O extends Operation, T = Answer<O>>(
  operation: O,
  params: PathParams<O>,
  body?: unknown,
  key?: string,
): Promise<T> {
  return send<T>(methodOf(operation) as 'POST', pathOf(operation, params), body, key);
}

/** A write that creates: its answer and where the created resource lives (Location). */
export function create<O extends Operation, T = Answer<O>>(
  operation: O,
  params: PathParams<O>,
  body?: unknown,
): Promise<{ body: T; location: string | null }> {
  return sendFor<T>(methodOf(operation) as 'POST', pathOf(operation, params), body);
}
