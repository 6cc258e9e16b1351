# language: cs
# Vygenerováno z features/tournament/trf-files.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/trf-files.json.
@tournament @FIDE-TRF26
Požadavek: Turnajové soubory (FIDE TRF-2026)
  Soubor TRF má na každém řádku jeden záznam, jeho druh ve sloupcích 1-3. Záznamy hráčů (001) mají
  pevné sloupce: číslo hráče 5-8, jméno 15-47, rating 49-52, body 81-84 a od sloupce 92 deset
  sloupců na každé kolo: soupeř, barva, výsledek. Soubor s jakýmkoli chybným řádkem je odmítnut
  celý, s řádkem, sloupcem a kódem.

  Pravidlo: FIDE TRF26 001: záznamy hráčů v pevných sloupcích

    @FIDE-TRF26-001
    Scénář: Referenční soubor z generátoru FIDE se načte
      Pokud je dán soubor turnaje "tiebreaks/swiss41/tournament.trf" z referenčních dat
      Pak je soubor načten a má 41 hráčů

    @FIDE-TRF26-001
    Scénář: Neznámý kód výsledku
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2100                             1.0          2 w 1
        001    2      Bravo                             2000                             0.0          1 b Q
        """
      Pak je soubor odmítnut s kódem ERR_TRF_RESULT na řádku 2 ve sloupci 99

    @FIDE-TRF26-001
    Scénář: Soupeř, který nemá záznam
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2100                             1.0          3 w 1
        001    2      Bravo                             2000                             0.0          1 b 0
        """
      Pak je soubor odmítnut s kódem ERR_TRF_UNKNOWN_OPPONENT na řádku 1 ve sloupci 92

    @FIDE-TRF26-001
    Scénář: Oba hráči jedné partie bílými
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2100                             1.0          2 w 1
        001    2      Bravo                             2000                             0.0          1 w 0
        """
      Pak je soubor odmítnut s kódem ERR_TRF_ASYMMETRIC_PAIRING na řádku 1 ve sloupci 97

    @FIDE-TRF26-001
    Scénář: Body, které nejsou číslo
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2100                             1.x          2 w 1
        001    2      Bravo                             2000                             0.0          1 b 0
        """
      Pak je soubor odmítnut s kódem ERR_TRF_NUMBER na řádku 1 ve sloupci 81

  Pravidlo: FIDE TRF26 142: počet kol (také XXR)

    @FIDE-TRF26-142
    Scénář: Dva záznamy, které si odporují
      Pokud je dán tento soubor turnaje:
        """
        142 7
        001    1      Alpha                             2100
        XXR 9
        """
      Pak je soubor odmítnut s kódem ERR_TRF_CONFLICT na řádku 3 ve sloupci 5

  Pravidlo: FIDE TRF26 260: zakázané dvojice (také XXP)

    @FIDE-TRF26-260
    Scénář: Zakázaná dvojice, která jmenuje jen jednoho hráče
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2100
        260 001 005    1
        """
      Pak je soubor odmítnut s kódem ERR_TRF_PROHIBITED_RECORD na řádku 2 ve sloupci 16
