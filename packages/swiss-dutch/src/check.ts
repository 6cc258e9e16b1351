/**
 * `arbiter pair --check`: re-pair every round of a finished TRF file and report each round whose
 * published pairing differs from the Dutch one, with the first criterion that separates them.
 * Trade-off: each round is re-paired from the file cut just before it (its declared byes kept),
 * so one bad round does not hide the next: every round is judged on the history that really was.
 */
import { ok, type Color, type Result } from '@arbiter/kernel';
import {
  pairingInputFromTrf,
  type PairingInput,
  type PlayerId,
  type RoundPairing,
  type RoundVerdict,
  type TrfFile,
} from '@arbiter/tournament';
import { pairDutch, separateRound } from './dutch';
import { swissDutchMessages, verdictCode } from './messages';
import { pairKey } from '@arbiter/swiss';
import { absoluteBreaches } from './judge';

/** The verdict on one round of a file: the tournament package's `RoundVerdict`, `paired` by the Dutch system. */
export type RoundCheck = RoundVerdict;

/** The file as it stood before `round` was paired: earlier rounds, plus the round's declared byes. */
export function cutBefore(file: TrfFile, round: number): TrfFile {
  const initial = file.initialColour ?? initialColourOf(file);
  return {
    ...file,
    initialColour: initial,
    players: file.players.map((p) => {
      const rounds = p.rounds.slice(0, round - 1);
      const e = p.rounds[round - 1];
      if (e && e.opponent === null && (e.result === 'H' || e.result === 'Z' || e.result === 'F'))
        rounds.push(e);
      return { ...p, rounds };
    }),
  };
}

/**
 * The initial colour read back from round 1: the colour of the best-placed player who had a game
 * there (first in the order of the players paired, FIDE C.04.3 5.2.5).
 */
function initialColourOf(file: TrfFile): Color | null {
  const sorted = [...file.players].sort((a, b) => a.id - b.id);
  for (const p of sorted) {
    const e = p.rounds[0];
    if (e && e.opponent !== null && e.colour !== null) return e.colour;
  }
  return null;
}

/** The pairing a file records for a round (forfeited games included: they were paired). */
export function recordedPairing(file: TrfFile, round: number): RoundPairing {
  const boards: { white: PlayerId; black: PlayerId }[] = [];
  let pab: PlayerId | null = null;
  for (const p of file.players) {
    const e = p.rounds[round - 1];
    if (!e) continue;
    if (e.result === 'U') pab = p.id;
    else if (e.opponent !== null && e.colour === 'white') boards.push({ white: p.id, black: e.opponent });
  }
  return { round, boards, pab, byes: [] };
}

function rounds(file: TrfFile): number {
  let last = 0;
  for (const p of file.players)
    p.rounds.forEach((e, i) => {
      if (e.opponent !== null || e.result === 'U') last = Math.max(last, i + 1);
    });
  return last;
}

/** The first absolute criterion the recorded pairing breaks (C1, C3, forbidden pairs, C2; judge.ts). */
function absoluteBreach(
  input: PairingInput,
  actual: RoundPairing,
): { criterion: string; note: string } | null {
  const first = absoluteBreaches(input, actual)[0];
  return first ? { criterion: first.criterion, note: first.note } : null;
}

/** A verdict's criterion with its code and the rule its catalogue entry cites (one source for both). */
function verdict(criterion: string): { criterion: string; code: string; rule: string } {
  const code = verdictCode(criterion);
  return { criterion, code, rule: swissDutchMessages[code].rule };
}

const boardKey = (b: { white: number; black: number }): string => `${b.white}-${b.black}`;
const pairOf = (b: { white: number; black: number }): string => pairKey(b.white, b.black);

/** Re-pairs every round of a file by the Dutch system and judges the recorded pairings. */
export function checkTournament(file: TrfFile): Result<RoundCheck[]> {
  const out: RoundCheck[] = [];
  const last = rounds(file);
  for (let r = 1; r <= last; r++) {
    const cut = pairingInputFromTrf(cutBefore(file, r));
    if (!cut.ok) return cut;
    const input = cut.value;
    const actual = recordedPairing(file, r);
    const got = pairDutch(input);
    const dutch = got.ok ? got.value : null;
    const same =
      dutch !== null &&
      dutch.pab === actual.pab &&
      [...dutch.boards.map(boardKey)].sort().join() === [...actual.boards.map(boardKey)].sort().join();
    if (same) {
      out.push({
        round: r,
        same,
        paired: dutch,
        actual,
        criterion: null,
        rule: null,
        note: 'same pairing',
        code: null,
      });
      continue;
    }
    const breach = absoluteBreach(input, actual);
    if (breach) {
      out.push({ round: r, same, paired: dutch, actual, ...breach, ...verdict(breach.criterion) });
      continue;
    }
    const samePairs =
      dutch !== null &&
      dutch.pab === actual.pab &&
      [...dutch.boards.map(pairOf)].sort().join() === [...actual.boards.map(pairOf)].sort().join();
    if (samePairs) {
      out.push({
        round: r,
        same,
        paired: dutch,
        actual,
        note: 'same pairs, other colours: the colour allocation rules decide otherwise',
        ...verdict('colours'),
      });
      continue;
    }
    const partner = new Map<PlayerId, PlayerId>();
    for (const b of actual.boards) {
      partner.set(b.white, b.black);
      partner.set(b.black, b.white);
    }
    if (actual.pab !== null) partner.set(actual.pab, 0);
    const sep = separateRound(input, partner);
    const criterion = sep?.criterion ?? 'order';
    out.push({
      round: r,
      same,
      paired: dutch,
      actual,
      note:
        criterion === 'order'
          ? `bracket ${sep?.score ?? '?'}: as good by C1-C21, but the Dutch order of candidates picks another pairing`
          : `bracket ${sep?.score}: the recorded pairing is worse by ${criterion}`,
      ...verdict(criterion),
    });
  }
  return ok(out);
}
