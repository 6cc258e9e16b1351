# language: cs
# Vygenerováno z features/drakoburg/notation.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/drakoburg/notation.json.
@drakoburg @DRK-notation
Požadavek: Zápis tahů v Drakoburgu
  Dlouhý zápis (`c2-c3`, `d4xf4`, `a3-a7@d2`) slouží strojům a záznamům partií. Lidský zápis jmenuje
  Águru písmenem, českým (P S Z A U T) nebo anglickým (L lancer, B bowman, M man-at-arms, E esquire,
  C turcopole, K knight), a výchozí pole uvádí jen tam, kde je potřeba. Oba zápisy se čtou všude.

  Pravidlo: ARB: dlouhý a lidský zápis

    @DRK-source
    Scénář: Zahajovací tahy v obou sadách písmen
      Pokud nová partie hry "drakoburg"
      Pak tah "d1-b3" se zapisuje česky "Tb3" a anglicky "Kb3"
      A tah "e1-f3" se zapisuje česky "Af3" a anglicky "Ef3"
      A tah "g1-f3" se zapisuje česky "Uf3" a anglicky "Cf3"
      A tah "c1-b1" se zapisuje česky "Sb1" a anglicky "Bb1"
      A tah "a1-b1" se zapisuje česky "Zb1" a anglicky "Mb1"
      A tah "c2-c3" se zapisuje česky "c3" a anglicky "c3"
      A tah "c2-d3" se zapisuje česky "cd3" a anglicky "cd3"

    @DRK-source @DRK-R6
    Scénář: Braní, proměna a rozmnožitel v lidském zápisu
      Pokud hrací plán Drakoburgu, na tahu bílý:
        """
        7 z . . . . . .
        6 . . . . . . t
        5 . . . P . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Pak tah "a3xa7@d2" se zapisuje česky "Zxa7@d2" a anglicky "Mxa7@d2"
      A tah "d5-d6" se zapisuje česky "d6=T" a anglicky "d6=K"

    @DRK-source @DRK-R4
    Scénář: Volba multi-royal = remove-unsaveable (výchozí): tah, který napadá těžkooděnce, se zapisuje s +
      Pokud hrací plán Drakoburgu, na tahu bílý:
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
      Pak tah "b3-b7" se zapisuje česky "Zb7+" a anglicky "Mb7+"
      Když je zahrán tah "Zb7+"
      Pak tah je přijat
      A v šachu jsou těžkooděnci na "d7"

    @DRK-source @DRK-R4
    Scénář: Volba multi-royal = remove-unsaveable (výchozí): tah, který těžkooděnce zmatuje, se zapisuje s #
      Pokud hrací plán Drakoburgu, na tahu bílý:
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
      Pak tah "a1-a5" se zapisuje česky "Za5#" a anglicky "Ma5#"

    @DRK-source
    Scénář: Tah, který není platným zápisem, je odmítnut a nic nemění
      Pokud nová partie hry "drakoburg"
      Když je zahrán tah "knight to e4"
      Pak tah je odmítnut s kódem ERR_DRK_NOTATION podle "ARB"
      A nic se nezměnilo

  Pravidlo: DRK source: odmítnutý tah říká, co je na něm špatně, a jmenuje pole a Águry

    @DRK-source
    Scénář: Těžkooděnec zapsaný na pole, kam skokem nedosáhne, se to dozví; nejde o braní těžkooděnce
      Pokud hrací plán Drakoburgu, na tahu černý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Pak "d7-d4" je odmítnut s kódem ERR_DRK_PATTERN podle "DRK source"
      A odmítnutí tahu "d7-d4" uvádí piece: "knight (T)"
      A odmítnutí tahu "d7-d4" uvádí piece:cs: "těžkooděnec (T)"
      A odmítnutí tahu "d7-d4" uvádí from: "d7"
      A odmítnutí tahu "d7-d4" uvádí to: "d4"

    @DRK-source
    Scénář: Águra zapsaná na pole soupeřova těžkooděnce, na které její pohyb nedosáhne, se to dozví
      Pokud hrací plán Drakoburgu, na tahu černý:
        """
        7 z . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Pak "a7-d1" je odmítnut s kódem ERR_DRK_PATTERN podle "DRK source"
      A odmítnutí tahu "a7-d1" uvádí piece: "man-at-arms (Z)"

    @DRK-source
    Scénář: Krátký zápis, který nemůže zahrát žádná Águra, je odmítnut jako neexistující tah a zápis je citován
      Pokud hrací plán Drakoburgu, na tahu bílý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Pak "Tf5" je odmítnut s kódem ERR_DRK_NO_SUCH_MOVE podle "DRK source"
      A odmítnutí tahu "Tf5" uvádí text: "Tf5"
      A "Tdf5" je odmítnut s kódem ERR_DRK_NO_SUCH_MOVE podle "DRK source"
      A "T1f5" je odmítnut s kódem ERR_DRK_NO_SUCH_MOVE podle "DRK source"

    @DRK-source
    Scénář: Tah soupeřovou Águrou nebo na vlastní Águru uvádí pole a strany
      Pokud nová partie hry "drakoburg"
      Pak "d7-d5" je odmítnut s kódem ERR_DRK_NOT_YOUR_PIECE podle "DRK source"
      A odmítnutí tahu "d7-d5" uvádí square: "d7"
      A odmítnutí tahu "d7-d5" uvádí owner: "black"
      A odmítnutí tahu "d7-d5" uvádí side: "white"
      A "a1-a2" je odmítnut s kódem ERR_DRK_OWN_PIECE podle "DRK source"
      A odmítnutí tahu "a1-a2" uvádí square: "a2"

    @DRK-source
    Scénář: Černý, který táhne bílou Águrou, se dozví, čí Águra to je
      Pokud nová partie hry "drakoburg"
      A byly zahrány tahy "c2-c3"
      Pak "d1-d2" je odmítnut s kódem ERR_DRK_NOT_YOUR_PIECE podle "DRK source"
      A odmítnutí tahu "d1-d2" uvádí owner: "white"
      A odmítnutí tahu "d1-d2" uvádí side: "black"

    @DRK-source
    Scénář: Krátký zápis, který mohou zahrát dvě Águry, vypíše oba tahy
      Pokud hrací plán Drakoburgu, na tahu bílý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 Z . Z . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Pak "Zb4" je odmítnut s kódem ERR_DRK_AMBIGUOUS podle "ARB"
      A odmítnutí tahu "Zb4" uvádí text: "Zb4"
      A odmítnutí tahu "Zb4" uvádí moves: "a4-b4, c4-b4"

    @DRK-source @DRK-R4
    Scénář: Krátký zápis, který sedí na dvě Águry, z nichž jedna je vázaná na svého těžkooděnce, označuje tah té druhé
      Pokud hrací plán Drakoburgu, na tahu bílý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . Z . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 z . Z . T . .
          a b c d e f g
        """
      Pak "c1-c3" je odmítnut s kódem ERR_DRK_ROYAL_EXPOSED podle "DRK R4(b)"
      A tah "c5-c3" se zapisuje česky "Zc3" a anglicky "Mc3"
      Když je zahrán tah "Zc3"
      Pak tah je přijat
      A na poli "c3" stojí "Z"
      A na poli "c1" stojí "Z"

    @DRK-source @DRK-R4
    Scénář: Krátký zápis, který sedí na dvě Águry, ale ani jedna nesmí táhnout, je odmítnut jako nejednoznačný
      Pokud hrací plán Drakoburgu, na tahu bílý:
        """
        7 . . . z . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 S . . T S . .
          a b c d e f g
        """
      Pak v šachu jsou těžkooděnci na "d1"
      A "Sc3" je odmítnut s kódem ERR_DRK_AMBIGUOUS podle "ARB"
      A odmítnutí tahu "Sc3" uvádí moves: "a1-c3, e1-c3"

    @DRK-source @DRK-R6
    Scénář: Vpád na hrad bez pole nového kopiníka nebo se špatným polem vypíše volná pole
      Pokud hrací plán Drakoburgu, na tahu bílý:
        """
        7 z . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 . P P P P P .
        1 . . . T . . .
          a b c d e f g
        """
      Pak "a3xa7" je odmítnut s kódem ERR_DRK_SEQUIX_FIELD_MISSING podle "DRK R6"
      A odmítnutí tahu "a3xa7" uvádí fields: "a2, g2"
      A "a3xa7@c2" je odmítnut s kódem ERR_DRK_SEQUIX_FIELD_INVALID podle "DRK R6"
      A odmítnutí tahu "a3xa7@c2" uvádí square: "c2"
      A odmítnutí tahu "a3xa7@c2" uvádí fields: "a2, g2"
      A "a3-a4@a2" je odmítnut s kódem ERR_DRK_SEQUIX_UNEXPECTED podle "DRK R6"
      A odmítnutí tahu "a3-a4@a2" uvádí square: "a2"

    @DRK-source
    Scénář: Proměna zapsaná tam, kde žádná není, nebo ve špatnou Águru uvádí písmena a sloupec
      Pokud hrací plán Drakoburgu, na tahu bílý:
        """
        7 . . . t . . .
        6 . p . . . . .
        5 P . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Pak "d1-d2=Z" je odmítnut s kódem ERR_DRK_PROMOTION_UNEXPECTED podle "DRK source"
      A odmítnutí tahu "d1-d2=Z" uvádí given: "Z"
      A "a5xb6=Z" je odmítnut s kódem ERR_DRK_PROMOTION_MISMATCH podle "DRK source"
      A odmítnutí tahu "a5xb6=Z" uvádí file: "B"
      A odmítnutí tahu "a5xb6=Z" uvádí expected: "S"
      A odmítnutí tahu "a5xb6=Z" uvádí given: "Z"

    @DRK-R4
    Scénář: Tah, který nechá bílého těžkooděnce napadeného, uvádí jeho pole
      Pokud hrací plán Drakoburgu, na tahu bílý:
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
      Pak "c2-c3" je odmítnut s kódem ERR_DRK_ROYAL_EXPOSED podle "DRK R4(b)"
      A odmítnutí tahu "c2-c3" uvádí square: "d1"

    @DRK-R4
    Scénář: Tah, který nechá černého těžkooděnce napadeného, uvádí jeho pole
      Pokud hrací plán Drakoburgu, na tahu černý:
        """
        7 . . . t . . .
        6 . . s . . . .
        5 . S . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Pak "c6-c5" je odmítnut s kódem ERR_DRK_ROYAL_EXPOSED podle "DRK R4(b)"
      A odmítnutí tahu "c6-c5" uvádí square: "d7"

    @DRK-R4
    Scénář: Těžkooděnci, které odmítnutý tah nechá napadené, se počítají na plánu po tahu, s taženou Águrou na poli, kam dorazí
      Pokud hrací plán Drakoburgu, na tahu černý:
        """
        7 t . . t . . .
        6 . . . . t . .
        5 z . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 Z . . Z . . T
          a b c d e f g
        """
      Pak v šachu jsou těžkooděnci na "d7"
      A "a5-d5" je odmítnut s kódem ERR_DRK_ROYAL_EXPOSED podle "DRK R4(b)"
      A odmítnutí tahu "a5-d5" uvádí square: "a7"

    @DRK-R4 @DRK-R6
    Scénář: Těžkooděnci, které odmítnutý vpád nechá napadené, se počítají na plánu po tahu, včetně nového kopiníka
      Pokud hrací plán Drakoburgu, na tahu bílý:
        """
        7 . . . . . . .
        6 . . . . . t .
        5 . . . . . . .
        4 . . . . . . .
        3 . . z Z T . .
        2 T . . . . . z
        1 . . . . . . .
          a b c d e f g
        """
      Pak v šachu jsou těžkooděnci na "a2"
      A "d3-d7@c2" je odmítnut s kódem ERR_DRK_ROYAL_EXPOSED podle "DRK R4(b)"
      A odmítnutí tahu "d3-d7@c2" uvádí square: "e3"

    @DRK-R4
    Scénář: Vstup na napadené pole uvádí to pole; tah, který neodvrátí šach, počítá napadené těžkooděnce
      Pokud hrací plán Drakoburgu, na tahu bílý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . z . . .
        3 . . . . . . .
        2 P . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Pak v šachu jsou těžkooděnci na "d1"
      A "d1-d2" je odmítnut s kódem ERR_DRK_ROYAL_INTO_ATTACK podle "DRK R4(a)"
      A odmítnutí tahu "d1-d2" uvádí to: "d2"
      A "a2-a3" je odmítnut s kódem ERR_DRK_NOT_FEWEST podle "DRK R4(c)"
      A odmítnutí tahu "a2-a3" uvádí fewest: "0"
      A odmítnutí tahu "a2-a3" uvádí count: "1"

    @DRK-R4
    Scénář: Tah v pozici, kde strana na tahu přišla o posledního těžkooděnce, uvádí důvod
      Pokud hrací plán Drakoburgu, na tahu bílý:
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
      Pak "a1-b1" je odmítnut s kódem ERR_DRK_GAME_OVER podle "DRK R4(f)"
      A odmítnutí tahu "a1-b1" uvádí reason: "the side to move has no knight (T) left"

    @DRK-R4
    Scénář: Tah v pozici, kde soupeři nezbyl žádný těžkooděnec, uvádí důvod
      Pokud hrací plán Drakoburgu, na tahu bílý:
        """
        7 . . . . . . .
        6 . . . p . . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Pak "d1-d2" je odmítnut s kódem ERR_DRK_GAME_OVER podle "DRK R4(f)"
      A odmítnutí tahu "d1-d2" uvádí reason: "the opponent has no knight (T) left"

    @DRK-R7
    Scénář: Tah v patové pozici uvádí jako důvod pat
      Pokud hrací plán Drakoburgu, na tahu bílý:
        """
        7 . . z . . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . t
        3 . z . . . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Pak "a1-b1" je odmítnut s kódem ERR_DRK_GAME_OVER podle "DRK R4(f)"
      A odmítnutí tahu "a1-b1" uvádí reason: "the side to move has no legal move (stalemate)"
