/**
 * 960x960 (V.P6, Jens Meder): the players build their first rows in turns before play.
 * Order (V.P6.2): White one bishop; Black two bishops; White the second bishop and a
 * knight; Black both knights; White the queen, which fixes king and rooks (the last three
 * slots take rook, king, rook from left to right); Black the same; then White moves.
 * The page never lets White place his second knight; this project's reading (VARIANTS.md,
 * decision P6-knight) has White place it together with the queen, in either order, and the
 * row's king and rooks follow whichever piece leaves three slots free.
 *
 * Trade-off: the protocol is data (`PLACEMENT_ROUNDS`) read by pure functions over a
 * small `PlacementState` (two rows of eight slots), so the engine's `PlacementProtocol`
 * is a thin adapter and the 921,600 count runs on compact states. Progress is never
 * stored: the round due is derived from what stands on the rows, so replay only needs the
 * placed pieces.
 *
 * `mirror` (option `v-p6-setups=mirrored`, the Czech text's V.P6.1 b): every placement is
 * copied onto the opponent's mirrored slot, and a round whose side has nothing left to
 * place is skipped. Default `independent`: each side builds its own row, which is what the
 * page's count 960 x 960 needs.
 */
import { ok, refused, type Color, type Result } from '@arbiter/kernel';
import { ROLE_CS } from '../pieces';
import { variantCatalogue } from './messages';
import { firstRow, squareShade, type Row, type RowRole } from './first-row';

/** Roles a player places himself; king and rooks follow from the queen. */
export type PlacedRole = 'bishop' | 'knight' | 'queen';

/** One turn of the protocol: who places and what. */
export interface PlacementRound {
  readonly side: Color;
  readonly roles: readonly PlacedRole[];
}

/** The order of V.P6.2. */
export const PLACEMENT_ROUNDS: readonly PlacementRound[] = [
  { side: 'white', roles: ['bishop'] },
  { side: 'black', roles: ['bishop', 'bishop'] },
  { side: 'white', roles: ['bishop', 'knight'] },
  { side: 'black', roles: ['knight', 'knight'] },
  { side: 'white', roles: ['knight', 'queen'] },
  { side: 'black', roles: ['queen'] },
];

/** Both first rows while they are built. */
export interface PlacementState {
  readonly white: Row;
  readonly black: Row;
  /** True when every placement is copied onto the opponent's row (V.P6.1 b). */
  readonly mirror: boolean;
}

/** One piece put on a square by a placement step (placed, copied by mirroring, or fixed by the queen). */
export interface Placed {
  readonly color: Color;
  readonly role: RowRole;
  readonly square: string;
}

/** A placement step read from text: `B@b1W`, `N@d8B`, `Q@a0QL1`. */
export interface PlacementStep {
  readonly role: PlacedRole;
  readonly square: string;
}

const LETTER: Record<string, PlacedRole> = { B: 'bishop', N: 'knight', Q: 'queen' };
const LETTER_OF: Record<PlacedRole, string> = { bishop: 'B', knight: 'N', queen: 'Q' };

/** An empty pair of rows. */
export function emptyPlacement(mirror: boolean): PlacementState {
  return { white: Array(8).fill(null), black: Array(8).fill(null), mirror };
}

function count(row: Row, role: RowRole): number {
  return row.filter((r) => r === role).length;
}

/** How many pieces of `role` `side` must have placed once rounds 0..i are done. */
function quota(side: Color, role: PlacedRole, upTo: number): number {
  let n = 0;
  for (let i = 0; i <= upTo; i++) {
    const r = PLACEMENT_ROUNDS[i];
    if (r.side === side) n += r.roles.filter((x) => x === role).length;
  }
  return n;
}

/** The index of the round due now, or -1 when both rows are complete. */
export function currentRound(s: PlacementState): number {
  for (let i = 0; i < PLACEMENT_ROUNDS.length; i++) {
    const { side, roles } = PLACEMENT_ROUNDS[i];
    const row = s[side];
    if (roles.some((role) => count(row, role) < quota(side, role, i))) return i;
  }
  return -1;
}

/** True while placement steps remain. */
export function placementActive(s: PlacementState): boolean {
  return currentRound(s) >= 0;
}

/** The side that places next (White once placement is over, as White moves first). */
export function placementTurn(s: PlacementState): Color {
  const i = currentRound(s);
  return i < 0 ? 'white' : PLACEMENT_ROUNDS[i].side;
}

/** Roles the side to place may still put down in this round. */
export function rolesDue(s: PlacementState): PlacedRole[] {
  const i = currentRound(s);
  if (i < 0) return [];
  const { side, roles } = PLACEMENT_ROUNDS[i];
  return [...new Set(roles)].filter((role) => count(s[side], role) < quota(side, role, i));
}

/** Reads `B@b1W`-style text. */
export function parsePlacementStep(text: string): Result<PlacementStep> {
  const m = /^\s*([BNQ])@([zabcde]\d(?:W|N|B|QL[1-6]|KL[1-6]))\s*$/.exec(text);
  if (!m) return refused(variantCatalogue, 'ERR_PLACEMENT_SYNTAX', { text });
  return ok({ role: LETTER[m[1]], square: m[2] });
}

/** Writes a step as text. */
export function makePlacementStep(step: PlacementStep): string {
  return `${LETTER_OF[step.role]}@${step.square}`;
}

function put(row: Row, slot: number, role: RowRole): Row {
  const next = [...row];
  next[slot] = role;
  return next;
}

/** Once three slots are left, they take rook, king, rook from left to right (V.P6.2, V.P5.2.1 a). */
function fixKingAndRooks(row: Row): Row {
  const free = row.flatMap((r, i) => (r === null ? [i] : []));
  if (free.length !== 3) return row;
  return put(put(put(row, free[0], 'rook'), free[1], 'king'), free[2], 'rook');
}

/**
 * Decides one step: the pieces it puts down (the placed piece, its mirror copy, and king
 * and rooks when a queen completes a row), or why it is refused.
 */
export function decidePlacement(s: PlacementState, step: PlacementStep): Result<Placed[]> {
  const i = currentRound(s);
  if (i < 0) return refused(variantCatalogue, 'ERR_PLACEMENT_OVER');
  const side = PLACEMENT_ROUNDS[i].side;
  const squares = firstRow(side);
  const slot = squares.indexOf(step.square);
  if (slot < 0) return refused(variantCatalogue, 'ERR_PLACEMENT_SQUARE', { side, square: step.square });
  if (!rolesDue(s).includes(step.role))
    return refused(variantCatalogue, 'ERR_PLACEMENT_ROLE', { side, role: { en: step.role, cs: ROLE_CS[step.role] } });
  const row = s[side];
  if (row[slot] !== null)
    return refused(variantCatalogue, 'ERR_PLACEMENT_OCCUPIED', {
      square: step.square,
    });
  if (step.role === 'bishop') {
    const other = row.findIndex((r) => r === 'bishop');
    if (other >= 0 && squareShade(squares[other]) === squareShade(step.square))
      return refused(variantCatalogue, 'ERR_PLACEMENT_BISHOP_SHADE', { square: step.square });
  }
  const after = applyRowStep(s, side, slot, step.role);
  const placed: Placed[] = [];
  for (const color of ['white', 'black'] as const) {
    const before = s[color];
    const now = after[color];
    now.forEach((role, k) => {
      if (role && before[k] === null) placed.push({ color, role, square: firstRow(color)[k] });
    });
  }
  return ok(placed);
}

function applyRowStep(s: PlacementState, side: Color, slot: number, role: PlacedRole): PlacementState {
  const other: Color = side === 'white' ? 'black' : 'white';
  let mine = put(s[side], slot, role);
  let theirs = s[other];
  if (s.mirror) theirs = put(theirs, slot, role);
  mine = fixKingAndRooks(mine);
  if (s.mirror) theirs = fixKingAndRooks(theirs);
  return { ...s, [side]: mine, [other]: theirs } as PlacementState;
}

/** Applies decided placements. Total: never validates. */
export function applyPlaced(s: PlacementState, placed: readonly Placed[]): PlacementState {
  let next = s;
  for (const p of placed) {
    const slot = firstRow(p.color).indexOf(p.square);
    if (slot >= 0) next = { ...next, [p.color]: put(next[p.color], slot, p.role) };
  }
  return next;
}

/** Every step allowed now, as text. */
export function placementOptions(s: PlacementState): string[] {
  const i = currentRound(s);
  if (i < 0) return [];
  const side = PLACEMENT_ROUNDS[i].side;
  const out: string[] = [];
  for (const role of rolesDue(s))
    for (const square of firstRow(side)) {
      const step = { role, square };
      if (decidePlacement(s, step).ok) out.push(makePlacementStep(step));
    }
  return out;
}
