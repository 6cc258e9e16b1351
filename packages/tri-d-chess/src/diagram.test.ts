import { describe, expect, it } from 'vitest';
import { parseDiagram, renderBoard } from './diagram';
import { makeBoard } from './position';
import { agreementPositions, boardOf } from './testing/positions';

describe('diagrams, one per level', () => {
  it('read back to the same pieces and boards they were drawn from', () => {
    for (const position of agreementPositions()) {
      const board = boardOf(position);
      const drawn = renderBoard(board);
      const back = parseDiagram(drawn);
      expect(back.ok).toBe(true);
      if (!back.ok) continue;
      const [pieces, boards, ...rest] = makeBoard(board).split(' ');
      const again = boardOf(`${back.value.pieces} ${back.value.boards} ${rest.join(' ')}`);
      expect(makeBoard(again).split(' ').slice(0, 2)).toEqual([pieces, boards]);
    }
  });

  it('draws the initial position top level first, ending with the side to move', () => {
    const lines = renderBoard(boardOf(agreementPositions()[0])).split('\n');
    expect(lines[0]).toBe('QL6 black');
    expect(lines.at(-1)).toBe('white to move');
    expect(lines).toContain('W');
  });

  it('refuses a rank with the wrong number of cells and a pin without an owner', () => {
    expect(parseDiagram('W\n1 . . .').ok).toBe(false);
    expect(parseDiagram('QL1\n1 . .').ok).toBe(false);
  });
});
