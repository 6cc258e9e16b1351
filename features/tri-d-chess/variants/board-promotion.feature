@V.A3
Feature: V.A3 a pawn promotes into an attack board (Jens Meder)
  A pawn promoting on a1W, d1W, a8B or d8B may take a new attack board instead of a piece. The
  pawn leaves the game; an empty board of its colour appears on the pin over that corner, which
  is vacant whenever that corner is the pawn's furthest rank. Long form: `a7B-a8B=AB`.

  Rule: V.A3 the new board goes on the pin over the corner and belongs to the promoting side

    @V.A3
    Scenario Outline: the pin over each corner
      Then under V.A3 a pawn promoting on "<square>" takes a new board on "<pin>"

      Examples:
        | square | pin |
        | a1W    | QL1 |
        | d1W    | KL1 |
        | a8B    | QL6 |
        | d8B    | KL6 |

    @V.A3
    Scenario: a white pawn on a7B takes a new white board on QL6
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      When the move "a7B-a8B=AB" is played
      Then the move is accepted
      And the events are "PawnPromotedToBoard"
      And the attack boards stand on "QL1:w KL1:w QL4:b QL6:w KL6:b"
      And the 3D square "a8B" holds "-"
      And the 3D square "a7B" holds "-"

    @V.A3
    Scenario: without the option a pawn cannot become a board
      Given a game of "tri-d-chess" from the setup "Kc1W,Pa7B,kd6B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      When the move "a7B-a8B=AB" is played
      Then it is refused with ERR_BOARD_PROMOTION_OFF citing "V.A3"
      And the refusal names the square "a8B"
      And nothing changed
      And 15 legal moves are available

    @V.A3
    Scenario: only on the four corners
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pb7B,kd6B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      When the move "b7B-b8B=AB" is played
      Then it is refused with ERR_BOARD_PROMOTION_CORNER citing "V.A3"
      And the refusal names the square "b8B"
      And nothing changed

    @V.A3
    Scenario: a black pawn capturing on d1W takes a new black board on KL1
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Ka3N,Pb2W,Rd1W,pc2W,kd6B QL1:w,KL3:w,QL6:b,KL6:b b - - 0 20"
      When the move "c2W-d1W=AB" is played
      Then the move is accepted
      And the events are "PawnPromotedToBoard"
      And the last move recorded "side" as "black"
      And the last move recorded "capture" as "d1W"
      And the Tri-D position string is "Pb2W,Ka3N,kd6B QL1:w,QL6:b,KL1:b,KL3:w,KL6:b w - - 0 21"

    @V.A3
    Scenario: a board comes into a position that had no attack boards
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pa7B,kd6B,pd5B - w - - 0 20"
      When the move "a7B-a8B=AB" is played
      Then the move is accepted
      And the last move recorded "pin" as "QL6"
      And the attack boards stand on "QL6:w"
      And the Tri-D position string is "Kc1W,pd5B,kd6B QL6:w b - - 0 20"

    @V.A3
    Scenario: a white pawn capturing an unmoved rook on d8B takes a new white board on KL6
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pc7B,rd8B*,ka6B,pa5B QL1:w,KL1:w,QL6:b,KL4:b w - - 0 20"
      When the move "c7B-d8B=AB" is played
      Then the move is accepted
      And the last move recorded "capture" as "d8B"
      And the Tri-D position string is "Kc1W,pa5B,ka6B QL1:w,QL6:b,KL1:w,KL4:b,KL6:w b - - 0 20"

  Rule: V.A3 the pawn's own move must be legal

    @V.A3
    Scenario: straight onto an empty corner, diagonally only by capturing an enemy piece
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pa7B,na8B,Pb7B,Pc7B,Nd8B,kd6B QL1:w,KL1:w,QL4:b,KL4:b w - - 0 20"
      When the move "a7B-a8B=AB" is played
      Then it is refused with ERR_PAWN_FORWARD_OCCUPIED citing "TR 3.4(a)"
      And nothing changed
      When the move "c7B-d8B=AB" is played
      Then it is refused with ERR_OWN_PIECE_ON_TARGET citing "TR 3.1(b)"
      And nothing changed
      When the move "b7B-a8B=AB" is played
      Then the move is accepted
      And the last move recorded "capture" as "a8B"

    @V.A3
    Scenario: only onto the corner the pawn's own move reaches
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL4:b w - - 0 20"
      When the move "a7B-d8B=AB" is played
      Then it is refused with ERR_PAWN_MOVE citing "TR 3.4"
      And nothing changed

    @V.A3
    Scenario: a pawn may not capture diagonally onto an empty corner
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pb7B,kd6B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      When the move "b7B-a8B=AB" is played
      Then it is refused with ERR_PAWN_CAPTURE_EMPTY citing "TR 3.4(c)"
      And nothing changed

    @V.A3
    Scenario: a pinned pawn may not take a board either (TR 3.5(b))
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Ka7B,Pb7B,na8B,rd7B,kd5N QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      When the move "b7B-a8B=AB" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed
      And the Tri-D move "b7B-a8B=AB" is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      When the Tri-D move "b7B-a8B=AB" is judged
      Then the judgement finds it illegal with ERR_KING_IN_CHECK citing "TR 3.5(b)"

    @V.A3
    Scenario: not while the pin over the corner carries a board (TR 3.4(e)(ii))
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 20"
      When the move "a7B-a8B=AB" is played
      Then it is refused with ERR_PROMOTION_NOT_ALLOWED citing "TR 3.4(e)(ii)"
      And nothing changed

    @V.A3
    Scenario: not while a delayed promotion awaits its choice (TR 3.4(e)(iii))
      Black's pawn on a1W waited under White's board on QL1; once the board leaves, Black's next
      move must start with the choice for that pawn, so no other pawn may take a board instead.
      Given the rule options "v-a3=on, delayed-promotion=owner-chooses"
      And a game of "tri-d-chess" from the setup "Kc4W,Nd1W,pa1W,pc2W,kd7B QL1:w,KL3:w,QL6:b,KL6:b w - - 0 5"
      When the move "QL1-QL3" is played
      And the move "c2W-d1W=AB" is played
      Then it is refused with ERR_PROMOTION_PENDING citing "TR 3.4(e)(iii)"
      And the refusal names the square "a1W"
      And nothing changed

  Rule: V.A3 judging and choosing a promotion into a board

    @V.A3
    Scenario: a promotion into a board is judged under V.A3, TR 3.4(e) and TR 3.5(b)
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      When the Tri-D move "a7B-a8B=AB" is judged
      Then the judgement names the rules "V.A3, TR 3.4(e), TR 3.5(b)"
      When the Tri-D move "b7B-b8B=AB" is judged
      Then the judgement finds it illegal with ERR_BOARD_PROMOTION_CORNER citing "V.A3"

    @V.A3
    Scenario: the board can be chosen beside the pawn's move instead of in its notation
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      When the move "a7S-a8S" is played with the choice of a new attack board
      Then it is refused with ERR_UNKNOWN_SQUARE citing "TR E4"
      And nothing changed
      When the move "a7Bxa8B" is played with the choice of a new attack board
      Then it is refused with ERR_CAPTURE_MARK citing "TR E10"
      And nothing changed
      When the move "a8B" is played with the choice of a new attack board
      Then the move is accepted
      And the events are "PawnPromotedToBoard"
      And the attack boards stand on "QL1:w KL1:w QL4:b QL6:w KL6:b"

    @V.A3
    Scenario: a board chosen beside a move read leniently
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      And notation is read leniently
      When the move "a7S-a8S" is played with the choice of a new attack board
      Then the move is accepted
      And the last move recorded "pin" as "QL6"

    @V.A3
    Scenario: a board chosen beside a move under the option notation lenient
      Given the rule options "v-a3=on, notation=lenient"
      And a game of "tri-d-chess" from the setup "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      When the move "a8S" is played with the choice of a new attack board
      Then the move is accepted
      And the last move recorded "pin" as "QL6"
