@TR-3.4
Feature: TR 3.4 The pawn
  One step forward to an empty square of the next column, two on its first move, diagonal
  captures, en passant with a free choice of level, and promotion on the furthest rank, which
  depends on the file and, for files a and d, on the attack board over the corner.

  Rule: TR 3.4(a) one step forward to an empty square, on any level

    @TR-3.4
    Scenario: a pawn on W steps to W or N
      Given a new game of "tri-d-chess"
      Then the piece on "b2W" may go to "b3N b3W b4N b4W"

    @TR-3.4
    Scenario: a pawn cannot step onto an occupied square
      Given the Tri-D position, White to move:
        """
        N
        3 . n . .
        W
        3 . n . .
        2 . P . .
        1 K . . .
        KL6 black
        9 k .
        """
      Then the piece on "b2W" cannot move
      And the Tri-D move "b2W-b3W" is refused with ERR_PAWN_FORWARD_OCCUPIED citing "TR 3.4(a)"

    @TR-3.4
    Scenario: a pawn goes straight ahead, one or two ranks, or one column diagonally to capture
      A pawn on its first square may step two ranks along its file, never two ranks to the next
      file; nor does it go diagonally to a column two files away, even one rank ahead.
      Given a new game of "tri-d-chess"
      Then the Tri-D move "b2W-c4W" is refused with ERR_PAWN_MOVE citing "TR 3.4"
      And the Tri-D move "b2W-d3W" is refused with ERR_PAWN_MOVE citing "TR 3.4"

  Rule: TR 3.4(b) a double step on the first move, lost once the pawn is carried

    @TR-3.4
    Scenario: double-step skipped-column-empty: a piece on any level of the skipped column prevents it
      Given the rule option "double-step" is "skipped-column-empty"
      And the Tri-D position, White to move:
        """
        N
        3 n . . .
        W
        2 P* . . .
        1 K . . .
        KL6 black
        9 k .
        """
      Then the Tri-D move "a2W-a4W" is refused with ERR_PATH_BLOCKED citing "TR 3.1(c)"
      And the refusal of the Tri-D move "a2W-a4W" gives blocker as "a3N"

    @TR-3.4
    Scenario: a pawn carried by an attack board loses its double step
      Given the Tri-D position, White to move:
        """
        QL1 white
        1 . P*
        0 . .
        W
        1 . . K .
        KL6 black
        9 k .
        """
      And the moves "QL1-QL3 d9KL6-e9KL6" have been played
      Then "a3QL3" holds "P"
      And the Tri-D move "a3QL3-a5N" is refused with ERR_DOUBLE_STEP_USED citing "TR 3.4(b)"
      And the Tri-D move "a3QL3-a4N" is legal

    @TR-3.4
    Scenario: a double step may not end on an occupied square, though the skipped column is empty
      Both squares of the double step must be free: b3 is empty on both levels, but a knight
      stands on b4W, so the pawn may go only to the other level of that column, b4N.
      Given the Tri-D position "Pb2W*,nb4W,Kd0KL1,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "b2W-b4W" is played
      Then it is refused with ERR_PAWN_FORWARD_OCCUPIED citing "TR 3.4(a)"
      And nothing changed
      When the move "b2W-b4N" is played
      Then the move is accepted

  Rule: TR 3.4(c) a pawn captures diagonally forward, on any level

    @TR-3.4
    Scenario: a pawn moves diagonally only to capture
      Given the Tri-D position, White to move:
        """
        N
        4 . n . .
        W
        3 P . . .
        1 . . K .
        KL6 black
        9 k .
        """
      Then the piece on "a3W" may go to "a4N a4W b4N"
      And the Tri-D move "a3W-b4W" is refused with ERR_PAWN_CAPTURE_EMPTY citing "TR 3.4(c)"

    @TR-3.4
    Scenario: a diagonal capture is judged under TR 3.4(c)
      Given the Tri-D position "Pb3W,nc4N,Kd0KL1,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the Tri-D move "bWxc4N" is judged
      Then the judgement names the rules "TR 3.1, TR 3.4, TR 3.4(c), TR 3.1(b), TR 3.5(b)"

    @TR-3.4
    Scenario: a black pawn attacks the two columns diagonally in front of it, toward rank 1
      The pawn on b4N attacks a3 and c3 on every level, so the king may not step to c3W; b3,
      straight ahead of the pawn, is not attacked.
      Given the Tri-D position "Kc2W,pb4N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      When the move "Kc3W" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed
      When the Tri-D move "Kb3W" is judged
      Then the judgement names the rules "TR 3.1, TR 3.5, TR 3.5(b)"
      When the move "Kb3W" is played
      Then the move is accepted

    @TR-3.4
    Scenario: a black pawn on z1QL1 cannot step diagonally onto the empty a0QL1
      Nothing stands on a0QL1 and no pawn has just double-stepped, so the diagonal step is no
      capture and no en passant either.
      Given the Tri-D position "Kc2W,pz1QL1,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b b - - 0 30"
      Then the Tri-D move "z1QL1-a0QL1" is refused with ERR_PAWN_CAPTURE_EMPTY citing "TR 3.4(c)"
      And the Tri-D move "z1QL1-a0QL1=Q" is refused with ERR_PAWN_CAPTURE_EMPTY citing "TR 3.4(c)"

  Rule: TR 3.4(d) en passant, landing on either level of the crossed column

    @TR-3.4
    Scenario: after c7B-c5N the pawn on b5B takes en passant on c6N or c6B
      Given the Tri-D position, Black to move:
        """
        B
        7 . . p* .
        5 . P . .
        W
        1 . . K .
        KL6 black
        9 k .
        """
      And the moves "c7B-c5N" have been played
      Then the piece on "b5B" may go to "b6N b6B c6N c6B"
      When the move "bBxc6Be.p." is played
      Then the last move recorded "capture.square" as "c5N"
      And "c5N" holds "."

    @TR-3.4
    Scenario: Black takes en passant too: after c2W-c4N the pawn on b4N takes on c3W or c3N
      Given the Tri-D position "Pc2W*,pb4N,Kc1W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      And the moves "c2W-c4N" have been played
      Then the piece on "b4N" may go to "b3W b3N c3W c3N"
      When the move "bNxc3We.p." is played
      Then the last move recorded "capture.square" as "c4N"
      And "c4N" holds "."

    @TR-3.4
    Scenario: en passant lands only on the column the pawn crossed, not on the one behind it
      After c7B-c5N the crossed column is c6: the pawn on b5B takes en passant there, while the
      pawn on b3W, which attacks c4, has nothing to take on c4W.
      Given the Tri-D position "Pb5B,Pb3W,pc7B*,Kc1W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b b - - 0 10"
      And the moves "c7B-c5N" have been played
      When the move "b3W-c4W" is played
      Then it is refused with ERR_PAWN_CAPTURE_EMPTY citing "TR 3.4(c)"
      And nothing changed
      When the Tri-D move "bBxc6Be.p." is judged
      Then the judgement names the rules "TR 3.1, TR 3.4, TR 3.4(d), TR 3.5(b)"

    @TR-3.4
    Scenario: a pawn carried two ranks by a board cannot be taken en passant
      Given the Tri-D position, Black to move:
        """
        KL6 black
        9 . .
        8 p .
        B
        8 . k . .
        N
        6 . . P .
        W
        1 . . K .
        """
      And the moves "KL6-KL4" have been played
      Then "d6KL4" holds "p"
      And the Tri-D move "c6N-d7B" is refused with ERR_PAWN_CAPTURE_EMPTY citing "TR 3.4(c)"

  Rule: TR 3.4(e) promotion on the furthest rank, which the file table decides

    @TR-3.4
    Scenario: a pawn reaching b8B must promote, to a piece of free choice
      Given the Tri-D position, White to move:
        """
        B
        7 . P . .
        W
        1 . . K .
        KL6 black
        9 k .
        """
      Then the Tri-D move "b7B-b8B" is refused with ERR_PROMOTION_REQUIRED citing "TR 3.4(e)(i)"
      And the refusal of the Tri-D move "b7B-b8B" gives square as "b8B"
      And the Tri-D move "b8BN" is legal
      And the Tri-D move "b7B-b8B=K" is refused with ERR_PROMOTION_PIECE citing "TR 3.4(e)(i)"
      And the refusal of the Tri-D move "b7B-b8B=K" gives piece as "king"
      When the Tri-D move "b8BN" is judged
      Then the judgement names the rules "TR 3.1, TR 3.4, TR 3.4(e), TR 3.5(b)"

    @TR-3.4
    Scenario: on file a the furthest rank is 9 while a board overhangs the corner (QL6)
      Given the Tri-D position, White to move:
        """
        QL6 black
        9 . .
        8 . .
        B
        7 P . . .
        W
        1 . . K .
        KL6 black
        9 k .
        """
      Then the Tri-D move "a7B-a8B" is legal
      And the Tri-D move "a7B-a8B=Q" is refused with ERR_PROMOTION_NOT_ALLOWED citing "TR 3.4(e)(ii)"

    @TR-3.4
    Scenario: on file a the furthest rank is 8 without a board on QL6
      Given the Tri-D position, White to move:
        """
        B
        7 P . . .
        W
        1 . . K .
        KL6 black
        9 k .
        """
      Then the Tri-D move "a7B-a8B" is refused with ERR_PROMOTION_REQUIRED citing "TR 3.4(e)(i)"

    @TR-3.4
    Scenario Outline: every cell of the file table: a pawn arriving at <move> must promote
      The table of TR 3.4(e)(ii) read cell by cell: files z and e promote on the last rank of the
      attack boards (whatever stands on the king's side), b and c on the main board's last rank,
      a and d there only while no board overhangs the corner.
      Given the Tri-D position "<position>"
      Then the Tri-D move "<move>" is refused with ERR_PROMOTION_REQUIRED citing "TR 3.4(e)(i)"
      And the Tri-D move "<move>=Q" is legal

      Examples:
        | file | position                                           | move        |
        | z    | Kb4N,Pz8QL6,kd6N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 | z8QL6-z9QL6 |
        | a    | Kb4N,Pa7B,kd6N QL1:w,KL1:w,KL6:b w - - 0 2         | a7B-a8B     |
        | b    | Kb4N,Pb7B,kd6N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2   | b7B-b8B     |
        | c    | Kb4N,Pc7B,kd6N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2   | c7B-c8B     |
        | d    | Kb4N,Pd7B,kd6N QL1:w,KL1:w,QL6:b w - - 0 2         | d7B-d8B     |
        | e    | Kb4N,Pe8KL6,kd6N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 | e8KL6-e9KL6 |
        | z    | Kb4N,pz1QL1,kd6N QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 | z1QL1-z0QL1 |
        | z    | Kb4N,Pz8QL6,kd6N QL1:w,KL1:w,QL6:b w - - 0 2       | z8QL6-z9QL6 |
        | z    | Kb4N,pz1QL1,kd6N QL1:w,QL6:b,KL6:b b - - 0 2       | z1QL1-z0QL1 |
        | a    | Kb4N,pa2W,kd6N KL1:w,QL6:b,KL6:b b - - 0 2         | a2W-a1W     |
        | b    | Kb4N,pb2W,kd6N QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2   | b2W-b1W     |
        | c    | Kb4N,pc2W,kd6N QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2   | c2W-c1W     |
        | d    | Kb4N,pd2W,kd6N QL1:w,QL6:b,KL6:b b - - 0 2         | d2W-d1W     |
        | e    | Kb4N,pe1KL1,kd6N QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 | e1KL1-e0KL1 |

    @TR-3.4
    Scenario Outline: every overhung corner: a pawn passes <move> without promoting while the board on <pin> stands
      Given the Tri-D position "<position>"
      Then the Tri-D move "<move>" is legal
      And the Tri-D move "<move>=Q" is refused with ERR_PROMOTION_NOT_ALLOWED citing "TR 3.4(e)(ii)"

      Examples:
        | file | pin | position                                         | move    |
        | a    | QL6 | Kb4N,Pa7B,kd6N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 | a7B-a8B |
        | d    | KL6 | Kb4N,Pd7B,kd6N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 | d7B-d8B |
        | a    | QL1 | Kb4N,pa2W,kd6N QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 | a2W-a1W |
        | d    | KL1 | Kb4N,pd2W,kd6N QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 | d2W-d1W |

    @TR-3.4
    Scenario: only a pawn is promoted: a knight's move names no piece to become
      Given the Tri-D position "Nb1W,Kc1W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      When the move "b1W-d2W=Q" is played
      Then it is refused with ERR_PROMOTION_NOT_ALLOWED citing "TR 3.4(e)(ii)"
      And nothing changed
      When the move "b1W-d2W" is played
      Then the move is accepted

  Rule: TR 3.4(e)(iii) delayed promotion once the board leaves the corner (ruling 10, option delayed-promotion)

    @TR-3.4
    Scenario: delayed-promotion owner-chooses: Black uncovers a8B and White's next move starts with the choice
      Given the rule option "delayed-promotion" is "owner-chooses"
      And the Tri-D position, Black to move:
        """
        QL6 black
        9 n .
        8 . .
        KL6 black
        9 k .
        B
        8 P . . .
        KL1 white
        0 K .
        """
      When the Tri-D move "QL6-QL4" is judged
      Then the judgement names the rules "TR 3.6, TR 3.5(b)"
      When the move "QL6-QL4" is played
      Then the last move recorded "uncovered" as "a8B"
      And the Tri-D move "Kc1W" is refused with ERR_PROMOTION_PENDING citing "TR 3.4(e)(iii)"
      And the refusal of the Tri-D move "Kc1W" gives square as "a8B"
      When the move "a8B=N,d0KL1-c1W" is played
      Then "a8B" holds "N"

    @TR-3.4
    Scenario: White's own board uncovers d8B: the choice is part of the board move
      Given the Tri-D position, White to move:
        """
        KL6 white
        9 . .
        8 . .
        B
        8 . . . P
        N
        6 . k . .
        KL1 white
        0 K .
        """
      Then the Tri-D move "KL6-KL4" is refused with ERR_PROMOTION_REQUIRED citing "TR 3.4(e)(i)"
      And the refusal of the Tri-D move "KL6-KL4" gives square as "d8B"
      And the Tri-D move "KL6-KL4=K" is refused with ERR_PROMOTION_PIECE citing "TR 3.4(e)(i)"
      And the refusal of the Tri-D move "KL6-KL4=K" gives piece as "king"
      When the move "KL6-KL4=Q" is played
      Then "d8B" holds "Q"

    @TR-3.4
    Scenario: a board move that would let the uncovered pawn's promotion attack the mover's king is illegal
      Given the Tri-D position, Black to move:
        """
        QL6 black
        9 n .
        8 . .
        B
        8 P . . .
        6 . . k .
        KL1 white
        0 K .
        KL6 black
        9 . .
        """
      Then the Tri-D move "QL6-QL4" is refused with ERR_BOARD_UNCOVERS_PROMOTION citing "TR 3.4(e)(iii)"
      And the refusal of the Tri-D move "QL6-QL4" gives square as "a8B"

    @TR-3.4
    Scenario: White uncovers a1W: Black's next move starts with a choice of queen, rook, bishop or knight
      Black's pawn on a1W stops short of rank 0 while White's board stands on QL1. Once the
      board leaves, Black must choose the piece at the start of the next move; a king is no
      choice, and the move after the choice is judged like any other move.
      Given the rule option "delayed-promotion" is "owner-chooses"
      And the Tri-D position "Kc4W,pa1W,kd7B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 5"
      When the move "=Q,c4W-c5N" is played
      Then it is refused with ERR_NO_PROMOTION_PENDING citing "TR 3.4(e)(iii)"
      And nothing changed
      When the move "a1W=Q,c4W-c5N" is played
      Then it is refused with ERR_NO_PROMOTION_PENDING_ON citing "TR 3.4(e)(iii)"
      And the refusal names the square "a1W"
      And nothing changed
      When the move "QL1-QL3" is played
      Then the last move recorded "uncovered" as "a1W"
      When the move "a1W=K,d7B-d6B" is played
      Then it is refused with ERR_PROMOTION_PIECE citing "TR 3.4(e)(i)"
      And nothing changed
      When the move "a1W=Q,d7B-d5B" is played
      Then it is refused with ERR_KING_MOVE citing "TR 3.5(a)"
      And nothing changed
      When the Tri-D move "a1W=N,d7B-d6B" is judged
      Then the judgement names the rules "TR 3.4(e)(iii), TR 3.1, TR 3.5, TR 3.5(b)"
      When the move "a1W=N,d7B-d6B" is played
      Then "a1W" holds "n"

    @TR-3.4
    Scenario: the choice that goes with a board move uncovering the own pawn is a queen, rook, bishop or knight
      Given the Tri-D position "Pd8B,kb6N,Kd0KL1 QL1:w,KL1:w,KL6:w,QL6:b w - - 0 10"
      When the move "KL6-KL4=K" is played
      Then it is refused with ERR_PROMOTION_PIECE citing "TR 3.4(e)(i)"
      And nothing changed
      When the move "QL1-QL3=Q" is played
      Then it is refused with ERR_PROMOTION_NOT_ALLOWED citing "TR 3.4(e)(ii)"
      And nothing changed
      When the Tri-D move "KL6-KL4=Q" is judged
      Then the judgement names the rules "TR 3.6, TR 3.4(e)(iii), TR 3.5(b)"
      When the move "KL6-KL4=Q" is played
      Then "d8B" holds "Q"
