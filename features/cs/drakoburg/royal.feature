# language: cs
# Vygenerováno z features/drakoburg/royal.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/drakoburg/royal.json.
@drakoburg @DRK-goal @DRK-mate
Požadavek: Těžkooděnci v Drakoburgu: šach, mat a více těžkooděnců
  Těžkooděnec (T) je královská Águra. Napadení je šach; těžkooděnec, kterého nelze zachránit, je
  umatován a odstraněn z hrací desky; strana hraje dál, dokud má těžkooděnce, a prohrává, když
  přijde o posledního. Rozhodnutí 3 řeší těžkooděnce proti těžkooděnci, rozhodnutí 4 šach a mat s
  více těžkooděnci.

  Pravidlo: DRK R3: těžkooděnec nenapadá soupeřova těžkooděnce

    @DRK-source @DRK-R3
    Scénář: Volba royal-attack = none: těžkooděnci smějí stát vedle sebe a nikdy se neberou
      Pokud je volba pravidel "royal-attack" nastavena na "none"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
        """
        7 . . . . . . .
        6 . . . . . . .
        5 . . . t . . .
        4 . . . T . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . . . . .
          a b c d e f g
        """
      Pak není v šachu žádný těžkooděnec
      A "d4-e5" je platný tah
      A "d4-d6" je platný tah
      A tah "d4-d5" je odmítnut s kódem ERR_DRK_ROYAL_CAPTURE podle "DRK R3"

    @DRK-R3
    Scénář: Volba royal-attack = chess-like: těžkooděnci si hlídají pole jako šachoví králové
      Pokud je volba pravidel "royal-attack" nastavena na "chess-like"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
        """
        7 . . . . . . .
        6 . . . . . . .
        5 . . . t . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . T . . .
        1 . . . . . . .
          a b c d e f g
        """
      Pak je tah "d2-d3" odmítnut s kódem ERR_DRK_ROYAL_INTO_ATTACK podle "DRK R4(a)"
      A tah "d2-d4" je odmítnut s kódem ERR_DRK_ROYAL_INTO_ATTACK podle "DRK R4(a)"
      A "d2-c3" je platný tah

    @DRK-R3
    Scénář: Volba royal-attack = none: stejné přiblížení je dovoleno
      Pokud je volba pravidel "royal-attack" nastavena na "none"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
        """
        7 . . . . . . .
        6 . . . . . . .
        5 . . . t . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . T . . .
        1 . . . . . . .
          a b c d e f g
        """
      Pak je "d2-d3" platný tah
      A "d2-d4" je platný tah

  Pravidlo: DRK R4: šach, a s jedním těžkooděncem přesně pravidla šachu

    @DRK-source @DRK-R4
    Scénář: Na šach se musí odpovědět, pokud to jde
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je černý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 z . . . . . .
        3 . . . . . . .
        2 P . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Když je zahrán tah "a4-d4"
      Pak je tah přijat
      A v šachu jsou těžkooděnci na "d1"
      A tah "a2-a3" je odmítnut s kódem ERR_DRK_NOT_FEWEST podle "DRK R4(c)"
      A tah "d1-d2" je odmítnut s kódem ERR_DRK_ROYAL_INTO_ATTACK podle "DRK R4(a)"
      A "d1-e2" je platný tah

    @DRK-source @DRK-R4
    Scénář: Těžkooděnec nesmí vstoupit do matu
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . z
        1 . . . T . . .
          a b c d e f g
        """
      Pak není v šachu žádný těžkooděnec
      A tah "d1-d2" je odmítnut s kódem ERR_DRK_ROYAL_INTO_ATTACK podle "DRK R4(a)"
      A tah "d1-f1" je odmítnut s kódem ERR_DRK_ROYAL_INTO_ATTACK podle "DRK R4(a)"
      A "d1-e1" je platný tah

    @DRK-R4
    Scénář: Águra vázaná na svého těžkooděnce ho nesmí odkrýt
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . s . . . . .
        2 . . S . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Pak je tah "c2-c3" odmítnut s kódem ERR_DRK_ROYAL_EXPOSED podle "DRK R4(b)"
      A "c2xb3" je platný tah

    @DRK-R4
    Scénář: Vázaná Águra dál napadá
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . t . . .
        6 . . . s . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . T . . . . .
        1 . . . Z . . .
          a b c d e f g
        """
      Pak je tah "b2-b4" odmítnut s kódem ERR_DRK_ROYAL_INTO_ATTACK podle "DRK R4(a)"

  Pravidlo: DRK R4: více těžkooděnců, vidličky a maty, které těžkooděnce odstraní

    @DRK-source @DRK-R4
    Scénář: Vidlička na dva těžkooděnce: jeden se zachrání, druhý je umatován a odstraněn, hra pokračuje
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . T . . . T .
        3 . . . a . . .
        2 . . . . . . P
        1 . . . . . . .
          a b c d e f g
        """
      Pak v šachu jsou těžkooděnci na "b4, f4"
      A tah "g2-g3" je odmítnut s kódem ERR_DRK_NOT_FEWEST podle "DRK R4(c)"
      Když je zahrán tah "b4-b5"
      Pak jsou zaznamenány právě události "PieceMoved, RoyalPieceRemoved"
      A těžkooděnec z pole "f4" byl odstraněn podle "DRK R4(e)"
      A partie pokračuje
      A poměr materiálu je 1 : 6 a těžkooděnců 1 : 1

    @DRK-source @DRK-R4
    Scénář: Mat odstraní jednoho těžkooděnce, jeho strana má dalšího a hra pokračuje
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 t . . . . . t
        6 . . Z . . . .
        5 . . . . . . .
        4 . P . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 Z . . . . . T
          a b c d e f g
        """
      Když je zahrán tah "a1-a5"
      Pak jsou zaznamenány právě události "PieceMoved, RoyalPieceRemoved"
      A těžkooděnec z pole "a7" byl odstraněn podle "DRK R4(d)"
      A partie pokračuje
      A poměr materiálu je 11 : 0 a těžkooděnců 1 : 1

    @DRK-source @DRK-R4
    Scénář: Mat posledního těžkooděnce vyhrává
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 t . . . . . .
        6 . . Z . . . .
        5 . . . . . . .
        4 . P . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 Z . . . . . T
          a b c d e f g
        """
      Když je zahrán tah "a1-a5"
      Pak jsou zaznamenány právě události "PieceMoved, RoyalPieceRemoved, GameEnded"
      A partie skončila výsledkem "1-0" (ztráta všech těžkooděnců)

    @DRK-R4 @DRK-R4(f)
    Scénář: Jakmile je poslední těžkooděnec pryč, partie skončila a žádný další tah se nehraje
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 t . . . . . .
        6 . . Z . . . .
        5 . . . . . . .
        4 . P . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 Z . . . . . T
          a b c d e f g
        """
      Když je zahrán tah "a1-a5"
      A je zahrán tah "c6-c7"
      Pak je tah odmítnut s kódem ERR_GAME_FINISHED podle "DRK R4(f)"
      A nic se nezměnilo

    @DRK-R4
    Scénář: Odstranění odkryje druhého těžkooděnce, který je umatován také (4(d) se opakuje)
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . Z Z . . . t
        6 . . . . . . .
        5 . . . . Z . .
        4 . . . . . . .
        3 . . . . . . .
        2 t . . . . . .
        1 t . . . . . T
          a b c d e f g
        """
      Když je zahrán tah "e5-a5"
      Pak jsou zaznamenány právě události "PieceMoved, RoyalPieceRemoved, RoyalPieceRemoved"
      A těžkooděnec z pole "a2" byl odstraněn podle "DRK R4(d)"
      A těžkooděnec z pole "a1" byl odstraněn podle "DRK R4(d)"
      A partie pokračuje

    @DRK-R4 @DRK-R4(a)
    Scénář: Těžkooděnec nesmí vstoupit na napadené pole: tah je odmítnut podle 4(a), i když zároveň odkryje jiného těžkooděnce
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 T . . . . . .
        5 . . . s . . .
        4 . . . . . . .
        3 T . . . . . .
        2 . . . . . . .
        1 z . . . . . .
          a b c d e f g
        """
      Pak v šachu jsou těžkooděnci na "a3"
      A tah "a3-b3" je odmítnut s kódem ERR_DRK_ROYAL_INTO_ATTACK podle "DRK R4(a)"
      A "a3xa1" je platný tah

    @DRK-R4 @DRK-R4(b) @DRK-R4(d)
    Scénář: Těžkooděnce v šachu nelze zachránit odkrytím jiného těžkooděnce: je umatován a odstraněn
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 z z . . . . t
        6 . . . . . . .
        5 . Z . . . . .
        4 . T . . . . .
        3 . . . . . . .
        2 . . z . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Pak je tah "b5-a5" odmítnut s kódem ERR_DRK_ROYAL_EXPOSED podle "DRK R4(b)"
      Když je zahrán tah "b5-b6"
      Pak jsou zaznamenány právě události "RoyalPieceRemoved, PieceMoved"
      A těžkooděnec z pole "a1" byl odstraněn podle "DRK R4(d)"
      A partie pokračuje

    @DRK-R4
    Scénář: Načtená pozice s nezachranitelným těžkooděncem: odstranění se zapíše před dalším tahem
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . p . . T . .
        3 z . . . . . .
        2 . . z . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Pak není v šachu žádný těžkooděnec
      Když je zahrán tah "e4-e5"
      Pak jsou zaznamenány právě události "RoyalPieceRemoved, PieceMoved"
      A těžkooděnec z pole "a1" byl odstraněn podle "DRK R4(d)"
      A partie pokračuje

    @DRK-source @DRK-R4
    Scénář: Osamělý těžkooděnec v šachu bez úniku je umatován: nezbývá žádný tah
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . p . . . . .
        3 z . . . . . .
        2 . . z . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Pak má strana na tahu 0 platných tahů
      A tah "a1-b1" je odmítnut s kódem ERR_DRK_GAME_OVER podle "DRK R4(f)"

  Pravidlo: DRK R4: jiný výklad bez pravidel šachu

    @DRK-R4
    Scénář: Volba multi-royal = remove-unsaveable: těžkooděnec nesmí vstoupit pod útok
      Pokud je volba pravidel "multi-royal" nastavena na "remove-unsaveable"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 z . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Pak je tah "d1-d2" odmítnut s kódem ERR_DRK_ROYAL_INTO_ATTACK podle "DRK R4(a)"

    @DRK-R4
    Scénář: Volba multi-royal = capture: bez pravidel šachu, těžkooděnec se bere jako každá jiná Águra
      Pokud je volba pravidel "multi-royal" nastavena na "capture"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 z . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Když jsou zahrány tahy "d1-d2 a2xd2"
      Pak partie skončila výsledkem "0-1" (ztráta všech těžkooděnců)

    @DRK-R4
    Scénář: Volba multi-royal = capture: napadený těžkooděnec není v šachu a tah, který ho napadá, se zapisuje bez +
      Pokud je volba pravidel "multi-royal" nastavena na "capture"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . Z . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Pak se tah "b3-b7" zapisuje česky "Zb7" a anglicky "Mb7"
      Když je zahrán tah "b3-b7"
      Pak je tah přijat
      A žádný těžkooděnec není v šachu
      A "d7xb7" je platný tah

    @DRK-R4
    Scénář: Volba multi-royal = capture: každá Águra bere těžkooděnce kterýmkoli svým tahem, i krokem o jedno pole nebo skokem
      Pokud je volba pravidel "multi-royal" nastavena na "capture"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . t . .
        4 . . . A . . .
        3 . t . . . . t
        2 . S . . . Z .
        1 U . . T . . .
          a b c d e f g
        """
      Pak je "b2xb3" platný tah
      A "f2xg3" je platný tah
      A "d4xe5" je platný tah
      A "a1xb3" je platný tah

  Pravidlo: DRK R4(g): těžkooděnce odkrytého odstraněním lze v témž tahu sebrat

    @DRK-R4 @DRK-R4(g)
    Scénář: Mat otevře linii na těžkooděnce, kterého soupeř smí sebrat, a hra pokračuje
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 T . . . . . .
        4 . . . . A . .
        3 . . . . . . .
        2 t . . . . . .
        1 z . S . . . T
          a b c d e f g
        """
      Když je zahrán tah "e4-c5"
      Pak jsou zaznamenány právě události "PieceMoved, RoyalPieceRemoved"
      A těžkooděnec z pole "a2" byl odstraněn podle "DRK R4(d)"
      A "a1xa5" je platný tah
      Když je posouzen tah Drakoburgu "a1xa5"
      Pak posudek tahu Drakoburgu uvádí pravidla "DRK source, DRK R4, DRK R4(g)"
      Když je zahrán tah "a1xa5"
      Pak je tah přijat
      A partie pokračuje

    @DRK-R4
    Scénář: Sebrání soupeřova posledního těžkooděnce takto vyhrává okamžitě
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 T . . . . . .
        4 . . . . A . .
        3 . . . . . . .
        2 t . . . . . .
        1 z . S . . . .
          a b c d e f g
        """
      Když jsou zahrány tahy "e4-c5 a1xa5"
      Pak partie skončila výsledkem "0-1" (ztráta všech těžkooděnců)

    @DRK-R4 @DRK-R4(g)
    Scénář: Braní soupeřova posledního těžkooděnce vyhrává ihned a po něm není odstraněn žádný vlastní těžkooděnec, přestože jeden stojí napadený
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . t . .
        4 . . . . . . .
        3 . a . . . . .
        2 . . . . . . .
        1 T P . . Z . T
          a b c d e f g
        """
      Pak v šachu jsou těžkooděnci na "a1"
      A "e1xe5" je platný tah
      A "b1-b2" je platný tah
      Když je zahrán tah "e1xe5"
      Pak jsou zaznamenány právě události "PieceMoved, GameEnded"
      A partie skončila výsledkem "1-0" (ztráta všech těžkooděnců)

    @DRK-R4 @DRK-R4(g)
    Scénář: Sebrání soupeřova posledního těžkooděnce vyhrává okamžitě, i Águrou, která kryla vlastního těžkooděnce
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 z . . . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . t . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Pak není v šachu žádný těžkooděnec
      A "a3xe3" je platný tah
      Když je zahrán tah "a3xe3"
      Pak jsou zaznamenány právě události "PieceMoved, GameEnded"
      A partie skončila výsledkem "1-0" (ztráta všech těžkooděnců)

  Pravidlo: DRK R4: posudek tahu uvádí body rozhodnutí 4, o které se tah opírá

    @DRK-R4 @DRK-R4(e)
    Scénář: Posudek odpovědi na vidličku uvádí mat po tahu, 4(e)
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . T . . . T .
        3 . . . a . . .
        2 . . . . . . P
        1 . . . . . . .
          a b c d e f g
        """
      Když je posouzen tah Drakoburgu "b4-b5"
      Pak posudek tahu Drakoburgu uvádí pravidla "DRK source, DRK R4, DRK R4(e)"

    @DRK-R4 @DRK-R4(d)
    Scénář: Posudek matujícího tahu uvádí mat před tahem, 4(d)
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 t . . . . . t
        6 . . Z . . . .
        5 . . . . . . .
        4 . P . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 Z . . . . . T
          a b c d e f g
        """
      Když je posouzen tah Drakoburgu "a1-a5"
      Pak posudek tahu Drakoburgu uvádí pravidla "DRK source, DRK R4, DRK R4(d)"

    @DRK-R4 @DRK-R4(g)
    Scénář: Posudek sebrání posledního odkrytého těžkooděnce uvádí 4(g)
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 T . . . . . .
        4 . . . . A . .
        3 . . . . . . .
        2 t . . . . . .
        1 z . S . . . .
          a b c d e f g
        """
      Když je zahrán tah "e4-c5"
      A je posouzen tah Drakoburgu "a1xa5"
      Pak posudek tahu Drakoburgu uvádí pravidla "DRK source, DRK R4, DRK R4(g)"

    @DRK-R4
    Scénář: Volba multi-royal = capture: posudek tahu neuvádí žádná pravidla šachu
      Pokud je volba pravidel "multi-royal" nastavena na "capture"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 z . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Když je posouzen tah Drakoburgu "d1-d2"
      Pak posudek tahu Drakoburgu uvádí pravidla "DRK source"

  Pravidlo: DRK R4(e): odstranění, které odkryje těžkooděnce za ním, odstraní i toho

    @DRK-R4(e) @DRK-R4(f)
    Scénář: Černý schová jednoho těžkooděnce za druhého, po svém tahu přijde o oba a bílý vyhrává
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je černý:
        """
        7 . . . . . . .
        6 . . . . . . .
        5 . . t . . . .
        4 . . . . . . .
        3 t . . . S . .
        2 . . . . . . .
        1 Z . . . . . T
          a b c d e f g
        """
      Když je zahrán tah "c5-a5"
      Pak je tah přijat
      A těžkooděnec z pole "a3" byl odstraněn podle "DRK R4(e)"
      A těžkooděnec z pole "a5" byl odstraněn podle "DRK R4(e)"
      A partie skončila výsledkem "1-0" (ztráta všech těžkooděnců)

    @DRK-R4(e) @DRK-R4(f)
    Scénář: Bílý schová jednoho těžkooděnce za druhého, po svém tahu přijde o oba a černý vyhrává
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 z . . . . . t
        6 . . . . . . .
        5 T . . . s . .
        4 . . . . . . .
        3 . . T . . . .
        2 . . . . . . .
        1 . . . . . . .
          a b c d e f g
        """
      Když je zahrán tah "c3-a3"
      Pak je tah přijat
      A těžkooděnec z pole "a5" byl odstraněn podle "DRK R4(e)"
      A těžkooděnec z pole "a3" byl odstraněn podle "DRK R4(e)"
      A partie skončila výsledkem "0-1" (ztráta všech těžkooděnců)
