/**
 * `parseTrf`: reads a FIDE TRF-2026 file (and the `XXR`/`XXC`/`XXP`/`XXS` lines of pairing
 * engines) into a `TrfFile`, or refuses it with the line, column and code of the first fault.
 * Trade-off: fixed columns are read strictly (a shifted field is an error, never a guess),
 * while unknown records are kept, not refused, because other programs add their own.
 */
import type { Color } from '@arbiter/kernel';
import { ok, type Rejection, type Result } from '@arbiter/kernel';
import type { PointSystem } from './points';
import type {
  TrfAcceleration,
  TrfBye,
  TrfFile,
  TrfLine,
  TrfPlayer,
  TrfProhibition,
  TrfRoundEntry,
} from './trf-model';
import { parseAcceleration250, parseAccelerationXxa } from './trf-acceleration';
import { ROUND_RESULTS, type PlayerId, type RoundResult } from './vocabulary';
import { decimal, fault, field, TrfFault, TRF_RULES, wholeNumber } from './trf-fields';
import { oneToken, parseBye, parseColour, parsePoints, parseProhibition } from './trf-records';

export { TRF_RULES } from './trf-fields';

function parseRoundEntry(raw: string, line: number, start: number): TrfRoundEntry | null {
  const text = raw.slice(start - 1, start + 7).padEnd(8, ' ');
  if (text.trim() === '') return null;
  const opponentText = text.slice(0, 4);
  const colourChar = text[5];
  const resultChar = text[7];
  if (text[4] !== ' ' || text[6] !== ' ')
    fault(
      'ERR_TRF_ROUND_FIELD',
      TRF_RULES.player,
      line,
      text[4] !== ' ' ? start + 4 : start + 6,
      'a round field is "OOOO C R": opponent, space, colour, space, result',
    );
  const tail = raw.slice(start + 7, start + 9);
  if (tail.trim() !== '')
    fault(
      'ERR_TRF_ROUND_FIELD',
      TRF_RULES.player,
      line,
      start + 8,
      'columns between round fields must be blank',
    );
  let opponent: PlayerId | null = null;
  if (opponentText.trim() !== '') {
    if (!/^ *\d+$/.test(opponentText))
      fault(
        'ERR_TRF_OPPONENT',
        TRF_RULES.player,
        line,
        start,
        `opponent "${opponentText.trim()}" is not a pairing number`,
      );
    const n = Number(opponentText);
    opponent = n === 0 ? null : n;
  }
  let colour: Color | null;
  const c = colourChar.toLowerCase();
  if (c === 'w') colour = 'white';
  else if (c === 'b') colour = 'black';
  else if (c === '-' || c === ' ') colour = null;
  else fault('ERR_TRF_COLOUR', TRF_RULES.player, line, start + 5, `colour "${colourChar}" is not w, b or -`);
  let result: RoundResult | null;
  const r = resultChar.toUpperCase();
  if (r === ' ') result = opponent === null ? 'Z' : null;
  else if ((ROUND_RESULTS as readonly string[]).includes(r)) result = r as RoundResult;
  else
    fault(
      'ERR_TRF_RESULT',
      TRF_RULES.player,
      line,
      start + 7,
      `result "${resultChar}" is not a TRF result code`,
    );
  if (result !== null) {
    const bye = result === 'U' || result === 'H' || result === 'F' || result === 'Z';
    const played =
      result === '1' ||
      result === '=' ||
      result === '0' ||
      result === 'W' ||
      result === 'D' ||
      result === 'L';
    if (bye && opponent !== null)
      fault(
        'ERR_TRF_BYE_WITH_OPPONENT',
        TRF_RULES.player,
        line,
        start,
        `a bye (${result}) has no opponent; write 0000`,
      );
    if (played && opponent === null)
      fault(
        'ERR_TRF_GAME_WITHOUT_OPPONENT',
        TRF_RULES.player,
        line,
        start,
        `a played game (${result}) needs an opponent`,
      );
    if (bye && colour !== null)
      fault('ERR_TRF_COLOUR', TRF_RULES.player, line, start + 5, 'a bye has no colour; write -');
    if (played && colour === null)
      fault('ERR_TRF_COLOUR', TRF_RULES.player, line, start + 5, 'a played game needs a colour, w or b');
  } else if (colour === null)
    fault('ERR_TRF_COLOUR', TRF_RULES.player, line, start + 5, 'a paired game needs a colour, w or b');
  return { opponent, colour, result };
}

const ABSENT_ENTRY: TrfRoundEntry = { opponent: null, colour: null, result: 'Z' };

function parsePlayer(raw: string, line: number): TrfPlayer & { readonly line: number } {
  const id = wholeNumber(
    field(raw, 5, 8),
    line,
    5,
    'ERR_TRF_PLAYER_NUMBER',
    TRF_RULES.player,
    'pairing number',
    1,
  );
  const ratingText = field(raw, 49, 52);
  const rating =
    ratingText.trim() === ''
      ? 0
      : wholeNumber(ratingText, line, 49, 'ERR_TRF_NUMBER', TRF_RULES.player, 'rating');
  const fideId = field(raw, 58, 68).trim();
  if (fideId !== '' && !/^\d+$/.test(fideId))
    fault('ERR_TRF_NUMBER', TRF_RULES.player, line, 58, `FIDE id "${fideId}" is not a number`);
  const pointsText = field(raw, 81, 84);
  // A score is a sum of game points: never below zero.
  const points =
    pointsText.trim() === '' ? null : decimal(pointsText, line, 81, TRF_RULES.player, 'points', 0);
  const rankText = field(raw, 86, 89);
  const rank =
    rankText.trim() === ''
      ? null
      : wholeNumber(rankText, line, 86, 'ERR_TRF_NUMBER', TRF_RULES.player, 'rank');
  if (field(raw, 90, 91).trim() !== '')
    fault('ERR_TRF_ROUND_FIELD', TRF_RULES.player, line, 90, 'round fields start at column 92');
  const entries: (TrfRoundEntry | null)[] = [];
  for (let start = 92; start <= raw.length; start += 10) entries.push(parseRoundEntry(raw, line, start));
  while (entries.length > 0 && entries[entries.length - 1] === null) entries.pop();
  return {
    line,
    id,
    sex: field(raw, 10, 10).trim(),
    title: field(raw, 11, 13).trim(),
    name: field(raw, 15, 47).trim(),
    rating,
    federation: field(raw, 54, 56).trim(),
    fideId,
    birthDate: field(raw, 70, 79).trim(),
    points,
    rank,
    rounds: entries.map((e) => e ?? ABSENT_ENTRY),
  };
}

function opposite(a: RoundResult, b: RoundResult): boolean {
  const pairs: Record<string, string> = {
    '1': '0',
    '0': '1',
    '=': '=',
    W: 'L',
    L: 'W',
    D: 'D',
    '+': '-',
    '-': '+',
  };
  return pairs[a] === b || (a === '-' && b === '-');
}

function checkConsistency(
  players: readonly (TrfPlayer & { line: number })[],
  byes: readonly (TrfBye & { line: number })[],
  prohibitions: readonly (TrfProhibition & { line: number })[],
): void {
  const byId = new Map(players.map((p) => [p.id, p]));
  const pab = new Map<number, number>();
  for (const p of players) {
    p.rounds.forEach((e, i) => {
      const column = 92 + 10 * i;
      if (e.result === 'U') {
        if (pab.has(i))
          fault(
            'ERR_TRF_PAB_TWICE',
            'FIDE C.04.1 c',
            p.line,
            column + 7,
            `round ${i + 1} has a second pairing-allocated bye`,
          );
        pab.set(i, p.id);
      }
      if (e.opponent === null) return;
      const o = byId.get(e.opponent);
      if (!o)
        fault(
          'ERR_TRF_UNKNOWN_OPPONENT',
          TRF_RULES.player,
          p.line,
          column,
          `opponent ${e.opponent} has no player record`,
        );
      if (o.id === p.id)
        fault('ERR_TRF_UNKNOWN_OPPONENT', TRF_RULES.player, p.line, column, 'a player cannot meet himself');
      const back = o.rounds[i];
      if (!back || back.opponent !== p.id)
        fault(
          'ERR_TRF_ASYMMETRIC_PAIRING',
          TRF_RULES.player,
          p.line,
          column,
          `player ${o.id} does not name ${p.id} as opponent in round ${i + 1}`,
        );
      if (e.colour !== null && back.colour !== null && e.colour === back.colour)
        fault(
          'ERR_TRF_ASYMMETRIC_PAIRING',
          TRF_RULES.player,
          p.line,
          column + 5,
          `both players have ${e.colour} in round ${i + 1}`,
        );
      if (
        (e.result === null) !== (back.result === null) ||
        (e.result !== null && back.result !== null && !opposite(e.result, back.result))
      )
        fault(
          'ERR_TRF_RESULT_MISMATCH',
          TRF_RULES.player,
          p.line,
          column + 7,
          `results ${e.result ?? 'blank'} and ${back.result ?? 'blank'} of players ${p.id} and ${o.id} in round ${i + 1} do not match`,
        );
    });
  }
  for (const b of byes)
    for (const id of b.players) {
      const p = byId.get(id);
      if (!p)
        fault('ERR_TRF_UNKNOWN_OPPONENT', TRF_RULES.bye, b.line, 11, `player ${id} has no player record`);
      const e = p.rounds[b.round - 1];
      const letter = b.kind === 'half' ? 'H' : b.kind === 'full' ? 'F' : 'Z';
      if (e && (e.opponent !== null || e.result !== letter))
        fault(
          'ERR_TRF_BYE_CONFLICT',
          TRF_RULES.bye,
          b.line,
          7,
          `player ${id} has another entry in round ${b.round}`,
        );
    }
  for (const x of prohibitions)
    for (const id of x.players)
      if (!byId.has(id))
        fault(
          'ERR_TRF_UNKNOWN_OPPONENT',
          TRF_RULES.prohibited,
          x.line,
          5,
          `player ${id} has no player record`,
        );
}

/** Both pairing numbers that bound an acceleration's range have a player record. */
function checkAccelerations(
  players: readonly TrfPlayer[],
  accelerations: readonly (TrfAcceleration & { line: number })[],
): void {
  const byId = new Set(players.map((p) => p.id));
  for (const a of accelerations)
    for (const id of [a.firstPlayer, a.lastPlayer])
      if (!byId.has(id))
        fault(
          'ERR_TRF_ACCELERATION_RECORD',
          TRF_RULES.acceleration,
          a.line,
          a.firstPlayer === a.lastPlayer ? 5 : id === a.firstPlayer ? 23 : 28,
          `player ${id} has no player record`,
        );
}

function strip<T extends { line: number }>(x: T): Omit<T, 'line'> {
  const { line: _line, ...rest } = x;
  return rest;
}

/** A UTF-8 byte order mark, which some editors put at the start of a file: read and ignored. */
const BOM = '\uFEFF';

function parse(text: string): TrfFile {
  const lines = (text.startsWith(BOM) ? text.slice(1) : text).split(/\r\n|\r|\n/);
  const headers: TrfLine[] = [];
  const players: (TrfPlayer & { line: number })[] = [];
  const byes: (TrfBye & { line: number })[] = [];
  const prohibitions: (TrfProhibition & { line: number })[] = [];
  const accelerations: (TrfAcceleration & { line: number })[] = [];
  let totalRounds: { value: number; tag: string; line: number } | null = null;
  let initialColour: { value: Color; tag: string; line: number } | null = null;
  let points: { value: PointSystem; line: number } | null = null;
  const seen = new Set<number>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    // eslint-disable-next-line no-control-regex
    const bad = /[\u0000-\u0008\u000b-\u001f\u007f]/.exec(raw);
    if (bad) fault('ERR_TRF_CHARACTER', 'ARB', line, bad.index + 1, 'control character in a line');
    const tag = raw.slice(0, 3);
    if (raw.length > 3 && raw[3] !== ' ' && tag !== '###')
      fault('ERR_TRF_RECORD', 'ARB', line, 4, 'a record tag is three characters followed by a space');
    switch (tag) {
      case '001': {
        const p = parsePlayer(raw, line);
        if (seen.has(p.id))
          fault(
            'ERR_TRF_DUPLICATE_PLAYER',
            TRF_RULES.player,
            line,
            5,
            `pairing number ${p.id} appears twice`,
          );
        seen.add(p.id);
        players.push(p);
        return;
      }
      case '142':
      case 'XXR': {
        const t = oneToken(raw, line, 'ERR_TRF_TOTAL_ROUNDS', TRF_RULES.rounds, 'the number of rounds');
        const n = wholeNumber(
          t.text,
          line,
          t.column,
          'ERR_TRF_TOTAL_ROUNDS',
          TRF_RULES.rounds,
          'number of rounds',
          1,
          999,
        );
        if (totalRounds && totalRounds.value !== n)
          fault(
            'ERR_TRF_CONFLICT',
            TRF_RULES.rounds,
            line,
            t.column,
            `${tag} says ${n} rounds, line ${totalRounds.line} said ${totalRounds.value}`,
          );
        totalRounds = { value: n, tag, line };
        return;
      }
      case '152':
      case 'XXC': {
        const t = oneToken(raw, line, 'ERR_TRF_INITIAL_COLOUR', TRF_RULES.colour, 'the initial colour');
        const c = parseColour(t, line);
        if (initialColour && initialColour.value !== c)
          fault(
            'ERR_TRF_CONFLICT',
            TRF_RULES.colour,
            line,
            t.column,
            `${tag} says ${c}, line ${initialColour.line} said ${initialColour.value}`,
          );
        initialColour = { value: c, tag, line };
        return;
      }
      case '162':
      case 'XXS': {
        const value = parsePoints(raw, line, tag === 'XXS');
        if (points && JSON.stringify(points.value) !== JSON.stringify(value))
          fault(
            'ERR_TRF_CONFLICT',
            TRF_RULES.points,
            line,
            5,
            `the point system differs from line ${points.line}`,
          );
        points = { value, line };
        return;
      }
      case '240':
        byes.push({ ...parseBye(raw, line), line });
        return;
      case '250':
        accelerations.push({ ...parseAcceleration250(raw, line), line });
        return;
      case 'XXA':
        for (const a of parseAccelerationXxa(raw, line)) accelerations.push({ ...a, line });
        return;
      case '260':
      case 'XXP':
        prohibitions.push({ ...parseProhibition(raw, line, tag === 'XXP'), line });
        return;
      default:
        headers.push({ tag, text: (tag === '###' ? raw.slice(3) : raw.slice(4)).trimEnd() });
    }
  });
  if (players.length === 0)
    fault('ERR_TRF_NO_PLAYERS', TRF_RULES.player, lines.length, 1, 'the file has no player record (001)');
  checkConsistency(players, byes, prohibitions);
  checkAccelerations(players, accelerations);
  const t = totalRounds as { value: number } | null;
  const c = initialColour as { value: Color } | null;
  const pts = points as { value: PointSystem } | null;
  return {
    headers,
    players: players.map(strip),
    totalRounds: t?.value ?? null,
    initialColour: c?.value ?? null,
    pointSystem: pts?.value ?? null,
    byes: byes.map(strip),
    prohibitions: prohibitions.map(strip),
    ...(accelerations.length > 0 ? { accelerations: accelerations.map(strip) } : {}),
  };
}

/**
 * Reads a TRF file. Any malformed line refuses the whole file with `ERR_TRF_*`, the rule of the
 * record, and `line`/`column` parameters; nothing is half-imported. Never throws.
 */
export function parseTrf(text: string): Result<TrfFile> {
  try {
    return ok(parse(text));
  } catch (e) {
    if (e instanceof TrfFault) return e.toResult();
    const r: Rejection = { code: 'ERR_TRF_RECORD', rule: 'ARB', message: `Unreadable file: ${String(e)}.` };
    return { ok: false, error: r };
  }
}
