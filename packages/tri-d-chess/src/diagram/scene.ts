/**
 * A scene: what a picture of a Tri-D position shows (pieces, boards on their pins, side to
 * move), read from the first three fields of a position string.
 * Trade-off: the picture reads the text form, not the engine's Board, so anything that can
 * write a position string (the engine, a diagram of the specs, a user) can be drawn; checking
 * that the position is legal is the engine's job (`parsePosition`), not the picture's.
 */
import { ok, type Result } from '@arbiter/kernel';
import { PINS, pinIndex, squareIndex, type PinName } from '../geometry';
import { refuse } from '../messages';
import type { Color } from '@arbiter/kernel';
import { ROLES, ROLE_LETTER, type Role } from '../pieces';

/** Owner of an attack board: a colour, or nobody (the neutral boards of V.A4). */
export type BoardOwner = Color | 'neutral';

/** One piece on one square. */
export interface ScenePiece {
  readonly square: string;
  readonly role: Role;
  readonly color: Color;
  /** A king, rook or pawn that has not moved (`*` in the position string). */
  readonly unmoved: boolean;
}

/** What a Tri-D picture shows. */
export interface TriDScene {
  readonly pieces: readonly ScenePiece[];
  readonly boards: readonly { readonly pin: PinName; readonly owner: BoardOwner }[];
  /** Side to move, when the text says it. */
  readonly turn?: Color;
}

const LETTER_ROLE = new Map(ROLES.map((r) => [ROLE_LETTER[r], r] as const));
const OWNERS: Record<string, BoardOwner> = { w: 'white', b: 'black', n: 'neutral' };

const bad = (detail: string): Result<never> => ({
  ok: false,
  error: refuse('ERR_POSITION_SYNTAX', { detail }),
});

/** Reads the pieces, boards and (optional) side-to-move fields of a position string. */
export function parseScene(text: string): Result<TriDScene> {
  const [pieces = '-', boards = '-', turn] = text.trim().split(/\s+/);
  const scene: { pieces: ScenePiece[]; boards: TriDScene['boards'][number][]; turn?: Color } = {
    pieces: [],
    boards: [],
  };
  for (const token of boards === '-' ? [] : boards.split(',')) {
    const m = /^([QK]L[1-6]u?):([wbn])$/.exec(token);
    if (!m) return bad(`"${token}" is not an attack board (write QL1:w)`);
    if (scene.boards.some((b) => b.pin === m[1])) return bad(`two boards on ${m[1]}`);
    scene.boards.push({ pin: PINS[pinIndex(m[1])], owner: OWNERS[m[2]] });
  }
  for (const token of pieces === '-' ? [] : pieces.split(',')) {
    const m = /^([KQRBNPkqrbnp])([za-e]\d(?:[WNB]|[QK]L[1-6]u?))(\*?)$/.exec(token);
    if (!m || squareIndex(m[2]) < 0)
      return bad(`"${token}" is not a piece on a square (write Kd0KL1 or pa7B*)`);
    if (scene.pieces.some((p) => p.square === m[2])) return bad(`two pieces on ${m[2]}`);
    scene.pieces.push({
      square: m[2],
      role: LETTER_ROLE.get(m[1].toUpperCase())!,
      color: m[1] === m[1].toUpperCase() ? 'white' : 'black',
      unmoved: m[3] === '*',
    });
  }
  if (turn !== undefined) {
    if (turn !== 'w' && turn !== 'b') return bad(`side to move must be w or b, not "${turn}"`);
    scene.turn = turn === 'w' ? 'white' : 'black';
  }
  return ok(scene);
}
