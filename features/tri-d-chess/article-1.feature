@TR-1
Feature: TR 1 The nature and objectives of the game
  Two players move in turn, a piece or an attack board; White begins. Checkmate wins; a game
  neither side can win any more is drawn.

  Rule: TR 1.1 White begins, and a move is made with a piece or with an attack board

    @TR-1.1
    Scenario: White has 20 legal first moves
      Given a new game of "tri-d-chess"
      Then 20 legal moves are available
      And the legal moves are "a1W-b3N a1W-b3W a2W-a3N a2W-a3W a2W-a4N a2W-a4W b2W-b3N b2W-b3W b2W-b4N b2W-b4W c2W-c3N c2W-c3W c2W-c4N c2W-c4W d1W-c3N d1W-c3W d2W-d3N d2W-d3W d2W-d4N d2W-d4W"

    @TR-1.1
    Scenario: Black answers with 20 moves too, and may not move first
      Given a new game of "tri-d-chess"
      Then the Tri-D move "b7B-b5B" is refused with ERR_WRONG_SIDE citing "TR 1.1"
      When the move "b2W-b4N" is played
      Then 20 legal moves are available

    @TR-1.1
    Scenario: a piece of the side that is not to move is refused, and the refusal names the side to move
      Given a new game of "tri-d-chess"
      When the move "b7B-b5B" is played
      Then it is refused with ERR_WRONG_SIDE citing "TR 1.1"
      And the refusal names the side to move, white
      And nothing changed
      When the moves "b2W-b4N" are played
      And the move "a2W-a3W" is played
      Then it is refused with ERR_WRONG_SIDE citing "TR 1.1"
      And the refusal names the side to move, black
      And nothing changed
      When the move "Nc3W" is played
      Then it is refused with ERR_WRONG_SIDE citing "TR 1.1"
      And the refusal names the side to move, black
      And the refusal names the square "d1W"
      And nothing changed

    @TR-1.1
    Scenario: moving an empty attack board is a move
      Given the Tri-D position, White to move:
        """
        QL1 white
        1 . .
        0 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      And the moves "QL1-QL3" have been played
      Then the attack boards stand on "QL3:w" now
      And the Tri-D move "QL3-QL5" is refused with ERR_BOARD_NOT_YOURS citing "TR 3.6"

  Rule: TR 1.2 the player who checkmates wins

    @TR-1.2
    Scenario: Ra9QL6 mates along the ninth rank, across the missing b9 and c9
      Given the Tri-D position, White to move:
        """
        QL6 black
        9 . .
        8 . .
        KL6 black
        9 . k
        8 p p
        B
        6 . Q . .
        N
        4 R . . .
        KL1 white
        0 K .
        """
      When the move "Ra9QL6" is played
      Then the game is over with "1-0" by checkmate

  Rule: TR 1.3 a game that neither player can win is drawn

    @TR-1.3
    Scenario: a capture that leaves king against king ends the game drawn
      Given the Tri-D position, White to move:
        """
        N
        4 . r . .
        3 . K . .
        KL6 black
        9 k .
        """
      When the move "Kxb4N" is played
      Then the game is over with "1/2-1/2" by dead-position
