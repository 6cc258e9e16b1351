/**
 * The verdict on one board of a paired round: which rule made it (see explanation.ts for the
 * wording). Pure and plain-data in and out, so the pairing worker can run it off the event loop:
 * a 300-player round costs two Dutch pairings here.
 */
import type { BoardPairing, PairingInput, PlayerId, RoundPairing } from '@arbiter/tournament';
import { pairDutch, separateRound } from '@arbiter/swiss-dutch';

/** Which kind of sentence explains the verdict. */
export type VerdictText = 'best' | 'order' | 'forced' | 'table' | 'manualAgrees' | 'manualDiffers' | 'manual';

/** What the board's verdict needs: the round as paired, the board, and the input it was paired from. */
export interface BoardJob {
  readonly boards: readonly BoardPairing[];
  readonly pab: PlayerId | null;
  readonly overrideReason: string | null;
  readonly board: BoardPairing;
  readonly input: PairingInput;
  readonly pairingSystem: string;
  /** The system pairs by a table (round robin). */
  readonly byTable: boolean;
}

/** The verdict on a board. */
export interface Decided {
  readonly pairedBy: 'system' | 'arbiter';
  readonly reason: string | null;
  readonly systemAgrees: boolean | null;
  readonly criterion: string | null;
  readonly text: VerdictText;
  readonly instead: Map<PlayerId, PlayerId> | null;
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

function byHand(job: BoardJob, reason: string): Decided {
  const manual = { pairedBy: 'arbiter', reason, criterion: null, instead: null } as const;
  if (job.pairingSystem !== 'dutch') return { ...manual, systemAgrees: null, text: 'manual' };
  const own = pairDutch(job.input);
  const b = job.board;
  if (own.ok && own.value.boards.some((x) => x.white === b.white && x.black === b.black))
    return { ...manual, systemAgrees: true, text: 'manualAgrees' };
  return {
    ...manual,
    systemAgrees: false,
    criterion: dutchVerdict(job.input, job),
    text: 'manualDiffers',
    instead: own.ok ? partners(own.value) : null,
  };
}

/** Judges one board: by hand, by a table, forced, or the best the Dutch system finds. */
export function judgeBoard(job: BoardJob): Decided {
  if (job.overrideReason != null) return byHand(job, job.overrideReason);
  const bySystem = { pairedBy: 'system', reason: null, systemAgrees: true } as const;
  if (job.pairingSystem !== 'dutch' || job.byTable)
    return { ...bySystem, criterion: null, text: 'table', instead: null };
  const base = job.input;
  const b = job.board;
  const without = pairDutch({ ...base, forbiddenPairs: [...base.forbiddenPairs, [b.white, b.black]] });
  if (!without.ok) return { ...bySystem, criterion: 'C4', text: 'forced', instead: null };
  const criterion = dutchVerdict(base, without.value);
  return {
    ...bySystem,
    criterion,
    text: criterion === 'order' ? 'order' : 'best',
    instead: partners(without.value),
  };
}
