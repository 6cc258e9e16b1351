@TR-5
Feature: TR 5 The completed game
  Checkmate and resignation win; stalemate and agreement draw at once; repetition and the
  fifty-move rule are claimed (Article 9).

  Rule: TR 5.1 checkmate or resignation wins

    @TR-5.1
    Scenario: mate on the attack board
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
      When the move "a4N-a9QL6" is played
      Then the game is over with "1-0" by checkmate

    @TR-5.1
    Scenario: resignation
      Given a new game of "tri-d-chess"
      When White resigns
      Then the game is over with "0-1" by resignation

  Rule: TR 5.2 stalemate is a draw

    @TR-5.2
    Scenario: the black king on QL6 has no move and is not in check
      Given the Tri-D position, White to move:
        """
        QL6 black
        9 k .
        8 p .
        N
        4 R . . .
        KL1 white
        0 K .
        """
      When the move "Ra5B" is played
      Then the game is over with "1/2-1/2" by stalemate

  Rule: TR 5.3 a draw by agreement

    @TR-5.3 @TR-9.1
    Scenario: White offers, Black accepts
      Given a new game of "tri-d-chess"
      When the move "b2W-b4N" is played
      And White offers a draw
      And Black accepts the draw
      Then the game is over with "1/2-1/2" by agreement
