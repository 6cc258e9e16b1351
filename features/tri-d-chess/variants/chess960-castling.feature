@V.P5.3
Feature: V.P5.3 castling in 3D-Chess960
  King and rook end where standard castling puts them: on the a side (0-0-0) the king on
  a0QL1 and the rook on d0KL1, on the e side (0-0) the king on e0KL1 and the rook on d0KL1.
  Positions below are White to move on move 2 with the attack boards of TR 2.5.

  Rule: V.P5.3.2 the final squares are those of standard castling

    @V.P5.3.2
    Scenario: e side from a double-move start
      Given a game of "tri-d-chess" from the setup "Rb1W*,Kc1W*,Rd1W*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "0-0" is played
      Then the move is accepted
      And the 3D square "e0KL1" holds "K"
      And the 3D square "d0KL1" holds "R"
      And the 3D square "c1W" holds "-"
      And the 3D square "d1W" holds "-"

    @V.P5.3.2
    Scenario Outline: Black's castlings end on Black's squares: <castling> puts the king on <king to> and the rook on d9KL6
      Given a game of "tri-d-chess" from the setup "Kc1W,rb8B*,kc8B*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2"
      When the move "<castling>" is played
      Then the move is accepted
      And the 3D square "<king to>" holds "k"
      And the 3D square "d9KL6" holds "r"
      And the 3D square "c8B" holds "-"

      Examples:
        | castling | king to |
        | 0-0      | e9KL6   |
        | 0-0-0    | a9QL6   |

  Rule: V.P5.3.3 the four kinds of castling

    @V.P5.3.3
    Scenario: (a) double move: rooks b1W and d1W, king c1W
      Both castlings are double moves. On the a side the rook's way to d0KL1 crosses d1W, where the
      other rook stands (V.P5.3.4), so 0-0-0 is played once that rook has gone.
      Given a game of "tri-d-chess" from the setup "Rb1W*,Kc1W*,Rd1W*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the castling "0-0" of White is a "double move"
      When the move "0-0-0" is played
      Then it is refused with ERR_CASTLING_PATH_BLOCKED citing "V.P5.3.4"
      And the refusal names the square "d1W"
      When the moves "d1W-d3W c8B-c7B" are played
      Then the castling "0-0-0" of White is a "double move"

    @V.P5.3.3
    Scenario: (b) transposition: rooks a0QL1 and e0KL1, king d0KL1
      Given a game of "tri-d-chess" from the setup "Ra0QL1*,Kd0KL1*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the castling "0-0-0" of White is a "transposition"
      And the castling "0-0" of White is a "transposition"
      When the move "0-0-0" is played
      Then the 3D square "a0QL1" holds "K"
      And the 3D square "d0KL1" holds "R"

    @V.P5.3.3
    Scenario: (c) king only: rook d0KL1, king c1W, e side
      Given a game of "tri-d-chess" from the setup "Rz0QL1*,Kc1W*,Rd0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the castling "0-0" of White is a "king only"
      And castling "0-0" of White needs the squares "d1W e0KL1" empty
      When the move "0-0" is played
      Then the move is accepted
      And the 3D square "e0KL1" holds "K"
      And the 3D square "d0KL1" holds "R"

    @V.P5.3.3
    Scenario: (d) rook only: rook z0QL1, king a0QL1, a side
      Given a game of "tri-d-chess" from the setup "Rz0QL1*,Ka0QL1*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the castling "0-0-0" of White is a "rook only"
      When the move "0-0-0" is played
      Then the move is accepted
      And the 3D square "a0QL1" holds "K"
      And the 3D square "d0KL1" holds "R"
      And the 3D square "z0QL1" holds "-"

    @V.P5.3.3
    Scenario Outline: a king and a rook that only touch each other's goal make a double move
      Given a game of "tri-d-chess" from the setup "<setup> QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the castling "<castling>" of White is a "double move"

      Examples:
        | setup                          | castling |
        | Ra0QL1*,Kc1W*,Re0KL1*,kc8B     | 0-0-0    |
        | Rb1W*,Kd0KL1*,Re0KL1*,kc8B     | 0-0-0    |

  Rule: V.P5.3.1 a castling needs the king and the rook of that side unmoved on the first row

    @V.P5.3.1
    Scenario: a king that has moved castles on neither side
      Given a game of "tri-d-chess" from the setup "Rb1W*,Kc1W,Rd1W*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "0-0" is played
      Then it is refused with ERR_CASTLING_NOT_AVAILABLE citing "TR 3.5(a)(ii)(1)"
      And nothing changed
      When the move "0-0-0" is played
      Then it is refused with ERR_CASTLING_NOT_AVAILABLE citing "TR 3.5(a)(ii)(1)"
      And nothing changed

    @V.P5.3.1
    Scenario: without a rook on the a side there is no 0-0-0, the e side still castles
      Given a game of "tri-d-chess" from the setup "Kc1W*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the Tri-D move "0-0-0" is judged
      Then the judgement finds it illegal with ERR_CASTLING_NOT_AVAILABLE citing "TR 3.5(a)(ii)(1)"
      When the move "0-0-0" is played
      Then it is refused with ERR_CASTLING_NOT_AVAILABLE citing "TR 3.5(a)(ii)(1)"
      And nothing changed
      When the move "0-0" is played
      Then the move is accepted
      And the 3D square "e0KL1" holds "K"
      And the 3D square "d0KL1" holds "R"

    @V.P5.3.1
    Scenario Outline: a king or rook that has moved castles no more, back on its square or not, whatever stands in the path
      Given a game of "tri-d-chess" from the setup "Na1W,Rb1W*,Kc1W*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      And the moves "<moves>" have been played
      When the move "0-0-0" is played
      Then it is refused with <code> citing "<rule>"
      And nothing changed

      Examples:
        | moves                           | code                    | rule                |
        | b1W-b2W c8B-c7B                 | ERR_CASTLING_ROOK_MOVED | TR 3.5(a)(ii)(1)[c] |
        | b1W-b2W c8B-c7B b2W-b1W c7B-c8B | ERR_CASTLING_ROOK_MOVED | TR 3.5(a)(ii)(1)[c] |
        | c1W-c2W c8B-c7B                 | ERR_CASTLING_KING_MOVED | TR 3.5(a)(ii)(1)[b] |
        | c1W-c2W c8B-c7B c2W-c1W c7B-c8B | ERR_CASTLING_KING_MOVED | TR 3.5(a)(ii)(1)[b] |

    @V.P5.3.1
    Scenario: castling once per game: a king that stayed on its square while its rook castled castles no more
      King a0QL1 and rook z0QL1 castle by the rook alone (0-0-0); the rook then leaves d0KL1 so
      that the e side's path is clear. The king never left a0QL1, yet it has castled: 0-0 with
      the rook on e0KL1 is refused.
      Given a game of "tri-d-chess" from the setup "Rz0QL1*,Ka0QL1*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the moves "0-0-0 c8B-c7B d0KL1-d1W c7B-c8B" are played
      And the move "0-0" is played
      Then it is refused with ERR_CASTLING_KING_MOVED citing "TR 3.5(a)(ii)(1)[b]"
      And nothing changed

  Rule: V.P5.3.4 every square between start and goal of king and rook must be empty

    @V.P5.3.4
    Scenario: example (1): king d0KL1, rooks b1W and e0KL1, a side
      Given a game of "tri-d-chess" from the setup "Na1W,Rb1W*,Kd0KL1*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then castling "0-0-0" of White needs the squares "a0QL1 c1W d1W" empty
      When the move "0-0-0" is played
      Then the move is accepted
      And the 3D square "a0QL1" holds "K"
      And the 3D square "d0KL1" holds "R"
      And the 3D square "a1W" holds "N"

    @V.P5.3.4
    Scenario: example (1): a piece on c1W blocks the a side
      Given a game of "tri-d-chess" from the setup "Rb1W*,Nc1W,Kd0KL1*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "0-0-0" is played
      Then it is refused with ERR_CASTLING_PATH_BLOCKED citing "V.P5.3.4"
      And nothing changed

    @V.P5.3.4
    Scenario: example (1): the e side needs nothing more than TR 3.5(a)
      Given a game of "tri-d-chess" from the setup "Rb1W*,Nc1W,Kd0KL1*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then castling "0-0" of White needs the squares "" empty
      When the move "0-0" is played
      Then the move is accepted

    @V.P5.3.4
    Scenario: example (2): king c1W, rooks b1W and e0KL1
      Given a game of "tri-d-chess" from the setup "Rb1W*,Kc1W*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then castling "0-0-0" of White needs the squares "a0QL1 a1W d1W d0KL1" empty
      And castling "0-0" of White needs the squares "d1W d0KL1" empty

    @V.P5.3.4
    Scenario: example (2): a piece on a1W blocks the a side, not the e side
      Given a game of "tri-d-chess" from the setup "Na1W,Rb1W*,Kc1W*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "0-0-0" is played
      Then it is refused with ERR_CASTLING_PATH_BLOCKED citing "V.P5.3.4"
      And nothing changed
      When the move "0-0" is played
      Then the move is accepted
      And the 3D square "e0KL1" holds "K"
      And the 3D square "d0KL1" holds "R"

  Rule: V.P5.3.5 a king starting on rank 1 crosses no attacked square

    @V.P5.3.5
    Scenario: a king on c1W may not cross d1W under attack
      Given a game of "tri-d-chess" from the setup "Rb1W*,Kc1W*,Re0KL1*,rd6N,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "0-0" is played
      Then it is refused with ERR_CASTLING_CROSSES_ATTACK citing "V.P5.3.5"
      And the refusal names the square "d1W"
      And nothing changed

    @V.P5.3.5
    Scenario Outline: the king's own square and its goal stay under TR 3.5 (king in check, goal attacked)
      Given a game of "tri-d-chess" from the setup "Rb1W*,Kc1W*,Re0KL1*,<knight>,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "0-0" is played
      Then it is refused with ERR_CASTLING_ATTACKED citing "TR 3.5(a)(ii)(2)[a]"
      And nothing changed

      Examples:
        | knight |
        | nb3W   |
        | nd2W   |

    @V.P5.3.5 @TR-3.5
    Scenario Outline: ruling 5 on the other castlings of a row: <castling> of <side> is refused when <attacked>
      Given a game of "tri-d-chess" from the setup "<setup> QL1:w,KL1:w,QL6:b,KL6:b <to move> - - 0 2"
      When the move "<castling>" is played
      Then it is refused with ERR_CASTLING_ATTACKED citing "TR 3.5(a)(ii)(2)[a]"
      And nothing changed

      Examples:
        | castling | side  | attacked                    | setup                          | to move |
        | 0-0-0    | White | the king is in check        | Rb1W*,Kc1W*,Re0KL1*,na2W,kc8B  | w       |
        | 0-0-0    | White | the destination is attacked | Rb1W*,Kc1W*,Re0KL1*,nb2W,kc8B  | w       |
        | 0-0      | Black | the king is in check        | Kc1W,Nb6B,rb8B*,kc8B*,re9KL6*  | b       |
        | 0-0      | Black | the destination is attacked | Kc1W,Nd7B,rb8B*,kc8B*,re9KL6*  | b       |
        | 0-0-0    | Black | the king is in check        | Kc1W,Nd6B,rb8B*,kc8B*,re9KL6*  | b       |
        | 0-0-0    | Black | the destination is attacked | Kc1W,Nb7B,rb8B*,kc8B*,re9KL6*  | b       |

    @V.P5.3.5 @TR-3.5
    Scenario Outline: a rook that leaves its square may open a line onto the king's goal: that castling is refused
      Given a game of "tri-d-chess" from the setup "<setup> QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "<castling>" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed

      Examples:
        | setup                        | castling |
        | Rb1W*,Kd0KL1*,bc2W,kc8B      | 0-0-0    |
        | Ka0QL1*,Rd1W*,qb3W,kc8B      | 0-0      |

    @V.P5.3.5
    Scenario: a king on rank 0 is not hindered by an attack on the rook's path
      Given a game of "tri-d-chess" from the setup "Rb1W*,Kd0KL1*,Re0KL1*,rc6N,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "0-0-0" is played
      Then the move is accepted
      And the 3D square "a0QL1" holds "K"

  Rule: V.P5.3.7 no castling on the first move

    @V.P5.3.7
    Scenario: castling on White's first move is refused
      Given a game of "tri-d-chess" from the setup "Rb1W*,Kc1W*,Rd1W*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1"
      When the move "0-0" is played
      Then it is refused with ERR_CASTLING_FIRST_MOVE citing "TR 3.5(a)(ii)(1)[a]"
      And nothing changed

    @V.P5.3.7
    Scenario: a blocked castling on Black's first move is refused as a first-move castling
      Given a game of "tri-d-chess" from the setup "Na1W,Rb1W*,Kc1W*,Re0KL1*,na8B,rb8B*,kc8B*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 1"
      When the move "0-0-0" is played
      Then it is refused with ERR_CASTLING_FIRST_MOVE citing "TR 3.5(a)(ii)(1)[a]"
      And nothing changed

    @V.P5.3.7
    Scenario: castling-first-move first-ply-only: Black's castling on its first move is judged by V.P5.3.4
      Given the rule option "castling-first-move" is "first-ply-only"
      And a game of "tri-d-chess" from the setup "Na1W,Rb1W*,Kc1W*,Re0KL1*,na8B,rb8B*,kc8B*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 1"
      When the move "0-0-0" is played
      Then it is refused with ERR_CASTLING_PATH_BLOCKED citing "V.P5.3.4"
      And the refusal names the square "a8B"
      And nothing changed

    @V.P5.3.7
    Scenario: castling-first-move first-ply-only: White's castling on the game's first move is refused as such, path or not
      Given the rule option "castling-first-move" is "first-ply-only"
      And a game of "tri-d-chess" from the setup "Na1W,Rb1W*,Kc1W*,Re0KL1*,na8B,rb8B*,kc8B*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1"
      When the move "0-0-0" is played
      Then it is refused with ERR_CASTLING_FIRST_MOVE citing "TR 3.5(a)(ii)(1)[a]"
      And nothing changed

    @V.P5.3.7
    Scenario: castling-first-move first-ply-only: White's later castlings are judged by V.P5.3.4
      Given the rule option "castling-first-move" is "first-ply-only"
      And a game of "tri-d-chess" from the setup "Na1W,Rb1W*,Kc1W*,Re0KL1*,na8B,rb8B*,kc8B*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the move "0-0-0" is played
      Then it is refused with ERR_CASTLING_PATH_BLOCKED citing "V.P5.3.4"
      And the refusal names the square "a1W"
      And nothing changed

  Rule: V.P5.3 a judged 3D-Chess960 castling cites the clauses it applies

    @V.P5.3
    Scenario: White's castlings of example (2) are judged under V.P5.3.2 to V.P5.3.5
      Given a game of "tri-d-chess" from the setup "Rb1W*,Kc1W*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      When the Tri-D move "0-0-0" is judged
      Then the judgement names the rules "TR 3.5(a)(ii), TR 3.5(b), V.P5.3.2, V.P5.3.3, V.P5.3.4, V.P5.3.5"
      When the Tri-D move "0-0" is judged
      Then the judgement names the rules "TR 3.5(a)(ii), TR 3.5(b), V.P5.3.2, V.P5.3.3, V.P5.3.4, V.P5.3.5"

    @V.P5.3
    Scenario: Black's castling is judged the same way
      Given a game of "tri-d-chess" from the setup "Kc1W,rb8B*,kc8B*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2"
      When the Tri-D move "0-0-0" is judged
      Then the judgement names the rules "TR 3.5(a)(ii), TR 3.5(b), V.P5.3.2, V.P5.3.3, V.P5.3.4, V.P5.3.5"
