# language: cs
# Vygenerováno z features/drakoburg/draws.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/drakoburg/draws.json.
@drakoburg
Požadavek: Remízy v Drakoburgu, o kterých pramen mlčí
  Výklad 9: remíza dohodou je možná vždy; trojí opakování pozice a pravidlo 50 tahů (100 půltahů bez
  braní, bez tahu kopiníkem, bez kopiníka přidaného rozmnožitelem a bez odstranění umatovaného
  těžkooděnce) jsou klubové volby, podle kterých smí strana na tahu reklamovat remízu.

  Pozadí:
    Pokud volba pravidel "draws" je "agreement"

  Pravidlo: DRK R9: dohoda, opakování pozice a pravidlo 50 tahů

    @DRK-R9
    Scénář: Remíza dohodou
      Pokud nová partie hry "drakoburg"
      Když bílý nabízí remízu
      A černý přijímá remízu
      Pak partie skončila výsledkem "1/2-1/2" (dohoda)

    @DRK-R9
    Scénář: Volba draws = agreement: opakování pozice nedává nárok na remízu
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
      Když jsou zahrány tahy "d1-d2 d7-d6 d2-d1 d6-d7 d1-d2 d7-d6 d2-d1 d6-d7"
      Pak strana na tahu nemůže reklamovat remízu

    @DRK-R9
    Scénář: Volba draws = repetition: třetí výskyt pozice lze reklamovat
      Pokud volba pravidel "draws" je "repetition"
      A hrací plán Drakoburgu, na tahu bílý:
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
      Pak strana na tahu může reklamovat remízu pro trojí opakování pozice
      Když bílý reklamuje remízu pro trojí opakování pozice
      Pak partie skončila výsledkem "1/2-1/2" (trojí opakování pozice)

    @DRK-R9
    Scénář: Volba draws = fifty-moves: 100 půltahů bez pokroku lze reklamovat
      Pokud volba pravidel "draws" je "fifty-moves"
      A hrací plán Drakoburgu, na tahu bílý, 100 půltahů od posledního braní nebo tahu kopiníkem:
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
      Pak strana na tahu může reklamovat remízu pro pravidlo 50 tahů

    @DRK-R9
    Scénář: Volba draws = fifty-moves: 99 půltahů bez pokroku ještě nestačí k reklamaci, stý půltah ano
      Pokud volba pravidel "draws" je "fifty-moves"
      A hrací plán Drakoburgu, na tahu bílý, 99 půltahů od posledního braní nebo tahu kopiníkem:
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
      Pak strana na tahu nemůže reklamovat remízu
      Když je zahrán tah "d1-e1"
      Pak strana na tahu může reklamovat remízu pro pravidlo 50 tahů

    @DRK-R9
    Scénář: Volba draws = repetition-and-fifty-moves: lze reklamovat obojí
      Pokud volba pravidel "draws" je "repetition-and-fifty-moves"
      A hrací plán Drakoburgu, na tahu bílý, 100 půltahů od posledního braní nebo tahu kopiníkem:
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
      Pak strana na tahu může reklamovat remízu pro trojí opakování pozice
      A strana na tahu může reklamovat remízu pro pravidlo 50 tahů

    @DRK-R9
    Scénář: Volba draws = agreement: ani 100 půltahů nedává nárok na remízu
      Pokud hrací plán Drakoburgu, na tahu bílý, 100 půltahů od posledního braní nebo tahu kopiníkem:
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
      Pak strana na tahu nemůže reklamovat remízu

    @DRK-R9
    Scénář: Volba draws = repetition: pozice, které se neopakují, nedávají nárok na remízu
      Pokud volba pravidel "draws" je "repetition"
      A hrací plán Drakoburgu, na tahu bílý:
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
      Pak strana na tahu nemůže reklamovat remízu

    @DRK-R9
    Scénář: Volba draws = repetition: 100 půltahů bez braní ani tahu kopiníkem nedává nárok na remízu
      Pokud volba pravidel "draws" je "repetition"
      A hrací plán Drakoburgu, na tahu bílý, 100 půltahů od posledního braní nebo tahu kopiníkem:
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
      Pak strana na tahu nemůže reklamovat remízu

    @DRK-R9 @DRK-R6
    Náčrt Scénáře: Volba draws = <value>: kopiník ze SEQUIXu nuluje počítání, i při tichém tahu důstojníka
      Zbrojnoš vstoupí na prázdný hrad a7 a nic nebere, ale kopiník, kterého tím přidá na d2, je
      pokrok: počítání je zpět na 0, ne na 100.
      Pokud volba pravidel "draws" je "<value>"
      A hrací plán Drakoburgu, na tahu bílý, 99 půltahů od posledního braní nebo tahu kopiníkem:
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
      Pak tah je přijat
      A na poli "d2" stojí "P"
      A strana na tahu nemůže reklamovat remízu

      Příklady:
        | value                      |
        | fifty-moves                |
        | repetition-and-fifty-moves |

    @DRK-R9 @DRK-R4(d)
    Náčrt Scénáře: Volba draws = <value>: odstranění zmatovaného těžkooděnce nuluje počítání
      Tichý tah zbrojnoše zmatuje černého těžkooděnce na a7 a ten je odstraněn: to odstranění je
      pokrok, takže počítání je zpět na 0, přestože tah sám nic nebral.
      Pokud volba pravidel "draws" je "<value>"
      A hrací plán Drakoburgu, na tahu bílý, 99 půltahů od posledního braní nebo tahu kopiníkem:
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
      Pak události jsou "PieceMoved, RoyalPieceRemoved"
      A strana na tahu nemůže reklamovat remízu

      Příklady:
        | value                      |
        | fifty-moves                |
        | repetition-and-fifty-moves |
