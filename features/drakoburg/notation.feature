@drakoburg @DRK-notation
Feature: Drakoburg notation
  The long form (`c2-c3`, `d4xf4`, `a3-a7@d2`) is for machines and records. The human form
  names the piece by its letter, Czech (P S Z A U T) or English (L lancer, B bowman,
  M man-at-arms, E esquire, C turcopole, K knight), and writes the departure only where
  needed. Both forms are read everywhere.

  Rule: ARB: long and human forms

    @DRK-source
    Scenario: Opening moves in both letter sets
      Given a new game of "drakoburg"
      Then the move "d1-b3" is written "Tb3" in Czech and "Kb3" in English
      And the move "e1-f3" is written "Af3" in Czech and "Ef3" in English
      And the move "g1-f3" is written "Uf3" in Czech and "Cf3" in English
      And the move "c1-b1" is written "Sb1" in Czech and "Bb1" in English
      And the move "a1-b1" is written "Zb1" in Czech and "Mb1" in English
      And the move "c2-c3" is written "c3" in Czech and "c3" in English
      And the move "c2-d3" is written "cd3" in Czech and "cd3" in English

    @DRK-source @DRK-R6
    Scenario: Captures, promotion and SEQUIX in the human form
      Given the Drakoburg board, White to move:
        """
        7 z . . . . . .
        6 . . . . . . t
        5 . . . P . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Then the move "a3xa7@d2" is written "Zxa7@d2" in Czech and "Mxa7@d2" in English
      And the move "d5-d6" is written "d6=T" in Czech and "d6=K" in English

    @DRK-source
    Scenario: A move that is not notation is refused and changes nothing
      Given a new game of "drakoburg"
      When the move "knight to e4" is played
      Then it is refused with ERR_DRK_NOTATION citing "ARB"
      And nothing changed
