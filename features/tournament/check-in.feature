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
