// Every input that fuzzing found to break Tri-D, kept as a test.
import { resolveOptions, unwrap } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { triDChess } from './index';

describe('inputs fuzzing found', () => {
  it('a position without kings and with a pawn waiting to promote has legal moves, not a crash', () => {
    // Reached by random play from the 960x960 setup before its placement phase (no kings yet):
    // the safety check of an attack-board move looked up the attacks on king square -1.
    const moves =
      'c2W-c3W d7B-d5B b2W-b3W b7B-b6B c3W-c4N d8KL6-d6N c4N-c5B a7B-a6B c5B-b6B KL6-KL5 b6B-c7B d6N-d5N a2W-a4W a6B-a5N d2W-d4N d5N-d4W c7B-c8B=R d4W-d3N c8B-c5B d3N-d2W c5B-c1W d5B-d4W c1W-c5B a8QL6-a7B d4N-d5KL5 d2W-e1KL1 c5B-c3N e1KL1-e0KL1=Q d1KL1-d3N e4KL5-d3N c3N-c6N e0KL1-z0QL1 KL5-KL6=B a7B-a6N c6N-c8B z0QL1-a0QL1 c8B-c5N a5N-a4N c5N-c2W a6N-a5N c2W-b2W d3N-d2W a1QL1-a3W a0QL1-a1QL1 b2W-b1W a4N-a3N KL1-KL3 a1QL1-a0QL1 KL3-KL1 d2W-d1W';
    let p = unwrap(triDChess.start('960x960', unwrap(resolveOptions(triDChess.options))));
    for (const text of moves.split(' ')) p = triDChess.play(p, unwrap(triDChess.parseMove(p, text)).move);
    expect(() => triDChess.legalMoves(p)).not.toThrow();
  });
});
