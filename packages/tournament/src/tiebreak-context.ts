/**
 * The facts every tie-break reads, computed once per crosstable: scores, the adjusted scores
 * opponents contribute, the value of each round for opponent-based tie-breaks, and which rounds
 * were voluntarily unplayed (FIDE C.07 16, rules applied from 1 March 2026).
 * Trade-off: flat typed arrays indexed by player position and round, so a 1,200-player event is
 * one pass per tie-break with no allocation per game.
 */
import type { Crosstable } from './crosstable';
import { pointsFor } from './points';
import { isPlayed, type RoundEntry } from './vocabulary';

/** Precomputed per-player, per-round data; `at(i, r)` indexes round r (0-based) of player i. */
export interface TieBreakContext {
  readonly table: Crosstable;
  readonly n: number;
  readonly rounds: number;
  /** Player position by pairing number. */
  readonly index: ReadonlyMap<number, number>;
  /** Opponent position per (player, round), -1 when none. */
  readonly opponent: Int32Array;
  /** Points scored per (player, round). */
  readonly points: Float64Array;
  /** 1 when the round was a game played over the board. */
  readonly played: Uint8Array;
  /** 1 when the round is voluntarily unplayed (FIDE C.07 16.2: half/zero/full-point bye, forfeit loss, absence). */
  readonly vur: Uint8Array;
  /** Each player's score. */
  readonly score: Float64Array;
  /**
   * Each player's score as an opponent sees it (FIDE C.07 16.3): points up to the last round the
   * player took part in (a game, a forfeit, a PAB or a full-point bye), and a draw for every round after.
   */
  readonly adjusted: Float64Array;
  /**
   * The last round (1-based) each player took part in (a game, a forfeit, a PAB or a full-point
   * bye); 0 when none. Rounds after it count as draws in `adjusted`.
   */
  readonly participatedUntil: Int32Array;
  /**
   * The opponent's score used by BH and SB for each (player, round) (FIDE C.07 16.4): the adjusted
   * score of the opponent met over the board; for an unplayed round, a virtual opponent whose
   * score is the player's own score, capped by the scheduled opponent's score (forfeits) or by half
   * of the maximum score (byes, absences).
   */
  readonly opponentScore: Float64Array;
  /** Value of a win and of a draw under the point system. */
  readonly win: number;
  readonly draw: number;
}

function isVoluntarilyUnplayed(e: RoundEntry): boolean {
  return e.result === 'H' || e.result === 'Z' || e.result === 'F' || e.result === '-';
}

/** Builds the context for a crosstable. */
export function tieBreakContext(table: Crosstable): TieBreakContext {
  const n = table.players.length;
  const R = table.rounds;
  const system = table.pointSystem;
  const index = new Map(table.players.map((p, i) => [p.id, i]));
  const opponent = new Int32Array(n * R).fill(-1);
  const points = new Float64Array(n * R);
  const played = new Uint8Array(n * R);
  const vur = new Uint8Array(n * R);
  const score = new Float64Array(n);
  const adjusted = new Float64Array(n);
  const participatedUntil = new Int32Array(n);
  table.players.forEach((p, i) => {
    let last = 0;
    for (let r = 0; r < R; r++) {
      const e = p.rounds[r];
      const k = i * R + r;
      if (e.opponent !== null) opponent[k] = index.get(e.opponent) ?? -1;
      points[k] = pointsFor(e.result, system);
      played[k] = isPlayed(e) ? 1 : 0;
      vur[k] = isVoluntarilyUnplayed(e) ? 1 : 0;
      score[i] += points[k];
      if (e.opponent !== null || e.result === 'U' || e.result === 'F') last = r + 1;
    }
    let s = 0;
    for (let r = 0; r < last; r++) s += points[i * R + r];
    adjusted[i] = s + (R - last) * system.draw;
    participatedUntil[i] = last;
  });
  const cap = (R * system.win) / 2;
  const opponentScore = new Float64Array(n * R);
  for (let i = 0; i < n; i++)
    for (let r = 0; r < R; r++) {
      const k = i * R + r;
      const o = opponent[k];
      if (played[k]) opponentScore[k] = adjusted[o];
      else if (o >= 0) opponentScore[k] = Math.min(score[i], score[o]);
      else opponentScore[k] = Math.min(score[i], cap);
    }
  return {
    table,
    n,
    rounds: R,
    index,
    opponent,
    points,
    played,
    vur,
    score,
    adjusted,
    participatedUntil,
    opponentScore,
    win: system.win,
    draw: system.draw,
  };
}
