/**
 * Rule options and setups turned into overrides of the engine's configuration.
 * Attack-board variants restrict where a board may go (targets are intersected, so any
 * combination is the conjunction of its parts) or how (direction, owner); 3D-Chess960
 * setups replace the fixed castlings by the plans of V.P5.3 derived from the first row.
 */
import type { Color, ResolvedOptions } from '@arbiter/kernel';
import type { Engine } from '../engine';
import { MEDER_CASTLINGS, type Castling, type EngineConfig } from '../config';
import { SQ_COL, squareIndex } from '../geometry';
import { DIAGONAL_TARGETS, petersDirection, TWO_SQUARE_TARGETS } from './attack-boards';
import { STANDARD_ROW } from './chess960';
import { castlingPlan, castlingPlans, type CastlingPlan } from './castling960';
import { firstRow, type Row, type RowRole } from './first-row';

/** True when an on/off variant option is on. */
export const isOn = (options: ResolvedOptions, id: string): boolean => options[id] === 'on';

function intersect(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): number[][] {
  return a.map((targets, p) => targets.filter((t) => b[p].includes(t)));
}

/**
 * Switches the variants set beyond the engine's own fields: V.A2 turns, V.A5 own boards only,
 * V.A2.2 lower slots (all three read by the engine), V.A3 promotion into a board (read by the
 * variants' decorator, which plays that move itself).
 */
export type VariantSwitches = {
  readonly boardRotation?: boolean;
  readonly ownBoardsOnly?: boolean;
  readonly lowerSlots?: boolean;
  readonly boardPromotion?: boolean;
};

/** The engine configuration for a set of options (attack-board variants), starting from `base`. */
export function applyVariantOptions(
  base: EngineConfig,
  options: ResolvedOptions,
): EngineConfig & VariantSwitches {
  let cfg: EngineConfig & VariantSwitches = {
    ...base,
    boardRotation: isOn(options, 'v-a2'),
    ownBoardsOnly: isOn(options, 'v-a5'),
    boardPromotion: isOn(options, 'v-a3'),
    lowerSlots: isOn(options, 'v-a2-2'),
  };
  if (isOn(options, 'v-a1')) {
    const before = cfg.boardMoveAllowed;
    cfg = { ...cfg, boardMoveAllowed: (d, occupied) => before(d, occupied) && petersDirection(d, occupied) };
  }
  if (isOn(options, 'v-a2-1')) cfg = { ...cfg, pinTargets: intersect(cfg.pinTargets, TWO_SQUARE_TARGETS) };
  if (isOn(options, 'v-a5')) cfg = { ...cfg, pinTargets: intersect(cfg.pinTargets, DIAGONAL_TARGETS) };
  return cfg;
}

/** The plan each engine castling of 3D-Chess960 was made from (TR 3.5 castlings have none). */
const PLAN_OF = new WeakMap<Castling, CastlingPlan>();

/** The 3D-Chess960 plan behind an engine castling, or null for a castling of TR 3.5. */
export const castlingPlanOf = (castling: Castling | undefined): CastlingPlan | null =>
  (castling && PLAN_OF.get(castling)) ?? null;

/** A 3D-Chess960 castling plan in the engine's form: goals plus the squares to be empty and safe. */
export function engineCastling(plan: CastlingPlan): Castling {
  const castling: Castling = {
    side: plan.side === 'e' ? 'king' : 'queen',
    color: plan.color === 'white' ? 0 : 1,
    king: squareIndex(plan.king),
    rook: squareIndex(plan.rook),
    kingTo: squareIndex(plan.kingTo),
    rookTo: squareIndex(plan.rookTo),
    between: [],
    empty: plan.mustBeEmpty.map(squareIndex),
    safe: plan.mustBeSafe.map((s) => SQ_COL[squareIndex(s)]),
  };
  PLAN_OF.set(castling, plan);
  return castling;
}

/** The castlings of V.P5.3 for two first rows. */
export function chess960Castlings(white: Row, black: Row): Castling[] {
  return castlingPlans(white, black).map(engineCastling);
}

const ROW_ROLE: Record<number, RowRole> = { 2: 'knight', 3: 'bishop', 4: 'rook', 5: 'queen', 6: 'king' };

/** The unmoved king and rooks of a colour on its first row, slot by slot (other slots empty). */
export function castlingRow(board: Engine, color: Color): Row {
  const c = color === 'white' ? 0 : 1;
  return firstRow(color).map((name) => {
    const s = squareIndex(name);
    const code = board.sq[s];
    if (!code || code >> 3 !== c || board.moved[s]) return null;
    const role = ROW_ROLE[code & 7];
    return role === 'king' || role === 'rook' ? role : null;
  });
}

/** True when a colour's unmoved king and rooks stand only where TR 2.7 puts them. */
function standardRow(row: Row): boolean {
  return row.every((r, i) => r === null || r === STANDARD_ROW[i]);
}

/**
 * The castlings of a position: TR 3.5's for a colour whose unmoved king and rooks stand on
 * their TR 2.7 squares (the engine's own), otherwise the V.P5.3 plans derived from where
 * they stand. `plans` is index-aligned with `castlings` (null for TR 3.5 entries).
 */
export function castlingsOf(board: Engine): { castlings: Castling[]; plans: (CastlingPlan | null)[] } {
  const castlings: Castling[] = [];
  const plans: (CastlingPlan | null)[] = [];
  for (const color of ['white', 'black'] as const) {
    const row = castlingRow(board, color);
    const c = color === 'white' ? 0 : 1;
    if (standardRow(row)) {
      for (const entry of MEDER_CASTLINGS.filter((m) => m.color === c)) {
        castlings.push(entry);
        plans.push(null);
      }
      continue;
    }
    for (const side of ['e', 'a'] as const) {
      const plan = castlingPlan(row, color, side);
      if (!plan) continue;
      castlings.push(engineCastling(plan));
      plans.push(plan);
    }
  }
  return { castlings, plans };
}
