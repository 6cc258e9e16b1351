@TR-9
Feature: TR 9 The drawn game
  Repetition and the fifty-move rule are claimed by the player to move; a dead position ends
  the game at once.

  Rule: TR 9.2 threefold repetition; a position includes every board's pin and owner (ruling 11)

    @TR-9.2 @TR-5.4
    Scenario: knights out and back twice: the third occurrence may be claimed
      Given a new game of "tri-d-chess"
      And the moves "Nb3W Nb6B Na1W Na8B Nb3W Nb6B Na1W" have been played
      Then no draw can be claimed
      When the move "Na8B" is played
      Then a draw by threefold-repetition can be claimed citing "TR 9.2"
      When white claims a draw by threefold-repetition
      Then the game is over with "1/2-1/2" by threefold-repetition

    @TR-9.2 @TR-5.4
    Scenario: boards moved out and back repeat the position
      Given the Tri-D position "Kb1W,Ra2W,kb8B,rc7B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30"
      And the moves "QL1-QL3 QL6-QL4 QL3-QL1 QL4-QL6 QL1-QL3 QL6-QL4 QL3-QL1" have been played
      Then no draw can be claimed
      When the move "QL4-QL6" is played
      Then a draw by threefold-repetition can be claimed citing "TR 9.2"

  Rule: TR 9.3 fifty moves by each side without a capture or pawn move (ruling 11, option fifty-move-boards)

    @TR-9.3 @TR-5.5
    Scenario: fifty-move-boards no-reset: a board move does not reset the count
      Given the rule option "fifty-move-boards" is "no-reset"
      And the Tri-D position "Kb1W,Ra2W,kb8B,rc7B QL1:w,KL1:w,QL6:b,KL6:b w - - 99 80"
      When the move "QL1-QL3" is played
      Then a draw by fifty-moves can be claimed citing "TR 9.3"

    @TR-9.3 @TR-5.5
    Scenario: fifty-move-boards ab-resets-fifty: a board move resets the count
      Given the rule option "fifty-move-boards" is "ab-resets-fifty"
      And the Tri-D position "Kb1W,Ra2W,kb8B,rc7B QL1:w,KL1:w,QL6:b,KL6:b w - - 99 80"
      When the move "QL1-QL3" is played
      Then no draw can be claimed

    @TR-9.3 @TR-3.4
    Scenario: a delayed promotion is a pawn move: the fifty-move count starts again
      The piece chosen for the uncovered pawn at the start of the move makes it a pawn move,
      whatever the rest of the move is.
      Given the rule option "delayed-promotion" is "owner-chooses"
      And the Tri-D position "Kd0KL1,kd9KL6,Pa8B QL1:w,KL1:w,KL6:b w - a8B 99 80"
      When the move "a8B=N,d0KL1-c1W" is played
      Then "a8B" holds "N"
      And no draw can be claimed

  Rule: TR 9.6 a dead position ends the game (ruling 13, option dead-position)

    @TR-9.6
    Scenario Outline: dead-position ruling-13: <material> is drawn at once
      Given the rule option "dead-position" is "ruling-13"
      And the Tri-D position "<position>"
      When the move "<move>" is played
      Then the game is over with "1/2-1/2" by dead-position

      Examples:
        | material                      | position                                                   | move      |
        | king against king             | Kb3N,kd9KL6,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40       | Kxc4N     |
        | king and bishop against king  | Kb3N,Bb1W,kd9KL6,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40  | Kxc4N     |
        | king and knight against king  | Kb3N,Na1W,kd9KL6,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40  | Kxc4N     |
        | bishops on one colour         | Kb3N,Bb1W,kd9KL6,bc6B,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40 | Kxc4N |

    @TR-9.6
    Scenario Outline: dead-position ruling-13: <material> is not on the list, so it is played on
      Ruling 13 draws at once only king against king, a lone bishop or knight, and two bishops of
      opposite sides on one colour; everything else is played or claimed.
      Given the rule option "dead-position" is "ruling-13"
      And the Tri-D position "<position>"
      When the move "<move>" is played
      Then the game goes on

      Examples:
        | material                                   | position                                                      | move  |
        | knight against a bishop on the same colour | Kb3N,Nb1W,kd9KL6,bc6B,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40 | Kxc4N |
        | bishop against a knight on the same colour | Kb3N,Bb1W,kd9KL6,nc6B,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40 | Kxc4N |
        | two bishops of one side on one colour      | Kb3N,Bb1W,Bc6B,kd9KL6,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40 | Kxc4N |

    @TR-9.6
    Scenario: king and rook against king is played on
      Given the Tri-D position "Kb3N,Ra1W,kd9KL6,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40"
      When the move "Kxc4N" is played
      Then the game goes on

  Rule: TR 4.3 touch-move is an over-the-board matter (ruling 12, option touch-move)

    @TR-4.3
    Scenario: touch-move not-modelled: the option is recorded and every legal move stays legal
      Given the rule option "touch-move" is "not-modelled"
      And a new game of "tri-d-chess"
      Then 20 legal moves are available
