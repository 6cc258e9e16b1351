/**
 * The data layer: a small cache of GET resources keyed by URL, read with `useResource` (React's
 * `useSyncExternalStore`), refreshed by `invalidate(prefix)` after a write or a live event.
 * A stale entry keeps showing its data while the fresh copy loads, so live updates never flash
 * an empty table. Chosen over TanStack Query to keep the public pages' first visit light and
 * because the server's SSE stream already says exactly when a tournament changed.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getJson } from './client';

interface Entry {
  data?: unknown;
  error?: Error;
  loading: boolean;
  stale: boolean;
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

function load(url: string): void {
  const entry = entries.get(url) ?? { loading: false, stale: true, snapshot: EMPTY };
  entry.controller?.abort();
  const controller = new AbortController();
  entry.controller = controller;
  entry.loading = true;
  entry.stale = false;
  update(url, entry);
  getJson(url, controller.signal).then(
    (data) => {
      if (controller.signal.aborted) return;
      update(url, { ...entry, data, error: undefined, loading: false, controller: undefined });
    },
    (error: Error) => {
      if (controller.signal.aborted) return;
      update(url, { ...entry, error, loading: false, controller: undefined });
    },
  );
}

/** Marks every cached URL that starts with `prefix` stale and reloads those on screen. */
export function invalidate(prefix: string): void {
  for (const [url, entry] of entries) if (url.startsWith(prefix)) entry.stale = true;
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
