@TR-3.2
Feature: TR 3.2 Queen, rook and bishop
  The queen moves along files, ranks and diagonals, the rook along files and ranks, the bishop
  along diagonals; none passes over a piece, but all cross squares that do not exist.

  Rule: TR 3.2 the line pieces fly over missing squares

    @TR-3.2 @FAQ-Q2
    Scenario: FAQ Q2: the rook on e0KL1 takes the pawn on e8KL6 across the missing e2 to e7
      Given the Tri-D position, White to move:
        """
        QL6 black
        9 . .
        8 . .
        KL6 black
        9 . .
        8 . p
        B
        8 . k . .
        W
        1 . K . .
        QL1 white
        0 . .
        KL1 white
        0 . R
        """
      Then the Tri-D move "Rxe8KL6" is legal

    @TR-3.2 @FAQ-Q2
    Scenario: FAQ Q2: the pawn on e8KL6 cannot fly over the gap; only attack boards can move
      Given the Tri-D position, Black to move:
        """
        QL6 black
        9 . .
        8 . .
        KL6 black
        9 . .
        8 . p
        B
        8 . k . .
        W
        1 . K . .
        QL1 white
        0 . .
        KL1 white
        0 . R
        """
      Then the piece on "e8KL6" cannot move
      And the board on "KL6" may move to "KL4 KL5"

  Rule: TR 3.2 each line piece keeps to its lines

    @TR-3.2
    Scenario: a bishop moves only diagonally
      Given a new game of "tri-d-chess"
      Then the Tri-D move "c1W-c3W" is refused with ERR_BISHOP_MOVE citing "TR 3.2"
      And the Tri-D move "a0QL1-d3W" is refused with ERR_PATH_BLOCKED citing "TR 3.1(c)"
      And the Tri-D move "a0QL1-a3W" is refused with ERR_PATH_BLOCKED citing "TR 3.1(c)"
      And the refusal of the Tri-D move "a0QL1-a3W" gives blocker as "a1W"

    @TR-3.2
    Scenario: the queen leaves the attack board once the knight has gone
      Given a new game of "tri-d-chess"
      And the moves "Nb3W Nb6B" have been played
      Then the piece on "a0QL1" may go to "a1W"

    @TR-3.2
    Scenario: a queen attacks along its lines only, not a square a knight's jump away
      The queen on b5N attacks d3 along the diagonal over the empty c4, so the king may not go
      there; c3 lies on none of her lines, so the king may stand there.
      Given the Tri-D position "Kd2W,qb5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      When the move "Kd3W" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed
      When the Tri-D move "Kc3W" is judged
      Then the judgement names the rules "TR 3.1, TR 3.5, TR 3.5(b)"

    @TR-3.2
    Scenario: a rook attacks along its file and rank, a bishop along its diagonals only
      The rook on b5N attacks file b, so the king may not step to b2W; d3 lies on the rook's
      diagonal and on the bishop's file, which neither of them attacks.
      Given the Tri-D position "Kc2W,rb5N,bd5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      When the move "Kb2W" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed
      When the Tri-D move "Kd3W" is judged
      Then the judgement names the rules "TR 3.1, TR 3.5, TR 3.5(b)"

    @TR-3.2
    Scenario: a queen attacks along her file too, a bishop along his diagonals
      The queen on b5N attacks the whole b file below her, so the king may not step to b2W; the
      bishop on a5N attacks c3 across the empty b4.
      Given the Tri-D position "Kc2W,ba5N,qb5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      When the move "Kb2W" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed
      And the refusal of the Tri-D move "Kb2W" gives king as "b2W"
      When the move "Kc3W" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed

  Rule: TR 3.1(c) a line piece stops at the first piece on its line

    @TR-3.2
    Scenario: rook, bishop and queen keep to their lines and are stopped by the first piece on them
      The rook on a1W goes along rank 1 but not past the knight on b1W, and never diagonally; the
      bishop on c2W does not pass the pawn on b3W, the queen on d2W neither the pawn on d3W nor the
      bishop on c2W, and she does not jump like a knight. Up the a file the rook's way is free.
      Given the Tri-D position "Ra1W,Nb1W,Kd1W,Bc2W,Qd2W,Pb3W,Pd3W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Then the Tri-D move "a1W-c1W" is refused with ERR_PATH_BLOCKED citing "TR 3.1(c)"
      And the refusal of the Tri-D move "a1W-c1W" gives blocker as "b1W"
      And the Tri-D move "a1W-b2W" is refused with ERR_ROOK_MOVE citing "TR 3.2"
      And the Tri-D move "c2W-a4W" is refused with ERR_PATH_BLOCKED citing "TR 3.1(c)"
      And the refusal of the Tri-D move "c2W-a4W" gives blocker as "b3W"
      And the Tri-D move "d2W-d4W" is refused with ERR_PATH_BLOCKED citing "TR 3.1(c)"
      And the refusal of the Tri-D move "d2W-d4W" gives blocker as "d3W"
      And the Tri-D move "d2W-b2W" is refused with ERR_PATH_BLOCKED citing "TR 3.1(c)"
      And the refusal of the Tri-D move "d2W-b2W" gives blocker as "c2W"
      And the Tri-D move "d2W-c4W" is refused with ERR_QUEEN_MOVE citing "TR 3.2"
      When the Tri-D move "a1W-a3W" is judged
      Then the judgement names the rules "TR 3.1, TR 3.2, TR 3.5(b)"
