@drakoburg @DRK-pieces
Feature: Drakoburg pieces and how they move
  The source gives six kinds of piece ("Águry"). Each moves by its own pattern; a move
  that ends on an enemy piece removes it. Ruling 2 fixes how the bent riders (esquire
  and turcopole) slide. Marked fields (*) are the fields the piece can reach.

  Rule: DRK source: the lancer (kopiník, P) steps one field straight or diagonally forward, moving and capturing alike

    @DRK-source
    Scenario: A lancer on a free board
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . . * * * . .
        3 . . . P . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Then the piece on "d3" reaches exactly the marked fields

    @DRK-source @DRK-R8
    Scenario: A lancer blocked by its own piece captures straight ahead and never steps twice
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . . Z p * . .
        3 . . . P . . .
        2 P . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Then the piece on "d3" reaches exactly the marked fields and captures on "d4"
      And "a2-a4" is refused with ERR_DRK_PATTERN citing "DRK source"

  Rule: DRK source: the bowman (lukostřelec, S) slides diagonally without jumping or steps like a king

    @DRK-source
    Scenario: A bowman on a free board
      Given the Drakoburg board, White to move:
        """
        7 * . . . . . *
        6 . * . . . * .
        5 . . * * * . .
        4 T . * S * . t
        3 . . * * * . .
        2 . * . . . * .
        1 * . . . . . *
          a b c d e f g
        """
      Then the piece on "d4" reaches exactly the marked fields

    @DRK-source
    Scenario: A bowman stops at its own piece and captures the first enemy piece
      Given the Drakoburg board, White to move:
        """
        7 * . . . . . .
        6 . * . . . . .
        5 . . * * P . .
        4 T . * S * . t
        3 . . p * * . .
        2 . . . . . * .
        1 . . . . . . *
          a b c d e f g
        """
      Then the piece on "d4" reaches exactly the marked fields and captures on "c3"

  Rule: DRK source: the man-at-arms (zbrojnoš, Z) slides orthogonally without jumping or steps like a king

    @DRK-source
    Scenario: A man-at-arms on a free board
      Given the Drakoburg board, White to move:
        """
        7 . . . * . . t
        6 . . . * . . .
        5 . . * * * . .
        4 * * * Z * * *
        3 . . * * * . .
        2 . . . * . . .
        1 T . . * . . .
          a b c d e f g
        """
      Then the piece on "d4" reaches exactly the marked fields

    @DRK-source
    Scenario: A man-at-arms blocked by its own lancer captures by replacement
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . * P * . .
        4 * * * Z * z .
        3 . . * * * . .
        2 . . . * . . .
        1 T . . * . . .
          a b c d e f g
        """
      Then the piece on "d4" reaches exactly the marked fields and captures on "f4"
      When the move "d4xf4" is played
      Then the move is accepted
      And the field "f4" holds "Z"
      And the field "d4" holds "."

  Rule: DRK R2: the esquire (panoš, A) steps orthogonally onto an empty field and slides diagonally outward, leaps like a chess knight, or steps like a king

    @DRK-source @DRK-R2
    Scenario: An esquire on a free board
      Given the Drakoburg board, White to move:
        """
        7 . * . . . * t
        6 * . * . * . *
        5 . * * * * * .
        4 . . * A * . .
        3 . * * * * * .
        2 * . * . * . *
        1 T * . . . * .
          a b c d e f g
        """
      Then the piece on "d4" reaches exactly the marked fields

    @DRK-source @DRK-R2
    Scenario: An esquire's bent slide needs an empty first field and stops at the first piece; its leap jumps
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 * . * . * . .
        5 . * * P * p .
        4 . . * A * . .
        3 . * * * * * .
        2 * . S . * . *
        1 T . . . . * .
          a b c d e f g
        """
      Then the piece on "d4" reaches exactly the marked fields and captures on "f5"

  Rule: DRK R2: the turcopole (turkopol, U) steps diagonally onto an empty field and slides orthogonally outward, leaps like a chess knight, or steps like a king

    @DRK-source @DRK-R2
    Scenario: A turcopole on a free board
      Given the Drakoburg board, White to move:
        """
        7 . . * . * . t
        6 . . * . * . .
        5 * * * * * * *
        4 . . * U * . .
        3 * * * * * * *
        2 . . * . * . .
        1 T . * . * . .
          a b c d e f g
        """
      Then the piece on "d4" reaches exactly the marked fields

    @DRK-source @DRK-R2
    Scenario: A turcopole's bent slide is blocked by its own lancer; the enemy on the turn field is taken
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . . p . * . .
        5 * * * * P * .
        4 . . * U * . .
        3 * * * * * * *
        2 . . * . * . .
        1 T . * . * . .
          a b c d e f g
        """
      Then the piece on "d4" reaches exactly the marked fields and captures on "c6"

  Rule: DRK source: the knight (těžkooděnec, T) leaps exactly two fields orthogonally or diagonally over any piece, or steps like a king

    @DRK-source
    Scenario: A knight on a free board
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . * . * . * .
        5 . . * * * . .
        4 . * * T * * .
        3 . . * * * . .
        2 . * . * . * .
        1 . . . . . . .
          a b c d e f g
        """
      Then the piece on "d4" reaches exactly the marked fields

    @DRK-source
    Scenario: A knight jumps over pieces, which stay on the board
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . * . * . * .
        5 . . * P P . .
        4 . * S T * * .
        3 . . * * * . .
        2 . * . * . * .
        1 . . . . . . .
          a b c d e f g
        """
      Then the piece on "d4" reaches exactly the marked fields
      When the move "d4-d6" is played
      Then the move is accepted
      And the field "d5" holds "P"
      And the field "d6" holds "T"

  Rule: DRK R2: a judged move of a bent rider cites ruling 2

    @DRK-R2
    Scenario: Judging an esquire's and a turcopole's moves names ruling 2, a man-at-arms' does not
      Given the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . A . . . U .
        3 . . . . . . .
        2 . . . Z . . .
        1 . . . T . . .
          a b c d e f g
        """
      When the Drakoburg move "b4-c6" is judged
      Then the Drakoburg judgement names the rules "DRK source, DRK R2, DRK R4"
      When the Drakoburg move "f4-g3" is judged
      Then the Drakoburg judgement names the rules "DRK source, DRK R2, DRK R4"
      When the Drakoburg move "d2-d3" is judged
      Then the Drakoburg judgement names the rules "DRK source, DRK R4"
