/**
 * Read models of a tournament state: its crosstable (closed rounds), the pairing input of the
 * next round, and its TRF file.
 * Trade-off: every view is a pure function of the state, recomputed on demand; a 1,200-player
 * event folds in milliseconds, so no cache is kept.
 */
import type { Crosstable } from './crosstable';
import type { BoardResult } from './events';
import { buildPairingInput } from './pairing-input';
import type { PairingInput } from './pairing';
import type { TrfAcceleration, TrfFile, TrfRoundEntry } from './trf-model';
import { bakuAcceleration } from './baku';
import type { TournamentState, RoundState } from './tournament';
import {
  ABSENT,
  byeResult,
  type PlayerId,
  type RequestedBye,
  type RoundEntry,
  type RoundResult,
} from './vocabulary';
import { pointsFor, STANDARD_POINTS } from './points';
import { pairingEditHeaders } from './pairing-edit-trf';

const SIDES: Readonly<Record<BoardResult, readonly [RoundResult, RoundResult]>> = {
  '1-0': ['1', '0'],
  '0-1': ['0', '1'],
  '1/2-1/2': ['=', '='],
  '+:-': ['+', '-'],
  '-:+': ['-', '+'],
  '-:-': ['-', '-'],
};

/** The round entry of a player in a paired round (result null while the game is unfinished). */
export function entryOf(round: RoundState, player: PlayerId): TrfRoundEntry {
  for (const b of round.boards) {
    if (b.white === player)
      return { opponent: b.black, colour: 'white', result: b.result && SIDES[b.result][0] };
    if (b.black === player)
      return { opponent: b.white, colour: 'black', result: b.result && SIDES[b.result][1] };
  }
  if (round.pab === player) return { opponent: null, colour: null, result: 'U' };
  const bye = round.byes.find((x) => x.player === player);
  if (bye) return { opponent: null, colour: null, result: byeResult(bye.kind) };
  return ABSENT;
}

/** The crosstable of the closed rounds. */
export function crosstableOf(state: TournamentState): Crosstable {
  const closed = state.rounds.filter((r) => r.closed);
  return {
    players: state.players.map((p) => ({
      id: p.id,
      name: p.name,
      rating: p.rating,
      title: p.title,
      federation: p.federation,
      fideId: p.fideId,
      rounds: closed.map((r) => entryOf(r, p.id) as RoundEntry),
    })),
    rounds: closed.length,
    pointSystem: state.settings?.pointSystem ?? STANDARD_POINTS,
  };
}

/** The pairing input for the round after the last closed one. */
export function pairingInputOf(state: TournamentState): PairingInput {
  const table = crosstableOf(state);
  const round = table.rounds + 1;
  const byes = new Map<PlayerId, RequestedBye>();
  for (const b of state.byeRequests) if (b.round === round) byes.set(b.player, b.kind);
  return buildPairingInput(table, {
    totalRounds: state.totalRounds,
    initialColour: state.settings?.initialColour ?? null,
    byes,
    withdrawn: new Set(state.players.filter((p) => p.withdrawn).map((p) => p.id)),
    prohibitions: state.prohibitions,
    accelerations: tournamentAccelerations(state),
  });
}

/** The TRF file of the tournament so far (open rounds with blank results for unfinished games). */
export function trfOf(state: TournamentState): TrfFile {
  const settings = state.settings;
  // the next round's byes go into its column, as pairing engines read them; later ones into 240 records
  const next = state.rounds.length + 1;
  const future = state.byeRequests.filter((b) => b.round > next);
  const nextBye = new Map(state.byeRequests.filter((b) => b.round === next).map((b) => [b.player, b.kind]));
  return {
    headers: [...(settings ? [{ tag: '012', text: settings.name }] : []), ...pairingEditHeaders(state)],
    players: state.players.map((p) => {
      const rounds = state.rounds.map((r) => entryOf(r, p.id));
      const bye = nextBye.get(p.id);
      if (bye) rounds.push({ opponent: null, colour: null, result: byeResult(bye) });
      let points = 0;
      for (const e of rounds) if (e.result !== null) points += pointValue(e.result, state);
      return {
        id: p.id,
        sex: '',
        title: p.title,
        name: p.name,
        rating: p.rating,
        federation: p.federation,
        fideId: p.fideId,
        birthDate: '',
        points,
        rank: null,
        rounds,
      };
    }),
    totalRounds: state.totalRounds,
    initialColour: settings?.initialColour ?? null,
    pointSystem: settings && settings.pointSystem !== STANDARD_POINTS ? settings.pointSystem : null,
    byes: future.map((b) => ({ kind: b.kind, round: b.round, players: [b.player] })),
    prohibitions: state.prohibitions,
    ...(settings?.acceleration === 'baku' ? { accelerations: tournamentAccelerations(state) } : {}),
  };
}

/**
 * The virtual points of a tournament set to Baku acceleration (FIDE C.04.5.1), as `250` records:
 * GA is taken from the field of round 1 (everyone paired or excused in it; before round 1 is
 * paired, everyone not withdrawn), in pairing-number order. Empty without acceleration.
 */
export function tournamentAccelerations(state: TournamentState): TrfAcceleration[] {
  const settings = state.settings;
  if (settings?.acceleration !== 'baku') return [];
  const first = state.rounds[0];
  const inRoundOne = (id: PlayerId): boolean =>
    first.boards.some((b) => b.white === id || b.black === id) ||
    first.pab === id ||
    first.byes.some((b) => b.player === id);
  const field = state.players
    .filter((p) => (first ? inRoundOne(p.id) : !p.withdrawn))
    .map((p) => p.id)
    .sort((a, b) => a - b);
  const baku = bakuAcceleration(field, state.totalRounds ?? settings.rounds, settings.pointSystem);
  return baku.ok ? baku.value : [];
}

function pointValue(result: RoundResult, state: TournamentState): number {
  return pointsFor(result, state.settings?.pointSystem ?? STANDARD_POINTS);
}
