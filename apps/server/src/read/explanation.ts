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
 * so boards are explained one at a time, on demand, and kept per pairing event.
 */
import {
  EMPTY_TOURNAMENT,
  evolveTournament,
  pairingInputOf,
  type BoardPairing,
  type PairingInput,
  type PlayerId,
  type RoundPairing,
  type RoundState,
  type TournamentDeps,
  type TournamentState,
} from '@arbiter/tournament';
import { pairDutch, separateRound, swissDutchMessages, verdictCode } from '@arbiter/swiss-dutch';
import type { Locale } from '@arbiter/kernel';
import { isTournamentEventType, tournamentEventOf } from '../stored-events';
import type { TournamentView } from './projection';
import { memo } from './views';

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

type Texts = Record<string, { en: string; cs: string }>;

const TEXTS: Texts = {
  best: {
    en: '{system} paired {white} with {black}: without this pair, the best pairing of round {round} is worse by {criterion} ({rule}).',
    cs: '{system} spároval {white} s {black}: bez této dvojice je nejlepší párování {round}. kola horší podle {criterion} ({rule}).',
  },
  order: {
    en: '{system} paired {white} with {black}: without this pair, round {round} pairs as well by C1-C21, but the Dutch order of candidates ({rule}) reaches this pairing first.',
    cs: '{system} spároval {white} s {black}: bez této dvojice se {round}. kolo vylosuje podle C1–C21 stejně dobře, ale holandské pořadí kandidátů ({rule}) dojde nejdříve k tomuto párování.',
  },
  forced: {
    en: '{system} paired {white} with {black}: without this pair, round {round} cannot be paired at all within the absolute criteria ({rule}).',
    cs: '{system} spároval {white} s {black}: bez této dvojice nelze {round}. kolo v mezích absolutních kritérií vylosovat vůbec ({rule}).',
  },
  table: {
    en: '{system} paired {white} with {black} by its table ({rule}).',
    cs: '{system} spároval {white} s {black} podle své tabulky ({rule}).',
  },
  manualAgrees: {
    en: 'The arbiter paired {white} with {black} by hand ({reason}); {system} pairs this board so too.',
    cs: 'Rozhodčí spároval {white} s {black} ručně ({reason}); {system} páruje tuto šachovnici stejně.',
  },
  manualDiffers: {
    en: 'The arbiter paired {white} with {black} by hand ({reason}); {system} pairs this board otherwise: the round differs by {criterion} ({rule}).',
    cs: 'Rozhodčí spároval {white} s {black} ručně ({reason}); {system} páruje tuto šachovnici jinak: kolo se liší podle {criterion} ({rule}).',
  },
  manual: {
    en: 'The arbiter paired {white} with {black} by hand ({reason}).',
    cs: 'Rozhodčí spároval {white} s {black} ručně ({reason}).',
  },
};

function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Where round `round`'s current pairing event is in the view's events (-1: not paired). */
function pairingEventAt(view: TournamentView, round: number): number {
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

interface Before {
  readonly state: TournamentState;
  readonly input: () => PairingInput;
}

/** The state just before the event at `at` (a round's pairing), and the pairing input it gave. */
function stateBefore(view: TournamentView, at: number): Before {
  let state = EMPTY_TOURNAMENT;
  for (const e of view.events.slice(0, at))
    if (isTournamentEventType(e.type)) state = evolveTournament(state, tournamentEventOf(e.type, e.data));
  const totalRounds = (view.events[at].data as { totalRounds: number | null }).totalRounds;
  const folded = state;
  return { state, input: () => pairingInputOf({ ...folded, totalRounds }) };
}

/** Opponent of each player in a pairing (0 for the PAB). */
function partners(pairing: Pick<RoundPairing, 'boards' | 'pab'>): Map<PlayerId, PlayerId> {
  const partner = new Map<PlayerId, PlayerId>();
  for (const b of pairing.boards) {
    partner.set(b.white, b.black);
    partner.set(b.black, b.white);
  }
  if (pairing.pab !== null) partner.set(pairing.pab, 0);
  return partner;
}

/** The first criterion by which `pairing` falls short of the Dutch one on `input` (C1 for a repeat). */
function dutchVerdict(input: PairingInput, pairing: Pick<RoundPairing, 'boards' | 'pab'>): string {
  const met = new Map(input.players.map((p) => [p.id, p.playedOpponents]));
  for (const b of pairing.boards) if (met.get(b.white)?.has(b.black)) return 'C1';
  return separateRound(input, partners(pairing))?.criterion ?? 'order';
}

interface Decided {
  readonly pairedBy: 'system' | 'arbiter';
  readonly reason: string | null;
  readonly systemAgrees: boolean | null;
  readonly criterion: string | null;
  readonly text: keyof typeof TEXTS;
  readonly instead: Map<PlayerId, PlayerId> | null;
}

interface Explained extends Decided {
  readonly before: Before;
  readonly points: ReadonlyMap<PlayerId, number>;
}

function decide(
  view: TournamentView,
  round: number,
  board: number,
  at: number,
  deps: TournamentDeps,
): Explained | null {
  const b = view.state.rounds[round - 1]?.boards[board - 1];
  if (!b) return null;
  const before = stateBefore(view, at);
  const points = new Map(before.input().players.map((p) => [p.id, p.points]));
  return { ...decideBoard(view.state.rounds[round - 1], b, before, deps), before, points };
}

function decideBoard(r: RoundState, b: BoardPairing, before: Before, deps: TournamentDeps): Decided {
  const settings = before.state.settings!;
  const dutch = settings.pairingSystem === 'dutch';
  const input = before.input;
  if (r.overrideReason != null) {
    const reason = r.overrideReason;
    if (!dutch)
      return {
        pairedBy: 'arbiter',
        reason,
        systemAgrees: null,
        criterion: null,
        text: 'manual',
        instead: null,
      };
    const own = pairDutch(input());
    const agrees = own.ok && own.value.boards.some((x) => x.white === b.white && x.black === b.black);
    if (agrees)
      return {
        pairedBy: 'arbiter',
        reason,
        systemAgrees: true,
        criterion: null,
        text: 'manualAgrees',
        instead: null,
      };
    return {
      pairedBy: 'arbiter',
      reason,
      systemAgrees: false,
      criterion: dutchVerdict(input(), r),
      text: 'manualDiffers',
      instead: own.ok ? partners(own.value) : null,
    };
  }
  if (!dutch || deps.systems.get(settings.pairingSystem)?.closedField)
    return {
      pairedBy: 'system',
      reason: null,
      systemAgrees: true,
      criterion: null,
      text: 'table',
      instead: null,
    };
  const base = input();
  const without = pairDutch({ ...base, forbiddenPairs: [...base.forbiddenPairs, [b.white, b.black]] });
  if (!without.ok)
    return {
      pairedBy: 'system',
      reason: null,
      systemAgrees: true,
      criterion: 'C4',
      text: 'forced',
      instead: null,
    };
  const criterion = dutchVerdict(base, without.value);
  return {
    pairedBy: 'system',
    reason: null,
    systemAgrees: true,
    criterion,
    text: criterion === 'order' ? 'order' : 'best',
    instead: partners(without.value),
  };
}

/** Explains board `board` of round `round` in a language (null: no such board). */
export function explainBoard(
  view: TournamentView,
  round: number,
  board: number,
  deps: TournamentDeps,
  locale: Locale,
): BoardExplanation | null {
  const at = pairingEventAt(view, round);
  if (at < 0) return null;
  // Kept per pairing event: results entered later do not change why the round was paired so.
  const decided = memo(
    view,
    `explain|${round}|${board}`,
    () => decide(view, round, board, at, deps),
    view.events[at].version,
  );
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
