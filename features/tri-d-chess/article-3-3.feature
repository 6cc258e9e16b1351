@TR-3.3
Feature: TR 3.3 The knight
  The knight jumps to a nearest square off its file, rank and diagonal, over any piece, and
  lands on any level of the target column.

  Rule: TR 3.3 the knight's leap

    @TR-3.3
    Scenario: the knight jumps over the pawns in the initial position
      Given a new game of "tri-d-chess"
      Then the Tri-D move "Nb3N" is legal
      And the Tri-D move "a1W-a3W" is refused with ERR_KNIGHT_MOVE citing "TR 3.3"

    @TR-3.3
    Scenario: a knight on the neutral board reaches three levels
      Given the Tri-D position, White to move:
        """
        N
        4 . N . .
        W
        1 K . . .
        KL6 black
        9 k .
        """
      Then the piece on "b4N" may go to "a2W a6N a6B c2W c6N c6B d3W d3N d5N d5B"
