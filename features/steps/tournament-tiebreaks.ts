/**
 * Tie-break steps: a crosstable in compact notation, then its tie-break values or its ranking.
 */
import assert from 'node:assert/strict';
import type { DataTable } from '@cucumber/cucumber';
import {
  formatValue,
  parseTieBreak,
  parseTieBreakList,
  pointSystem,
  standings,
  tieBreakContext,
  type Crosstable,
} from '@arbiter/tournament';
import { given, thenStep } from '../support/bilingual';
import { englishRows } from '../support/czech-words';
import type { ArbiterWorld } from '../support/world';
import { crosstableFromRows, SLOT, slot } from './tournament-support';

/** A data table's rows as records by header, read back from Czech (`englishRows`). */
function hashes(table: DataTable): Record<string, string>[] {
  const [head = [], ...body] = englishRows(table.raw());
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
}

given(
  'the crosstable:',
  { lead: 'je dána tato tabulka turnaje:', table: true },
  function (this: ArbiterWorld, table: DataTable) {
    this.slots.set(SLOT.crosstable, crosstableFromRows(hashes(table)));
  },
);

given(
  'a win scores {int}, a draw {int} and a loss {int}',
  {
    lead: 'se výhra počítá za {int}, remíza za {int} a prohra za {int}',
    and: 'výhra se počítá za {int}, remíza za {int} a prohra za {int}',
  },
  function (this: ArbiterWorld, win: number, draw: number, loss: number) {
    const crosstable = slot<Crosstable>(this, SLOT.crosstable);
    this.slots.set(SLOT.crosstable, { ...crosstable, pointSystem: pointSystem({ win, draw, loss }) });
  },
);

thenStep(
  'the tie-breaks are:',
  { lead: 'jsou pomocná hodnocení tato:', and: 'pomocná hodnocení jsou tato:', table: true },
  function (this: ArbiterWorld, table: DataTable) {
    const crosstable = slot<Crosstable>(this, SLOT.crosstable);
    const ctx = tieBreakContext(crosstable);
    for (const row of hashes(table)) {
      const id = Number(row.no);
      const i = ctx.index.get(id);
      assert.ok(i !== undefined, `no player ${id}`);
      for (const [code, expected] of Object.entries(row)) {
        if (code === 'no') continue;
        const tb = parseTieBreak(code);
        assert.ok(tb.ok, `unknown tie-break ${code}`);
        const value: number = tb.value.compute(ctx)[i];
        assert.equal(
          formatValue(value, tb.value),
          formatValue(Number(expected), tb.value),
          `${code} of player ${id}`,
        );
      }
    }
  },
);

thenStep(
  'the ranking by {string} is {string}',
  'pořadí podle {string} je {string}',
  function (this: ArbiterWorld, list: string, expected: string) {
    const tieBreaks = parseTieBreakList(list);
    assert.ok(tieBreaks.ok, list);
    const result = standings(slot<Crosstable>(this, SLOT.crosstable), tieBreaks.value);
    assert.equal(result.rows.map((r) => `${r.rank}:${r.player.id}`).join(' '), expected);
  },
);

thenStep(
  'player {int} has {word} {string} in that ranking',
  'hráč {int} má v tomto pořadí {word} {string}',
  function (this: ArbiterWorld, id: number, code: string, expected: string) {
    const tieBreaks = parseTieBreakList(code);
    assert.ok(tieBreaks.ok, code);
    const result = standings(slot<Crosstable>(this, SLOT.crosstable), tieBreaks.value);
    const row = result.rows.find((r) => r.player.id === id);
    assert.ok(row, `no player ${id}`);
    assert.equal(formatValue(row.values[0], tieBreaks.value[0]), expected);
  },
);
