@tournament @FIDE-C.05
Feature: Round robin by the Berger tables (FIDE C.05 Annex 1)
  Every player meets every other once (twice in a double round robin). The schedule is
  FIDE's Berger table: for an odd number of players the table of the next even size is
  used and the highest number is a dummy, so whoever meets it has no game that round.

  Rule: FIDE C.05 Annex 1: the single cycle equals FIDE's published tables

    @FIDE-C.05
    Scenario Outline: <n> players
      Then the Berger schedule for <n> players equals FIDE's table

      Examples:
        | n  |
        | 3  |
        | 4  |
        | 5  |
        | 6  |
        | 7  |
        | 8  |
        | 9  |
        | 10 |
        | 11 |
        | 12 |
        | 13 |
        | 14 |
        | 15 |
        | 16 |

    @FIDE-C.05
    Scenario: The 6-player table, round by round
      Then round 1 of the Berger table for 6 players is "1-6 2-5 3-4"
      And round 2 of the Berger table for 6 players is "6-4 5-3 1-2"
      And round 3 of the Berger table for 6 players is "2-6 3-1 4-5"
      And round 4 of the Berger table for 6 players is "6-5 1-4 2-3"
      And round 5 of the Berger table for 6 players is "3-6 4-2 5-1"

    @FIDE-C.05
    Scenario: Five players use the six-player table; number 6 is the bye
      Given the tournament file:
        """
        012 Five players, nothing played yet
        001    1      Alpha                             2100
        001    2      Bravo                             2000
        001    3      Charlie                           1900
        001    4      Delta                             1800
        001    5      Echo                              1700
        """
      When the next round is paired by "round-robin"
      Then the pairs are:
        """
        3
        2 5
        3 4
        1 0
        """

    @FIDE-C.05
    Scenario: Player 5 withdraws before the round in which he meets the dummy: nobody is left without a game
      Five players use the six-player table, so whoever meets number 6, the dummy, has no game:
      player 1 in round 1. In round 4 player 5 meets the dummy, but he withdrew after round 3;
      the two other boards follow the table and nobody is left without a game.
      Given a "round-robin" tournament with 5 players
      When round 1 is paired
      Then the players without a game in round 1 are "1"
      When every game of round 1 is won by White
      And round 1 is closed
      And round 2 is paired
      And every game of round 2 is won by White
      And round 2 is closed
      And round 3 is paired
      And every game of round 3 is won by White
      And round 3 is closed
      And player 5 withdraws
      And round 4 is paired
      Then round 4 has the boards "1-4 2-3"
      And the players without a game in round 4 are ""

  Rule: FIDE C.05 Annex 1: a double round robin repeats the cycle with colours reversed

    @FIDE-C.05
    Scenario: The last two rounds of the first cycle are exchanged
      The handbook recommends exchanging rounds n-2 and n-1 of the first cycle, so that
      nobody plays three games running with the same colour across the two cycles.
      Then round 4 of the double round robin for 6 players is "3-6 4-2 5-1"
      And round 5 of the double round robin for 6 players is "6-5 1-4 2-3"
      And round 6 of the double round robin for 6 players is "6-1 5-2 4-3"
      And round 10 of the double round robin for 6 players is "6-3 2-4 1-5"

  Rule: FIDE C.05 1: the field of a round robin is fixed once round 1 is paired

    @FIDE-C.05-1
    Scenario: A club round robin follows the table, and a late entry is refused
      Given a "round-robin" tournament with 4 players
      When round 1 is paired
      Then round 1 has the boards "1-4 2-3"
      When a player "Latecomer" registers
      Then it is refused with ERR_REGISTRATION_CLOSED citing "FIDE C.05 1"
      And the tournament is unchanged

  Rule: FIDE C.05: the command line pairs the next round of a file

    @FIDE-C.05
    Scenario: arbiter pair prints the round in the pairs format
      Given the file "club.trf" contains:
        """
        012 Club round robin after one round
        001    1      Alpha                             2100                             1.0          4 w 1
        001    2      Bravo                             2000                             0.5          3 w =
        001    3      Charlie                           1900                             0.5          2 b =
        001    4      Delta                             1800                             0.0          1 b 0
        XXR 3
        """
      When I run "arbiter pair club.trf --system round-robin"
      Then it prints:
        """
        2
        4 3
        1 2
        """

    @FIDE-C.05
    Scenario: arbiter pair refuses a round beyond the schedule
      Given the file "done.trf" contains:
        """
        001    1      Alpha                             2100                             1.0          2 w 1
        001    2      Bravo                             2000                             0.0          1 b 0
        """
      When I run "arbiter pair done.trf --system round-robin"
      Then it exits with 1 and says "ERR_NO_ROUNDS_LEFT"

