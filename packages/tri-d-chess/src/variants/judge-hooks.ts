/**
 * The variants' own refusals, asked by the engine's judge before its generic checks, so a
 * move refused by a variant cites the variant's clause (V.A1, V.A2.1, V.A2.2, V.A4, V.A5,
 * V.P5.3.4, V.P5.3.5) rather than Article 3.6 or 3.5.
 * Trade-off: the fast generator reads the same tables through the configuration; this hook
 * only explains, so the two generators still agree by construction and by the perft tests.
 */
import type { Rejection, ResolvedOptions } from '@arbiter/kernel';
import { boardDirection, type Engine } from '../engine';
import { PINS, PIN_SQUARES, SQ_COL, isLowerPin, pinTwin, squareIndex } from '../geometry';
import { attackedSlow, type JudgeHook } from '../judge';
import { DIAGONAL_TARGETS, NEUTRAL_OWNER, TWO_SQUARE_TARGETS } from './attack-boards';
import type { CastlingPlan } from './castling960';
import { castlingPlanOf, isOn } from './engine-config';
import { refuseVariant } from './messages';

/**
 * The judge hook for a set of options; a 3D-Chess960 castling is checked against the plan its
 * engine castling was made from.
 */
export function variantRefusal(options: ResolvedOptions): JudgeHook {
  return (board, attempt) => {
    if (attempt.kind === 'castle') {
      const castling = board.cfg.castlings[attempt.index];
      // A 3D-Chess960 row whose king, or whose rook on that side, has moved has no such castling.
      if (!castling) return refuseVariant('ERR_CASTLING_NOT_AVAILABLE');
      return castlingRefusal(board, castlingPlanOf(castling));
    }
    if (attempt.kind !== 'board') return null;
    const { from, to } = attempt;
    const pins = { from: PINS[from], to: PINS[to] };
    if ((isLowerPin(from) || isLowerPin(to)) && !isOn(options, 'v-a2-2'))
      return refuseVariant('ERR_LOWER_SLOTS_OFF', { ...pins, pin: PINS[isLowerPin(to) ? to : from] });
    const b = board.pinBoard[from];
    if (b < 0) return null;
    const riders = PIN_SQUARES[from].filter((s) => board.sq[s]);
    const owner = board.boardOwner[b];
    const me = board.turn;
    // V.A2.2: the turn over between the two slots of one pin is for an empty board; any other
    // board move keeps its slot.
    const flip = to === pinTwin(from);
    if (flip && riders.length > 0) return refuseVariant('ERR_BOARD_FLIP_OCCUPIED', pins);
    if (!flip && isLowerPin(from) !== isLowerPin(to)) return refuseVariant('ERR_BOARD_SLOT_CHANGE', pins);
    const shift = from !== to && !flip;
    if (from === to) {
      if (!isOn(options, 'v-a2')) return refuseVariant('ERR_BOARD_TURN_NOT_ALLOWED', pins);
      if (riders.length === 0) return refuseVariant('ERR_BOARD_TURN_EMPTY', pins);
    }
    if (owner === NEUTRAL_OWNER && riders.length === 0) return refuseVariant('ERR_BOARD_NEUTRAL', pins);
    if (isOn(options, 'v-a5')) {
      if (owner !== me && riders.length <= 1) return refuseVariant('ERR_BOARD_NOT_OWN', pins);
      if (shift && !DIAGONAL_TARGETS[from].includes(to)) return refuseVariant('ERR_BOARD_OFF_DIAGONAL', pins);
    }
    if (isOn(options, 'v-a2-1') && shift && !TWO_SQUARE_TARGETS[from].includes(to))
      return refuseVariant('ERR_BOARD_NOT_TWO_AWAY', pins);
    if (isOn(options, 'v-a1') && shift && riders.length === 0 && owner === me)
      if (boardDirection(from, to, me) === 'forward') return refuseVariant('ERR_EMPTY_BOARD_FORWARD', pins);
    return null;
  };
}

function castlingRefusal(board: Engine, plan: CastlingPlan | null): Rejection | null {
  if (!plan) return null;
  const first =
    board.cfg.castlingFirstMove === 'own-first-move'
      ? board.fullmove === 1
      : board.fullmove === 1 && board.turn === 0;
  if (first) return null;
  const king = squareIndex(plan.king);
  const rook = squareIndex(plan.rook);
  if (board.sq[king] === 0 || board.sq[rook] === 0 || board.moved[king] || board.moved[rook]) return null;
  for (const name of plan.mustBeEmpty) {
    const s = squareIndex(name);
    if (!board.live[s] || (board.sq[s] && s !== king && s !== rook))
      return refuseVariant('ERR_CASTLING_PATH_BLOCKED', { square: name });
  }
  for (const name of plan.mustBeSafe) {
    if (name === plan.king || name === plan.kingTo) continue;
    if (attackedSlow(board, SQ_COL[squareIndex(name)], board.turn ^ 1))
      return refuseVariant('ERR_CASTLING_CROSSES_ATTACK', { square: name });
  }
  return null;
}
