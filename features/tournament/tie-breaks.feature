@tournament @FIDE-C.07
Feature: Tie-breaks (FIDE C.07, rules applied from 1 March 2026)
  Each tie-break is a named value with its FIDE code. The worked example is a four-player,
  three-round event with every kind of round in it: Alpha beats Delta and Charlie and draws
  with Bravo; Bravo wins a forfeit against Delta; Charlie takes a half-point bye in the last
  round; Delta is absent then.

  Background:
    Given the crosstable:
      | no | rating | 1   | 2   | 3   |
      | 1  | 2000   | 4w1 | 3b1 | 2w= |
      | 2  | 1900   | 3w= | 4b+ | 1b= |
      | 3  | 1800   | 2b= | 1w0 | -H  |
      | 4  | 1700   | 1b0 | 2w- | -Z  |

  Rule: FIDE C.07 13.1: points (PTS)

    @FIDE-C.07-13.1
    Scenario: A forfeit win scores a win, a half-point bye a draw
      Then the tie-breaks are:
        | no | PTS |
        | 1  | 2.5 |
        | 2  | 2.0 |
        | 3  | 1.0 |
        | 4  | 0.0 |

    @FIDE-C.07-13.1 @FIDE-C.07-9.2
    Scenario: Under 3 points for a win and 1 for a draw, Koya needs half of 9 points
      Three rounds are worth at most 9 points, so an opponent counts for Koya from 4.5 points:
      only Alpha (7) and Bravo (5). A half-point bye scores a draw, 1 point.
      Given a win scores 3, a draw 1 and a loss 0
      Then the tie-breaks are:
        | no | PTS | KS  |
        | 1  | 7.0 | 1.0 |
        | 2  | 5.0 | 1.0 |
        | 3  | 2.0 | 1.0 |
        | 4  | 0.0 | 0.0 |

  Rule: FIDE C.07 8.1: Buchholz (BH), with the cut modifiers /C1 and /M1

    @FIDE-C.07-8.1
    Scenario: BH, BH/C1 (cut the least significant, voluntarily unplayed rounds first), BH/M1 (median)
      Then the tie-breaks are:
        | no | BH  | BH/C1 | BH/M1 |
        | 1  | 3.5 | 3.0   | 1.0   |
        | 2  | 3.5 | 3.5   | 1.0   |
        | 3  | 5.5 | 4.5   | 2.0   |
        | 4  | 2.5 | 2.5   | 0.0   |

    @FIDE-C.07-8.1 @FIDE-C.07-16
    Scenario: A half-point bye is cut first even when its value is among the highest
      Alpha's values are 0.5 (Bravo), 1.5 (the bye in round 2: his own 2 points, at most half
      the maximum) and 1.5 (Charlie). /C1 and /C2 take the bye before the lowest value; the
      median takes the bye as least significant, then the highest of the rest.
      Given the crosstable:
        | no | 1   | 2   | 3   |
        | 1  | 2w= | -H  | 3b1 |
        | 2  | 1b= | 3w0 | 4w0 |
        | 3  | 4b= | 2b1 | 1w0 |
        | 4  | 3w= | -U  | 2b1 |
      Then the tie-breaks are:
        | no | BH  | BH/C1 | BH/C2 | BH/M1 |
        | 1  | 3.5 | 2.0   | 1.5   | 0.5   |
        | 2  | 6.0 | 4.5   | 2.5   | 2.0   |
        | 3  | 5.0 | 4.5   | 2.5   | 2.0   |
        | 4  | 3.5 | 3.0   | 1.5   | 1.5   |

    @FIDE-C.07-8.1
    Scenario: In two rounds the median cuts both values
      BH/M1 removes the least and the most significant value; two rounds have no more.
      Given the crosstable:
        | no | 1   | 2   |
        | 1  | 2w1 | 3b= |
        | 2  | 1b0 | -U  |
        | 3  | -U  | 1w= |
      Then the tie-breaks are:
        | no | BH  | BH/M1 |
        | 1  | 2.5 | 0.0   |
        | 2  | 2.5 | 0.0   |
        | 3  | 2.5 | 0.0   |

  Rule: FIDE C.07 9.1: Sonneborn-Berger (SB)

    @FIDE-C.07-9.1
    Scenario: Each opponent's score times the points scored against them
      Then the tie-breaks are:
        | no | SB   |
        | 1  | 2.50 |
        | 2  | 1.75 |
        | 3  | 1.50 |
        | 4  | 0.00 |

  Rule: FIDE C.07 7.5: progressive score (PS)

    @FIDE-C.07-7.5
    Scenario: The sum of the running scores after each round
      Then the tie-breaks are:
        | no | PS  |
        | 1  | 5.5 |
        | 2  | 4.0 |
        | 3  | 2.0 |
        | 4  | 0.0 |

  Rule: FIDE C.07 7.1-7.4: wins and black games (WIN, WON, BPG, BWG)

    @FIDE-C.07-7.1 @FIDE-C.07-7.2 @FIDE-C.07-7.3 @FIDE-C.07-7.4
    Scenario: WIN counts the forfeit win, WON only games won over the board
      Then the tie-breaks are:
        | no | WIN | WON | BPG | BWG |
        | 1  | 2   | 2   | 1   | 1   |
        | 2  | 1   | 0   | 1   | 0   |
        | 3  | 0   | 0   | 1   | 0   |
        | 4  | 0   | 0   | 1   | 0   |

  Rule: FIDE C.07 10.1-10.2: average rating of opponents (ARO) and performance (TPR)

    @FIDE-C.07-10.1 @FIDE-C.07-10.2
    Scenario: Only games played over the board count; TPR adds the FIDE dp of the score
      Alpha scored 2.5 of 3 (p = 0.83, dp = 273) against an average of 1800.
      Then the tie-breaks are:
        | no | ARO  | TPR  |
        | 1  | 1800 | 2073 |
        | 2  | 1900 | 1900 |
        | 3  | 1950 | 1757 |
        | 4  | 2000 | 1200 |

    @FIDE-C.07-10.1
    Scenario: ARO/M1 cuts a round without a game first, then the highest rating
      Alpha played all three rounds: the median removes Delta's 1700 and Bravo's 1900. Bravo and
      Charlie each have a round without a game, which takes the low cut; the high cut removes
      Alpha's 2000. Delta has two rounds without a game: they take both cuts.
      Then the tie-breaks are:
        | no | ARO/M1 |
        | 1  | 1800   |
        | 2  | 1800   |
        | 3  | 1900   |
        | 4  | 2000   |

    @FIDE-C.07-10.1 @FIDE-C.07-10.2 @FIDE-TRF26-162
    Scenario: An unrated opponent is left out; a game of less than one move still has its result
      Delta has no rating, so no one's ARO or TPR counts a game against him. Bravo drew
      Charlie and lost to Alpha before a move was made (D, L): W, D and L score as a win, a
      draw and a loss, and for TPR that is 0.5 of 2 against an average of 1950 (dp = -193).
      Echo never came: no ARO, no TPR.
      Given the crosstable:
        | no | rating | 1   | 2   | 3   |
        | 1  | 2000   | 4w1 | 2bW | 3w= |
        | 2  | 1600   | 3wD | 1wL | 4b0 |
        | 3  | 1900   | 2bD | 4b1 | 1b= |
        | 4  |        | 1b0 | 3w0 | 2w1 |
        | 5  | 1800   | -Z  | -Z  | -Z  |
      Then the tie-breaks are:
        | no | PTS | ARO  | ARO/M1 | TPR  |
        | 1  | 2.5 | 1750 | 1600   | 1943 |
        | 2  | 0.5 | 1950 | 1900   | 1757 |
        | 3  | 2.0 | 1800 | 1600   | 1800 |
        | 4  | 1.0 | 1833 | 1900   | 1708 |
        | 5  | 0.0 | 0    | 0      | 0    |

  Rule: FIDE C.07 9.2: Koya system (KS)

    @FIDE-C.07-9.2
    Scenario: Points scored against opponents who finished with at least half the maximum
      Only Alpha (2.5) and Bravo (2.0) reach 1.5 of 3.
      Then the tie-breaks are:
        | no | KS  |
        | 1  | 0.5 |
        | 2  | 0.5 |
        | 3  | 0.5 |
        | 4  | 0.0 |

  Rule: FIDE C.07 6: direct encounter (DE)

    @FIDE-C.07-6
    Scenario: Two players tied on points: the winner of their game is placed first
      Given the crosstable:
        | no | 1   | 2   | 3   |
        | 1  | 4w1 | 2w1 | 3b0 |
        | 2  | 3w1 | 1b0 | 4w1 |
        | 3  | 2b0 | 4b= | 1w1 |
        | 4  | 1b0 | 3w= | 2b0 |
      Then the ranking by "DE" is "1:1 2:2 3:3 4:4"
      And player 1 has DE "1" in that ranking
      And player 2 has DE "2" in that ranking
      And player 3 has DE "0" in that ranking

    @FIDE-C.07-6
    Scenario: Three players who beat each other in a circle stay tied
      Given the crosstable:
        | no | 1   | 2   | 3   |
        | 1  | -Z  | 2w1 | 3b0 |
        | 2  | 3w1 | 1b0 | -Z  |
        | 3  | 2b0 | -Z  | 1w1 |
      Then the ranking by "DE" is "1:1 1:2 1:3"
      And player 1 has DE "0" in that ranking

  Rule: FIDE C.07: every value agrees with FIDE's own tie-break checker

    @FIDE-C.07
    Scenario Outline: <tournament>: arbiter standings prints the checker's numbers
      When I run "arbiter standings fixtures/tiebreaks/<tournament>/tournament.trf --tiebreaks BH,BH/C1,BH/M1,SB,PS,DE,WIN,BPG,ARO,TPR,KS --format csv"
      Then the CSV agrees with the checker's "tiebreaks/<tournament>/tiebreaks.csv"

      Examples:
        | tournament |
        | swiss10    |
        | swiss15    |
        | swiss30    |
        | swiss41    |
        | swiss60    |
