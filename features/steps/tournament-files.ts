/**
 * TRF, Berger-table and pairing steps: read a TRF file (inline or a fixture), check its refusal,
 * pair its next round, compare Berger schedules with FIDE's tables, run the CLI.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bergerRound,
  bergerTable,
  doubleRoundRobinSystem,
  formatPairing,
  pairingInputFromTrf,
  parseTrf,
  roundRobinSystem,
  type PairingInput,
  type RoundPairing,
  type TrfFile,
} from '@arbiter/tournament';
import { given, thenStep, when } from '../support/bilingual';
import type { ArbiterWorld } from '../support/world';
import { FIXTURES, fixtureText, SLOT, slot } from './tournament-support';

const systems = new Map([roundRobinSystem, doubleRoundRobinSystem].map((s) => [s.id, s]));

function readTrf(world: ArbiterWorld, text: string): void {
  const parsed = parseTrf(text);
  world.lastEvents = [];
  if (parsed.ok) {
    world.lastRejection = null;
    world.slots.set(SLOT.trf, parsed.value);
  } else {
    world.lastRejection = parsed.error;
    world.slots.delete(SLOT.trf);
  }
}

given('the tournament file:', 'je dán tento soubor turnaje:', function (this: ArbiterWorld, text: string) {
  readTrf(this, text);
});

given(
  'the tournament file {string} of the fixtures',
  'je dán soubor turnaje {string} z referenčních dat',
  function (this: ArbiterWorld, path: string) {
    readTrf(this, fixtureText(...path.split('/')));
  },
);

thenStep(
  'the file is refused with {word} at line {int}, column {int}',
  {
    lead: 'je soubor odmítnut s kódem {word} na řádku {int} ve sloupci {int}',
    and: 'soubor je odmítnut s kódem {word} na řádku {int} ve sloupci {int}',
  },
  function (this: ArbiterWorld, code: string, line: number, column: number) {
    assert.ok(this.lastRejection, 'the file was read');
    assert.equal(this.lastRejection.code, code, this.lastRejection.message);
    assert.deepEqual(
      [this.lastRejection.params?.line, this.lastRejection.params?.column],
      [line, column],
      this.lastRejection.message,
    );
    assert.equal(this.slots.has(SLOT.trf), false, 'nothing is imported');
  },
);

thenStep(
  'the file is read with {int} players',
  {
    lead: 'je soubor načten a má {int} hráče/hráče/hráčů',
    and: 'soubor je načten a má {int} hráče/hráče/hráčů',
  },
  function (this: ArbiterWorld, n: number) {
    assert.equal(this.lastRejection, null, this.lastRejection?.message);
    assert.equal(slot<TrfFile>(this, SLOT.trf).players.length, n);
  },
);

function input(world: ArbiterWorld): PairingInput {
  const r = pairingInputFromTrf(slot<TrfFile>(world, SLOT.trf));
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

thenStep(
  'the round to pair is {int}',
  { lead: 'se losuje kolo {int}', and: 'losuje se kolo {int}' },
  function (this: ArbiterWorld, round: number) {
    assert.equal(input(this).round, round);
  },
);

thenStep(
  'player {int} is not paired, with a {word} bye',
  {
    lead: 'se hráč {int} nelosuje a má volno {bye-kind}',
    and: 'hráč {int} se nelosuje a má volno {bye-kind}',
  },
  function (this: ArbiterWorld, id: number, kind: string) {
    const p = input(this).players.find((x) => x.id === id);
    assert.ok(p, `no player ${id}`);
    assert.equal(p.bye, kind);
  },
);

thenStep(
  'player {int} may not receive the PAB',
  'hráč {int} nesmí dostat volno přidělené losem',
  function (this: ArbiterWorld, id: number) {
    const p = input(this).players.find((x) => x.id === id);
    assert.ok(p, `no player ${id}`);
    assert.equal(p.hadUnplayedWin, true);
  },
);

thenStep(
  'player {int} has the colour history {string}',
  'hráč {int} má historii barev {string}',
  function (this: ArbiterWorld, id: number, history: string) {
    const p = input(this).players.find((x) => x.id === id);
    assert.ok(p, `no player ${id}`);
    assert.equal(p.colours.map((c) => (c === 'white' ? 'W' : c === 'black' ? 'B' : '-')).join(''), history);
  },
);

when(
  'the next round is paired by {string}',
  { lead: 'se další kolo losuje {tournament-system}', and: 'další kolo se losuje {tournament-system}' },
  function (this: ArbiterWorld, id: string) {
    const system = systems.get(id);
    assert.ok(system, `unknown system ${id}`);
    const r = system.pair(input(this));
    this.lastEvents = [];
    if (r.ok) {
      this.lastRejection = null;
      this.slots.set(SLOT.pairing, r.value);
    } else this.lastRejection = r.error;
  },
);

thenStep(
  'the pairs are:',
  { lead: 'jsou dvojice tyto:', and: 'dvojice jsou tyto:' },
  function (this: ArbiterWorld, text: string) {
    assert.equal(formatPairing(slot<RoundPairing>(this, SLOT.pairing)).trim(), text.trim());
  },
);

thenStep(
  "the Berger schedule for {int} players equals FIDE's table",
  {
    lead: 'se Bergerův rozpis pro {int} hráče/hráče/hráčů shoduje s tabulkou FIDE',
    and: 'Bergerův rozpis pro {int} hráče/hráče/hráčů se shoduje s tabulkou FIDE',
  },
  function (this: ArbiterWorld, n: number) {
    const fide = JSON.parse(fixtureText('berger', `berger${String(n).padStart(2, '0')}.json`)) as {
      rounds: [number, number][][];
      bye: number | null;
    };
    const mine = bergerTable(n);
    assert.deepEqual(mine.rounds, fide.rounds);
    assert.equal(mine.bye, fide.bye);
  },
);

thenStep(
  'round {int} of the Berger table for {int} players is {string}',
  'kolo {int} Bergerovy tabulky pro {int} hráče/hráče/hráčů je {string}',
  function (this: ArbiterWorld, round: number, n: number, boards: string) {
    const r = bergerRound(n, round, { cycles: 1, swapLastRounds: false });
    assert.ok(r, `no round ${round}`);
    assert.equal(r.map(([w, b]) => `${w}-${b}`).join(' '), boards);
  },
);

thenStep(
  'round {int} of the double round robin for {int} players is {string}',
  'kolo {int} dvoukolového turnaje pro {int} hráče/hráče/hráčů je {string}',
  function (this: ArbiterWorld, round: number, n: number, boards: string) {
    const r = bergerRound(n, round, { cycles: 2, swapLastRounds: true });
    assert.ok(r, `no round ${round}`);
    assert.equal(r.map(([w, b]) => `${w}-${b}`).join(' '), boards);
  },
);

const ARBITER = join(dirname(fileURLToPath(import.meta.url)), '../../apps/cli/bin/arbiter.mjs');

given(
  'the file {string} contains:',
  'soubor {string} obsahuje:',
  function (this: ArbiterWorld, name: string, text: string) {
    const dir =
      (this.slots.get('tournament.dir') as string | undefined) ??
      mkdtempSync(join(tmpdir(), 'arbiter-features-'));
    this.slots.set('tournament.dir', dir);
    writeFileSync(join(dir, name), text.endsWith('\n') ? text : text + '\n');
  },
);

when('I run {string}', 'spustím {string}', function (this: ArbiterWorld, commandLine: string) {
  const dir = this.slots.get('tournament.dir') as string | undefined;
  const args = commandLine
    .replace(/^arbiter\s+/, '')
    .split(/\s+/)
    .map((a) => a.replace(/^fixtures\//, FIXTURES + '/'))
    .map((a) => (dir && /^[\w.-]+\.(trf|pairs)$/.test(a) ? join(dir, a) : a));
  const r = spawnSync(process.execPath, [ARBITER, ...args], { encoding: 'utf8' });
  this.slots.set(SLOT.output, { code: r.status, out: r.stdout, err: r.stderr });
});

thenStep(
  "the CSV agrees with the checker's {string}",
  {
    lead: 'se CSV shoduje s výstupem kontrolního programu {string}',
    and: 'CSV se shoduje s výstupem kontrolního programu {string}',
  },
  function (this: ArbiterWorld, path: string) {
    const output = slot<{ code: number; out: string; err: string }>(this, SLOT.output);
    assert.equal(output.code, 0, output.err);
    const [head, ...rows] = output.out
      .trim()
      .split(/\r?\n/)
      .map((l) => l.split(','));
    assert.deepEqual(head.slice(0, 5), ['rank', 'id', 'name', 'rating', 'PTS']);
    const [theirHead, ...theirRows] = fixtureText(...path.split('/'))
      .trim()
      .split('\n')
      .map((l) => l.split(','));
    const theirs = new Map(theirRows.map((r) => [r[0], r]));
    assert.equal(rows.length, theirRows.length);
    for (const row of rows) {
      const other = theirs.get(row[1]);
      assert.ok(other, `player ${row[1]}`);
      assert.equal(row[0], other[theirHead.indexOf('Rank')], `rank of ${row[1]}`);
      head
        .slice(4)
        .forEach((code, j) =>
          assert.equal(Number(row[4 + j]), Number(other[theirHead.indexOf(code)]), `${code} of ${row[1]}`),
        );
    }
  },
);

thenStep('it prints:', 'program vypíše:', function (this: ArbiterWorld, text: string) {
  const output = slot<{ code: number; out: string; err: string }>(this, SLOT.output);
  assert.equal(output.code, 0, output.err);
  assert.equal(output.out.trim(), text.trim());
});

thenStep(
  'it exits with {int} and says {string}',
  'program skončí kódem {int} a vypíše {string}',
  function (this: ArbiterWorld, code: number, text: string) {
    const output = slot<{ code: number; out: string; err: string }>(this, SLOT.output);
    assert.equal(output.code, code, output.err);
    assert.ok((output.out + output.err).includes(text), output.out + output.err);
  },
);
