@tournament @FIDE-C.04.1
Feature: Byes and unplayed rounds
  A round can go unplayed in several ways, and each says something different for pairing
  and for tie-breaks: a pairing-allocated bye (PAB, U) is given by the system; a half-,
  full- or zero-point bye (H, F, Z) is asked for or an absence; a forfeit (+ / -) is a
  pairing whose game was not played.

  Background:
    Given the tournament file:
      """
      012 Byes example
      001    1      Alpha                             2100                             1.5          4 w 1     2 b =
      001    2      Bravo                             2000                             1.5          3 w 1     1 w =
      001    3      Charlie                           1900                             0.5          2 b 0  0000 - H
      001    4      Delta                             1800                             0.0          1 b 0     5 b -
      001    5      Echo                              1700                             2.0       0000 - U     4 w +  0000 - H
      XXR 5
      """

  Rule: FIDE C.04.1: a requested bye keeps the player out of the next pairing

    @FIDE-C.04.1
    Scenario: "0000 - H" in the round to pair is a requested half-point bye
      Then the round to pair is 3
      And player 5 is not paired, with a half bye

  Rule: FIDE C.04.1 d: a player who had a PAB or an unplayed win gets no PAB again

    @FIDE-C.04.1-d
    Scenario: A PAB and a forfeit win both count
      Then player 5 may not receive the PAB

  Rule: FIDE C.04.1: forfeits and byes give no colour

    @FIDE-C.04.1
    Scenario: Colour histories skip unplayed rounds
      Then player 5 has the colour history "--"
      And player 4 has the colour history "B-"
      And player 1 has the colour history "WB"

  Rule: FIDE C.05 1: in a round robin, the opponent of a player who does not play rests

    @FIDE-C.05-1
    Scenario: Round 3 of five by the Berger table, Echo on a half-point bye
      When the next round is paired by "round-robin"
      Then the pairs are:
        """
        3
        3 1
        2 0
        4 0
        """

  Rule: FIDE C.07 16: unplayed rounds in Buchholz are games against a virtual opponent

    @FIDE-C.07-16
    Scenario: A half-point bye, a zero-point bye and a forfeit
      A played game counts the opponent's score as it stands, except that rounds after
      the opponent's last game count as draws. An unplayed round counts a virtual opponent
      whose score is the player's own, but not more than the scheduled opponent's score
      (forfeit) or half of the maximum (bye or absence).
      Given the crosstable:
        | no | rating | 1   | 2   | 3   |
        | 1  | 2000   | 4w1 | 3b1 | 2w= |
        | 2  | 1900   | 3w= | 4b+ | 1b= |
        | 3  | 1800   | 2b= | 1w0 | -H  |
        | 4  | 1700   | 1b0 | 2w- | -Z  |
      Then the tie-breaks are:
        | no | PTS | BH  | BH/C1 |
        | 1  | 2.5 | 3.5 | 3.0   |
        | 2  | 2.0 | 3.5 | 3.5   |
        | 3  | 1.0 | 5.5 | 4.5   |
        | 4  | 0.0 | 2.5 | 2.5   |
