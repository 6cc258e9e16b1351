# language: cs
# Vygenerováno z features/drakoburg/sequix.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/drakoburg/sequix.json.
@drakoburg @DRK-sequix
Požadavek: Rozmnožitel (SEQUIX) v Drakoburgu
  Hrady jsou výchozí pole soupeřova těžkooděnce (T), turkopola (U) a zbrojnoše (Z). Águra, která
  vstoupí na hrad, přidá v rámci téhož tahu nového kopiníka své strany na volné pole vlastní výchozí
  řady kopiníků, které vybere táhnoucí. Ve výchozím postavení „kopí“ útočí bílý na a7, d7 a g7,
  černý na a1, d1 a g1.

  Pravidlo: DRK pramen: vstup na soupeřův hrad přidá kopiníka na volné pole vlastní řady kopiníků

    @DRK-source @DRK-R6
    Scénář: Jediné volné pole řady kopiníků dostane nového kopiníka
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Pak tahy z "a3" na "a7" jsou "a3-a7@d2"
      Když je zahrán tah "a3-a7@d2"
      Pak je tah přijat
      A na poli "a7" stojí "Z"
      A na poli "d2" stojí "P"

    @DRK-source
    Náčrt Scénáře: Volba setup = <postavení>: hrady jsou jen výchozí pole T, U a Z; <na pole>, <co to je>, <co přidá>
      Hrady určuje základní postavení: jsou to výchozí pole těžkooděnce (T), turkopola (U) a
      zbrojnoše (Z) druhé strany. Výchozí pole jejích lukostřelců (S) a panošů (A) jsou obyčejná
      pole: vstup na ně žádného kopiníka nepřidá.
      Pokud je volba pravidel "setup" nastavena na "<postavení>"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
        """
        7 . . . . . . .
        6 . . . . . . .
        5 . . . . . . t
        4 . . . . . . .
        3 Z Z Z Z Z Z .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Pak tahy z "<z pole>" na "<na pole>" jsou "<tahy>"

      Příklady:
        | postavení     | na pole | co to je                                     | co přidá       | z pole | tahy     |
        | lance         | a7      | výchozí pole zbrojnoše (Z)                   | přidá kopiníka | a3     | a3-a7@d2 |
        | lance         | d7      | výchozí pole těžkooděnce (T)                 | přidá kopiníka | d3     | d3-d7@d2 |
        | lance         | b7      | pole, které je ve výchozím postavení prázdné | nepřidá nic    | b3     | b3-b7    |
        | lance         | c7      | výchozí pole lukostřelce (S)                 | nepřidá nic    | c3     | c3-c7    |
        | lance         | e7      | výchozí pole panoše (A)                      | nepřidá nic    | e3     | e3-e7    |
        | promotion-map | b7      | výchozí pole lukostřelce (S)                 | nepřidá nic    | b3     | b3-b7    |
        | promotion-map | c7      | výchozí pole lukostřelce (S)                 | nepřidá nic    | c3     | c3-c7    |
        | promotion-map | e7      | výchozí pole panoše (A)                      | nepřidá nic    | e3     | e3-e7    |
        | promotion-map | f7      | výchozí pole panoše (A)                      | nepřidá nic    | f3     | f3-f7    |
        | promotion-map | a7      | výchozí pole zbrojnoše (Z)                   | přidá kopiníka | a3     | a3-a7@d2 |

    @DRK-source
    Scénář: Když je řada kopiníků plná, žádný kopiník se nepřidá
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P P P P P
        1 . . . T . . .
          a b c d e f g
        """
      Pak tahy z "a3" na "a7" jsou "a3-a7"
      A tah "a3-a7@d2" je odmítnut s kódem ERR_DRK_SEQUIX_UNEXPECTED podle "DRK R6"

    @DRK-source @DRK-R5
    Scénář: Braní na hradu také přidá kopiníka
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
      Pak tahy z "a3" na "a7" jsou "a3xa7@a2 a3xa7@g2"
      Když je zahrán tah "a3xa7@g2"
      Pak je tah přijat
      A jsou zaznamenány právě události "PieceMoved"
      A na poli "g2" stojí "P"

    @DRK-R6
    Scénář: Pole, které Águra právě opustila, se počítá jako volné
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 Z P P P P P P
        1 . . . T . . .
          a b c d e f g
        """
      Pak tahy z "a2" na "a7" jsou "a2-a7@a2"
      Když je zahrán tah "a2-a7@a2"
      Pak na poli "a2" stojí "P"

    @DRK-R6
    Scénář: Výchozí řada kopiníků je ta, kterou určí postavení, a nového kopiníka dostane i její první pole a1
      Pokud se hraje partie Drakoburgu z postavení "3t3/Z6/7/7/7/7/1PPTPPP w a7d7g7/a1d1g1 17 - 0 1"
      Pak tahy z "a6" na "a7" jsou "a6-a7@a1"
      Když je zahrán tah "a6-a7@a1"
      Pak je tah přijat
      A na poli "a1" stojí "P"

    @DRK-R6
    Scénář: Hrad ve vlastní výchozí řadě kopiníků, pokud ho tam postavení má: pole, na které Águra dojde, volné není
      Pokud se hraje partie Drakoburgu z postavení "3t3/7/7/7/7/Z6/3T3 w b2d7g7/a1d1g1 26 - 0 1"
      Pak tahy z "a2" na "b2" jsou "a2-b2@a2 a2-b2@c2 a2-b2@d2 a2-b2@e2 a2-b2@f2 a2-b2@g2"

    @DRK-R4 @DRK-R6
    Scénář: Platnost tahu se posuzuje po celém tahu: nový kopiník může zavřít linii na těžkooděnce, který vstoupil na hrad
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . T . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . z . . .
          a b c d e f g
        """
      Pak tahy z "b5" na "d7" jsou "b5-d7@d2"
      A tah "b5-d7@c2" je odmítnut s kódem ERR_DRK_ROYAL_INTO_ATTACK podle "DRK R4(a)"

    @DRK-R6
    Scénář: Tah na hrad musí jmenovat pole nového kopiníka, a to volné
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Když je zahrán tah "a3-a7"
      Pak je tah odmítnut s kódem ERR_DRK_SEQUIX_FIELD_MISSING podle "DRK R6"
      A nic se nezměnilo
      A tah "a3-a7@c2" je odmítnut s kódem ERR_DRK_SEQUIX_FIELD_INVALID podle "DRK R6"
      A tah "a3-a4@d2" je odmítnut s kódem ERR_DRK_SEQUIX_UNEXPECTED podle "DRK R6"

    @DRK-source @DRK-R5
    Scénář: Sám těžkooděnec vtrhne na výchozí pole soupeřova těžkooděnce
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . .
        6 . t . . . . .
        5 . . . T . . .
        4 . . . . . . .
        3 . . . . . . .
        2 P P P P P P .
        1 . . . . . . .
          a b c d e f g
        """
      Pak tahy z "d5" na "d7" jsou "d5-d7@g2"

    @DRK-source
    Scénář: Černý vpadne na hrad a přidá kopiníka do řady 6
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je černý:
        """
        7 . . . t . . .
        6 p p p p p . p
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . s .
        1 . T . . . . U
          a b c d e f g
        """
      Pak tahy z "f2" na "g1" jsou "f2xg1@f6"

  Pravidlo: DRK R5: každý vstup přidá kopiníka, nebo (volba) každý hrad jen jednou za partii

    @DRK-R5
    Scénář: Volba sequix = every-arrival: druhý vstup na týž hrad přidá dalšího kopiníka
      Pokud je volba pravidel "sequix" nastavena na "every-arrival"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . . P P
        1 . . . T . . .
          a b c d e f g
        """
      Když jsou zahrány tahy "a3-a7@d2 e6-e5 a7-a6 e5-f4"
      Pak tahy z "a6" na "a7" jsou "a6-a7@e2"

    @DRK-R5
    Scénář: Volba sequix = once-per-castle: hrad, který už kopiníka dal, další nedá
      Pokud je volba pravidel "sequix" nastavena na "once-per-castle"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . . P P
        1 . . . T . . .
          a b c d e f g
        """
      Když jsou zahrány tahy "a3-a7@d2 e6-e5 a7-a6 e5-f4"
      Pak tahy z "a6" na "a7" jsou "a6-a7"
      A tah "a6-a7@e2" je odmítnut s kódem ERR_DRK_SEQUIX_UNEXPECTED podle "DRK R6"

    @DRK-R5
    Scénář: Volba sequix = once-per-castle: dříve využitý hrad je zaznamenán v pozici
      Pokud je volba pravidel "sequix" nastavena na "once-per-castle"
      A na herním plánu Drakoburgu je toto postavení, na tahu je bílý a hrad "a7" už byl využit:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Pak tahy z "a3" na "a7" jsou "a3-a7"

    @DRK-R5
    Scénář: Volba sequix = every-arrival (výchozí): hrad zaznamenaný jako využitý dá kopiníka znovu
      Pokud je na herním plánu Drakoburgu toto postavení, na tahu je bílý a hrad "a7" už byl využit:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Pak tahy z "a3" na "a7" jsou "a3-a7@d2"

  Pravidlo: DRK R5: posudek tahu na hrad se odvolává na rozhodnutí 5 a 6

    @DRK-R5 @DRK-R6
    Scénář: Posudek vpádu, který přidá kopiníka, uvádí rozhodnutí 5 a 6, posudek tichého tahu ne
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . .
        6 . . . . t . .
        5 . . . . . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Když je posouzen tah Drakoburgu "a3-a7@d2"
      Pak posudek tahu Drakoburgu uvádí pravidla "DRK source, DRK R5, DRK R6, DRK R4"
      Když je posouzen tah Drakoburgu "a3-a6"
      Pak posudek tahu Drakoburgu uvádí pravidla "DRK source, DRK R4"
