@tournament @FIDE-C.04.1
Feature: A tournament is a stream of events
  Creating the tournament, registering players, pairing a round, recording and correcting
  results and closing a round are commands; each accepted one adds events. A command that
  makes no sense is refused with a code and the article it applies, and changes nothing.

  Background:
    Given a "round-robin" tournament with 4 players
    And round 1 is paired

  Rule: FIDE C.04.1: a round is paired only when the previous one is closed

    @FIDE-C.04.1
    Scenario: Pairing round 2 while round 1 is open
      When round 2 is paired
      Then it is refused with ERR_ROUND_OPEN citing "FIDE C.04.1"
      And the tournament is unchanged

    @FIDE-C.04.1
    Scenario: Round 2 is paired once round 1 is complete and closed
      When every game of round 1 is won by White
      And round 1 is closed
      And round 2 is paired
      Then the event "RoundPaired" is recorded
      And round 2 has the boards "4-3 1-2"

  Rule: Results go to boards that exist, once; later changes are corrections

    Scenario: A result for a board that does not exist
      When the result of board 7 in round 1 is "1-0"
      Then it is refused with ERR_UNKNOWN_BOARD citing "ARB"
      And the tournament is unchanged

    Scenario: A result recorded twice, then corrected
      When the result of board 1 in round 1 is "1-0"
      And the result of board 1 in round 1 is "0-1"
      Then it is refused with ERR_RESULT_EXISTS citing "ARB"
      When the result of board 1 in round 1 is corrected to "0-1"
      Then the event "ResultCorrected" is recorded

    Scenario: A round is not closed while results are missing
      When the result of board 1 in round 1 is "+:-"
      And round 1 is closed
      Then it is refused with ERR_RESULTS_MISSING citing "ARB"

  Rule: A game record attached to a board proves its result, which must agree with the board's

    Scenario: A record attached to a board without a result enters its result
      When a game record ending "0-1" is attached to board 1 of round 1
      Then the event "ResultRecorded" is recorded

    Scenario: A record that agrees with the board's result is linked to it
      When the result of board 1 in round 1 is "1-0"
      And a game record ending "1-0" is attached to board 1 of round 1
      Then the event "ResultCorrected" is recorded

    Scenario: A record that disagrees with the board's result is refused
      When the result of board 1 in round 1 is "1-0"
      And a game record ending "0-1" is attached to board 1 of round 1
      Then it is refused with ERR_RECORD_RESULT citing "ARB"
      And the tournament is unchanged

  Rule: FIDE C.04.1: byes are requested for rounds not yet paired

    @FIDE-C.04.1
    Scenario: A bye for the round already paired
      When player 2 asks for a half bye in round 1
      Then it is refused with ERR_BYE_ROUND citing "FIDE C.04.1"
      And the tournament is unchanged

    @FIDE-C.04.1
    Scenario: A withdrawal is recorded once
      When player 3 withdraws
      Then the event "PlayerWithdrawn" is recorded
      When player 3 withdraws
      Then it is refused with ERR_ALREADY_WITHDRAWN citing "FIDE C.04.1"
