@drakoburg @DRK-board
Feature: Drakoburg starting position (a reconstruction)
  The source's diagram of the starting position is missing. Ruling 1 reconstructs it:
  one man-at-arms, bowman, knight, esquire and turcopole each, on files the promotion
  map gives them, the esquire beside the knight and the bowman on its other side, and
  lancers on all seven files. The option "setup" names which reconstruction the setup
  "standard" means.

  Rule: DRK R1: the default setup "lance"

    @DRK-R1 @DRK-values
    Scenario: Option setup = lance: the default start
      Given the rule option "setup" is "lance"
      And a new game of "drakoburg"
      Then the Drakoburg board is:
        """
        7 z . s t a . u
        6 p p p p p p p
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 P P P P P P P
        1 Z . S T A . U
          a b c d e f g
        """
      And 31 legal moves are available
      And the material stands 28 to 28, 1 knight to 1
      And perft from this position matches the published table to depth 3

    @DRK-R1
    Scenario: Option setup = promotion-map: rank 1 follows the promotion map, and Z takes Z on the open a-file
      Given the rule option "setup" is "promotion-map"
      And a new game of "drakoburg"
      Then the Drakoburg board is:
        """
        7 z s s t a a u
        6 . p p p p p .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . P P P P P .
        1 Z S S T A A U
          a b c d e f g
        """
      And the moves from "a1" to "a7" are "a1xa7@a2 a1xa7@g2"

    @DRK-R1
    Scenario: Any other setup is loaded as a position string
      Given a game of "drakoburg" from the setup "3t3/7/7/7/7/7/3T3 w a7d7g7/a1d1g1 26 - 0 1"
      Then 10 legal moves are available

  Rule: DRK source: White moves first, the sides alternate

    @DRK-source
    Scenario: White opens and Black answers
      Given a new game of "drakoburg"
      When the move "c7-c6" is played
      Then it is refused with ERR_DRK_NOT_YOUR_PIECE citing "DRK source"
      And nothing changed
      When the moves "c2-c3 c6-c5" are played
      Then the move is accepted

  Rule: DRK source: one piece per field; a move onto an enemy piece removes it

    @DRK-source
    Scenario: A piece may not move onto its own side's piece
      Given a new game of "drakoburg"
      When the move "a1-a2" is played
      Then it is refused with ERR_DRK_OWN_PIECE citing "DRK source"
      And nothing changed
