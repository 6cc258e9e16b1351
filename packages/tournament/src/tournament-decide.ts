/**
 * The tournament as a decider: `decideTournament(state, command, deps)` answers the events a
 * command causes or a rejection with a code and the article it applies.
 * Trade-off: pairing systems reach `decide` as a dependency (a registry), so the decider stays
 * pure and the event records the boards the system produced, not a request to pair again.
 */
import { ok, refuse, refused, type MessageParams, type Rejection, type Result } from '@arbiter/kernel';
import { tournamentCodes } from './messages';
import { STANDARD_POINTS } from './points';
import type { RoundPairing } from './pairing';
import type { TournamentCommand, TournamentEvent, TournamentSettings } from './events';
import { pairingInputOf } from './tournament-views';
import { bakuAcceleration } from './baku';
import { decideEditPairing } from './pairing-edit-decide';
import type { TournamentDeps, TournamentState } from './tournament';
import { MAX_PLAYERS, REQUESTED_BYES, type PlayerId } from './vocabulary';
import { evolveTournament } from './tournament';
import { absenteesTreated, decideCheckIn } from './check-in';
import { CHECK_IN_POLICIES } from './check-in-vocabulary';
import { decideRenumber } from './renumber';

/** A refusal of this package: the rule and the text come from its catalogue entry. */
function no(code: keyof typeof tournamentCodes, params?: MessageParams, rule?: string): Result<never> {
  return refused(tournamentCodes, code, params, rule);
}

function checkPairing(
  pairing: RoundPairing,
  available: ReadonlySet<PlayerId>,
  forbidden: ReadonlySet<string>,
  forfeiting: ReadonlySet<PlayerId>,
): Rejection | null {
  const seen = new Set<PlayerId>();
  const invalid = (detail: string): Rejection => refuse(tournamentCodes, 'ERR_PAIRING_INVALID', { detail });
  const place = (id: PlayerId): string | null => {
    if (!available.has(id) && !forfeiting.has(id)) return `player ${id} is not available`;
    if (seen.has(id)) return `player ${id} appears twice`;
    seen.add(id);
    return null;
  };
  for (const b of pairing.boards) {
    const e = place(b.white) ?? place(b.black);
    if (e) return invalid(e);
    if (forbidden.has(`${Math.min(b.white, b.black)}-${Math.max(b.white, b.black)}`))
      return invalid(`${b.white} and ${b.black} must not meet`);
  }
  for (const id of [...(pairing.pab === null ? [] : [pairing.pab]), ...(pairing.rests ?? [])]) {
    const e = place(id);
    if (e) return invalid(e);
  }
  const unpaired = [...available].filter((id) => !seen.has(id)).length;
  if (unpaired > 0) return invalid(`${unpaired} player(s) left unpaired`);
  return null;
}

function decidePair(
  state: TournamentState,
  round: number,
  deps: TournamentDeps,
  settings: TournamentSettings,
): Result<TournamentEvent[]> {
  const current = state.rounds.length;
  const last = state.rounds[current - 1];
  if (last && !last.closed)
    return no('ERR_ROUND_OPEN', {
      round: last.round,
    });
  if (round !== current + 1)
    return no('ERR_WRONG_ROUND', {
      round,
      current: current + 1,
    });
  const system = deps.systems.get(settings.pairingSystem);
  if (!system)
    return no('ERR_UNKNOWN_SYSTEM', {
      system: settings.pairingSystem,
    });
  const totalRounds = state.totalRounds ?? system.roundsFor?.(state.players.length) ?? null;
  if (totalRounds !== null && round > totalRounds)
    return no('ERR_NO_ROUNDS_LEFT', {
      rounds: totalRounds,
    });
  const input = pairingInputOf({ ...state, totalRounds });
  const pairing = system.pair(input);
  if (!pairing.ok) return pairing;
  const available = new Set(input.players.filter((p) => !p.withdrawn && p.bye === null).map((p) => p.id));
  const forbidden = new Set(input.forbiddenPairs.map(([a, b]) => `${a}-${b}`));
  // a closed field (round robin) keeps a withdrawn player's boards; those games are forfeited
  const withdrawn = new Set(input.players.filter((p) => p.withdrawn).map((p) => p.id));
  const forfeiting: ReadonlySet<PlayerId> = system.closedField ? withdrawn : new Set();
  const problem = checkPairing(pairing.value, available, forbidden, forfeiting);
  if (problem) return { ok: false, error: problem };
  return ok([
    {
      type: 'RoundPaired',
      round,
      system: system.id,
      systemVersion: system.version,
      rule: system.rule,
      totalRounds,
      boards: pairing.value.boards,
      pab: pairing.value.pab,
      byes: input.players
        .filter((p) => !p.withdrawn && p.bye !== null)
        .map((p) => ({ player: p.id, kind: p.bye! })),
      rests: pairing.value.rests ?? [],
    },
    ...pairing.value.boards.flatMap((b, i): TournamentEvent[] =>
      withdrawn.has(b.white) || withdrawn.has(b.black)
        ? [
            {
              type: 'ResultRecorded',
              round,
              board: i + 1,
              white: b.white,
              black: b.black,
              result: withdrawn.has(b.white) ? (withdrawn.has(b.black) ? '-:-' : '-:+') : '+:-',
              gameStreamId: null,
            },
          ]
        : [],
    ),
  ]);
}

/** The first player the arbiter placed who was just treated as absent (ARB CI2), else null. */
function absentPlaced(pairing: RoundPairing, absent: TournamentEvent | null): PlayerId | null {
  if (absent?.type !== 'AbsenteesTreated') return null;
  const treated = new Set(absent.players);
  const placed = [
    ...pairing.boards.flatMap((b) => [b.white, b.black]),
    ...(pairing.pab === null ? [] : [pairing.pab]),
  ];
  return placed.find((id) => treated.has(id)) ?? null;
}

/** The arbiter's own pairing of the next round: checked as a system's pairing is, stored with its reason. */
function decideOverride(
  state: TournamentState,
  command: Extract<TournamentCommand, { type: 'OverridePairing' }>,
  deps: TournamentDeps,
  settings: TournamentSettings,
  absent: TournamentEvent | null,
): Result<TournamentEvent[]> {
  if (command.reason.trim() === '') return no('ERR_OVERRIDE_REASON');
  const current = state.rounds.length;
  const last = state.rounds[current - 1];
  if (last && !last.closed)
    return no('ERR_ROUND_OPEN', {
      round: last.round,
    });
  if (command.round !== current + 1)
    return no('ERR_WRONG_ROUND', {
      round: command.round,
      current: current + 1,
    });
  const system = deps.systems.get(settings.pairingSystem);
  const totalRounds = state.totalRounds ?? system?.roundsFor?.(state.players.length) ?? null;
  if (totalRounds !== null && command.round > totalRounds)
    return no('ERR_NO_ROUNDS_LEFT', {
      rounds: totalRounds,
    });
  const input = pairingInputOf({ ...state, totalRounds });
  const available = new Set(input.players.filter((p) => !p.withdrawn && p.bye === null).map((p) => p.id));
  const forbidden = new Set(input.forbiddenPairs.map(([a, b]) => `${a}-${b}`));
  const pairing = { round: command.round, boards: command.boards, pab: command.pab, byes: [] };
  const absentee = absentPlaced(pairing, absent);
  if (absentee !== null) return no('ERR_OVERRIDE_ABSENTEE', { player: absentee, round: command.round });
  const problem = checkPairing(pairing, available, forbidden, new Set());
  if (problem) return { ok: false, error: problem };
  return ok([
    {
      type: 'PairingOverridden',
      round: command.round,
      totalRounds,
      boards: command.boards.map((b) => ({ white: b.white, black: b.black })),
      pab: command.pab,
      byes: input.players
        .filter((p) => !p.withdrawn && p.bye !== null)
        .map((p) => ({ player: p.id, kind: p.bye! })),
      reason: command.reason.trim(),
    },
  ]);
}

/** Takes back the last pairing while its games have no results (a withdrawn player's forfeits aside). */
function decideUndo(state: TournamentState, round: number): Result<TournamentEvent[]> {
  const r = state.rounds.find((x) => x.round === round);
  if (!r) return no('ERR_ROUND_NOT_PAIRED', { round });
  const last = state.rounds[state.rounds.length - 1];
  if (r !== last)
    return no('ERR_NOT_LAST_ROUND', {
      round,
      last: last.round,
    });
  if (r.closed) return no('ERR_ROUND_CLOSED', { round });
  const withdrawn = new Set(state.players.filter((p) => p.withdrawn).map((p) => p.id));
  const count = r.boards.filter(
    (b) => b.result !== null && !withdrawn.has(b.white) && !withdrawn.has(b.black),
  ).length;
  if (count > 0) return no('ERR_ROUND_HAS_RESULTS', { round, count });
  return ok([{ type: 'PairingUndone', round }]);
}

/** A player's details corrected; nothing when nothing changes. The pairing number stays. */
function decideEdit(
  state: TournamentState,
  command: Extract<TournamentCommand, { type: 'EditPlayer' }>,
): Result<TournamentEvent[]> {
  const current = state.players.find((p) => p.id === command.player);
  if (!current) return no('ERR_UNKNOWN_PLAYER', { player: command.player });
  const { withdrawn: _withdrawn, ...info } = current;
  const { type: _type, player: _player, ...changes } = command;
  const next = { ...info, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
  if (next.birthYear === null) delete next.birthYear;
  if (next.fideId !== '' && state.players.some((p) => p.id !== current.id && p.fideId === next.fideId))
    return no('ERR_DUPLICATE_PLAYER', { fideId: next.fideId });
  const same = (Object.keys({ ...info, ...next }) as (keyof typeof next)[]).every((k) => next[k] === info[k]);
  return ok(same ? [] : [{ type: 'PlayerEdited', player: next }]);
}

/**
 * A game record attached to its board: nothing when this record is already there; refused when
 * the record's result disagrees with the board's; else the result recorded (no result yet) or
 * confirmed with the record linked (a correction to the same result).
 */
function decideAttachRecord(
  state: TournamentState,
  command: Extract<TournamentCommand, { type: 'AttachRecord' }>,
  deps: TournamentDeps,
): Result<TournamentEvent[]> {
  const { round, board, result, gameStreamId } = command;
  const b = state.rounds.find((x) => x.round === round)?.boards[board - 1];
  if (b && b.gameStreamId === gameStreamId) return ok([]);
  if (b && b.result !== null && b.result !== result)
    return no('ERR_RECORD_RESULT', { record: result, round, board, board_result: b.result });
  const type = b && b.result !== null ? 'CorrectResult' : 'RecordResult';
  return decideTournament(state, { type, round, board, result, gameStreamId }, deps);
}

/** Decides a command: the events it causes, or the rejection that explains why not. Never throws. */
export function decideTournament(
  state: TournamentState,
  command: TournamentCommand,
  deps: TournamentDeps,
): Result<TournamentEvent[]> {
  if (command.type === 'CreateTournament') {
    if (state.phase !== 'none') return no('ERR_TOURNAMENT_EXISTS');
    if (!deps.systems.has(command.pairingSystem))
      return no('ERR_UNKNOWN_SYSTEM', {
        system: command.pairingSystem,
      });
    const rounds = command.rounds ?? null;
    if (rounds !== null && (!Number.isInteger(rounds) || rounds < 1 || rounds > 99))
      return no('ERR_BAD_ROUNDS', { rounds });
    const points = command.pointSystem ?? STANDARD_POINTS;
    if (!(points.win > points.draw && points.draw >= points.loss)) return no('ERR_INVALID_POINT_SYSTEM');
    if (command.acceleration === 'baku') {
      const baku = bakuAcceleration([], rounds, points);
      if (!baku.ok) return baku;
      if (command.pairingSystem !== 'dutch') return no('ERR_BAKU_SYSTEM', { system: command.pairingSystem });
    }
    if (command.checkIn != null && !CHECK_IN_POLICIES.includes(command.checkIn))
      return no('ERR_CHECK_IN_POLICY', { policy: String(command.checkIn) });
    const settings: TournamentSettings = {
      name: command.name,
      game: command.game,
      ruleSet: command.ruleSet ?? null,
      ...(command.setup != null ? { setup: command.setup } : {}),
      options: command.options ?? {},
      pairingSystem: command.pairingSystem,
      rounds,
      pointSystem: points,
      tieBreaks: command.tieBreaks ?? [],
      initialColour: command.initialColour ?? null,
      allowedByes: command.allowedByes ?? REQUESTED_BYES,
      ...(command.acceleration === 'baku' ? { acceleration: 'baku' as const } : {}),
      ...(command.checkIn != null && command.checkIn !== 'off' ? { checkIn: command.checkIn } : {}),
    };
    return ok([{ type: 'TournamentCreated', settings }]);
  }
  const settings = state.settings;
  if (!settings) return no('ERR_NO_TOURNAMENT');
  if (state.phase === 'closed') return no('ERR_TOURNAMENT_CLOSED');
  const player = (id: PlayerId) => state.players.find((p) => p.id === id);
  const unknown = (id: PlayerId) => no('ERR_UNKNOWN_PLAYER', { player: id });
  switch (command.type) {
    case 'RegisterPlayer': {
      if (state.players.length >= MAX_PLAYERS)
        return no('ERR_TOO_MANY_PLAYERS', { max: MAX_PLAYERS, players: state.players.length + 1 });
      const system = deps.systems.get(settings.pairingSystem);
      if (state.rounds.length > 0 && system?.closedField)
        return no('ERR_REGISTRATION_CLOSED', {
          system: system.id,
        });
      const fideId = command.fideId ?? '';
      if (fideId !== '' && state.players.some((p) => p.fideId === fideId))
        return no('ERR_DUPLICATE_PLAYER', {
          fideId,
        });
      return ok([
        {
          type: 'PlayerRegistered',
          player: {
            id: state.players.length + 1,
            name: command.name,
            rating: command.rating ?? 0,
            fideId,
            title: command.title ?? '',
            federation: command.federation ?? '',
            ...(command.birthYear != null ? { birthYear: command.birthYear } : {}),
          },
        },
      ]);
    }
    case 'EditPlayer':
      return decideEdit(state, command);
    case 'WithdrawPlayer':
    case 'ReinstatePlayer': {
      const p = player(command.player);
      if (!p) return unknown(command.player);
      if (command.type === 'WithdrawPlayer' && p.withdrawn)
        return no('ERR_ALREADY_WITHDRAWN', {
          player: p.id,
        });
      if (command.type === 'ReinstatePlayer' && !p.withdrawn)
        return no('ERR_NOT_WITHDRAWN', { player: p.id });
      return ok([
        command.type === 'WithdrawPlayer'
          ? {
              type: 'PlayerWithdrawn',
              player: p.id,
              afterRound: state.rounds.length,
              ...(command.reason ? { reason: command.reason } : {}),
            }
          : { type: 'PlayerReinstated', player: p.id },
      ]);
    }
    case 'RequestBye': {
      const p = player(command.player);
      if (!p) return unknown(command.player);
      if (!settings.allowedByes.includes(command.kind))
        return no('ERR_BYE_NOT_ALLOWED', {
          kind: command.kind,
        });
      if (
        command.round <= state.rounds.length ||
        (state.totalRounds !== null && command.round > state.totalRounds)
      )
        return no('ERR_BYE_ROUND', {
          round: command.round,
        });
      return ok([{ type: 'ByeRequested', player: p.id, round: command.round, kind: command.kind }]);
    }
    case 'PairRound':
    case 'OverridePairing': {
      // a log written before the limit may hold more players than any pairing is proven for
      if (state.players.length > MAX_PLAYERS)
        return no('ERR_TOO_MANY_PLAYERS', { max: MAX_PLAYERS, players: state.players.length });
      // the absentees are treated first (ARB CI2), then the round is paired without them, by
      // the system or by the arbiter's hand alike
      const absent = absenteesTreated(state, command.round);
      const treated = absent ? evolveTournament(state, absent) : state;
      const paired =
        command.type === 'PairRound'
          ? decidePair(treated, command.round, deps, settings)
          : decideOverride(treated, command, deps, settings, absent);
      return paired.ok && absent ? ok([absent, ...paired.value]) : paired;
    }
    case 'CheckInPlayer':
    case 'CheckOutPlayer':
      return decideCheckIn(state, command);
    case 'UndoPairing':
      return decideUndo(state, command.round);
    case 'ProhibitPairing': {
      const missing = command.players.find((id) => !player(id));
      if (missing !== undefined) return unknown(missing);
      if (new Set(command.players).size < 2) return no('ERR_PROHIBITION_INVALID');
      const first = command.firstRound ?? null;
      const last = command.lastRound ?? null;
      if ((first !== null && first < 1) || (first !== null && last !== null && last < first))
        return no('ERR_BAD_ROUNDS', {
          rounds: `${first}-${last}`,
        });
      return ok([
        { type: 'PairingProhibited', players: [...command.players], firstRound: first, lastRound: last },
      ]);
    }
    case 'RecordResult':
    case 'CorrectResult': {
      const r = state.rounds.find((x) => x.round === command.round);
      if (!r)
        return no('ERR_ROUND_NOT_PAIRED', {
          round: command.round,
        });
      const b = r.boards[command.board - 1];
      if (!b || !Number.isInteger(command.board))
        return no('ERR_UNKNOWN_BOARD', {
          round: r.round,
          board: command.board,
        });
      if (command.type === 'RecordResult') {
        if (b.result !== null)
          return no('ERR_RESULT_EXISTS', {
            round: r.round,
            board: command.board,
          });
        if (r.closed)
          return no('ERR_ROUND_CLOSED', {
            round: r.round,
          });
      } else if (b.result === null)
        return no('ERR_NO_RESULT', {
          round: r.round,
          board: command.board,
        });
      else if (command.reason !== undefined && command.reason.trim() === '')
        return no('ERR_CORRECTION_REASON');
      return ok([
        {
          type: command.type === 'RecordResult' ? 'ResultRecorded' : 'ResultCorrected',
          round: r.round,
          board: command.board,
          white: b.white,
          black: b.black,
          result: command.result,
          gameStreamId: command.gameStreamId ?? null,
          ...(command.type === 'CorrectResult' && command.reason !== undefined
            ? { reason: command.reason.trim() }
            : {}),
        },
      ]);
    }
    case 'AttachRecord':
      return decideAttachRecord(state, command, deps);
    case 'CloseRound': {
      const r = state.rounds.find((x) => x.round === command.round);
      if (!r)
        return no('ERR_ROUND_NOT_PAIRED', {
          round: command.round,
        });
      if (r.closed) return no('ERR_ROUND_CLOSED', { round: r.round });
      const missing = r.boards.filter((b) => b.result === null).length;
      if (missing > 0)
        return no('ERR_RESULTS_MISSING', {
          round: r.round,
          missing,
        });
      return ok([{ type: 'RoundClosed', round: r.round }]);
    }
    case 'CloseTournament':
      if (state.rounds.some((r) => !r.closed)) return no('ERR_TOURNAMENT_NOT_FINISHED');
      return ok([{ type: 'TournamentClosed' }]);
    case 'EditPairing':
      return decideEditPairing(state, command, deps);
    case 'RenumberPlayers':
      return decideRenumber(state);
  }
}
