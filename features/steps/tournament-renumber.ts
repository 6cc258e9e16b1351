/**
 * A late entry and the start list renumbered by the initial ranking (FIDE C.04.2).
 */
import assert from 'node:assert/strict';
import { given, thenStep, when } from '../support/bilingual';
import type { ArbiterWorld } from '../support/world';
import { must, send, state } from './tournament-events';

when(
  'a player {string} rated {int} registers',
  'se přihlásí hráč {string} s ratingem {int}',
  function (this: ArbiterWorld, name: string, rating: number) {
    send(this, { type: 'RegisterPlayer', name, rating });
  },
);

given(
  'rounds {int} to {int} are played with White winning every game',
  'kola {int} až {int} jsou odehrána a bílý vyhrál všechny partie',
  function (this: ArbiterWorld, first: number, last: number) {
    for (let round = first; round <= last; round++) {
      must(this, { type: 'PairRound', round });
      const r = state(this).rounds.find((x) => x.round === round)!;
      r.boards.forEach((_, i) => must(this, { type: 'RecordResult', round, board: i + 1, result: '1-0' }));
      must(this, { type: 'CloseRound', round });
    }
  },
);

when(
  'the start list is renumbered by rating',
  'je startovní listina přečíslována podle ratingu',
  function (this: ArbiterWorld) {
    send(this, { type: 'RenumberPlayers' });
  },
);

thenStep(
  'the start list is {string}',
  'startovní listina je {string}',
  function (this: ArbiterWorld, names: string) {
    assert.equal(this.lastRejection, null, this.lastRejection?.message);
    const players = state(this).players;
    assert.deepEqual(
      players.map((p) => p.id),
      players.map((_, i) => i + 1),
      'pairing numbers are 1..n',
    );
    assert.equal(players.map((p) => p.name).join(', '), names);
  },
);
