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
      Pokud se hraje nová partie Drakoburgu
      Pak se tah "d1-b3" zapisuje česky "Tb3" a anglicky "Kb3"
      A tah "e1-f3" se zapisuje česky "Af3" a anglicky "Ef3"
      A tah "g1-f3" se zapisuje česky "Uf3" a anglicky "Cf3"
      A tah "c1-b1" se zapisuje česky "Sb1" a anglicky "Bb1"
      A tah "a1-b1" se zapisuje česky "Zb1" a anglicky "Mb1"
      A tah "c2-c3" se zapisuje česky "c3" a anglicky "c3"
      A tah "c2-d3" se zapisuje česky "cd3" a anglicky "cd3"

    @DRK-source @DRK-R6
    Scénář: Braní, proměna a rozmnožitel v lidském zápisu
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
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
      Pak se tah "a3xa7@d2" zapisuje česky "Zxa7@d2" a anglicky "Mxa7@d2"
      A tah "d5-d6" se zapisuje česky "d6=T" a anglicky "d6=K"

    @DRK-source @DRK-R4
    Scénář: Volba multi-royal = remove-unsaveable (výchozí): tah, který napadá těžkooděnce, se zapisuje s +
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
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
      Pak se tah "b3-b7" zapisuje česky "Zb7+" a anglicky "Mb7+"
      Když je zahrán tah "Zb7+"
      Pak je tah přijat
      A v šachu jsou těžkooděnci na "d7"

    @DRK-source @DRK-R4
    Scénář: Volba multi-royal = remove-unsaveable (výchozí): tah, který těžkooděnce zmatuje, se zapisuje s #
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
      Pak se tah "a1-a5" zapisuje česky "Za5#" a anglicky "Ma5#"

    @DRK-source
    Scénář: Tah, který není platným zápisem, je odmítnut a nic nemění
      Pokud se hraje nová partie Drakoburgu
      Když je zahrán tah "knight to e4"
      Pak je tah odmítnut s kódem ERR_DRK_NOTATION podle "ARB"
      A nic se nezměnilo

  Pravidlo: DRK source: odmítnutý tah říká, co je na něm špatně, a jmenuje pole a Águry

    @DRK-source
    Scénář: Těžkooděnec zapsaný na pole, kam skokem nedosáhne, se to dozví; nejde o braní těžkooděnce
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je černý:
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
      Pak je tah "d7-d4" odmítnut s kódem ERR_DRK_PATTERN podle "DRK source"
      A odmítnutí tahu "d7-d4" uvádí kámen: "těžkooděnec (T)"
      A odmítnutí tahu "d7-d4" uvádí výchozí pole: "d7"
      A odmítnutí tahu "d7-d4" uvádí cílové pole: "d4"

    @DRK-source
    Scénář: Águra zapsaná na pole soupeřova těžkooděnce, na které její pohyb nedosáhne, se to dozví
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je černý:
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
      Pak je tah "a7-d1" odmítnut s kódem ERR_DRK_PATTERN podle "DRK source"
      A odmítnutí tahu "a7-d1" uvádí kámen: "zbrojnoš (Z)"

    @DRK-source
    Scénář: Krátký zápis, který nemůže zahrát žádná Águra, je odmítnut jako neexistující tah a zápis je citován
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
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
      Pak je tah "Tf5" odmítnut s kódem ERR_DRK_NO_SUCH_MOVE podle "DRK source"
      A odmítnutí tahu "Tf5" uvádí zápis: "Tf5"
      A tah "Tdf5" je odmítnut s kódem ERR_DRK_NO_SUCH_MOVE podle "DRK source"
      A tah "T1f5" je odmítnut s kódem ERR_DRK_NO_SUCH_MOVE podle "DRK source"

    @DRK-source
    Scénář: Tah soupeřovou Águrou nebo na vlastní Águru uvádí pole a strany
      Pokud se hraje nová partie Drakoburgu
      Pak je tah "d7-d5" odmítnut s kódem ERR_DRK_NOT_YOUR_PIECE podle "DRK source"
      A odmítnutí tahu "d7-d5" uvádí pole: "d7"
      A odmítnutí tahu "d7-d5" uvádí vlastníka: "černý"
      A odmítnutí tahu "d7-d5" uvádí stranu: "bílý"
      A tah "a1-a2" je odmítnut s kódem ERR_DRK_OWN_PIECE podle "DRK source"
      A odmítnutí tahu "a1-a2" uvádí pole: "a2"

    @DRK-source
    Scénář: Černý, který táhne bílou Águrou, se dozví, čí Águra to je
      Pokud se hraje nová partie Drakoburgu
      A byly zahrány tahy "c2-c3"
      Pak je tah "d1-d2" odmítnut s kódem ERR_DRK_NOT_YOUR_PIECE podle "DRK source"
      A odmítnutí tahu "d1-d2" uvádí vlastníka: "bílý"
      A odmítnutí tahu "d1-d2" uvádí stranu: "černý"

    @DRK-source
    Scénář: Krátký zápis, který mohou zahrát dvě Águry, vypíše oba tahy
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
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
      Pak je tah "Zb4" odmítnut s kódem ERR_DRK_AMBIGUOUS podle "ARB"
      A odmítnutí tahu "Zb4" uvádí zápis: "Zb4"
      A odmítnutí tahu "Zb4" uvádí tahy: "a4-b4, c4-b4"

    @DRK-source @DRK-R4
    Scénář: Krátký zápis, který sedí na dvě Águry, z nichž jedna je vázaná na svého těžkooděnce, označuje tah té druhé
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
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
      Pak je tah "c1-c3" odmítnut s kódem ERR_DRK_ROYAL_EXPOSED podle "DRK R4(b)"
      A tah "c5-c3" se zapisuje česky "Zc3" a anglicky "Mc3"
      Když je zahrán tah "Zc3"
      Pak je tah přijat
      A na poli "c3" stojí "Z"
      A na poli "c1" stojí "Z"

    @DRK-source @DRK-R4
    Scénář: Krátký zápis, který sedí na dvě Águry, ale ani jedna nesmí táhnout, je odmítnut jako nejednoznačný
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
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
      A tah "Sc3" je odmítnut s kódem ERR_DRK_AMBIGUOUS podle "ARB"
      A odmítnutí tahu "Sc3" uvádí tahy: "a1-c3, e1-c3"

    @DRK-source @DRK-R6
    Scénář: Vpád na hrad bez pole nového kopiníka nebo se špatným polem vypíše volná pole
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
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
      Pak je tah "a3xa7" odmítnut s kódem ERR_DRK_SEQUIX_FIELD_MISSING podle "DRK R6"
      A odmítnutí tahu "a3xa7" uvádí volná pole: "a2, g2"
      A tah "a3xa7@c2" je odmítnut s kódem ERR_DRK_SEQUIX_FIELD_INVALID podle "DRK R6"
      A odmítnutí tahu "a3xa7@c2" uvádí pole: "c2"
      A odmítnutí tahu "a3xa7@c2" uvádí volná pole: "a2, g2"
      A tah "a3-a4@a2" je odmítnut s kódem ERR_DRK_SEQUIX_UNEXPECTED podle "DRK R6"
      A odmítnutí tahu "a3-a4@a2" uvádí pole: "a2"

    @DRK-source
    Scénář: Proměna zapsaná tam, kde žádná není, nebo ve špatnou Águru uvádí písmena a sloupec
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
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
      Pak je tah "d1-d2=Z" odmítnut s kódem ERR_DRK_PROMOTION_UNEXPECTED podle "DRK source"
      A odmítnutí tahu "d1-d2=Z" uvádí zadaný kámen: "Z"
      A tah "a5xb6=Z" je odmítnut s kódem ERR_DRK_PROMOTION_MISMATCH podle "DRK source"
      A odmítnutí tahu "a5xb6=Z" uvádí sloupec: "B"
      A odmítnutí tahu "a5xb6=Z" uvádí očekávaný kámen: "S"
      A odmítnutí tahu "a5xb6=Z" uvádí zadaný kámen: "Z"

    @DRK-R4
    Scénář: Tah, který nechá bílého těžkooděnce napadeného, uvádí jeho pole
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
      A odmítnutí tahu "c2-c3" uvádí pole: "d1"

    @DRK-R4
    Scénář: Tah, který nechá černého těžkooděnce napadeného, uvádí jeho pole
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je černý:
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
      Pak je tah "c6-c5" odmítnut s kódem ERR_DRK_ROYAL_EXPOSED podle "DRK R4(b)"
      A odmítnutí tahu "c6-c5" uvádí pole: "d7"

    @DRK-R4
    Scénář: Těžkooděnci, které odmítnutý tah nechá napadené, se počítají na plánu po tahu, s taženou Águrou na poli, kam dorazí
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je černý:
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
      A tah "a5-d5" je odmítnut s kódem ERR_DRK_ROYAL_EXPOSED podle "DRK R4(b)"
      A odmítnutí tahu "a5-d5" uvádí pole: "a7"

    @DRK-R4 @DRK-R6
    Scénář: Těžkooděnci, které odmítnutý vpád nechá napadené, se počítají na plánu po tahu, včetně nového kopiníka
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
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
      A tah "d3-d7@c2" je odmítnut s kódem ERR_DRK_ROYAL_EXPOSED podle "DRK R4(b)"
      A odmítnutí tahu "d3-d7@c2" uvádí pole: "e3"

    @DRK-R4
    Scénář: Vstup na napadené pole uvádí to pole; tah, který neodvrátí šach, počítá napadené těžkooděnce
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
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
      A tah "d1-d2" je odmítnut s kódem ERR_DRK_ROYAL_INTO_ATTACK podle "DRK R4(a)"
      A odmítnutí tahu "d1-d2" uvádí cílové pole: "d2"
      A tah "a2-a3" je odmítnut s kódem ERR_DRK_NOT_FEWEST podle "DRK R4(c)"
      A odmítnutí tahu "a2-a3" uvádí nejmenší počet: "0"
      A odmítnutí tahu "a2-a3" uvádí počet: "1"

    @DRK-R4
    Scénář: Tah v pozici, kde strana na tahu přišla o posledního těžkooděnce, uvádí důvod
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
      Pak je tah "a1-b1" odmítnut s kódem ERR_DRK_GAME_OVER podle "DRK R4(f)"
      A odmítnutí tahu "a1-b1" uvádí důvod: "straně na tahu nezbyl žádný těžkooděnec (T)"

    @DRK-R4
    Scénář: Tah v pozici, kde soupeři nezbyl žádný těžkooděnec, uvádí důvod
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
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
      Pak je tah "d1-d2" odmítnut s kódem ERR_DRK_GAME_OVER podle "DRK R4(f)"
      A odmítnutí tahu "d1-d2" uvádí důvod: "soupeři nezbyl žádný těžkooděnec (T)"

    @DRK-R7
    Scénář: Tah v patové pozici uvádí jako důvod pat
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
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
      Pak je tah "a1-b1" odmítnut s kódem ERR_DRK_GAME_OVER podle "DRK R4(f)"
      A odmítnutí tahu "a1-b1" uvádí důvod: "strana na tahu nemá žádný platný tah (pat)"
