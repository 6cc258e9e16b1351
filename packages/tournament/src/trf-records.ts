/**
 * The TRF records other than players: point system (162 / XXS), number of rounds and initial
 * colour values, byes (240), prohibited pairings (260 / XXP).
 * Trade-off: these records are read by tokens, not fixed columns, because programs align them
 * differently; every token still reports its own column.
 */
import { pointSystem, STANDARD_POINTS, type PointSystem } from './points';
import type { TrfBye, TrfProhibition } from './trf-model';
import type { Color } from '@arbiter/kernel';
import { fault, tokens, TRF_RULES, wholeNumber, type Token } from './trf-fields';

const XXS_CLASSES: Readonly<Record<string, keyof PointSystem>> = {
  W: 'win',
  WW: 'win',
  BW: 'win',
  FW: 'win',
  FPB: 'win',
  D: 'draw',
  WD: 'draw',
  BD: 'draw',
  HPB: 'draw',
  L: 'loss',
  WL: 'loss',
  BL: 'loss',
  A: 'absence',
  FL: 'absence',
  ZPB: 'absence',
  P: 'pab',
  PAB: 'pab',
  X: 'unknown',
};

/** Record 162 (`W 1.0 D 0.5 …`) or XXS (`W=1 D=0.5 …`). */
export function parsePoints(raw: string, line: number, xxs: boolean): PointSystem {
  const values: Partial<Record<keyof PointSystem, number>> = {};
  const pattern = xxs ? /^([A-Z]+)=(-?\d+(?:\.\d+)?)$/ : /^([WDLAPX])(-?\d+(?:\.\d+)?)?$/;
  const ts = tokens(raw, 4);
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i];
    const m = pattern.exec(t.text.toUpperCase());
    if (!m)
      fault(
        'ERR_TRF_POINT_SYSTEM',
        TRF_RULES.points,
        line,
        t.column,
        `cannot read "${t.text}" as a result class and its points`,
      );
    let value = m[2];
    if (value === undefined) {
      const next = ts[i + 1];
      if (!next || !/^-?\d+(\.\d+)?$/.test(next.text))
        fault('ERR_TRF_POINT_SYSTEM', TRF_RULES.points, line, t.column, `result class ${m[1]} has no points`);
      value = next.text;
      i++;
    }
    const cls = XXS_CLASSES[m[1]];
    if (!cls)
      fault('ERR_TRF_POINT_SYSTEM', TRF_RULES.points, line, t.column, `unknown result class "${m[1]}"`);
    const v = Number(value);
    if (values[cls] !== undefined && values[cls] !== v)
      fault(
        'ERR_TRF_POINT_SYSTEM',
        TRF_RULES.points,
        line,
        t.column,
        `two values for the class of "${m[1]}"`,
      );
    values[cls] = v;
  }
  if (ts.length === 0) fault('ERR_TRF_POINT_SYSTEM', TRF_RULES.points, line, 5, 'no result classes given');
  return pointSystem({
    ...values,
    win: values.win ?? STANDARD_POINTS.win,
    draw: values.draw ?? STANDARD_POINTS.draw,
  });
}

/** The single value of a record, or a fault. */
export function oneToken(raw: string, line: number, code: string, rule: string, what: string): Token {
  const ts = tokens(raw, 3);
  if (ts.length !== 1) fault(code, rule, line, ts[1]?.column ?? 5, `expected exactly one value: ${what}`);
  return ts[0];
}

/** `W`/`B` (152) or `white1`/`black1` (XXC). */
export function parseColour(t: Token, line: number): Color {
  const v = t.text.toLowerCase();
  if (v === 'w' || v === 'white' || v === 'white1') return 'white';
  if (v === 'b' || v === 'black' || v === 'black1') return 'black';
  return fault(
    'ERR_TRF_INITIAL_COLOUR',
    TRF_RULES.colour,
    line,
    t.column,
    `initial colour "${t.text}" is not W or B`,
  );
}

const BYE_KINDS = { F: 'full', H: 'half', Z: 'zero' } as const;

/** Record 240: type, round, players. */
export function parseBye(raw: string, line: number): TrfBye {
  const ts = tokens(raw, 3);
  if (ts.length < 3)
    fault(
      'ERR_TRF_BYE_RECORD',
      TRF_RULES.bye,
      line,
      ts[ts.length - 1]?.column ?? 5,
      'a bye record needs a type, a round and players',
    );
  const kind = BYE_KINDS[ts[0].text.toUpperCase() as keyof typeof BYE_KINDS];
  if (!kind)
    fault(
      'ERR_TRF_BYE_RECORD',
      TRF_RULES.bye,
      line,
      ts[0].column,
      `bye type "${ts[0].text}" is not F, H or Z`,
    );
  const round = wholeNumber(
    ts[1].text,
    line,
    ts[1].column,
    'ERR_TRF_BYE_RECORD',
    TRF_RULES.bye,
    'round',
    1,
    999,
  );
  const players = ts
    .slice(2)
    .map((t) =>
      wholeNumber(t.text, line, t.column, 'ERR_TRF_BYE_RECORD', TRF_RULES.bye, 'pairing number', 1),
    );
  return { kind, round, players };
}

/** Record 260 (rounds, then players) or XXP (players, whole event). */
export function parseProhibition(raw: string, line: number, whole: boolean): TrfProhibition {
  const ts = tokens(raw, 3);
  const rule = TRF_RULES.prohibited;
  const numbers = ts.map((t) =>
    wholeNumber(t.text, line, t.column, 'ERR_TRF_PROHIBITED_RECORD', rule, 'number', whole ? 1 : 0),
  );
  if (whole) {
    if (numbers.length < 2)
      fault('ERR_TRF_PROHIBITED_RECORD', rule, line, 5, 'a prohibited pairing names at least two players');
    return { firstRound: null, lastRound: null, players: numbers };
  }
  if (numbers.length < 4)
    fault(
      'ERR_TRF_PROHIBITED_RECORD',
      rule,
      line,
      ts[ts.length - 1]?.column ?? 5,
      'a 260 record needs first round, last round and two players',
    );
  const [firstRound, lastRound, ...players] = numbers;
  if (firstRound < 1 || lastRound < firstRound)
    fault(
      'ERR_TRF_PROHIBITED_RECORD',
      rule,
      line,
      ts[0].column,
      `rounds ${firstRound}–${lastRound} are not a range`,
    );
  if (players.some((p) => p < 1))
    fault('ERR_TRF_PROHIBITED_RECORD', rule, line, ts[2].column, 'pairing numbers start at 1');
  return { firstRound, lastRound, players };
}
