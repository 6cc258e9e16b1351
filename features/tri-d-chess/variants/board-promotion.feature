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
      And nothing changed

    @V.A3
    Scenario: only on the four corners
      Given the rule option "v-a3" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pb7B,kd6B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      When the move "b7B-b8B=AB" is played
      Then it is refused with ERR_BOARD_PROMOTION_CORNER citing "V.A3"
      And nothing changed
