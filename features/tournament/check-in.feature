@tournament @ARB-CI1
Feature: Check-in before a round (rulings ARB CI1 and ARB CI2)
  When the organiser turns check-in on, players report present for the next round, at the
  arbiter's desk or themselves on a phone with the tournament's code. When the round is paired,
  every player who has not checked in, has not withdrawn and has asked for no bye is treated as the
  organiser chose: a zero-point bye for that round (an absence, FIDE C.04.1), or withdrawn from the
  tournament. The treatment is one event stored before the pairing, so the log shows who was
  missing and why the round was paired without them.

  Rule: ARB CI1: check-in is for the next round to pair, and only when the organiser turned it on

    @ARB-CI1
    Scenario: A tournament without check-in refuses one
      Given a "round-robin" tournament with 4 players
      When the arbiter checks in player 1 for round 1
      Then it is refused with ERR_CHECK_IN_OFF citing "ARB CI1"
      And the tournament is unchanged

    @ARB-CI1
    Scenario: A check-in for a later round than the next is refused
      Given a "round-robin" tournament with 4 players whose absent players get a zero-point bye
      When the arbiter checks in player 1 for round 2
      Then it is refused with ERR_CHECK_IN_ROUND citing "ARB CI1"
      And the tournament is unchanged

    @ARB-CI1
    Scenario: The arbiter and the players check in; a check-in can be taken back
      Given a "round-robin" tournament with 4 players whose absent players get a zero-point bye
      When the arbiter checks in player 1 for round 1
      And player 2 checks in for round 1 with the tournament code
      And the arbiter checks in player 3 for round 1
      And the arbiter takes back the check-in of player 3 for round 1
      Then the event "PlayerCheckedOut" is recorded
      And the log says player 2 checked in with the tournament code
      And the players not checked in for round 1 are "3 4"

  Rule: ARB CI2: whoever has not checked in when the round is paired is treated as the organiser chose

    @ARB-CI2 @FIDE-C.04.1
    Scenario: Absent players get a zero-point bye and the rest are paired
      Given a "round-robin" tournament with 4 players whose absent players get a zero-point bye
      When the arbiter checks in player 1 for round 1
      And the arbiter checks in player 4 for round 1
      And round 1 is paired
      Then the event "AbsenteesTreated" is recorded
      And player 2 has a zero-point bye in round 1
      And player 3 has a zero-point bye in round 1
      And round 1 has the boards "1-4"

    @ARB-CI2
    Scenario: Absent players are withdrawn when the organiser chose so
      Given a "round-robin" tournament with 4 players whose absent players are withdrawn
      When the arbiter checks in player 1 for round 1
      And the arbiter checks in player 2 for round 1
      And the arbiter checks in player 3 for round 1
      And round 1 is paired
      Then the event "AbsenteesTreated" is recorded
      And player 4 is withdrawn from the tournament

  Rule: ARB CI2: undoing the pairing takes the treatment back; a pairing by hand treats the absentees too

    @ARB-CI2
    Scenario: A late player arrives after the pairing: undo, check him in, pair again
      Given a "round-robin" tournament with 4 players whose absent players get a zero-point bye
      When the arbiter checks in player 1 for round 1
      And the arbiter checks in player 2 for round 1
      And the arbiter checks in player 4 for round 1
      And round 1 is paired
      And the pairing of round 1 is undone
      Then player 3 has no bye for round 1
      And the players not checked in for round 1 are "3"
      When the arbiter checks in player 3 for round 1
      And round 1 is paired
      Then player 3 has no bye for round 1
      And round 1 has the boards "1-4 2-3"

    @ARB-CI2
    Scenario: An undone pairing reinstates the players it withdrew; who is still missing is withdrawn again
      Given a "round-robin" tournament with 4 players whose absent players are withdrawn
      When the arbiter checks in player 1 for round 1
      And the arbiter checks in player 2 for round 1
      And round 1 is paired
      And the pairing of round 1 is undone
      Then player 3 is active in the tournament
      And player 4 is active in the tournament
      When the arbiter checks in player 3 for round 1
      And round 1 is paired
      Then the event "AbsenteesTreated" is recorded
      And player 3 is active in the tournament
      And player 4 is withdrawn from the tournament

    @ARB-CI2
    Scenario: A pairing by hand treats the absent players first, as the system's pairing does
      Given a "round-robin" tournament with 4 players whose absent players get a zero-point bye
      When the arbiter checks in player 1 for round 1
      And the arbiter checks in player 2 for round 1
      And the arbiter pairs round 1 by hand with the boards "2-1"
      Then the event "AbsenteesTreated" is recorded
      And player 3 has a zero-point bye in round 1
      And player 4 has a zero-point bye in round 1
      And round 1 has the boards "2-1"

    @ARB-CI2
    Scenario: A pairing by hand may not seat a player who has not checked in
      Given a "round-robin" tournament with 4 players whose absent players get a zero-point bye
      When the arbiter checks in player 1 for round 1
      And the arbiter checks in player 2 for round 1
      And the arbiter checks in player 4 for round 1
      And the arbiter pairs round 1 by hand with the boards "1-3 2-4"
      Then it is refused with ERR_OVERRIDE_ABSENTEE citing "ARB CI2"
      And the tournament is unchanged

    @ARB-CI2
    Scenario: An edit of the paired round keeps the treatment of its absent players
      Given a "round-robin" tournament with 6 players whose absent players get a zero-point bye
      When the arbiter checks in player 1 for round 1
      And the arbiter checks in player 2 for round 1
      And the arbiter checks in player 3 for round 1
      And the arbiter checks in player 5 for round 1
      And the arbiter checks in player 6 for round 1
      And round 1 is paired
      And the arbiter proposes for round 1 the boards "6-1 2-5"
      And the edit is saved with the reason "the demo board", acknowledging "table" and confirming ""
      Then the event "PairingEdited" is recorded
      And round 1 has the boards "6-1 2-5"
      And player 4 has a zero-point bye in round 1
