/**
 * The 960x960 protocol (V.P6.2) as the kernel's `PlacementProtocol` over the engine's
 * positions: the game machine's setup phase runs it, one `PiecesPlaced` event per step.
 * Trade-off: the placement state is read off the board each time (the two first rows),
 * so the event needs only the pieces put down and replay is a plain fold.
 */
import { ok, type DomainEvent, type PlacementProtocol, type Result } from '@arbiter/kernel';
import { z } from 'zod';
import { Engine } from '../engine';
import type { EngineConfig } from '../config';
import { pinIndex, squareIndex } from '../geometry';
import { makeBoard, parseBoard, type Position } from '../position';
import { roleCode, BLACK } from '../pieces';
import { castlingsOf } from './engine-config';
import { firstRow, type Row, type RowRole } from './first-row';
import {
  decidePlacement,
  emptyPlacement,
  parsePlacementStep,
  placementActive,
  placementOptions,
  placementTurn,
  type Placed,
  type PlacementState,
} from './placement';
import { STANDARD_BOARDS, STANDARD_PAWNS } from './setups';

/** The event of one placement step: the step as written and every piece it put down. */
export const piecesPlacedSchema = z.object({
  step: z.string(),
  side: z.enum(['white', 'black']),
  placed: z.array(
    z.object({
      color: z.enum(['white', 'black']),
      role: z.enum(['rook', 'knight', 'bishop', 'queen', 'king']),
      square: z.string(),
    }),
  ),
});

const ROLE_OF_CODE: Record<number, RowRole> = { 2: 'knight', 3: 'bishop', 4: 'rook', 5: 'queen', 6: 'king' };

function rowOf(board: Engine, color: 'white' | 'black'): Row {
  return firstRow(color).map((name) => {
    const code = board.sq[squareIndex(name)];
    return code ? (ROLE_OF_CODE[code & 7] ?? null) : null;
  });
}

/** The placement state of a position (its two first rows and the mirroring option). */
export function placementStateOf(p: Position): PlacementState {
  return {
    ...emptyPlacement(p.options['v-p6-setups'] === 'mirrored'),
    white: rowOf(p.board, 'white'),
    black: rowOf(p.board, 'black'),
  };
}

/** The board of a 960x960 game before placement: pawns and boards of TR 2.7 (or `boards`), empty first rows. */
export function emptyRowsBoard(cfg: EngineConfig, boards: string = STANDARD_BOARDS): Engine {
  const pins = boards.split(',');
  const board = new Engine(cfg, pins.length);
  pins.forEach((entry, i) => {
    const [pin, owner] = entry.split(':');
    board.placeBoard(i, pinIndex(pin), owner === 'w' ? 0 : owner === 'b' ? 1 : 2);
  });
  for (const token of STANDARD_PAWNS.split(',')) {
    const black = token[0] === 'p';
    board.setPiece(squareIndex(token.slice(1).replace('*', '')), roleCode('pawn') | (black ? BLACK : 0), 0);
  }
  return board;
}

/**
 * A board with the castlings its first rows call for (TR 3.5 or V.P5.3); `cfg` is the
 * configuration the options give. (The variants' judge hook comes from the rule set.)
 */
export function withVariantCastlings(board: Engine, cfg: EngineConfig): Result<Engine> {
  const { castlings } = castlingsOf(board);
  // The castlings the board already plays under (TR 3.5's for both standard rows): it stands as it is.
  const same = castlings.length === cfg.castlings.length && castlings.every((c, i) => c === cfg.castlings[i]);
  if (same && board.cfg === cfg) return ok(board);
  return parseBoard(makeBoard(board), { ...cfg, castlings });
}

/** Puts decided pieces on a copy of the board; once both kings stand, castlings are derived. Total. */
export function applyPiecesPlaced(p: Position, placed: readonly Placed[]): Position {
  const board = p.board.clone();
  for (const piece of placed) {
    board.setPiece(
      squareIndex(piece.square),
      roleCode(piece.role) | (piece.color === 'black' ? BLACK : 0),
      0,
    );
  }
  if (board.kings[0] < 0 || board.kings[1] < 0) return { ...p, board };
  const rebuilt = withVariantCastlings(board, board.cfg);
  return { ...p, board: rebuilt.ok ? rebuilt.value : board };
}

/** The kernel's placement protocol for the 960x960 setup (V.P6). */
export const placementProtocol: PlacementProtocol<Position> = {
  active: (p) => (p.board.kings[0] < 0 || p.board.kings[1] < 0) && placementActive(placementStateOf(p)),
  turn: (p) => placementTurn(placementStateOf(p)),
  options: (p) => placementOptions(placementStateOf(p)),
  decide(p, text): Result<readonly DomainEvent[]> {
    const step = parsePlacementStep(text);
    if (!step.ok) return step;
    const state = placementStateOf(p);
    const placed = decidePlacement(state, step.value);
    if (!placed.ok) return placed;
    return ok([
      {
        type: 'PiecesPlaced',
        data: { step: text.trim(), side: placementTurn(state), placed: placed.value },
      },
    ]);
  },
};

/** Applies a `PiecesPlaced` event. */
export function evolvePiecesPlaced(p: Position, e: DomainEvent): Position {
  const data = e.data as { placed: Placed[] };
  return applyPiecesPlaced(p, data.placed);
}

/** The step text of a `PiecesPlaced` event (for records). */
export const piecesPlacedText = (e: DomainEvent): string => (e.data as { step: string }).step;
