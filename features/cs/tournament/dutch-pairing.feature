# language: cs
# Vygenerováno z features/tournament/dutch-pairing.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/dutch-pairing.json.
@tournament @FIDE-C.04.3
Požadavek: Holandský systém FIDE (C.04.3, pravidla platná od 1. února 2026)
  Hráči se losují po skupinách od nejvyššího počtu bodů dolů. Každá skupina dostane nejlepší
  losování podle absolutních kritérií C1-C3, úplnosti C4, kritéria volna C5 a kvalitativních
  kritérií C6-C21 v tomto pořadí; mezi stejně dobrými losováními vyhrává první v holandském pořadí
  (transpozice S2, pak výměny mezi S1 a S2) a barvy určí pravidla přidělování barev. Referencí je
  bbpPairings v6.0.0, program schválený FIDE: jeho odpovědi jsou referenční data.

  Pravidlo: FIDE C.04.3: stejné šachovnice a barvy jako schválený program

    Náčrt Scénáře: <případ>
      Pokud je dán soubor turnaje "pairing/<případ>/input.trf" z referenčních dat
      Když další kolo vylosuje holandský systém
      Pak je los stejný jako v "pairing/<případ>/expected.pairs" z referenčních dat

      Příklady:
        | případ                   |
        | 01-round1-white1         |
        | 02-round1-black1-odd     |
        | 03-pab-already           |
        | 04-forfeit-rematch       |
        | 05-byes-absent           |
        | 06-last-round-topscorers |
        | 07-colour-c3             |
        | 08-colour-c3-final       |
        | 09-forbidden-xxp         |
        | 10-size60                |
        | 11-bbp-c5                |
        | 12-bbp-c9                |

  @FIDE-C.04.3-C1 @FIDE-C.04.3-C12
  Pravidlo: FIDE C.04.3 C1: žádné druhé setkání; C12: barevné preference před pořadím v S2

    Scénář: V 1. kole všichni remizovali: 1-3 se nesmějí znovu potkat a 1-2, 3-4 dají každému jeho barvu
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             0.5          3 w =
        001    2      Bravo                             2300                             0.5          4 b =
        001    3      Charlie                           2200                             0.5          1 b =
        001    4      Delta                             2100                             0.5          2 w =
        XXR 3
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        2
        2 1
        3 4
        """

  @FIDE-C.04.3-C6 @FIDE-C.04.3-C1
  Pravidlo: FIDE C.04.3 C6: tolik dvojic, kolik skupina dovolí; hráči bez dvojice sestupují

    Scénář: 3 a 4 (0,5) už spolu hráli: oba sestupují a v pořadí se utkají s oběma hráči s 0 body
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             1.0          5 w 1
        001    2      Bravo                             2300                             1.0          6 b 1
        001    3      Charlie                           2200                             0.5          4 w =
        001    4      Delta                             2100                             0.5          3 b =
        001    5      Echo                              2000                             0.0          1 b 0
        001    6      Foxtrot                           1900                             0.0          2 w 0
        XXR 3
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        3
        2 1
        5 3
        4 6
        """

  @FIDE-C.04.3-C7
  Pravidlo: FIDE C.04.3 C7: bodové rozdíly ve skupině co nejmenší, u sestupujícího se počítají od bodu pod nejnižším skóre skupiny
    Nejnižší skóre skupiny je zde 1, ne 0, takže bod pod ním je 0: hráč s 1 bodem, který sestoupí
    dál, má rozdíl 1, hráč s 1,5 bodu rozdíl 1,5.

    Scénář: 2 (1,5) sestoupí do skupiny s 1 bodem a dostane soupeře tam: rozdíly 0,5 a 1 jsou lepší než 1,5
      Pokud je dán tento soubor turnaje:
        """
        012 Generated Swiss, seed 600006
        142 6
        152 B
        001    1      Player 0001                       2326                             1.0          4 b =     2 w =
        001    2      Player 0002                       2255                             1.5          5 w 1     1 b =
        001    3      Player 0003                       2111                             1.0          6 b =     4 w =
        001    4      Player 0004                       2094                             1.0          1 w =     3 b =
        001    5      Player 0005                       2063                             1.0          2 b 0     6 w 1
        001    6      Player 0006                       1702                             0.5          3 w =     5 b 0
        XXR 6
        XXC black1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        3
        2 3
        4 5
        6 1
        """

  @FIDE-C.04.3-C4
  Pravidlo: FIDE C.04.3 C4: skupina se losuje tak, aby šlo dolosovat zbytek kola

    Scénář: 1 a 2 by se potkali přirozeně, ale 3 a 4 už spolu hráli: oba vedoucí sestupují
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             1.0       0000 - F
        001    2      Bravo                             2300                             1.0       0000 - F
        001    3      Charlie                           2200                             0.5          4 w =
        001    4      Delta                             2100                             0.5          3 b =
        XXR 3
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        2
        1 3
        4 2
        """

  @FIDE-C.04.3-C8
  Pravidlo: FIDE C.04.3 C8: sestupující se vybere tak, aby další skupina vytvořila co nejvíc dvojic

    Scénář: Ze tří vedoucích sestupuje 2: jen 2 ještě nehrál s 1, jediným hráčem další skupiny
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                                          4 w =     6 b =
        001    2      Bravo                             2300                                          5 b =     3 w 1
        001    3      Charlie                           2200                                          6 w 0     2 b 0
        001    4      Delta                             2100                                          1 b =     5 w 1
        001    5      Echo                              2000                                          2 w =     4 b 0
        001    6      Foxtrot                           1900                                          3 b 1     1 w =
        XXR 5
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        3
        6 4
        1 2
        5 3
        """

  @FIDE-C.04.3-C14
  Pravidlo: FIDE C.04.3 C14: co nejméně hráčů sestupuje znovu po sestupu v minulém kole

    Scénář: 1 (sestoupil) se může utkat s 3 nebo 5; partie s 3 by poslala 2 dolů podruhé, a tak 1 hraje s 5
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2704                                          4 b =     2 w 1
        001    2      Bravo                             2455                                          5 w 1     1 b 0
        001    3      Charlie                           1993                                          6 b =     4 w =
        001    4      Delta                             1968                                          1 w =     3 b =
        001    5      Echo                              1893                                          2 b 0     6 w 1
        001    6      Foxtrot                           1597                                          3 w =     5 b 0
        XXR 5
        XXC black1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        3
        5 1
        2 3
        4 6
        """

  @FIDE-C.04.3-C15
  Pravidlo: FIDE C.04.3 C15: co nejméně hráčů postupuje znovu po postupu v minulém kole

    Scénář: 2 (sestoupil) se může utkat s 3 nebo 4; 3 v minulém kole postoupil, a tak 2 hraje se 4
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2391                                          4 w 1     2 b 1     3 w 1
        001    2      Bravo                             2103                                          5 b 1     1 w 0     6 b 1
        001    3      Charlie                           1872                                          6 w 1     4 b =     1 b 0
        001    4      Delta                             1842                                          1 b 0     3 w =     5 b 1
        001    5      Echo                              1283                                          2 w 0     6 b =     4 w 0
        001    6      Foxtrot                           1228                                          3 b 0     5 w =     2 w 0
        XXR 5
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        3
        1 6
        2 4
        3 5
        """

  @FIDE-C.04.3-C10 @FIDE-C.04.3-C11 @FIDE-C.04.3-C16 @FIDE-C.04.3-C17 @FIDE-C.04.3-C18 @FIDE-C.04.3-C19 @FIDE-C.04.3-C20 @FIDE-C.04.3-C21
  Pravidlo: FIDE C.04.3 C10, C11, C16-C21: každé rozhoduje některé kolo samo
    Každý případ je nejmenší vygenerované kolo, jehož losování se změní, když se z programu vypustí
    jen toto kritérium; schválený program (bbpPairings) ho losuje přesně tak, jak se zde čeká.

    @FIDE-C.04.3-C10
    Scénář: C10: vedoucí hráč není dotlačen za barevný rozdíl 2
      Pokud je dán tento soubor turnaje:
        """
        012 Generated Swiss, seed 30443
        142 7
        152 B
        001    1      Player 0001                       2737                             4.0          7 b =     6 w 1     5 b 1     3 b 0     9 w 1     2 w =
        001    2      Player 0002                       2699                             4.0          8 w 1     5 b =     3 w 0    10 b 1     4 w 1     1 b =
        001    3      Player 0003                       2694                             5.5          9 b 1     4 w 1     2 b 1     1 w 1     6 b =     5 w 1
        001    4      Player 0004                       2246                             3.5         10 w 1     3 b 0     7 w 1     5 w 1     2 b 0     6 w =
        001    5      Player 0005                       1994                             2.5         11 b 1     2 w =     1 w 0     4 b 0     7 w 1     3 b 0
        001    6      Player 0006                       1951                             3.5         12 w 1     1 b 0    10 w 1     9 b =     3 w =     4 b =
        001    7      Player 0007                       1545                             2.5          1 w =     8 b =     4 b 0    11 w =     5 b 0    12 w 1
        001    8      Player 0008                       1492                             3.0          2 b 0     7 w =     9 b 0    12 w 1    11 b 1    10 w =
        001    9      Player 0009                       1373                             2.5          3 w 0    12 b 1     8 w 1     6 w =     1 b 0    11 w 0
        001   10      Player 0010                       1369                             2.5          4 b 0    11 w 1     6 b 0     2 w 0    12 b 1     8 b =
        001   11      Player 0011                       1300                             2.5          5 w 0    10 b 0    12 w 1     7 b =     8 w 0     9 b 1
        001   12      Player 0012                       1290                             0.0          6 b 0     9 w 0    11 b 0     8 b 0    10 w 0     7 b 0
        XXR 7
        XXC black1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        6
        8 3
        2 6
        10 1
        11 4
        7 9
        12 5
        """

    @FIDE-C.04.3-C11
    Scénář: C11: žádný vedoucí hráč nedostane stejnou barvu potřetí za sebou
      Pokud je dán tento soubor turnaje:
        """
        012 Generated Swiss, seed 30375
        142 5
        152 B
        001    1      Player 0001                       2535                             2.5          7 b 0     9 w 1     6 b =     3 b 1
        001    2      Player 0002                       2495                             3.0          8 w 1     4 b =     5 w =     7 w 1
        001    3      Player 0003                       2433                             2.0          9 b 1     7 w 0    11 b 1     1 w 0
        001    4      Player 0004                       2328                             2.5         10 w 1     2 w =     7 b 0     5 b 1
        001    5      Player 0005                       2314                             1.5         11 b =     6 w =     2 b =     4 w 0
        001    6      Player 0006                       2306                             2.5         12 w =     5 b =     1 w =     8 b 1
        001    7      Player 0007                       2247                             3.0          1 w 1     3 b 1     4 w 1     2 b 0
        001    8      Player 0008                       2208                             1.5          2 b 0    10 w =     9 b 1     6 w 0
        001    9      Player 0009                       2071                             0.5          3 w 0     1 b 0     8 w 0    12 b =
        001   10      Player 0010                       1799                             2.5          4 b 0     8 b =    12 w 1    11 w 1
        001   11      Player 0011                       1284                             1.0          5 w =    12 b =     3 w 0    10 b 0
        001   12      Player 0012                       1207                             1.5          6 b =    11 w =    10 b 0     9 w =
        XXR 5
        XXC black1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        6
        1 2
        7 10
        4 6
        8 3
        12 5
        11 9
        """

    @FIDE-C.04.3-C16
    Scénář: C16: hráč, který sestoupil před dvěma koly, znovu nesestupuje
      Pokud je dán tento soubor turnaje:
        """
        012 Generated Swiss, seed 31611
        142 5
        152 B
        001    1      Player 0001                       2697                             1.0          7 b =     4 w =     3 b 0
        001    2      Player 0002                       2638                             3.0          8 w 1     3 b 1     4 w 1
        001    3      Player 0003                       2521                             2.0          9 b 1     2 w 0     1 w 1
        001    4      Player 0004                       2394                             1.5         10 w 1     1 b =     2 b 0
        001    5      Player 0005                       2327                             2.5         11 b =     6 w 1     7 b 1
        001    6      Player 0006                       2325                             1.0         12 w =     5 b 0     8 w =
        001    7      Player 0007                       2301                             1.5          1 w =    12 b 1     5 w 0
        001    8      Player 0008                       2170                             1.5          2 b 0    11 w 1     6 b =
        001    9      Player 0009                       2113                             1.0          3 w 0    10 b =    12 w =
        001   10      Player 0010                       1470                             1.5          4 b 0     9 w =    11 b 1
        001   11      Player 0011                       1465                             0.5          5 w =     8 b 0    10 w 0
        001   12      Player 0012                       1312                             1.0          6 b =     7 w 0     9 b =
        XXR 5
        XXC black1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        6
        5 2
        8 3
        4 7
        10 6
        1 9
        12 11
        """

    @FIDE-C.04.3-C17
    Scénář: C17: hráč, který postoupil před dvěma koly, znovu nepostupuje
      Pokud je dán tento soubor turnaje:
        """
        012 Generated Swiss, seed 30542
        142 7
        152 W
        001    1      Player 0001                       2257                             4.5          6 w =     4 b 1     5 w 1     2 b 0     9 w 1     7 b 1
        001    2      Player 0002                       2243                             5.0          7 b =     9 w 1     3 b 1     1 w 1     4 b =     5 w 1
        001    3      Player 0003                       2024                             2.5          8 w 1     5 b =     2 w 0     6 b =    10 w =     4 w 0
        001    4      Player 0004                       1951                             4.0          9 b =     1 w 0     7 b 1     8 w 1     2 w =     3 b 1
        001    5      Player 0005                       1699                             3.0         10 w 1     3 w =     1 b 0     9 b =     6 w 1     2 b 0
        001    6      Player 0006                       1579                             2.5          1 b =     7 w 1     8 b 0     3 w =     5 b 0    10 w =
        001    7      Player 0007                       1577                             2.5          2 w =     6 b 0     4 w 0    10 b 1     8 w 1     1 w 0
        001    8      Player 0008                       1551                             2.5          3 b 0    10 w 1     6 w 1     4 b 0     7 b 0     9 w =
        001    9      Player 0009                       1546                             2.5          4 w =     2 b 0    10 b 1     5 w =     1 b 0     8 b =
        001   10      Player 0010                       1214                             1.0          5 b 0     8 b 0     9 w 0     7 w 0     3 b =     6 b =
        XXR 7
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        5
        6 2
        1 3
        10 4
        5 8
        9 7
        """

    @FIDE-C.04.3-C18
    Scénář: C18: opakovaně sestupující, kteří musí sestoupit, mají nejnižší skóre
      Pokud je dán tento soubor turnaje:
        """
        012 Generated Swiss, seed 30649
        142 6
        152 W
        001    1      Player 0001                       2683                             3.0          5 w 1     4 b 1     3 w 1     2 b 0
        001    2      Player 0002                       2449                             3.0          6 b 1     3 w 0     8 b 1     1 w 1
        001    3      Player 0003                       2249                             3.0          7 w 1     2 b 1     1 b 0     4 w 1
        001    4      Player 0004                       1774                             1.5          8 b 1     1 w 0     6 b =     3 b 0
        001    5      Player 0005                       1691                             2.0          1 b 0     8 w 0     7 w 1     6 b 1
        001    6      Player 0006                       1606                             1.0          2 w 0     7 b =     4 w =     5 w 0
        001    7      Player 0007                       1434                             1.0          3 b 0     6 w =     5 b 0     8 w =
        001    8      Player 0008                       1434                             1.5          4 w 0     5 b 1     2 w 0     7 b =
        XXR 6
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        4
        5 3
        4 2
        1 7
        8 6
        """

    @FIDE-C.04.3-C19
    Scénář: C19: opakovaně postupující se utká se soupeřem s nejnižším skóre
      Pokud je dán tento soubor turnaje:
        """
        012 Generated Swiss, seed 30688
        142 6
        152 B
        001    1      Player 0001                       2787                             2.0          4 b 1     2 w =     5 b =
        001    2      Player 0002                       2544                             2.5          5 w 1     1 b =     3 w 1
        001    3      Player 0003                       2487                             1.0          6 b =     4 w =     2 b 0
        001    4      Player 0004                       2386                             1.0          1 w 0     3 b =     6 w =
        001    5      Player 0005                       1690                             1.5          2 b 0     6 w 1     1 w =
        001    6      Player 0006                       1241                             1.0          3 w =     5 b 0     4 b =
        XXR 6
        XXC black1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        3
        4 2
        6 1
        3 5
        """

    @FIDE-C.04.3-C20
    Scénář: C20: jako C18, pro sestupy před dvěma koly
      Pokud je dán tento soubor turnaje:
        """
        012 Generated Swiss, seed 30509
        142 7
        152 W
        001    1      Player 0001                       2649                             4.0          5 w =     4 b 1     8 w 1     3 w 1     2 b =
        001    2      Player 0002                       2523                             3.0          6 b =     3 w 0     7 b 1     5 w 1     1 w =
        001    3      Player 0003                       2440                             4.0          7 w 1     2 b 1     5 w 1     1 b 0     4 w 1
        001    4      Player 0004                       2425                             1.5          8 b =     1 w 0     6 b =     7 w =     3 b 0
        001    5      Player 0005                       1884                             2.5          1 b =     6 w 1     3 b 0     2 b 0     8 w 1
        001    6      Player 0006                       1600                             2.0          2 w =     5 b 0     4 w =     8 b =     7 w =
        001    7      Player 0007                       1386                             1.5          3 b 0     8 w =     2 w 0     4 b =     6 b =
        001    8      Player 0008                       1280                             1.5          4 w =     7 b =     1 b 0     6 w =     5 b 0
        XXR 7
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        4
        6 3
        7 1
        8 2
        4 5
        """

    @FIDE-C.04.3-C21
    Scénář: C21: jako C19, pro postupy před dvěma koly
      Pokud je dán tento soubor turnaje:
        """
        012 Generated Swiss, seed 31361
        142 7
        152 B
        001    1      Player 0001                       2645                             3.0          5 b 1     2 w 1     7 b =     4 w =
        001    2      Player 0002                       2609                             2.0          6 w =     1 b 0     8 w 1     3 b =
        001    3      Player 0003                       1485                             2.0          7 b =     4 w =     5 b =     2 w =
        001    4      Player 0004                       1404                             2.5          8 w =     3 b =     6 w 1     1 b =
        001    5      Player 0005                       1311                             1.5          1 w 0     8 b 1     3 w =     7 w 0
        001    6      Player 0006                       1284                             1.0          2 b =     7 w 0     4 b 0     8 w =
        001    7      Player 0007                       1281                             3.0          3 w =     6 b 1     1 w =     5 b 1
        001    8      Player 0008                       1279                             1.0          4 b =     5 w 0     2 b 0     6 b =
        XXR 7
        XXC black1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        4
        7 4
        8 1
        2 5
        6 3
        """

  @FIDE-C.04.3-C3
  Pravidlo: FIDE C.04.3 C3: stejná absolutní barva drží od sebe hráče, kteří nevedou, ne vedoucí hráče v posledním kole

    Scénář: Vedoucí, kteří oba potřebují bílou, se ve 3. kole z 5 nepotkají
      Pokud je dán soubor turnaje "pairing/07-colour-c3/input.trf" z referenčních dat
      Když další kolo vylosuje holandský systém
      Pak je los stejný jako v "pairing/07-colour-c3/expected.pairs" z referenčních dat

    Scénář: Tíž vedoucí se potkají, když je 3. kolo poslední (vedoucí hráči)
      Pokud je dán soubor turnaje "pairing/08-colour-c3-final/input.trf" z referenčních dat
      Když další kolo vylosuje holandský systém
      Pak je los stejný jako v "pairing/08-colour-c3-final/expected.pairs" z referenčních dat

  @FIDE-C.04.3-C2 @FIDE-C.04.3-C5 @FIDE-C.04.3-C14
  Pravidlo: FIDE C.04.3 C2 a C5: volno dostane nejnižší skóre, které ho smí mít; C14 vybere sestupujícího

    Scénář: Hráč 3 měl volno přidělené losem; 2 sestupuje (3 sestoupil v minulém kole), 5 dostane volno
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             1.0          4 w 1
        001    2      Bravo                             2300                             1.0          5 b 1
        001    3      Charlie                           2200                             1.0       0000 - U
        001    4      Delta                             2100                             0.0          1 b 0
        001    5      Echo                              2000                             0.0          2 w 0
        XXR 3
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        3
        3 1
        2 4
        5 0
        """

  @FIDE-C.04.3-5
  Pravidlo: FIDE C.04.3 5: barvy; při stejných preferencích rozhoduje výše nasazený hráč

    Scénář: Oba vedoucí měli bílou: výše nasazený dostane svou černou
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             1.0          3 w 1
        001    2      Bravo                             2300                             1.0          4 w 1
        001    3      Charlie                           2200                             0.0          1 b 0
        001    4      Delta                             2100                             0.0          2 b 0
        XXR 3
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        2
        2 1
        3 4
        """

  @FIDE-C.04.3-4.3
  Pravidlo: FIDE C.04.3 4.3: výměny mezi S1 a S2 mají pevné pořadí

    Scénář: Nejdřív nejméně hráčů, pak nejmenší rozdíl čísel, vyšší hráč S1 první
      Když se vypíší výměny skupiny, která má v S1 4 hráče a v S2 4
      Pak jsou první výměny tyto:
        """
        4 <-> 5
        4 <-> 6
        3 <-> 5
        4 <-> 7
        3 <-> 6
        2 <-> 5
        """

    Scénář: Výměny dvou hráčů následují po všech šestnácti výměnách jednoho hráče
      Když se vypíší výměny skupiny, která má v S1 4 hráče a v S2 4
      Pak jsou první výměny tyto:
        """
        4 <-> 5
        4 <-> 6
        3 <-> 5
        4 <-> 7
        3 <-> 6
        2 <-> 5
        4 <-> 8
        3 <-> 7
        2 <-> 6
        1 <-> 5
        3 <-> 8
        2 <-> 7
        1 <-> 6
        2 <-> 8
        1 <-> 7
        1 <-> 8
        4+3 <-> 5+6
        """
      A výměn je celkem 69

    Scénář: Mezi výměnami se stejným rozdílem rozhoduje nejvyšší odlišné číslo přesunuté z S1, ať je součet jakýkoli
      Třetím klíčem článku 4.3 je nejvyšší odlišné číslo přesunuté z S1, ne součet: 6+5+1 (součet
      12) je před 6+4+3 (součet 13), protože 5 je víc než 4. Rozdíl je součet čísel přesunutých z S2
      minus součet čísel přesunutých z S1.
      Když se vypíší výměny skupiny, která má v S1 6 hráčů a v S2 4
      Pak jsou výměny 3 hráčů s rozdílem 12 tyto:
        """
        6+5+4 <-> 8+9+10
        6+5+3 <-> 7+9+10
        6+5+2 <-> 7+8+10
        6+5+1 <-> 7+8+9
        6+4+3 <-> 7+8+10
        6+4+2 <-> 7+8+9
        5+4+3 <-> 7+8+9
        """

  @FIDE-C.04.3-check
  Pravidlo: arbiter pair --check: každé kolo dohraného souboru proti holandskému losování

    Náčrt Scénáře: Turnaj <název> referenčního programu kontrolou projde
      Pokud je dán soubor turnaje "tiebreaks/<název>/tournament.trf" z referenčních dat
      Když se každé kolo souboru porovná s holandským systémem
      Pak každé kolo odpovídá holandskému systému

      Příklady:
        | název   |
        | swiss10 |
        | swiss15 |
        | swiss30 |
        | swiss41 |
        | swiss60 |

  @FIDE-C.04.3-C5 @FIDE-C.04.3-C9
  Pravidlo: FIDE C.04.3 C5 a C9: volno nejnižšímu skóre, pak tomu, kdo má nejméně neodehraných kol

    Scénář: C5 převáží nad vylosováním vedoucích proti sobě (vlastní případ bbpPairings)
      Pokud je dán soubor turnaje "pairing/11-bbp-c5/input.trf" z referenčních dat
      Když další kolo vylosuje holandský systém
      Pak je los stejný jako v "pairing/11-bbp-c5/expected.pairs" z referenčních dat

    Scénář: C9 dá volno hráči 4, který hrál 1. kolo, ne hráči 5, který chyběl
      Pokud je dán soubor turnaje "pairing/12-bbp-c9/input.trf" z referenčních dat
      Když další kolo vylosuje holandský systém
      Pak je los stejný jako v "pairing/12-bbp-c9/expected.pairs" z referenčních dat

  @FIDE-C.04.1
  Pravidlo: FIDE C.04.1: kontumace nejsou partie; zakázané dvojice; vyžádaná volna

    Scénář: Kontumované dvojice se smějí znovu potkat a kontumace nedávají barvu
      Pokud je dán soubor turnaje "pairing/04-forfeit-rematch/input.trf" z referenčních dat
      Když další kolo vylosuje holandský systém
      Pak je los stejný jako v "pairing/04-forfeit-rematch/expected.pairs" z referenčních dat

    Scénář: Dvojice XXP se nikdy nevytvoří
      Pokud je dán soubor turnaje "pairing/09-forbidden-xxp/input.trf" z referenčních dat
      Když další kolo vylosuje holandský systém
      Pak je los stejný jako v "pairing/09-forbidden-xxp/expected.pairs" z referenčních dat

    Scénář: Volna za půl bodu a za nula bodů se v daném kole nelosují
      Pokud je dán soubor turnaje "pairing/05-byes-absent/input.trf" z referenčních dat
      Když další kolo vylosuje holandský systém
      Pak je los stejný jako v "pairing/05-byes-absent/expected.pairs" z referenčních dat
