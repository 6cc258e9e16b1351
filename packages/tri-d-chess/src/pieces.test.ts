import { describe, expect, it } from 'vitest';
import { BLACK, ROLES, codeColor, codeRole, colorIndex, pieceCode, roleCode, roleOfLetter } from './pieces';

describe('piece codes: role in the low three bits, colour in the BLACK bit', () => {
  it('every role of either colour reads back as itself', () => {
    for (const role of ROLES)
      for (const color of ['white', 'black'] as const) {
        const code = pieceCode(role, color);
        expect([codeRole(code), codeColor(code)]).toEqual([role, color]);
      }
    expect([pieceCode('knight', 'white'), pieceCode('knight', 'black')]).toEqual([
      roleCode('knight'),
      roleCode('knight') + BLACK,
    ]);
  });

  it('colours are indexed White 0, Black 1 (the side to move of the engine)', () => {
    expect([colorIndex('white'), colorIndex('black')]).toEqual([0, 1]);
  });

  it('E5 letters and the national bishop letters of E6 name roles; other letters none', () => {
    expect(['K', 'Q', 'R', 'B', 'N', 'P', 'F', 'L'].map(roleOfLetter)).toEqual([
      'king',
      'queen',
      'rook',
      'bishop',
      'knight',
      'pawn',
      'bishop',
      'bishop',
    ]);
    expect(roleOfLetter('X')).toBeNull();
  });
});
