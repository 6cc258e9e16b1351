@tournament @FIDE-C.04.2
Feature: A correction is previewed before it is saved
  A result found wrong after later rounds were paired (written down wrongly, or a game that was
  never played and is a forfeit) is corrected. Before the arbiter saves it, the app shows what
  it changes: every standings line and tie-break value that moves, old and new, and for each
  later round already paired, the boards the engine would pair otherwise on the corrected
  history. The pairings made stay as they are; the correction is saved with its reason.
  The tournament: eight players, three Dutch rounds, the better-placed player wins and every
  third board is drawn.

  Background:
    Given a Dutch tournament of 8 players has played 3 rounds

  Rule: FIDE C.04.2: a corrected result changes the standings at once

    @FIDE-C.04.2 @FIDE-C.07
    Scenario: A result written down wrongly: the preview lists exactly the values that then change
      When correcting board 1 of round 1 to "0-1" is previewed
      And the correction is saved with the reason "score sheets swapped"
      Then the preview lists the tie-break values that change, and the standings then change exactly so
      And the preview names 2 players whose points change

    @FIDE-C.04.2 @FIDE-C.07-16
    Scenario: A forfeit found later: the game was never played
      Black, who won, keeps the point, but the round is now unplayed: his Buchholz counts a
      virtual opponent (FIDE C.07 16.4) instead of the player he did not meet.
      When correcting board 2 of round 1 to "-:+" is previewed
      And the correction is saved with the reason "the game was not played"
      Then the preview lists the tie-break values that change, and the standings then change exactly so
      And the preview names 0 players whose points change

  Rule: FIDE C.04.2: the pairings already made stay; the preview shows the engine's

    @FIDE-C.04.2 @FIDE-C.04.3
    Scenario: The later rounds paired again on the corrected history, board by board
      When correcting board 1 of round 1 to "0-1" is previewed
      Then every later round of the preview is the Dutch pairing of the corrected history, board by board
      And the engine would pair at least one later board differently

  Rule: A correction is saved with its reason

    @FIDE-C.04.2
    Scenario: A correction with a blank reason is refused and stores nothing
      When board 1 of round 1 is corrected to "0-1" with the reason " "
      Then it is refused with ERR_CORRECTION_REASON citing "FIDE C.04.2"
      And the tournament is unchanged
