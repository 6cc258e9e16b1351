import { describe, expect, it } from 'vitest';
import { mederConfig } from '../config';
import { parseBoard, STANDARD_POSITION } from '../position';
import { rowFromNumber, STANDARD_NUMBER, STANDARD_ROW } from './chess960';
import { rowsPosition, TRYLCH_ROW, variantStart } from './setups';

const sorted = (position: string) => position.split(' ')[0].split(',').sort().join(',');

describe('variant setups as position strings', () => {
  it('the standard row written by the variants is the engine standard position', () => {
    expect(sorted(rowsPosition(STANDARD_ROW, STANDARD_ROW))).toBe(sorted(STANDARD_POSITION));
    const n = variantStart(`chess960:${STANDARD_NUMBER}`);
    expect(n?.ok && n.value.kind === 'position' && sorted(n.value.position)).toBe(sorted(STANDARD_POSITION));
  });

  it('V.P1 swaps bishops and knights: knights b1W c1W, bishops a1W d1W', () => {
    expect(TRYLCH_ROW).toEqual(['rook', 'queen', 'bishop', 'knight', 'knight', 'bishop', 'king', 'rook']);
    const start = variantStart('v-p1');
    const text = start?.ok && start.value.kind === 'position' ? start.value.position : '';
    for (const token of ['Ba1W', 'Nb1W', 'Nc1W', 'Bd1W', 'ba8B', 'nb8B', 'nc8B', 'bd8B'])
      expect(text.split(/[ ,]/)).toContain(token);
    expect(parseBoard(text, mederConfig).ok).toBe(true);
  });

  it('every 3D-Chess960 setup loads as a legal position with Black mirroring White', () => {
    for (let n = 0; n < 960; n += 7) {
      const start = variantStart(`chess960:${n}`);
      expect(start?.ok).toBe(true);
      if (!start?.ok || start.value.kind !== 'position') continue;
      expect(parseBoard(start.value.position, mederConfig).ok).toBe(true);
      const row = rowFromNumber(n);
      expect(row.ok && start.value.number === n).toBe(true);
    }
  });

  it('a seeded draw names a fixed setup', () => {
    const a = variantStart('chess960:seed:round-3-board-2');
    const b = variantStart('chess960:seed:round-3-board-2');
    expect(a).toEqual(b);
  });

  it('V.P2, V.P3, V.P4 and V.P7 are listed but refused: their diagrams are not in the text', () => {
    for (const id of ['v-p2', 'v-p3', 'v-p4', 'v-p7'])
      expect(variantStart(id)).toMatchObject({ ok: false, error: { code: 'ERR_SETUP_NOT_AVAILABLE' } });
    expect(variantStart('v-p2')).toMatchObject({ error: { rule: 'V.P2', params: { setup: 'v-p2' } } });
  });

  it('refuses a broken 3D-Chess960 name and ignores names that are not variants', () => {
    expect(variantStart('chess960:960')).toMatchObject({ ok: false, error: { code: 'ERR_CHESS960_NUMBER' } });
    expect(variantStart('chess960:x')).toMatchObject({
      ok: false,
      error: { code: 'ERR_CHESS960_NUMBER', params: { number: 'chess960:x' } },
    });
    expect(variantStart('standard')).toBeNull();
  });

  it('an empty slot of a row gives no piece', () => {
    const row = STANDARD_ROW.map((r) => (r === 'king' || r === 'rook' ? r : null));
    const white = rowsPosition(row, []).split(' ')[0].split(',');
    expect(white.filter((t) => /^[A-Z]/.test(t) && t[0] !== 'P').sort()).toEqual([
      'Kd0KL1*',
      'Re0KL1*',
      'Rz0QL1*',
    ]);
    expect(white.filter((t) => /^[a-z]/.test(t) && t[0] !== 'p')).toEqual([]);
  });
});
