@drakoburg @DRK-stalemate
Feature: Drakoburg stalemate
  The source: a player whose only movable piece is a knight that is not in check, but
  every move of which would walk into mate, is stalemated, and the game is drawn.
  Ruling 7 extends this to every position where the side to move has no legal move
  and no knight attacked; the option keeps the source's narrower reading instead.

  Rule: DRK R7: no legal move and no knight attacked

    @DRK-source @DRK-R7
    Scenario: Option stalemate = draw: the source's lone knight is stalemated
      Given the rule option "stalemate" is "draw"
      And the Drakoburg board, Black to move:
        """
        7 . . . z . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . t
        3 . z . . . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      When the move "d7-c7" is played
      Then the move is accepted
      And the game is over with "1/2-1/2" by stalemate

    @DRK-source @DRK-R7
    Scenario: Option stalemate = source-only: the source's own case is still a draw
      Given the rule option "stalemate" is "source-only"
      And the Drakoburg board, Black to move:
        """
        7 . . . z . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . t
        3 . z . . . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      When the move "d7-c7" is played
      Then the game is over with "1/2-1/2" by stalemate

    @DRK-R7
    Scenario: Option stalemate = draw: a pinned lancer and a boxed knight are stalemate too
      Given the rule option "stalemate" is "draw"
      And the Drakoburg board, Black to move:
        """
        7 . . . . . z t
        6 . . . . . . .
        5 . . . . . . .
        4 . z . . . . .
        3 . p . . . . .
        2 . . . . . . .
        1 T P . . . . .
          a b c d e f g
        """
      When the move "f7-f1" is played
      Then the game is over with "1/2-1/2" by stalemate

    @DRK-R7
    Scenario: Option stalemate = source-only: outside the source's case the side that cannot move loses
      Given the rule option "stalemate" is "source-only"
      And the Drakoburg board, Black to move:
        """
        7 . . . . . z t
        6 . . . . . . .
        5 . . . . . . .
        4 . z . . . . .
        3 . p . . . . .
        2 . . . . . . .
        1 T P . . . . .
          a b c d e f g
        """
      When the move "f7-f1" is played
      Then the game is over with "0-1" by stalemate

    @DRK-R7
    Scenario: Option stalemate = source-only: Black that cannot move outside the source's case loses too
      Given the rule option "stalemate" is "source-only"
      And the Drakoburg board, White to move:
        """
        7 t p . . . . .
        6 . . . . . . .
        5 . P . . . . .
        4 . Z . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . . . Z T
          a b c d e f g
        """
      When the move "f1-f7" is played
      Then the game is over with "1-0" by stalemate

    @DRK-R7
    Scenario: Option stalemate = source-only: a side none of whose pieces could move at all is not the source's case and loses
      Given the rule option "stalemate" is "source-only"
      And a game of "drakoburg" from the setup "TSZSZSZ/PPPPPPP/P1P4/7/3t3/7/7 b a7d7g7/a1d1g1 17 - 0 1"
      When the move "d3-d2" is played
      Then the move is accepted
      And 0 legal moves are available
      And no knight is in check
      And the game is over with "0-1" by stalemate
