@drakoburg
Feature: Drakoburg draws the source does not mention
  Ruling 9: a draw by agreement is always possible; threefold repetition and the
  50-move rule (100 plies without a capture, a lancer move, a SEQUIX lancer or the
  removal of a mated knight) are club options that let the side to move claim a draw.

  Background:
    Given the rule option "draws" is "agreement"

  Rule: DRK R9: agreement, repetition and the 50-move rule

    @DRK-R9
    Scenario: A draw by agreement
      Given a new game of "drakoburg"
      When White offers a draw
      And Black accepts the draw
      Then the game is over with "1/2-1/2" by agreement

    @DRK-R9
    Scenario: Option draws = agreement: repetition gives no claim
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
      When the moves "d1-d2 d7-d6 d2-d1 d6-d7 d1-d2 d7-d6 d2-d1 d6-d7" are played
      Then the side to move may claim no draw

    @DRK-R9
    Scenario: Option draws = repetition: the third occurrence may be claimed
      Given the rule option "draws" is "repetition"
      And the Drakoburg board, White to move:
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
      When the moves "d1-d2 d7-d6 d2-d1 d6-d7 d1-d2 d7-d6 d2-d1 d6-d7" are played
      Then the side to move may claim a draw by threefold-repetition
      When white claims a draw by threefold-repetition
      Then the game is over with "1/2-1/2" by threefold-repetition

    @DRK-R9
    Scenario: Option draws = fifty-moves: 100 plies without progress may be claimed
      Given the rule option "draws" is "fifty-moves"
      And the Drakoburg board, White to move, 100 plies since the last capture or lancer move:
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
      Then the side to move may claim a draw by fifty-moves

    @DRK-R9
    Scenario: Option draws = fifty-moves: 99 plies without progress are not yet a claim, the 100th ply makes one
      Given the rule option "draws" is "fifty-moves"
      And the Drakoburg board, White to move, 99 plies since the last capture or lancer move:
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
      Then the side to move may claim no draw
      When the move "d1-e1" is played
      Then the side to move may claim a draw by fifty-moves

    @DRK-R9
    Scenario: Option draws = repetition-and-fifty-moves: both claims are open
      Given the rule option "draws" is "repetition-and-fifty-moves"
      And the Drakoburg board, White to move, 100 plies since the last capture or lancer move:
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
      When the moves "d1-d2 d7-d6 d2-d1 d6-d7 d1-d2 d7-d6 d2-d1 d6-d7" are played
      Then the side to move may claim a draw by threefold-repetition
      And the side to move may claim a draw by fifty-moves

    @DRK-R9
    Scenario: Option draws = agreement: 100 plies give no claim either
      Given the Drakoburg board, White to move, 100 plies since the last capture or lancer move:
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
      Then the side to move may claim no draw

    @DRK-R9
    Scenario: Option draws = repetition: positions that do not repeat give no claim
      Given the rule option "draws" is "repetition"
      And the Drakoburg board, White to move:
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
      When the moves "d1-d2 d7-d6 d2-c2 d6-c6 c2-b2 c6-b6" are played
      Then the side to move may claim no draw

    @DRK-R9
    Scenario: Option draws = repetition: 100 plies without progress give no claim
      Given the rule option "draws" is "repetition"
      And the Drakoburg board, White to move, 100 plies since the last capture or lancer move:
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
      Then the side to move may claim no draw

    @DRK-R9 @DRK-R6
    Scenario Outline: Option draws = <value>: a SEQUIX lancer starts the count again, even on a quiet move of an officer
      The man-at-arms moves onto the empty castle a7 without taking anything, but the lancer it
      adds on d2 is progress: the count is back to 0, not at 100.
      Given the rule option "draws" is "<value>"
      And the Drakoburg board, White to move, 99 plies since the last capture or lancer move:
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
      When the move "a3-a7@d2" is played
      Then the move is accepted
      And the field "d2" holds "P"
      And the side to move may claim no draw

      Examples:
        | value                      |
        | fifty-moves                |
        | repetition-and-fifty-moves |

    @DRK-R9 @DRK-R4(d)
    Scenario Outline: Option draws = <value>: the removal of a mated knight starts the count again
      The man-at-arms' quiet move mates the black knight on a7, which is removed: that removal is
      progress, so the count is back to 0 although the move itself took nothing.
      Given the rule option "draws" is "<value>"
      And the Drakoburg board, White to move, 99 plies since the last capture or lancer move:
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
      When the move "a1-a5" is played
      Then the events are "PieceMoved, RoyalPieceRemoved"
      And the side to move may claim no draw

      Examples:
        | value                      |
        | fifty-moves                |
        | repetition-and-fifty-moves |
