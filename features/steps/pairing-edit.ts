/**
 * An arbiter's edit of a paired round compared with the engine (issue 23, part 1): propose
 * boards, read the engine's pairing, the boards that differ and each criterion the edit breaks
 * with its level (refused, confirmed twice, acknowledged); save it with a reason; read the
 * `###` line of the TRF that `arbiter pair --check` names.
 */
import assert from 'node:assert/strict';
import {
  comparePairing,
  makeTrf,
  pairingEditsOf,
  parseTrf,
  trfOf,
  type BoardPairing,
  type PairingComparison,
} from '@arbiter/tournament';
import { thenStep, when } from '../support/bilingual';
import type { ArbiterWorld } from '../support/world';
import { deps, send, state } from './tournament-events';

const PROPOSAL = 'edit.proposal';
const COMPARISON = 'edit.comparison';

/** `"3-6 1-8"`: boards as White-Black pairing numbers, in board order. */
function boardsOf(text: string): BoardPairing[] {
  return text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [white, black] = pair.split('-').map(Number);
      return { white, black };
    });
}

const shown = (boards: readonly BoardPairing[]) => boards.map((b) => `${b.white}-${b.black}`).join(' ');
const ids = (text: string) => (text.trim() === '' ? [] : text.trim().split(/\s+/));

function comparison(world: ArbiterWorld): PairingComparison {
  const c = world.slots.get(COMPARISON) as PairingComparison | undefined;
  assert.ok(c, 'no edit was proposed');
  return c;
}

when(
  'the arbiter proposes for round {int} the boards {string}',
  'rozhodčí navrhne pro kolo {int} šachovnice {string}',
  function (this: ArbiterWorld, round: number, text: string) {
    const boards = boardsOf(text);
    const c = comparePairing(state(this), deps, round, boards, null);
    if (!c.ok) throw new Error(`${c.error.code} ${c.error.message}`);
    this.slots.set(PROPOSAL, { round, boards });
    this.slots.set(COMPARISON, c.value);
  },
);

thenStep(
  'the engine pairs it {string}',
  { lead: 'by program kolo vylosoval {string}', and: 'program by kolo vylosoval {string}' },
  function (this: ArbiterWorld, boards: string) {
    assert.equal(shown(comparison(this).engine?.boards ?? []), boards);
  },
);

thenStep(
  'the boards {string} differ from the engine',
  {
    lead: 'se šachovnice {string} liší od losu programu',
    and: 'šachovnice {string} se liší od losu programu',
  },
  function (this: ArbiterWorld, boards: string) {
    assert.equal(comparison(this).differing.join(' '), boards);
  },
);

/** Asserts one criterion the edit breaks: its id, rule and level; answers it. */
function breaks(world: ArbiterWorld, criterion: string, rule: string, level: string) {
  const found = comparison(world).criteria.filter((c) => c.criterion === criterion && c.rule === rule);
  assert.ok(
    found.length > 0,
    `${criterion} [${rule}] is not broken: ${JSON.stringify(comparison(world).criteria)}`,
  );
  for (const c of found) assert.equal(c.level, level, `${criterion}: level`);
  return found;
}

thenStep(
  'the edit is refused by {word} citing {string} on board {int}',
  {
    lead: 'je úprava nepřípustná \\({criterion}\\) podle {string} na šachovnici {int}',
    and: 'úprava je nepřípustná \\({criterion}\\) podle {string} na šachovnici {int}',
  },
  function (this: ArbiterWorld, criterion: string, rule: string, board: number) {
    assert.ok(
      breaks(this, criterion, rule, 'refuse').some((c) => c.board === board),
      `not on board ${board}`,
    );
  },
);

thenStep(
  'the edit needs {word} citing {string} confirmed twice',
  'úprava vyžaduje dvojí potvrzení \\({criterion}\\) podle {string}',
  function (this: ArbiterWorld, criterion: string, rule: string) {
    breaks(this, criterion, rule, 'confirm');
  },
);

thenStep(
  'the edit needs {word} citing {string} acknowledged',
  'úprava vyžaduje vzít na vědomí \\({criterion}\\) podle {string}',
  function (this: ArbiterWorld, criterion: string, rule: string) {
    breaks(this, criterion, rule, 'acknowledge');
  },
);

thenStep(
  'the edit breaks only {string}',
  'úprava porušuje jen {value}',
  function (this: ArbiterWorld, criteria: string) {
    assert.deepEqual(
      [...new Set(comparison(this).criteria.map((c) => c.criterion))].sort(),
      ids(criteria).sort(),
    );
  },
);

when(
  'the edit is saved with the reason {string}, acknowledging {string} and confirming {string}',
  {
    lead: 'se úprava uloží s odůvodněním {prose}, na vědomí vzato {value} a potvrzeno {value}',
    and: 'úprava se uloží s odůvodněním {prose}, na vědomí vzato {value} a potvrzeno {value}',
  },
  function (this: ArbiterWorld, reason: string, acknowledged: string, confirmed: string) {
    const p = this.slots.get(PROPOSAL) as { round: number; boards: BoardPairing[] } | undefined;
    assert.ok(p, 'no edit was proposed');
    send(this, {
      type: 'EditPairing',
      round: p.round,
      boards: p.boards,
      pab: null,
      reason,
      acknowledged: ids(acknowledged),
      confirmed: ids(confirmed),
    });
  },
);

thenStep(
  'the exported TRF names the edit of round {int} as {string}',
  'exportované TRF uvádí úpravu kola {int} jako {string}',
  function (this: ArbiterWorld, round: number, criteria: string) {
    const file = parseTrf(makeTrf(trfOf(state(this))));
    assert.ok(file.ok);
    const edit = pairingEditsOf(file.value).find((e) => e.round === round);
    assert.ok(edit, `no ### line for round ${round}`);
    assert.equal(edit.criteria.map((c) => `${c.criterion} [${c.rule}]`).join(', '), criteria);
  },
);
