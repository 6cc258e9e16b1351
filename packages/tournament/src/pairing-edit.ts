/**
 * An arbiter's edit of a paired round compared with the engine (issue 23, part 1): the pairing
 * the round's system gives, the boards that differ, and every criterion the edit breaks with the
 * warning level it earns. `decideTournament` uses the same comparison to accept or refuse
 * `EditPairing`, so what the arbiter is shown is what decides.
 * Trade-off: the round's own facts (a player on two boards, the same pair twice, a player left
 * without a game) are judged here for every system; the system's criteria come from its `judge`
 * (the Dutch system names C1-C21); a system without one (round robin) is compared with its table
 * board by board, and every difference there is a quality warning.
 */
import { ok, refused, type Result } from '@arbiter/kernel';
import { tournamentCodes } from './messages';
import type { BoardPairing, BreachKind, PairingInput, RoundPairing } from './pairing';
import type { TournamentDeps, TournamentState } from './tournament';
import { pairingInputOf } from './tournament-views';
import type { PlayerId } from './vocabulary';

/** How an edit that breaks a criterion is let through: never, after two confirmations, or once acknowledged. */
export type WarningLevel = 'refuse' | 'confirm' | 'acknowledge';

/** The round's own facts, judged for any system. */
export type RoundFact = 'twice-in-round' | 'pair-twice' | 'unpaired' | 'table';

/** One criterion an edit breaks, with its level. */
export interface EditCriterion {
  /** The criterion id as the system names it (`C3`, `C12`, `order`), or a round fact. */
  readonly criterion: string;
  /** Its rule id (`FIDE C.04.3 C3`, `FIDE C.04.1 b`, `FIDE C.05`). */
  readonly rule: string;
  readonly level: WarningLevel;
  /** What kind of rule it is (sets the level; the app names it by this). */
  readonly kind: BreachKind | RoundFact;
  /** The edited board (1-based), null for the PAB or a player left without a game. */
  readonly board: number | null;
  readonly players: readonly PlayerId[];
}

/** An edit set beside the engine's pairing. */
export interface PairingComparison {
  readonly round: number;
  /** The engine's pairing of the round, null when the engine cannot pair it. */
  readonly engine: RoundPairing | null;
  /** The edited boards and PAB as given. */
  readonly edited: { readonly boards: readonly BoardPairing[]; readonly pab: PlayerId | null };
  /** Edited boards (1-based) that are not boards of the engine's pairing. */
  readonly differing: readonly number[];
  /** The engine's boards (1-based) that the edit does not have. */
  readonly missing: readonly number[];
  readonly criteria: readonly EditCriterion[];
}

const LEVELS: Readonly<Record<BreachKind | RoundFact, WarningLevel>> = {
  'twice-in-round': 'refuse',
  'pair-twice': 'refuse',
  rematch: 'refuse',
  forbidden: 'confirm',
  pab: 'confirm',
  'absolute-colour': 'confirm',
  unpaired: 'confirm',
  colour: 'acknowledge',
  float: 'acknowledge',
  score: 'acknowledge',
  order: 'acknowledge',
  table: 'acknowledge',
};

const FACT_RULES: Readonly<Record<RoundFact, string>> = {
  'twice-in-round': 'FIDE C.04.1',
  'pair-twice': 'FIDE C.04.1 b',
  unpaired: 'FIDE C.04.1 c',
  table: 'FIDE C.05',
};

/** The warning level of a breach kind or round fact. */
export function warningLevel(kind: BreachKind | RoundFact): WarningLevel {
  return LEVELS[kind];
}

const boardKey = (b: BoardPairing): string => `${b.white}-${b.black}`;
const pairKey = (b: BoardPairing): string => `${Math.min(b.white, b.black)}-${Math.max(b.white, b.black)}`;

/** A player on two boards (or a board and the PAB), the same two players on two boards, or one player twice on a board. */
function roundFacts(boards: readonly BoardPairing[], pab: PlayerId | null): EditCriterion[] {
  const out: EditCriterion[] = [];
  const fact = (criterion: RoundFact, board: number | null, players: PlayerId[]): EditCriterion => ({
    criterion,
    rule: FACT_RULES[criterion],
    level: LEVELS[criterion],
    kind: criterion,
    board,
    players,
  });
  const pairs = new Map<string, number>();
  const seen = new Map<PlayerId, number>();
  boards.forEach((b, i) => {
    const pair = pairKey(b);
    if (pairs.has(pair)) out.push(fact('pair-twice', i + 1, [b.white, b.black]));
    else {
      pairs.set(pair, i + 1);
      for (const id of [b.white, b.black]) {
        if (seen.has(id)) out.push(fact('twice-in-round', i + 1, [id]));
        seen.set(id, i + 1);
      }
    }
  });
  if (pab !== null && seen.has(pab)) out.push(fact('twice-in-round', null, [pab]));
  return out;
}

/**
 * What the engine pairs a paired round from: the pairing input of the rounds before it (that
 * round's requested byes kept). A shell may pair it elsewhere (a worker) from this same input.
 */
export function pairingInputBefore(state: TournamentState, round: number): PairingInput {
  return pairingInputOf({ ...state, rounds: state.rounds.filter((r) => r.round < round) });
}

function no(code: keyof typeof tournamentCodes, params: Record<string, string | number>): Result<never> {
  return refused(tournamentCodes, code, params);
}

/**
 * Compares an edit of a paired, still unplayed round with the engine: the engine's pairing of that
 * round from the rounds before it, the boards that differ, and the criteria the edit breaks.
 * Refused when the round is not paired, has a result or is closed, or names a player who is not
 * in the tournament or cannot play this round (withdrawn, or a requested bye).
 */
export function comparePairing(
  state: TournamentState,
  deps: TournamentDeps,
  round: number,
  boards: readonly BoardPairing[],
  pab: PlayerId | null,
): Result<PairingComparison> {
  const paired = state.rounds.find((r) => r.round === round);
  if (!paired) return no('ERR_ROUND_NOT_PAIRED', { round });
  if (paired.closed) return no('ERR_ROUND_CLOSED', { round });
  const results = paired.boards.filter((b) => b.result !== null).length;
  if (results > 0) return no('ERR_EDIT_HAS_RESULTS', { round, count: results });
  const byes = new Set(paired.byes.map((b) => b.player));
  for (const id of [...boards.flatMap((b) => [b.white, b.black]), ...(pab === null ? [] : [pab])]) {
    const p = state.players.find((x) => x.id === id);
    if (!p) return no('ERR_UNKNOWN_PLAYER', { player: id });
    if (p.withdrawn || byes.has(id)) return no('ERR_EDIT_PLAYER_ABSENT', { player: id, round });
  }
  const input = pairingInputBefore(state, round);
  const system = state.settings ? deps.systems.get(state.settings.pairingSystem) : undefined;
  const pairing = system?.pair(input);
  const engine = pairing?.ok ? pairing.value : null;
  const engineKeys = new Set((engine?.boards ?? []).map(boardKey));
  const editedKeys = new Set(boards.map(boardKey));
  const differing = boards.flatMap((b, i) => (engineKeys.has(boardKey(b)) ? [] : [i + 1]));
  const missing = (engine?.boards ?? []).flatMap((b, i) => (editedKeys.has(boardKey(b)) ? [] : [i + 1]));
  const criteria = roundFacts(boards, pab);
  const placed = new Set([...boards.flatMap((b) => [b.white, b.black]), ...(pab === null ? [] : [pab])]);
  for (const id of input.players.filter((p) => !p.withdrawn && p.bye === null).map((p) => p.id))
    if (!placed.has(id) && !(paired.rests ?? []).includes(id))
      criteria.push({
        criterion: 'unpaired',
        rule: FACT_RULES.unpaired,
        level: 'confirm',
        kind: 'unpaired',
        board: null,
        players: [id],
      });
  const edited: RoundPairing = { round, boards, pab, byes: paired.byes };
  if (engine && system?.judge) {
    for (const b of system.judge(input, edited, engine))
      criteria.push({
        criterion: b.criterion,
        rule: b.rule,
        level: LEVELS[b.kind],
        kind: b.kind,
        board: b.board,
        players: b.players,
      });
  } else {
    for (const board of differing)
      criteria.push({
        criterion: 'table',
        rule: system?.rule ?? FACT_RULES.table,
        level: 'acknowledge',
        kind: 'table',
        board,
        players: [boards[board - 1].white, boards[board - 1].black],
      });
    if (engine && pab !== engine.pab && pab !== null)
      criteria.push({
        criterion: 'table',
        rule: system?.rule ?? FACT_RULES.table,
        level: 'acknowledge',
        kind: 'table',
        board: null,
        players: [pab],
      });
  }
  return ok({ round, engine, edited: { boards, pab }, differing, missing, criteria });
}
