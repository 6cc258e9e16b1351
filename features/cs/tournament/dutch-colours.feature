# language: cs
# Vygenerováno z features/tournament/dutch-colours.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/dutch-colours.json.
@tournament @FIDE-C.04.3 @FIDE-C.04.3-5
Požadavek: Holandský systém FIDE: přidělení barev ve dvojici (C.04.3 5.2)
  Když je dvojice sestavená, barvy určí první z těchto pravidel, které rozhodne: 5.2.1 oba hráči
  dostanou barvu, kterou preferují; 5.2.2 vyhraje silnější preference, a když jsou obě absolutní
  (vedoucí hráči v posledním kole), vyhraje větší barevný rozdíl; 5.2.3 barvy se prohodí oproti
  poslednímu kolu, ve kterém měli oba hráči různé barvy; 5.2.4 výše nasazený hráč dostane svou
  preferenci; 5.2.5 výše nasazený hráč dostane počáteční barvu, má-li liché startovní číslo, při
  sudém tu druhou. V níže uvedených případech pravidel 5.2 by následující pravidlo dalo opačné
  barvy. Kdo ustoupí, rozhoduje také o tom, zda dvojice dá některému hráči stejnou barvu potřetí za
  sebou, což počítá C11; případy C11 níže ukazují, jak se tím mění samotné dvojice.

  @FIDE-C.04.3-5.2.2
  Pravidlo: FIDE C.04.3 5.2.2: dvě absolutní preference stejné barvy: vyhraje větší barevný rozdíl
    Alpha a Bravo vedou se 3,5 ze 4 a v posledním kole hrají spolu; oba musí mít černou. Jeden měl
    bílou o dvakrát víc než černou (rozdíl +2); druhý měl stejně bílých jako černých, ale v obou
    posledních partiích bílou (rozdíl 0). Návrat k poslednímu kolu, ve kterém měli různé barvy
    (5.2.3), by v obou případech dal černou tomu druhému.

    Scénář: Alpha se dvěma bílými navíc dostane černou před Bravem, který měl bílou jen ve dvou posledních partiích
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             3.5          4 w 1     5 w 1     6 b =     3 w 1
        001    2      Bravo                             2300                             3.5          3 b 1     4 b 1     5 w =     6 w 1
        001    3      Charlie                           2200                             1.5          2 w 0     6 b =     4 w 1     1 b 0
        001    4      Delta                             2100                             0.5          1 b 0     2 w 0     3 b 0     5 b =
        001    5      Echo                              2000                             2.0          6 w 1     1 b 0     2 b =     4 w =
        001    6      Foxtrot                           1900                             1.0          5 b 0     3 w =     1 w =     2 b 0
        XXR 5
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        3
        2 1
        3 5
        4 6
        """

    Scénář: Bravo se dvěma bílými navíc dostane černou, přestože je Alpha nasazen výše
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             3.5          3 b 1     4 b 1     5 w =     6 w 1
        001    2      Bravo                             2300                             3.5          4 w 1     5 w 1     6 b =     3 w 1
        001    3      Charlie                           2200                             1.5          1 w 0     6 b =     4 w 1     2 b 0
        001    4      Delta                             2100                             0.5          2 b 0     1 w 0     3 b 0     5 b =
        001    5      Echo                              2000                             2.0          6 w 1     2 b 0     1 b =     4 w =
        001    6      Foxtrot                           1900                             1.0          5 b 0     3 w =     2 w =     1 b 0
        XXR 5
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        3
        1 2
        3 5
        4 6
        """

  @FIDE-C.04.3-5.2.2 @FIDE-C.04.3-5.2.3
  Pravidlo: FIDE C.04.3 5.2.2 a 5.2.3: při stejném absolutním rozdílu rozhodne poslední kolo, kdy se barvy lišily

    Scénář: Oba vedoucí musí mít černou, každý má jednu bílou navíc a bílou v obou posledních partiích; ve 2. kole měl Alpha bílou a Bravo černou, a tak Alpha dostane černou
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             5.0          8 b 1     3 w 1     5 b 1     7 w 1     4 w 1
        001    2      Bravo                             2350                             5.0          7 w 1     8 b 1     4 b 1     6 w 1     3 w 1
        001    3      Charlie                           2300                             1.5          6 w =     1 b 0     8 w =     5 b =     2 b 0
        001    4      Delta                             2250                             1.5          5 w =     7 b =     2 w 0     8 w =     1 b 0
        001    5      Echo                              2200                             2.0          4 b =     6 b =     1 w 0     3 w =     7 b =
        001    6      Foxtrot                           2150                             2.0          3 b =     5 w =     7 w =     2 b 0     8 b =
        001    7      Golf                              2100                             1.5          2 b 0     4 w =     6 b =     1 b 0     5 w =
        001    8      Hotel                             2050                             1.5          1 w 0     2 w 0     3 b =     4 b =     6 w =
        XXR 6
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        4
        2 1
        5 8
        6 4
        3 7
        """

  @FIDE-C.04.3-C11 @FIDE-C.04.3-5.2.2
  Pravidlo: FIDE C.04.3 C11 a 5.2.2: dvojice se pro C11 počítá, jen když někomu dá barvu potřetí za sebou
    Kdo ustoupí, když dva hráči chtějí stejnou barvu, určuje 5.2.2: barvu si ponechá silnější
    preference a ze dvou absolutních větší barevný rozdíl. C11 dvojici započítá, jen když ustupující
    hráč měl v obou posledních partiích tu druhou barvu. První případ je 5. kolo ze 7, bez vedoucích
    hráčů, kde se takové preference smějí potkat, jen když jedna z nich není absolutní (C3); v
    posledním kole se smějí potkat vedoucí hráči se stejnou absolutní preferencí a C11 nedovolí
    dvojici, která by jednomu z nich dala stejnou barvu potřetí.

    Scénář: Alpha (absolutní) i Charlie (silná) chtějí černou: dostane ji Alpha, nikdo nemá barvu potřetí, a tak platí 1-3 a 2-4
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             3.0          5 b 1     6 b =     7 w 1     8 w =
        001    2      Bravo                             2350                             3.0          6 w =     7 b 1     8 w =     5 b 1
        001    3      Charlie                           2300                             3.0          7 w 1     8 b 1  0000 - H     6 w =
        001    4      Delta                             2250                             3.0          8 w =     5 w 1     6 b 1     7 w =
        001    5      Echo                              2200                             1.0          1 w 0     4 b 0  0000 - U     2 w 0
        001    6      Foxtrot                           2150                             1.5          2 b =     1 w =     4 w 0     3 b =
        001    7      Golf                              2100                             0.5          3 b 0     2 w 0     1 b 0     4 b =
        001    8      Hotel                             2050                             1.5          4 b =     3 w 0     2 b =     1 b =
        XXR 7
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        4
        3 1
        2 4
        8 6
        7 5
        """

    Scénář: Poslední kolo: Charlie se dvěma bílými navíc by si proti Alphovi ponechal černou a Alpha by dostal bílou potřetí; Alpha proto hraje s Deltou
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             3.0          9 b 1    10 b =     8 w 1     7 w =
        001    2      Bravo                             2350                             3.0          6 b =     5 w 1     7 b =     9 w 1
        001    3      Charlie                           2300                             3.0         10 w 1     6 w 1     9 b =     8 w =
        001    4      Delta                             2250                             3.0          7 w =     8 b 1    10 w 1     5 b =
        001    5      Echo                              2200                             2.0          8 w 1     2 b 0     6 b =     4 w =
        001    6      Foxtrot                           2150                             1.5          2 w =     3 b 0     5 w =    10 b =
        001    7      Golf                              2100                             2.5          4 b =     9 w 1     2 w =     1 b =
        001    8      Hotel                             2050                             0.5          5 b 0     4 w 0     1 b 0     3 b =
        001    9      India                             2000                             0.5          1 w 0     7 b 0     3 w =     2 b 0
        001   10      Juliet                            1950                             1.0          3 b 0     1 w =     4 b 0     6 w =
        XXR 5
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        5
        4 1
        2 3
        7 5
        8 6
        9 10
        """

    Scénář: Poslední kolo: Alpha se dvěma bílými navíc by si proti Charliemu ponechal černou a Charlie by dostal bílou potřetí; Alpha proto hraje s Deltou
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             3.0         10 w 1     8 w =     9 b 1     7 w =
        001    2      Bravo                             2350                             3.0          6 b =     9 w 1    10 b =     5 w 1
        001    3      Charlie                           2300                             3.0          8 b 1    10 b 1     7 w =     9 w =
        001    4      Delta                             2250                             3.0          9 w =     7 b 1     5 w 1     6 b =
        001    5      Echo                              2200                             1.5          7 b 1     6 w =     4 b 0     2 b 0
        001    6      Foxtrot                           2150                             2.5          2 w =     5 b =     8 b 1     4 w =
        001    7      Golf                              2100                             1.0          5 w 0     4 w 0     3 b =     1 b =
        001    8      Hotel                             2050                             1.0          3 w 0     1 b =     6 w 0    10 w =
        001    9      India                             2000                             1.0          4 b =     2 b 0     1 w 0     3 b =
        001   10      Juliet                            1950                             1.0          1 b 0     3 w 0     2 w =     8 b =
        XXR 5
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        5
        4 1
        2 3
        7 6
        5 8
        9 10
        """

  @FIDE-C.04.3-C11 @FIDE-C.04.3-5.2.3
  Pravidlo: FIDE C.04.3 C11 a 5.2.3: stejný absolutní rozdíl: stejná barva potřetí za sebou, jen když oba měli tu druhou barvu dvakrát
    Dva vedoucí hráči, kteří musí mít stejnou barvu a mají stejný barevný rozdíl, se rozsoudí podle
    5.2.3 (pak 5.2.4): barvy se prohodí oproti poslednímu kolu, ve kterém se lišily. Hráč, který měl
    v obou posledních partiích tu druhou barvu, si proto svou barvu ponechá vždy, když ji jeho
    soupeř neměl; jen když ji měli oba, dostane ten, kdo ustoupí, stejnou barvu potřetí. Ve všech
    případech se čtyři vedoucí se 3 body ze 4 losují v holandském pořadí, 1-3 a 2-4.

    Scénář: Poslední kolo: Alpha a Charlie, oba se dvěma bílými navíc a ani jeden s bílou v obou posledních partiích, hrají spolu: kdo ustoupí, má bílou jen podruhé za sebou
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             3.0          8 w 1     9 w =     7 b 1    10 w =
        001    2      Bravo                             2350                             3.0          5 b =     6 w 1     8 w =     7 w 1
        001    3      Charlie                           2300                             3.0         10 w 1     5 w 1     6 b =     8 w =
        001    4      Delta                             2250                             3.0          6 w =    10 b 1     5 w 1     9 b =
        001    5      Echo                              2200                             1.0          2 w =     3 b 0     4 b 0     6 w =
        001    6      Foxtrot                           2150                             1.5          4 b =     2 b 0     3 w =     5 b =
        001    7      Golf                              2100                             2.0          9 w 1     8 b 1     1 w 0     2 b 0
        001    8      Hotel                             2050                             1.0          1 b 0     7 w 0     2 b =     3 b =
        001    9      India                             2000                             2.0          7 b 0     1 b =    10 w 1     4 w =
        001   10      Juliet                            1950                             0.5          3 b 0     4 w 0     9 b 0     1 b =
        XXR 5
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        5
        3 1
        4 2
        6 7
        8 9
        10 5
        """

    Scénář: Poslední kolo: Alpha měl bílou v obou posledních partiích, Charlie ne; oba mají dvě bílé navíc: podle 5.2.3 zůstane Alpha u černé a Charlie dostane bílou po černé
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             3.0          5 b 1     8 w =     6 w 1     7 w =
        001    2      Bravo                             2350                             3.0          7 w =     5 w 1     9 b =     8 w 1
        001    3      Charlie                           2300                             3.0          9 w 1     6 w 1     5 b =    10 w =
        001    4      Delta                             2250                             3.0          8 w =     7 b 1    10 w 1     9 b =
        001    5      Echo                              2200                             1.0          1 w 0     2 b 0     3 w =     6 b =
        001    6      Foxtrot                           2150                             0.5         10 w 0     3 b 0     1 b 0     5 w =
        001    7      Golf                              2100                             1.5          2 b =     4 w 0     8 b =     1 b =
        001    8      Hotel                             2050                             1.5          4 b =     1 b =     7 w =     2 b 0
        001    9      India                             2000                             1.0          3 b 0    10 b 0     2 w =     4 w =
        001   10      Juliet                            1950                             2.5          6 b 1     9 w 1     4 b 0     3 b =
        XXR 5
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        5
        3 1
        4 2
        10 8
        7 5
        6 9
        """

    Scénář: Poslední kolo: Charlie měl bílou v obou posledních partiích, Alpha ne; oba mají dvě bílé navíc: podle 5.2.3 zůstane Charlie u černé a Alpha dostane bílou po černé
      Pokud je dán tento soubor turnaje:
        """
        001    1      Alpha                             2400                             3.0          8 w 1     5 w =     9 b 1    10 w =
        001    2      Bravo                             2350                             3.0          9 w =     6 w 1     7 b =     8 w 1
        001    3      Charlie                           2300                             3.0          6 b 1     7 w 1     8 w =     9 w =
        001    4      Delta                             2250                             3.0          5 w =     8 b 1     6 w 1     7 b =
        001    5      Echo                              2200                             1.5          4 b =     1 b =    10 w 0     6 b =
        001    6      Foxtrot                           2150                             0.5          3 w 0     2 b 0     4 b 0     5 w =
        001    7      Golf                              2100                             2.0         10 w 1     3 b 0     2 w =     4 w =
        001    8      Hotel                             2050                             0.5          1 b 0     4 w 0     3 b =     2 b 0
        001    9      India                             2000                             1.0          2 b =    10 b 0     1 w 0     3 b =
        001   10      Juliet                            1950                             2.5          7 b 0     9 w 1     5 b 1     1 b =
        XXR 5
        XXC white1
        """
      Když další kolo vylosuje holandský systém
      Pak jsou dvojice tyto:
        """
        5
        1 3
        4 2
        10 8
        5 7
        9 6
        """
