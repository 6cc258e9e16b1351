/**
 * Why a board of a paired round was paired so: what `arbiter pair --check` knows, per board.
 * - A round the Dutch system paired: the pair is forbidden for that round and the round paired
 *   again; the system's own judge (`separateRound`) then names the first criterion by which that
 *   best alternative falls short of the pairing made (`C4`...`C21`, or `order` when it is as good
 *   but the Dutch order of candidates reaches the stored pairing first). No alternative at all
 *   means the pair is forced by the absolute criteria (`C4`).
 * - A round the arbiter paired by hand: the reason, and whether the system would pair this board
 *   so too; if not, the first criterion by which the arbiter's round differs from the system's.
 * - A system that pairs by a table (round robin): the table decides; its rule is named.
 * Each answer is computed from the state as it stood when the round was paired (the events
 * before its pairing event), so later results and corrections do not change it.
 * Trade-off: one board costs two pairings of its round (a fraction of a second for 300 players),
 * so boards are explained one at a time, on demand, and kept per pairing event; the judging
 * itself (board-verdict.ts) runs on the pairing worker, off the event loop.
 */
import {
  EMPTY_TOURNAMENT,
  evolveTournament,
  pairingInputOf,
  type PairingInput,
  type PlayerId,
  type TournamentDeps,
  type TournamentState,
} from '@arbiter/tournament';
import { swissDutchMessages, verdictCode } from '@arbiter/swiss-dutch';
import type { Locale } from '@arbiter/kernel';
import { isTournamentEventType, tournamentEventOf } from '../stored-events';
import type { TournamentReadModel } from './projection';
import type { BoardJob, Decided, VerdictText } from './board-verdict';
import { forget, memo } from './views';

/** Judges a board: the pairing worker in the server, `judgeBoard` itself in tests. */
export type BoardJudge = (job: BoardJob) => Promise<Decided>;

/** One side of an explained board. */
export interface ExplainedPlayer {
  readonly id: PlayerId;
  readonly name: string;
  /** Points before the round. */
  readonly points: number;
  /** Whom the player meets in the best pairing without this board (null: the PAB or none). */
  readonly instead: PlayerId | null;
}

/** Why a board was paired so. */
export interface BoardExplanation {
  readonly round: number;
  readonly board: number;
  readonly white: ExplainedPlayer;
  readonly black: ExplainedPlayer;
  readonly pairedBy: 'system' | 'arbiter';
  readonly system: string;
  /** The arbiter's reason for a pairing by hand. */
  readonly reason: string | null;
  /** For a pairing by hand: whether the system pairs this board so too (null: not known). */
  readonly systemAgrees: boolean | null;
  /** The deciding criterion (`C1`...`C21`, `order`, `colours`), null when a table decides. */
  readonly criterion: string | null;
  /** The code of that criterion's verdict in the system's catalogue (`ERR_DUTCH_C12`). */
  readonly code: string | null;
  /** The rule that decides (`FIDE C.04.3 C12`, or the system's rule for a table). */
  readonly rule: string;
  /** The explanation in words, in the asked language. */
  readonly summary: string;
  /** The verdict on the alternative (or the arbiter's round), from the system's catalogue. */
  readonly detail: string | null;
}

type Texts = Record<VerdictText, { en: string; cs: string }>;

const TEXTS: Texts = {
  best: {
    en: '{system} paired {white} with {black}: without this pair, the best pairing of round {round} is worse by {criterion} ({rule}).',
    cs: '{system} vylosoval dvojici {white} – {black}: bez této dvojice je nejlepší losování {round}. kola horší podle {criterion} ({rule}).',
  },
  order: {
    en: '{system} paired {white} with {black}: without this pair, round {round} pairs as well by C1-C21, but the Dutch order of candidates ({rule}) reaches this pairing first.',
    cs: '{system} vylosoval dvojici {white} – {black}: bez této dvojice se {round}. kolo vylosuje podle C1–C21 stejně dobře, ale holandské pořadí kandidátů ({rule}) dojde nejdříve k tomuto losování.',
  },
  forced: {
    en: '{system} paired {white} with {black}: without this pair, round {round} cannot be paired at all within the absolute criteria ({rule}).',
    cs: '{system} vylosoval dvojici {white} – {black}: bez této dvojice nelze {round}. kolo v mezích absolutních kritérií vylosovat vůbec ({rule}).',
  },
  table: {
    en: '{system} paired {white} with {black} by its table ({rule}).',
    cs: '{system} vylosoval dvojici {white} – {black} podle své tabulky ({rule}).',
  },
  manualAgrees: {
    en: 'The arbiter paired {white} with {black} by hand ({reason}); {system} pairs this board so too.',
    cs: 'Rozhodčí vylosoval dvojici {white} – {black} ručně ({reason}); {system} losuje tuto šachovnici stejně.',
  },
  manualDiffers: {
    en: 'The arbiter paired {white} with {black} by hand ({reason}); {system} pairs this board otherwise: the round differs by {criterion} ({rule}).',
    cs: 'Rozhodčí vylosoval dvojici {white} – {black} ručně ({reason}); {system} losuje tuto šachovnici jinak: kolo se liší podle {criterion} ({rule}).',
  },
  manual: {
    en: 'The arbiter paired {white} with {black} by hand ({reason}).',
    cs: 'Rozhodčí vylosoval dvojici {white} – {black} ručně ({reason}).',
  },
};

function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Where round `round`'s current pairing event is in the view's events (-1: not paired). */
function pairingEventAt(view: TournamentReadModel, round: number): number {
  for (let i = view.events.length - 1; i >= 0; i--) {
    const e = view.events[i];
    if (
      (e.type === 'RoundPaired' || e.type === 'PairingOverridden') &&
      (e.data as { round: number }).round === round
    )
      return i;
  }
  return -1;
}

/** The version of the round's pairing as it stands: its pairing event, or the arbiter's last edit after it. */
function pairingStamp(view: TournamentReadModel, round: number, at: number): number {
  for (let i = view.events.length - 1; i > at; i--) {
    const e = view.events[i];
    if (e.type === 'PairingEdited' && (e.data as { round: number }).round === round) return e.version;
  }
  return view.events[at].version;
}

interface Before {
  readonly state: TournamentState;
  readonly input: () => PairingInput;
}

/** The state just before the event at `at` (a round's pairing), and the pairing input it gave. */
function stateBefore(view: TournamentReadModel, at: number): Before {
  let state = EMPTY_TOURNAMENT;
  for (const e of view.events.slice(0, at))
    if (isTournamentEventType(e.type)) state = evolveTournament(state, tournamentEventOf(e.type, e.data));
  const totalRounds = (view.events[at].data as { totalRounds: number | null }).totalRounds;
  const folded = state;
  return { state, input: () => pairingInputOf({ ...folded, totalRounds }) };
}

interface Explained extends Decided {
  readonly before: Before;
  readonly points: ReadonlyMap<PlayerId, number>;
}

/** Judges the board on the worker, from the state before its round was paired. */
async function decide(
  view: TournamentReadModel,
  round: number,
  board: number,
  at: number,
  deps: TournamentDeps,
  judge: BoardJudge,
): Promise<Explained | null> {
  const r = view.state.rounds[round - 1];
  const b = r?.boards[board - 1];
  if (!b) return null;
  const before = stateBefore(view, at);
  const input = before.input();
  const points = new Map(input.players.map((p) => [p.id, p.points]));
  const pairingSystem = before.state.settings!.pairingSystem;
  const decided = await judge({
    boards: r.boards,
    pab: r.pab,
    overrideReason: r.overrideReason ?? null,
    board: b,
    input,
    pairingSystem,
    byTable: deps.systems.get(pairingSystem)?.closedField === true,
  });
  return { ...decided, before, points };
}

/** Explains board `board` of round `round` in a language (null: no such board). */
export async function explainBoard(
  view: TournamentReadModel,
  round: number,
  board: number,
  deps: TournamentDeps,
  judge: BoardJudge,
  locale: Locale,
): Promise<BoardExplanation | null> {
  const at = pairingEventAt(view, round);
  if (at < 0) return null;
  // Kept per pairing event: results entered later do not change why the round was paired so.
  // The promise is kept, so concurrent asks share one judgement; a failed one is not kept.
  const key = `explain|${round}|${board}`;
  const stamp = pairingStamp(view, round, at);
  const pending = memo(view, key, () => decide(view, round, board, at, deps, judge), stamp);
  const decided = await pending.catch((error: unknown) => {
    forget(view, key);
    throw error;
  });
  if (!decided) return null;
  const before = decided.before;
  const b = view.state.rounds[round - 1].boards[board - 1];
  const system = deps.systems.get(before.state.settings!.pairingSystem);
  const code =
    decided.criterion === null
      ? null
      : decided.text === 'forced'
        ? 'ERR_DUTCH_IMPOSSIBLE'
        : verdictCode(decided.criterion);
  const entry = code ? swissDutchMessages[code as keyof typeof swissDutchMessages] : null;
  const rule = entry?.rule ?? system?.rule ?? 'FIDE C.04.1';
  const name = (id: PlayerId) => view.state.players[id - 1]?.name ?? String(id);
  const side = (id: PlayerId): ExplainedPlayer => {
    const other = decided.instead?.get(id);
    return {
      id,
      name: name(id),
      points: decided.points.get(id) ?? 0,
      instead: other === undefined || other === 0 ? null : other,
    };
  };
  const params = {
    system: system?.name ?? before.state.settings!.pairingSystem,
    white: name(b.white),
    black: name(b.black),
    round,
    criterion: decided.criterion ?? '',
    rule,
    reason: decided.reason ?? '',
  };
  return {
    round,
    board,
    white: side(b.white),
    black: side(b.black),
    pairedBy: decided.pairedBy,
    system: system?.id ?? before.state.settings!.pairingSystem,
    reason: decided.reason,
    systemAgrees: decided.systemAgrees,
    criterion: decided.criterion,
    code,
    rule,
    summary: fill(TEXTS[decided.text][locale], params),
    detail: entry ? fill(entry[locale], { round }) : null,
  };
}
