@V.P5
Feature: V.P5 3D-Chess960 (idea Carsten Kullik, Tri-D form Jens Meder)
  The eight squares z0QL1 a0QL1 a1W b1W c1W d1W d0KL1 e0KL1 count as one first row.
  King, queen, rooks, bishops and knights stand on it in one of 960 arrangements, numbered
  by Scharnagl's Chess960 scheme over the row's slots; the pawns stand as usual.

  Rule: V.P5.2.1 the king stands between the rooks and the bishops on opposite colours

    @V.P5.2.1
    Scenario: exactly 960 arrangements are valid
      Then exactly 960 arrangements of the first row are valid

    @V.P5.2.1
    Scenario Outline: a setup by its number
      Given a game of "tri-d-chess" from the setup "chess960:<number>"
      Then the first row of White reads "<row>"

      Examples:
        | number | row             |
        | 409    | R Q N B B N K R |
        | 518    | R N B Q K B N R |
        | 0      | B B Q N N R K R |
        | 959    | R K R N N Q B B |

    @V.P5.2.1
    Scenario: a number outside 0-959 is refused
      When a Tri-D game is started from the setup "chess960:960"
      Then it is refused with ERR_CHESS960_NUMBER citing "V.P5.2"

  Rule: V.P5.2.2 Black stands opposite White

    @V.P5.2.2
    Scenario: Black's row mirrors White's
      Given a game of "tri-d-chess" from the setup "chess960:123"
      Then the first row of Black reads the same as the first row of White
      And the 3D square "a1QL1" holds "P"
      And the 3D square "a8QL6" holds "p"

  Rule: V.S5.2.3 the setup may be drawn by chance before the game

    @V.S5.2.3 @V.P5.1.2
    Scenario: a seeded draw gives the same setup every time, and the game is then played as usual
      Then the seed "club night 7" draws the same 3D-Chess960 setup twice
      And a game from the setup "chess960:seed:club night 7" has the first row of that number
      When the moves "b2W-b4N b7B-b5B" are played
      Then the game goes on
