@V.P6
Feature: V.P6 960x960 (Jens Meder)
  The players build their first rows in turns before White's first move. The pawns and the
  attack boards stand as usual. Once a row has three free squares left, they take rook, king
  and rook from left to right, so the king stands between the rooks.

  Rule: V.P6.2 the order of placement

    @V.P6.2
    Scenario: White one bishop, Black two bishops, White a bishop and a knight, Black two knights, White the queen, Black the queen
      Given a game of "tri-d-chess" from the setup "960x960"
      Then the game is in its setup phase
      And White places next, choosing among "B"
      When the moves "B@b1W" are played
      Then Black places next, choosing among "B"
      When the moves "B@b8B B@c8B" are played
      Then White places next, choosing among "B N"
      When the moves "B@c1W N@a1W" are played
      Then Black places next, choosing among "N"
      When the moves "N@a8B N@d8B" are played
      Then White places next, choosing among "N Q"
      When the moves "N@d1W Q@a0QL1" are played
      Then the first row of White reads "R Q N B B N K R"
      And Black places next, choosing among "Q"
      When the moves "Q@a9QL6" are played
      Then the game is in play
      And the first row of Black reads "R Q N B B N K R"
      And 20 legal moves are available
      And the attack boards stand on "QL1:w KL1:w QL6:b KL6:b"

    @V.P6.2
    Scenario: a piece out of turn is refused
      Given a game of "tri-d-chess" from the setup "960x960"
      When the placement step "N@a1W" is taken
      Then it is refused with ERR_PLACEMENT_ROLE citing "V.P6.2"
      And the refusal names the side to move, White
      And nothing changed

    @V.P6.2
    Scenario: each player places only on his own first row
      Given a game of "tri-d-chess" from the setup "960x960"
      When the placement step "B@b8B" is taken
      Then it is refused with ERR_PLACEMENT_SQUARE citing "V.P6.2"
      And the refusal names the side to move, White
      And the refusal names the square "b8B"
      And nothing changed

    @V.P6.2
    Scenario: the second bishop goes on the other colour
      Given a game of "tri-d-chess" from the setup "960x960"
      And the moves "B@b1W B@b8B B@c8B" have been played
      When the placement step "B@d1W" is taken
      Then it is refused with ERR_PLACEMENT_BISHOP_SHADE citing "V.P5.2.1"
      And the refusal names the square "d1W"
      And nothing changed

    @V.P6.2
    Scenario: a square already taken is refused
      Given a game of "tri-d-chess" from the setup "960x960"
      And the moves "B@b1W B@b8B B@c8B" have been played
      When the placement step "N@b1W" is taken
      Then it is refused with ERR_PLACEMENT_OCCUPIED citing "V.P6.2"
      And the refusal names the square "b1W"
      And nothing changed
      When the placement step "B@c1W" is taken
      Then the last move recorded "placed.length" as "1"
      And the last move recorded "placed.0.square" as "c1W"

    @V.P6.2
    Scenario: a step is one piece letter, @ and a square
      Given a game of "tri-d-chess" from the setup "960x960"
      When the placement step "BN@b1W" is taken
      Then it is refused with ERR_PLACEMENT_SYNTAX citing "V.P6.2"
      And nothing changed
      When the placement step "B@b1Wx" is taken
      Then it is refused with ERR_PLACEMENT_SYNTAX citing "V.P6.2"
      And nothing changed
      When the placement step " B@b1W " is taken
      Then the last move recorded "step" as "B@b1W"
      And Black places next, choosing among "B"

    @V.P6.2
    Scenario: no move before the rows are complete
      Given a game of "tri-d-chess" from the setup "960x960"
      When the move "b2W-b4N" is played
      Then it is refused with ERR_SETUP_NOT_FINISHED citing "ARB"
      And nothing changed

    @V.P6.2
    Scenario: castling follows the rows the players built
      Given a game of "tri-d-chess" from the setup "960x960"
      And the moves "B@a0QL1 B@z9QL6 B@a9QL6 B@z0QL1 N@a1W N@e9KL6 N@d9KL6 N@e0KL1 Q@d0KL1 Q@d8B" have been played
      Then the game is in play
      And the first row of White reads "B B N R K R Q N"
      And the first row of Black reads "B B R K R Q N N"
      When the moves "b2W-b3W b7B-b6B" are played
      And the move "0-0" is played
      Then it is refused with ERR_CASTLING_PATH_BLOCKED citing "V.P5.3.4"
      And the refusal names the square "d0KL1"
      And nothing changed

    @V.P6.2
    Scenario: a king built on a1W castles by the rows too
      Given a game of "tri-d-chess" from the setup "960x960"
      And the moves "B@z0QL1 B@b8B B@c8B B@d1W N@c1W N@a8B N@d8B N@d0KL1 Q@e0KL1 Q@a9QL6" have been played
      Then the first row of White reads "B R K R N B N Q"
      When the moves "b2W-b3W b7B-b6B" are played
      And the move "0-0-0" is played
      Then it is refused with ERR_CASTLING_PATH_BLOCKED citing "V.P5.3.4"
      And the refusal names the square "d0KL1"
      And nothing changed

  Rule: V.P6.1 independent rows by default, mirrored rows as an option

    @V.P6.1
    Scenario: with mirrored rows every step is copied to the opponent
      Given the rule option "v-p6-setups" is "mirrored"
      And a game of "tri-d-chess" from the setup "960x960"
      When the moves "B@b1W" are played
      Then the 3D square "b8B" holds "b"
      And Black places next, choosing among "B"
      When the moves "B@c8B N@a1W N@d8B Q@d0KL1" are played
      Then the game is in play
      And the first row of White reads "R K N B B N Q R"
      And the first row of Black reads the same as the first row of White

  Rule: V.P6.3 960 x 960 = 921,600 combinations

    @V.P6.3
    Scenario: independent rows reach every pair
      Then 921600 pairs of first rows can be reached

    @V.P6.3
    Scenario: mirrored rows reach only 960 pairs
      Given the rule option "v-p6-setups" is "mirrored"
      Then 960 pairs of first rows can be reached
