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

    @TR-3.3
    Scenario: a knight does not go two files along a rank, one rank along its file, nor one file and three ranks
      Given the Tri-D position "Nb4N,Kc1W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      When the move "b4N-d4W" is played
      Then it is refused with ERR_KNIGHT_MOVE citing "TR 3.3"
      And nothing changed
      When the move "b4N-b5N" is played
      Then it is refused with ERR_KNIGHT_MOVE citing "TR 3.3"
      And nothing changed
      When the move "b4N-c7B" is played
      Then it is refused with ERR_KNIGHT_MOVE citing "TR 3.3"
      And nothing changed
      When the move "b4N-d5B" is played
      Then the move is accepted

    @TR-3.3
    Scenario: a knight attacks the squares two files and one rank away, not two files and none
      The knight on a3N attacks c2 (two files, one rank) on every level, so the king may not go
      there; c3, two files along the same rank, is no knight's square.
      Given the Tri-D position "Kd2W,na3N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      When the move "Kc2W" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed
      When the Tri-D move "Kc3W" is judged
      Then the judgement names the rules "TR 3.1, TR 3.5, TR 3.5(b)"

    @TR-3.3
    Scenario: a knight attacks one file and two ranks away, not straight along a file nor one step diagonally
      The knight on b4N attacks c2 (one file, two ranks) on every level, so the king may not go
      there; b2 (two ranks along the knight's own file) and b3 (one file and one rank, a king's
      step) are no knight's squares.
      Given the Tri-D position "Kc3W,nb4N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      When the move "Kc2W" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed
      When the Tri-D move "Kb2W" is judged
      Then the judgement names the rules "TR 3.1, TR 3.5, TR 3.5(b)"
      When the Tri-D move "Kb3W" is judged
      Then the judgement names the rules "TR 3.1, TR 3.5, TR 3.5(b)"
