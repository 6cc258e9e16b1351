@TR-3.5
Feature: TR 3.5 The king, castling and check
  The king steps to any adjoining square that is not attacked. Castling moves king and rook of
  the same rank as one king move: on the king's side they exchange places, on the queen's side
  the king goes beside the rook and the rook to the king's square.

  Rule: TR 3.5(a)(i) the king steps to an adjoining square that is not attacked

    @TR-3.5
    Scenario: the king may not step into the rook's file
      Given the Tri-D position, White to move:
        """
        N
        4 . . . r
        W
        1 . . K .
        KL6 black
        9 . k
        """
      Then the piece on "c1W" may go to "b1W b2W c2W"
      And the Tri-D move "Kd2W" is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And the Tri-D move "Ke1W" is refused with ERR_UNKNOWN_SQUARE citing "TR E4"

    @TR-3.5
    Scenario: the king may not step next to the other king, diagonally either, but may stand two files away
      The black king on d3N attacks every column around it: c2 touches it corner to corner, so
      the white king may not go there. b2 is two files away, which no king reaches.
      Given the Tri-D position "Kb1W,kd3N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 20"
      When the move "Kc2W" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed
      When the Tri-D move "Kb2W" is judged
      Then the judgement names the rules "TR 3.1, TR 3.5, TR 3.5(b)"

  Rule: TR 3.5(a)(ii) castling

    @TR-3.5
    Scenario: on the king's side king and rook exchange places
      Given a new game of "tri-d-chess"
      And the moves "Nb3W Nb6B" have been played
      When the move "0-0" is played
      Then "e0KL1" holds "K"
      And "d0KL1" holds "R"
      And the last move recorded "rook" as "{\"from\":\"e0KL1\",\"to\":\"d0KL1\"}"

    @TR-3.5 @FAQ-Q9
    Scenario: FAQ Q9: on the queen's side the king crosses the missing b0 and c0 to a0QL1
      Given the Tri-D position, White to move:
        """
        QL1 white
        1 . .
        0 R* .
        KL1 white
        1 . .
        0 K* .
        N
        5 . . r .
        KL6 black
        9 . k
        """
      When the move "0-0-0" is played
      Then "a0QL1" holds "K"
      And "d0KL1" holds "R"

    @TR-3.5
    Scenario: castling-attack-test king-and-destination: an attacked destination prevents castling for now
      Given the rule option "castling-attack-test" is "king-and-destination"
      And the Tri-D position, White to move:
        """
        QL1 white
        1 . .
        0 R* .
        KL1 white
        1 . .
        0 K* .
        N
        5 r . . .
        KL6 black
        9 . k
        """
      Then the Tri-D move "0-0-0" is refused with ERR_CASTLING_ATTACKED citing "TR 3.5(a)(ii)(2)[a]"
      And the refusal of the Tri-D move "0-0-0" gives square as "a0QL1"

    @TR-3.5
    Scenario: a piece between king and rook prevents castling for now
      Given the Tri-D position, White to move:
        """
        QL1 white
        1 . .
        0 R* B
        KL1 white
        1 . .
        0 K* .
        KL6 black
        9 . k
        """
      Then the Tri-D move "0-0-0" is refused with ERR_CASTLING_BLOCKED citing "TR 3.5(a)(ii)(2)[b]"
      And the refusal of the Tri-D move "0-0-0" gives square as "a0QL1"

    @TR-3.5 @V.A2.2
    Scenario: a piece on another level of a column between king and rook prevents castling too
      The column a0 lies between the king on d0 and the rook on z0. With a board in the lower
      slot of QL1 it has two levels; the bishop below blocks although the king's square a0QL1 is free.
      Given the rule option "v-a2-2" is "on"
      And a game of "tri-d-chess" from the setup "Kd0KL1*,Rz0QL1*,Ba0QL1u,kd9KL6 QL1:w,QL1u:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the Tri-D move "0-0-0" is refused with ERR_CASTLING_BLOCKED citing "TR 3.5(a)(ii)(2)[b]"
      When the move "0-0-0" is played
      Then it is refused with ERR_CASTLING_BLOCKED citing "TR 3.5(a)(ii)(2)[b]"
      And nothing changed

    @TR-3.5
    Scenario: castling is illegal once the king has moved
      Given the Tri-D position, White to move:
        """
        KL1 white
        1 . .
        0 K R*
        KL6 black
        9 k .
        """
      Then the Tri-D move "0-0" is refused with ERR_CASTLING_KING_MOVED citing "TR 3.5(a)(ii)(1)[b]"

    @TR-3.5
    Scenario Outline: castling needs the king and the rook on their squares: <missing>
      Given the Tri-D position "<position>"
      Then the Tri-D move "0-0" is refused with <code> citing "<rule>"
      And the refusal of the Tri-D move "0-0" gives square as "<square>"

      Examples:
        | missing              | position                                               | code                    | rule                   | square |
        | the king has left    | Kc1W,Re0KL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 5  | ERR_CASTLING_KING_MOVED | TR 3.5(a)(ii)(1)[b]    | d0KL1  |
        | the rook is captured | Kd0KL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 5       | ERR_CASTLING_ROOK_MOVED | TR 3.5(a)(ii)(1)[c]    | e0KL1  |

    @TR-3.5
    Scenario: castling is illegal with a rook that has moved
      Given the Tri-D position, White to move:
        """
        KL1 white
        1 . .
        0 K* R
        KL6 black
        9 k .
        """
      Then the Tri-D move "0-0" is refused with ERR_CASTLING_ROOK_MOVED citing "TR 3.5(a)(ii)(1)[c]"

    @TR-3.5
    Scenario Outline: every castling of the table: <castling> puts the king on <king to> and the rook on <rook to>
      Given the Tri-D position "<position>"
      When the move "<castling>" is played
      Then the move is accepted
      And "<king to>" holds "<king>"
      And "<rook to>" holds "<rook>"

      Examples:
        | castling | position                                                 | king | king to | rook | rook to |
        | 0-0      | Kd0KL1*,Re0KL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 | K    | e0KL1   | R    | d0KL1   |
        | 0-0-0    | Kd0KL1*,Rz0QL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 | K    | a0QL1   | R    | d0KL1   |
        | 0-0      | Kd0KL1,kd9KL6*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 | k    | e9KL6   | r    | d9KL6   |
        | 0-0-0    | Kd0KL1,kd9KL6*,rz9QL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 | k    | a9QL6   | r    | d9KL6   |

    @TR-3.5
    Scenario Outline: castling-attack-test king-and-destination on every castling of the table: <castling> of <side> is refused when <attacked>
      Ruling 5: the king's own square and its destination must not be attacked. A king in check
      may not castle out of it, although it would stand safe after the castling; a king may not
      castle onto an attacked square, and that is refused as castling into attack, not only as a
      king left in check.
      Given the rule option "castling-attack-test" is "king-and-destination"
      And the Tri-D position "<position>"
      When the move "<castling>" is played
      Then it is refused with ERR_CASTLING_ATTACKED citing "TR 3.5(a)(ii)(2)[a]"
      And nothing changed

      Examples:
        | castling | side  | attacked                    | position                                                      |
        | 0-0      | White | the king is in check        | Kd0KL1*,Re0KL1*,rd5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 |
        | 0-0      | White | the destination is attacked | Kd0KL1*,Re0KL1*,bb3W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 |
        | 0-0-0    | White | the king is in check        | Kd0KL1*,Rz0QL1*,rd5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 |
        | 0-0-0    | White | the destination is attacked | Kd0KL1*,Rz0QL1*,ra5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 |
        | 0-0      | Black | the king is in check        | Kd0KL1,Rd4N,kd9KL6*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 |
        | 0-0      | Black | the destination is attacked | Kd0KL1,Bb6B,kd9KL6*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 |
        | 0-0-0    | Black | the king is in check        | Kd0KL1,Rd4N,kd9KL6*,rz9QL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 |
        | 0-0-0    | Black | the destination is attacked | Kd0KL1,Ra4N,kd9KL6*,rz9QL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 |

  Rule: TR 3.5(a)(ii)(1)[a] no castling as the first move (ruling 3, option castling-first-move)

    @TR-3.5
    Scenario: castling-first-move own-first-move: neither side castles on its own first move
      Given the rule option "castling-first-move" is "own-first-move"
      And a new game of "tri-d-chess"
      Then the Tri-D move "0-0" is refused with ERR_CASTLING_FIRST_MOVE citing "TR 3.5(a)(ii)(1)[a]"
      When the move "b2W-b4N" is played
      Then the Tri-D move "0-0" is refused with ERR_CASTLING_FIRST_MOVE citing "TR 3.5(a)(ii)(1)[a]"

    @TR-3.5
    Scenario: castling-first-move first-ply-only: Black may castle on its first move
      Given the rule option "castling-first-move" is "first-ply-only"
      And a new game of "tri-d-chess"
      Then perft from here is "20 / 420"
      When the moves "b2W-b4N 0-0" are played
      Then "e9KL6" holds "k"

    @TR-3.5
    Scenario: castling-first-move first-ply-only: White still may not castle on the game's first move
      Only the game's first ply is barred: White's 0-0 is refused as a first move, while Black's
      first move is judged by the other clauses (0-0-0 is blocked by the queen, 0-0 is legal), and
      so is White's second move.
      Given the rule option "castling-first-move" is "first-ply-only"
      And a new game of "tri-d-chess"
      When the move "0-0" is played
      Then it is refused with ERR_CASTLING_FIRST_MOVE citing "TR 3.5(a)(ii)(1)[a]"
      And the refusal names the side to move, white
      And nothing changed
      When the moves "b2W-b4N" are played
      And the move "0-0-0" is played
      Then it is refused with ERR_CASTLING_BLOCKED citing "TR 3.5(a)(ii)(2)[b]"
      And nothing changed
      When the Tri-D move "0-0" is judged
      Then the judgement names the rules "TR 3.5(a)(ii), TR 3.5(b)"
      When the moves "b7B-b5B" are played
      And the move "0-0-0" is played
      Then it is refused with ERR_CASTLING_BLOCKED citing "TR 3.5(a)(ii)(2)[b]"
      And the refusal names the square "a0QL1"

  Rule: TR 3.5(a)(ii)(1) a king or rook carried by an attack board (ruling 4, option carried-king-rook)

    @TR-3.5
    Scenario: carried-king-rook moved: a carried king loses its castling rights
      Given the rule option "carried-king-rook" is "moved"
      And the Tri-D position "Kd0KL1*,Rz0QL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 5"
      When the move "KL1-KL3" is played
      Then the Tri-D position string is "Rz0QL1*,Kd2KL3,kd9KL6 QL1:w,QL6:b,KL3:w,KL6:b b - - 1 5"

    @TR-3.5
    Scenario: carried-king-rook not-moved: a carried king keeps them
      Given the rule option "carried-king-rook" is "not-moved"
      And the Tri-D position "Kd0KL1*,Rz0QL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 5"
      When the move "KL1-KL3" is played
      Then the Tri-D position string is "Rz0QL1*,Kd2KL3*,kd9KL6 QL1:w,QL6:b,KL3:w,KL6:b b - - 1 5"

  Rule: TR 3.5(b) check: no move may leave or place the own king in check

    @TR-3.5
    Scenario: a piece between the king on a1W and an enemy rook may not leave the line
      Given the Tri-D position "Ka1W,Nb1W,rd1W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      When the move "Nc3W" is played
      Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And nothing changed
      When the move "Kb2W" is played
      Then the move is accepted

    @TR-3.5
    Scenario: in check, only moves that end the check are legal
      Given the Tri-D position, Black to move:
        """
        KL6 black
        9 k .
        8 . p
        N
        5 . . . Q
        W
        1 . . K .
        """
      Then Black is in check
      And the legal moves are "d9KL6-c8B d9KL6-e9KL6"
