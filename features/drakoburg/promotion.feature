@drakoburg @DRK-promotion
Feature: Drakoburg promotion
  A lancer that reaches the opponent's pawn starting rank (not the last rank) must change,
  as part of the same move, into the piece its file decides: A -> Z; B, C -> S; D -> T;
  E, F -> A; G -> U. In the lance setup White promotes on rank 6 and Black on rank 2.

  Rule: DRK source: promotion is compulsory and decided by the file

    @DRK-source
    Scenario Outline: A White lancer promotes on file <file>
      Given the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 P P P P P P P
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Then "<move>=<piece>" is a legal move
      When the move "<move>" is played
      Then the move is accepted
      And the field "<to>" holds "<piece>"

      Examples:
        | file | move  | to | piece |
        | A    | a5-a6 | a6 | Z     |
        | B    | b5-b6 | b6 | S     |
        | C    | c5-c6 | c6 | S     |
        | D    | d5-d6 | d6 | T     |
        | E    | e5-e6 | e6 | A     |
        | F    | f5-f6 | f6 | A     |
        | G    | g5-g6 | g6 | U     |

    @DRK-source
    Scenario Outline: A Black lancer promotes on file <file>
      Given the Drakoburg board, Black to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 p p p p p p p
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      When the move "<move>" is played
      Then the move is accepted
      And the field "<to>" holds "<piece>"

      Examples:
        | file | move  | to | piece |
        | A    | a3-a2 | a2 | z     |
        | B    | b3-b2 | b2 | s     |
        | C    | c3-c2 | c2 | s     |
        | D    | d3-d2 | d2 | t     |
        | E    | e3-e2 | e2 | a     |
        | F    | f3-f2 | f2 | a     |
        | G    | g3-g2 | g2 | u     |

    @DRK-source
    Scenario: The file of arrival decides, also when the lancer captures diagonally
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
      Then "a5xb6=Z" is refused with ERR_DRK_PROMOTION_MISMATCH citing "DRK source"
      When the move "a5xb6=S" is played
      Then the move is accepted
      And the field "b6" holds "S"

  Rule: DRK R4(a): a second knight by promotion, never on an attacked field

    @DRK-source @DRK-R4
    Scenario: A lancer on file D becomes a second knight
      Given the Drakoburg board, White to move:
        """
        7 t . . . . . .
        6 . . . . . . .
        5 . . . P . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Then the material stands 1 to 0, 1 knight to 1
      When the move "d5-d6" is played
      Then the move is accepted
      And the material stands 0 to 0, 2 knights to 1

    @DRK-R4
    Scenario: A lancer may not promote to a knight on an attacked field
      Given the Drakoburg board, White to move:
        """
        7 t . . . . . .
        6 . . . . . . z
        5 . . . P . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Then "d5-d6" is refused with ERR_DRK_ROYAL_INTO_ATTACK citing "DRK R4(a)"
      And "d5-c6" is a legal move

  Rule: Promotion: a judged promoting move cites the source's promotion

    @DRK-source
    Scenario: Judging a lancer's move onto its promotion rank names and records the promotion; other moves do not
      Given the Drakoburg board, White to move:
        """
        7 t . . . . . .
        6 . . . . . . .
        5 . . . P . . .
        4 . . . . . . .
        3 . P . . . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      When the Drakoburg move "d5-d6" is judged
      Then the Drakoburg judgement names the rules "DRK source, DRK source (promotion), DRK R4"
      And the Drakoburg judgement records the promotion to "T"
      When the Drakoburg move "b3-b4" is judged
      Then the Drakoburg judgement names the rules "DRK source, DRK R4"
      And the Drakoburg judgement records no promotion
      When the Drakoburg move "a1-a2" is judged
      Then the Drakoburg judgement names the rules "DRK source, DRK R4"
