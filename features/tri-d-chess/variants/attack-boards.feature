@V.A
Feature: Attack-board variants V.A1, V.A2, V.A2.1, V.A4 and V.A5
  Each variant is a rule option, off by default, and they combine. In the positions below the
  kings stand on the main boards, so the attack boards carry only the pieces named.

  Rule: V.A1 occupied boards forward or sideways, empty boards backward or sideways (Ralph Peters)

    @V.A1
    Scenario: under the Tournament Rules an empty board moves anywhere adjacent
      Given a game of "tri-d-chess" from the setup "Kc1W,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the attack board on "QL3" can move to "KL3 QL1 QL2 QL4 QL5"

    @V.A1
    Scenario: under V.A1 an empty board moves only backward or sideways
      Given the rule option "v-a1" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the attack board on "QL3" can move to "KL3 QL1"
      When the move "QL3-QL4" is played
      Then it is refused with ERR_EMPTY_BOARD_FORWARD citing "V.A1"
      And nothing changed

    @V.A1
    Scenario: under V.A1 an occupied board moves only forward or sideways
      Given the rule option "v-a1" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Na2QL3,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the attack board on "QL3" can move to "KL3 QL2 QL4 QL5"

    @V.A1
    Scenario: under V.A1 an occupied board still moves only to an adjacent pin (TR 3.6)
      Given the rule option "v-a1" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Na2QL3,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL3-QL6" is played
      Then it is refused with ERR_BOARD_NOT_ADJACENT citing "TR 3.6"
      And nothing changed

    @V.A1
    Scenario: under V.A1 an empty board moves sideways only onto a vacant pin (TR 3.6)
      Given the rule option "v-a1" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL1-KL1" is played
      Then it is refused with ERR_BOARD_PIN_OCCUPIED citing "TR 3.6"
      And nothing changed

    @V.A1
    Scenario: under V.A1 the opponent's empty board is still the opponent's (TR 3.6)
      Given the rule option "v-a1" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 2"
      When the move "QL4-QL6" is played
      Then it is refused with ERR_BOARD_NOT_YOURS citing "TR 3.6"
      And nothing changed

  Rule: V.A2 a board carrying a piece may be turned 180 degrees

    @V.A2
    Scenario: a pawn on the z file is freed by turning its board
      Given the rule option "v-a2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pz1QL1,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL1-QL1" is played
      Then the move is accepted
      And the 3D square "a0QL1" holds "P"
      And the 3D square "z1QL1" holds "-"
      And the squares "z1QL1" and "a0QL1" have the same colour
      When the moves "c8B-c7B a0QL1-a1W" are played
      Then the 3D square "a1W" holds "P"

    @V.A2
    Scenario Outline: a pawn on the <file> file reaches the main board after a turn
      Given the rule option "v-a2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,P<pawn>,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the moves "<turn> c8B-c7B <turned>-<goal>" are played
      Then the 3D square "<goal>" holds "P"

      Examples:
        | file | pawn   | turn    | turned | goal |
        | z    | z1QL1  | QL1-QL1 | a0QL1  | a1W  |
        | e    | e1KL1  | KL1-KL1 | d0KL1  | d1W  |

    @V.A2
    Scenario: a turn may not put the own king in check
      The king on z0QL1 comes to a1QL1 when its board turns, and the rook on a5B attacks file a.
      Given the rule option "v-a2" is "on"
      And a game of "tri-d-chess" from the setup "Kz0QL1,ra5B,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL1-QL1" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed

    @V.A2
    Scenario: an empty board cannot be turned
      Given the rule option "v-a2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL1-QL1" is played
      Then it is refused with ERR_BOARD_TURN_EMPTY citing "V.A2"
      And nothing changed

    @V.A2 @TR-3.6
    Scenario: a turn needs exactly one piece on the board: a board carrying two is not turned
      The page says a board "occupied by one piece" may be turned. The project reads it as
      exactly one: a board with two pieces does not move at all (TR 3.6), and turning is a move.
      Given the rule option "v-a2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pz1QL1,Pa1QL1,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the attack board on "QL1" can move to ""
      When the move "QL1-QL1" is played
      Then it is refused with ERR_BOARD_OVERFULL citing "TR 3.6"
      And nothing changed

    @V.A2
    Scenario: without the option a board cannot be turned
      Given a game of "tri-d-chess" from the setup "Kc1W,Pz1QL1,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL1-QL1" is played
      Then it is refused with ERR_BOARD_TURN_NOT_ALLOWED citing "TR 3.6"
      And nothing changed

  Rule: V.A2.1 a board moves two squares (ranks) along its side; no side moves

    @V.A2.1
    Scenario: from QL3 the board reaches QL1, QL2 and QL5, not QL4 (the page's example reads QL4; see VARIANTS.md)
      Given the rule option "v-a2-1" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the attack board on "QL3" can move to "QL1 QL2 QL5"
      When the move "QL3-QL4" is played
      Then it is refused with ERR_BOARD_NOT_TWO_AWAY citing "V.A2.1"
      And nothing changed
      When the move "QL3-QL5" is played
      Then the move is accepted

  Rule: V.A4 six attack boards, two of them neutral (Andrew Bartmess)

    @V.A4
    Scenario: the neutral boards start on KL3 and QL4 and stand still while empty
      Given the rule option "v-a4" is "on"
      And a new game of "tri-d-chess"
      Then the attack boards stand on "QL1:w KL1:w KL3:n QL4:n QL6:b KL6:b"
      And the attack board on "KL3" can move to ""
      When the move "KL3-KL2" is played
      Then it is refused with ERR_BOARD_NEUTRAL citing "V.A4"
      And nothing changed

    @V.A4
    Scenario: a piece on a neutral board lets its owner move the board
      Given the rule option "v-a4" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Nd2KL3,kc8B QL1:w,KL1:w,KL3:n,QL4:n,QL6:b,KL6:b w - - 0 2"
      Then the attack board on "KL3" can move to "KL2 KL4 KL5 QL3"
      When the move "KL3-KL6" is played
      Then it is refused with ERR_BOARD_NOT_ADJACENT citing "TR 3.6"
      And nothing changed

    @V.A4
    Scenario: a neutral board emptied again is neutral again and stands still
      White's knight goes onto the neutral board on KL3 and leaves it again. The board was White's
      to move only while the knight stood on it; empty, it belongs to nobody and stays where it is.
      Given the rule option "v-a4" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Ra2W,Nb1W,kc8B QL1:w,KL1:w,KL3:n,QL4:n,QL6:b,KL6:b w - - 0 2"
      When the moves "b1W-d2KL3 c8B-c7B" are played
      Then the attack board on "KL3" can move to "KL2 KL4 KL5 QL3"
      When the moves "d2KL3-b1W c7B-c8B" are played
      Then the attack boards stand on "QL1:w KL1:w KL3:n QL4:n QL6:b KL6:b"
      And the attack board on "KL3" can move to ""
      When the move "KL3-KL2" is played
      Then it is refused with ERR_BOARD_NEUTRAL citing "V.A4"
      And nothing changed

    @V.A4
    Scenario: the neutral boards join a position given without attack boards
      Given the rule option "v-a4" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pa2W,kd6B,pd7B - w - - 0 20"
      Then the attack boards stand on "KL3:n QL4:n"

    @V.A4
    Scenario: a neutral board does not join a pin another board already holds
      Given the rule option "v-a4" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,KL3:w,QL6:b,KL6:b w - - 0 20"
      Then the attack boards stand on "QL1:w KL3:w QL4:n QL6:b KL6:b"

    @V.A4
    Scenario: the neutral boards join a position string written with extra spaces
      Given the rule option "v-a4" is "on"
      And a game of "tri-d-chess" from the setup "  Kc1W,kc8B  QL1:w,KL1:w,QL6:b,KL6:b  w - - 0 20 "
      Then the attack boards stand on "QL1:w KL1:w KL3:n QL4:n QL6:b KL6:b"

    @V.A4
    Scenario: a position string without its seven fields is refused as such, neutral boards or not
      Given the rule option "v-a4" is "on"
      And a new game of "tri-d-chess"
      Then the Tri-D position string "Kc1W,kc8B" is refused with ERR_POSITION_SYNTAX

    @V.A4
    Scenario: a position that already has its neutral boards keeps them where they stand
      Given the rule option "v-a4" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,KL1:w,KL2:n,QL4:n,QL6:b,KL6:b w - - 0 20"
      Then the attack boards stand on "QL1:w KL1:w KL2:n QL4:n QL6:b KL6:b"

  Rule: V.A5 own boards only, up and down their own side (Ken Dayson)

    @V.A5
    Scenario: White's QL1 board moves only to QL3
      Given the rule option "v-a5" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the attack board on "QL1" can move to "QL3"

    @V.A5
    Scenario: under the Tournament Rules a white piece on a black board lets White move it
      Given a game of "tri-d-chess" from the setup "Kc1W,Na5QL5,kc8B QL1:w,KL1:w,QL5:b,KL6:b w - - 0 2"
      Then the attack board on "QL5" can move to "KL5 QL4 QL6"

    @V.A5
    Scenario: under V.A5 it does not
      Given the rule option "v-a5" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Na5QL5,kc8B QL1:w,KL1:w,QL5:b,KL6:b w - - 0 2"
      Then the attack board on "QL5" can move to ""
      When the move "QL5-QL6" is played
      Then it is refused with ERR_BOARD_NOT_OWN citing "V.A5"
      And nothing changed

    @V.A5
    Scenario: under V.A5 a board moves only up or down its own side
      Given the rule option "v-a5" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL1-QL2" is played
      Then it is refused with ERR_BOARD_OFF_DIAGONAL citing "V.A5"
      And the refusal names the board move from "QL1" to "QL2"
      And nothing changed

    @V.A5 @V.A1
    Scenario: with V.A1 as well, an empty board still may not go up its side
      Given the rule options "v-a5=on, v-a1=on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL1-QL3" is played
      Then it is refused with ERR_EMPTY_BOARD_FORWARD citing "V.A1"
      And nothing changed

    @V.A5
    Scenario: under V.A5 a white piece cannot take a black board forward either
      Given the rule option "v-a5" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Na3QL3,kc8B QL1:w,KL1:w,QL3:b,KL6:b w - - 0 2"
      Then the attack board on "QL3" can move to ""
      When the move "QL3-QL5" is played
      Then it is refused with ERR_BOARD_NOT_OWN citing "V.A5"
      And nothing changed

    @V.A5
    Scenario: under V.A5 an empty pin still has no board to move (TR 3.6)
      Given the rule option "v-a5" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL2-QL4" is played
      Then it is refused with ERR_NO_BOARD_ON_PIN citing "TR 3.6"
      And nothing changed

    @V.A5
    Scenario: under V.A5 a black board carrying two white pieces stays put for being overfull (TR 3.6)
      Given the rule option "v-a5" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Na5QL5,Nz4QL5,kc8B QL1:w,KL1:w,QL5:b,KL6:b w - - 0 2"
      When the move "QL5-QL3" is played
      Then it is refused with ERR_BOARD_OVERFULL citing "TR 3.6"
      And nothing changed

    @V.A5 @V.A2
    Scenario: under V.A5 a turn is no move along the side: it is judged like any turn
      Given the rule options "v-a2=on, v-a5=on"
      And a game of "tri-d-chess" from the setup "Kz0QL1,ra5B,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL1-QL1" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed
