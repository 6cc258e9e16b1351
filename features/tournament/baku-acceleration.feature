@tournament @FIDE-C.04.5.1
Feature: Baku acceleration (FIDE C.04.5.1) with the Dutch system
  In the first rounds of a large open, the top half of the field (group GA: the first half of the
  players, rounded up to an even number) is paired as if each of them had virtual points: one in
  the first half of the accelerated rounds, a half in the rest (the accelerated rounds are the first
  half of the event). The virtual points change who meets whom, never the standings. A TRF file
  carries them as 250 records (the older XXA lines are read too). The reference is bbpPairings
  v6.0.0, a FIDE-endorsed engine, given the same file.

  @FIDE-TRF26-250
  Rule: FIDE C.04.5.1: GA players are paired by their score plus their virtual points

    Scenario: Round 1: GA (1-4, one virtual point) is paired within itself, GB (5-8) too
      Given the tournament file:
        """
        001    1      Alpha                             2450                             0.0
        001    2      Bravo                             2400                             0.0
        001    3      Charlie                           2350                             0.0
        001    4      Delta                             2300                             0.0
        001    5      Echo                              2250                             0.0
        001    6      Foxtrot                           2200                             0.0
        001    7      Golf                              2150                             0.0
        001    8      Hotel                             2100                             0.0
        XXR 7
        XXC white1
        250       1.0 001 002    1    4
        250       0.5 003 004    1    4
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        4
        1 3
        4 2
        5 7
        8 6
        """

    Scenario: The same virtual points written as XXA lines give the same round
      Given the tournament file:
        """
        001    1      Alpha                             2450                             0.0
        001    2      Bravo                             2400                             0.0
        001    3      Charlie                           2350                             0.0
        001    4      Delta                             2300                             0.0
        001    5      Echo                              2250                             0.0
        001    6      Foxtrot                           2200                             0.0
        001    7      Golf                              2150                             0.0
        001    8      Hotel                             2100                             0.0
        XXR 7
        XXC white1
        XXA    1  1.0  1.0  0.5  0.5
        XXA    2  1.0  1.0  0.5  0.5
        XXA    3  1.0  1.0  0.5  0.5
        XXA    4  1.0  1.0  0.5  0.5
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        4
        1 3
        4 2
        5 7
        8 6
        """

    Scenario: Without virtual points the same field is paired top half against bottom half
      Given the tournament file:
        """
        001    1      Alpha                             2450                             0.0
        001    2      Bravo                             2400                             0.0
        001    3      Charlie                           2350                             0.0
        001    4      Delta                             2300                             0.0
        001    5      Echo                              2250                             0.0
        001    6      Foxtrot                           2200                             0.0
        001    7      Golf                              2150                             0.0
        001    8      Hotel                             2100                             0.0
        XXR 7
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        4
        1 5
        6 2
        3 7
        8 4
        """

  @FIDE-TRF26-250
  Rule: FIDE C.04.5.1: virtual points decide the brackets, the boards follow the real scores

    Scenario: Round 3 of a generated 8-player event: 3 (0.5 + 1) meets 7, on the last board
      Given the tournament file:
        """
        001    1      Player 0001                       2798                             2.0          3 w 1     4 b 1
        001    2      Player 0002                       2634                             1.0       0000 - Z     6 w 1
        001    3      Player 0003                       2247                             0.5          1 b 0     8 w =
        001    4      Player 0004                       2151                             1.0          5 w 1     1 w 0
        001    5      Player 0005                       2050                             1.0          4 b 0     7 w 1
        001    6      Player 0006                       1503                             1.0          7 w 1     2 b 0
        001    7      Player 0007                       1295                             0.0          6 b 0     5 b 0
        001    8      Player 0008                       1230                             1.5       0000 - U     3 b =
        250       1.0 001 002    1    4
        250       0.5 003 003    1    4
        XXR 5
        XXC white1
        """
      When the next round is paired by the Dutch system
      Then the pairs are:
        """
        4
        1 2
        8 4
        6 5
        7 3
        """

  @FIDE-TRF26-250
  Rule: FIDE TRF26 250: a record that cannot be read is refused with its line and column

    Scenario: Match points belong to team events
      Given the tournament file:
        """
        001    1      Alpha                             2450                             0.0
        001    2      Bravo                             2400                             0.0
        001    3      Charlie                           2350                             0.0
        001    4      Delta                             2300                             0.0
        001    5      Echo                              2250                             0.0
        001    6      Foxtrot                           2200                             0.0
        001    7      Golf                              2150                             0.0
        001    8      Hotel                             2100                             0.0
        250    3  1.0 001 002    1    4
        """
      Then the file is refused with ERR_TRF_ACCELERATION_RECORD at line 9, column 5
