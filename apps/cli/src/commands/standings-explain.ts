/**
 * `arbiter standings FILE.trf --explain PLAYER`: every tie-break of one player shown as a sum,
 * round by round (what each round adds and why, what the cut removed, the total), in the
 * language of the run. The numbers are the package's breakdown (`explainTieBreaks`), whose totals
 * are the standings' values.
 */
import { tieBreakName } from '@arbiter/tournament';
import type { BreakdownRound, PlayerBreakdown, TieBreakBreakdown } from '@arbiter/tournament';
import { text } from '../messages';
import { colourLetter, currentLocale, localNumber, plural } from '../locale';

/** A number as a score is written: one decimal, two when a quarter point needs them. */
/** Why a round is not part of the tie-break, as the text key that says it. */
const NOT_COUNTED = {
  'no-rated-game': 'breakdown.noRatedGame',
  'outside-group': 'breakdown.outsideGroup',
  'not-played': 'breakdown.notPlayed',
} as const;

function score(x: number): string {
  return localNumber(Number.isInteger(x * 2) ? x.toFixed(1) : x.toFixed(2));
}

/** A value with the tie-break's precision, as text output writes numbers. */
function fixed(x: number, precision: number): string {
  return localNumber(precision === 0 ? String(x) : x.toFixed(precision));
}

function how(b: TieBreakBreakdown, r: BreakdownRound): string {
  const x = r.basis;
  const weighted = (value: string, weight: number | null) =>
    weight === null ? value : text('breakdown.weight', { value, weight: score(weight) });
  switch (x.kind) {
    case 'points':
      return text('breakdown.points');
    case 'opponent':
      return weighted(
        x.adjusted === x.score
          ? text('breakdown.opponent', { score: score(x.score) })
          : text('breakdown.opponentAdjusted', {
              score: score(x.score),
              adjusted: score(x.adjusted),
              last: x.lastRound,
            }),
        x.weight,
      );
    case 'virtual-opponent':
      return weighted(
        text('breakdown.virtual', {
          own: score(x.ownScore),
          cap: score(x.cap),
          capBy: text(x.capBy === 'half-maximum' ? 'breakdown.capHalf' : 'breakdown.capScheduled'),
        }),
        x.weight,
      );
    case 'running-score':
      return text('breakdown.running');
    case 'count':
      return text(x.counts ? 'breakdown.counts' : 'breakdown.countsNot');
    case 'koya':
      return x.opponentScore === null
        ? text('breakdown.koyaNone')
        : text(x.counts ? 'breakdown.koyaYes' : 'breakdown.koyaNo', {
            score: score(x.opponentScore),
            threshold: score(x.threshold),
          });
    case 'rating':
      return text('breakdown.rating', { score: score(x.score) });
    case 'encounter':
      return text('breakdown.encounter');
    case 'not-counted':
      return text(NOT_COUNTED[x.reason]);
  }
  return b.code;
}

function cutNote(b: TieBreakBreakdown, r: BreakdownRound): string {
  if (r.cut === 'high') return text('breakdown.cutHigh');
  if (r.cut !== 'low') return '';
  if (b.base === 'PS') return text('breakdown.cutFirst', { n: b.cutLow });
  return text(r.voluntarilyUnplayed ? 'breakdown.cutVoluntary' : 'breakdown.cutLow');
}

/** The result as the TRF writes it, with the colour of a game as its letter (`1 w`, `= b`, `H`). */
function resultCell(r: BreakdownRound): string {
  return r.colour === null ? r.result : `${r.result} ${colourLetter(r.colour)}`;
}

function totalLine(b: TieBreakBreakdown): string {
  const value = localNumber(b.shown);
  const t = b.total;
  switch (t.kind) {
    case 'sum':
      return t.removed === 0
        ? text('breakdown.sumPlain', { value })
        : text('breakdown.sum', {
            before: fixed(t.before, b.precision),
            removed: fixed(t.removed, b.precision),
            value,
          });
    case 'average': {
      const line =
        t.counted === 0
          ? text('breakdown.averageNone', { value })
          : text('breakdown.average', { counted: t.counted, sum: localNumber(t.sum), value });
      return t.cutsUsedByUnplayed > 0
        ? `${line}; ${text('breakdown.averageCuts', { used: t.cutsUsedByUnplayed, cuts: b.cutLow + b.cutHigh })}`
        : line;
    }
    case 'performance':
      return t.games === 0
        ? text('breakdown.averageNone', { value })
        : text('breakdown.performance', {
            average: localNumber(t.average),
            dp: localNumber(t.dp),
            score: score(t.score),
            games: t.games,
            p: localNumber(t.p.toFixed(2)),
            value,
          });
    case 'position':
      if (t.group.length < 2) return text('breakdown.alone');
      return text(b.value === 0 ? 'breakdown.notSeparated' : 'breakdown.position', {
        value,
        group: t.group.join(', '),
      });
  }
}

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((cells) =>
    cells
      .map((cell, c) => (c >= 4 ? cell : cell.padStart(widths[c])))
      .join('  ')
      .trimEnd(),
  );
}

/** The breakdown as text: a heading, then per tie-break one line per round and its total. */
export function breakdownText(explained: PlayerBreakdown): string {
  const out = [
    text('breakdown.player', {
      id: explained.player.id,
      name: explained.player.name,
      rank: explained.rank,
      points: score(explained.points),
      rounds: `${explained.rounds} ${
        currentLocale() === 'cs'
          ? plural(explained.rounds, { one: 'kole', other: 'kolech' })
          : plural(explained.rounds, { one: 'round', other: 'rounds' })
      }`,
    }),
  ];
  for (const b of explained.tieBreaks) {
    out.push(
      '',
      text('breakdown.tieBreak', { code: b.code, name: tieBreakName(b.code, currentLocale()), rule: b.rule }),
    );
    const rows = [
      text('breakdown.head').split('|'),
      ...b.rounds.map((r) => [
        String(r.round),
        r.opponent === null ? '-' : String(r.opponent),
        resultCell(r),
        r.value === null ? '-' : fixed(r.value, b.precision),
        [how(b, r), cutNote(b, r)].filter(Boolean).join('; '),
      ]),
    ];
    out.push(...table(rows).map((line) => `  ${line}`), `  ${totalLine(b)}`);
  }
  return out.join('\n') + '\n';
}
