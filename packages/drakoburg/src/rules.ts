/**
 * `drakoburg`: the kernel's `GameRules` for Drakoburg, assembled from the engine,
 * the analysis, the notation and the decider. Status follows ruling 4(f): a side with
 * no T loses (the side to move first), else no legal move is stalemate (ruling 7).
 */
import {
  ok,
  refused,
  type DrawClaim,
  type Explanation,
  type GameRules,
  type Outcome,
  type PositionStatus,
  type ResolvedOptions,
  type Result,
} from '@arbiter/kernel';
import { analyse, moveFacts, promotionOn } from './judge';
import { drakoburgEventSchemas, eventMoveOf, eventMoveText, evolvePosition, moveEvents } from './events';
import { resolveMove } from './resolve';
import { codeOf } from './judge';
import {
  loadEngine,
  makePositionString,
  parsePositionString,
  renderBoard,
  setupString,
  type Move,
  type Position,
} from './position';
import { makeHumanForm, makeLongForm, type LetterSet } from './notation';
import { drakoburgMessages } from './messages';
import { drakoburgOptions, readRuleset } from './options';
import { BLACK_BIT, ROYAL, SQUARES, squareName } from './pieces';

/** Version of the rule readings; changes whenever a ruling's implementation changes. */
export const RULE_SET_VERSION = 'drakoburg-1';

function start(setup: string, options: ResolvedOptions): Result<Position> {
  const chosen = setup === 'standard' ? readRuleset(options).setup : setup;
  if (chosen === 'lance' || chosen === 'promotion-map')
    return parsePositionString(setupString(chosen), options);
  if (setup.includes('/')) return parsePositionString(setup, options);
  return refused(drakoburgMessages, 'ERR_DRK_SETUP_UNKNOWN', {
    setup,
  });
}

/** The source's case of stalemate: the side's only pieces that could move (ignoring check) are T's. */
function sourceCase(p: Position): boolean {
  const a = analyse(p);
  return a.judged.length > 0 && a.judged.every((j) => (a.board[j.move.from] & 7) === ROYAL);
}

/** The outcome the position decides by itself (ruling 4(f), ruling 7), or null. */
export function outcomeOf(p: Position): Outcome | null {
  const a = analyse(p);
  const mover = p.turn;
  const lose = (side: 'white' | 'black'): Outcome => ({
    result: side === 'white' ? '0-1' : '1-0',
    reason: 'royal-pieces-lost',
    rule: 'DRK R4(f)',
  });
  if (a.royals.own === 0) return lose(mover);
  if (a.royals.enemy === 0) return lose(mover === 'white' ? 'black' : 'white');
  if (a.legal.length === 0) {
    if (readRuleset(p.options).stalemateSourceOnly && !sourceCase(p))
      return { result: mover === 'white' ? '0-1' : '1-0', reason: 'stalemate', rule: 'DRK R7' };
    return { result: '1/2-1/2', reason: 'stalemate', rule: 'DRK R7' };
  }
  return null;
}

function status(p: Position): PositionStatus {
  const a = analyse(p);
  const r = readRuleset(p.options);
  const claims: DrawClaim[] = [];
  const key = p.history[p.history.length - 1];
  if (r.repetition && key !== undefined && p.history.filter((k) => k === key).length >= 3)
    claims.push({ reason: 'threefold-repetition', rule: 'DRK R9' });
  if (r.fiftyMoves && p.halfmoves >= 100) claims.push({ reason: 'fifty-moves', rule: 'DRK R9' });
  const outcome = outcomeOf(p);
  const checks = a.checks.map(squareName);
  return outcome ? { outcome, claims, checks } : { claims, checks };
}

/** The human notation of a legal move with Czech (`cs`) or English (`en`) piece letters. */
export function makeHumanMoveIn(p: Position, m: Move, letters: LetterSet): string {
  const facts = moveFacts(p, m);
  return makeHumanForm(p, analyse(p), m, letters, {
    checks: facts.checks.length,
    mated: facts.removedNext.length,
  });
}

function explain(p: Position, text: string): Explanation {
  const m = resolveMove(p, text);
  if (!m.ok) return { legal: false, rejection: m.error };
  const a = analyse(p);
  const facts = moveFacts(p, m.value);
  const rules = ['DRK source'];
  const piece = a.board[m.value.from];
  const kind = piece & 7;
  if (kind === 4 || kind === 5) rules.push('DRK R2');
  if (promotionOn(p, piece, m.value.to)) rules.push('DRK source (promotion)');
  if (m.value.pawn !== null) rules.push('DRK R5', 'DRK R6');
  const captureMode = readRuleset(p.options).captureMode;
  if (!captureMode) rules.push('DRK R4');
  if (facts.removedAfter.length) rules.push('DRK R4(e)');
  if (facts.removedNext.length || facts.removedBefore.length) rules.push('DRK R4(d)');
  // 4(g): under the check rules a knight is only ever taken when a removal exposed it.
  if (!captureMode && (facts.captured & 7) === ROYAL) rules.push('DRK R4(g)');
  return {
    legal: true,
    move: makeLongForm(a.board, m.value),
    rules,
    facts: {
      human: makeHumanMoveIn(p, m.value, 'cs'),
      humanEnglish: makeHumanMoveIn(p, m.value, 'en'),
      ...(facts.captured ? { captured: squareName(m.value.to) } : {}),
      ...(facts.promotion ? { promotion: 'PSZAUT'[(facts.promotion & 7) - 1] } : {}),
      ...(m.value.pawn !== null ? { sequixPawn: squareName(m.value.pawn) } : {}),
      removedBefore: facts.removedBefore.map(squareName),
      removedAfter: facts.removedAfter.map(squareName),
      removedNext: facts.removedNext.map(squareName),
      checks: facts.checks.map(squareName),
      winning: facts.winning,
    },
    warnings: [],
  };
}

/** Drakoburg, the 7x7 game of the Mensa ČR article, under the project's rulings. */
export const drakoburg: GameRules<Position, Move> = {
  id: 'drakoburg',
  aliases: ['drk', 'drakoburg-7x7'],
  title: 'Drakoburg (Dračí šachy)',
  ruleSetVersion: RULE_SET_VERSION,
  options: drakoburgOptions,
  articles: {
    agreement: 'DRK R9',
    claim: 'DRK R9',
    resignation: 'DRK R9',
    timeForfeit: 'DRK R9',
    adjudication: 'DRK R9',
    finished: 'DRK R4(f)',
  },
  setups: [
    {
      id: 'standard',
      rule: 'DRK R1',
      description: {
        en: 'The reconstruction chosen by the option "setup" (default lance); the source\'s diagram is missing.',
        cs: 'Rekonstrukce zvolená volbou „setup“ (výchozí lance); diagram pramene chybí.',
      },
      available: true,
    },
    {
      id: 'lance',
      rule: 'DRK R1',
      description: {
        en: 'Reconstruction: Z a1, S c1, T d1, A e1, U g1, lancers a2-g2; Black mirrored.',
        cs: 'Rekonstrukce: Z a1, S c1, T d1, A e1, U g1, kopiníci a2-g2; černý zrcadlově.',
      },
      available: true,
    },
    {
      id: 'promotion-map',
      rule: 'DRK R1',
      description: {
        en: 'Reconstruction: rank 1 Z S S T A A U, lancers b2-f2; Black mirrored.',
        cs: 'Rekonstrukce: 1. řada Z S S T A A U, kopiníci b2-f2; černý zrcadlově.',
      },
      available: true,
    },
  ],
  defaultSetup: 'standard',
  catalogue: drakoburgMessages,
  eventSchemas: drakoburgEventSchemas,
  start,
  turn: (p) => p.turn,
  legalMoves: (p) => analyse(p).legal,
  play: (p, m) => moveEvents(p, m).reduce(evolvePosition, p),
  countLeaves: (p, depth) => loadEngine(p).perft(depth),
  parseMove: (p, text, _mode, choices) => {
    // the pawn a move makes (DRK R5) may be written `@c3` or given as the choice `pawn`
    const full = choices?.['pawn'] && !text.includes('@') ? `${text}@${choices['pawn']}` : text;
    const m = resolveMove(p, full);
    return m.ok ? ok({ move: m.value, warnings: [] }) : m;
  },
  makeMove: (p, m) => makeLongForm(analyse(p).board, m),
  // The source's (Czech) letters unless English is asked for.
  makeHumanMove: (p, m, locale) => makeHumanMoveIn(p, m, locale === 'en' ? 'en' : 'cs'),
  decide: (p, m) => {
    const a = analyse(p);
    if (a.legal.some((l) => l.from === m.from && l.to === m.to && l.pawn === m.pawn))
      return ok(moveEvents(p, m));
    // Not a legal move: the notation reader names the rule it breaks.
    const why = resolveMove(p, makeLongForm(a.board, m));
    return why.ok
      ? refused(drakoburgMessages, 'ERR_DRK_NO_SUCH_MOVE', { text: makeLongForm(a.board, m) })
      : why;
  },
  evolve: evolvePosition,
  eventMove: eventMoveOf,
  eventText: eventMoveText,
  explain,
  status,
  parsePosition: parsePositionString,
  makePosition: makePositionString,
  render: (p) => `${renderBoard(p.board)}\n${p.turn === 'white' ? 'White' : 'Black'} to move`,
};

/** Material of each side in the source's values (P 1, S 3, Z 5, A 6, U 7) and its number of T's, counted apart. */
export function materialCount(p: Position): {
  readonly white: { readonly points: number; readonly knights: number };
  readonly black: { readonly points: number; readonly knights: number };
} {
  const values = [0, 1, 3, 5, 6, 7, 0];
  const side = (c: number) => {
    let points = 0;
    let knights = 0;
    for (let s = 0; s < SQUARES; s++) {
      const q = p.board[s];
      if (q === 0 || (q & BLACK_BIT) !== c) continue;
      if ((q & 7) === ROYAL) knights++;
      else points += values[q & 7];
    }
    return { points, knights };
  };
  return { white: side(0), black: side(BLACK_BIT) };
}

export { codeOf };
