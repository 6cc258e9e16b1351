// Issue 34: one request whose event the store cannot hold (a NUL in a player's name, past the
// edge's checks) shares a group commit with nine genuine ones; the nine are stored, it alone is
// refused. On both stores, through the write path the routes use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type EventStore } from '@arbiter/store';
import { unwrap } from '@arbiter/kernel';
import type { TournamentCommand } from '@arbiter/tournament';
import { Projection } from '../read/projection';
import { storedEventSchemas, tournamentStream } from '../stored-events';
import { tournamentDeps } from '../systems';
import type { Context } from '../context';
import { HttpProblem } from '../http/problems';
import { freshDatabase } from '../testing/server-process';
import { domain } from './run';
import { writeTournament, type WriteTiming } from './commands';

const ctx = { deps: tournamentDeps() } as Context;

const backends: { label: string; open(): Promise<{ store: EventStore; drop(): Promise<void> }> }[] = [
  {
    label: 'PGlite',
    async open() {
      const store = unwrap(await openStore({ schemas: storedEventSchemas, dataDir: 'memory://' }));
      return { store, drop: async () => {} };
    },
  },
  {
    label: 'PostgreSQL',
    async open() {
      const db = await freshDatabase('isolation');
      const store = unwrap(await openStore({ schemas: storedEventSchemas, url: db.url }));
      return { store, drop: db.drop };
    },
  },
];

for (const backend of backends)
  describe(`group commit on ${backend.label}`, () => {
    let store: EventStore;
    let drop: () => Promise<void>;
    let projection: Projection;

    beforeAll(async () => {
      ({ store, drop } = await backend.open());
      projection = new Projection(store);
    });
    afterAll(async () => {
      await store?.close();
      await drop?.();
    });

    const write = (tournament: string, command: TournamentCommand, timing?: WriteTiming) =>
      writeTournament(store, projection, {
        tournament,
        actor: 'owner',
        decide: domain(ctx, command),
        ...(timing ? { timing } : {}),
      });

    it('stores the 9 genuine writes of a batch that 1 poisoned write shares, and refuses that one alone', async () => {
      const id = 'isolation1';
      await write(id, {
        type: 'CreateTournament',
        name: 'Isolation',
        game: 'tri-d-chess',
        pairingSystem: 'dutch',
      });
      const timings = Array.from({ length: 10 }, () => ({ queue: 0, decide: 0, append: 0, batch: 0 }));
      // all ten are sent in one turn of the event loop, so they queue for one batch
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          write(
            id,
            { type: 'RegisterPlayer', name: i === 4 ? 'Poisoned\u0000Name' : `Genuine ${i}` },
            timings[i],
          ),
        ),
      );
      const refused = outcomes.flatMap((o, i) =>
        o.status === 'rejected' ? [{ i, reason: o.reason as unknown }] : [],
      );
      expect(refused.map((r) => r.i)).toEqual([4]);
      const problem = refused[0].reason;
      expect(problem).toBeInstanceOf(HttpProblem);
      expect((problem as HttpProblem).rejection.code).toBe('ERR_EVENT_INVALID');
      const stored = unwrap(await store.read(tournamentStream(id)))
        .filter((e) => e.type === 'PlayerRegistered')
        .map((e) => (e.data as { player: { name: string } }).player.name);
      expect(stored).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9].map((i) => `Genuine ${i}`));
      expect(projection.tournaments.get(id)?.state.players.map((p) => p.name)).toEqual(stored);
    });

    it('still writes a clean batch as one append', async () => {
      const id = 'isolation2';
      await write(id, {
        type: 'CreateTournament',
        name: 'Clean',
        game: 'tri-d-chess',
        pairingSystem: 'dutch',
      });
      const timings = Array.from({ length: 10 }, () => ({ queue: 0, decide: 0, append: 0, batch: 0 }));
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          write(id, { type: 'RegisterPlayer', name: `Player ${i}` }, timings[i]),
        ),
      );
      expect(timings.map((t) => t.batch)).toEqual(Array(10).fill(10));
    });
  });
