@TR-2
Feature: TR 2 The initial position of the pieces on the 3D board
  Three main boards (W, N, B), four attack boards on the rear pins of W and B, every square a
  letter, a digit and a level.

  Rule: TR 2.5 the attack boards start on QL1, KL1, QL6 and KL6

    @TR-2.5 @TR-2.1 @TR-2.3 @TR-2.6
    Scenario: the boards of the initial position
      Given a new game of "tri-d-chess"
      Then the attack boards stand on "QL1:w KL1:w QL6:b KL6:b" now

  Rule: TR 2.2 and TR 2.4 the three main boards, W, N and B, and the names of their squares

    @TR-2.2 @TR-2.4 @TRI-D-square-names
    Scenario: W holds ranks 1 to 4, N ranks 3 to 6, B ranks 5 to 8, each on files a to d
      Given the Tri-D position "Kd0KL1,kd9KL6,Na1W,Nd4W,Na3N,Nd6N,Na5B,Nd8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1"
      Then the Tri-D position string reads back to the same position

    @TR-2.2 @TR-2.4 @TRI-D-square-names
    Scenario Outline: <square> is no square: <why>
      Given a new game of "tri-d-chess"
      Then the Tri-D position string "Kd0KL1,kd9KL6,N<square> QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1" is refused with ERR_UNKNOWN_SQUARE

      Examples:
        | square | why                                   |
        | a5W    | W ends at rank 4                      |
        | a2N    | N starts at rank 3                    |
        | a7N    | N ends at rank 6                      |
        | a4B    | B starts at rank 5                    |
        | e1W    | file e lies only on attack boards     |
        | z3N    | file z lies only on attack boards     |

  Rule: the colours of the squares

    @TRI-D-colours @TR-3.1
    Scenario: a square above or below another has its colour, and the attack boards keep the checkerboard
      Given a new game of "tri-d-chess"
      Then the squares "a1W" and "a1QL1" have the same colour
      And the squares "a3W" and "a3N" have the same colour
      And the squares "a0QL1" and "b1W" have the same colour
      And the squares "z1QL1" and "a0QL1" have the same colour

  Rule: TR 2.7 the initial position

    @TR-2.7
    Scenario: kings on file d and queens on file a, on the attack boards
      Given a new game of "tri-d-chess"
      Then "d0KL1" holds "K"
      And "a0QL1" holds "Q"
      And "d9KL6" holds "k"
      And "a9QL6" holds "q"
      And "a1QL1" holds "P"
      And "a1W" holds "N"
      And "b4N" holds "."
      And the Tri-D position string is "Na1W,Bb1W,Bc1W,Nd1W,Pa2W*,Pb2W*,Pc2W*,Pd2W*,pa7B*,pb7B*,pc7B*,pd7B*,na8B,bb8B,bc8B,nd8B,Rz0QL1*,Qa0QL1,Pz1QL1*,Pa1QL1*,pz8QL6*,pa8QL6*,rz9QL6*,qa9QL6,Kd0KL1*,Re0KL1*,Pd1KL1*,Pe1KL1*,pd8KL6*,pe8KL6*,kd9KL6*,re9KL6* QL1:w,QL6:b,KL1:w,KL6:b w - - 0 1"

    @TR-2.7
    Scenario: perft of the initial position
      Given a new game of "tri-d-chess"
      Then perft from here is "20 / 400 / 9128"

  Rule: TR 2.8 files, ranks and diagonals run across squares that do not exist

    @TR-2.8
    Scenario: b0 never exists, so nothing can move there
      Given a new game of "tri-d-chess"
      Then the Tri-D move "Bb0W" is refused with ERR_UNKNOWN_SQUARE citing "TR E4"

    @TR-2.8
    Scenario: a position string reads back to the same position
      Given a new game of "tri-d-chess"
      And the moves "b2W-b4N b7B-b5B" have been played
      Then the Tri-D position string reads back to the same position
      And the Tri-D position string "Kd0KL1 QL1:w w - 0 1" is refused with ERR_POSITION_SYNTAX
      And the Tri-D position string "Kd0KL1,kd9KL6,Kd1W QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1" is refused with ERR_POSITION_KINGS
      And the Tri-D position string "Kd0KL1,kd9KL6,Pa3KL3 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1" is refused with ERR_UNKNOWN_SQUARE
