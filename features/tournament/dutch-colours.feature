@tournament @FIDE-C.04.3 @FIDE-C.04.3-5
Feature: FIDE Dutch system: colour allocation between two players (C.04.3 5.2)
  Once a pair is made, its colours are settled by the first of these rules that decides:
  5.2.1 both players get the colour they prefer; 5.2.2 the stronger preference wins, and when
  both are absolute (topscorers in the final round) the wider colour difference wins; 5.2.3 the
  colours are swapped from the last round in which the two had different colours; 5.2.4 the
  higher-ranked player gets his preference; 5.2.5 the higher-ranked player gets the initial
  colour if his pairing number is odd, the other colour if it is even.
  In the 5.2 cases below the next rule down would give the other colours. Who yields also
  decides whether a pair gives a player the same colour a third time running, which C11
  counts; the C11 cases below show the pairs changing with it.

  @FIDE-C.04.3-5.2.2
  Rule: FIDE C.04.3 5.2.2: two absolute preferences for one colour: the wider colour difference wins
    Alpha and Bravo lead with 3.5 of 4 and meet in the final round; both must have black.
    One has had white twice more than black (difference +2); the other has had as many whites as
    blacks but white in both of his last two games (difference 0). Going back to the last round
    in which their colours differed (5.2.3) would give black to the other player in both cases.

    Scenario: Alpha, two whites ahead, gets black over Bravo, who had white only in his last two games
      Given the tournament file:
        """
        001    1      Alpha                             2400                             3.5          4 w 1     5 w 1     6 b =     3 w 1
        001    2      Bravo                             2300                             3.5          3 b 1     4 b 1     5 w =     6 w 1
        001    3      Charlie                           2200                             1.5          2 w 0     6 b =     4 w 1     1 b 0
        001    4      Delta                             2100                             0.5          1 b 0     2 w 0     3 b 0     5 b =
        001    5      Echo                              2000                             2.0          6 w 1     1 b 0     2 b =     4 w =
        001    6      Foxtrot                           1900                             1.0          5 b 0     3 w =     1 w =     2 b 0
        XXR 5
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        3
        2 1
        3 5
        4 6
        """

    Scenario: Bravo, two whites ahead, gets black though Alpha ranks higher
      Given the tournament file:
        """
        001    1      Alpha                             2400                             3.5          3 b 1     4 b 1     5 w =     6 w 1
        001    2      Bravo                             2300                             3.5          4 w 1     5 w 1     6 b =     3 w 1
        001    3      Charlie                           2200                             1.5          1 w 0     6 b =     4 w 1     2 b 0
        001    4      Delta                             2100                             0.5          2 b 0     1 w 0     3 b 0     5 b =
        001    5      Echo                              2000                             2.0          6 w 1     2 b 0     1 b =     4 w =
        001    6      Foxtrot                           1900                             1.0          5 b 0     3 w =     2 w =     1 b 0
        XXR 5
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        3
        1 2
        3 5
        4 6
        """

  @FIDE-C.04.3-5.2.2 @FIDE-C.04.3-5.2.3
  Rule: FIDE C.04.3 5.2.2 and 5.2.3: equal absolute differences go on to the last round the colours differed

    Scenario: Both leaders must have black, each one white ahead and white in his last two games; in round 2 Alpha had white and Bravo black, so Alpha gets black
      Given the tournament file:
        """
        001    1      Alpha                             2400                             5.0          8 b 1     3 w 1     5 b 1     7 w 1     4 w 1
        001    2      Bravo                             2350                             5.0          7 w 1     8 b 1     4 b 1     6 w 1     3 w 1
        001    3      Charlie                           2300                             1.5          6 w =     1 b 0     8 w =     5 b =     2 b 0
        001    4      Delta                             2250                             1.5          5 w =     7 b =     2 w 0     8 w =     1 b 0
        001    5      Echo                              2200                             2.0          4 b =     6 b =     1 w 0     3 w =     7 b =
        001    6      Foxtrot                           2150                             2.0          3 b =     5 w =     7 w =     2 b 0     8 b =
        001    7      Golf                              2100                             1.5          2 b 0     4 w =     6 b =     1 b 0     5 w =
        001    8      Hotel                             2050                             1.5          1 w 0     2 w 0     3 b =     4 b =     6 w =
        XXR 6
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        4
        2 1
        5 8
        6 4
        3 7
        """

  @FIDE-C.04.3-C11 @FIDE-C.04.3-5.2.2
  Rule: FIDE C.04.3 C11 and 5.2.2: a pair counts for C11 only if it gives someone a colour a third time running
    Who yields when two players want the same colour is settled by 5.2.2: the stronger preference,
    and between two absolute ones the wider colour difference, keeps the colour. C11 counts the
    pair only when the player who yields has had the other colour in each of his last two games.
    The first case is round 5 of 7, with no topscorers, where two such preferences may meet when
    one of them is not absolute (C3); in the final round two topscorers may meet with the same
    absolute preference, and C11 keeps apart the pair that would give one of them a third colour.

    Scenario: Alpha (absolute) and Charlie (strong) both want black: Alpha gets it, nobody has a colour three times, so 1-3 and 2-4 stand
      Given the tournament file:
        """
        001    1      Alpha                             2400                             3.0          5 b 1     6 b =     7 w 1     8 w =
        001    2      Bravo                             2350                             3.0          6 w =     7 b 1     8 w =     5 b 1
        001    3      Charlie                           2300                             3.0          7 w 1     8 b 1  0000 - H     6 w =
        001    4      Delta                             2250                             3.0          8 w =     5 w 1     6 b 1     7 w =
        001    5      Echo                              2200                             1.0          1 w 0     4 b 0  0000 - U     2 w 0
        001    6      Foxtrot                           2150                             1.5          2 b =     1 w =     4 w 0     3 b =
        001    7      Golf                              2100                             0.5          3 b 0     2 w 0     1 b 0     4 b =
        001    8      Hotel                             2050                             1.5          4 b =     3 w 0     2 b =     1 b =
        XXR 7
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        4
        3 1
        2 4
        8 6
        7 5
        """

    Scenario: Final round: Charlie, two whites ahead, would keep black against Alpha, who would get white a third time; Alpha meets Delta instead
      Given the tournament file:
        """
        001    1      Alpha                             2400                             3.0          9 b 1    10 b =     8 w 1     7 w =
        001    2      Bravo                             2350                             3.0          6 b =     5 w 1     7 b =     9 w 1
        001    3      Charlie                           2300                             3.0         10 w 1     6 w 1     9 b =     8 w =
        001    4      Delta                             2250                             3.0          7 w =     8 b 1    10 w 1     5 b =
        001    5      Echo                              2200                             2.0          8 w 1     2 b 0     6 b =     4 w =
        001    6      Foxtrot                           2150                             1.5          2 w =     3 b 0     5 w =    10 b =
        001    7      Golf                              2100                             2.5          4 b =     9 w 1     2 w =     1 b =
        001    8      Hotel                             2050                             0.5          5 b 0     4 w 0     1 b 0     3 b =
        001    9      India                             2000                             0.5          1 w 0     7 b 0     3 w =     2 b 0
        001   10      Juliet                            1950                             1.0          3 b 0     1 w =     4 b 0     6 w =
        XXR 5
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        5
        4 1
        2 3
        7 5
        8 6
        9 10
        """

    Scenario: Final round: Alpha, two whites ahead, would keep black against Charlie, who would get white a third time; Alpha meets Delta instead
      Given the tournament file:
        """
        001    1      Alpha                             2400                             3.0         10 w 1     8 w =     9 b 1     7 w =
        001    2      Bravo                             2350                             3.0          6 b =     9 w 1    10 b =     5 w 1
        001    3      Charlie                           2300                             3.0          8 b 1    10 b 1     7 w =     9 w =
        001    4      Delta                             2250                             3.0          9 w =     7 b 1     5 w 1     6 b =
        001    5      Echo                              2200                             1.5          7 b 1     6 w =     4 b 0     2 b 0
        001    6      Foxtrot                           2150                             2.5          2 w =     5 b =     8 b 1     4 w =
        001    7      Golf                              2100                             1.0          5 w 0     4 w 0     3 b =     1 b =
        001    8      Hotel                             2050                             1.0          3 w 0     1 b =     6 w 0    10 w =
        001    9      India                             2000                             1.0          4 b =     2 b 0     1 w 0     3 b =
        001   10      Juliet                            1950                             1.0          1 b 0     3 w 0     2 w =     8 b =
        XXR 5
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        5
        4 1
        2 3
        7 6
        5 8
        9 10
        """

  @FIDE-C.04.3-C11 @FIDE-C.04.3-5.2.3
  Rule: FIDE C.04.3 C11 and 5.2.3: equal absolute differences: a third colour in a row only if both had the other colour twice
    Two topscorers who must have the same colour and have equal colour differences are settled by
    5.2.3 (then 5.2.4): the colours are swapped from the last round in which theirs differed. A
    player who had the other colour in both of his last games therefore keeps his colour whenever
    his opponent did not; only when both did does the one who yields get it a third time. In each
    case the four leaders on 3 of 4 pair in the Dutch order, 1-3 and 2-4.

    Scenario: Final round: Alpha and Charlie, both two whites ahead and neither with white in both last games, meet: whoever yields has white only twice running
      Given the tournament file:
        """
        001    1      Alpha                             2400                             3.0          8 w 1     9 w =     7 b 1    10 w =
        001    2      Bravo                             2350                             3.0          5 b =     6 w 1     8 w =     7 w 1
        001    3      Charlie                           2300                             3.0         10 w 1     5 w 1     6 b =     8 w =
        001    4      Delta                             2250                             3.0          6 w =    10 b 1     5 w 1     9 b =
        001    5      Echo                              2200                             1.0          2 w =     3 b 0     4 b 0     6 w =
        001    6      Foxtrot                           2150                             1.5          4 b =     2 b 0     3 w =     5 b =
        001    7      Golf                              2100                             2.0          9 w 1     8 b 1     1 w 0     2 b 0
        001    8      Hotel                             2050                             1.0          1 b 0     7 w 0     2 b =     3 b =
        001    9      India                             2000                             2.0          7 b 0     1 b =    10 w 1     4 w =
        001   10      Juliet                            1950                             0.5          3 b 0     4 w 0     9 b 0     1 b =
        XXR 5
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        5
        3 1
        4 2
        6 7
        8 9
        10 5
        """

    Scenario: Final round: Alpha had white in both last games, Charlie did not; both two whites ahead: 5.2.3 keeps Alpha on black, Charlie gets white after black
      Given the tournament file:
        """
        001    1      Alpha                             2400                             3.0          5 b 1     8 w =     6 w 1     7 w =
        001    2      Bravo                             2350                             3.0          7 w =     5 w 1     9 b =     8 w 1
        001    3      Charlie                           2300                             3.0          9 w 1     6 w 1     5 b =    10 w =
        001    4      Delta                             2250                             3.0          8 w =     7 b 1    10 w 1     9 b =
        001    5      Echo                              2200                             1.0          1 w 0     2 b 0     3 w =     6 b =
        001    6      Foxtrot                           2150                             0.5         10 w 0     3 b 0     1 b 0     5 w =
        001    7      Golf                              2100                             1.5          2 b =     4 w 0     8 b =     1 b =
        001    8      Hotel                             2050                             1.5          4 b =     1 b =     7 w =     2 b 0
        001    9      India                             2000                             1.0          3 b 0    10 b 0     2 w =     4 w =
        001   10      Juliet                            1950                             2.5          6 b 1     9 w 1     4 b 0     3 b =
        XXR 5
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        5
        3 1
        4 2
        10 8
        7 5
        6 9
        """

    Scenario: Final round: Charlie had white in both last games, Alpha did not; both two whites ahead: 5.2.3 keeps Charlie on black, Alpha gets white after black
      Given the tournament file:
        """
        001    1      Alpha                             2400                             3.0          8 w 1     5 w =     9 b 1    10 w =
        001    2      Bravo                             2350                             3.0          9 w =     6 w 1     7 b =     8 w 1
        001    3      Charlie                           2300                             3.0          6 b 1     7 w 1     8 w =     9 w =
        001    4      Delta                             2250                             3.0          5 w =     8 b 1     6 w 1     7 b =
        001    5      Echo                              2200                             1.5          4 b =     1 b =    10 w 0     6 b =
        001    6      Foxtrot                           2150                             0.5          3 w 0     2 b 0     4 b 0     5 w =
        001    7      Golf                              2100                             2.0         10 w 1     3 b 0     2 w =     4 w =
        001    8      Hotel                             2050                             0.5          1 b 0     4 w 0     3 b =     2 b 0
        001    9      India                             2000                             1.0          2 b =    10 b 0     1 w 0     3 b =
        001   10      Juliet                            1950                             2.5          7 b 0     9 w 1     5 b 1     1 b =
        XXR 5
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        5
        1 3
        4 2
        10 8
        5 7
        9 6
        """
