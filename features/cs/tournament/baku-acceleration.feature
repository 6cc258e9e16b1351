# language: cs
# Vygenerováno z features/tournament/baku-acceleration.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/baku-acceleration.json.
@tournament @FIDE-C.04.5.1
Požadavek: Bakuské zrychlení (FIDE C.04.5.1) v holandském systému
  V prvních kolech velkého open turnaje se horní polovina pole (skupina GA: první polovina hráčů
  zaokrouhlená nahoru na sudé číslo) losuje, jako by každý z nich měl virtuální body: jeden v první
  polovině zrychlených kol, půl ve zbytku (zrychlená kola jsou první polovina turnaje). Virtuální
  body mění, kdo s kým hraje, nikdy pořadí. Soubor TRF je nese v záznamech 250 (čtou se i starší
  řádky XXA). Referencí je bbpPairings v6.0.0, program schválený FIDE, se stejným souborem.

  @FIDE-TRF26-250
  Pravidlo: FIDE C.04.5.1: hráči GA se losují podle svých bodů a virtuálních bodů

    Scénář: 1. kolo: GA (1-4, jeden virtuální bod) se losuje mezi sebou, GB (5-8) také
      Pokud je dán tento soubor turnaje:
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
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        4
        1 3
        4 2
        5 7
        8 6
        """

    Scénář: Tytéž virtuální body zapsané řádky XXA dají stejné kolo
      Pokud je dán tento soubor turnaje:
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
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        4
        1 3
        4 2
        5 7
        8 6
        """

    Scénář: Bez virtuálních bodů se totéž pole losuje horní polovina proti dolní
      Pokud je dán tento soubor turnaje:
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
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        4
        1 5
        6 2
        3 7
        8 4
        """

  @FIDE-TRF26-250
  Pravidlo: FIDE C.04.5.1: virtuální body určují skupiny, pořadí šachovnic se řídí skutečnými body

    Scénář: 3. kolo vygenerovaného turnaje 8 hráčů: 3 (0,5 + 1) hraje se 7, na poslední šachovnici
      Pokud je dán tento soubor turnaje:
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
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        4
        1 2
        8 4
        6 5
        7 3
        """

  @FIDE-TRF26-250
  Pravidlo: FIDE TRF26 250: záznam, který nelze přečíst, se odmítne s řádkem a sloupcem

    Scénář: Zápasové body patří k družstvům
      Pokud je dán tento soubor turnaje:
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
      Pak je soubor odmítnut s kódem ERR_TRF_ACCELERATION_RECORD na řádku 9 ve sloupci 5
