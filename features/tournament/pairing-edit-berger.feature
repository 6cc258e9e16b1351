@tournament @FIDE-C.05
Feature: An arbiter's edit of a round robin is checked against the Berger table
  In a round robin the engine's pairing of a round is the Berger table. An edit of a paired round
  is set beside it; each board that differs is a quality warning, acknowledged before the edit is
  saved with its reason. A player twice in the round is refused here too.

  Background:
    Given a "round-robin" tournament with 4 players
    And round 1 is paired

  Rule: FIDE C.05: the boards that differ from the Berger table are acknowledged

    Scenario: Pairing 1-2 and 3-4 instead of the table's round 1
      When the arbiter proposes for round 1 the boards "1-2 3-4"
      Then the engine pairs it "1-4 2-3"
      And the boards "1 2" differ from the engine
      And the edit needs table citing "FIDE C.05" acknowledged
      And the edit breaks only "table"
      When the edit is saved with the reason "a pairing card fell", acknowledging "" and confirming ""
      Then it is refused with ERR_EDIT_UNACKNOWLEDGED citing "FIDE C.05"
      And the tournament is unchanged
      When the edit is saved with the reason "a pairing card fell", acknowledging "table" and confirming ""
      Then the event "PairingEdited" is recorded
      And round 1 has the boards "1-2 3-4"
      And the exported TRF names the edit of round 1 as "table [FIDE C.05]"

  @FIDE-C.04.1
  Rule: FIDE C.04.1: a player plays once in a round, in a round robin too

    Scenario: Player 1 on both boards is refused
      When the arbiter proposes for round 1 the boards "1-4 1-3"
      Then the edit is refused by twice-in-round citing "FIDE C.04.1" on board 2
