@V.P
Feature: Variant setups V.P1-V.P4 and V.P7
  A setup is independent of the rule options. Setups the source shows only as pictures that
  are missing from the text are listed and refused; any of them can still be played from a
  position string.

  Rule: V.P1 bishops and knights change places (Jeremy Trylch)

    @V.P1
    Scenario: the knights stand on b1W and c1W, the bishops on a1W and d1W
      Given a game of "tri-d-chess" from the setup "v-p1"
      Then the first row of White reads "R Q B N N B K R"
      And the first row of Black reads the same as the first row of White
      And the 3D square "a1W" holds "B"
      And the 3D square "b8B" holds "n"

    @V.P1
    Scenario: the setup combines with an attack-board option
      Given the rule option "v-a1" is "on"
      And a game of "tri-d-chess" from the setup "v-p1"
      When the move "b2W-b4N" is played
      Then the move is accepted

  Rule: V.P2, V.P3, V.P4 and V.P7 exist only as pictures missing from the text

    @V.P2 @V.P3 @V.P4 @V.P7
    Scenario Outline: <setup> is listed as not available and refused
      Then the setup "<setup>" is listed as not available
      When a Tri-D game is started from the setup "<setup>"
      Then it is refused with ERR_SETUP_NOT_AVAILABLE citing "<clause>"

      Examples:
        | setup | clause |
        | v-p2  | V.P2   |
        | v-p3  | V.P3   |
        | v-p4  | V.P4   |
        | v-p7  | V.P7   |

    @V.P2
    Scenario: any setup can be loaded from a position string
      When a Tri-D game is started from the setup "Kc1W,Qb1W,kc8B,qb8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1"
      Then the game is in play
