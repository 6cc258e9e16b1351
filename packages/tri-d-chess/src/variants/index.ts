/**
 * Public surface of the Tri-D variants (Meder's Variants page): 3D-Chess960 numbering and
 * castling plans, the 960x960 placement protocol, attack-board variant tables, the option
 * and setup catalogues and their messages.
 */
import { mederRuleSet } from '../rules';
import { withVariants } from './rules';

export { WHITE_FIRST_ROW, BLACK_FIRST_ROW, firstRow, mirrorSquare, squareShade } from './first-row';
export type { Row, RowRole } from './first-row';
export {
  CHESS960_COUNT,
  STANDARD_NUMBER,
  STANDARD_ROW,
  allRows,
  drawChess960,
  numberOfRow,
  rowDefect,
  rowFromNumber,
} from './chess960';
export { castlingPlan, castlingPlans, castlingKind } from './castling960';
export type { CastlingPlan, CastlingKind, CastlingSide } from './castling960';
export {
  PLACEMENT_ROUNDS,
  applyPlaced,
  currentRound,
  decidePlacement,
  emptyPlacement,
  makePlacementStep,
  parsePlacementStep,
  placementActive,
  placementOptions,
  placementTurn,
  rolesDue,
} from './placement';
export type { Placed, PlacementRound, PlacementState, PlacementStep, PlacedRole } from './placement';
export { countReachable, reachableRows } from './placement-count';
export type { PlacementCount } from './placement-count';
export {
  CORNER_PIN,
  CORNER_PIN_NAME,
  DIAGONAL_TARGETS,
  NEUTRAL_BOARD_PINS,
  TWO_SQUARE_TARGETS,
  lowerSlotSquares,
  petersDirection,
  turnedSquare,
} from './attack-boards';
export { VARIANT_OPTIONS, VARIANT_SETUPS } from './catalogue';
export { TRYLCH_ROW, rowsPosition, variantStart } from './setups';
export type { VariantStart } from './setups';
export { variantMessages } from './messages';
export { withVariants, variantRuleSet } from './rules';
export {
  placementProtocol,
  piecesPlacedSchema,
  emptyRowsBoard,
  withVariantCastlings,
} from './placement-protocol';
export { applyVariantOptions, castlingsOf } from './engine-config';
export { variantRefusal } from './judge-hooks';
export { variantMoveMessages, refuseVariant, triDMessageCatalogue } from './messages';
export type { VariantCode } from './messages';
export { boardPromotions, makeBoardPromotion, pawnPromotedToBoardSchema } from './board-promotion';
export type { BoardPromotion } from './board-promotion';
export type { VariantMove } from './rules';

/** Tri-Dimensional Chess under Meder's Tournament Rules with the Variants page (id `tri-d-chess`, alias `tri-d`). */
export const triDChess = withVariants(mederRuleSet);
