/**
 * Rating arithmetic used by tie-breaks: the FIDE conversion from a fractional score p to a
 * rating difference dp (FIDE rating regulations B.02, table 8.1.1), used by TPR (FIDE C.07 10.2).
 * The table is the handbook's own data, kept as the list of its thresholds.
 */

/** dp for p = 0.50, 0.51, … 1.00 (index = round(100p) − 50). */
const DP_UPPER: readonly number[] = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184,
  193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470,
  501, 538, 589, 677, 800,
];

/** The rating difference for a fractional score p (0…1), p rounded to two decimals; symmetric below 0.5. */
export function performanceDelta(p: number): number {
  const q = Math.round(Math.min(1, Math.max(0, p)) * 100);
  return q >= 50 ? DP_UPPER[q - 50] : -DP_UPPER[50 - q];
}
