@drakoburg @DRK-goal @DRK-mate
Feature: Drakoburg knights (těžkooděnci): check, mate and several knights
  The knight (T) is the royal piece. An attack on it is check; a knight that cannot be
  saved is mated and removed from the board; a side plays on while it keeps a knight
  and loses when its last knight is gone. Ruling 3 settles knight against knight,
  ruling 4 check and mate with several knights.

  Rule: DRK R3: a knight does not attack the enemy knight

    @DRK-source @DRK-R3
    Scenario: Option royal-attack = none: knights may stand side by side, never capture each other
      Given the rule option "royal-attack" is "none"
      And the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . . . . .
        5 . . . t . . .
        4 . . . T . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . . . . .
          a b c d e f g
        """
      Then no knight is in check
      And "d4-e5" is a legal move
      And "d4-d6" is a legal move
      And "d4-d5" is refused with ERR_DRK_ROYAL_CAPTURE citing "DRK R3"

    @DRK-R3
    Scenario: Option royal-attack = chess-like: knights guard fields against each other as kings do
      Given the rule option "royal-attack" is "chess-like"
      And the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . . . . .
        5 . . . t . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . T . . .
        1 . . . . . . .
          a b c d e f g
        """
      Then "d2-d3" is refused with ERR_DRK_ROYAL_INTO_ATTACK citing "DRK R4(a)"
      And "d2-d4" is refused with ERR_DRK_ROYAL_INTO_ATTACK citing "DRK R4(a)"
      And "d2-c3" is a legal move

    @DRK-R3
    Scenario: Option royal-attack = none: the same approach is allowed
      Given the rule option "royal-attack" is "none"
      And the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . . . . .
        5 . . . t . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . T . . .
        1 . . . . . . .
          a b c d e f g
        """
      Then "d2-d3" is a legal move
      And "d2-d4" is a legal move

  Rule: DRK R4: check, and with one knight exactly the rules of chess

    @DRK-source @DRK-R4
    Scenario: Check must be answered when it can be
      Given the Drakoburg board, Black to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 z . . . . . .
        3 . . . . . . .
        2 P . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      When the move "a4-d4" is played
      Then the move is accepted
      And the knights in check are "d1"
      And "a2-a3" is refused with ERR_DRK_NOT_FEWEST citing "DRK R4(c)"
      And "d1-d2" is refused with ERR_DRK_ROYAL_INTO_ATTACK citing "DRK R4(a)"
      And "d1-e2" is a legal move

    @DRK-source @DRK-R4
    Scenario: A knight may not step into mate
      Given the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . z
        1 . . . T . . .
          a b c d e f g
        """
      Then no knight is in check
      And "d1-d2" is refused with ERR_DRK_ROYAL_INTO_ATTACK citing "DRK R4(a)"
      And "d1-f1" is refused with ERR_DRK_ROYAL_INTO_ATTACK citing "DRK R4(a)"
      And "d1-e1" is a legal move

    @DRK-R4
    Scenario: A piece pinned to its knight may not expose it
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
      And "c2xb3" is a legal move

    @DRK-R4
    Scenario: A pinned piece still attacks
      Given the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . s . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . T . . . . .
        1 . . . Z . . .
          a b c d e f g
        """
      Then "b2-b4" is refused with ERR_DRK_ROYAL_INTO_ATTACK citing "DRK R4(a)"

  Rule: DRK R4: several knights, forks, mates that remove a knight

    @DRK-source @DRK-R4
    Scenario: A fork of two knights: one is saved, the other is mated and removed, the game goes on
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . T . . . T .
        3 . . . a . . .
        2 . . . . . . P
        1 . . . . . . .
          a b c d e f g
        """
      Then the knights in check are "b4, f4"
      And "g2-g3" is refused with ERR_DRK_NOT_FEWEST citing "DRK R4(c)"
      When the move "b4-b5" is played
      Then the events are "PieceMoved, RoyalPieceRemoved"
      And the knight on "f4" was removed under "DRK R4(e)"
      And the game goes on
      And the material stands 1 to 6, 1 knight to 1

    @DRK-source @DRK-R4
    Scenario: A mate removes one knight while its side keeps another, and the game goes on
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
      When the move "a1-a5" is played
      Then the events are "PieceMoved, RoyalPieceRemoved"
      And the knight on "a7" was removed under "DRK R4(d)"
      And the game goes on
      And the material stands 11 to 0, 1 knight to 1

    @DRK-source @DRK-R4
    Scenario: Mating the last knight wins
      Given the Drakoburg board, White to move:
        """
        7 t . . . . . .
        6 . . Z . . . .
        5 . . . . . . .
        4 . P . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 Z . . . . . T
          a b c d e f g
        """
      When the move "a1-a5" is played
      Then the events are "PieceMoved, RoyalPieceRemoved, GameEnded"
      And the game is over with "1-0" by royal-pieces-lost

    @DRK-R4 @DRK-R4(f)
    Scenario: Once the last knight is gone the game is over and no move is played
      Given the Drakoburg board, White to move:
        """
        7 t . . . . . .
        6 . . Z . . . .
        5 . . . . . . .
        4 . P . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 Z . . . . . T
          a b c d e f g
        """
      When the move "a1-a5" is played
      And the move "c6-c7" is played
      Then it is refused with ERR_GAME_FINISHED citing "DRK R4(f)"
      And nothing changed

    @DRK-R4
    Scenario: A removal exposes a second knight, which is mated in turn (4(d) repeats)
      Given the Drakoburg board, White to move:
        """
        7 . Z Z . . . t
        6 . . . . . . .
        5 . . . . Z . .
        4 . . . . . . .
        3 . . . . . . .
        2 t . . . . . .
        1 t . . . . . T
          a b c d e f g
        """
      When the move "e5-a5" is played
      Then the events are "PieceMoved, RoyalPieceRemoved, RoyalPieceRemoved"
      And the knight on "a2" was removed under "DRK R4(d)"
      And the knight on "a1" was removed under "DRK R4(d)"
      And the game goes on

    @DRK-R4 @DRK-R4(a)
    Scenario: A knight may not step onto an attacked field: refused under 4(a), even when the step also exposes another knight
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 T . . . . . .
        5 . . . s . . .
        4 . . . . . . .
        3 T . . . . . .
        2 . . . . . . .
        1 z . . . . . .
          a b c d e f g
        """
      Then the knights in check are "a3"
      And "a3-b3" is refused with ERR_DRK_ROYAL_INTO_ATTACK citing "DRK R4(a)"
      And "a3xa1" is a legal move

    @DRK-R4 @DRK-R4(b) @DRK-R4(d)
    Scenario: A knight in check may not be saved by exposing another knight: it is mated and removed
      Given the Drakoburg board, White to move:
        """
        7 z z . . . . t
        6 . . . . . . .
        5 . Z . . . . .
        4 . T . . . . .
        3 . . . . . . .
        2 . . z . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Then "b5-a5" is refused with ERR_DRK_ROYAL_EXPOSED citing "DRK R4(b)"
      When the move "b5-b6" is played
      Then the events are "RoyalPieceRemoved, PieceMoved"
      And the knight on "a1" was removed under "DRK R4(d)"
      And the game goes on

    @DRK-R4
    Scenario: A loaded position with an unsaveable knight: the removal is logged before the next move
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . p . . T . .
        3 z . . . . . .
        2 . . z . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Then no knight is in check
      When the move "e4-e5" is played
      Then the events are "RoyalPieceRemoved, PieceMoved"
      And the knight on "a1" was removed under "DRK R4(d)"
      And the game goes on

    @DRK-source @DRK-R4
    Scenario: A lone knight in check with no way out is mated: no move is left
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
      Then 0 legal moves are available
      And "a1-b1" is refused with ERR_DRK_GAME_OVER citing "DRK R4(f)"

  Rule: DRK R4: the alternative reading without check rules

    @DRK-R4
    Scenario: Option multi-royal = remove-unsaveable: a knight may not walk into attack
      Given the rule option "multi-royal" is "remove-unsaveable"
      And the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 z . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Then "d1-d2" is refused with ERR_DRK_ROYAL_INTO_ATTACK citing "DRK R4(a)"

    @DRK-R4
    Scenario: Option multi-royal = capture: no check rules, a knight is captured like any piece
      Given the rule option "multi-royal" is "capture"
      And the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 z . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      When the moves "d1-d2 a2xd2" are played
      Then the game is over with "0-1" by royal-pieces-lost

    @DRK-R4
    Scenario: Option multi-royal = capture: an attacked knight is not in check, and the move attacking it is written without +
      Given the rule option "multi-royal" is "capture"
      And the Drakoburg board, White to move:
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
      Then the move "b3-b7" is written "Zb7" in Czech and "Mb7" in English
      When the move "b3-b7" is played
      Then the move is accepted
      And no knight is in check
      And "d7xb7" is a legal move

    @DRK-R4
    Scenario: Option multi-royal = capture: every piece takes a knight by any of its moves, a single step or a leap too
      Given the rule option "multi-royal" is "capture"
      And the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . t . .
        4 . . . A . . .
        3 . t . . . . t
        2 . S . . . Z .
        1 U . . T . . .
          a b c d e f g
        """
      Then "b2xb3" is a legal move
      And "f2xg3" is a legal move
      And "d4xe5" is a legal move
      And "a1xb3" is a legal move

  Rule: DRK R4(g): a knight exposed by a removal may be captured on that turn

    @DRK-R4 @DRK-R4(g)
    Scenario: A mate opens a line onto a knight, which the opponent may take while the game goes on
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 T . . . . . .
        4 . . . . A . .
        3 . . . . . . .
        2 t . . . . . .
        1 z . S . . . T
          a b c d e f g
        """
      When the move "e4-c5" is played
      Then the events are "PieceMoved, RoyalPieceRemoved"
      And the knight on "a2" was removed under "DRK R4(d)"
      And "a1xa5" is a legal move
      When the Drakoburg move "a1xa5" is judged
      Then the Drakoburg judgement names the rules "DRK source, DRK R4, DRK R4(g)"
      When the move "a1xa5" is played
      Then the move is accepted
      And the game goes on

    @DRK-R4
    Scenario: Taking the opponent's last knight that way wins at once
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 T . . . . . .
        4 . . . . A . .
        3 . . . . . . .
        2 t . . . . . .
        1 z . S . . . .
          a b c d e f g
        """
      When the moves "e4-c5 a1xa5" are played
      Then the game is over with "0-1" by royal-pieces-lost

    @DRK-R4 @DRK-R4(g)
    Scenario: Taking the opponent's last knight wins at once and no own knight is removed after it, though one stands attacked
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . t . .
        4 . . . . . . .
        3 . a . . . . .
        2 . . . . . . .
        1 T P . . Z . T
          a b c d e f g
        """
      Then the knights in check are "a1"
      And "e1xe5" is a legal move
      And "b1-b2" is a legal move
      When the move "e1xe5" is played
      Then the events are "PieceMoved, GameEnded"
      And the game is over with "1-0" by royal-pieces-lost

    @DRK-R4 @DRK-R4(g)
    Scenario: Taking the opponent's last knight wins at once, even with the piece that shielded the own knight
      Given the Drakoburg board, White to move:
        """
        7 z . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . t . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Then no knight is in check
      And "a3xe3" is a legal move
      When the move "a3xe3" is played
      Then the events are "PieceMoved, GameEnded"
      And the game is over with "1-0" by royal-pieces-lost

  Rule: DRK R4: a judged move names the clauses of ruling 4 it rests on

    @DRK-R4 @DRK-R4(e)
    Scenario: Judging the fork's answer names the mate after the reply, 4(e)
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . T . . . T .
        3 . . . a . . .
        2 . . . . . . P
        1 . . . . . . .
          a b c d e f g
        """
      When the Drakoburg move "b4-b5" is judged
      Then the Drakoburg judgement names the rules "DRK source, DRK R4, DRK R4(e)"

    @DRK-R4 @DRK-R4(d)
    Scenario: Judging a mating move names the mate before moving, 4(d)
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
      When the Drakoburg move "a1-a5" is judged
      Then the Drakoburg judgement names the rules "DRK source, DRK R4, DRK R4(d)"

    @DRK-R4 @DRK-R4(g)
    Scenario: Judging the capture of the last exposed knight names 4(g)
      Given the Drakoburg board, White to move:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 T . . . . . .
        4 . . . . A . .
        3 . . . . . . .
        2 t . . . . . .
        1 z . S . . . .
          a b c d e f g
        """
      When the move "e4-c5" is played
      And the Drakoburg move "a1xa5" is judged
      Then the Drakoburg judgement names the rules "DRK source, DRK R4, DRK R4(g)"

    @DRK-R4
    Scenario: Option multi-royal = capture: a judged move cites no check rules
      Given the rule option "multi-royal" is "capture"
      And the Drakoburg board, White to move:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 z . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      When the Drakoburg move "d1-d2" is judged
      Then the Drakoburg judgement names the rules "DRK source"

  Rule: DRK R4(e): a removal that exposes the knight behind removes it too

    @DRK-R4(e) @DRK-R4(f)
    Scenario: Black hides one knight behind the other, loses both after its move, and White wins
      Given the Drakoburg board, Black to move:
        """
        7 . . . . . . .
        6 . . . . . . .
        5 . . t . . . .
        4 . . . . . . .
        3 t . . . S . .
        2 . . . . . . .
        1 Z . . . . . T
          a b c d e f g
        """
      When the move "c5-a5" is played
      Then the move is accepted
      And the knight on "a3" was removed under "DRK R4(e)"
      And the knight on "a5" was removed under "DRK R4(e)"
      And the game is over with "1-0" by royal-pieces-lost

    @DRK-R4(e) @DRK-R4(f)
    Scenario: White hides one knight behind the other, loses both after its move, and Black wins
      Given the Drakoburg board, White to move:
        """
        7 z . . . . . t
        6 . . . . . . .
        5 T . . . s . .
        4 . . . . . . .
        3 . . T . . . .
        2 . . . . . . .
        1 . . . . . . .
          a b c d e f g
        """
      When the move "c3-a3" is played
      Then the move is accepted
      And the knight on "a5" was removed under "DRK R4(e)"
      And the knight on "a3" was removed under "DRK R4(e)"
      And the game is over with "0-1" by royal-pieces-lost
