@TR-E
Feature: TR Appendix E Algebraic notation
  A move is the piece letter and the arrival square (file, rank, level); pawns have no letter,
  attack boards are written by their pin. Captures take an x, pawn captures name the departure
  file and level, identical pieces are told apart by file, rank or level. Besides Appendix E
  the long form names both ends of every move.

  Rule: TR E9 a move is the letter and the arrival square; a board move is the arrival pin

    @TR-E9 @TR-E1 @TR-E2 @TR-E5
    Scenario: Bd5N and Nc6B
      Given the Tri-D position, White to move:
        """
        KL1 white
        0 . .
        N
        4 . N . .
        W
        3 . B . .
        1 . . K .
        B
        8 k . . .
        """
      Then the Tri-D move "Bd5N" reads as "b3W-d5N"
      And the Tri-D move "Nc6B" reads as "b4N-c6B"
      And the Tri-D move "b4N-c6B" is written "Nc6B" in Appendix E
      And the Tri-D move "b3W-d5N" is written "Bd5N+" in Appendix E
      And the Tri-D move "b4N-d5N" is written "Nd5N" in Appendix E

    @TR-E6
    Scenario: the national letters F (fou) and L (loper) name the bishop too
      Given the Tri-D position "Kc1W,Bb3W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Then the Tri-D move "Fd5N" reads as "b3W-d5N"
      And the Tri-D move "Ld5N" reads as "b3W-d5N"
      And the Tri-D move "b3W-d5N" is written "Bd5N" in Appendix E

    @TR-E9 @TR-E8
    Scenario: a board move is written by its pin
      Given the Tri-D position "Kb1W,Ra2W,kb8B,rc7B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30"
      Then the Tri-D move "QL3" reads as "QL1-QL3"
      And the Tri-D move "QL1-QL3" is written "QL3" in Appendix E

    @TR-E9
    Scenario: a board move is written by its pin alone while pieces can move as well
      The king on b1W may step to c1W, a piece move: it is no second way to move a board to QL3.
      Given the Tri-D position "Kb1W,kb8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30"
      Then the piece on "b1W" may go to "a0QL1 a1QL1 a1W a2W b2W c1W c2W"
      And the Tri-D move "QL1-QL3" is written "QL3" in Appendix E

  Rule: TR E10 captures, pawn captures and en passant

    @TR-E10
    Scenario Outline: <text> is the capture <long>
      Given the Tri-D position "<position>"
      Then the Tri-D move "<text>" reads as "<long>"
      And the Tri-D move "<long>" is written "<text>" in Appendix E

      Examples:
        | text     | long      | position                                                            |
        | Bxd5N    | b3W-d5N   | Kd0KL1,Bb3W,kd9KL6,nd5N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10          |
        | Nxc6B    | b4N-c6B   | Kd0KL1,Nb4N,kd9KL6,pc6B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10          |
        | Rxd0KL1  | d3W-d0KL1 | Ka4W,Rd3W,kz9QL6,bd0KL1 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10          |
        | aWxb4W   | a3W-b4W   | Kd0KL1,Pa3W,kd9KL6,nb4W QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10          |
        | cBxb6N   | c7B-b6N   | Kd0KL1,Nb6N,kd9KL6,pc7B QL1:w,KL1:w,QL6:b,KL6:b b - - 0 10          |
        | dWxe5KL5 | d4W-e5KL5 | Kd0KL1,Pd4W,kd9KL6,ne5KL5 QL1:w,KL1:w,KL5:b,KL6:b w - - 0 10        |

    @TR-E10
    Scenario: en passant is written at the square where the pawn lands, with e.p.
      Given the Tri-D position "Kd0KL1,kd9KL6,Pb5B,pc5N QL1:w,KL1:w,QL6:b,KL6:b w c5N - 0 11"
      Then the Tri-D move "b5B-c6N" is written "bBxc6Ne.p." in Appendix E
      And the Tri-D move "bBxc6B e.p." reads as "b5B-c6B"

    @TR-E10
    Scenario: an x on a move that captures nothing, or e.p. on an ordinary capture, is refused
      Given the Tri-D position "Kd0KL1,Nc1W,Pa3W,kd9KL6,nb4W QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Then the Tri-D move "Nxb3W" is refused with ERR_CAPTURE_MARK citing "TR E10"
      And the refusal of the Tri-D move "Nxb3W" gives detail as "x marks a capture, but this move captures nothing"
      And the Tri-D move "Nb3W" is legal
      And the Tri-D move "aWxb4We.p." is refused with ERR_CAPTURE_MARK citing "TR E10"
      And the refusal of the Tri-D move "aWxb4We.p." gives detail as "e.p. is written only for an en passant capture"
      And the Tri-D move "aWxb4W" is legal

  Rule: TR E11 two identical pieces: departure file, rank, or level

    @TR-E11
    Scenario Outline: knights on <a> and <b> can both reach c5N
      Given the Tri-D position "Kd0KL1,N<a>,N<b>,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Then the Tri-D move "<a>-c5N" is written "<ta>" in Appendix E
      And the Tri-D move "<b>-c5N" is written "<tb>" in Appendix E
      And the Tri-D move "Nc5N" is refused with ERR_AMBIGUOUS_MOVE citing "TR E11"

      Examples:
        | a   | b   | ta    | tb    |
        | b3W | d3W | Nbc5N | Ndc5N |
        | b3W | b7B | N3c5N | N7c5N |
        | b3W | a4N | Nbc5N | Nac5N |
        | b3W | b3N | NWc5N | NNc5N |

    @TR-E11
    Scenario Outline: with a capture the mark follows the disambiguation: <ta>
      Given the Tri-D position "Kd0KL1,N<a>,N<b>,kd9KL6,pc5N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Then the Tri-D move "<a>-c5N" is written "<ta>" in Appendix E
      And the Tri-D move "<tb>" reads as "<b>-c5N"

      Examples:
        | a   | b   | ta     | tb     |
        | b3W | d3W | Nbxc5N | Ndxc5N |
        | b3W | b7B | N3xc5N | N7xc5N |
        | b3W | a4N | Nbxc5N | Naxc5N |
        | b3W | b3N | NWxc5N | NNxc5N |

    @TR-E11
    Scenario: knights on file z and on rank 0 are told apart by the file z and the rank 0
      The knights on z0QL1 and d0KL1 can both reach b1W (same rank, different files), those on
      d0KL1 and d4N can both reach c2W (same file, different ranks).
      Given the Tri-D position "Ka4W,Nz0QL1,Nd0KL1,Nd4N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Then the Tri-D move "z0QL1-b1W" is written "Nzb1W" in Appendix E
      And the Tri-D move "Nzb1W" reads as "z0QL1-b1W"
      And the Tri-D move "Ndb1W" reads as "d0KL1-b1W"
      And the Tri-D move "d0KL1-c2W" is written "N0c2W" in Appendix E
      And the Tri-D move "N0c2W" reads as "d0KL1-c2W"
      And the Tri-D move "N4c2W" reads as "d4N-c2W"

    @TR-E11
    Scenario: three knights reach c5N: the one on b3W shares its file with one and rank and level with another, so all three are written
      Given the Tri-D position "Kd0KL1,Nb3W,Nb7B,Nd3W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Then the Tri-D move "b3W-c5N" is written "Nb3Wc5N" in Appendix E
      And the Tri-D move "Nb3Wc5N" reads as "b3W-c5N"
      And the Tri-D move "b7B-c5N" is written "N7c5N" in Appendix E
      And the Tri-D move "d3W-c5N" is written "Ndc5N" in Appendix E

    @TR-E11
    Scenario: a refused move is explained by the pieces its file, rank or level names, of either side
      Three white knights aim at c2W: the one on d4N is pinned by the rook on d6N, those on z1QL1
      and a0QL1 are no knight's jump away. The black knight on a3W could go there, were it Black's
      move. Each written departure picks the knights whose refusal is given.
      Given the Tri-D position "Kd1W,Nd4N,Nz1QL1,Na0QL1,na3W,rd6N,kb8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 20"
      Then the Tri-D move "Nc2W" is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And the Tri-D move "NNc2W" is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"
      And the Tri-D move "Nzc2W" is refused with ERR_KNIGHT_MOVE citing "TR 3.3"
      And the Tri-D move "N0c2W" is refused with ERR_KNIGHT_MOVE citing "TR 3.3"
      And the Tri-D move "NQL1c2W" is refused with ERR_NO_SUCH_MOVE citing "TR 3.1"
      And the refusal of the Tri-D move "NQL1c2W" gives piece as "knight"
      And the refusal of the Tri-D move "NQL1c2W" gives to as "c2W"
      And the Tri-D move "Nac2W" is refused with ERR_WRONG_SIDE citing "TR 1.1"
      And the refusal of the Tri-D move "Nac2W" gives square as "a3W"
      And the refusal of the Tri-D move "Nac2W" gives side as "white"
      And the Tri-D move "N3c2W" is refused with ERR_WRONG_SIDE citing "TR 1.1"
      And the Tri-D move "NWc2W" is refused with ERR_WRONG_SIDE citing "TR 1.1"
      And the Tri-D move "c3W" is refused with ERR_NO_SUCH_MOVE citing "TR 3.1"
      And the refusal of the Tri-D move "c3W" gives piece as "pawn"

  Rule: TR E12 two pawns: departure file, and level on the same file and rank

    @TR-E12 @TR-E7
    Scenario: axb4N and cxb4N with white pawns on a3W and c3W
      Given the Tri-D position "Kd0KL1,Pa3W,Pc3W,kd9KL6,nb4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Then the Tri-D move "axb4N" reads as "a3W-b4N"
      And the Tri-D move "cxb4N" reads as "c3W-b4N"

    @TR-E12
    Scenario: aWa4N and aNa4N with pawns on a3W and a3N; captures aWxb4N and aNxb4N
      Given the Tri-D position "Kd0KL1,Pa3W,Pa3N,kd9KL6,nb4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Then the Tri-D move "a3W-a4N" is written "aWa4N" in Appendix E
      And the Tri-D move "a3N-a4N" is written "aNa4N" in Appendix E
      And the Tri-D move "aWxb4N" reads as "a3W-b4N"
      And the Tri-D move "aNxb4N" reads as "a3N-b4N"
      And the Tri-D move "a4N" is refused with ERR_AMBIGUOUS_PAWN_MOVE citing "TR E12"
      And the refusal of the Tri-D move "a4N" gives candidates as "a3W-a4N, a3N-a4N"
      And the refusal of the Tri-D move "a4N" gives text as "a4N"

  Rule: TR E13 two boards can reach the same pin: departure pin, hyphen, arrival pin

    @TR-E13
    Scenario: boards on KL1 and QL3, each with one white pawn, can both move to KL3
      Given the Tri-D position "Kb1W,Pe1KL1,Pz3QL3,kd9KL6 QL3:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Then the Tri-D move "KL1-KL3" is legal
      And the Tri-D move "QL3-KL3" is legal
      And the Tri-D move "KL3" is refused with ERR_AMBIGUOUS_BOARD_MOVE citing "TR E13"
      And the refusal of the Tri-D move "KL3" gives candidates as "QL3-KL3, KL1-KL3"
      And the refusal of the Tri-D move "KL3" gives to as "KL3"
      And the Tri-D move "QL3-KL3" is written "QL3-KL3" in Appendix E

  Rule: TR E14 promotion: the pawn move and the new piece's letter

    @TR-E14
    Scenario Outline: <text> promotes
      Given the Tri-D position "<position>"
      Then the Tri-D move "<text>" reads as "<long>"

      Examples:
        | text   | long          | position                                                  |
        | d8BQ   | d7B-d8B=Q     | Kd0KL1,Pd7B,kz9QL6 QL1:w,KL1:w,QL6:b w - - 0 30           |
        | e9KL6N | e8KL6-e9KL6=N | Kd0KL1,Pe8KL6,kz9QL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30   |
        | b1WB   | b2W-b1W=B     | Kd0KL1,pb2W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b b - - 0 30     |
        | d0KL1R | d1KL1-d0KL1=R | Ka4W,pd1KL1,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b b - - 0 30     |

  Rule: TR E15 castling with the digit zero; the long form names both ends (section 13)

    @TR-E15 @TR-long-form
    Scenario: 0-0 and the long form of a game's moves
      Given a new game of "tri-d-chess"
      When the moves "b2W-b4N b7B-b5B Nb3W 0-0" are played
      Then "e9KL6" holds "k"
      And the Tri-D position string reads back to the same position

    @TR-E15
    Scenario: castling is written 0-0 on the king's side and 0-0-0 on the queen's side
      Given the Tri-D position "Kd0KL1*,Re0KL1*,Rz0QL1*,kb8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Then the Tri-D move "0-0" is written "0-0" in Appendix E
      And the Tri-D move "0-0-0" is written "0-0-0" in Appendix E

    @TR-E15
    Scenario: a check is written with +
      The rook on d5N attacks the king on d9KL6 up the d file; the king can step aside, so it is
      check, not mate.
      Given the Tri-D position "Kc1W,Ra5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 20"
      Then the Tri-D move "a5N-d5N" is written "Rd5N+" in Appendix E

  Rule: TR E sample game and strict or lenient reading (ruling 14, option notation)

    @TR-E @TR-sample-game
    Scenario: Meder's sample game replays leniently, warning at a6S and at 11...a5B
      Given Meder's sample game has been played
      Then the sample game gave the warnings "a6S:WARN_LEVEL_LETTER_S a5B:WARN_AMBIGUOUS_SAME_POSITION"
      And the position is the sample game's final position

    @TR-E
    Scenario: notation strict: the German level letter S is refused
      Given the rule option "notation" is "strict"
      And a new game of "tri-d-chess"
      And the moves "b2W-b4N b7B-b5B c2W-c3W a7B-a6N a1W-c2W c7B-c6B a2W-a3N" have been played
      Then the Tri-D move "a6S" is refused with ERR_UNKNOWN_SQUARE citing "TR E4"
      And the Tri-D move "a6B" is legal

    @TR-E
    Scenario: notation lenient: S is read as B, with a warning
      Given the rule option "notation" is "lenient"
      And a new game of "tri-d-chess"
      And the moves "b2W-b4N b7B-b5B c2W-c3W a7B-a6N a1W-c2W c7B-c6B a2W-a3N" have been played
      Then reading "a6S" warns WARN_LEVEL_LETTER_S
      And the Tri-D move "a6S" reads as "a8QL6-a6B"

    @TR-E
    Scenario: notation lenient: two knights that reach c5N leave different positions, so Nc5N is still refused
      Ruling 14 lets a lenient reading pick either move only when both leave the same position seen
      from above; the knights on b3W and d3W stand on different columns.
      Given the rule option "notation" is "lenient"
      And the Tri-D position "Kd0KL1,Nb3W,Nd3W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Then the Tri-D move "Nc5N" is refused with ERR_AMBIGUOUS_MOVE citing "TR E11"
      And the refusal of the Tri-D move "Nc5N" gives candidates as "b3W-c5N, d3W-c5N"
      And the refusal of the Tri-D move "Nc5N" gives text as "Nc5N"

    @TR-E
    Scenario: malformed notation is refused with a reason, and nothing changes
      Given a new game of "tri-d-chess"
      Then the Tri-D move "b2W--b4N" is refused with ERR_NOTATION_MALFORMED citing "TR E9"
      When the move "Qx" is played
      Then it is refused with ERR_NOTATION_MALFORMED citing "TR E9"
      And nothing changed

    @TR-E
    Scenario: a move that almost reads is refused with what is wrong with it
      Given a new game of "tri-d-chess"
      Then the Tri-D move "b2-b4" is refused with ERR_NOTATION_NO_LEVEL citing "TR E4"
      And the Tri-D move "b4n" is refused with ERR_NOTATION_LEVEL_CASE citing "TR E3"
      And the Tri-D move "ql1-ql3" is refused with ERR_NOTATION_LEVEL_CASE citing "TR E3"
      And the Tri-D move "Nb1W-c3W" is refused with ERR_NOTATION_LONG_FORM_LETTER citing "TR E9"
      And the Tri-D move "b2W–b4W" is refused with ERR_NOTATION_DASH citing "TR E9"
      And the Tri-D move "b2W-b4W, b7B-b5B" is refused with ERR_NOTATION_COMMA citing "TR E9"
