@drakoburg @DRK-notation
Feature: Drakoburg notation
  The long form (`c2-c3`, `d4xf4`, `a3-a7@d2`) is for machines and records. The human form
  names the piece by its letter, Czech (P S Z A U T) or English (L lancer, B bowman,
  M man-at-arms, E esquire, C turcopole, K knight), and writes the departure only where
  needed. Both forms are read everywhere.

  Rule: ARB: long and human forms

    @DRK-source
    Scenario: Opening moves in both letter sets
      Given a new game of "drakoburg"
      Then the move "d1-b3" is written "Tb3" in Czech and "Kb3" in English
      And the move "e1-f3" is written "Af3" in Czech and "Ef3" in English
      And the move "g1-f3" is written "Uf3" in Czech and "Cf3" in English
      And the move "c1-b1" is written "Sb1" in Czech and "Bb1" in English
      And the move "a1-b1" is written "Zb1" in Czech and "Mb1" in English
      And the move "c2-c3" is written "c3" in Czech and "c3" in English
      And the move "c2-d3" is written "cd3" in Czech and "cd3" in English

    @DRK-source @DRK-R6
    Scenario: Captures, promotion and SEQUIX in the human form
      Given the Drakoburg board, White to move:
        """
        7 z . . . . . .
        6 . . . . . . t
        5 . . . P . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Then the move "a3xa7@d2" is written "Zxa7@d2" in Czech and "Mxa7@d2" in English
      And the move "d5-d6" is written "d6=T" in Czech and "d6=K" in English

    @DRK-source @DRK-R4
    Scenario: Option multi-royal = remove-unsaveable (the default): a move that attacks a knight is written with +
      Given the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . Z . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Then the move "b3-b7" is written "Zb7+" in Czech and "Mb7+" in English
      When the move "Zb7+" is played
      Then the move is accepted
      And the knights in check are "d7"

    @DRK-source @DRK-R4
    Scenario: Option multi-royal = remove-unsaveable (the default): a move that mates a knight is written with #
      Given the Drakoburg board, White to move:
        """
        7 t . . . . . t
        6 . . Z . . . .
        5 . . . . . . .
        4 . P . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 Z . . . . . T
          a b c d e f g
        """
      Then the move "a1-a5" is written "Za5#" in Czech and "Ma5#" in English

    @DRK-source
    Scenario: A move that is not notation is refused and changes nothing
      Given a new game of "drakoburg"
      When the move "knight to e4" is played
      Then it is refused with ERR_DRK_NOTATION citing "ARB"
      And nothing changed

  Rule: DRK source: a refused move says what is wrong with it, naming the fields and pieces

    @DRK-source
    Scenario: A knight written to a field its leap cannot reach is told so, not taken for a knight capture
      Given the Drakoburg board, Black to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Then "d7-d4" is refused with ERR_DRK_PATTERN citing "DRK source"
      And the refusal of "d7-d4" gives piece as "knight (T)"
      And the refusal of "d7-d4" gives from as "d7"
      And the refusal of "d7-d4" gives to as "d4"

    @DRK-source
    Scenario: A piece written onto the enemy knight's field that its pattern cannot reach is told so
      Given the Drakoburg board, Black to move:
        """
        7 z . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Then "a7-d1" is refused with ERR_DRK_PATTERN citing "DRK source"
      And the refusal of "a7-d1" gives piece as "man-at-arms (Z)"

    @DRK-source
    Scenario: A short form no piece can play is refused as no such move, quoting the text
      Given the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Then "Tf5" is refused with ERR_DRK_NO_SUCH_MOVE citing "DRK source"
      And the refusal of "Tf5" gives text as "Tf5"
      And "Tdf5" is refused with ERR_DRK_NO_SUCH_MOVE citing "DRK source"
      And "T1f5" is refused with ERR_DRK_NO_SUCH_MOVE citing "DRK source"

    @DRK-source
    Scenario: Moving the opponent's piece or onto one's own piece names the fields and the sides
      Given a new game of "drakoburg"
      Then "d7-d5" is refused with ERR_DRK_NOT_YOUR_PIECE citing "DRK source"
      And the refusal of "d7-d5" gives square as "d7"
      And the refusal of "d7-d5" gives owner as "black"
      And the refusal of "d7-d5" gives side as "white"
      And "a1-a2" is refused with ERR_DRK_OWN_PIECE citing "DRK source"
      And the refusal of "a1-a2" gives square as "a2"

    @DRK-source
    Scenario: Black moving a White piece is told whose piece it is
      Given a new game of "drakoburg"
      And the moves "c2-c3" have been played
      Then "d1-d2" is refused with ERR_DRK_NOT_YOUR_PIECE citing "DRK source"
      And the refusal of "d1-d2" gives owner as "white"
      And the refusal of "d1-d2" gives side as "black"

    @DRK-source
    Scenario: A short form two pieces can play lists both moves
      Given the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 Z . Z . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Then "Zb4" is refused with ERR_DRK_AMBIGUOUS citing "ARB"
      And the refusal of "Zb4" gives text as "Zb4"
      And the refusal of "Zb4" gives moves as "a4-b4, c4-b4"

    @DRK-source @DRK-R4
    Scenario: A short form two pieces fit, one of them pinned to its knight, names the move of the other
      Given the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . Z . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 z . Z . T . .
          a b c d e f g
        """
      Then "c1-c3" is refused with ERR_DRK_ROYAL_EXPOSED citing "DRK R4(b)"
      And the move "c5-c3" is written "Zc3" in Czech and "Mc3" in English
      When the move "Zc3" is played
      Then the move is accepted
      And the field "c3" holds "Z"
      And the field "c1" holds "Z"

    @DRK-source @DRK-R4
    Scenario: A short form two pieces fit, neither of them legally, is refused as ambiguous
      Given the Drakoburg board, White to move:
        """
        7 . . . z . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 S . . T S . .
          a b c d e f g
        """
      Then the knights in check are "d1"
      And "Sc3" is refused with ERR_DRK_AMBIGUOUS citing "ARB"
      And the refusal of "Sc3" gives moves as "a1-c3, e1-c3"

    @DRK-source @DRK-R6
    Scenario: A raid on a castle without, or with a wrong, new lancer field lists the free fields
      Given the Drakoburg board, White to move:
        """
        7 z . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 . P P P P P .
        1 . . . T . . .
          a b c d e f g
        """
      Then "a3xa7" is refused with ERR_DRK_SEQUIX_FIELD_MISSING citing "DRK R6"
      And the refusal of "a3xa7" gives fields as "a2, g2"
      And "a3xa7@c2" is refused with ERR_DRK_SEQUIX_FIELD_INVALID citing "DRK R6"
      And the refusal of "a3xa7@c2" gives square as "c2"
      And the refusal of "a3xa7@c2" gives fields as "a2, g2"
      And "a3-a4@a2" is refused with ERR_DRK_SEQUIX_UNEXPECTED citing "DRK R6"
      And the refusal of "a3-a4@a2" gives square as "a2"

    @DRK-source
    Scenario: A promotion written where there is none, or to the wrong piece, names the letters and the file
      Given the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . p . . . . .
        5 P . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Then "d1-d2=Z" is refused with ERR_DRK_PROMOTION_UNEXPECTED citing "DRK source"
      And the refusal of "d1-d2=Z" gives given as "Z"
      And "a5xb6=Z" is refused with ERR_DRK_PROMOTION_MISMATCH citing "DRK source"
      And the refusal of "a5xb6=Z" gives file as "B"
      And the refusal of "a5xb6=Z" gives expected as "S"
      And the refusal of "a5xb6=Z" gives given as "Z"

    @DRK-R4
    Scenario: A move that leaves White's knight attacked names the knight's field
      Given the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . s . . . . .
        2 . . S . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Then "c2-c3" is refused with ERR_DRK_ROYAL_EXPOSED citing "DRK R4(b)"
      And the refusal of "c2-c3" gives square as "d1"

    @DRK-R4
    Scenario: A move that leaves Black's knight attacked names the knight's field
      Given the Drakoburg board, Black to move:
        """
        7 . . . t . . .
        6 . . s . . . .
        5 . S . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Then "c6-c5" is refused with ERR_DRK_ROYAL_EXPOSED citing "DRK R4(b)"
      And the refusal of "c6-c5" gives square as "d7"

    @DRK-R4
    Scenario: The knights a refused move leaves attacked are those of the board after it, with the moved piece where it lands
      Given the Drakoburg board, Black to move:
        """
        7 t . . t . . .
        6 . . . . t . .
        5 z . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 Z . . Z . . T
          a b c d e f g
        """
      Then the knights in check are "d7"
      And "a5-d5" is refused with ERR_DRK_ROYAL_EXPOSED citing "DRK R4(b)"
      And the refusal of "a5-d5" gives square as "a7"

    @DRK-R4 @DRK-R6
    Scenario: The knights a refused raid leaves attacked are those of the board after it, new lancer included
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . . . t .
        5 . . . . . . .
        4 . . . . . . .
        3 . . z Z T . .
        2 T . . . . . z
        1 . . . . . . .
          a b c d e f g
        """
      Then the knights in check are "a2"
      And "d3-d7@c2" is refused with ERR_DRK_ROYAL_EXPOSED citing "DRK R4(b)"
      And the refusal of "d3-d7@c2" gives square as "e3"

    @DRK-R4
    Scenario: Stepping into attack names the field; not escaping check counts the knights left attacked
      Given the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . z . . .
        3 . . . . . . .
        2 P . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Then the knights in check are "d1"
      And "d1-d2" is refused with ERR_DRK_ROYAL_INTO_ATTACK citing "DRK R4(a)"
      And the refusal of "d1-d2" gives to as "d2"
      And "a2-a3" is refused with ERR_DRK_NOT_FEWEST citing "DRK R4(c)"
      And the refusal of "a2-a3" gives fewest as "0"
      And the refusal of "a2-a3" gives count as "1"

    @DRK-R4
    Scenario: A move in a position where the side to move has lost its last knight gives the reason
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . p . . . . .
        3 z . . . . . .
        2 . . z . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Then "a1-b1" is refused with ERR_DRK_GAME_OVER citing "DRK R4(f)"
      And the refusal of "a1-b1" gives reason as "the side to move has no knight (T) left"

    @DRK-R4
    Scenario: A move in a position where the opponent has no knight left gives the reason
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . p . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Then "d1-d2" is refused with ERR_DRK_GAME_OVER citing "DRK R4(f)"
      And the refusal of "d1-d2" gives reason as "the opponent has no knight (T) left"

    @DRK-R7
    Scenario: A move in a stalemate gives stalemate as the reason
      Given the Drakoburg board, White to move:
        """
        7 . . z . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . t
        3 . z . . . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Then "a1-b1" is refused with ERR_DRK_GAME_OVER citing "DRK R4(f)"
      And the refusal of "a1-b1" gives reason as "the side to move has no legal move (stalemate)"
