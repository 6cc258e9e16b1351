/**
 * The data layer: a small cache of GET resources keyed by URL, read with `useResource` (React's
 * `useSyncExternalStore`), refreshed by `invalidate(prefix)` after a write or a live event.
 * A stale entry keeps showing its data while the fresh copy loads, so live updates never flash
 * an empty table. Each entry keeps the tournament version it shows (the server's ETag): a live
 * event reloads only what is older than the event, so the events a page already shows (the
 * stream's backlog on connect) reload nothing. Chosen over TanStack Query to keep the public pages' first visit light and
 * because the server's SSE stream already says exactly when a tournament changed.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getVersioned } from './client';

interface Entry {
  data?: unknown;
  error?: Error;
  loading: boolean;
  stale: boolean;
  /** The tournament version the data shows (its ETag); null when unknown. */
  version: number | null;
  /** Changed on every update, so the snapshot is a new object exactly when something changed. */
  snapshot: Snapshot<unknown>;
  controller?: AbortController;
}

export interface Snapshot<T> {
  readonly data: T | undefined;
  readonly error: Error | undefined;
  readonly loading: boolean;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const EMPTY: Snapshot<never> = { data: undefined, error: undefined, loading: false };

function notify(): void {
  for (const l of listeners) l();
}

function update(url: string, entry: Entry): void {
  entry.snapshot = { data: entry.data, error: entry.error, loading: entry.loading };
  entries.set(url, entry);
  notify();
}

/** Per URL prefix, the version every entry below it must show at least (raised by live events). */
const floors = new Map<string, number>();

function floorOf(url: string): number {
  let floor = 0;
  for (const [prefix, version] of floors) if (url.startsWith(prefix) && version > floor) floor = version;
  return floor;
}

function load(url: string): void {
  const entry = entries.get(url) ?? { loading: false, stale: true, version: null, snapshot: EMPTY };
  entry.controller?.abort();
  const controller = new AbortController();
  entry.controller = controller;
  entry.loading = true;
  entry.stale = false;
  update(url, entry);
  getVersioned(url, controller.signal).then(
    ({ data, version }) => {
      if (controller.signal.aborted) return;
      update(url, { ...entry, data, version, error: undefined, loading: false, controller: undefined });
      // Asked before an event the page has already seen, answered from before it: ask again.
      if (version !== null && version < floorOf(url) && watched.has(url)) load(url);
    },
    (error: Error) => {
      if (controller.signal.aborted) return;
      update(url, { ...entry, error, loading: false, controller: undefined });
    },
  );
}

/**
 * Marks the cached URLs that start with `prefix` stale and reloads those on screen: all of them,
 * or with `version` (a live event's), only those that show an older or unknown version.
 */
export function invalidate(prefix: string, version?: number): void {
  if (version !== undefined) floors.set(prefix, Math.max(version, floors.get(prefix) ?? 0));
  for (const [url, entry] of entries)
    if (
      url.startsWith(prefix) &&
      (version === undefined || entry.version === null || entry.version < version)
    )
      entry.stale = true;
  for (const [url, entry] of entries) if (entry.stale && watched.has(url)) load(url);
}

const watched = new Map<string, number>();

/** The resource at `url` (null: nothing to load yet), loaded on first use and kept fresh. */
export function useResource<T>(url: string | null): Snapshot<T> & { reload: () => void } {
  const subscribe = useCallback((l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, []);
  const snapshot = useSyncExternalStore(subscribe, () =>
    url ? (entries.get(url)?.snapshot ?? EMPTY) : EMPTY,
  );
  useEffect(() => {
    if (!url) return;
    watched.set(url, (watched.get(url) ?? 0) + 1);
    const entry = entries.get(url);
    if (!entry || entry.stale) load(url);
    return () => {
      const n = (watched.get(url) ?? 1) - 1;
      if (n <= 0) watched.delete(url);
      else watched.set(url, n);
    };
  }, [url]);
  const reload = useCallback(() => {
    if (url) load(url);
  }, [url]);
  return { ...(snapshot as Snapshot<T>), reload };
}
