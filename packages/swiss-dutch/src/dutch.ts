/**
 * The FIDE Dutch engine: brackets from the top, one maximum-weight matching per bracket decision.
 *
 * For each bracket (moved-down players + one scoregroup) the engine weighs every possible pair of
 * the still unpaired players with the criteria C4–C21 (criteria.ts, packed by weights.ts) and
 * finds the best total with the blossom matching. That optimum fixes the quality of the bracket;
 * which of the equally good pairings is the Dutch one (the first in the order of the handbook:
 * moved-down players first, then S1/S2 exchanges, then transpositions of S2) is found by fixing
 * decisions one at a time in that order and keeping each one only if the optimum is still
 * reachable ("oracle" re-matches). A matching that already satisfies a decision needs no re-match.
 * Trade-off: the re-matches cost time on hard brackets but keep the tie-break order exact without
 * wide positional weights.
 */
import type { Color } from '@arbiter/kernel';
import { ok, refused, type Result } from '@arbiter/kernel';
import type { BoardPairing, PairingInput, PlayerId, RoundPairing } from '@arbiter/tournament';
import {
  denseGraph,
  graphOver,
  matchingWeight,
  maxWeightMatching,
  perfectDuals,
  stagesRun,
  WeightLayout,
  type DenseGraph,
  type WarmStart,
} from '@arbiter/matching';
import { floatScoreCredits, pairQuality, psdEdge, psdLevels } from './criteria';
import { ranksAbove } from './colours';
import { exchangesInOrder } from './exchanges';
import { swissDutchMessages } from './messages';
import { cpuMs } from './clock';
import { compatible, pairKey, swissPlayers, type SwissPlayer } from '@arbiter/swiss';
import { Oracle, type BuiltGraph } from './oracle';

/** Statistics of one pairing run (for the bench and the README). */
export interface DutchStats {
  /** Weighted matchings solved (first solves and re-matchings). */
  matchings: number;
  brackets: number;
  /** Decisions refused because the optimum's tight edges no longer match perfectly (tight.ts). */
  tightRefusals: number;
  /** Exchange sizes with more than EXCHANGE_LIMIT subsets on a side, not enumerated (exchanges.ts). */
  exchangeSizesSkipped: number;
  /** Brackets whose first matching started from a smaller graph's optimum (`warmStart`). */
  warmStarts: number;
  /** Where the time went, in milliseconds of CPU time (cpuMs): weighing the graphs, first solves, re-matchings. */
  weighMs: number;
  firstSolveMs: number;
  rematchMs: number;
  /** Stages of the blossom method (matching's `stagesRun`): the matching work, CPU time aside. */
  stages: number;
  /** Per bracket (in order): its players, the graph's vertices, first solve and re-matching time. */
  perBracket: BracketProfile[];
}

/** The profile of one bracket (the bench's `--profile`). */
export interface BracketProfile {
  readonly players: number;
  readonly vertices: number;
  readonly weighMs: number;
  firstSolveMs: number;
  /** Stages of the first solve (the warm start's smaller graph included). */
  firstStages: number;
  rematches: number;
  rematchMs: number;
}

/** The most subsets of one side that an exchange size may have to be enumerated. */
export const EXCHANGE_LIMIT = 50_000;

/** The engine's answer: pairs (higher-ranked first, white first after allocation), the PAB. */
export interface DutchResult {
  readonly boards: readonly BoardPairing[];
  readonly pab: PlayerId | null;
  readonly stats: DutchStats;
}

/** Pairs the round of `input` by the Dutch system, or explains why it cannot be paired. */
/** Switches of the engine's shortcuts; each changes the speed, never the pairing. */
export interface DutchOptions {
  /**
   * Refuse a decision without re-matching when the optimum's tight edges can no longer be matched
   * perfectly (tight.ts). Default true; off only to measure it and to test that it changes nothing.
   */
  readonly refuseOnTightEdges?: boolean;
  /**
   * Start each bracket's first matching from the optimum of a smaller graph (the bracket, the next
   * scoregroup and a reserve below: `warmStart`). Default true; off only to measure it and to test
   * that it changes nothing.
   */
  readonly warmStarts?: boolean;
}

export function pairDutchRound(input: PairingInput, options: DutchOptions = {}): Result<DutchResult> {
  const players = swissPlayers(input).sort((a, b) => (ranksAbove(a, b) ? -1 : 1));
  const forbidden = new Set(input.forbiddenPairs.map(([a, b]) => pairKey(a, b)));
  const initial: Color = input.initialColour ?? 'white';
  const matcher = new BracketMatcher(
    players,
    forbidden,
    initial,
    options.refuseOnTightEdges ?? true,
    options.warmStarts ?? true,
  );
  const pairs = matcher.run();
  if (pairs === null) return refused(swissDutchMessages, 'ERR_DUTCH_IMPOSSIBLE', { round: input.round });
  const boards: { white: SwissPlayer; black: SwissPlayer }[] = [];
  let pab: PlayerId | null = null;
  for (const [i, j] of pairs) {
    if (j < 0) {
      pab = players[i].id;
      continue;
    }
    const a = players[i];
    const b = players[j];
    const ca = pairQuality(a, b, initial).colourFirst;
    boards.push(ca === 'white' ? { white: a, black: b } : { white: b, black: a });
  }
  // Board order by the real scores (virtual points are for pairing only, as the endorsed engine
  // orders boards): the higher score of the pair, the lower one, then the higher player's number.
  const real = (p: SwissPlayer): number => p.units - p.virtualUnits;
  const key = (x: { white: SwissPlayer; black: SwissPlayer }): [number, number, number] => {
    const [w, b] = [real(x.white), real(x.black)];
    const higher = w !== b ? (w > b ? x.white : x.black) : x.white.id < x.black.id ? x.white : x.black;
    return [Math.max(w, b), Math.min(w, b), higher.id];
  };
  boards.sort((x, y) => {
    const kx = key(x);
    const ky = key(y);
    return ky[0] - kx[0] || ky[1] - kx[1] || kx[2] - ky[2];
  });
  return ok({
    boards: boards.map((b) => ({ white: b.white.id, black: b.black.id })),
    pab,
    stats: matcher.stats,
  });
}

/**
 * Replays the Dutch decisions against an actual round (`partner`: id to opponent id, 0 for the PAB)
 * and returns the first criterion by which the actual pairing differs, or null if it is the Dutch
 * pairing of every bracket. Absolute criteria (C1–C3, C.04.1) are checked by the caller.
 */
export function separateRound(
  input: PairingInput,
  partner: ReadonlyMap<PlayerId, PlayerId>,
): Separation | null {
  const players = swissPlayers(input).sort((a, b) => (ranksAbove(a, b) ? -1 : 1));
  const forbidden = new Set(input.forbiddenPairs.map(([a, b]) => pairKey(a, b)));
  const matcher = new BracketMatcher(players, forbidden, input.initialColour ?? 'white', true, true);
  const index = new Map(players.map((p, i) => [p.id, i]));
  const actual = new Int32Array(players.length).fill(-2);
  players.forEach((p, i) => {
    const o = partner.get(p.id);
    actual[i] = o === undefined ? -2 : o === 0 ? -1 : (index.get(o) ?? -2);
  });
  matcher.run(actual);
  return matcher.separation;
}

/** Adapts the engine to the tournament's `RoundPairing`. */
export function pairDutch(input: PairingInput): Result<RoundPairing> {
  const r = pairDutchRound(input);
  if (!r.ok) return r;
  const byes = input.players
    .filter((p) => !p.withdrawn && p.bye !== null)
    .map((p) => ({ player: p.id, kind: p.bye! }));
  return ok({ round: input.round, boards: r.value.boards, pab: r.value.pab, byes });
}

// Criterion indices in the weight layout (most significant first).
const K_COMPLETE = 0;
const K_C5 = 1;
const K_C6 = 2;
const K_C7 = 3; // one slot per score-difference value of the bracket, highest first
/** The least reserve of players below a bracket in the smaller graph of a warm start. */
const WARM_RESERVE = 32;
/** The smallest bracket whose guess is improved by solving the bracket alone (solveBracketAlone). */
const BRACKET_ALONE_FROM = 64;
/** The lowest PAB candidates in the smaller graph of a warm start when the count is odd. */
const WARM_PAB_RESERVE = 16;
const FIXED_AFTER_LEVELS = ['C9', 'C10', 'C11', 'C12', 'C13', 'C14', 'C15', 'C16', 'C17'] as const;

/**
 * Pairs one round of the Dutch system bracket by bracket (C.04.3 A.3, B): each score bracket, with
 * the players moved down into it, is one maximum-weight matching whose weights hold the criteria
 * C1-C21 in order; `run(actual)` instead finds where a given pairing first falls short (the check).
 */
class BracketMatcher {
  readonly stats: DutchStats = {
    matchings: 0,
    brackets: 0,
    tightRefusals: 0,
    exchangeSizesSkipped: 0,
    warmStarts: 0,
    weighMs: 0,
    firstSolveMs: 0,
    rematchMs: 0,
    stages: 0,
    perBracket: [],
  };
  private readonly n: number;
  private readonly bye: number; // index of the PAB vertex, or -1
  private readonly V: number;
  private readonly alive: Uint8Array;
  private readonly ok: Uint8Array; // compatibility matrix of players (and PAB eligibility)
  private readonly maxUnits: number;
  private readonly maxUnplayed: number;
  /** The optimum of the C9 probe (c9InFirstBracket): the start of the first bracket's solve. */
  private firstStart: WarmStart | null = null;
  /** Score units of the PAB assignee in the first optimum (-1: no PAB); C9's scope (c9InBracket). */
  private byeUnits = -1;

  constructor(
    private readonly players: readonly SwissPlayer[],
    forbidden: ReadonlySet<string>,
    private readonly initial: Color,
    private readonly refuseOnTightEdges: boolean,
    private readonly warmStarts: boolean,
  ) {
    const n = players.length;
    this.n = n;
    this.bye = n % 2 === 1 ? n : -1;
    this.V = n + (n % 2);
    this.alive = new Uint8Array(this.V).fill(1);
    this.ok = new Uint8Array(this.V * this.V);
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        if (compatible(players[i], players[j], forbidden))
          this.ok[i * this.V + j] = this.ok[j * this.V + i] = 1;
    if (this.bye >= 0)
      for (let i = 0; i < n; i++)
        if (players[i].pabEligible) this.ok[i * this.V + this.bye] = this.ok[this.bye * this.V + i] = 1;
    this.maxUnits = players.reduce((m, p) => Math.max(m, p.units), 0);
    this.maxUnplayed = players.reduce((m, p) => Math.max(m, p.unplayed), 0);
  }

  /** Set by `run(actual)`: the first criterion by which the actual pairing falls short. */
  separation: Separation | null = null;

  /**
   * Pairs every bracket; returns index pairs ([i, -1] for the PAB) or null if impossible.
   * With `actual` (partner index per player, -1 for the PAB) it stops at the first bracket where
   * the actual pairing is worse than the optimum or differs from the Dutch choice, and records why.
   */
  run(actual?: Int32Array): [number, number][] | null {
    const stages0 = stagesRun();
    try {
      return this.runBrackets(actual);
    } finally {
      this.stats.stages = stagesRun() - stages0;
    }
  }

  private runBrackets(actual?: Int32Array): [number, number][] | null {
    const { n, players } = this;
    if (n === 0) return [];
    const result: [number, number][] = [];
    // Scoregroups in order.
    const groups: number[][] = [];
    for (let i = 0; i < n; i++) {
      if (i === 0 || players[i].units !== players[i - 1].units) groups.push([]);
      groups[groups.length - 1].push(i);
    }
    let mdps: number[] = [];
    let c9 = this.c9InFirstBracket(groups);
    for (let g = 0; g < groups.length; g++) {
      const bracket = [...mdps, ...groups[g]];
      const next = g + 1 < groups.length ? groups[g + 1] : null;
      const t0 = cpuMs();
      const built = this.buildGraph(bracket, mdps, next, c9);
      const weighMs = cpuMs() - t0;
      this.stats.weighMs += weighMs;
      if (actual) {
        const sep = this.compareActual(built, bracket, actual);
        if (sep) {
          this.separation = sep;
          return null;
        }
      }
      const decided = this.pairBracket(bracket, mdps, next, built, weighMs);
      if (decided === null) return null;
      if (actual) {
        const differs = decided.pairs.some(([i, j]) => actual[i] !== (j === this.bye ? -1 : j));
        if (differs || (decided.pab >= 0 && actual[decided.pab] !== -1)) {
          this.separation = {
            criterion: 'order',
            score: players[bracket[bracket.length - 1]].points,
          };
          return null;
        }
      }
      for (const [i, j] of decided.pairs) {
        result.push([i, j]);
        this.alive[i] = 0;
        this.alive[j] = 0;
      }
      mdps = decided.floaters;
      if (next !== null) c9 = this.c9InBracket([...mdps, ...next], decided.mate);
      if (next === null) {
        // Last bracket: what is left is the PAB (at most one player).
        if (decided.pab >= 0) {
          result.push([decided.pab, -1]);
          this.alive[decided.pab] = 0;
        } else if (mdps.length > 0) return null;
      }
    }
    return result;
  }

  /**
   * C9 (the PAB to the candidate with the fewest unplayed rounds) judges a bracket only when that
   * bracket gives the PAB: the count is odd, the PAB goes to a player of this bracket's score or
   * above, and the optimum pairs every player of the bracket inside it (nobody floats on). Before
   * the first bracket the optimum is that of the first bracket's graph without C9; the PAB score it
   * shows stays fixed for the round (C5 decides it before C9 can).
   */
  private c9InFirstBracket(groups: number[][]): boolean {
    if (this.bye < 0 || groups.length === 0) return false;
    const next = groups.length > 1 ? groups[1] : null;
    const probe = this.buildGraph(groups[0], [], next, false);
    let mate: Int32Array;
    if (this.warmStarts) {
      // The probe's graph is the first bracket's without C9: solved as a perfect matching from
      // the bracket's warm start (a maximum-weight matching from scratch cost one stage per pair
      // of the whole field), and its optimum starts the first bracket's own solve (`firstStart`).
      // Every edge weighs C4 first, so the best perfect matching is the maximum-weight one when a
      // perfect matching exists; when none does, the round cannot be paired whatever C9 says.
      const solved = perfectDuals(probe.g, this.warmStart(probe, groups[0], [], next));
      this.stats.matchings++;
      if (solved === null) return false;
      this.firstStart = { dual: solved.dual.slice(), mate: solved.mate.slice() };
      mate = solved.mate;
    } else {
      mate = maxWeightMatching(probe.g);
      this.stats.matchings++;
    }
    const global = new Int32Array(this.V).fill(-1);
    for (let i = 0; i < mate.length; i++) if (mate[i] >= 0) global[probe.verts[i]] = probe.verts[mate[i]];
    const assignee = global[this.bye];
    if (assignee < 0) return false;
    this.byeUnits = this.players[assignee].units;
    return this.c9InBracket(groups[0], global);
  }

  /** Whether C9 judges the bracket of `members` (see c9InFirstBracket), given the current optimum. */
  private c9InBracket(members: readonly number[], mate: Int32Array): boolean {
    if (this.bye < 0 || this.byeUnits < 0 || members.length === 0) return false;
    const { players, bye } = this;
    const units = Math.min(...members.map((x) => players[x].units));
    if (this.byeUnits < units) return false;
    return members.every((x) => mate[x] === bye || (mate[x] >= 0 && players[mate[x]].units >= units));
  }

  /** Whether the actual decisions of this bracket reach the optimum; else the first criterion lost. */
  private compareActual(built: BuiltGraph, bracket: number[], actual: Int32Array): Separation | null {
    const { g, layout, names, local } = built;
    const m = g.n;
    const best = maxWeightMatching(g);
    this.stats.matchings++;
    const forced = denseGraph(m, g.words);
    forced.weight.set(g.weight);
    forced.has.set(g.has);
    for (const gx of bracket) {
      const x = local[gx];
      const gp = actual[gx] === -1 ? this.bye : actual[gx];
      const partner = gp >= 0 ? local[gp] : -1;
      for (let y = 0; y < m; y++)
        if (y !== partner) {
          forced.has[x * m + y] = 0;
          forced.has[y * m + x] = 0;
        }
    }
    const mate = maxWeightMatching(forced);
    this.stats.matchings++;
    const a = layout.decode(matchingWeight(g, best));
    const b = layout.decode(matchingWeight(forced, mate));
    const score = this.players[bracket[bracket.length - 1]].points;
    for (let k = 0; k < a.length; k++)
      if (a[k] !== b[k] && names[k] !== '') return { criterion: names[k], score };
    return null;
  }

  private pairBracket(
    bracket: number[],
    mdps: number[],
    next: number[] | null,
    built: BuiltGraph,
    weighMs: number,
  ): { pairs: [number, number][]; floaters: number[]; pab: number; mate: Int32Array } | null {
    this.stats.brackets++;
    const t0 = cpuMs();
    const stages0 = stagesRun();
    const profile: BracketProfile = {
      players: bracket.length,
      vertices: built.g.n,
      weighMs,
      firstSolveMs: 0,
      firstStages: 0,
      rematches: 0,
      rematchMs: 0,
    };
    const first = this.firstStart;
    this.firstStart = null;
    const start = this.warmStarts ? (first ?? this.warmStart(built, bracket, mdps, next)) : null;
    if (start) this.stats.warmStarts++;
    const oracle = new Oracle(built, this.V, this.stats, this.refuseOnTightEdges, profile, start);
    profile.firstSolveMs = cpuMs() - t0;
    profile.firstStages = stagesRun() - stages0;
    this.stats.firstSolveMs += profile.firstSolveMs;
    this.stats.perBracket.push(profile);
    if (!oracle.complete()) return null;
    const inB = new Uint8Array(this.V);
    for (const x of bracket) inB[x] = 1;
    const isMdp = new Uint8Array(this.V);
    for (const x of mdps) isMdp[x] = 1;
    const pairs: [number, number][] = [];
    const done = new Uint8Array(this.V);
    const fix = (x: number, y: number): void => {
      pairs.push([x, y]);
      done[x] = done[y] = 1;
    };
    // 1. Which moved-down players are paired in this bracket: as many as the optimum pairs, the
    // highest M1 of them if the optimum allows, else the first exchange with the limbo that does.
    const m1 = mdps.filter((x) => inB[oracle.mate[x]] === 1).length;
    const s1 = this.chooseMovedDown(oracle, mdps, m1, inB);
    // 2. Their opponents: residents in order, then other moved-down players.
    const residents = bracket.filter((x) => !isMdp[x]);
    // Each player in turn takes the first candidate that keeps the optimum (false: none does).
    const pairFirst = (x: number, cands: readonly number[]): boolean => {
      if (done[x]) return true;
      for (const y of cands)
        if (!done[y] && oracle.has(x, y) && oracle.force(x, y)) {
          fix(x, y);
          return true;
        }
      return false;
    };
    for (const x of s1) if (!pairFirst(x, [...residents, ...s1.filter((y) => y !== x)])) return null;
    // 3. The remainder (a homogeneous group of residents): S1, S2, exchanges, transpositions.
    const rem = residents.filter((x) => !done[x]);
    const inRem = new Uint8Array(this.V);
    for (const x of rem) inRem[x] = 1;
    const p2 = rem.filter((x) => inRem[oracle.mate[x]] === 1).length / 2;
    if (p2 > 0) {
      const S1 = rem.slice(0, p2);
      const S2 = rem.slice(p2);
      const split = this.chooseExchange(oracle, S1, S2);
      for (const x of split.s1) if (!pairFirst(x, split.s2)) return null;
    }
    const floaters = bracket.filter((x) => !done[x]);
    let pab = -1;
    if (next === null && this.bye >= 0) {
      const m = oracle.mate[this.bye];
      if (m >= 0) pab = m;
      return { pairs, floaters: floaters.filter((x) => x !== pab), pab, mate: oracle.mate };
    }
    return { pairs, floaters, pab, mate: oracle.mate };
  }

  /**
   * The moved-down players paired in a heterogeneous bracket (C.04.3 4.2, 4.3): S1 holds the
   * highest `m1` of them and the limbo the rest; if the optimum does not allow that, the first
   * exchange between S1 and the limbo in the handbook's order that keeps it.
   */
  private chooseMovedDown(oracle: Oracle, mdps: number[], m1: number, inB: Uint8Array): number[] {
    const attempt = (chosen: ReadonlySet<number>): boolean => {
      const drop: number[] = [];
      for (const x of mdps) oracle.edgesRejected(x, (y) => (inB[y] === 1) === chosen.has(x), drop);
      return oracle.remove(drop);
    };
    const S1 = mdps.slice(0, m1);
    const limbo = mdps.slice(m1);
    if (m1 === 0 || limbo.length === 0) {
      attempt(new Set(S1)); // all in or all out: the optimum already does it
      return S1;
    }
    if (attempt(new Set(S1))) return S1;
    const player = (bsn: number): number => (bsn <= m1 ? S1[bsn - 1] : limbo[bsn - m1 - 1]);
    const skipped = (): void => void this.stats.exchangeSizesSkipped++;
    for (const ex of exchangesInOrder(m1, limbo.length, EXCHANGE_LIMIT, skipped)) {
      const out = new Set(ex.out.map(player));
      const chosen = new Set([...S1.filter((x) => !out.has(x)), ...ex.in.map(player)]);
      if (attempt(chosen)) return mdps.filter((x) => chosen.has(x));
    }
    // Only when a size was too large to enumerate: the highest ones the optimum allows, one by one.
    const s1: number[] = [];
    for (const x of mdps) {
      if (s1.length < m1 && oracle.require(x, (y) => inB[y] === 1)) s1.push(x);
      else oracle.require(x, (y) => inB[y] === 0);
    }
    return s1;
  }

  /**
   * The S1/S2 split of a homogeneous remainder: the original one if the optimum allows pairing
   * S1 against S2 only, else the first exchange in the handbook's order (fewest players, smallest
   * difference of the sums of the exchanged pairing numbers, highest from S1, lowest from S2).
   */
  private chooseExchange(oracle: Oracle, S1: number[], S2: number[]): { s1: number[]; s2: number[] } {
    const trySplit = (s1: number[], s2: number[]): boolean =>
      oracle.remove(this.sameSideEdges(oracle, s1, s2));
    if (trySplit(S1, S2)) return { s1: S1, s2: S2 };
    // Exchanges in the handbook's order, as bracket sequence numbers (1-based positions in S1, S2).
    const player = (bsn: number): number => (bsn <= S1.length ? S1[bsn - 1] : S2[bsn - S1.length - 1]);
    const skipped = (): void => void this.stats.exchangeSizesSkipped++;
    for (const ex of exchangesInOrder(S1.length, S2.length, EXCHANGE_LIMIT, skipped)) {
      const out = new Set(ex.out.map(player));
      const inn = new Set(ex.in.map(player));
      const s1 = [...S1.filter((x) => !out.has(x)), ...inn].sort((a, b) => a - b);
      const s2 = [...S2.filter((x) => !inn.has(x)), ...out].sort((a, b) => a - b);
      if (trySplit(s1, s2)) return { s1, s2 };
    }
    // Only when a size was too large to enumerate (never seen in generated tournaments): pair in
    // rank order without a split; the optimum is kept either way.
    const all = [...S1, ...S2];
    return { s1: all, s2: all };
  }

  /**
   * The edges of the oracle's graph between two players on the same side of the split s1 / s2
   * (those a split excludes), as pairs for `Oracle.remove`. A method with plain loops: as a
   * closure over spread copies, its loop over every pair was compiled mid-loop in a cold call.
   */
  private sameSideEdges(oracle: Oracle, s1: readonly number[], s2: readonly number[]): number[] {
    const side = new Int8Array(this.V);
    for (let t = 0; t < s1.length; t++) side[s1[t]] = 1;
    for (let t = 0; t < s2.length; t++) side[s2[t]] = 2;
    const all = s1.concat(s2);
    const drop: number[] = [];
    for (let a = 0; a < all.length; a++) {
      const u = all[a];
      for (let b = 0; b < all.length; b++) {
        const v = all[b];
        if (u < v && side[u] === side[v] && oracle.has(u, v)) drop.push(u, v);
      }
    }
    return drop;
  }

  /**
   * A guess for the first matching of a bracket's graph (PerfectMatching's `WarmStart`). Most of
   * the graph is the players far below the bracket, there only so that the round can be completed
   * (C4): every edge they have weighs the same plain weight, except their PAB edges. The
   * guess solves a smaller graph exactly (the bracket, the next scoregroup, the PAB vertex, a
   * reserve of the players just below and the lowest PAB candidates) and pairs the others greedily
   * among themselves, each priced at his plain edge. The whole graph is then solved from that
   * guess: the optimum is the same whatever the guess (only the work differs), and a good guess
   * leaves few exposed vertices, where starting from the edge weights leaves one per bracket
   * player and each stage then floods the players far below.
   */
  private warmStart(
    built: BuiltGraph,
    bracket: readonly number[],
    mdps: readonly number[],
    next: readonly number[] | null,
  ): WarmStart | null {
    const { V, bye, players } = this;
    const { g, verts, local } = built;
    const n = g.n;
    const W = g.words;
    const guess: WarmStart = { dual: new Float64Array(n * W), mate: new Int32Array(n).fill(-1) };
    const { mate, dual } = guess;
    // The guess of a bracket follows its weights (guessByWeight).
    const isMdp = new Uint8Array(V);
    for (const x of mdps) isMdp[x] = 1;
    const residents = bracket.filter((x) => !isMdp[x]);
    guessByWeight(g, local, guess, mdps, residents);
    const free = residents.filter((x) => mate[local[x]] < 0);
    const half = Math.floor(free.length / 2);
    guessByWeight(g, local, guess, free.slice(0, half), free.slice(half));
    this.solveBracketAlone(g, bracket, next, local, mate, dual);
    if (next) {
      const h = Math.floor(next.length / 2);
      guessByWeight(g, local, guess, next.slice(0, h), next.slice(h));
    }
    const inSmall = new Uint8Array(V);
    for (const x of bracket) inSmall[x] = 1;
    if (next) for (const x of next) inSmall[x] = 1;
    if (bye >= 0) inSmall[bye] = 1;
    const core = verts.filter((x) => inSmall[x]).length;
    const rest = verts.filter((x) => !inSmall[x]);
    const reserve = Math.max(WARM_RESERVE, Math.ceil(core / 4));
    const reduce = rest.length >= reserve + WARM_PAB_RESERVE + WARM_RESERVE;
    if (reduce) {
      for (let k = 0; k < reserve; k++) inSmall[rest[k]] = 1;
      if (bye >= 0)
        for (let k = rest.length - 1, taken = 0; k >= reserve && taken < WARM_PAB_RESERVE; k--)
          if (players[rest[k]].pabEligible) {
            inSmall[rest[k]] = 1;
            taken++;
          }
    }
    // The players below in pairs, greedily in order, each priced at his plain edge (a pair is then
    // tight, and so is every plain edge among them): the reserve of the smaller graph among
    // itself (left exposed, each of its players cost the smaller solve a stage), then the others;
    // one of the others left over stays unpaired (reduced: he joins the smaller graph).
    const leftovers: number[] = [];
    if (reduce)
      this.pairInOrder(
        g,
        local,
        guess,
        rest.filter((x) => inSmall[x]),
        [],
      );
    this.pairInOrder(g, local, guess, reduce ? rest.filter((x) => !inSmall[x]) : rest, leftovers);
    if (!reduce) return guess;
    for (const x of leftovers) inSmall[x] = 1;
    // Reduced: solve the smaller graph exactly (from the guess), then price the whole.
    const small = verts.filter((x) => inSmall[x]).map((x) => local[x]);
    const where = new Int32Array(n).fill(-1);
    small.forEach((u, a) => (where[u] = a));
    const s = denseGraph(small.length, W, g.maxAbs);
    const start = { dual: new Float64Array(small.length * W), mate: new Int32Array(small.length).fill(-1) };
    for (let a = 0; a < small.length; a++) {
      const u = small[a];
      if (mate[u] >= 0 && where[mate[u]] >= 0) start.mate[a] = where[mate[u]];
      for (let k = 0; k < W; k++) start.dual[a * W + k] = dual[u * W + k];
      copyRow(g, u, small, s, a);
    }
    const part = perfectDuals(s, start);
    this.stats.matchings++;
    if (part === null) return null;
    for (let a = 0; a < small.length; a++) {
      const u = small[a];
      for (let k = 0; k < W; k++) dual[u * W + k] = part.dual[a * W + k];
      mate[u] = part.mate[a] >= 0 ? small[part.mate[a]] : -1;
    }
    return guess;
  }

  /**
   * Pairs the players of `group` greedily in order (each with the next free one he may meet),
   * priced at their edge; those left over go to `leftovers`.
   */
  private pairInOrder(
    g: DenseGraph,
    local: Int32Array,
    guess: WarmStart,
    group: readonly number[],
    leftovers: number[],
  ): void {
    const { ok, V } = this;
    const mate = guess.mate;
    for (let a = 0; a < group.length; a++) {
      const x = group[a];
      if (mate[local[x]] >= 0) continue;
      let b = a + 1;
      while (b < group.length && (mate[local[group[b]]] >= 0 || !ok[x * V + group[b]])) b++;
      if (b < group.length) priceGuess(g, guess, local[x], local[group[b]]);
      else leftovers.push(x);
    }
  }

  /**
   * Improves the guess inside a large bracket: the bracket's own graph (its players, and the first
   * of the next scoregroup when the count is odd) is solved exactly from the guess, and its pairs
   * and duals replace the guess there. Most of the optimum's pairs are inside the bracket, and a
   * stage over the bracket alone scans a fraction of the rows a stage over the whole graph does;
   * the greedy guess leaves a stage for each pair that the colour wishes or floats make it get
   * wrong (hundreds in an early round of thousands of players). Left as guessed when that graph
   * has no perfect matching (the whole graph's solve settles it).
   */
  private solveBracketAlone(
    g: DenseGraph,
    bracket: readonly number[],
    next: readonly number[] | null,
    local: Int32Array,
    mate: Int32Array,
    dual: Float64Array,
  ): void {
    if (bracket.length < BRACKET_ALONE_FROM) return;
    const members = bracket.map((x) => local[x]).filter((u) => u >= 0);
    if (members.length % 2 === 1) {
      if (next === null || next.length === 0 || local[next[0]] < 0) return;
      members.push(local[next[0]]);
    }
    const n = g.n;
    const W = g.words;
    const k = members.length;
    const where = new Int32Array(n).fill(-1);
    members.forEach((u, a) => (where[u] = a));
    const sub = denseGraph(k, W, g.maxAbs);
    const guess = { dual: new Float64Array(k * W), mate: new Int32Array(k).fill(-1) };
    for (let a = 0; a < k; a++) {
      const u = members[a];
      if (mate[u] >= 0 && where[mate[u]] >= 0) guess.mate[a] = where[mate[u]];
      for (let l = 0; l < W; l++) guess.dual[a * W + l] = dual[u * W + l];
      copyRow(g, u, members, sub, a);
    }
    const part = perfectDuals(sub, guess);
    this.stats.matchings++;
    if (part === null) return;
    for (let a = 0; a < k; a++) {
      const u = members[a];
      const old = mate[u];
      if (old >= 0 && where[old] < 0) mate[old] = -1; // his guessed partner outside is free again
      mate[u] = members[part.mate[a]];
      for (let l = 0; l < W; l++) dual[u * W + l] = part.dual[a * W + l];
    }
  }

  /** Buffers of the bracket graphs, reused from bracket to bracket (`graphBuffer`). */
  private buffer: { has: Uint8Array; weight: Float64Array } | null = null;

  /**
   * A dense graph of m vertices and W limbs over the matcher's reused buffers (the caller writes
   * every entry). The first bracket's graph is the largest; allocating one of up to n² · W doubles
   * per bracket cost more in page faults and garbage collection than filling it.
   */
  private graphBuffer(m: number, W: number): { has: Uint8Array; weight: Float64Array } {
    if (this.buffer === null || this.buffer.weight.length < m * m * W || this.buffer.has.length < m * m)
      this.buffer = { has: new Uint8Array(m * m), weight: new Float64Array(m * m * W) };
    return { has: this.buffer.has.subarray(0, m * m), weight: this.buffer.weight.subarray(0, m * m * W) };
  }

  /** The weighted graph of all unpaired players for one bracket decision. */
  private buildGraph(bracket: number[], mdps: number[], next: number[] | null, c9: boolean): BuiltGraph {
    const { V, players } = this;
    const inB = new Uint8Array(V);
    for (const x of bracket) inB[x] = 1;
    const inN = new Uint8Array(V);
    if (next) for (const x of next) inN[x] = 1;
    const isMdp = new Uint8Array(V);
    for (const x of mdps) isMdp[x] = 1;
    // C7, the PSD: one slot per score-difference value of the bracket (criteria.ts).
    const lowest = players[bracket[bracket.length - 1]].units;
    const levels = psdLevels(
      bracket.map((x) => players[x].units),
      lowest,
    );
    const psdCache = new Map<number, number[]>(); // per pair of scores: a bracket has few
    const maxima: number[] = [1, this.maxUnits + 1, 1, ...levels.map(() => 3)];
    // C8: the pairs of the next bracket (this bracket's downfloaters + the next scoregroup) that
    // touch the next scoregroup; then, score by score from the highest, the higher players of
    // those pairs (so the downfloaters the next bracket can pair are the highest ones).
    const nextScores = [...new Set([...bracket, ...(next ?? [])].map((x) => players[x].units))].sort(
      (x, y) => y - x,
    );
    const K_C8A = maxima.length;
    maxima.push(1);
    const K_C8B = maxima.length;
    for (let k = 0; k < nextScores.length; k++) maxima.push(1);
    const base = maxima.length;
    const fixedMax: Record<(typeof FIXED_AFTER_LEVELS)[number], number> = {
      C9: this.maxUnplayed + 1,
      C10: 1,
      C11: 1,
      C12: 1,
      C13: 1,
      C14: 2,
      C15: 2,
      C16: 2,
      C17: 2,
    };
    // C18-C21: one slot per score of the bracket, highest first (criteria.ts, floatScoreCredits),
    // after the fixed slots; then the tie-break.
    const scores = [...new Set(bracket.map((x) => players[x].units))].sort((x, y) => y - x);
    const scoreSlot = new Map(scores.map((u, k) => [u, k]));
    const K18 = base + FIXED_AFTER_LEVELS.length;
    const K19 = K18 + scores.length;
    const K20 = K19 + scores.length;
    const K21 = K20 + scores.length;
    const K_NUDGE = K21 + scores.length;
    const idx = (k: (typeof FIXED_AFTER_LEVELS)[number]): number => base + FIXED_AFTER_LEVELS.indexOf(k);
    const verts: number[] = [];
    for (let i = 0; i < V; i++) if (this.alive[i]) verts.push(i);
    const m = verts.length;
    const local = new Int32Array(V).fill(-1);
    verts.forEach((x, k) => (local[x] = k));

    // Tie-break below every criterion (own limb, never compared): rewards what the Dutch order
    // tries first (MDPs against early residents, each S1 player against an early S2 player), so
    // the optimum found is usually the Dutch choice already and the oracle needs no re-matching.
    const residents = bracket.filter((x) => !isMdp[x]);
    const posR = new Int32Array(V).fill(-1);
    residents.forEach((x, t) => (posR[x] = t));
    const posM = new Int32Array(V).fill(-1);
    mdps.forEach((x, t) => (posM[x] = t));
    const rest = residents.length - Math.min(mdps.length, residents.length);
    const half = Math.floor(rest / 2);
    const offset = residents.length - rest;
    const nudge = (i: number, j: number): number => {
      if (posM[i] >= 0 && posR[j] >= 0) return (mdps.length - posM[i]) * (residents.length - posR[j]) * V;
      if (posM[j] >= 0 && posR[i] >= 0) return (mdps.length - posM[j]) * (residents.length - posR[i]) * V;
      const a = Math.min(posR[i], posR[j]) - offset;
      const b = Math.max(posR[i], posR[j]) - offset;
      if (a < 0 || a >= half || b < half) return 0;
      return (half - a) * (rest - b + 1);
    };
    const nudgeMax = Math.max(1, mdps.length * residents.length * V, half * (rest + 1));
    for (const k of FIXED_AFTER_LEVELS) maxima.push(fixedMax[k]);
    for (const perPair of [2, 1, 2, 1]) for (let k = 0; k < scores.length; k++) maxima.push(perPair);
    maxima.push(nudgeMax);
    // How many edges of one matching can carry each slot: C4 every edge; C5 and C9 the one PAB
    // edge; C8 the pairs in this bracket's downfloaters + the next scoregroup; the tie-break and
    // every other criterion only the pairs inside the bracket. Tighter radices, fewer limbs.
    const inside = Math.floor(bracket.length / 2);
    const edgeBounds = maxima.map(() => inside);
    edgeBounds[K_COMPLETE] = Math.ceil(m / 2);
    edgeBounds[K_C5] = 1;
    edgeBounds[idx('C9')] = 1;
    const nextPairs = Math.floor((bracket.length + (next?.length ?? 0)) / 2);
    for (let k = K_C8A; k < base; k++) edgeBounds[k] = nextPairs;
    const layout = new WeightLayout(maxima, edgeBounds, true);
    const g = this.graphBuffer(m, layout.words);
    const W = layout.words;
    const w = new Float64Array(W);
    // Most edges (both players outside the bracket, or one inside and one far below) weigh only
    // C4, and those inside (this bracket's downfloaters + the next scoregroup) only C4 + C8: their
    // limbs are computed once here and copied (the graph has up to n^2/2 edges per bracket).
    const plain = new Float64Array(W);
    layout.add(plain, K_COMPLETE, 1);
    const nextEdge = nextScores.map((_, k) => {
      const x = plain.slice();
      layout.add(x, K_C8A, 1);
      layout.add(x, K_C8B + k, 1);
      return x;
    });
    const nextSlot = new Map(nextScores.map((u, k) => [u, k]));
    const { ok, bye } = this;
    const ix = {
      c9: idx('C9'),
      c10: idx('C10'),
      c11: idx('C11'),
      c12: idx('C12'),
      c13: idx('C13'),
      c14: idx('C14'),
      c15: idx('C15'),
      c16: idx('C16'),
      c17: idx('C17'),
    };
    const weight = g.weight;
    const has = g.has;
    // The largest limb written (DenseGraph.maxAbs): the weights are never negative, and all but
    // the few edges with their own weight copy `plain` or a `nextEdge`.
    let maxAbs = 0;
    for (const x of [plain, ...nextEdge]) for (let k = 0; k < W; k++) maxAbs = Math.max(maxAbs, x[k]);
    /** Writes the weight of an edge with its own weight (inside the bracket, or the PAB's) at e. */
    const ownWeight = (i: number, j: number, e: number): void => {
      w.fill(0);
      layout.add(w, K_COMPLETE, 1);
      if (j === bye || i === bye) {
        const p = players[j === bye ? i : j];
        layout.add(w, K_C5, this.maxUnits - p.units + 1);
        // C9 judges only the bracket that gives the PAB (c9InBracket).
        if (c9) layout.add(w, ix.c9, this.maxUnplayed - p.unplayed + 1);
      } else {
        const a = players[i];
        const b = players[j];
        layout.add(w, K_C6, 1);
        const key = a.units * (this.maxUnits + 1) + b.units;
        let psd = psdCache.get(key);
        if (psd === undefined) psdCache.set(key, (psd = psdEdge(levels, lowest, a.units, b.units)));
        for (let k = 0; k < psd.length; k++) layout.add(w, K_C7 + k, psd[k]);
        const q = pairQuality(a, b, this.initial);
        layout.add(w, ix.c10, q.c10);
        layout.add(w, ix.c11, q.c11);
        layout.add(w, ix.c12, q.c12);
        layout.add(w, ix.c13, q.c13);
        layout.add(w, ix.c14, q.c14);
        layout.add(w, ix.c15, q.c15);
        layout.add(w, ix.c16, q.c16);
        layout.add(w, ix.c17, q.c17);
        const fl = floatScoreCredits(a, b);
        for (const u of fl.c18) layout.add(w, K18 + scoreSlot.get(u)!, 1);
        for (const u of fl.c19) layout.add(w, K19 + scoreSlot.get(u)!, 1);
        for (const u of fl.c20) layout.add(w, K20 + scoreSlot.get(u)!, 1);
        for (const u of fl.c21) layout.add(w, K21 + scoreSlot.get(u)!, 1);
        layout.add(w, K_NUDGE, nudge(i, j));
      }
      for (let k = 0; k < W; k++) {
        weight[e + k] = w[k];
        if (w[k] > maxAbs) maxAbs = w[k];
      }
    };
    fillRows({
      m,
      W,
      V,
      verts,
      ok,
      has,
      weight,
      plain,
      inB,
      inN,
      bye,
      hasNext: next !== null,
      nextEdge,
      nextSlot,
      units: players.map((p) => p.units),
    });
    // The edges with a weight of their own: the PAB's, and the pairs inside the bracket. Each is
    // weighed once, with the lower local index first, and mirrored.
    const own = (la: number, lb: number): void => {
      const [li, lj] = la < lb ? [la, lb] : [lb, la];
      if (!has[li * m + lj]) return;
      const e = (li * m + lj) * W;
      ownWeight(verts[li], verts[lj], e);
      const mirror = (lj * m + li) * W;
      for (let k = 0; k < W; k++) weight[mirror + k] = weight[e + k];
    };
    const byeLocal = bye >= 0 ? local[bye] : -1;
    if (byeLocal >= 0) for (let lj = 0; lj < m; lj++) if (lj !== byeLocal) own(byeLocal, lj);
    const inner = bracket.map((x) => local[x]);
    for (let a = 0; a < inner.length; a++) for (let b = a + 1; b < inner.length; b++) own(inner[a], inner[b]);
    const perScore = (name: string): string[] => scores.map(() => name);
    const names = [
      'C4',
      'C5',
      'C6',
      ...levels.map(() => 'C7'),
      'C8',
      ...nextScores.map(() => 'C8'),
      ...FIXED_AFTER_LEVELS,
      ...perScore('C18'),
      ...perScore('C19'),
      ...perScore('C20'),
      ...perScore('C21'),
      '', // the tie-break is no criterion
    ];
    return { g: graphOver(m, W, has, weight, maxAbs), layout, names, verts, local };
  }
}

/** What `fillRows` writes a bracket graph from (see `BracketMatcher.buildGraph`). */
interface RowFill {
  readonly m: number;
  readonly W: number;
  readonly V: number;
  /** The matcher's index (over the whole round) of each local vertex. */
  readonly verts: readonly number[];
  /** Allowed pairs over the matcher's indices (V x V). */
  readonly ok: Uint8Array;
  readonly has: Uint8Array;
  readonly weight: Float64Array;
  /** The limbs of a plain edge (C4 only). */
  readonly plain: Float64Array;
  readonly inB: Uint8Array;
  readonly inN: Uint8Array;
  readonly bye: number;
  readonly hasNext: boolean;
  /** Limbs of an edge inside this bracket's downfloaters + the next scoregroup, per score slot. */
  readonly nextEdge: readonly Float64Array[];
  readonly nextSlot: ReadonlyMap<number, number>;
  /** Pairing score in units per matcher index. */
  readonly units: readonly number[];
}

/**
 * Fills every row of a bracket graph. A function of its own, apart from the weighing: inside one
 * large function with the weighing closures, the optimising compiler took hundreds of
 * milliseconds to compile the whole (a cold call's largest single cost), and ran the row loops
 * unoptimised meanwhile.
 */
function fillRows(r: RowFill): void {
  const { m, W, V, verts, ok, has, weight, plain, inB, inN, bye, hasNext, nextEdge, nextSlot, units } = r;
  // Every row starts as a copy of a row of plain edges (one native copy: a loop over n · W limbs
  // per row is most of a cold call's weighing), then the edges that differ are written over it:
  // the missing ones (C1, C3, forbidden pairs: zero), those among this bracket and the next
  // scoregroup, and the PAB's. Rows are built in order over both triangles; an edge with its own
  // weight is computed once, in the lower vertex's row, and copied into the higher one's (writing
  // the mirror entry column-wise, a stride of a whole row per edge, cost more than the rest).
  const plainRow = new Float64Array(m * W);
  for (let lj = 0; lj < m; lj++) plainRow.set(plain, lj * W);
  // Local indices of the bracket and the next scoregroup (in the graph: all of them are unpaired).
  // (a typed array: a plain array's element kind varies with its content, and every new kind
  // sent the optimised loop back to the interpreter)
  const nearAll = new Int32Array(m);
  let nearCount = 0;
  for (let lj = 0; lj < m; lj++) if (inB[verts[lj]] || inN[verts[lj]]) nearAll[nearCount++] = lj;
  const near = nearAll.subarray(0, nearCount);
  for (let li = 0; li < m; li++) {
    const i = verts[li];
    const row = li * m;
    weight.set(plainRow, row * W);
    const okRow = i * V;
    for (let lj = 0; lj < m; lj++) {
      const present = ok[okRow + verts[lj]];
      has[row + lj] = present;
      if (present === 0) {
        const e = (row + lj) * W;
        for (let k = 0; k < W; k++) weight[e + k] = 0;
      }
    }
    // the PAB's row and column, and the pairs inside the bracket, are written by `ownWeights`
    if (i === bye || (!inB[i] && !inN[i])) continue;
    for (let t = 0; t < nearCount; t++) {
      const lj = near[t];
      if (!has[row + lj]) continue;
      const j = verts[lj];
      if ((inB[i] && inB[j]) || !hasNext) continue; // the last bracket: edges out of it are plain
      const src = nextEdge[nextSlot.get(Math.max(units[i], units[j]))!];
      const e = (row + lj) * W;
      for (let k = 0; k < W; k++) weight[e + k] = src[k];
    }
  }
}

/** Guesses the pair a-b (local vertices), both priced at its edge's weight. */
function priceGuess(g: DenseGraph, guess: WarmStart, a: number, b: number): void {
  const { mate, dual } = guess;
  const W = g.words;
  const e = (a * g.n + b) * W;
  mate[a] = b;
  mate[b] = a;
  for (let k = 0; k < W; k++) dual[a * W + k] = dual[b * W + k] = g.weight[e + k];
}

/**
 * The guess of a bracket follows its weights: each player of `from`, in order, takes the heaviest
 * edge to a free player of `to` (the first of equals: the tie-break limb rewards the Dutch order).
 * The weights carry the colour preferences (C10-C13) and the floats, so the guessed pairs are
 * mostly the optimum's; a guess of first half against second half gave two players of the same
 * colour wish in about half of the pairs of an early round, and each such pair cost a stage over
 * the whole graph. Each guessed pair is priced at its edge's weight.
 */
function guessByWeight(
  g: DenseGraph,
  local: Int32Array,
  guess: WarmStart,
  from: readonly number[],
  to: readonly number[],
): void {
  const { n, words: W } = g;
  const mate = guess.mate;
  for (let t = 0; t < from.length; t++) {
    const a = local[from[t]];
    if (a < 0 || mate[a] >= 0) continue;
    let best = -1;
    for (let q = 0; q < to.length; q++) {
      const b = local[to[q]];
      if (b < 0 || b === a || mate[b] >= 0 || !g.has[a * n + b]) continue;
      if (best < 0 || heavier(g.weight, (a * n + b) * W, (a * n + best) * W, W)) best = b;
    }
    if (best >= 0) priceGuess(g, guess, a, best);
  }
}

/** Copies the edges of g's vertex u to `members` into row a of `sub` (vertex b of sub is members[b]). */
function copyRow(g: DenseGraph, u: number, members: readonly number[], sub: DenseGraph, a: number): void {
  const { n, words: W } = g;
  const k = sub.n;
  for (let b = 0; b < k; b++) {
    const e = u * n + members[b];
    if (!g.has[e]) continue;
    sub.has[a * k + b] = 1;
    const to = (a * k + b) * W;
    for (let l = 0; l < W; l++) sub.weight[to + l] = g.weight[e * W + l];
  }
}

/** Whether the W limbs of `w` at edge offset e1 are lexicographically above those at e2. */
function heavier(w: Float64Array, e1: number, e2: number, W: number): boolean {
  for (let k = 0; k < W; k++) if (w[e1 + k] !== w[e2 + k]) return w[e1 + k] > w[e2 + k];
  return false;
}

/** Where an actual pairing first falls short of the Dutch one. */
export interface Separation {
  /** `C4` … `C21`, or `order` when the bracket is as good but another candidate comes first. */
  readonly criterion: string;
  /** The score of the bracket's resident scoregroup. */
  readonly score: number;
}
