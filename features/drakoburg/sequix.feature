@drakoburg @DRK-sequix
Feature: Drakoburg SEQUIX (rozmnožitel)
  The castles (HRADY) of a side are the starting fields of its knight (T), turcopole (U)
  and man-at-arms (Z). A piece that arrives on an enemy castle adds, in the same move, a
  new lancer of its own side on a free field of its own pawn starting rank, chosen by the
  mover. In the lance setup White raids a7, d7 and g7; Black raids a1, d1 and g1.

  Rule: DRK source: arriving on an enemy castle adds a lancer on a free field of the own pawn rank

    @DRK-source @DRK-R6
    Scenario: The only free field of the pawn rank receives the new lancer
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Then the moves from "a3" to "a7" are "a3-a7@d2"
      When the move "a3-a7@d2" is played
      Then the move is accepted
      And the field "a7" holds "Z"
      And the field "d2" holds "P"

    @DRK-source
    Scenario Outline: Option setup = <setup>: only the starting fields of T, U and Z are castles; <field>, <what>, <gives>
      The castles are fixed by the setup: the starting fields of the other side's knight (T),
      turcopole (U) and man-at-arms (Z). The starting fields of its bowmen (S) and esquires (A)
      are ordinary fields: arriving there adds no lancer.
      Given the rule option "setup" is "<setup>"
      And the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . t
        4 . . . . . . .
        3 Z Z Z Z Z Z .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Then the moves from "<from>" to "<field>" are "<moves>"

      Examples:
        | setup         | field | what                         | gives                    | from | moves    |
        | lance         | a7    | the starting field of Z      | adds a lancer            | a3   | a3-a7@d2 |
        | lance         | d7    | the starting field of T      | adds a lancer            | d3   | d3-d7@d2 |
        | lance         | b7    | an empty field of the setup  | adds none                | b3   | b3-b7    |
        | lance         | c7    | the starting field of S      | adds none                | c3   | c3-c7    |
        | lance         | e7    | the starting field of A      | adds none                | e3   | e3-e7    |
        | promotion-map | b7    | the starting field of S      | adds none                | b3   | b3-b7    |
        | promotion-map | c7    | the starting field of S      | adds none                | c3   | c3-c7    |
        | promotion-map | e7    | the starting field of A      | adds none                | e3   | e3-e7    |
        | promotion-map | f7    | the starting field of A      | adds none                | f3   | f3-f7    |
        | promotion-map | a7    | the starting field of Z      | adds a lancer            | a3   | a3-a7@d2 |

    @DRK-source
    Scenario: No lancer is added when the pawn rank is full
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P P P P P
        1 . . . T . . .
          a b c d e f g
        """
      Then the moves from "a3" to "a7" are "a3-a7"
      And "a3-a7@d2" is refused with ERR_DRK_SEQUIX_UNEXPECTED citing "DRK R6"

    @DRK-source @DRK-R5
    Scenario: A capture on a castle adds a lancer too
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
      Then the moves from "a3" to "a7" are "a3xa7@a2 a3xa7@g2"
      When the move "a3xa7@g2" is played
      Then the move is accepted
      And the events are "PieceMoved"
      And the field "g2" holds "P"

    @DRK-R6
    Scenario: The field the piece just left counts as free
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 Z P P P P P P
        1 . . . T . . .
          a b c d e f g
        """
      Then the moves from "a2" to "a7" are "a2-a7@a2"
      When the move "a2-a7@a2" is played
      Then the field "a2" holds "P"

    @DRK-R6
    Scenario: The pawn rank is the one the setup names, and its first field a1 receives a lancer too
      Given a game of "drakoburg" from the setup "3t3/Z6/7/7/7/7/1PPTPPP w a7d7g7/a1d1g1 17 - 0 1"
      Then the moves from "a6" to "a7" are "a6-a7@a1"
      When the move "a6-a7@a1" is played
      Then the move is accepted
      And the field "a1" holds "P"

    @DRK-R6
    Scenario: A castle on the mover's own pawn rank, where a setup puts one: the field the piece arrives on is not free
      Given a game of "drakoburg" from the setup "3t3/7/7/7/7/Z6/3T3 w b2d7g7/a1d1g1 26 - 0 1"
      Then the moves from "a2" to "b2" are "a2-b2@a2 a2-b2@c2 a2-b2@d2 a2-b2@e2 a2-b2@f2 a2-b2@g2"

    @DRK-R4 @DRK-R6
    Scenario: Legality is judged after the whole move: the new lancer may shut the line onto the knight that raids
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . T . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . z . . .
          a b c d e f g
        """
      Then the moves from "b5" to "d7" are "b5-d7@d2"
      And "b5-d7@c2" is refused with ERR_DRK_ROYAL_INTO_ATTACK citing "DRK R4(a)"

    @DRK-R6
    Scenario: A move onto a castle must name the new lancer's field, and a free one
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      When the move "a3-a7" is played
      Then it is refused with ERR_DRK_SEQUIX_FIELD_MISSING citing "DRK R6"
      And nothing changed
      And "a3-a7@c2" is refused with ERR_DRK_SEQUIX_FIELD_INVALID citing "DRK R6"
      And "a3-a4@d2" is refused with ERR_DRK_SEQUIX_UNEXPECTED citing "DRK R6"

    @DRK-source @DRK-R5
    Scenario: The knight itself raids the enemy knight's starting field
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . t . . . . .
        5 . . . T . . .
        4 . . . . . . .
        3 . . . . . . .
        2 P P P P P P .
        1 . . . . . . .
          a b c d e f g
        """
      Then the moves from "d5" to "d7" are "d5-d7@g2"

    @DRK-source
    Scenario: Black raids White's castles and adds a lancer on rank 6
      Given the Drakoburg board, Black to move:
        """
        7 . . . t . . .
        6 p p p p p . p
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . s .
        1 . T . . . . U
          a b c d e f g
        """
      Then the moves from "f2" to "g1" are "f2xg1@f6"

  Rule: DRK R5: every arrival yields a lancer, or (option) each castle once per game

    @DRK-R5
    Scenario: Option sequix = every-arrival: a second arrival on the same castle adds another lancer
      Given the rule option "sequix" is "every-arrival"
      And the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . . P P
        1 . . . T . . .
          a b c d e f g
        """
      When the moves "a3-a7@d2 e6-e5 a7-a6 e5-f4" are played
      Then the moves from "a6" to "a7" are "a6-a7@e2"

    @DRK-R5
    Scenario: Option sequix = once-per-castle: a castle that yielded a lancer yields no more
      Given the rule option "sequix" is "once-per-castle"
      And the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . . P P
        1 . . . T . . .
          a b c d e f g
        """
      When the moves "a3-a7@d2 e6-e5 a7-a6 e5-f4" are played
      Then the moves from "a6" to "a7" are "a6-a7"
      And "a6-a7@e2" is refused with ERR_DRK_SEQUIX_UNEXPECTED citing "DRK R6"

    @DRK-R5
    Scenario: Option sequix = once-per-castle: a castle used earlier is recorded in the position
      Given the rule option "sequix" is "once-per-castle"
      And the Drakoburg board, White to move, with the castle "a7" already used:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Then the moves from "a3" to "a7" are "a3-a7"

    @DRK-R5
    Scenario: Option sequix = every-arrival (the default): a castle recorded as used still yields a lancer
      Given the Drakoburg board, White to move, with the castle "a7" already used:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Then the moves from "a3" to "a7" are "a3-a7@d2"

  Rule: DRK R5: a judged move onto a castle cites rulings 5 and 6

    @DRK-R5 @DRK-R6
    Scenario: Judging a raid that adds a lancer names rulings 5 and 6; a quiet move does not
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      When the Drakoburg move "a3-a7@d2" is judged
      Then the Drakoburg judgement names the rules "DRK source, DRK R5, DRK R6, DRK R4"
      When the Drakoburg move "a3-a6" is judged
      Then the Drakoburg judgement names the rules "DRK source, DRK R4"
