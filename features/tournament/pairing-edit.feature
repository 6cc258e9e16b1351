@tournament @FIDE-C.04.3
Feature: An arbiter's edit of a paired round is checked against the engine
  Before any game of a round has a result, the arbiter may change its boards: swap players,
  exchange colours, remove a board or pair two players without one. The edit is set beside the
  pairing the engine gives for that round, and every criterion it breaks is named as the pairing
  rules name it, with its level: refused (a player twice in the round, two players paired twice,
  players who already met), confirmed twice (an absolute criterion: a forbidden pair, a second
  pairing-allocated bye, a colour a player must have), or acknowledged (a quality criterion:
  colour preference, float, score difference, the order of the pairing system). An accepted edit
  is stored with its reason and the criteria it broke, and the TRF carries it as a comment line.

  Background:
    Given a "dutch" tournament with 8 players
    And round 1 is paired
    And every game of round 1 is won by White
    And round 1 is closed
    And round 2 is paired
    And every game of round 2 is won by White
    And round 2 is closed
    And round 3 is paired

  Rule: The engine's pairing stands beside the edit; only the boards that differ are judged

    Scenario: The engine's own pairing breaks nothing
      When the arbiter proposes for round 3 the boards "3-6 1-8 7-2 5-4"
      Then the engine pairs it "3-6 1-8 7-2 5-4"
      And the boards "" differ from the engine
      And the edit breaks only ""

  @FIDE-C.04.3-C1 @FIDE-C.04.1-b
  Rule: FIDE C.04.3 C1: two players who already met are not paired again, whatever is confirmed

    Scenario: Players 1 and 6 met in round 2: the edit is refused and stores nothing
      When the arbiter proposes for round 3 the boards "1-6 3-8 7-2 5-4"
      Then the boards "1 2" differ from the engine
      And the edit is refused by C1 citing "FIDE C.04.3 C1" on board 1
      When the edit is saved with the reason "they asked", acknowledging "C7" and confirming "C1"
      Then it is refused with ERR_EDIT_REFUSED citing "FIDE C.04.3 C1"
      And the tournament is unchanged

  @FIDE-C.04.3-C3
  Rule: FIDE C.04.3 C3: an absolute colour is confirmed twice before it is broken

    Scenario: Players 5 and 7 both had Black twice and must have White: they meet only when confirmed
      When the arbiter proposes for round 3 the boards "3-6 1-8 7-5 2-4"
      Then the boards "3 4" differ from the engine
      And the edit needs C3 citing "FIDE C.04.3 C3" confirmed twice
      And the edit needs C12 citing "FIDE C.04.3 C12" acknowledged
      And the edit breaks only "C3 C12"
      When the edit is saved with the reason "brothers travel together", acknowledging "C12" and confirming ""
      Then it is refused with ERR_EDIT_UNCONFIRMED citing "FIDE C.04.3 C3"
      And the tournament is unchanged
      When the edit is saved with the reason "brothers travel together", acknowledging "C12" and confirming "C3"
      Then the event "PairingEdited" is recorded
      And round 3 has the boards "3-6 1-8 7-5 2-4"
      And the exported TRF names the edit of round 3 as "C3 [FIDE C.04.3 C3], C12 [FIDE C.04.3 C12]"

    Scenario: Exchanging the colours of board 3 gives player 7 Black a third time
      When the arbiter proposes for round 3 the boards "3-6 1-8 2-7 5-4"
      Then the boards "3" differ from the engine
      And the edit needs C3 citing "FIDE C.04.3 C3" confirmed twice
      And the edit needs C12 citing "FIDE C.04.3 C12" acknowledged

  @FIDE-C.04.3-C7 @FIDE-C.04.3-4
  Rule: FIDE C.04.3 C7 and the Dutch order: quality criteria are acknowledged, then saved with the reason

    Scenario: Player 7 (no point) meets player 6 (two points): a score difference
      When the arbiter proposes for round 3 the boards "3-2 1-8 7-6 5-4"
      Then the boards "1 3" differ from the engine
      And the edit needs C7 citing "FIDE C.04.3 C7" acknowledged
      And the edit needs order citing "FIDE C.04.3 4" acknowledged
      When the edit is saved with the reason "", acknowledging "C7 order" and confirming ""
      Then it is refused with ERR_EDIT_REASON citing "FIDE C.04.1"
      When the edit is saved with the reason "a board light failed", acknowledging "C7" and confirming ""
      Then it is refused with ERR_EDIT_UNACKNOWLEDGED citing "FIDE C.04.3 4"
      When the edit is saved with the reason "a board light failed", acknowledging "C7 order" and confirming ""
      Then the event "PairingEdited" is recorded

  @FIDE-C.04.1-c
  Rule: FIDE C.04.1: every player of the round has a board or the bye

    Scenario: Removing board 4 leaves players 5 and 4 without a game: confirmed twice
      When the arbiter proposes for round 3 the boards "3-6 1-8 7-2"
      Then the edit needs unpaired citing "FIDE C.04.1 c" confirmed twice
      And the edit breaks only "unpaired"

  @FIDE-C.04.1
  Rule: FIDE C.04.1: a player plays once in a round

    Scenario: Player 3 on two boards is refused
      When the arbiter proposes for round 3 the boards "3-6 1-8 7-2 5-4 3-4"
      Then the edit is refused by twice-in-round citing "FIDE C.04.1" on board 5
