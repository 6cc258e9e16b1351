/**
 * Three rounds of the C16 scenario's tournament (features/tournament/dutch-pairing.feature),
 * twelve players paired by the reference engine: the file the judge and check tests read.
 */
export const C16_THREE_ROUNDS = `012 Generated Swiss, seed 31611
142 5
152 B
001    1      Player 0001                       2697                             1.0          7 b =     4 w =     3 b 0
001    2      Player 0002                       2638                             3.0          8 w 1     3 b 1     4 w 1
001    3      Player 0003                       2521                             2.0          9 b 1     2 w 0     1 w 1
001    4      Player 0004                       2394                             1.5         10 w 1     1 b =     2 b 0
001    5      Player 0005                       2327                             2.5         11 b =     6 w 1     7 b 1
001    6      Player 0006                       2325                             1.0         12 w =     5 b 0     8 w =
001    7      Player 0007                       2301                             1.5          1 w =    12 b 1     5 w 0
001    8      Player 0008                       2170                             1.5          2 b 0    11 w 1     6 b =
001    9      Player 0009                       2113                             1.0          3 w 0    10 b =    12 w =
001   10      Player 0010                       1470                             1.5          4 b 0     9 w =    11 b 1
001   11      Player 0011                       1465                             0.5          5 w =     8 b 0    10 w 0
001   12      Player 0012                       1312                             1.0          6 b =     7 w 0     9 b =
`;
