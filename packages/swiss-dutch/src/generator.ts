/**
 * A seeded random Swiss tournament: players with ratings, results drawn from an Elo model with a
 * draw rate, requested half-point byes, absences, withdrawals and forfeits, each round paired by
 * the Dutch engine. Used by the property test and the bench.
 * Trade-off: the model is deliberately simple (one draw rate, independent absences); what matters
 * is that every kind of round entry the pairing rules treat specially appears often.
 */
import { ok, seededRandom, type Result } from '@arbiter/kernel';
import {
  bakuAcceleration,
  pairingInputFromTrf,
  pointsFor,
  STANDARD_POINTS,
  type BoardPairing,
  type PairingInput,
  type RoundEntry,
  type RoundPairing,
  type TrfFile,
  type TrfPlayer,
  type TrfRoundEntry,
} from '@arbiter/tournament';
import { pairDutch } from './dutch';
import { swissPlayers } from '@arbiter/swiss';

/** Settings of the generator; rates are probabilities per player and round. */
export interface GeneratorOptions {
  readonly players: number;
  readonly rounds: number;
  readonly seed: number;
  readonly drawRate?: number;
  readonly forfeitRate?: number;
  readonly halfByeRate?: number;
  readonly absentRate?: number;
  readonly withdrawRate?: number;
  /** Ratings are drawn uniformly from this range (default 1200 to 2800). */
  readonly ratingRange?: readonly [number, number];
  /**
   * Share of the field that enters late (default 0): these players get the last pairing numbers
   * (ratings drawn like the others, so not in rating order) and miss round 1 or rounds 1-2, each
   * missed round a requested half-point bye or an absence.
   */
  readonly lateEntryRate?: number;
  /**
   * Baku acceleration (FIDE C.04.5.1): the players present in round 1 (the late entrants are not)
   * split into GA and GB, GA's virtual points written as `250` records.
   */
  readonly baku?: boolean;
  /** Stop after pairing this many rounds (the last one left unplayed); default: play all. */
  readonly playRounds?: number;
  /**
   * How rounds are paired: `dutch` (default) by this engine; `quick` by a fast score-group greedy
   * (no rematch, alternating colours) for building long histories for the bench.
   */
  readonly pairing?: 'dutch' | 'quick';
  /** Called when a round cannot be paired (the generator then stops), with the file before it. */
  readonly onRefused?: (before: TrfFile) => void;
  /** Called after each round is played (progress for long runs). */
  readonly onRound?: (round: number) => void;
  /**
   * Called with the file of round `round` just before it is paired (its byes declared); returning
   * false stops the generator there, without pairing that round.
   */
  readonly onBeforePairing?: (round: number, before: TrfFile) => boolean | void;
}

/** How many players of the field enter late (the last pairing numbers). */
function lateEntries(options: GeneratorOptions): number {
  return Math.round(options.players * (options.lateEntryRate ?? 0));
}

/** The tournament file before round 1: players sorted by rating, the given number of rounds. */
export function newTournament(options: GeneratorOptions): TrfFile {
  const rand = seededRandom(options.seed);
  const [low, high] = options.ratingRange ?? [1200, 2800];
  const rating = (): number => low + Math.floor(rand() * (high - low));
  const late = lateEntries(options);
  const ratings = Array.from({ length: options.players - late }, rating).sort((a, b) => b - a);
  for (let k = 0; k < late; k++) ratings.push(rating());
  const players: TrfPlayer[] = ratings.map((rating, i) => ({
    id: i + 1,
    sex: '',
    title: '',
    name: `Player ${String(i + 1).padStart(4, '0')}`,
    rating,
    federation: '',
    fideId: '',
    birthDate: '',
    points: null,
    rank: null,
    rounds: [],
  }));
  const present = players.slice(0, options.players - late).map((p) => p.id);
  const baku = options.baku ? bakuAcceleration(present, options.rounds, STANDARD_POINTS) : null;
  return {
    headers: [{ tag: '012', text: `Generated Swiss, seed ${options.seed}` }],
    players,
    totalRounds: options.rounds,
    initialColour: rand() < 0.5 ? 'white' : 'black',
    pointSystem: null,
    byes: [],
    prohibitions: [],
    ...(baku?.ok ? { accelerations: baku.value } : {}),
  };
}

/**
 * The points field of a player line: what the rounds written so far score (standard points), so
 * that other TRF readers, which check or use the field, read the same standings.
 */
function withPoints(p: TrfPlayer): TrfPlayer {
  const points = p.rounds.reduce(
    (sum, e) => sum + (e.result === null ? 0 : pointsFor(e.result, STANDARD_POINTS)),
    0,
  );
  return { ...p, points };
}

/** Result of playing one generated round. */
export interface GeneratedRound {
  readonly file: TrfFile;
  /** The file just before pairing (byes of the round declared). */
  readonly before: TrfFile;
}

/**
 * Plays a whole generated tournament; returns the file after each round (and before each pairing)
 * or stops early when a round cannot be paired.
 */
export function generateTournament(options: GeneratorOptions): GeneratedRound[] {
  const rand = seededRandom(options.seed ^ 0x5eed);
  const draw = options.drawRate ?? 0.3;
  const forfeit = options.forfeitRate ?? 0.02;
  const halfBye = options.halfByeRate ?? 0.03;
  const absent = options.absentRate ?? 0.03;
  const withdraw = options.withdrawRate ?? 0.01;
  let file = newTournament(options);
  const gone = new Set<number>();
  // Late entrants: the round each one plays first (2 or 3), and whether he asked for half-point byes.
  const late = lateEntries(options);
  const entry = new Map<number, { round: number; halfByes: boolean }>();
  for (let id = options.players - late + 1; id <= options.players; id++)
    entry.set(id, { round: rand() < 0.6 ? 2 : 3, halfByes: rand() < 0.5 });
  const out: GeneratedRound[] = [];
  const rounds = options.playRounds ?? options.rounds;
  for (let r = 1; r <= rounds; r++) {
    // Declared byes and absences of round r.
    const declared = new Map<number, RoundEntry>();
    for (const p of file.players) {
      const e = entry.get(p.id);
      if (e !== undefined && r < e.round) {
        declared.set(p.id, { opponent: null, colour: null, result: e.halfByes ? 'H' : 'Z' });
        continue;
      }
      if (!gone.has(p.id) && r > 1 && rand() < withdraw) gone.add(p.id);
      if (gone.has(p.id)) declared.set(p.id, { opponent: null, colour: null, result: 'Z' });
      else if (rand() < halfBye) declared.set(p.id, { opponent: null, colour: null, result: 'H' });
      else if (rand() < absent) declared.set(p.id, { opponent: null, colour: null, result: 'Z' });
    }
    const before: TrfFile = {
      ...file,
      players: file.players.map((p) =>
        withPoints(declared.has(p.id) ? { ...p, rounds: [...p.rounds, declared.get(p.id)!] } : p),
      ),
    };
    if (options.onBeforePairing?.(r, before) === false) break;
    const input = pairingInputFromTrf(before);
    if (!input.ok) break;
    const pairing = options.pairing === 'quick' ? quickPairing(input.value) : pairDutch(input.value);
    if (!pairing.ok) {
      options.onRefused?.(before);
      break;
    }
    const entries = new Map<number, TrfRoundEntry>(declared);
    const rating = new Map(file.players.map((p) => [p.id, p.rating]));
    for (const b of pairing.value.boards) {
      let rw: RoundEntry['result'];
      let rb: RoundEntry['result'];
      if (rand() < forfeit) {
        const whiteShows = rand() < 0.5;
        rw = whiteShows ? '+' : '-';
        rb = whiteShows ? '-' : '+';
      } else {
        const expected = 1 / (1 + 10 ** ((rating.get(b.black)! - rating.get(b.white)! - 30) / 400));
        const x = rand();
        if (x < draw) rw = rb = '=';
        else if ((x - draw) / (1 - draw) < expected) [rw, rb] = ['1', '0'];
        else [rw, rb] = ['0', '1'];
      }
      entries.set(b.white, { opponent: b.black, colour: 'white', result: rw });
      entries.set(b.black, { opponent: b.white, colour: 'black', result: rb });
    }
    if (pairing.value.pab !== null)
      entries.set(pairing.value.pab, { opponent: null, colour: null, result: 'U' });
    file = {
      ...file,
      players: file.players.map((p) =>
        withPoints({
          ...p,
          rounds: [...p.rounds, entries.get(p.id) ?? { opponent: null, colour: null, result: 'Z' }],
        }),
      ),
    };
    out.push({ file, before });
    options.onRound?.(r);
  }
  return out;
}

/**
 * A fast, rough Swiss pairing for generated histories: players by score and number, each takes the
 * next player he has not met; colours alternate from the last game; the last one gets the PAB if
 * eligible (else the lowest eligible player does). Not the Dutch system: only a source of data.
 */
export function quickPairing(input: PairingInput): Result<RoundPairing> {
  const players = swissPlayers(input).sort((a, b) => b.units - a.units || a.id - b.id);
  let pab: number | null = null;
  if (players.length % 2 === 1) {
    let k = players.length - 1;
    while (k > 0 && !players[k].pabEligible) k--;
    pab = players[k].id;
    players.splice(k, 1);
  }
  const boards: BoardPairing[] = [];
  const used = new Set<number>();
  for (let i = 0; i < players.length; i++) {
    const a = players[i];
    if (used.has(a.id)) continue;
    let j = i + 1;
    while (j < players.length && (used.has(players[j].id) || a.met.has(players[j].id))) j++;
    if (j >= players.length) {
      j = i + 1;
      while (used.has(players[j].id)) j++;
    }
    const b = players[j];
    used.add(a.id);
    used.add(b.id);
    const aWhite =
      a.preference.colour === 'white' || (a.preference.colour === null && b.preference.colour !== 'white');
    boards.push(aWhite ? { white: a.id, black: b.id } : { white: b.id, black: a.id });
  }
  return ok({ round: input.round, boards, pab, byes: [] });
}
