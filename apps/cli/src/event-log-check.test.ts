// Nothing forged: an event log is checked against the rules (each event's command decided
// again, the emitted events compared field by field), what is filed is what the rules emitted,
// and one game in other bytes (CRLF, a BOM, its own event log) is one game.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore } from '@arbiter/store';
import { games, storedSchemas } from '@arbiter/toolkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from './command';
import { runCli as run } from './testing/run-cli';

const here = path.dirname(fileURLToPath(import.meta.url));
const examples = path.resolve(here, '../../../examples');
const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-event-check-'));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};
const DRAKOBURG = '[Game "drakoburg"]\n\n1. c2-c3 c6-c5 2. d2-d3 *\n';

/** The event log `replay --write-events` writes for a record, as parsed lines. */
async function logOf(record: string, ...flags: string[]): Promise<Record<string, unknown>[]> {
  const out = path.join(dir, `log-${Math.random().toString(36).slice(2)}.jsonl`);
  const r = await run('replay', record, ...flags, '--write-events', out);
  expect(r.code, r.err).toBe(0);
  return readFileSync(out, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}
const text = (events: readonly unknown[]) => events.map((e) => JSON.stringify(e)).join('\n') + '\n';
type Event = { type: string; data: Record<string, unknown>; metadata: Record<string, unknown> };

describe('replay checks an event log against the rules', () => {
  it('refuses a move event that names the wrong piece, with sequence, field, given and expected', async () => {
    const events = (await logOf(write('d.pgn', DRAKOBURG))) as Event[];
    expect((await run('replay', write('d-ok.jsonl', text(events)))).code).toBe(0);
    const forged = structuredClone(events);
    expect(forged[1].data.piece).toBe('P');
    forged[1].data.piece = 'T';
    const r = await run('replay', write('d-forged.jsonl', text(forged)));
    expect(r.code).toBe(EXIT.rejected);
    expect(r.out).toContain('ERR_EVENT_MISMATCH');
    expect(r.out).toContain('Event 1: data.piece is "T", but the rules give "P"');
  });

  it('refuses a Tri-D pawn double step called a queen move, and a quiet move marked as check', async () => {
    const events = (await logOf(path.join(examples, 'meder-sample-game.pgn'), '--lenient')) as Event[];
    expect((await run('replay', write('meder.jsonl', text(events)))).code).toBe(0);
    const double = events.findIndex((e) => e.data.doubleStep === true);
    expect(double).toBeGreaterThan(0);
    const queen = structuredClone(events);
    queen[double].data.piece = 'queen';
    const q = await run('replay', write('meder-queen.jsonl', text(queen)));
    expect(q.code).toBe(EXIT.rejected);
    expect(q.out).toContain(`Event ${double}: data.piece is "queen", but the rules give "pawn"`);
    const quiet = events.findIndex(
      (e) => e.type === 'PieceMoved' && e.data.check === false && !e.data.capture,
    );
    const check = structuredClone(events);
    check[quiet].data.check = true;
    const c = await run('replay', write('meder-check.jsonl', text(check)));
    expect(c.code).toBe(EXIT.rejected);
    expect(c.out).toContain(`Event ${quiet}: data.check is true, but the rules give false`);
  });

  it('refuses an event the rules never emit there, and a missing one', async () => {
    const events = (await logOf(write('d2.pgn', DRAKOBURG))) as Event[];
    const extra: Event = {
      ...events[1],
      type: 'GameEnded',
      data: { result: '1-0', reason: 'checkmate', rule: 'DRK R9' },
      metadata: { ...events[1].metadata, sequence: events.length },
    };
    const r = await run('replay', write('d-ended.jsonl', text([...events, extra])));
    expect(r.code).toBe(EXIT.rejected);
    expect(r.out).toContain(`Event ${events.length}: type is "GameEnded"`);
    const resigned = (await logOf(
      write('d3.pgn', '[Game "drakoburg"]\n\n1. c2-c3 {%resign black} 1-0\n'),
    )) as Event[];
    expect(resigned.at(-1)?.type).toBe('GameEnded');
    const cut = await run('replay', write('d-cut.jsonl', text(resigned.slice(0, -1))));
    expect(cut.code).toBe(EXIT.rejected);
    expect(cut.out).toContain(`Event ${resigned.length - 1}: type is (none), but the rules give "GameEnded"`);
  });

  it.each([
    ['drakoburg', DRAKOBURG],
    ['tri-d-chess', '[Game "tri-d-chess"]\n\n1. c4W c5B *\n'],
  ])(
    'refuses a %s GameStarted with an option the game does not have (exit 3, the options it has)',
    async (_game, record) => {
      const events = (await logOf(write(`${_game}-opt.pgn`, record))) as Event[];
      (events[0].data.options as Record<string, string>)['no-such-option'] = 'yes';
      const r = await run('replay', write(`${_game}-opt.jsonl`, text(events)));
      expect(r.code, r.out + r.err).toBe(EXIT.input);
      expect(r.err).toMatch(
        /^error ERR_UNKNOWN_OPTION \[ARB\]: Unknown rule option "no-such-option"; known: \S/,
      );
    },
  );
});

describe('file: the rules decide what is stored, and one game in other bytes is one game', () => {
  const store = path.join(dir, 'store');
  let filedOnce = '';
  beforeAll(async () => {
    const r = await run('file', write('one.pgn', DRAKOBURG), '--store', store);
    expect(r.code, r.err).toBe(0);
    filedOnce = /filed: stream (game-[0-9a-f]{16}),/.exec(r.out)?.[1] ?? '';
    expect(filedOnce).not.toBe('');
  }, 180_000);

  it('files a CRLF copy, a copy with a BOM and the game event log as already filed', async () => {
    const crlf = await run('file', write('one-crlf.pgn', DRAKOBURG.replace(/\n/g, '\r\n')), '--store', store);
    expect(crlf.out, crlf.err).toContain(`already filed: stream ${filedOnce}`);
    const bom = await run(
      'file',
      write('one-bom.pgn', '\uFEFF' + DRAKOBURG.replace('*', '{a comment} *')),
      '--store',
      store,
    );
    expect(bom.out, bom.err).toContain(`already filed: stream ${filedOnce}`);
    const log = await logOf(write('one-again.pgn', DRAKOBURG));
    const fromLog = await run('file', write('one.jsonl', text(log)), '--store', store);
    expect(fromLog.out, fromLog.err).toContain(`already filed: stream ${filedOnce}`);
  }, 180_000);

  it('refuses the same id with other moves as a conflict, and stores nothing of a forged log', async () => {
    const a = await run(
      'file',
      write('id-a.pgn', '[Game "drakoburg"]\n[GameId "club-7"]\n\n1. c2-c3 *\n'),
      '--store',
      store,
    );
    expect(a.code, a.err).toBe(0);
    const b = await run(
      'file',
      write('id-b.pgn', '[Game "drakoburg"]\n[GameId "club-7"]\n\n1. d2-d3 *\n'),
      '--store',
      store,
    );
    expect(b.code).toBe(EXIT.rejected);
    expect(b.err).toMatch(
      /^error ERR_GAME_ID_CONFLICT \[ARB\]: Game club-7 is already filed \(stream game-club-7\) with other moves/,
    );

    const events = (await logOf(
      write('forge.pgn', '[Game "drakoburg"]\n[GameId "forged-1"]\n\n1. c2-c3 *\n'),
    )) as Event[];
    events[1].data.piece = 'T';
    const forged = await run('file', write('forged.jsonl', text(events)), '--store', store);
    expect(forged.code).toBe(EXIT.rejected);
    expect(forged.out).toContain('ERR_EVENT_MISMATCH');

    const opened = await openStore({
      dataDir: store,
      schemas: storedSchemas(games.games()),
      lockWaitMs: 30_000,
    });
    if (!opened.ok) throw new Error(opened.error.message);
    try {
      expect(await opened.value.streamVersion('game-forged-1')).toEqual({ ok: true, value: 0 });
      const club = await opened.value.read('game-club-7');
      expect(club.ok && club.value.map((e) => (e.data as { from?: string }).from)).toEqual([undefined, 'c2']);
    } finally {
      await opened.value.close();
    }
  }, 180_000);
});
