@TR-3.1
Feature: TR 3.1 General principles of moving
  A move legal in flat chess, seen from above, is legal here; the mover chooses the level it
  lands on. A piece blocks every level of its column. No piece moves straight up or down, and
  no move ends on a square that does not exist.

  Rule: TR 3.1(a) the projection rule: the piece chooses the level it lands on

    @TR-3.1
    Scenario: a knight lands on either level of the target column
      Given a new game of "tri-d-chess"
      Then the piece on "a1W" may go to "b3N b3W"
      And the piece on "d1W" may go to "c3N c3W"

    @TR-3.1
    Scenario: a legal move is explained by the rules it applies
      Given a new game of "tri-d-chess"
      When the Tri-D move "a1W-b3N" is judged
      Then the judgement names the rules "TR 3.1, TR 3.3, TR 3.5(b)"
      When the Tri-D move "b2W-b4N" is judged
      Then the judgement names the rules "TR 3.1, TR 3.4, TR 3.4(b), TR 3.5(b)"

    @TR-3.1
    Scenario: a move needs a piece on its starting square
      Given a new game of "tri-d-chess"
      When the move "c3W-c4W" is played
      Then it is refused with ERR_NO_PIECE citing "TR 3.1"
      And the refusal names the square "c3W"
      And nothing changed

  Rule: TR 3.1(b) a capture lands on the victim's square (ruling 16, option capture-level)

    @TR-3.1
    Scenario: capture-level victim-square: the rook stops above the pawn or takes it on its own level
      Given the rule option "capture-level" is "victim-square"
      And the Tri-D position, White to move:
        """
        B
        6 . p . .
        W
        3 . R . .
        1 K . . .
        KL6 black
        9 k .
        """
      Then the piece on "b3W" may go to "a3W a3N b4W b4N b5N b5B b6N b6B c3W c3N d3W d3N b2W b1W"
      When the move "Rxb6B" is played
      Then the last move recorded "capture.square" as "b6B"
      And "b6B" holds "R"

    @TR-3.1
    Scenario: a piece may not land on a square held by its own side
      Given a new game of "tri-d-chess"
      When the move "b1W-c2W" is played
      Then it is refused with ERR_OWN_PIECE_ON_TARGET citing "TR 3.1(b)"
      And nothing changed
      When the move "c2W-c3W" is played
      And the move "b7B-b6B" is played
      And the move "b1W-c2W" is played
      Then the move is accepted

    @TR-3.1
    Scenario: a capture by a piece is judged under TR 3.1(b)
      Given the Tri-D position "Nb1W,Kc1W,pc3W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      When the Tri-D move "Nxc3W" is judged
      Then the judgement names the rules "TR 3.1, TR 3.3, TR 3.1(b), TR 3.5(b)"

  Rule: TR 3.1(c) a piece blocks every level of its column; the mover may stop above or below it

    @TR-3.1 @FAQ-Q3
    Scenario: FAQ Q3: the rook on d1W cannot pass under the pawn on d3N to take the queen on d4W
      Given the Tri-D position, White to move:
        """
        N
        3 . . . P
        W
        4 . . . q
        1 . . K R
        KL6 black
        9 k .
        """
      Then the Tri-D move "Rxd4W" is refused with ERR_PATH_BLOCKED citing "TR 3.1(c)"
      And the Tri-D move "d1W-d3W" is legal

    @TR-3.1
    Scenario: blocking between-columns: a piece above the start square never blocks
      Given the rule option "blocking" is "between-columns"
      And the Tri-D position, White to move:
        """
        N
        3 . P . .
        W
        3 . R . .
        1 K . . .
        KL6 black
        9 k .
        """
      Then the Tri-D move "b3W-b5N" is legal

    @TR-3.1
    Scenario: a knight on a1W shields z1QL1 from the rook on d1W, and is then pinned
      Given the Tri-D position "Kz0QL1,Na1W,rd1W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      When the Tri-D move "Kz1QL1" is judged
      Then the judgement names the rules "TR 3.1, TR 3.5, TR 3.5(b)"
      When the moves "Kz1QL1 d9KL6-e9KL6" are played
      And the move "Nb3W" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed

  Rule: TR 3.1(d) no purely vertical move

    @TR-3.1
    Scenario: a rook may not move straight up
      Given the Tri-D position, White to move:
        """
        W
        3 . R . .
        1 K . . .
        KL6 black
        9 k .
        """
      Then the Tri-D move "b3W-b3N" is refused with ERR_VERTICAL_MOVE citing "TR 3.1(d)"

    @TR-3.1
    Scenario: a piece does not attack its own column, so the king may stand beneath an enemy rook
      The rook on c3N attacks file c and rank 3 on every level, but not c3W below it, which it
      could reach only by a vertical move.
      Given the Tri-D position "Kd2W,rc3N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      When the move "Kc2W" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed
      When the Tri-D move "Kc3W" is judged
      Then the judgement names the rules "TR 3.1, TR 3.5, TR 3.5(b)"
      When the move "Kc3W" is played
      Then the move is accepted

  Rule: TR 3.1(e) no move ends on a square that does not exist now

    @TR-3.1
    Scenario: z2QL3 exists only while a board stands on QL3
      Given a new game of "tri-d-chess"
      Then the Tri-D move "e1KL1-e3KL3" is refused with ERR_SQUARE_NOT_PRESENT citing "TR 3.1(e)"
      And the Tri-D move "Rz2QL3" is refused with ERR_SQUARE_NOT_PRESENT citing "TR 3.1(e)"
      And the refusal of the Tri-D move "Rz2QL3" gives square as "z2QL3"
      And the refusal of the Tri-D move "Rz2QL3" gives pin as "QL3"
      And the Tri-D move "Nf3N" is refused with ERR_UNKNOWN_SQUARE citing "TR E4"

    @TR-3.1
    Scenario: no move starts on a square that does not exist now
      Given a new game of "tri-d-chess"
      When the move "a2QL3-b3W" is played
      Then it is refused with ERR_SQUARE_NOT_PRESENT citing "TR 3.1(e)"
      And the refusal names the square "a2QL3"
      And nothing changed
