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
