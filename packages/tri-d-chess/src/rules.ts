/**
 * The Tri-D rules as the kernel's `GameRules`: a factory over a rule set, so a variant is
 * a rule set with more options, more setups and a `configure` that overrides engine switches.
 * Trade-off: one generic assembly; everything Meder-specific lives in data (`mederRuleSet`).
 */
import type {
  DomainEvent,
  Explanation,
  GameRules,
  OptionCatalogue,
  ParseMode,
  PositionStatus,
  ResolvedOptions,
  Result,
  SetupInfo,
} from '@arbiter/kernel';
import { ok } from '@arbiter/kernel';
import { BOARD_MOVE, CASTLE, moveFrom, moveKind, movePre, movePromo, moveTo, type Engine } from './engine';
import type { EngineConfig } from './config';
import { renderBoard } from './diagram';
import { eventMove, moveEvent, triDEventSchemas } from './events';
import { SQ_NAME, isDark } from './geometry';
import { judge, type Attempt, type JudgeHook } from './judge';
import { refuse, triDMessages } from './messages';
import { decode, encode, makeLongForm, type Move } from './moves';
import { TRI_D_OPTIONS, mederConfigure } from './options';
import { BISHOP, CASTLING_SIDE_CS, KING, KNIGHT, ROLES, roleOfLetter, roleCode, word } from './pieces';
import { STANDARD_POSITION, makeBoard, parseBoard, type Position } from './position';
import { makeAppendixE, resolveMove, type MoveChoices } from './resolve';
import { Answers, scratchRunner } from './scratch';

/** A setup of the catalogue with its position string (null where the diagram is missing). */
export interface TriDSetup extends SetupInfo {
  readonly position: string | null;
}

/** What a rule set (Meder's rules, or a variant of them) gives the factory. */
export interface TriDRuleSet {
  readonly id: string;
  readonly aliases: readonly string[];
  readonly title: string;
  readonly ruleSetVersion: string;
  readonly options: OptionCatalogue;
  readonly setups: readonly TriDSetup[];
  readonly defaultSetup: string;
  /** Engine switches for resolved options. */
  readonly configure: (options: ResolvedOptions) => EngineConfig;
  /** A position string for a setup name the catalogue does not list (e.g. a numbered 960 setup), or null. */
  readonly resolveSetup?: (setup: string, options: ResolvedOptions) => Result<string> | null;
  /** The rule set's own refusals for the judge (the variants' clauses), for resolved options. */
  readonly judgeHook?: (options: ResolvedOptions) => JudgeHook;
}

/** Meder's Tournament Rules with the default rulings of section 12. */
export const mederRuleSet: TriDRuleSet = {
  id: 'tri-d-chess',
  aliases: ['tri-d'],
  title: "Tri-Dimensional Chess (Meder's Tournament Rules)",
  ruleSetVersion: 'meder-1995/arbiter-1',
  options: TRI_D_OPTIONS,
  setups: [
    {
      id: 'standard',
      rule: 'TR 2.7',
      description: {
        en: 'The initial position of Article 2.7: attack boards on QL1, KL1, QL6, KL6; the neutral board empty.',
        cs: 'Základní postavení podle článku 2.7: útočné desky na QL1, KL1, QL6, KL6; neutrální deska prázdná.',
      },
      available: true,
      position: STANDARD_POSITION,
    },
  ],
  defaultSetup: 'standard',
  configure: mederConfigure,
};

const side = (c: number) => (c ? 'black' : 'white');

function attemptOf(m: number): Attempt {
  const kind = moveKind(m);
  if (kind === CASTLE) return { kind: 'castle', index: moveTo(m), pre: movePre(m) };
  if (kind === BOARD_MOVE)
    return { kind: 'board', from: moveFrom(m), to: moveTo(m), promotion: movePromo(m), pre: movePre(m) };
  return { kind: 'piece', from: moveFrom(m), to: moveTo(m), promotion: movePromo(m), pre: movePre(m) };
}

/** Ruling 13: K v K, K+B v K, K+N v K, K+B v K+B with bishops on squares of one colour. */
export function isDeadPosition(board: Engine): boolean {
  const others: { role: number; color: number; dark: boolean }[] = [];
  for (let s = 0; s < board.sq.length; s++) {
    const code = board.sq[s];
    if (code && (code & 7) !== KING) others.push({ role: code & 7, color: code >> 3, dark: isDark(s) });
    if (others.length > 2) return false;
  }
  if (others.length === 0) return true;
  if (others.length === 1) return others[0].role === BISHOP || others[0].role === KNIGHT;
  const [a, b] = others;
  return a.role === BISHOP && b.role === BISHOP && a.color !== b.color && a.dark === b.dark;
}

/** A choice as a role code: a letter (`Q`) or a role's name (`queen`); 0 for an unknown one. */
function choiceCode(value: string): number {
  const role = roleOfLetter(value) ?? ROLES.find((r) => r === value) ?? null;
  return role ? roleCode(role) : 0;
}

/**
 * The player's choices (`promotion`, `delayed`) as data for the move reader, or the rejection of
 * a choice that names no piece (TR 3.4(e)(i)).
 */
function readChoices(choices?: Readonly<Record<string, string>>): Result<MoveChoices> {
  const out: { promotion?: number; delayed?: number } = {};
  for (const key of ['promotion', 'delayed'] as const) {
    const value = choices?.[key];
    if (!value) continue;
    const code = choiceCode(value);
    if (!code) return { ok: false, error: refuse('ERR_PROMOTION_PIECE', { piece: value }) };
    out[key] = code;
  }
  return ok(out);
}

/** Builds the kernel's `GameRules` for a Tri-D rule set. */
export function makeTriDRules(set: TriDRuleSet): GameRules<Position, Move> {
  // The engine configuration of the options last asked for, kept: a game's positions share it,
  // and its start is read twice (the start is decided, then folded).
  let configured: { key: string; cfg: EngineConfig } | null = null;
  const configOf = (options: ResolvedOptions): EngineConfig => {
    const key = JSON.stringify(options);
    if (configured?.key !== key) configured = { key, cfg: set.configure(options) };
    return configured.cfg;
  };
  const parsePosition = (text: string, options: ResolvedOptions): Result<Position> => {
    const board = parseBoard(text, configOf(options));
    return board.ok ? ok({ board: board.value, options, history: [] }) : board;
  };
  const modeOf = (p: Position, mode?: ParseMode): ParseMode =>
    mode === 'lenient' || p.options.notation === 'lenient' ? 'lenient' : 'strict';
  const hookOf = (p: Position): JudgeHook | null => set.judgeHook?.(p.options) ?? null;
  // Queries make and unmake moves: they run on this rule set's scratch engine, so a Position never
  // changes; its legal moves and repetition key are worked out once (./scratch).
  const scratch = scratchRunner();
  const answers = new Answers(scratch);
  const legal = (p: Position) => answers.legal(p.board);
  const playCode = (p: Position, m: number): Position => {
    const board = scratch(p.board, (b) => {
      b.make(m);
      return b.clone();
    });
    return { board, options: p.options, history: [...p.history, answers.key(p.board)] };
  };
  const rules: GameRules<Position, Move> = {
    id: set.id,
    aliases: set.aliases,
    title: set.title,
    ruleSetVersion: set.ruleSetVersion,
    options: set.options,
    articles: {
      agreement: 'TR 9.1',
      claim: 'TR 9.5',
      resignation: 'TR 5.1(b)',
      timeForfeit: 'TR 6.9',
      adjudication: 'TR 13.1',
      finished: 'TR 5.1',
    },
    setups: set.setups.map(({ position: _position, ...info }) => info),
    defaultSetup: set.defaultSetup,
    catalogue: triDMessages,
    eventSchemas: triDEventSchemas,

    start(setup, options) {
      const entry = set.setups.find((s) => s.id === setup);
      if (entry) {
        if (!entry.available || !entry.position)
          return { ok: false, error: refuse('ERR_SETUP_UNAVAILABLE', { setup }) };
        return parsePosition(entry.position, options);
      }
      const custom = set.resolveSetup?.(setup, options);
      if (custom) return custom.ok ? parsePosition(custom.value, options) : custom;
      if (/\s/.test(setup.trim())) return parsePosition(setup, options);
      return { ok: false, error: refuse('ERR_UNKNOWN_SETUP', { setup }) };
    },
    turn: (p) => side(p.board.turn),
    legalMoves: (p) => legal(p).map((m) => decode(p.board, m)),
    play: (p, m) => playCode(p, encode(p.board, m)),
    countLeaves: (p, depth) => p.board.clone().perft(depth),

    parseMove(p, text, mode, choices) {
      const chosen = readChoices(choices);
      if (!chosen.ok) return chosen;
      const context = { hook: hookOf(p), choices: chosen.value, legal: legal(p) };
      const found = scratch(p.board, (b) => resolveMove(b, text, modeOf(p, mode), context));
      return found.ok
        ? ok({ move: decode(p.board, found.value.move), warnings: found.value.warnings })
        : found;
    },
    makeMove: (p, m) => makeLongForm(p.board, encode(p.board, m)),
    makeHumanMove(p, m) {
      const moves = legal(p);
      return scratch(p.board, (b) => makeAppendixE(b, encode(b, m), moves));
    },

    decide(p, m): Result<readonly DomainEvent[]> {
      const code = encode(p.board, m);
      if (code >= 0 && legal(p).includes(code)) return ok([scratch(p.board, (b) => moveEvent(b, code))]);
      // Not a legal move: the judge names the clause it breaks.
      const verdict = code >= 0 ? scratch(p.board, (b) => judge(b, attemptOf(code), hookOf(p))) : null;
      if (verdict && !verdict.ok) return { ok: false, error: verdict.rejection };
      const to = m.kind === 'castle' ? { en: m.side, cs: CASTLING_SIDE_CS[m.side] ?? m.side } : m.to;
      return { ok: false, error: refuse('ERR_NO_SUCH_MOVE', { piece: word(m.kind), to }) };
    },
    eventMove: (_p, e) => eventMove(e),
    evolve(p, e) {
      const move = eventMove(e);
      return move ? playCode(p, encode(p.board, move)) : p;
    },
    eventText(p, e) {
      const move = eventMove(e);
      return move ? makeLongForm(p.board, encode(p.board, move)) : null;
    },

    explain(p, text): Explanation {
      const hook = hookOf(p);
      const moves = legal(p);
      return scratch(p.board, (board): Explanation => {
        const found = resolveMove(board, text, modeOf(p, undefined), { hook, legal: moves });
        if (!found.ok) return { legal: false, rejection: found.error };
        const m = found.value.move;
        const verdict = judge(board, attemptOf(m), hook);
        return {
          legal: true,
          move: makeLongForm(board, m),
          rules: verdict.ok ? verdict.rules : [],
          facts: { notation: makeAppendixE(board, m, moves), ...(moveEvent(board, m).data as object) },
          warnings: found.value.warnings,
        };
      });
    },

    status(p): PositionStatus {
      // Read-only questions to the Position's own engine: check, the key, the remembered legal moves.
      const board = p.board;
      const inCheck = board.inCheck();
      const checks = inCheck ? [SQ_NAME[board.kings[board.turn]]] : [];
      const claims: PositionStatus['claims'][number][] = [];
      const key = answers.key(board);
      let repeats = 0;
      for (const k of p.history) if (k === key) repeats++;
      if (repeats >= 2) claims.push({ reason: 'threefold-repetition', rule: 'TR 9.2' });
      if (board.halfmove >= 100) claims.push({ reason: 'fifty-moves', rule: 'TR 9.3' });
      if (legal(p).length === 0) {
        const outcome = inCheck
          ? {
              result: board.turn ? ('1-0' as const) : ('0-1' as const),
              reason: 'checkmate' as const,
              rule: 'TR 5.1(a)',
            }
          : { result: '1/2-1/2' as const, reason: 'stalemate' as const, rule: 'TR 5.2' };
        return { outcome, claims, checks };
      }
      if (isDeadPosition(board))
        return { outcome: { result: '1/2-1/2', reason: 'dead-position', rule: 'TR 9.6' }, claims, checks };
      return { claims, checks };
    },

    parsePosition,
    makePosition: (p) => makeBoard(p.board),
    render: (p) => renderBoard(p.board),
  };
  return rules;
}

/**
 * Meder's Tournament Rules alone, without the Variants page: the base the game is built on and
 * what the engine's own tests play. The game Arbiter registers is `triDChess` (./variants).
 */
export const mederRules: GameRules<Position, Move> = makeTriDRules(mederRuleSet);
