@tournament @FIDE-TRF26
Feature: Tournament report files (FIDE TRF-2026)
  A TRF file has one record per line, its kind in columns 1-3. Player records (001) have
  fixed columns: pairing number 5-8, name 15-47, rating 49-52, points 81-84, and from
  column 92 ten columns per round: opponent, colour, result. A file with any malformed
  line is refused as a whole, with the line, the column and a code.

  Rule: FIDE TRF26 001: player records in fixed columns

    @FIDE-TRF26-001
    Scenario: A fixture from FIDE's generator is read
      Given the tournament file "tiebreaks/swiss41/tournament.trf" of the fixtures
      Then the file is read with 41 players

    @FIDE-TRF26-001
    Scenario: An unknown result code
      Given the tournament file:
        """
        001    1      Alpha                             2100                             1.0          2 w 1
        001    2      Bravo                             2000                             0.0          1 b Q
        """
      Then the file is refused with ERR_TRF_RESULT at line 2, column 99

    @FIDE-TRF26-001
    Scenario: An opponent who has no record
      Given the tournament file:
        """
        001    1      Alpha                             2100                             1.0          3 w 1
        001    2      Bravo                             2000                             0.0          1 b 0
        """
      Then the file is refused with ERR_TRF_UNKNOWN_OPPONENT at line 1, column 92

    @FIDE-TRF26-001
    Scenario: Both players of a game with white
      Given the tournament file:
        """
        001    1      Alpha                             2100                             1.0          2 w 1
        001    2      Bravo                             2000                             0.0          1 w 0
        """
      Then the file is refused with ERR_TRF_ASYMMETRIC_PAIRING at line 1, column 97

    @FIDE-TRF26-001
    Scenario: Points that are not a number
      Given the tournament file:
        """
        001    1      Alpha                             2100                             1.x          2 w 1
        001    2      Bravo                             2000                             0.0          1 b 0
        """
      Then the file is refused with ERR_TRF_NUMBER at line 1, column 81

  Rule: FIDE TRF26 142: the number of rounds (also XXR)

    @FIDE-TRF26-142
    Scenario: Two records that disagree
      Given the tournament file:
        """
        142 7
        001    1      Alpha                             2100
        XXR 9
        """
      Then the file is refused with ERR_TRF_CONFLICT at line 3, column 5

  Rule: FIDE TRF26 260: prohibited pairings (also XXP)

    @FIDE-TRF26-260
    Scenario: A prohibited pairing naming one player only
      Given the tournament file:
        """
        001    1      Alpha                             2100
        260 001 005    1
        """
      Then the file is refused with ERR_TRF_PROHIBITED_RECORD at line 2, column 16
