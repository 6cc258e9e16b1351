@tournament @FIDE-C.07
Feature: Tie-breaks shown as sums
  A player who asks why a tie-break is what it is gets it round by round: what each round
  adds and why, the value an unplayed round stands for, what the cut removed, and the total,
  which is always the value in the standings. The example is the four-player event of the
  tie-break rules: Alpha beats Delta and Charlie and draws with Bravo; Bravo wins a forfeit
  against Delta; Charlie takes a half-point bye in the last round; Delta is absent then.

  Background:
    Given the crosstable:
      | no | rating | 1   | 2   | 3   |
      | 1  | 2000   | 4w1 | 3b1 | 2w= |
      | 2  | 1900   | 3w= | 4b+ | 1b= |
      | 3  | 1800   | 2b= | 1w0 | -H  |
      | 4  | 1700   | 1b0 | 2w- | -Z  |

  Rule: FIDE C.07 13.1: points are the sum of what every round scored

    @FIDE-C.07-13.1 @FIDE-C.07-16
    Scenario: A forfeit win scores a win
      When the tie-breaks "PTS" of player 2 are broken down
      Then the breakdown of "PTS" is:
        | round | opponent | kind        | value | basis  |
        | 1     | 3        | game        | 0.5   | points |
        | 2     | 4        | forfeit win | 1.0   | points |
        | 3     | 1        | game        | 0.5   | points |
      And "PTS" is written "2.0", its value in the standings

    @FIDE-C.07-13.1 @FIDE-C.07-16
    Scenario: A forfeit loss and an absence score nothing
      When the tie-breaks "PTS" of player 4 are broken down
      Then the breakdown of "PTS" is:
        | round | opponent | kind           | value | basis  |
        | 1     | 1        | game           | 0.0   | points |
        | 2     | 2        | forfeit loss   | 0.0   | points |
        | 3     | -        | zero point bye | 0.0   | points |
      And "PTS" is written "0.0", its value in the standings

  Rule: FIDE C.07 7.1-7.2: WIN counts every round won, WON only games won over the board

    @FIDE-C.07-7.1 @FIDE-C.07-7.2
    Scenario: A forfeit win counts for WIN, not for WON
      When the tie-breaks "WIN,WON" of player 2 are broken down
      Then the breakdown of "WIN" is:
        | round | opponent | value | basis          |
        | 1     | 3        | 0     | does not count |
        | 2     | 4        | 1     | counts         |
        | 3     | 1        | 0     | does not count |
      And the breakdown of "WON" is:
        | round | opponent | value | basis          |
        | 1     | 3        | 0     | does not count |
        | 2     | 4        | 0     | does not count |
        | 3     | 1        | 0     | does not count |
      And "WIN" is written "1", its value in the standings
      And "WON" is written "0", its value in the standings

  Rule: FIDE C.07 16: an unplayed round counts a virtual opponent

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scenario: A half-point bye counts the player's own score, at most half the maximum, and is cut first
      Charlie has 1 point, under the cap of 1.5, so the bye adds 1.0. He chose not to play
      that round, so BH/C1 removes it although his other values are higher.
      When the tie-breaks "BH,BH/C1" of player 3 are broken down
      Then the breakdown of "BH/C1" is:
        | round | opponent | value | basis                           | cut |
        | 1     | 2        | 2.0   | opponent                        | -   |
        | 2     | 1        | 2.5   | opponent                        | -   |
        | 3     | -        | 1.0   | virtual, capped at half maximum | low |
      And "BH" is written "5.5", its value in the standings
      And "BH/C1" is written "5.5 - 1.0 = 4.5", its value in the standings

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scenario: A forfeit win counts a virtual opponent capped by the scheduled opponent's score
      Bravo's forfeit win over Delta adds Delta's score, 0.0, not Bravo's own 2.0.
      When the tie-breaks "BH" of player 2 are broken down
      Then the breakdown of "BH" is:
        | round | opponent | value | basis                       | cut |
        | 1     | 3        | 1.0   | opponent                    | -   |
        | 2     | 4        | 0.0   | virtual, capped by opponent | -   |
        | 3     | 1        | 2.5   | opponent                    | -   |
      And "BH" is written "3.5", its value in the standings

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scenario: An opponent who took no part after round 2 has the later rounds counted as draws
      Delta scored 0, but was absent in round 3: as an opponent he counts 0.5.
      When the tie-breaks "BH/C1" of player 1 are broken down
      Then the breakdown of "BH/C1" is:
        | round | opponent | value | basis                         | cut |
        | 1     | 4        | 0.5   | opponent, draws after round 2 | low |
        | 2     | 3        | 1.0   | opponent                      | -   |
        | 3     | 2        | 2.0   | opponent                      | -   |
      And "BH/C1" is written "3.5 - 0.5 = 3.0", its value in the standings

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scenario: A median cut removes an unplayed round first, then the highest value
      Delta lost a forfeit and was absent: both rounds are his own choice and count his own
      score, 0. The least significant cut takes the earlier of them, the most significant
      cut takes Alpha's 2.5.
      When the tie-breaks "BH/M1" of player 4 are broken down
      Then the breakdown of "BH/M1" is:
        | round | opponent | value | basis                           | cut  |
        | 1     | 1        | 2.5   | opponent                        | high |
        | 2     | 2        | 0.0   | virtual, capped by opponent     | low  |
        | 3     | -        | 0.0   | virtual, capped at half maximum | -    |
      And "BH/M1" is written "2.5 - 2.5 = 0.0", its value in the standings

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scenario: Under 3 points for a win the cap of a bye is half of 9 points
      Three rounds are worth at most 9 points. Charlie's half-point bye scores 1 point, a draw;
      his own 2 points are under the cap of 4.5, so the bye adds 2.
      Given a win scores 3, a draw 1 and a loss 0
      When the tie-breaks "BH" of player 3 are broken down
      Then the breakdown of "BH" is:
        | round | opponent | kind           | value | cap | basis                           |
        | 1     | 2        | game           | 5.0   | -   | opponent                        |
        | 2     | 1        | game           | 7.0   | -   | opponent                        |
        | 3     | -        | half point bye | 2.0   | 4.5 | virtual, capped at half maximum |
      And "BH" is written "14.0", its value in the standings

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scenario: A full-point bye is a round taken part in, yet it counts a virtual opponent and is cut first
      Alpha wins a forfeit against Charlie, beats Bravo and takes a full-point bye in round 3.
      He chose that round off: it counts his own 3 points, at most 1.5, and BH/C1 removes it.
      Given the crosstable:
        | no | 1   | 2   | 3   |
        | 1  | 3w+ | 2b1 | -F  |
        | 2  | 4w1 | 1w0 | 3w0 |
        | 3  | 1b- | 4w= | 2b1 |
        | 4  | 2b0 | 3b= | -U  |
      When the tie-breaks "BH/C1" of player 1 are broken down
      Then the breakdown of "BH/C1" is:
        | round | opponent | kind           | value | cap | basis                           | cut |
        | 1     | 3        | forfeit win    | 1.5   | 1.5 | virtual, capped by opponent     | -   |
        | 2     | 2        | game           | 1.0   | -   | opponent                        | -   |
        | 3     | -        | full point bye | 1.5   | 1.5 | virtual, capped at half maximum | low |
      And "BH/C1" is written "4.0 - 1.5 = 2.5", its value in the standings

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scenario: An opponent on a full-point bye in the last round took part in it: his score is not adjusted
      Bravo met Alpha in round 2. Alpha's full-point bye in round 3 is a round he took part in,
      so Alpha counts his whole 3 points, not 2 and a draw.
      Given the crosstable:
        | no | 1   | 2   | 3   |
        | 1  | 3w+ | 2b1 | -F  |
        | 2  | 4w1 | 1w0 | 3w0 |
        | 3  | 1b- | 4w= | 2b1 |
        | 4  | 2b0 | 3b= | -U  |
      When the tie-breaks "BH" of player 2 are broken down
      Then the breakdown of "BH" is:
        | round | opponent | value | basis    |
        | 1     | 4        | 1.5   | opponent |
        | 2     | 1        | 3.0   | opponent |
        | 3     | 3        | 1.5   | opponent |
      And "BH" is written "6.0", its value in the standings

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scenario: A forfeit loss against the first player is capped by that player's score
      Charlie lost round 1 by forfeit to Alpha: the virtual opponent has Charlie's own 1.5
      points, at most Alpha's 3.
      Given the crosstable:
        | no | 1   | 2   | 3   |
        | 1  | 3w+ | 2b1 | -F  |
        | 2  | 4w1 | 1w0 | 3w0 |
        | 3  | 1b- | 4w= | 2b1 |
        | 4  | 2b0 | 3b= | -U  |
      When the tie-breaks "BH" of player 3 are broken down
      Then the breakdown of "BH" is:
        | round | opponent | kind         | value | cap | basis                       |
        | 1     | 1        | forfeit loss | 1.5   | 3.0 | virtual, capped by opponent |
        | 2     | 4        | game         | 1.5   | -   | opponent                    |
        | 3     | 2        | game         | 1.0   | -   | opponent                    |
      And "BH" is written "4.0", its value in the standings

  Rule: FIDE C.07 9.1: Sonneborn-Berger weights each value by the points scored

    @FIDE-C.07-9.1
    Scenario: A win counts the whole value, a draw half of it
      When the tie-breaks "SB" of player 1 are broken down
      Then the breakdown of "SB" is:
        | round | opponent | value | basis                         |
        | 1     | 4        | 0.50  | opponent, draws after round 2 |
        | 2     | 3        | 1.00  | opponent                      |
        | 3     | 2        | 1.00  | opponent                      |
      And "SB" is written "2.50", its value in the standings

  Rule: FIDE C.07 7.5: progressive score adds the running scores

    @FIDE-C.07-7.5
    Scenario: PS/C1 leaves out the first round
      When the tie-breaks "PS/C1" of player 1 are broken down
      Then the breakdown of "PS/C1" is:
        | round | value | basis         | cut |
        | 1     | 1.0   | running score | low |
        | 2     | 2.0   | running score | -   |
        | 3     | 2.5   | running score | -   |
      And "PS/C1" is written "5.5 - 1.0 = 4.5", its value in the standings

  Rule: FIDE C.07 10: ratings count only games played over the board

    @FIDE-C.07-10.1
    Scenario: ARO/C1 spends its cut on the round without a game
      When the tie-breaks "ARO/C1" of player 3 are broken down
      Then the breakdown of "ARO/C1" is:
        | round | opponent | value | basis                      | cut |
        | 1     | 2        | 1900  | rating                     | -   |
        | 2     | 1        | 2000  | rating                     | -   |
        | 3     | -        | -     | not counted, no rated game | -   |
      And "ARO/C1" is written "3900 / 2 = 1950", its value in the standings

    @FIDE-C.07-10.2
    Scenario: TPR adds the FIDE dp of the score to the average rating
      Alpha scored 2.5 of 3 (p = 0.83, dp = 273).
      When the tie-breaks "ARO,TPR" of player 1 are broken down
      Then "ARO" is written "5400 / 3 = 1800", its value in the standings
      And "TPR" is written "1800 + 273 = 2073", its value in the standings

    @FIDE-C.07-10.1
    Scenario: ARO/M1 removes the lowest and the highest rating
      When the tie-breaks "ARO/M1" of player 1 are broken down
      Then the breakdown of "ARO/M1" is:
        | round | opponent | value | basis  | cut  |
        | 1     | 4        | 1700  | rating | low  |
        | 2     | 3        | 1800  | rating | -    |
        | 3     | 2        | 1900  | rating | high |
      And "ARO/M1" is written "1800 / 1 = 1800", its value in the standings

  Rule: FIDE C.07 9.2: Koya counts points against opponents with at least half the maximum

    @FIDE-C.07-9.2
    Scenario: A bye has no opponent and is left out
      When the tie-breaks "KS" of player 3 are broken down
      Then the breakdown of "KS" is:
        | round | opponent | opponent score | value | basis    |
        | 1     | 2        | 2.0            | 0.5   | counts   |
        | 2     | 1        | 2.5            | 0.0   | counts   |
        | 3     | -        | -              | 0.0   | left out |
      And "KS" is written "0.5", its value in the standings

  Rule: FIDE C.07 6: direct encounter is a place inside the tied group

    @FIDE-C.07-6
    Scenario: Only the games inside the group tied on points count
      Given the crosstable:
        | no | 1   | 2   | 3   |
        | 1  | 4w1 | 2w1 | 3b0 |
        | 2  | 3w1 | 1b0 | 4w1 |
        | 3  | 2b0 | 4b= | 1w1 |
        | 4  | 1b0 | 3w= | 2b0 |
      When the tie-breaks "DE" of player 1 are broken down
      Then the breakdown of "DE" is:
        | round | opponent | value | basis                             |
        | 1     | 4        | -     | not counted, no game in the group |
        | 2     | 2        | 1     | encounter                         |
        | 3     | 3        | -     | not counted, no game in the group |
      And "DE" is written "1 in 1, 2", its value in the standings

    @FIDE-C.07-6
    Scenario: After BH, the group is the players equal on points and on BH
      Charlie and Delta both have 2 points and BH 4.5; Delta beat Charlie. Echo and Foxtrot
      also have BH 4.5, but 1 point: they are not in the group.
      Given the crosstable:
        | no | 1   | 2   | 3   |
        | 1  | 2w= | 3b0 | 4w1 |
        | 2  | 1b= | 5w1 | 6b0 |
        | 3  | 4w0 | 1w1 | 5w1 |
        | 4  | 3b1 | 6w1 | 1b0 |
        | 5  | 6w1 | 2b0 | 3b0 |
        | 6  | 5b0 | 4b0 | 2w1 |
      When the tie-breaks "BH,DE" of player 3 are broken down
      Then the breakdown of "DE" is:
        | round | opponent | value | basis                             |
        | 1     | 4        | 0     | encounter                         |
        | 2     | 1        | -     | not counted, no game in the group |
        | 3     | 5        | -     | not counted, no game in the group |
      And "DE" is written "2 in 3, 4", its value in the standings

    @FIDE-C.07-6
    Scenario: A forfeit between two tied players is no encounter
      Alpha and Bravo both have 2 points; Alpha won their pairing by forfeit, so they never
      played and stay tied.
      Given the crosstable:
        | no | 1   | 2   | 3   |
        | 1  | 2w+ | 3b1 | 4w0 |
        | 2  | 1b- | 4w1 | 3b1 |
        | 3  | 4w1 | 1w0 | 2w0 |
        | 4  | 3b0 | 2b0 | 1b1 |
      When the tie-breaks "DE" of player 1 are broken down
      Then the breakdown of "DE" is:
        | round | opponent | value | basis                                  |
        | 1     | 2        | -     | not counted, not played over the board |
        | 2     | 3        | -     | not counted, no game in the group      |
        | 3     | 4        | -     | not counted, no game in the group |
      And "DE" is written "0 in 1, 2", its value in the standings

  Rule: FIDE C.07 16: the command line shows a breakdown in English and Czech

    Background:
      Given the file "four.trf" contains:
        """
        012 Four players
        142 3
        001    1      Alpha                             2000                                          4 w 1     3 b 1     2 w =
        001    2      Bravo                             1900                                          3 w =     4 b +     1 b =
        001    3      Charlie                           1800                                          2 b =     1 w 0  0000 - H
        001    4      Delta                             1700                                          1 b 0     2 w -  0000 - Z
        XXR 3
        """

    @FIDE-C.07-16
    Scenario: arbiter standings --explain names the player by name
      When I run "arbiter standings four.trf --tiebreaks BH/C1 --explain charlie"
      Then it prints:
        """
        Tie-breaks of 3 Charlie: rank 3, 1.0 points after 3 rounds

        BH/C1: Buchholz (cut 1) [FIDE C.07 8.1]
          Rd  Opp  Res  Value  How
           1    2  = b    2.0  opponent's score 2.0
           2    1  0 w    2.5  opponent's score 2.5
           3    -    H    1.0  unplayed: a virtual opponent with the player's own score 1.0, at most 1.5 (half the maximum score); cut first: a round chosen not to play
          total 5.5 − cut 1.0 = 4.5
        """

    @FIDE-C.07-16
    Scenario: arbiter standings --explain --lang cs prints the same sum in Czech
      When I run "arbiter standings four.trf --tiebreaks BH/C1 --explain 3 --lang cs"
      Then it prints:
        """
        Pomocná hodnocení hráče 3 Charlie: 3. místo, 1,0 b. po 3 kolech

        BH/C1: Buchholz bez nejhoršího výsledku [FIDE C.07 8.1]
          Kolo  Soup.  Výs.  Hodnota  Jak vznikla
             1      2   = č      2,0  skóre soupeře 2,0
             2      1   0 b      2,5  skóre soupeře 2,5
             3      -     H      1,0  neodehráno: virtuální soupeř s hráčovým vlastním skóre 1,0, nejvýše 1,5 (polovina nejvyššího možného skóre); škrtnuto přednostně: kolo, které hráč dobrovolně nehrál
          součet 5,5 − škrt 1,0 = 4,5
        """

  Rule: FIDE C.07: every breakdown adds up to the standings

    @FIDE-C.07
    Scenario Outline: <tournament>: every player, every tie-break
      Then every breakdown of "DE,BH,BH/C1,BH/M1,BH/C2,SB,SB/C1,PS,PS/C1,WIN,WON,BPG,BWG,ARO,ARO/C1,ARO/M1,TPR,KS" in "<tournament>" adds up to the standings

      Examples:
        | tournament                                |
        | packages/tournament/testdata/swiss100.trf |
        | fixtures/tiebreaks/swiss10/tournament.trf |
        | fixtures/tiebreaks/swiss41/tournament.trf |
        | fixtures/tiebreaks/swiss60/tournament.trf |
