/**
 * FIDE Dutch steps: pair the next round of the scenario's TRF file with the Dutch system,
 * compare with a fixture pairs file, and check every round of a finished file.
 */
import assert from 'node:assert/strict';
import { checkTournament, dutchSystem, exchangesInOrder, type RoundCheck } from '@arbiter/swiss-dutch';
import { formatPairing, pairingInputFromTrf, type RoundPairing, type TrfFile } from '@arbiter/tournament';
import { thenStep, when } from '../support/bilingual';
import type { ArbiterWorld } from '../support/world';
import { fixtureText, SLOT, slot } from './tournament-support';

const CHECK = 'dutch.check';
const EXCHANGES = 'dutch.exchanges';

when(
  'the next round is paired by the Dutch system',
  'další kolo vylosuje holandský systém',
  function (this: ArbiterWorld) {
    const input = pairingInputFromTrf(slot<TrfFile>(this, SLOT.trf));
    if (!input.ok) throw new Error(input.error.message);
    const r = dutchSystem.pair(input.value);
    this.lastEvents = [];
    if (r.ok) {
      this.lastRejection = null;
      this.slots.set(SLOT.pairing, r.value);
    } else this.lastRejection = r.error;
  },
);

thenStep(
  'the pairing is the one in {string} of the fixtures',
  {
    lead: 'je los stejný jako v {string} z referenčních dat',
    and: 'los je stejný jako v {string} z referenčních dat',
  },
  function (this: ArbiterWorld, path: string) {
    assert.equal(formatPairing(slot<RoundPairing>(this, SLOT.pairing)), fixtureText(...path.split('/')));
  },
);

when(
  'every round of the file is checked against the Dutch system',
  {
    lead: 'se každé kolo souboru porovná s holandským systémem',
    and: 'každé kolo souboru se porovná s holandským systémem',
  },
  function (this: ArbiterWorld) {
    const r = checkTournament(slot<TrfFile>(this, SLOT.trf));
    if (!r.ok) throw new Error(r.error.message);
    this.slots.set(CHECK, r.value);
  },
);

thenStep(
  'every round is the Dutch pairing',
  'každé kolo odpovídá holandskému systému',
  function (this: ArbiterWorld) {
    const rounds = slot<RoundCheck[]>(this, CHECK);
    assert.ok(rounds.length > 0);
    for (const r of rounds) assert.equal(r.criterion, null, `round ${r.round}: ${r.note}`);
  },
);

thenStep(
  'round {int} differs first by {word}',
  { lead: 'se kolo {int} liší nejprve kritériem {word}', and: 'kolo {int} se liší nejprve kritériem {word}' },
  function (this: ArbiterWorld, round: number, criterion: string) {
    const r = slot<RoundCheck[]>(this, CHECK).find((x) => x.round === round);
    assert.ok(r, `no round ${round}`);
    assert.equal(r.criterion, criterion, r.note);
  },
);

when(
  'the exchanges of a bracket with {int} players in S1 and {int} in S2 are listed',
  {
    lead: 'se vypíší výměny skupiny, která má v S1 {int} hráče/hráče/hráčů a v S2 {int}',
    and: 'vypíší se výměny skupiny, která má v S1 {int} hráče/hráče/hráčů a v S2 {int}',
  },
  function (this: ArbiterWorld, p: number, q: number) {
    const lines = [...exchangesInOrder(p, q)].map((e) => `${e.out.join('+')} <-> ${e.in.join('+')}`);
    this.slots.set(EXCHANGES, lines);
  },
);

thenStep(
  'the first exchanges are:',
  { lead: 'jsou první výměny tyto:', and: 'první výměny jsou tyto:' },
  function (this: ArbiterWorld, text: string) {
    const expected = text
      .trim()
      .split('\n')
      .map((l) => l.trim());
    assert.deepEqual(slot<string[]>(this, EXCHANGES).slice(0, expected.length), expected);
  },
);

thenStep(
  'the exchanges of {int} players with a difference of {int} are:',
  {
    lead: 'jsou výměny {int} hráčů s rozdílem {int} tyto:',
    and: 'výměny {int} hráčů s rozdílem {int} jsou tyto:',
  },
  function (this: ArbiterWorld, size: number, difference: number, text: string) {
    // Difference: the sum of the numbers moved from S2 to S1 less the sum moved from S1 to S2.
    const sum = (part: string): number => part.split('+').reduce((a, b) => a + Number(b), 0);
    const expected = text
      .trim()
      .split('\n')
      .map((l) => l.trim());
    const listed = slot<string[]>(this, EXCHANGES).filter((line) => {
      const [out, inn] = line.split(' <-> ');
      return out.split('+').length === size && sum(inn) - sum(out) === difference;
    });
    assert.deepEqual(listed, expected);
  },
);

thenStep(
  'there are {int} exchanges in all',
  'výměn je celkem {int}',
  function (this: ArbiterWorld, count: number) {
    assert.equal(slot<string[]>(this, EXCHANGES).length, count);
  },
);
