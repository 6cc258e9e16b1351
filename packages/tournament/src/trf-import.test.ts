import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import { fixture, fixtureFolders } from './fixtures';
import { parseTrf } from './trf-parse';
import { makeTrf } from './trf-write';
import { importTrf } from './trf-import';
import { foldTournament, evolveTournament } from './tournament';
import { decideTournament } from './tournament-decide';
import { crosstableFromTrf } from './crosstable';
import { crosstableOf, pairingInputOf, trfOf } from './tournament-views';
import { pairingInputFromTrf } from './pairing-input';
import { pairingRegistry } from './pairing';
import { roundRobinSystem } from './round-robin';

describe('importing a TRF file as tournament events', () => {
  it.each(fixtureFolders('tiebreaks'))(
    '%s: the fold has the same crosstable, and exports the same rounds',
    (folder) => {
      const file = unwrap(parseTrf(fixture('tiebreaks', folder, 'tournament.trf')));
      const state = foldTournament(unwrap(importTrf(file)));
      expect(crosstableOf(state)).toEqual(unwrap(crosstableFromTrf(file)));
      const back = unwrap(parseTrf(makeTrf(trfOf(state))));
      expect(back.players.map((p) => p.rounds)).toEqual(file.players.map((p) => p.rounds));
      expect(back.players.map((p) => p.points)).toEqual(file.players.map((p) => p.points));
    },
  );
  it.each(fixtureFolders('pairing'))('%s: the fold gives the same pairing input', (folder) => {
    const file = unwrap(parseTrf(fixture('pairing', folder, 'input.trf')));
    const state = foldTournament(unwrap(importTrf(file)));
    expect(pairingInputOf(state)).toEqual(unwrap(pairingInputFromTrf(file)));
  });
  it('a tournament exported and imported again is the same tournament', () => {
    const deps = { systems: pairingRegistry(roundRobinSystem) };
    let state = foldTournament([]);
    const apply = (c: Parameters<typeof decideTournament>[1]) => {
      state = unwrap(decideTournament(state, c, deps)).reduce(evolveTournament, state);
    };
    apply({ type: 'CreateTournament', name: 'Club', game: 'chess', pairingSystem: 'round-robin' });
    for (const name of ['A', 'B', 'C', 'D', 'E']) apply({ type: 'RegisterPlayer', name, rating: 2000 });
    apply({ type: 'ProhibitPairing', players: [1, 2], firstRound: 3, lastRound: 4 });
    apply({ type: 'PairRound', round: 1 });
    apply({ type: 'RecordResult', round: 1, board: 1, result: '+:-' });
    apply({ type: 'RecordResult', round: 1, board: 2, result: '1/2-1/2' });
    apply({ type: 'CloseRound', round: 1 });
    apply({ type: 'RequestBye', player: 3, round: 2, kind: 'half' });
    apply({ type: 'RequestBye', player: 4, round: 4, kind: 'zero' });
    const file = trfOf(state);
    const again = foldTournament(
      unwrap(importTrf(unwrap(parseTrf(makeTrf(file))), { pairingSystem: 'round-robin' })),
    );
    expect(trfOf(again)).toEqual(file);
    expect(pairingInputOf(again)).toEqual(pairingInputOf(state));
  });
});
