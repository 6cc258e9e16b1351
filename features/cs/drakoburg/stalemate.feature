# language: cs
# Vygenerováno z features/drakoburg/stalemate.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/drakoburg/stalemate.json.
@drakoburg @DRK-stalemate
Požadavek: Pat v Drakoburgu
  Pramen: hráč, jehož jedinou Águrou, kterou by mohl táhnout, je těžkooděnec, který není v šachu,
  ale každým tahem by se dostal do matu, je v patu a partie je remízou. Rozhodnutí 7 to rozšiřuje na
  každou pozici, kde strana na tahu nemá platný tah a žádný její těžkooděnec není napaden; volba
  místo toho ponechá užší čtení pramene.

  Pravidlo: DRK R7: žádný platný tah a žádný napadený těžkooděnec

    @DRK-source @DRK-R7
    Scénář: Volba stalemate = draw: osamělý těžkooděnec z pramene je v patu
      Pokud je volba pravidel "stalemate" nastavena na "draw"
      A na herním plánu Drakoburgu je toto postavení a na tahu je černý:
        """
        7 . . . z . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . t
        3 . z . . . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Když je zahrán tah "d7-c7"
      Pak je tah přijat
      A partie skončila výsledkem "1/2-1/2" (pat)

    @DRK-source @DRK-R7
    Scénář: Volba stalemate = source-only: případ z pramene je i tak remízou
      Pokud je volba pravidel "stalemate" nastavena na "source-only"
      A na herním plánu Drakoburgu je toto postavení a na tahu je černý:
        """
        7 . . . z . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . t
        3 . z . . . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Když je zahrán tah "d7-c7"
      Pak partie skončila výsledkem "1/2-1/2" (pat)

    @DRK-R7
    Scénář: Volba stalemate = draw: vázaný kopiník a uzavřený těžkooděnec jsou také pat
      Pokud je volba pravidel "stalemate" nastavena na "draw"
      A na herním plánu Drakoburgu je toto postavení a na tahu je černý:
        """
        7 . . . . . z t
        6 . . . . . . .
        5 . . . . . . .
        4 . z . . . . .
        3 . p . . . . .
        2 . . . . . . .
        1 T P . . . . .
          a b c d e f g
        """
      Když je zahrán tah "f7-f1"
      Pak partie skončila výsledkem "1/2-1/2" (pat)

    @DRK-R7
    Scénář: Volba stalemate = source-only: mimo případ z pramene prohrává strana, která nemůže táhnout
      Pokud je volba pravidel "stalemate" nastavena na "source-only"
      A na herním plánu Drakoburgu je toto postavení a na tahu je černý:
        """
        7 . . . . . z t
        6 . . . . . . .
        5 . . . . . . .
        4 . z . . . . .
        3 . p . . . . .
        2 . . . . . . .
        1 T P . . . . .
          a b c d e f g
        """
      Když je zahrán tah "f7-f1"
      Pak partie skončila výsledkem "0-1" (pat)

    @DRK-R7
    Scénář: Volba stalemate = source-only: i černý, který mimo případ z pramene nemůže táhnout, prohrává
      Pokud je volba pravidel "stalemate" nastavena na "source-only"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
        """
        7 t p . . . . .
        6 . . . . . . .
        5 . P . . . . .
        4 . Z . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . . . Z T
          a b c d e f g
        """
      Když je zahrán tah "f1-f7"
      Pak partie skončila výsledkem "1-0" (pat)

    @DRK-R7
    Scénář: Volba stalemate = source-only: strana, jejíž žádná Águra nemůže vůbec táhnout, není případem z pramene a prohrává
      Pokud je volba pravidel "stalemate" nastavena na "source-only"
      A hraje se partie Drakoburgu z postavení "TSZSZSZ/PPPPPPP/P1P4/7/3t3/7/7 b a7d7g7/a1d1g1 17 - 0 1"
      Když je zahrán tah "d3-d2"
      Pak je tah přijat
      A strana na tahu má 0 platných tahů
      A žádný těžkooděnec není v šachu
      A partie skončila výsledkem "0-1" (pat)
