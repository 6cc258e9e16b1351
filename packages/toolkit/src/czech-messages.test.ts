/**
 * The Czech output names no English word in its messages. Two halves:
 * - every code of every catalogue, each of its parameters filled with each word of the English
 *   vocabularies the kernel owns (the sides): the Czech text says them in Czech;
 * - the rejections the games really give for the parameters that carry words (a side, an owner,
 *   a piece, a role, a castling side, a capture mark's detail, why a game is over): their Czech
 *   text has no English word.
 * An English word is one of `ENGLISH`: the values of those vocabularies (sides, the pieces of
 * both games, the capture-mark details, the game-over reasons) and the common English words.
 */
import { describe, expect, it } from 'vitest';
import { decideText, fillMessage, resolveOptions, type GameRules, type Rejection } from '@arbiter/kernel';
import { games } from './games';
import { messageIn, ownedCatalogues } from './catalogues';

const SIDES = ['white', 'black'];
const ENGLISH = new Set(
  (
    'white black king queen rook bishop knight pawn piece lancer archer esquire turcopole man-at-arms ' +
    'the of and is are but this move moves captures capture nothing only for an written side opponent ' +
    'has no left legal stalemate marks'
  ).split(' '),
);

function englishIn(text: string): string[] {
  return (text.match(/[\p{L}-]+/gu) ?? []).filter((w) => ENGLISH.has(w.toLowerCase()));
}

describe('every code with a side in any parameter says the side in Czech', () => {
  for (const { owner, catalogue } of ownedCatalogues)
    for (const [code, entry] of Object.entries(catalogue)) {
      const names = [...entry.cs.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      if (!names.length) continue;
      it(`${owner} ${code}`, () => {
        for (const side of SIDES) {
          const text = fillMessage(entry.cs, Object.fromEntries(names.map((n) => [n, side])), 'cs');
          expect(englishIn(text), text).toEqual([]);
        }
      });
    }
});

function game(id: string): GameRules<unknown, unknown> {
  const r = games.get(id);
  if (!r.ok) throw new Error(id);
  return r.value;
}

function refusal(id: string, position: string | null, move: string, options: Record<string, string> = {}): Rejection {
  const g = game(id);
  const resolved = resolveOptions(g.options, options);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const p = position === null ? g.start(g.defaultSetup, resolved.value) : g.parsePosition(position, resolved.value);
  if (!p.ok) throw new Error(p.error.message);
  const r = decideText(g, p.value, move);
  if (r.ok) throw new Error(`${move} was accepted`);
  return r.error;
}

describe('the rejections the games give say their words in Czech', () => {
  const TRI_D_PROMOTION = 'Kb4N,Pb7B,kd6N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2';
  const DRK_OVER = 'z1s3u/ppppppp/7/7/7/PPPPPPP/Z1S3U w a7d7g7/a1d1g1 26 - 0 1';
  const cases: [string, string, string | null, string, Record<string, string>?][] = [
    ['ERR_WRONG_SIDE', 'tri-d-chess', null, 'b7B-b6B'],
    ['ERR_NO_SUCH_MOVE', 'tri-d-chess', null, 'Nxa3W'],
    ['ERR_CASTLING_FIRST_MOVE', 'tri-d-chess', null, '0-0'],
    ['ERR_PROMOTION_PIECE', 'tri-d-chess', TRI_D_PROMOTION, 'b7B-b8B=K'],
    ['ERR_CAPTURE_MARK', 'tri-d-chess', null, 'b2Wxb3W'],
    ['ERR_DRK_NOT_YOUR_PIECE', 'drakoburg', null, 'd7-d6'],
    ['ERR_DRK_PATTERN', 'drakoburg', null, 'd1-d4'],
    ['ERR_DRK_GAME_OVER', 'drakoburg', DRK_OVER, 'a2-a3'],
  ];
  for (const [code, id, position, move, options] of cases)
    it(`${id} ${move}: ${code}`, () => {
      const r = refusal(id, position, move, options);
      expect(r.code).toBe(code);
      const cs = messageIn(r, 'cs');
      expect(englishIn(cs), cs).toEqual([]);
      // The English text keeps its English words: the check is not vacuous.
      expect(englishIn(r.message).length, r.message).toBeGreaterThan(0);
    });
});
