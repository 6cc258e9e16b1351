@TR-3.6
Feature: TR 3.6 Moves of the attack boards
  A board holding at most one piece moves to an adjacent vacant pin, carrying its passenger.
  The passenger's owner controls it; an empty board belongs to its original owner. Occupied
  boards move only forward or sideways, empty ones also backward.

  Rule: TR 3.6 adjacent pins, forward and backward by rank

    @TR-3.6
    Scenario: worked example: the black board on QL6 moves to QL5 or QL4 (forward) or KL6 (beside)
      Given the Tri-D position, Black to move:
        """
        QL6 black
        9 . .
        8 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      Then the board on "QL6" may move to "KL6 QL4 QL5"

    @TR-3.6
    Scenario: worked example: the empty white board on QL3 reaches QL5, QL4, QL2, KL3 and QL1
      Given the Tri-D position, White to move:
        """
        QL3 white
        3 . .
        2 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      Then the board on "QL3" may move to "KL3 QL1 QL2 QL4 QL5"

    @TR-3.6
    Scenario: board-direction by-rank-controller: an occupied board may not move backward
      Given the rule option "board-direction" is "by-rank-controller"
      And the Tri-D position, White to move:
        """
        QL3 white
        3 . P
        2 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      Then the board on "QL3" may move to "KL3 QL2 QL4 QL5"
      And the Tri-D move "QL3-QL1" is refused with ERR_BOARD_DIRECTION citing "TR 3.6"

    @TR-3.6
    Scenario: a black passenger makes a white board Black's, and forward is toward White
      Given the Tri-D position, Black to move:
        """
        QL3 white
        3 . n
        2 . .
        B
        8 . k . .
        W
        1 . . K .
        """
      Then the board on "QL3" may move to "KL3 QL1"

  Rule: TR 3.6 at most one piece, controlled by its owner

    @TR-3.6
    Scenario: only a board that stands on a pin can move from it
      Given a new game of "tri-d-chess"
      When the move "KL2-KL3" is played
      Then it is refused with ERR_NO_BOARD_ON_PIN citing "TR 3.6"
      And nothing changed

    @TR-3.6
    Scenario: a board with two pieces cannot move
      Given a new game of "tri-d-chess"
      Then the Tri-D move "QL3" is refused with ERR_BOARD_OVERFULL citing "TR 3.6"

    @TR-3.6
    Scenario: a board carrying an enemy piece belongs to the enemy
      Given the Tri-D position, White to move:
        """
        QL3 white
        3 . n
        2 . .
        B
        8 . k . .
        W
        1 . . K .
        """
      Then the Tri-D move "QL3-QL5" is refused with ERR_BOARD_NOT_YOURS citing "TR 3.6"

    @TR-3.6
    Scenario: a move written by its pin alone is explained by the board next to that pin
      Only the black board on QL6 stands next to QL4; White's board on QL1 is three pins away.
      The refusal names what stops the nearby board: it is Black's. Written QL1, the move is about
      a board coming to QL1, so the board already standing there is not the one judged.
      Given the Tri-D position "Kc1W,kb8B QL1:w,QL6:b w - - 0 10"
      Then the Tri-D move "QL4" is refused with ERR_BOARD_NOT_YOURS citing "TR 3.6"
      And the refusal of the Tri-D move "QL4" gives pin as "QL6"
      And the Tri-D move "QL1" is refused with ERR_BOARD_NOT_YOURS citing "TR 3.6"
      And the refusal of the Tri-D move "QL1" gives pin as "QL6"

    @TR-3.6
    Scenario: a board moves only to an adjacent pin
      Given the Tri-D position, White to move:
        """
        QL1 white
        1 . .
        0 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      Then the Tri-D move "QL1-QL4" is refused with ERR_BOARD_NOT_ADJACENT citing "TR 3.6"

  Rule: TR 3.6 the target pin must be vacant (ruling 6, option pin-occupancy)

    @TR-3.6
    Scenario: pin-occupancy vacant-pin: no board moves onto another board's pin
      Given the rule option "pin-occupancy" is "vacant-pin"
      And the Tri-D position, White to move:
        """
        QL1 white
        1 . .
        0 . .
        KL1 white
        0 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      Then the Tri-D move "QL1-KL1" is refused with ERR_BOARD_PIN_OCCUPIED citing "TR 3.6"
      And the board on "QL1" may move to "QL2 QL3"

  Rule: TR 3.6 nothing blocks a board, and the passenger rides along (rulings 7 and 8)

    @TR-3.6
    Scenario: attack-board-blocking none: a board moves past pieces on the main boards
      Given the rule option "attack-board-blocking" is "none"
      And the Tri-D position, White to move:
        """
        QL1 white
        1 . .
        0 . .
        N
        3 n . . .
        W
        2 n . . .
        1 . . . K
        B
        8 . k . .
        """
      Then the Tri-D move "QL1-QL3" is legal

    @TR-3.6
    Scenario: passenger rigid: a side move shifts the passenger four files
      Given the rule option "passenger" is "rigid"
      And the Tri-D position, White to move:
        """
        QL1 white
        1 . P*
        0 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      When the move "QL1-KL1" is played
      Then "e1KL1" holds "P"
      And the last move recorded "passenger" as "{\"piece\":\"pawn\",\"color\":\"white\",\"from\":\"a1QL1\",\"to\":\"e1KL1\"}"

    @TR-3.6
    Scenario: a board move may not carry the own king into check
      Given the Tri-D position, White to move:
        """
        QL1 white
        1 . .
        0 . K
        B
        8 . . k .
        W
        4 . . . r
        """
      Then the Tri-D move "QL1-QL2" is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And the Tri-D move "QL1-QL3" is legal

  Rule: V.A2.1 the reach of two squares is a variant (ruling 15, option va21-reach)

    @TR-3.6
    Scenario: va21-reach two-ranks-same-side changes nothing under the Tournament Rules
      Given the rule option "va21-reach" is "two-ranks-same-side"
      And the Tri-D position, White to move:
        """
        QL3 white
        3 . .
        2 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      Then the board on "QL3" may move to "KL3 QL1 QL2 QL4 QL5"
