/**
 * Every registered game against the kernel's contract, through the real machine:
 * random legal games, folded events equal the machine state, and the event log
 * turns into a human record and back into the same events.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  createGameMachine,
  isEnvelope,
  foldGame,
  makeRecord,
  parseRecord,
  recordFromEvents,
  replayRecord,
  resolveOptions,
  unwrap,
  type GameState,
  type MachineEmitted,
} from '@arbiter/kernel';
import { games } from './games';

const clock = () => '2026-01-01T00:00:00.000Z';

describe.each(games.games().map((g) => [g.id, g] as const))('%s under the kernel contract', (_id, rules) => {
  const machine = createGameMachine(rules);

  it('random legal games: folded events equal the machine state; records convert losslessly', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (choices) => {
        const actor = createActor(machine, { input: { gameId: 'g', clock } });
        const emitted: MachineEmitted[] = [];
        actor.on('*', (e) => emitted.push(e as MachineEmitted));
        actor.start();
        actor.send({ type: 'Start' });
        for (const c of choices) {
          const state = actor.getSnapshot().context.state!;
          if (state.phase !== 'play') break;
          const moves = rules.legalMoves(state.position);
          if (moves.length === 0) break;
          const text = rules.makeMove(state.position, moves[c % moves.length]);
          actor.send({ type: 'Move', move: text });
          const last = emitted[emitted.length - 1];
          expect(last.type, `${text} was refused: ${JSON.stringify(last)}`).not.toBe('CommandRejected');
        }
        const stored = emitted.filter(isEnvelope);
        const ctx = actor.getSnapshot().context;
        // Positions are opaque to the kernel: two are the same when their position strings are.
        const comparable = (s: GameState<unknown> | null) =>
          s && { ...s, position: rules.makePosition(s.position) };
        expect(comparable(foldGame(rules, stored))).toEqual(comparable(ctx.state));
        const domain = stored.map((e) => ({ type: e.type, data: e.data }));
        const text = makeRecord(unwrap(recordFromEvents(rules, domain)));
        const report = replayRecord(rules, unwrap(parseRecord(text)));
        expect(report.ok, text).toBe(true);
        if (report.ok) expect(report.events).toEqual(domain);
      }),
      { numRuns: 25 },
    );
  });

  it('answers garbage moves with a coded rejection and changes nothing', () => {
    const actor = createActor(machine, { input: { gameId: 'g', clock } });
    const emitted: MachineEmitted[] = [];
    actor.on('*', (e) => emitted.push(e as MachineEmitted));
    actor.start();
    actor.send({ type: 'Start' });
    const before = actor.getSnapshot().context;
    for (const junk of ['', 'zz9-zz9', 'a1-', '-', '0-0-0-0', 'Qxx', '💥', 'a'.repeat(150)]) {
      actor.send({ type: 'Move', move: junk });
      const last = emitted[emitted.length - 1];
      expect(last.type).toBe('CommandRejected');
      if ('rejection' in last) expect(last.rejection.code).toMatch(/^ERR_[A-Z0-9_]+$/);
    }
    expect(actor.getSnapshot().context).toBe(before);
  });
});

describe('human notation in the language of the output', () => {
  it('gives every legal move in each locale, and each form reads back as the same move', () => {
    for (const rules of games.games()) {
      const p = unwrap(rules.start(rules.defaultSetup, unwrap(resolveOptions(rules.options, {}))));
      for (const m of rules.legalMoves(p)) {
        const long = rules.makeMove(p, m);
        for (const locale of ['en', 'cs'] as const) {
          const parsed = rules.parseMove(p, rules.makeHumanMove(p, m, locale));
          expect(parsed.ok, `${rules.id} ${long} in ${locale}`).toBe(true);
          if (parsed.ok) expect(rules.makeMove(p, parsed.value.move)).toBe(long);
        }
      }
    }
  });

  it('writes Drakoburg pieces with the letters of the locale (the source is Czech)', () => {
    const drakoburg = games.games().find((g) => g.id === 'drakoburg')!;
    const p = unwrap(drakoburg.start(drakoburg.defaultSetup, unwrap(resolveOptions(drakoburg.options, {}))));
    const piece = drakoburg.legalMoves(p).find((m) => /^[A-Z]/.test(drakoburg.makeHumanMove(p, m)))!;
    const cs = drakoburg.makeHumanMove(p, piece, 'cs');
    const en = drakoburg.makeHumanMove(p, piece, 'en');
    expect(cs).not.toBe(en);
    expect(drakoburg.makeHumanMove(p, piece)).toBe(cs);
  });
});
