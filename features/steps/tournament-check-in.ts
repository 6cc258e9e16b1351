/**
 * Check-in steps (rulings ARB CI1, ARB CI2): a tournament whose absent players get a zero-point
 * bye or are withdrawn, players checked in by the arbiter or with the tournament's code, and what
 * pairing does with those who did not come.
 */
import assert from 'node:assert/strict';
import { checkInPreview, EMPTY_TOURNAMENT, type CheckInPolicy } from '@arbiter/tournament';
import { given, thenStep, when } from '../support/bilingual';
import type { ArbiterWorld } from '../support/world';
import { SLOT } from './tournament-support';
import { log, must, send, state } from './tournament-events';

function create(world: ArbiterWorld, system: string, n: number, checkIn: CheckInPolicy): void {
  world.slots.set(SLOT.state, EMPTY_TOURNAMENT);
  log(world).length = 0;
  must(world, {
    type: 'CreateTournament',
    name: 'Club open',
    game: 'tri-d-chess',
    pairingSystem: system,
    checkIn,
  });
  for (let i = 1; i <= n; i++)
    must(world, { type: 'RegisterPlayer', name: `Player ${i}`, rating: 2100 - 10 * i });
}

given(
  'a {string} tournament with {int} players whose absent players get a zero-point bye',
  {
    lead: 'se hraje turnaj {tournament-system} pro {int} hráče/hráče/hráčů a nepřítomní dostanou volno bez bodu',
    and: 'hraje se turnaj {tournament-system} pro {int} hráče/hráče/hráčů a nepřítomní dostanou volno bez bodu',
  },
  function (this: ArbiterWorld, system: string, n: number) {
    create(this, system, n, 'zero-bye');
  },
);

given(
  'a {string} tournament with {int} players whose absent players are withdrawn',
  {
    lead: 'se hraje turnaj {tournament-system} pro {int} hráče/hráče/hráčů a nepřítomní jsou vyřazeni',
    and: 'hraje se turnaj {tournament-system} pro {int} hráče/hráče/hráčů a nepřítomní jsou vyřazeni',
  },
  function (this: ArbiterWorld, system: string, n: number) {
    create(this, system, n, 'withdraw');
  },
);

when(
  'the arbiter checks in player {int} for round {int}',
  'rozhodčí prezentuje hráče {int} na kolo {int}',
  function (this: ArbiterWorld, player: number, round: number) {
    send(this, { type: 'CheckInPlayer', player, round, by: 'arbiter' });
  },
);

when(
  'player {int} checks in for round {int} with the tournament code',
  {
    lead: 'se hráč {int} prezentuje na kolo {int} kódem turnaje',
    and: 'hráč {int} se prezentuje na kolo {int} kódem turnaje',
  },
  function (this: ArbiterWorld, player: number, round: number) {
    send(this, { type: 'CheckInPlayer', player, round, by: 'player' });
  },
);

when(
  'the arbiter takes back the check-in of player {int} for round {int}',
  'rozhodčí zruší prezenci hráče {int} na kolo {int}',
  function (this: ArbiterWorld, player: number, round: number) {
    send(this, { type: 'CheckOutPlayer', player, round, by: 'arbiter' });
  },
);

thenStep(
  'the players not checked in for round {int} are {string}',
  {
    lead: 'jsou na kolo {int} neprezentováni hráči {string}',
    and: 'na kolo {int} jsou neprezentováni hráči {string}',
  },
  function (this: ArbiterWorld, round: number, players: string) {
    assert.equal(checkInPreview(state(this), round).absent.join(' '), players);
  },
);

thenStep(
  'the log says player {int} checked in with the tournament code',
  'záznam uvádí, že se hráč {int} prezentoval kódem turnaje',
  function (this: ArbiterWorld, player: number) {
    const entry = (log(this) as { type: string; player?: number; by?: string }[]).find(
      (e) => e.type === 'PlayerCheckedIn' && e.player === player,
    );
    assert.equal(entry?.by, 'player');
  },
);

thenStep(
  'player {int} has a zero-point bye in round {int}',
  'hráč {int} má v kole {int} volno bez bodu',
  function (this: ArbiterWorld, player: number, round: number) {
    const r = state(this).rounds.find((x) => x.round === round);
    assert.ok(r, `round ${round} is not paired`);
    assert.deepEqual(
      r.byes.find((b) => b.player === player),
      { player, kind: 'zero' },
    );
  },
);

thenStep(
  'player {int} is withdrawn from the tournament',
  { lead: 'je hráč {int} vyřazen z turnaje', and: 'hráč {int} je vyřazen z turnaje' },
  function (this: ArbiterWorld, player: number) {
    assert.equal(state(this).players.find((p) => p.id === player)?.withdrawn, true);
  },
);

when(
  'the pairing of round {int} is undone',
  { lead: 'je los kola {int} zrušen', and: 'los kola {int} je zrušen' },
  function (this: ArbiterWorld, round: number) {
    send(this, { type: 'UndoPairing', round });
  },
);

when(
  'the arbiter pairs round {int} by hand with the boards {string}',
  'rozhodčí sestaví los kola {int} ručně se šachovnicemi {string}',
  function (this: ArbiterWorld, round: number, boards: string) {
    send(this, {
      type: 'OverridePairing',
      round,
      boards: boards.split(' ').map((b) => {
        const [white, black] = b.split('-').map(Number);
        return { white, black };
      }),
      pab: null,
      reason: 'the arbiter keeps two clubmates apart',
    });
  },
);

thenStep(
  'player {int} has no bye for round {int}',
  'hráč {int} nemá na kolo {int} volno',
  function (this: ArbiterWorld, player: number, round: number) {
    const s = state(this);
    assert.equal(
      s.byeRequests.some((b) => b.player === player && b.round === round),
      false,
      'a bye is still requested',
    );
    const r = s.rounds.find((x) => x.round === round);
    assert.equal(r?.byes.some((b) => b.player === player) ?? false, false, 'the round has a bye for him');
  },
);

thenStep(
  'player {int} is active in the tournament',
  'hráč {int} v turnaji pokračuje',
  function (this: ArbiterWorld, player: number) {
    assert.equal(state(this).players.find((p) => p.id === player)?.withdrawn, false);
  },
);
