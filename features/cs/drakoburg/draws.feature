# language: cs
# Vygenerováno z features/drakoburg/draws.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/drakoburg/draws.json.
@drakoburg
Požadavek: Remízy v Drakoburgu, o kterých pramen mlčí
  Rozhodnutí 9: remíza dohodou je možná vždy; trojí opakování pozice a pravidlo 50 tahů (100 půltahů
  bez braní, bez tahu kopiníkem, bez kopiníka přidaného rozmnožitelem a bez odstranění umatovaného
  těžkooděnce) jsou klubové volby, podle kterých smí strana na tahu reklamovat remízu.

  Pozadí:
    Pokud je volba pravidel "draws" nastavena na "agreement"

  Pravidlo: DRK R9: dohoda, opakování pozice a pravidlo 50 tahů

    @DRK-R9
    Scénář: Remíza dohodou
      Pokud se hraje nová partie Drakoburgu
      Když bílý nabízí remízu
      A černý přijímá remízu
      Pak partie skončila výsledkem "1/2-1/2" (dohoda)

    @DRK-R9
    Scénář: Volba draws = agreement: opakování pozice nedává nárok na remízu
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
      Když jsou zahrány tahy "d1-d2 d7-d6 d2-d1 d6-d7 d1-d2 d7-d6 d2-d1 d6-d7"
      Pak nemůže strana na tahu reklamovat remízu

    @DRK-R9
    Scénář: Volba draws = repetition: třetí výskyt pozice lze reklamovat
      Pokud je volba pravidel "draws" nastavena na "repetition"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
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
      Když jsou zahrány tahy "d1-d2 d7-d6 d2-d1 d6-d7 d1-d2 d7-d6 d2-d1 d6-d7"
      Pak může strana na tahu reklamovat remízu pro trojí opakování pozice
      Když bílý reklamuje remízu pro trojí opakování pozice
      Pak partie skončila výsledkem "1/2-1/2" (trojí opakování pozice)

    @DRK-R9
    Scénář: Volba draws = fifty-moves: 100 půltahů bez pokroku lze reklamovat
      Pokud je volba pravidel "draws" nastavena na "fifty-moves"
      A na tahu je bílý, poslední braní nebo tah kopiníkem byl před 100 půltahy a na herním plánu Drakoburgu je toto postavení:
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
      Pak může strana na tahu reklamovat remízu pro pravidlo 50 tahů

    @DRK-R9
    Scénář: Volba draws = fifty-moves: 99 půltahů bez pokroku ještě nestačí k reklamaci, stý půltah ano
      Pokud je volba pravidel "draws" nastavena na "fifty-moves"
      A na tahu je bílý, poslední braní nebo tah kopiníkem byl před 99 půltahy a na herním plánu Drakoburgu je toto postavení:
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
      Pak nemůže strana na tahu reklamovat remízu
      Když je zahrán tah "d1-e1"
      Pak může strana na tahu reklamovat remízu pro pravidlo 50 tahů

    @DRK-R9
    Scénář: Volba draws = repetition-and-fifty-moves: lze reklamovat obojí
      Pokud je volba pravidel "draws" nastavena na "repetition-and-fifty-moves"
      A na tahu je bílý, poslední braní nebo tah kopiníkem byl před 100 půltahy a na herním plánu Drakoburgu je toto postavení:
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
      Když jsou zahrány tahy "d1-d2 d7-d6 d2-d1 d6-d7 d1-d2 d7-d6 d2-d1 d6-d7"
      Pak může strana na tahu reklamovat remízu pro trojí opakování pozice
      A strana na tahu může reklamovat remízu pro pravidlo 50 tahů

    @DRK-R9
    Scénář: Volba draws = agreement: ani 100 půltahů nedává nárok na remízu
      Pokud je na tahu bílý, poslední braní nebo tah kopiníkem byl před 100 půltahy a na herním plánu Drakoburgu je toto postavení:
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
      Pak nemůže strana na tahu reklamovat remízu

    @DRK-R9
    Scénář: Volba draws = repetition: pozice, které se neopakují, nedávají nárok na remízu
      Pokud je volba pravidel "draws" nastavena na "repetition"
      A na herním plánu Drakoburgu je toto postavení a na tahu je bílý:
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
      Když jsou zahrány tahy "d1-d2 d7-d6 d2-c2 d6-c6 c2-b2 c6-b6"
      Pak nemůže strana na tahu reklamovat remízu

    @DRK-R9
    Scénář: Volba draws = repetition: 100 půltahů bez braní ani tahu kopiníkem nedává nárok na remízu
      Pokud je volba pravidel "draws" nastavena na "repetition"
      A na tahu je bílý, poslední braní nebo tah kopiníkem byl před 100 půltahy a na herním plánu Drakoburgu je toto postavení:
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
      Pak nemůže strana na tahu reklamovat remízu

    @DRK-R9 @DRK-R6
    Náčrt Scénáře: Volba draws = <hodnota>: kopiník ze SEQUIXu nuluje počítání, i při tichém tahu důstojníka
      Zbrojnoš vstoupí na prázdný hrad a7 a nic nebere, ale kopiník, kterého tím přidá na d2, je
      pokrok: počítání je zpět na 0, ne na 100.
      Pokud je volba pravidel "draws" nastavena na "<hodnota>"
      A na tahu je bílý, poslední braní nebo tah kopiníkem byl před 99 půltahy a na herním plánu Drakoburgu je toto postavení:
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
      Když je zahrán tah "a3-a7@d2"
      Pak je tah přijat
      A na poli "d2" stojí "P"
      A strana na tahu nemůže reklamovat remízu

      Příklady:
        | hodnota                    |
        | fifty-moves                |
        | repetition-and-fifty-moves |

    @DRK-R9 @DRK-R4(d)
    Náčrt Scénáře: Volba draws = <hodnota>: odstranění zmatovaného těžkooděnce nuluje počítání
      Tichý tah zbrojnoše zmatuje černého těžkooděnce na a7 a ten je odstraněn: to odstranění je
      pokrok, takže počítání je zpět na 0, přestože tah sám nic nebral.
      Pokud je volba pravidel "draws" nastavena na "<hodnota>"
      A na tahu je bílý, poslední braní nebo tah kopiníkem byl před 99 půltahy a na herním plánu Drakoburgu je toto postavení:
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
      A strana na tahu nemůže reklamovat remízu

      Příklady:
        | hodnota                    |
        | fifty-moves                |
        | repetition-and-fifty-moves |
