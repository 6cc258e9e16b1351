import { describe, expect, it } from 'vitest';
import { parseOptionList, resolveOptions, unwrap } from '@arbiter/kernel';
import samples from '../generated/samples.json';
import scenarios from '../generated/scenarios.json';
import { findGame, gameOf, GAME_IDS, judgeMove, messageOf } from './games';
import { gherkinSkeleton } from './gherkin';
import { load, recordPlies } from './position-source';
import { readingsOf } from './readings';
import { ruleHref } from './rule-link';
import { parseSearch } from './url-state';

const triD = gameOf('tri-d-chess');
const drk = gameOf('drakoburg');
const defaults = (g = triD) => unwrap(resolveOptions(g.rules.options, {}));

describe('the workbench logic', () => {
  it("steps Meder's sample game to ply 20 and refuses the overfull king's board with TR 3.6", () => {
    expect(recordPlies(samples.meder.record)).toHaveLength(33);
    const at20 = unwrap(load(triD, '', defaults(), samples.meder.record, 20));
    expect(at20.ply).toBe(20);
    const v = judgeMove(triD, at20.position, 'KL1-KL3');
    expect(v).toMatchObject({ legal: false, code: 'ERR_BOARD_OVERFULL', rule: 'TR 3.6' });
    expect(messageOf(triD, v.rejection!, 'cs')).toMatch(/desk/);
    expect(ruleHref('TR 3.6', 'en')).toBe('/docs/tri-d-chess/rules#tr-3-6');
    expect(ruleHref('TR 3.6', 'cs')).toBe('/cs/docs/tri-d-chess/rules#tr-3-6');
  });

  it('takes its games from the registry and refuses an unknown id instead of answering Tri-D', () => {
    expect(GAME_IDS).toEqual(['tri-d-chess', 'drakoburg']);
    expect(findGame('tri-d')).toMatchObject({ ok: true, value: { id: 'tri-d-chess' } });
    expect(findGame(undefined)).toMatchObject({ ok: true, value: { id: 'tri-d-chess' } });
    const chess = findGame('chess');
    expect(chess).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_GAME', params: { game: 'chess' } },
    });
    if (!chess.ok) expect(messageOf(triD, chess.error, 'cs')).toContain('Neznámá hra „chess“');
  });

  it('reads a record with the kernel’s parser: a malformed one is refused, not guessed at', () => {
    expect(load(triD, '', defaults(), '[Event "unclosed', 1)).toMatchObject({
      ok: false,
      error: { code: expect.stringMatching(/^ERR_RECORD_/) },
    });
  });

  it('says at which ply a record stops being legal', () => {
    const r = load(triD, '', defaults(), '1. b4N b5B 2. Qz9W', 9);
    expect(r).toMatchObject({ ok: false, error: { ply: 3 } });
  });

  it('lights the legal moves from a square exactly as the engine lists them', () => {
    const p = unwrap(load(triD, '', defaults(), '', 0)).position;
    const offered = triD.offered(p);
    expect(offered).toHaveLength(triD.rules.legalMoves(p).length);
    expect(
      offered
        .filter((m) => m.from === 'b2W')
        .map((m) => m.to)
        .sort(),
    ).toEqual(['b3N', 'b3W', 'b4N', 'b4W']);
    const d = unwrap(load(drk, '', defaults(drk), '', 0)).position;
    expect(drk.offered(d)).toHaveLength(drk.rules.legalMoves(d).length);
  });

  const EMPTY_BOARD = 'Kc1W,kd9KL6 QL3:w,KL1:w,QL6:b,KL6:b w - - 0 10';

  it('judges a move under every value of every option and says which options change the verdict', () => {
    const options = defaults();
    const p = unwrap(triD.rules.parsePosition(EMPTY_BOARD, options));
    const readings = readingsOf(triD, p, options, 'QL3-QL5');
    expect(readings).toHaveLength(triD.rules.options.length);
    const va1 = readings.find((r) => r.option.id === 'v-a1')!;
    expect(va1.matters).toBe(true);
    expect(va1.readings.find((r) => r.value === 'off')!.verdict).toMatchObject({ legal: true });
    expect(va1.readings.find((r) => r.value === 'on')!.verdict).toMatchObject({ legal: false, rule: 'V.A1' });
    expect(readings.find((r) => r.option.id === 'touch-move')!.matters).toBe(false);
    // A scenario of the spec opens with its own options and move.
    const s = scenarios.find((x) => x.name.startsWith('board-direction by-rank-controller'))!;
    expect(s).toMatchObject({
      game: 'tri-d-chess',
      move: 'QL3-QL1',
      options: { 'board-direction': 'by-rank-controller' },
    });
  });

  it('writes a Gherkin skeleton the spec steps read, tagged with the deciding rule', () => {
    const options = unwrap(resolveOptions(triD.rules.options, unwrap(parseOptionList('v-a1=on'))));
    const p = unwrap(triD.rules.parsePosition(EMPTY_BOARD, options));
    const verdict = judgeMove(triD, p, 'QL3-QL5');
    const text = gherkinSkeleton(triD, triD.rules.options, options, EMPTY_BOARD, 'QL3-QL5', verdict);
    expect(text).toContain('  @V.A1\n');
    expect(text).toContain('Given the rule option "v-a1" is "on"');
    expect(text).toContain(`And the Tri-D position "${EMPTY_BOARD}"`);
    expect(text).toContain(`Then the Tri-D move "QL3-QL5" is refused with ${verdict.code} citing "V.A1"`);
    const legal = gherkinSkeleton(
      triD,
      triD.rules.options,
      defaults(),
      EMPTY_BOARD,
      'QL3-QL5',
      judgeMove(triD, unwrap(triD.rules.parsePosition(EMPTY_BOARD, defaults())), 'QL3-QL5'),
    );
    expect(legal.startsWith('  @TR-3.6\n')).toBe(true);
    expect(legal).toContain('Then the Tri-D move "QL3-QL5" is legal');
  });

  it('keeps only well-formed values from the URL; a game id is kept for the registry to judge', () => {
    expect(parseSearch({ game: 'chess', ply: '-3', opts: 'a=b;drop', sel: '<x>', move: 'b2W-b4N' })).toEqual({
      game: 'chess',
      move: 'b2W-b4N',
    });
    expect(parseSearch({ game: '<script>' })).toEqual({});
    expect(parseSearch({ game: 'drakoburg', ply: '7', opts: 'sequix=once-per-castle' })).toEqual({
      game: 'drakoburg',
      ply: 7,
      opts: 'sequix=once-per-castle',
    });
  });
});
