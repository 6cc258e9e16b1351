/**
 * What a correction would change, before it is stored (`previewCorrection`): the result of a
 * board of an earlier round (or a game found later to be a forfeit, `+:-`) is corrected on a copy
 * of the state, and the preview tells the standings rows and the tie-break values that move (old
 * and new, per player and code), and, for every later round already paired, the pairing the
 * system gives with the corrected history beside the stored one, board by board.
 * FIDE C.04.2 lets such a correction affect only the pairings yet to be made: the later rounds
 * stay as they are, the preview only shows the arbiter what the engine would have done.
 * Trade-off: the later rounds are paired again by the system's own checker (`PairingSystem.check`,
 * what `arbiter pair --check` runs) on the corrected state's TRF, so a preview and the check can
 * never disagree; a system without a checker (round robin) is paired from the corrected state
 * cut before each round, the way `decideTournament` pairs a round. Both states are ranked in full.
 */
import { ok, type Result } from '@arbiter/kernel';
import type { BoardResult } from './events';
import type { BoardPairing, PairingSystem, RoundPairing } from './pairing';
import { standings, formatValue, type StandingsTable } from './standings';
import { parseTieBreakList } from './tiebreaks';
import type { RoundState, TournamentDeps, TournamentState } from './tournament';
import { handleTournament } from './tournament-handle';
import { crosstableOf, pairingInputOf, trfOf } from './tournament-views';
import type { PlayerId } from './vocabulary';

/** A value before and after the correction. */
export interface Change<T> {
  readonly before: T;
  readonly after: T;
}

/** One tie-break value of one player that the correction moves. */
export interface TieBreakChange extends Change<number> {
  readonly code: string;
  /** Both values as the standings publish them. */
  readonly shown: Change<string>;
}

/** A player whose line of the standings the correction changes. */
export interface StandingChange {
  readonly player: { readonly id: PlayerId; readonly name: string };
  readonly rank: Change<number>;
  readonly points: Change<number>;
  /** Only the tie-breaks whose value changes, in the standings' order. */
  readonly tieBreaks: readonly TieBreakChange[];
}

/** One board of a later round: the stored pairing and the system's with the corrected history. */
export interface BoardComparison {
  /** 1-based, the stored pairing's order (the system's order for a board it adds). */
  readonly board: number;
  readonly stored: BoardPairing | null;
  readonly engine: BoardPairing | null;
  readonly same: boolean;
}

/** A later round already paired, paired again by the system on the corrected history. */
export interface LaterRound {
  readonly round: number;
  /** True when the system pairs it as stored (boards, colours and PAB) after the correction. */
  readonly same: boolean;
  /** Whether the stored pairing was the system's before the correction (null: not known). */
  readonly sameBefore: boolean | null;
  /** Every board (stored and system's), in board order. */
  readonly boards: readonly BoardComparison[];
  readonly pab: Change<PlayerId | null> & { readonly same: boolean };
  /** The first criterion separating them, as the checker names it (`C12`, `colours`), null when same or unknown. */
  readonly criterion: string | null;
  readonly rule: string | null;
  /** Why the system cannot pair it, when it cannot (its rejection code). */
  readonly unpairable: string | null;
}

/** Everything a correction would change. */
export interface CorrectionPreview {
  readonly round: number;
  readonly board: number;
  readonly white: PlayerId;
  readonly black: PlayerId;
  readonly result: Change<BoardResult>;
  /** The tie-break codes of the standings compared. */
  readonly tieBreaks: readonly string[];
  /** Closed rounds the standings count. */
  readonly rounds: number;
  /** Players whose rank, points or a tie-break value changes, in the new standings' order. */
  readonly standings: readonly StandingChange[];
  /** Later rounds already paired, in order. */
  readonly laterRounds: readonly LaterRound[];
}

/** The standings of the state's closed rounds by the tournament's own tie-breaks. */
function rankedOf(state: TournamentState): Result<StandingsTable> {
  const parsed = parseTieBreakList((state.settings?.tieBreaks ?? []).join(','));
  if (!parsed.ok) return parsed;
  return ok(standings(crosstableOf(state), parsed.value));
}

function standingChanges(before: StandingsTable, after: StandingsTable): StandingChange[] {
  const old = new Map(before.rows.map((r) => [r.player.id, r]));
  const out: StandingChange[] = [];
  for (const row of after.rows) {
    const was = old.get(row.player.id);
    if (!was) continue;
    const tieBreaks: TieBreakChange[] = [];
    after.tieBreaks.forEach((t, j) => {
      const shown = { before: formatValue(was.values[j], t), after: formatValue(row.values[j], t) };
      if (shown.before !== shown.after)
        tieBreaks.push({ code: t.code, before: was.values[j], after: row.values[j], shown });
    });
    if (tieBreaks.length > 0 || was.rank !== row.rank || was.points !== row.points)
      out.push({
        player: { id: row.player.id, name: row.player.name },
        rank: { before: was.rank, after: row.rank },
        points: { before: was.points, after: row.points },
        tieBreaks,
      });
  }
  return out;
}

const sameBoard = (a: BoardPairing | null, b: BoardPairing | null): boolean =>
  a !== null && b !== null && a.white === b.white && a.black === b.black;

/** The stored pairing of a round, boards in their published order. */
function storedPairing(r: RoundState): RoundPairing {
  return {
    round: r.round,
    boards: r.boards.map((b) => ({ white: b.white, black: b.black })),
    pab: r.pab,
    byes: r.byes,
  };
}

/** The state as it stood before `round` was paired: earlier rounds, all closed. */
function cutBefore(state: TournamentState, round: number): TournamentState {
  return {
    ...state,
    rounds: state.rounds.filter((r) => r.round < round).map((r) => ({ ...r, closed: true })),
  };
}

interface EnginePairing {
  readonly paired: RoundPairing | null;
  readonly criterion: string | null;
  readonly rule: string | null;
  readonly unpairable: string | null;
}

/** The system's pairing of each round in `rounds` on `state`'s history (by its checker when it has one). */
function enginePairings(
  state: TournamentState,
  system: PairingSystem,
  rounds: readonly number[],
): Map<number, EnginePairing> {
  const out = new Map<number, EnginePairing>();
  if (system.check) {
    const verdicts = system.check(trfOf(state));
    if (verdicts.ok)
      for (const v of verdicts.value)
        if (rounds.includes(v.round))
          out.set(v.round, {
            paired: v.paired,
            criterion: v.criterion,
            rule: v.rule,
            unpairable: v.paired ? null : 'ERR_PAIRING_IMPOSSIBLE',
          });
    return out;
  }
  for (const round of rounds) {
    const cut = cutBefore(state, round);
    const paired = system.pair(pairingInputOf(cut));
    out.set(
      round,
      paired.ok
        ? { paired: paired.value, criterion: null, rule: null, unpairable: null }
        : { paired: null, criterion: null, rule: null, unpairable: paired.error.code },
    );
  }
  return out;
}

function samePairing(a: RoundPairing | null, b: RoundPairing): boolean {
  return (
    a !== null &&
    a.pab === b.pab &&
    a.boards.length === b.boards.length &&
    a.boards.every((x, i) => sameBoard(x, b.boards[i]))
  );
}

function compareRound(
  stored: RoundPairing,
  engine: EnginePairing,
  before: EnginePairing | undefined,
): LaterRound {
  const paired = engine.paired;
  const count = Math.max(stored.boards.length, paired?.boards.length ?? 0);
  const boards: BoardComparison[] = [];
  for (let i = 0; i < count; i++) {
    const s = stored.boards[i] ?? null;
    const e = paired?.boards[i] ?? null;
    boards.push({ board: i + 1, stored: s, engine: e, same: sameBoard(s, e) });
  }
  const pab = paired?.pab ?? null;
  const same = samePairing(paired, stored);
  return {
    round: stored.round,
    same,
    sameBefore: before ? samePairing(before.paired, stored) : null,
    boards,
    pab: { before: stored.pab, after: pab, same: stored.pab === pab },
    criterion: same ? null : engine.criterion,
    rule: same ? null : engine.rule,
    unpairable: engine.unpairable,
  };
}

/**
 * What correcting board `board` of round `round` to `result` would change; nothing is stored. A
 * correction the rules refuse (no such board, no result yet) is refused with the same code as
 * `CorrectResult` would be. `deps` gives the pairing systems that pair the later rounds again.
 */
export function previewCorrection(
  state: TournamentState,
  round: number,
  board: number,
  result: BoardResult,
  deps: TournamentDeps,
): Result<CorrectionPreview> {
  const decided = handleTournament(state, { type: 'CorrectResult', round, board, result }, deps);
  if (!decided.ok) return decided;
  const corrected = decided.value.state;
  const before = rankedOf(state);
  if (!before.ok) return before;
  const after = rankedOf(corrected);
  if (!after.ok) return after;
  const stored = state.rounds.find((r) => r.round === round)!.boards[board - 1];
  const later = state.rounds.filter((r) => r.round > round);
  const system = deps.systems.get(state.settings!.pairingSystem);
  const laterRounds: LaterRound[] = [];
  if (system && later.length > 0) {
    const numbers = later.map((r) => r.round);
    const engineAfter = enginePairings(corrected, system, numbers);
    const engineBefore = enginePairings(state, system, numbers);
    for (const r of later) {
      const engine = engineAfter.get(r.round);
      if (engine) laterRounds.push(compareRound(storedPairing(r), engine, engineBefore.get(r.round)));
    }
  }
  return ok({
    round,
    board,
    white: stored.white,
    black: stored.black,
    result: { before: stored.result!, after: result },
    tieBreaks: after.value.tieBreaks.map((t) => t.code),
    rounds: after.value.rounds,
    standings: standingChanges(before.value, after.value),
    laterRounds,
  });
}
