/**
 * Test positions for the perft cross-check, each with what it is there to cover.
 * Castles and pawn ranks are those of the lance setup unless the string says otherwise.
 */
export interface TestPosition {
  readonly name: string;
  readonly fen: string;
  readonly options?: Readonly<Record<string, string>>;
}

const tail = (side: 'w' | 'b', used = '-') => ` ${side} a7d7g7/a1d1g1 26 ${used} 0 1`;

export const TEST_POSITIONS: readonly TestPosition[] = [
  { name: 'lance start', fen: 'z1sta1u/ppppppp/7/7/7/PPPPPPP/Z1STA1U' + tail('w') },
  { name: 'promotion-map start', fen: 'zsstaau/1ppppp1/7/7/7/1PPPPP1/ZSSTAAU' + tail('w') },
  { name: 'White promotes on every file', fen: '3t3/7/PPPPPPP/7/7/7/3T3' + tail('w') },
  { name: 'Black promotes on every file', fen: '3t3/7/7/7/ppppppp/7/3T3' + tail('b') },
  { name: 'promotions with captures', fen: 't6/pz1s1a1/PPPPPPP/7/7/7/6T' + tail('w') },
  { name: 'promotion to T beside the enemy T', fen: '7/2ptp2/3P3/7/7/7/T6' + tail('w') },
  { name: 'SEQUIX by rook onto a7 (capture)', fen: 'z2t2u/7/7/7/Z6/1PPPPP1/3T3' + tail('w') },
  { name: 'SEQUIX with a full pawn rank', fen: 'z2t2u/7/7/7/Z6/PPPPPPP/3T3' + tail('w') },
  { name: 'SEQUIX by the T itself onto d7', fen: '7/1t5/3T3/7/7/1P3P1/7' + tail('w') },
  { name: 'SEQUIX for Black onto g1 and d1', fen: '3t3/1ppp3/7/7/4s2/7/Z1T3U' + tail('b') },
  {
    name: 'SEQUIX once per castle (a7 used)',
    fen: 'z2t2u/7/7/7/Z6/1PPPPP1/3T3' + tail('w', 'a7'),
    options: { sequix: 'once-per-castle' },
  },
  { name: 'bent riders in the open', fen: '3t3/7/7/3A3/7/1U5/3T3' + tail('w') },
  { name: 'bent riders with blockers', fen: '3t3/1p1p3/2P1p2/1pA1P2/2p1U2/7/3T3' + tail('w') },
  { name: 'two T a side', fen: '1t3t1/7/7/7/7/7/1T3T1' + tail('w') },
  { name: 'fork of two T by an esquire', fen: '6t/7/7/1T3T1/3a3/7/7' + tail('w') },
  { name: 'fork of two T by a rook on a rank', fen: '6t/7/7/T3z1T/7/7/7' + tail('w') },
  { name: 'lone T in check, mated (R4(d))', fen: '6t/7/7/1p5/z6/2z4/T6' + tail('w') },
  { name: 'mated T removed, second T plays on', fen: '6t/7/7/1p2T2/z6/2z4/T6' + tail('w') },
  { name: 'mate after a removal opens a line (R4(d) repeated)', fen: '6t/7/7/7/T6/T6/T5z' + tail('w') },
  { name: 'exposed enemy T may be captured (R4(g))', fen: 'z5t/7/7/7/7/z6/T1z3T' + tail('w') },
  { name: 'stalemate of a lone T (source)', fen: '7/7/7/7/1z2s2/7/T5t' + tail('w') },
  { name: 'stalemate with a blocked lancer', fen: '6t/7/7/7/p6/P1z4/T1z4' + tail('w') },
  { name: 'T next to the enemy T', fen: '7/7/3t3/3T3/7/7/7' + tail('w') },
  {
    name: 'T next to the enemy T, chess-like',
    fen: '7/7/3t3/7/3T3/7/7' + tail('w'),
    options: { 'royal-attack': 'chess-like' },
  },
  {
    name: 'guard with pieces, chess-like',
    fen: 'z2t2u/ppp1ppp/7/3T3/7/PPP1PPP/Z5U' + tail('w'),
    options: { 'royal-attack': 'chess-like' },
  },
  {
    name: 'capture mode: T may be taken',
    fen: '3t3/7/3Z3/7/7/7/3T3' + tail('w'),
    options: { 'multi-royal': 'capture' },
  },
  {
    name: 'capture mode from the start',
    fen: 'z1sta1u/ppppppp/7/7/7/PPPPPPP/Z1STA1U' + tail('w'),
    options: { 'multi-royal': 'capture' },
  },
  { name: 'pinned archer', fen: '3t3/7/7/7/1s5/2S4/3T3' + tail('w') },
  { name: 'pinned lancer by a turcopole bend', fen: '3t3/7/7/7/5u1/3P3/3T3' + tail('w') },
  { name: 'three T against a swarm', fen: 't1z1a1u/7/7/7/7/7/T2T2T' + tail('b') },
  { name: 'middlegame', fen: 'z2t2u/pp1spp1/2p1a1p/3P3/2PA1P1/PP4P/Z2TU2' + tail('w') },
  { name: 'middlegame, Black to move', fen: 'z2t2u/pp1spp1/2p1a1p/3P3/2PA1P1/PP4P/Z2TU2' + tail('b') },
  {
    name: 'R4(g): a mate is about to open a line onto a White knight',
    fen: '6t/7/T6/4A2/7/t6/z1S3T' + tail('w'),
  },
  { name: 'R4(g): Black may take the exposed knight', fen: '6t/7/T1A4/7/7/7/z1S3T' + tail('b') },
  { name: 'R4(g): Black may take the last knight and win', fen: '6t/7/T1A4/7/7/7/z1S4' + tail('b') },
];
