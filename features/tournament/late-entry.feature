@tournament @FIDE-C.04.2
Feature: A late entry and the start list renumbered by rating
  A player who enters after the start gets the next pairing number. Before the next round is
  paired, the organiser may give the pairing numbers again by the initial ranking (FIDE C.04.2:
  rating, then FIDE title, then name), as Swiss-Manager and Vega offer; the boards already
  played keep their players under the new numbers. Not while a round is open, not once four
  rounds are paired, and a round robin, whose numbers are its Berger table places, only before
  its first round.

  Rule: FIDE C.04.2: the start list follows the initial ranking again before the next round is paired

    @FIDE-C.04.2
    Scenario: A late entry rated above everyone becomes number 1 before round 2
      Given a "dutch" tournament with 4 players
      And rounds 1 to 1 are played with White winning every game
      When a player "Late Lena" rated 2200 registers
      And the start list is renumbered by rating
      Then the event "PlayersRenumbered" is recorded
      And the start list is "Late Lena, Player 1, Player 2, Player 3, Player 4"
      And round 1 has the boards "2-4 5-3"

    @FIDE-C.04.2
    Scenario: Not while a round is paired and open
      Given a "dutch" tournament with 4 players
      And round 1 is paired
      When a player "Late Lena" rated 2200 registers
      And the start list is renumbered by rating
      Then it is refused with ERR_RENUMBER_ROUND_OPEN citing "FIDE C.04.2"
      And the tournament is unchanged

    @FIDE-C.04.2
    Scenario: Not once four rounds are paired
      Given a "dutch" tournament with 8 players
      And rounds 1 to 4 are played with White winning every game
      When a player "Late Lena" rated 2200 registers
      And the start list is renumbered by rating
      Then it is refused with ERR_RENUMBER_TOO_LATE citing "FIDE C.04.2"
      And the tournament is unchanged

    @FIDE-C.04.2
    Scenario: A round robin only before its first round
      Given a "round-robin" tournament with 4 players
      And rounds 1 to 1 are played with White winning every game
      When the start list is renumbered by rating
      Then it is refused with ERR_RENUMBER_BERGER citing "FIDE C.04.2"
      And the tournament is unchanged
