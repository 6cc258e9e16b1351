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

    @TR-9.2
    Scenario: two boards that have changed pins are not the same position: the owner of each board counts
      White's empty board goes from QL3 round to QL4 and Black's from QL4 to QL3 while the kings
      walk out and back (Black's in a triangle, to give the move back to White): the same pins are
      taken and every piece stands where it stood, but each pin holds the other side's board
      (ruling 11). After sixteen plies the start has come back once, the swapped position has
      appeared once between, and the third occurrence of the start takes sixteen plies more.
      Given the Tri-D position "Kb1W,Nd1W,kd8B,na8B QL3:w,QL4:b,KL1:w,KL6:b w - - 0 30"
      And the moves "QL3-QL2 QL4-QL3 QL2-QL4 Kc8B Kc2W Kc7B Kb1W Kd8B" have been played
      And the moves "QL4-QL2 QL3-QL4 QL2-QL3 Kc8B Kc2W Kc7B Kb1W Kd8B" have been played
      Then no draw can be claimed
      When the moves "QL3-QL2 QL4-QL3 QL2-QL4 Kc8B Kc2W Kc7B Kb1W Kd8B" are played
      And the moves "QL4-QL2 QL3-QL4 QL2-QL3 Kc8B Kc2W Kc7B Kb1W Kd8B" are played
      Then a draw by threefold-repetition can be claimed citing "TR 9.2"

    @TR-9.2
    Scenario: a king that has gone out and back has lost its castling rights: not the same position
      At the start White may still castle on the king's side. After the king's walk to c1W and
      back the pieces stand as before, but castling is gone for good, so the start does not count
      towards the three occurrences.
      Given the Tri-D position "Kd0KL1*,Re0KL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30"
      And the moves "Kc1W Kc8B Kd0KL1 Kd9KL6 Kc1W Kc8B Kd0KL1 Kd9KL6" have been played
      Then no draw can be claimed
      When the moves "Kc1W Kc8B Kd0KL1 Kd9KL6" are played
      Then a draw by threefold-repetition can be claimed citing "TR 9.2"

    @TR-9.2
    Scenario: the position right after a double step, when en passant is possible, is not the same as later
      After b2W-b4N the black pawn on c4N may take en passant; four plies later the same pieces
      stand on the same squares with Black to move, but en passant is gone. That first position
      does not count towards the three occurrences.
      Given the Tri-D position "Kd0KL1,Pb2W*,kd9KL6,pc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30"
      And the moves "b2W-b4N Kc8B Kc1W Kd9KL6 Kd0KL1 Kc8B Kc1W Kd9KL6 Kd0KL1" have been played
      Then no draw can be claimed
      When the moves "Kc8B Kc1W Kd9KL6 Kd0KL1" are played
      Then a draw by threefold-repetition can be claimed citing "TR 9.2"

  Rule: TR 9.2 and TR 9.4 how a repetition is claimed

    @TR-9.2 @TR-9.4
    Scenario: a repetition claimed on the position about to appear: the move is written down, not played, and the claim decides
      Black writes Na8B on the score sheet and claims: the position it would make appears for the
      third time, so the game is drawn with that move.
      Given a new game of "tri-d-chess"
      And the moves "Nb3W Nb6B Na1W Na8B Nb3W Nb6B Na1W" have been played
      When black writes down the move "Na8B" and claims a draw by threefold-repetition
      Then the game is over with "1/2-1/2" by threefold-repetition
      And "a8B" holds "n"

    @TR-9.2 @TR-9.4
    Scenario: the right to claim is lost once a move is made
      The start stands for the third time with White to move. White plays on instead of claiming;
      the positions after that are new, so neither a claim now nor one with the next move written
      down is correct.
      Given a new game of "tri-d-chess"
      And the moves "Nb3W Nb6B Na1W Na8B Nb3W Nb6B Na1W Na8B" have been played
      Then a draw by threefold-repetition can be claimed citing "TR 9.2"
      When the moves "Nc3W Nb6B" are played
      Then no draw can be claimed
      When white claims a draw by threefold-repetition
      Then it is refused with ERR_DRAW_CLAIM_INVALID citing "TR 9.5"
      And nothing changed
      When white writes down the move "Nb5N" and claims a draw by threefold-repetition
      Then it is refused with ERR_DRAW_CLAIM_INVALID citing "TR 9.5"
      And nothing changed

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
      Then the move is accepted
      And no draw can be claimed

    @TR-9.3 @TR-5.5
    Scenario Outline: fifty-move-boards <value>: a <event> resets the count
      Given the rule option "fifty-move-boards" is "<value>"
      And the Tri-D position "Kb1W,Ra2W,Pc2W,kb8B,rc7B,na6N QL1:w,KL1:w,QL6:b,KL6:b w - - 99 80"
      When the move "<move>" is played
      Then the move is accepted
      And no draw can be claimed

      Examples:
        | value           | event        | move       |
        | no-reset        | capture      | a2W-a6N    |
        | no-reset        | pawn move    | c2W-c3W    |
        | ab-resets-fifty | capture      | a2W-a6N    |
        | ab-resets-fifty | pawn move    | c2W-c3W    |

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
        | bishops of the two sides on opposite colours | Kb3N,Bb1W,kd9KL6,bc5B,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40 | Kxc4N |

    @TR-9.6
    Scenario: king and rook against king is played on
      Given the Tri-D position "Kb3N,Ra1W,kd9KL6,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40"
      When the move "Kxc4N" is played
      Then the game goes on

  Rule: TR 4.3 touch-move is an over-the-board matter (ruling 12, option touch-move)

    @TR-4.3
    Scenario: touch-move not-modelled: the option is recorded and every legal move stays legal
      This scenario documents the ruling rather than tests it: touch-move is decided over the
      board by the arbiter, the engine has nothing to apply, so all it can show is that the
      option leaves the twenty first moves as they are.
      Given the rule option "touch-move" is "not-modelled"
      And a new game of "tri-d-chess"
      Then 20 legal moves are available
