/**
 * Take-away: a tiny game that exists only for the kernel's tests. A pile of
 * stones; each side takes 1..max-take stones or passes; whoever takes the last
 * stone wins. The `chosen` setup starts with a placement phase in which White
 * picks the pile size. Passing lets positions repeat, so draw claims can be tested.
 */
import { z } from 'zod';
import type { Color, DomainEvent } from '../events';
import { opposite } from '../events';
import type { OptionCatalogue, ResolvedOptions } from '../options';
import type { MessageCatalogue } from '../messages';
import { refused } from '../refuse';
import { ok, type Result } from '../result';
import type { GameRules, PositionStatus } from '../rules';

export interface TakeAwayPosition {
  readonly pile: number;
  readonly turn: Color;
  readonly maxTake: number;
  /** True while White has still to choose the pile (setup `chosen`). */
  readonly choosing: boolean;
  /** Consecutive passes (two in a row by each side make the fifty-moves claim of this game). */
  readonly passes: number;
  /** How often each (pile, turn) position occurred. */
  readonly seen: Readonly<Record<string, number>>;
  /** Who took the last stone, once the pile is empty. */
  readonly lastTaker: Color | null;
}

export type TakeAwayMove = { readonly kind: 'take'; readonly count: number } | { readonly kind: 'pass' };

const options: OptionCatalogue = [
  {
    id: 'max-take',
    values: ['2', '3'],
    default: '3',
    rule: 'TAKE 1',
    description: { en: 'Most stones one move may take.', cs: 'Nejvíc kamenů, které lze vzít jedním tahem.' },
  },
];

const key = (pile: number, turn: Color) => `${pile}:${turn}`;

function fresh(pile: number, maxTake: number, choosing: boolean): TakeAwayPosition {
  return {
    pile,
    turn: 'white',
    maxTake,
    choosing,
    passes: 0,
    seen: choosing ? {} : { [key(pile, 'white')]: 1 },
    lastTaker: null,
  };
}

function after(p: TakeAwayPosition, m: TakeAwayMove): TakeAwayPosition {
  const pile = m.kind === 'take' ? p.pile - m.count : p.pile;
  const turn = opposite(p.turn);
  const k = key(pile, turn);
  return {
    ...p,
    pile,
    turn,
    passes: m.kind === 'pass' ? p.passes + 1 : 0,
    seen: { ...p.seen, [k]: (p.seen[k] ?? 0) + 1 },
    lastTaker: m.kind === 'take' ? p.turn : p.lastTaker,
  };
}

/** The test game's codes. */
export const takeAwayMessages = {
  ERR_TAKE_OVER: { rule: 'TAKE 2', en: 'The pile is empty.', cs: 'Hromádka je prázdná.' },
  ERR_TAKE_SYNTAX: {
    rule: 'ARB',
    en: '"{text}" is not a move; write take1, take2, take3 or pass.',
    cs: '„{text}“ není tah; pište take1, take2, take3 nebo pass.',
  },
  ERR_TAKE_TOO_MANY: {
    rule: 'TAKE 1',
    en: 'A move takes 1 to {max} stones, not {count}.',
    cs: 'Tah bere 1 až {max} kamenů, ne {count}.',
  },
  ERR_TAKE_TOO_FEW_STONES: {
    rule: 'TAKE 1',
    en: 'Only {pile} stones are left.',
    cs: 'Zbývá jen {pile} kamenů.',
  },
  ERR_TAKE_SETUP: { rule: 'ARB', en: 'Unknown setup "{setup}".', cs: 'Neznámé rozestavení „{setup}“.' },
  ERR_TAKE_PLACEMENT: {
    rule: 'TAKE 0',
    en: '"{step}" is not a pile choice; write pile=5 .. pile=19.',
    cs: '„{step}“ není volba hromádky; pište pile=5 .. pile=19.',
  },
} as const satisfies MessageCatalogue;

function parse(p: TakeAwayPosition, text: string): Result<TakeAwayMove> {
  if (text === 'pass') return p.pile > 0 ? ok({ kind: 'pass' }) : refused(takeAwayMessages, 'ERR_TAKE_OVER');
  const m = /^take([0-9])$/.exec(text);
  if (!m) return refused(takeAwayMessages, 'ERR_TAKE_SYNTAX', { text });
  const count = Number(m[1]);
  if (count < 1 || count > p.maxTake)
    return refused(takeAwayMessages, 'ERR_TAKE_TOO_MANY', { count, max: p.maxTake });
  if (count > p.pile) return refused(takeAwayMessages, 'ERR_TAKE_TOO_FEW_STONES', { count, pile: p.pile });
  return ok({ kind: 'take', count });
}

function start(setup: string, opts: ResolvedOptions): Result<TakeAwayPosition> {
  const maxTake = Number(opts['max-take'] ?? '3');
  if (setup === 'standard') return ok(fresh(10, maxTake, false));
  if (setup === 'chosen') return ok(fresh(0, maxTake, true));
  const m = /^pile:(\d{1,3}):(white|black)$/.exec(setup);
  if (m)
    return ok({
      ...fresh(Number(m[1]), maxTake, false),
      turn: m[2] as Color,
      seen: { [key(Number(m[1]), m[2] as Color)]: 1 },
    });
  return refused(takeAwayMessages, 'ERR_TAKE_SETUP', { setup });
}

const moveText = (m: TakeAwayMove) => (m.kind === 'pass' ? 'pass' : `take${m.count}`);

export const takeAway: GameRules<TakeAwayPosition, TakeAwayMove> = {
  id: 'take-away',
  aliases: ['take'],
  title: 'Take-away (test game)',
  ruleSetVersion: '1',
  options,
  articles: {
    agreement: 'TAKE 5',
    claim: 'TAKE 6',
    resignation: 'TAKE 7',
    timeForfeit: 'TAKE 8',
    adjudication: 'TAKE 9',
    finished: 'TAKE 2',
  },
  setups: [
    {
      id: 'standard',
      rule: 'TAKE 0',
      description: { en: 'Ten stones.', cs: 'Deset kamenů.' },
      available: true,
    },
    {
      id: 'chosen',
      rule: 'TAKE 0',
      description: { en: 'White chooses the pile.', cs: 'Bílý volí hromádku.' },
      available: true,
    },
  ],
  defaultSetup: 'standard',
  catalogue: takeAwayMessages,
  eventSchemas: {
    StonesTaken: z.object({
      side: z.enum(['white', 'black']),
      count: z.number().int().min(1).max(9),
      remaining: z.number().int().min(0),
    }),
    Passed: z.object({ side: z.enum(['white', 'black']) }),
    PileChosen: z.object({ size: z.number().int().min(1).max(99) }),
  },
  start,
  placement: {
    active: (p) => p.choosing,
    turn: () => 'white',
    options: () => Array.from({ length: 15 }, (_, i) => `pile=${i + 5}`),
    decide: (_p, step) => {
      const m = /^pile=(\d{1,2})$/.exec(step);
      if (!m || Number(m[1]) < 5 || Number(m[1]) > 19)
        return refused(takeAwayMessages, 'ERR_TAKE_PLACEMENT', { step });
      return ok([{ type: 'PileChosen', data: { size: Number(m[1]) } }]);
    },
  },
  turn: (p) => p.turn,
  legalMoves: (p) => {
    if (p.pile === 0 || p.choosing) return [];
    const out: TakeAwayMove[] = [];
    for (let c = 1; c <= Math.min(p.maxTake, p.pile); c++) out.push({ kind: 'take', count: c });
    out.push({ kind: 'pass' });
    return out;
  },
  play: after,
  parseMove: (p, text) => {
    const m = parse(p, text);
    return m.ok ? ok({ move: m.value, warnings: [] }) : m;
  },
  makeMove: (_p, m) => moveText(m),
  makeHumanMove: (_p, m) => (m.kind === 'pass' ? 'pass' : `takes ${m.count}`),
  decide: (p, m) => {
    const e: DomainEvent =
      m.kind === 'pass'
        ? { type: 'Passed', data: { side: p.turn } }
        : {
            type: 'StonesTaken',
            data: { side: p.turn, count: m.count, remaining: p.pile - m.count },
          };
    return ok([e]);
  },
  evolve: (p, e) => {
    if (e.type === 'PileChosen') return fresh((e.data as { size: number }).size, p.maxTake, false);
    if (e.type === 'Passed') return after(p, { kind: 'pass' });
    if (e.type === 'StonesTaken')
      return after(p, { kind: 'take', count: (e.data as { count: number }).count });
    return p;
  },
  eventText: (_p, e) => {
    if (e.type === 'PileChosen') return `pile=${(e.data as { size: number }).size}`;
    if (e.type === 'Passed') return 'pass';
    if (e.type === 'StonesTaken') return `take${(e.data as { count: number }).count}`;
    return null;
  },
  explain: (p, text) => {
    const m = parse(p, text);
    if (!m.ok) return { legal: false, rejection: m.error };
    return {
      legal: true,
      move: moveText(m.value),
      rules: ['TAKE 1'],
      facts: { pileAfter: m.value.kind === 'take' ? p.pile - m.value.count : p.pile },
      warnings: [],
    };
  },
  status: (p): PositionStatus => {
    const claims: PositionStatus['claims'][number][] = [];
    if ((p.seen[key(p.pile, p.turn)] ?? 0) >= 3)
      claims.push({ reason: 'threefold-repetition', rule: 'TAKE 6' });
    if (p.passes >= 4) claims.push({ reason: 'fifty-moves', rule: 'TAKE 6' });
    if (p.pile === 0 && !p.choosing && p.lastTaker)
      return {
        outcome: { result: p.lastTaker === 'white' ? '1-0' : '0-1', reason: 'checkmate', rule: 'TAKE 2' },
        claims,
        checks: [],
      };
    return { claims, checks: [] };
  },
  parsePosition: (text, opts) => start(text, opts),
  makePosition: (p) => `pile:${p.pile}:${p.turn}`,
  render: (p) => `${'o'.repeat(p.pile)} (${p.pile}), ${p.turn} to move`,
};
