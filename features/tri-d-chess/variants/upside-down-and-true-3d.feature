@V.A
Feature: V.A2.2 upside-down attack boards, and V.M.1
  Under V.A2.2 (option v-a2-2) every pin has two slots: the upper one of the Tournament Rules
  and a lower one, `QL3u`, under the pin's main board over the same four columns. An empty
  board turns over between the two slots of its pin as a move, so two boards can share a pin;
  a board moving to another pin stays in its slot and follows Article 3.6 there. Pieces move by
  columns as always, so a lower board's squares are just more levels of their columns.
  V.M.1 gives no rules at all, so nothing is invented for it.

  Rule: V.A2.2 an empty board turns over into the other slot of its pin

    @V.A2.2 @TR-3.6
    Scenario: an empty board is turned under its main board
      Given the rule option "v-a2-2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the board on "QL1" may move to "QL1u QL2 QL3"
      When the move "QL1-QL1u" is played
      Then the move is accepted
      And the attack boards stand on "QL1u:w KL1:w QL6:b KL6:b"

    @V.A2.2 @TR-E
    Scenario: a turn over is written with the slot's pin, QL1u in Appendix E
      Given the rule option "v-a2-2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the Tri-D move "QL1-QL1u" is written "QL1u" in Appendix E
      And the Tri-D move "QL1u" reads as "QL1-QL1u"

    @V.A2.2 @TR-3.6
    Scenario: a second board joins a pin in the other slot
      Given the rule option "v-a2-2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pb2W*,kc8B,pb7B* QL1u:w,QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL3-QL1" is played
      Then the move is accepted
      And the attack boards stand on "QL1:w QL1u:w KL1:w QL6:b KL6:b"
      When the move "QL6-QL6u" is played
      Then the move is accepted
      And the attack boards stand on "QL1:w QL1u:w KL1:w QL6u:b KL6:b"

    @V.A2.2
    Scenario: a board carrying a piece cannot be turned over
      Given the rule option "v-a2-2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pz1QL1,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the board on "QL1" may move to "QL2 QL3"
      When the move "QL1-QL1u" is played
      Then it is refused with ERR_BOARD_FLIP_OCCUPIED citing "V.A2.2"
      And nothing changed

    @V.A2.2 @TR-3.6
    Scenario: turning over needs the other slot free (ruling 6, per slot)
      Given the rule option "v-a2-2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,QL1u:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL1-QL1u" is played
      Then it is refused with ERR_BOARD_PIN_OCCUPIED citing "TR 3.6"
      And nothing changed

  Rule: V.A2.2 a board keeps its slot when it moves to another pin

    @V.A2.2 @TR-3.6
    Scenario: an empty lower board reaches the lower slots of the adjacent pins, or turns up
      Given the rule option "v-a2-2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,QL3u:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the board on "QL3u" may move to "KL3u QL1u QL2u QL3 QL4u QL5u"
      When the move "QL3u-QL1" is played
      Then it is refused with ERR_BOARD_SLOT_CHANGE citing "V.A2.2"
      And nothing changed

    @V.A2.2 @TR-3.6
    Scenario: a lower board carries its passenger like an upper one, and not backward
      Given the rule option "v-a2-2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Nd4KL2u,kc8B QL1:w,KL1:w,KL2u:w,QL6:b,KL6:b w - - 0 2"
      Then the board on "KL2u" may move to "KL4u QL2u"
      When the move "KL2u-KL1u" is played
      Then it is refused with ERR_BOARD_DIRECTION citing "TR 3.6"
      And nothing changed
      When the move "KL2u-KL4u" is played
      Then the move is accepted
      And "d6KL4u" holds "N"
      And Black is in check

    @V.A2.2 @TR-3.1
    Scenario: pieces move onto and off a lower board by columns
      Given the rule option "v-a2-2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Bz1QL1,Nd4KL2u,kc8B,pb7B* QL1:w,QL3u:w,KL1:w,KL2u:w,QL6:b,KL6:b w - - 0 2"
      When the moves "z1QL1-a2QL3u b7B-b6B d4KL2u-c6N" are played
      Then "a2QL3u" holds "B"
      And "c6N" holds "N"
      And "d4KL2u" holds "."

    @V.A2.2 @TR-3.5 @TR-3.1
    Scenario: a rook on one lower board checks a king on another down the a-file
      Given the rule option "v-a2-2" is "on"
      And a game of "tri-d-chess" from the setup "Ka2QL3u,Pb2W*,kc8B,ra8QL6u,pb7B* QL1:w,QL3u:w,QL6u:b,KL6:b w - - 0 10"
      Then White is in check
      And the piece on "a2QL3u" may go to "b1W b3N b3W z1QL1 z2QL3u z3QL3u"
      And the board on "QL3u" may move to "KL3u"
      When the move "a2QL3u-a2W" is played
      Then it is refused with ERR_VERTICAL_MOVE citing "TR 3.1(d)"
      And nothing changed

    @V.A2.2 @TR-3.4
    Scenario: a board in the lower slot of QL6 lengthens the a-file to rank 9
      Given the rule option "v-a2-2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pa8B,kd6B QL1:w,KL1:w,QL6u:b,KL6:b w - - 0 20"
      When the move "a8B-a9QL6u=Q" is played
      Then the move is accepted
      And "a9QL6u" holds "Q"

    @V.A2.2 @TR-3.4
    Scenario: a lone board in the lower slot of QL6 is enough for the a-file to reach rank 9
      Given the rule option "v-a2-2" is "on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pa8B,kd6B QL6u:b w - - 0 20"
      When the move "a8B-a9QL6u=Q" is played
      Then the move is accepted
      And "a9QL6u" holds "Q"

  Rule: V.A2.2 combines with the other options and is off by default

    @V.A2.2 @V.A1
    Scenario: under V.A1 an empty board still turns over (the turn is neither forward nor backward)
      Given the rule options "v-a1=on,v-a2-2=on"
      And a game of "tri-d-chess" from the setup "Kc1W,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the board on "QL3" may move to "KL3 QL1 QL3u"

    @V.A2.2 @V.A2
    Scenario: under V.A2 a lower board carrying a piece turns half round on its slot
      Given the rule options "v-a2=on,v-a2-2=on"
      And a game of "tri-d-chess" from the setup "Kc1W,Pz1QL1u,kc8B QL1u:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL1u-QL1u" is played
      Then the move is accepted
      And "a0QL1u" holds "P"

    @V.A2.2
    Scenario: without the option there is no lower slot
      Given a game of "tri-d-chess" from the setup "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "QL1-QL1u" is played
      Then it is refused with ERR_LOWER_SLOTS_OFF citing "V.A2.2"
      And the refusal names the board move from "QL1" to "QL1u"
      And nothing changed
      And the Tri-D position string "Kc1W,kc8B QL1u:w,KL1:w,QL6:b,KL6:b w - - 0 2" is refused with ERR_LOWER_SLOTS_OFF

  Rule: V.M.1 true 3D movement: the page gives no rules

    @V.M.1
    Scenario: nothing is invented
      When a Tri-D game is started with the rule option "v-m-1" set to "on"
      Then it is refused with ERR_UNKNOWN_OPTION citing "ARB"
