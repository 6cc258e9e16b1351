/**
 * Tie-break breakdown steps: one player's tie-breaks shown as sums (`explainTieBreaks`), round by
 * round, and the check that every breakdown of a whole tournament adds up to its standings.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataTable } from '@cucumber/cucumber';
import {
  crosstableFromTrf,
  explainTieBreaks,
  parseTieBreakList,
  parseTrf,
  standings,
  type BreakdownRound,
  type Crosstable,
  type PlayerBreakdown,
  type TieBreakBreakdown,
} from '@arbiter/tournament';
import { thenStep, when } from '../support/bilingual';
import { englishRows } from '../support/czech-words';
import type { ArbiterWorld } from '../support/world';
import { FIXTURES, SLOT, slot } from './tournament-support';

const BREAKDOWN = 'tournament.breakdown';
const REPOSITORY = join(dirname(fileURLToPath(import.meta.url)), '../..');

function explain(crosstable: Crosstable, codes: string, player: number): PlayerBreakdown {
  const list = parseTieBreakList(codes);
  assert.ok(list.ok, codes);
  const explained = explainTieBreaks(crosstable, standings(crosstable, list.value), player);
  assert.ok(explained.ok, explained.ok ? '' : explained.error.message);
  return explained.value;
}

function one(world: ArbiterWorld, code: string): TieBreakBreakdown {
  const found = slot<PlayerBreakdown>(world, BREAKDOWN).tieBreaks.find((b) => b.code === code);
  assert.ok(found, `no ${code} in the breakdown`);
  return found;
}

/** How a round's value was found, in a few words (the scenarios' `basis` column). */
function basisOf(r: BreakdownRound): string {
  const b = r.basis;
  switch (b.kind) {
    case 'opponent':
      return b.adjusted === b.score ? 'opponent' : `opponent, draws after round ${b.lastRound}`;
    case 'virtual-opponent':
      return b.capBy === 'half-maximum' ? 'virtual, capped at half maximum' : 'virtual, capped by opponent';
    case 'count':
      return b.counts ? 'counts' : 'does not count';
    case 'koya':
      return b.counts ? 'counts' : 'left out';
    case 'not-counted':
      return b.reason === 'no-rated-game'
        ? 'not counted, no rated game'
        : b.reason === 'outside-group'
          ? 'not counted, no game in the group'
          : b.reason === 'not-played'
            ? 'not counted, not played over the board'
            : `not counted, ${String(b.reason)}`;
    default:
      return b.kind.replace('-', ' ');
  }
}

/** The total as a formula over the parts (the scenarios' `is written` text). */
function formulaOf(b: TieBreakBreakdown): string {
  const t = b.total;
  const f = (x: number) => x.toFixed(b.precision);
  switch (t.kind) {
    case 'sum':
      return t.removed === 0 ? b.shown : `${f(t.before)} - ${f(t.removed)} = ${b.shown}`;
    case 'average':
      return t.counted === 0 ? b.shown : `${t.sum} / ${t.counted} = ${b.shown}`;
    case 'performance':
      return t.games === 0 ? b.shown : `${t.average} + ${t.dp} = ${b.shown}`;
    case 'position':
      return `${b.shown} in ${t.group.join(', ')}`;
  }
}

when(
  'the tie-breaks {string} of player {int} are broken down',
  {
    lead: 'se rozepíší pomocná hodnocení {string} hráče {int}',
    and: 'rozepíší se pomocná hodnocení {string} hráče {int}',
  },
  function (this: ArbiterWorld, codes: string, player: number) {
    this.slots.set(BREAKDOWN, explain(slot<Crosstable>(this, SLOT.crosstable), codes, player));
  },
);

thenStep(
  'the breakdown of {string} is:',
  { lead: 'je rozpis {string} tento:', and: 'rozpis {string} je tento:', table: true },
  function (this: ArbiterWorld, code: string, table: DataTable) {
    const b = one(this, code);
    const shown = b.rounds.map((r) => ({
      round: String(r.round),
      opponent: r.opponent === null ? '-' : String(r.opponent),
      value: r.value === null ? '-' : r.value.toFixed(b.precision),
      basis: basisOf(r),
      cut: r.cut ?? '-',
      // optional columns: the kind of round (C.07 16), a virtual opponent's cap, a Koya opponent's score
      kind: r.kind.replace(/-/g, ' '),
      cap: r.basis.kind === 'virtual-opponent' ? r.basis.cap.toFixed(b.precision) : '-',
      'opponent score':
        r.basis.kind === 'koya' && r.basis.opponentScore !== null ? r.basis.opponentScore.toFixed(1) : '-',
    }));
    const [head = [], ...body] = englishRows(table.raw());
    const wanted = body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
    const columns = Object.keys(wanted[0] ?? {});
    assert.deepEqual(
      shown.map((row) => Object.fromEntries(columns.map((c) => [c, row[c as keyof typeof row]]))),
      wanted,
    );
  },
);

thenStep(
  '{string} is written {string}, its value in the standings',
  {
    lead: 'se {string} zapíše jako {value}, tak jako v pořadí',
    and: '{string} se zapíše jako {value}, tak jako v pořadí',
  },
  function (this: ArbiterWorld, code: string, formula: string) {
    const b = one(this, code);
    assert.equal(formulaOf(b), formula);
    const explained = slot<PlayerBreakdown>(this, BREAKDOWN);
    const list = parseTieBreakList(explained.tieBreaks.map((x) => x.code).join(','));
    assert.ok(list.ok);
    const row = standings(slot<Crosstable>(this, SLOT.crosstable), list.value).rows.find(
      (r) => r.player.id === explained.player.id,
    );
    assert.ok(row);
    assert.equal(b.value, row.values[explained.tieBreaks.indexOf(b)]);
  },
);

thenStep(
  'every breakdown of {string} in {string} adds up to the standings',
  'každý rozpis {string} v {string} dává součet rovný hodnotě v pořadí',
  function (this: ArbiterWorld, codes: string, file: string) {
    const path = file.startsWith('fixtures/')
      ? join(FIXTURES, file.slice('fixtures/'.length))
      : join(REPOSITORY, file);
    const trf = parseTrf(readFileSync(path, 'utf8'));
    assert.ok(trf.ok);
    const crosstable = crosstableFromTrf(trf.value);
    assert.ok(crosstable.ok);
    const list = parseTieBreakList(codes);
    assert.ok(list.ok, codes);
    const ranked = standings(crosstable.value, list.value);
    for (const row of ranked.rows) {
      const explained = explainTieBreaks(crosstable.value, ranked, row.player.id);
      assert.ok(explained.ok);
      explained.value.tieBreaks.forEach((b, j) => {
        const where = `player ${row.player.id}, ${b.code}`;
        assert.equal(b.value, row.values[j], where);
        if (b.total.kind === 'sum') {
          const kept = b.rounds.reduce((s, r) => (r.value !== null && r.cut === null ? s + r.value : s), 0);
          assert.equal(kept, row.values[j], where);
        }
      });
    }
  },
);
