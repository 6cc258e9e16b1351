/**
 * `importTrf`: turns a TRF file into the events of a tournament, so a tournament started in
 * another program continues here (and `trfOf` goes the other way).
 * Trade-off: the file says what happened, not how it was decided, so imported rounds are
 * recorded as paired by the system `trf-import`; a forfeit win without an opponent
 * (`0000 - +`) has no place in the event model and is refused rather than guessed.
 */
import { ok, refused, type Result } from '@arbiter/kernel';
import { tournamentCodes } from './messages';
import type { BoardResult, TournamentEvent } from './events';
import { crosstableFromTrf, pairedRounds } from './crosstable';
import { parseTieBreakList } from './tiebreaks';
import { STANDARD_POINTS } from './points';
import type { TrfFile } from './trf-model';
import { trfHeader } from './trf-model';
import type { BoardPairing } from './pairing';
import { REQUESTED_BYES, type PlayerId, type RequestedBye, type RoundResult } from './vocabulary';

/** What a TRF file does not say. */
export interface ImportOptions {
  /** Pairing system for the rounds still to come (default `dutch`). */
  readonly pairingSystem?: string;
  /** Game id (default `chess`). */
  readonly game?: string;
}

const BYE: Readonly<Record<string, RequestedBye>> = { H: 'half', F: 'full', Z: 'zero' };

function gameResult(white: RoundResult | null, black: RoundResult | null): BoardResult | null {
  if (white === null || black === null) return null;
  if (white === '1' || white === 'W') return '1-0';
  if (white === '0' || white === 'L') return '0-1';
  if (white === '=' || white === 'D') return '1/2-1/2';
  if (white === '+') return '+:-';
  if (black === '+') return '-:+';
  return '-:-';
}

/** The events that rebuild the tournament a TRF file describes (players, rounds, results, byes, prohibitions). */
export function importTrf(file: TrfFile, options: ImportOptions = {}): Result<TournamentEvent[]> {
  const events: TournamentEvent[] = [];
  const tieBreakText = (trfHeader(file, '212') ?? trfHeader(file, '202') ?? '').replace(/\bPTS\b,?/, '');
  const tieBreaks = parseTieBreakList(tieBreakText);
  events.push({
    type: 'TournamentCreated',
    settings: {
      name: trfHeader(file, '012') ?? 'Imported tournament',
      game: options.game ?? 'chess',
      ruleSet: null,
      options: {},
      pairingSystem: options.pairingSystem ?? 'dutch',
      rounds: file.totalRounds,
      pointSystem: file.pointSystem ?? STANDARD_POINTS,
      tieBreaks: tieBreaks.ok ? tieBreaks.value.map((t) => t.code) : [],
      initialColour: file.initialColour,
      allowedByes: REQUESTED_BYES,
    },
  });
  const players = [...file.players].sort((a, b) => a.id - b.id);
  for (const p of players)
    events.push({
      type: 'PlayerRegistered',
      player: {
        id: p.id,
        name: p.name,
        rating: p.rating,
        fideId: p.fideId,
        title: p.title,
        federation: p.federation,
      },
    });
  for (const x of file.prohibitions)
    events.push({
      type: 'PairingProhibited',
      players: x.players,
      firstRound: x.firstRound,
      lastRound: x.lastRound,
    });
  const paired = pairedRounds(file);
  const complete = crosstableFromTrf(file).ok;
  for (let r = 0; r < paired; r++) {
    const boards: BoardPairing[] = [];
    const results: (BoardResult | null)[] = [];
    const byes: { player: PlayerId; kind: RequestedBye }[] = [];
    let pab: PlayerId | null = null;
    for (const p of players) {
      const e = p.rounds[r];
      if (!e) continue;
      if (e.opponent !== null) {
        const o = file.players.find((x) => x.id === e.opponent)!;
        const back = o.rounds[r];
        const white = e.colour === 'white' || (e.colour === null && p.id < o.id);
        if (!white) continue;
        boards.push({ white: p.id, black: o.id });
        results.push(gameResult(e.result, back.result));
      } else if (e.result === 'U') pab = p.id;
      else if (e.result === '+' || e.result === '-')
        return refused(tournamentCodes, 'ERR_TRF_UNSUPPORTED', {
          line: 0,
          column: 92 + 10 * r,
          detail: `player ${p.id}, round ${r + 1}: a forfeit without an opponent`,
        });
      else if (e.result !== null && BYE[e.result]) byes.push({ player: p.id, kind: BYE[e.result] });
    }
    events.push({
      type: 'RoundPaired',
      round: r + 1,
      system: 'trf-import',
      systemVersion: 'TRF-2026',
      rule: 'FIDE TRF26 001',
      totalRounds: file.totalRounds,
      boards,
      pab,
      byes,
      rests: [],
    });
    results.forEach((result, b) => {
      if (result !== null)
        events.push({
          type: 'ResultRecorded',
          round: r + 1,
          board: b + 1,
          white: boards[b].white,
          black: boards[b].black,
          result,
          gameStreamId: null,
        });
    });
    if (results.every((x) => x !== null) && (complete || r < paired - 1))
      events.push({ type: 'RoundClosed', round: r + 1 });
  }
  const requested = new Map<string, { player: PlayerId; round: number; kind: RequestedBye }>();
  for (const p of players)
    p.rounds.forEach((e, r) => {
      if (r >= paired && e.opponent === null && e.result !== null && BYE[e.result])
        requested.set(`${p.id}/${r + 1}`, { player: p.id, round: r + 1, kind: BYE[e.result] });
    });
  for (const b of file.byes)
    if (b.round > paired)
      for (const id of b.players)
        requested.set(`${id}/${b.round}`, { player: id, round: b.round, kind: b.kind });
  for (const b of requested.values()) events.push({ type: 'ByeRequested', ...b });
  return ok(events);
}
