@tournament @FIDE-C.04.3
Feature: FIDE Dutch system (C.04.3, rules applied from 1 February 2026)
  Players are paired bracket by bracket from the top score down. Each bracket takes the best
  pairing by the absolute criteria C1-C3, completion C4, the PAB criterion C5 and the quality
  criteria C6-C21 in that order; among equally good pairings the first in the Dutch order
  (S2 transpositions, then S1/S2 exchanges) wins, and the colour allocation rules give colours.
  The reference is bbpPairings v6.0.0, a FIDE-endorsed engine: its answers are the fixtures.

  Rule: FIDE C.04.3: the same boards and colours as the endorsed engine

    Scenario Outline: <case>
      Given the tournament file "pairing/<case>/input.trf" of the fixtures
      When the next round is paired by the Dutch system
      Then the pairing is the one in "pairing/<case>/expected.pairs" of the fixtures

      Examples:
        | case                     |
        | 01-round1-white1         |
        | 02-round1-black1-odd     |
        | 03-pab-already           |
        | 04-forfeit-rematch       |
        | 05-byes-absent           |
        | 06-last-round-topscorers |
        | 07-colour-c3             |
        | 08-colour-c3-final       |
        | 09-forbidden-xxp         |
        | 10-size60                |
        | 11-bbp-c5                |
        | 12-bbp-c9                |

  @FIDE-C.04.3-C1 @FIDE-C.04.3-C12
  Rule: FIDE C.04.3 C1: no second meeting; C12: colour preferences before the order of S2

    Scenario: All drew in round 1: 1-3 may not meet again, and 1-2, 3-4 give everyone their colour
      Given the tournament file:
        """
        001    1      Alpha                             2400                             0.5          3 w =
        001    2      Bravo                             2300                             0.5          4 b =
        001    3      Charlie                           2200                             0.5          1 b =
        001    4      Delta                             2100                             0.5          2 w =
        XXR 3
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        2
        2 1
        3 4
        """

  @FIDE-C.04.3-C6 @FIDE-C.04.3-C1
  Rule: FIDE C.04.3 C6: as many pairs as the bracket allows; players without one float down

    Scenario: 3 and 4 (0.5) already met: both float down and meet the two 0-point players in order
      Given the tournament file:
        """
        001    1      Alpha                             2400                             1.0          5 w 1
        001    2      Bravo                             2300                             1.0          6 b 1
        001    3      Charlie                           2200                             0.5          4 w =
        001    4      Delta                             2100                             0.5          3 b =
        001    5      Echo                              2000                             0.0          1 b 0
        001    6      Foxtrot                           1900                             0.0          2 w 0
        XXR 3
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        3
        2 1
        5 3
        4 6
        """

  @FIDE-C.04.3-C7
  Rule: FIDE C.04.3 C7: the bracket's score differences as small as possible, a downfloater's counted from one point below its lowest score
    The bracket's lowest score here is 1, not 0, so the point below it is 0: a 1-point player
    who floats on counts a difference of 1, a 1.5-point player who floats on 1.5.

    Scenario: 2 (1.5) moves down to the 1-point bracket and is paired there: differences 0.5 and 1 beat 1.5
      Given the tournament file:
        """
        012 Generated Swiss, seed 600006
        142 6
        152 B
        001    1      Player 0001                       2326                             1.0          4 b =     2 w =
        001    2      Player 0002                       2255                             1.5          5 w 1     1 b =
        001    3      Player 0003                       2111                             1.0          6 b =     4 w =
        001    4      Player 0004                       2094                             1.0          1 w =     3 b =
        001    5      Player 0005                       2063                             1.0          2 b 0     6 w 1
        001    6      Player 0006                       1702                             0.5          3 w =     5 b 0
        XXR 6
        XXC black1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        3
        2 3
        4 5
        6 1
        """

  @FIDE-C.04.3-C4
  Rule: FIDE C.04.3 C4: a bracket is paired so that the rest of the round can still be completed

    Scenario: 1 and 2 would meet naturally, but 3 and 4 already met: both leaders float down
      Given the tournament file:
        """
        001    1      Alpha                             2400                             1.0       0000 - F
        001    2      Bravo                             2300                             1.0       0000 - F
        001    3      Charlie                           2200                             0.5          4 w =
        001    4      Delta                             2100                             0.5          3 b =
        XXR 3
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        2
        1 3
        4 2
        """

  @FIDE-C.04.3-C8
  Rule: FIDE C.04.3 C8: the downfloater is chosen so that the next bracket makes as many pairs as it can

    Scenario: Of the three leaders, 2 floats down: only 2 has not met 1, the next bracket's lone player
      Given the tournament file:
        """
        001    1      Alpha                             2400                                          4 w =     6 b =
        001    2      Bravo                             2300                                          5 b =     3 w 1
        001    3      Charlie                           2200                                          6 w 0     2 b 0
        001    4      Delta                             2100                                          1 b =     5 w 1
        001    5      Echo                              2000                                          2 w =     4 b 0
        001    6      Foxtrot                           1900                                          3 b 1     1 w =
        XXR 5
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        3
        6 4
        1 2
        5 3
        """

  @FIDE-C.04.3-C14
  Rule: FIDE C.04.3 C14: as few players as possible float down again after a downfloat in the last round

    Scenario: 1 (moved down) may meet 3 or 5; meeting 3 would send 2 down a second time, so 1 meets 5
      Given the tournament file:
        """
        001    1      Alpha                             2704                                          4 b =     2 w 1
        001    2      Bravo                             2455                                          5 w 1     1 b 0
        001    3      Charlie                           1993                                          6 b =     4 w =
        001    4      Delta                             1968                                          1 w =     3 b =
        001    5      Echo                              1893                                          2 b 0     6 w 1
        001    6      Foxtrot                           1597                                          3 w =     5 b 0
        XXR 5
        XXC black1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        3
        5 1
        2 3
        4 6
        """

  @FIDE-C.04.3-C15
  Rule: FIDE C.04.3 C15: as few players as possible float up again after an upfloat in the last round

    Scenario: 2 (moved down) may meet 3 or 4; 3 floated up last round, so 2 meets 4
      Given the tournament file:
        """
        001    1      Alpha                             2391                                          4 w 1     2 b 1     3 w 1
        001    2      Bravo                             2103                                          5 b 1     1 w 0     6 b 1
        001    3      Charlie                           1872                                          6 w 1     4 b =     1 b 0
        001    4      Delta                             1842                                          1 b 0     3 w =     5 b 1
        001    5      Echo                              1283                                          2 w 0     6 b =     4 w 0
        001    6      Foxtrot                           1228                                          3 b 0     5 w =     2 w 0
        XXR 5
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        3
        1 6
        2 4
        3 5
        """

  @FIDE-C.04.3-C10 @FIDE-C.04.3-C11 @FIDE-C.04.3-C16 @FIDE-C.04.3-C17 @FIDE-C.04.3-C18 @FIDE-C.04.3-C19 @FIDE-C.04.3-C20 @FIDE-C.04.3-C21
  Rule: FIDE C.04.3 C10, C11, C16-C21: each decides a round on its own
    Each case is the smallest generated round whose pairing changes when only that criterion is
    left out of the engine; the endorsed engine (bbpPairings) pairs it exactly as expected here.

    @FIDE-C.04.3-C10
    Scenario: C10: a topscorer is not pushed beyond a colour difference of 2
      Given the tournament file:
        """
        012 Generated Swiss, seed 30443
        142 7
        152 B
        001    1      Player 0001                       2737                             4.0          7 b =     6 w 1     5 b 1     3 b 0     9 w 1     2 w =
        001    2      Player 0002                       2699                             4.0          8 w 1     5 b =     3 w 0    10 b 1     4 w 1     1 b =
        001    3      Player 0003                       2694                             5.5          9 b 1     4 w 1     2 b 1     1 w 1     6 b =     5 w 1
        001    4      Player 0004                       2246                             3.5         10 w 1     3 b 0     7 w 1     5 w 1     2 b 0     6 w =
        001    5      Player 0005                       1994                             2.5         11 b 1     2 w =     1 w 0     4 b 0     7 w 1     3 b 0
        001    6      Player 0006                       1951                             3.5         12 w 1     1 b 0    10 w 1     9 b =     3 w =     4 b =
        001    7      Player 0007                       1545                             2.5          1 w =     8 b =     4 b 0    11 w =     5 b 0    12 w 1
        001    8      Player 0008                       1492                             3.0          2 b 0     7 w =     9 b 0    12 w 1    11 b 1    10 w =
        001    9      Player 0009                       1373                             2.5          3 w 0    12 b 1     8 w 1     6 w =     1 b 0    11 w 0
        001   10      Player 0010                       1369                             2.5          4 b 0    11 w 1     6 b 0     2 w 0    12 b 1     8 b =
        001   11      Player 0011                       1300                             2.5          5 w 0    10 b 0    12 w 1     7 b =     8 w 0     9 b 1
        001   12      Player 0012                       1290                             0.0          6 b 0     9 w 0    11 b 0     8 b 0    10 w 0     7 b 0
        XXR 7
        XXC black1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        6
        8 3
        2 6
        10 1
        11 4
        7 9
        12 5
        """

    @FIDE-C.04.3-C11
    Scenario: C11: no topscorer gets the same colour a third time running
      Given the tournament file:
        """
        012 Generated Swiss, seed 30375
        142 5
        152 B
        001    1      Player 0001                       2535                             2.5          7 b 0     9 w 1     6 b =     3 b 1
        001    2      Player 0002                       2495                             3.0          8 w 1     4 b =     5 w =     7 w 1
        001    3      Player 0003                       2433                             2.0          9 b 1     7 w 0    11 b 1     1 w 0
        001    4      Player 0004                       2328                             2.5         10 w 1     2 w =     7 b 0     5 b 1
        001    5      Player 0005                       2314                             1.5         11 b =     6 w =     2 b =     4 w 0
        001    6      Player 0006                       2306                             2.5         12 w =     5 b =     1 w =     8 b 1
        001    7      Player 0007                       2247                             3.0          1 w 1     3 b 1     4 w 1     2 b 0
        001    8      Player 0008                       2208                             1.5          2 b 0    10 w =     9 b 1     6 w 0
        001    9      Player 0009                       2071                             0.5          3 w 0     1 b 0     8 w 0    12 b =
        001   10      Player 0010                       1799                             2.5          4 b 0     8 b =    12 w 1    11 w 1
        001   11      Player 0011                       1284                             1.0          5 w =    12 b =     3 w 0    10 b 0
        001   12      Player 0012                       1207                             1.5          6 b =    11 w =    10 b 0     9 w =
        XXR 5
        XXC black1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        6
        1 2
        7 10
        4 6
        8 3
        12 5
        11 9
        """

    @FIDE-C.04.3-C16
    Scenario: C16: a player who floated down two rounds ago does not float down again
      Given the tournament file:
        """
        012 Generated Swiss, seed 31611
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
        XXR 5
        XXC black1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        6
        5 2
        8 3
        4 7
        10 6
        1 9
        12 11
        """

    @FIDE-C.04.3-C17
    Scenario: C17: a player who floated up two rounds ago does not float up again
      Given the tournament file:
        """
        012 Generated Swiss, seed 30542
        142 7
        152 W
        001    1      Player 0001                       2257                             4.5          6 w =     4 b 1     5 w 1     2 b 0     9 w 1     7 b 1
        001    2      Player 0002                       2243                             5.0          7 b =     9 w 1     3 b 1     1 w 1     4 b =     5 w 1
        001    3      Player 0003                       2024                             2.5          8 w 1     5 b =     2 w 0     6 b =    10 w =     4 w 0
        001    4      Player 0004                       1951                             4.0          9 b =     1 w 0     7 b 1     8 w 1     2 w =     3 b 1
        001    5      Player 0005                       1699                             3.0         10 w 1     3 w =     1 b 0     9 b =     6 w 1     2 b 0
        001    6      Player 0006                       1579                             2.5          1 b =     7 w 1     8 b 0     3 w =     5 b 0    10 w =
        001    7      Player 0007                       1577                             2.5          2 w =     6 b 0     4 w 0    10 b 1     8 w 1     1 w 0
        001    8      Player 0008                       1551                             2.5          3 b 0    10 w 1     6 w 1     4 b 0     7 b 0     9 w =
        001    9      Player 0009                       1546                             2.5          4 w =     2 b 0    10 b 1     5 w =     1 b 0     8 b =
        001   10      Player 0010                       1214                             1.0          5 b 0     8 b 0     9 w 0     7 w 0     3 b =     6 b =
        XXR 7
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        5
        6 2
        1 3
        10 4
        5 8
        9 7
        """

    @FIDE-C.04.3-C18
    Scenario: C18: the repeated downfloaters left to float down are the lowest-scored
      Given the tournament file:
        """
        012 Generated Swiss, seed 30649
        142 6
        152 W
        001    1      Player 0001                       2683                             3.0          5 w 1     4 b 1     3 w 1     2 b 0
        001    2      Player 0002                       2449                             3.0          6 b 1     3 w 0     8 b 1     1 w 1
        001    3      Player 0003                       2249                             3.0          7 w 1     2 b 1     1 b 0     4 w 1
        001    4      Player 0004                       1774                             1.5          8 b 1     1 w 0     6 b =     3 b 0
        001    5      Player 0005                       1691                             2.0          1 b 0     8 w 0     7 w 1     6 b 1
        001    6      Player 0006                       1606                             1.0          2 w 0     7 b =     4 w =     5 w 0
        001    7      Player 0007                       1434                             1.0          3 b 0     6 w =     5 b 0     8 w =
        001    8      Player 0008                       1434                             1.5          4 w 0     5 b 1     2 w 0     7 b =
        XXR 6
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        4
        5 3
        4 2
        1 7
        8 6
        """

    @FIDE-C.04.3-C19
    Scenario: C19: a repeated upfloater meets the lowest-scored opponent
      Given the tournament file:
        """
        012 Generated Swiss, seed 30688
        142 6
        152 B
        001    1      Player 0001                       2787                             2.0          4 b 1     2 w =     5 b =
        001    2      Player 0002                       2544                             2.5          5 w 1     1 b =     3 w 1
        001    3      Player 0003                       2487                             1.0          6 b =     4 w =     2 b 0
        001    4      Player 0004                       2386                             1.0          1 w 0     3 b =     6 w =
        001    5      Player 0005                       1690                             1.5          2 b 0     6 w 1     1 w =
        001    6      Player 0006                       1241                             1.0          3 w =     5 b 0     4 b =
        XXR 6
        XXC black1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        3
        4 2
        6 1
        3 5
        """

    @FIDE-C.04.3-C20
    Scenario: C20: as C18, for the downfloats of two rounds ago
      Given the tournament file:
        """
        012 Generated Swiss, seed 30509
        142 7
        152 W
        001    1      Player 0001                       2649                             4.0          5 w =     4 b 1     8 w 1     3 w 1     2 b =
        001    2      Player 0002                       2523                             3.0          6 b =     3 w 0     7 b 1     5 w 1     1 w =
        001    3      Player 0003                       2440                             4.0          7 w 1     2 b 1     5 w 1     1 b 0     4 w 1
        001    4      Player 0004                       2425                             1.5          8 b =     1 w 0     6 b =     7 w =     3 b 0
        001    5      Player 0005                       1884                             2.5          1 b =     6 w 1     3 b 0     2 b 0     8 w 1
        001    6      Player 0006                       1600                             2.0          2 w =     5 b 0     4 w =     8 b =     7 w =
        001    7      Player 0007                       1386                             1.5          3 b 0     8 w =     2 w 0     4 b =     6 b =
        001    8      Player 0008                       1280                             1.5          4 w =     7 b =     1 b 0     6 w =     5 b 0
        XXR 7
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        4
        6 3
        7 1
        8 2
        4 5
        """

    @FIDE-C.04.3-C21
    Scenario: C21: as C19, for the upfloats of two rounds ago
      Given the tournament file:
        """
        012 Generated Swiss, seed 31361
        142 7
        152 B
        001    1      Player 0001                       2645                             3.0          5 b 1     2 w 1     7 b =     4 w =
        001    2      Player 0002                       2609                             2.0          6 w =     1 b 0     8 w 1     3 b =
        001    3      Player 0003                       1485                             2.0          7 b =     4 w =     5 b =     2 w =
        001    4      Player 0004                       1404                             2.5          8 w =     3 b =     6 w 1     1 b =
        001    5      Player 0005                       1311                             1.5          1 w 0     8 b 1     3 w =     7 w 0
        001    6      Player 0006                       1284                             1.0          2 b =     7 w 0     4 b 0     8 w =
        001    7      Player 0007                       1281                             3.0          3 w =     6 b 1     1 w =     5 b 1
        001    8      Player 0008                       1279                             1.0          4 b =     5 w 0     2 b 0     6 b =
        XXR 7
        XXC black1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        4
        7 4
        8 1
        2 5
        6 3
        """

  @FIDE-C.04.3-C3
  Rule: FIDE C.04.3 C3: same absolute colour keeps non-topscorers apart, not topscorers in the final round

    Scenario: Leaders who both need white do not meet in round 3 of 5
      Given the tournament file "pairing/07-colour-c3/input.trf" of the fixtures
      When the next round is paired by the Dutch system
      Then the pairing is the one in "pairing/07-colour-c3/expected.pairs" of the fixtures

    Scenario: The same leaders meet when round 3 is the last (topscorers)
      Given the tournament file "pairing/08-colour-c3-final/input.trf" of the fixtures
      When the next round is paired by the Dutch system
      Then the pairing is the one in "pairing/08-colour-c3-final/expected.pairs" of the fixtures

  @FIDE-C.04.3-C2 @FIDE-C.04.3-C5 @FIDE-C.04.3-C14
  Rule: FIDE C.04.3 C2 and C5: the PAB goes to the lowest score that may have it; C14 picks the downfloater

    Scenario: Player 3 had the PAB; 2 floats down (3 floated down last round), 5 gets the PAB
      Given the tournament file:
        """
        001    1      Alpha                             2400                             1.0          4 w 1
        001    2      Bravo                             2300                             1.0          5 b 1
        001    3      Charlie                           2200                             1.0       0000 - U
        001    4      Delta                             2100                             0.0          1 b 0
        001    5      Echo                              2000                             0.0          2 w 0
        XXR 3
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        3
        3 1
        2 4
        5 0
        """

  @FIDE-C.04.3-5
  Rule: FIDE C.04.3 5: colours; equal preferences go to the higher-ranked player

    Scenario: Both leaders had white: the higher-ranked one gets his black
      Given the tournament file:
        """
        001    1      Alpha                             2400                             1.0          3 w 1
        001    2      Bravo                             2300                             1.0          4 w 1
        001    3      Charlie                           2200                             0.0          1 b 0
        001    4      Delta                             2100                             0.0          2 b 0
        XXR 3
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        2
        2 1
        3 4
        """

  @FIDE-C.04.3-4.3
  Rule: FIDE C.04.3 4.3: exchanges between S1 and S2 come in a fixed order

    Scenario: Fewest players first, then the smallest difference of the numbers, the higher S1 player first
      When the exchanges of a bracket with 4 players in S1 and 4 in S2 are listed
      Then the first exchanges are:
        """
        4 <-> 5
        4 <-> 6
        3 <-> 5
        4 <-> 7
        3 <-> 6
        2 <-> 5
        """

    Scenario: Two-player exchanges follow all sixteen one-player exchanges
      When the exchanges of a bracket with 4 players in S1 and 4 in S2 are listed
      Then the first exchanges are:
        """
        4 <-> 5
        4 <-> 6
        3 <-> 5
        4 <-> 7
        3 <-> 6
        2 <-> 5
        4 <-> 8
        3 <-> 7
        2 <-> 6
        1 <-> 5
        3 <-> 8
        2 <-> 7
        1 <-> 6
        2 <-> 8
        1 <-> 7
        1 <-> 8
        4+3 <-> 5+6
        """
      And there are 69 exchanges in all

    Scenario: Among exchanges of the same difference, the highest different number moved from S1 decides, whatever its sum
      The third key of 4.3 is the highest different number moved from S1, not the sum: 6+5+1 (sum 12)
      comes before 6+4+3 (sum 13), since 5 is higher than 4. The difference is the sum moved from S2 less
      the sum moved from S1.

      When the exchanges of a bracket with 6 players in S1 and 4 in S2 are listed
      Then the exchanges of 3 players with a difference of 12 are:
        """
        6+5+4 <-> 8+9+10
        6+5+3 <-> 7+9+10
        6+5+2 <-> 7+8+10
        6+5+1 <-> 7+8+9
        6+4+3 <-> 7+8+10
        6+4+2 <-> 7+8+9
        5+4+3 <-> 7+8+9
        """

  @FIDE-C.04.3-check
  Rule: arbiter pair --check: every round of a finished file against the Dutch pairing

    Scenario Outline: The reference engine's tournament <name> passes the check
      Given the tournament file "tiebreaks/<name>/tournament.trf" of the fixtures
      When every round of the file is checked against the Dutch system
      Then every round is the Dutch pairing

      Examples:
        | name    |
        | swiss10 |
        | swiss15 |
        | swiss30 |
        | swiss41 |
        | swiss60 |

  @FIDE-C.04.3-C5 @FIDE-C.04.3-C9
  Rule: FIDE C.04.3 C5 and C9: the PAB to the lowest score, then to the fewest unplayed rounds

    Scenario: C5 outweighs pairing the leaders together (bbpPairings' own case)
      Given the tournament file "pairing/11-bbp-c5/input.trf" of the fixtures
      When the next round is paired by the Dutch system
      Then the pairing is the one in "pairing/11-bbp-c5/expected.pairs" of the fixtures

    Scenario: C9 gives the PAB to 4, who played round 1, not to 5, who was absent
      Given the tournament file "pairing/12-bbp-c9/input.trf" of the fixtures
      When the next round is paired by the Dutch system
      Then the pairing is the one in "pairing/12-bbp-c9/expected.pairs" of the fixtures

  @FIDE-C.04.1
  Rule: FIDE C.04.1: forfeits are not games; forbidden pairs; requested byes

    Scenario: Forfeited pairs may meet again and forfeits give no colour
      Given the tournament file "pairing/04-forfeit-rematch/input.trf" of the fixtures
      When the next round is paired by the Dutch system
      Then the pairing is the one in "pairing/04-forfeit-rematch/expected.pairs" of the fixtures

    Scenario: XXP pairs are never made
      Given the tournament file "pairing/09-forbidden-xxp/input.trf" of the fixtures
      When the next round is paired by the Dutch system
      Then the pairing is the one in "pairing/09-forbidden-xxp/expected.pairs" of the fixtures

    Scenario: Half-point and zero-point byes of the round are not paired
      Given the tournament file "pairing/05-byes-absent/input.trf" of the fixtures
      When the next round is paired by the Dutch system
      Then the pairing is the one in "pairing/05-byes-absent/expected.pairs" of the fixtures
