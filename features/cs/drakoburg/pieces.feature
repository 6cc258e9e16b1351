# language: cs
# Vygenerováno z features/drakoburg/pieces.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/drakoburg/pieces.json.
@drakoburg @DRK-pieces
Požadavek: Águry Drakoburgu a jak táhnou
  Pramen zná šest druhů Águr. Každá táhne podle svého vzoru; tah, který skončí na soupeřově Águrce,
  ji vyřadí ze hry. Rozhodnutí 2 určuje, jak klouzají lomení jezdci (panoš a turkopol). Označená
  pole (*) jsou pole, na která Águra dosáhne.

  Pravidlo: DRK pramen: kopiník (P) táhne o jedno pole dopředu, rovně nebo šikmo, stejně při tahu jako při braní

    @DRK-source
    Scénář: Kopiník na volném plánu
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . . * * * . .
        3 . . . P . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Pak Águrka z pole "d3" dosáhne právě na označená pole

    @DRK-source @DRK-R8
    Scénář: Kopiník zablokovaný vlastní Águrou bere rovně vpřed a nikdy netáhne o dvě pole
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . . . . . .
        4 . . Z p * . .
        3 . . . P . . .
        2 P . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Pak Águrka z pole "d3" dosáhne právě na označená pole a bere na "d4"
      A tah "a2-a4" je odmítnut s kódem ERR_DRK_PATTERN podle "DRK source"

  Pravidlo: DRK pramen: lukostřelec (S) táhne diagonálně bez přeskakování, nebo jako král

    @DRK-source
    Scénář: Lukostřelec na volném plánu
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 * . . . . . *
        6 . * . . . * .
        5 . . * * * . .
        4 T . * S * . t
        3 . . * * * . .
        2 . * . . . * .
        1 * . . . . . *
          a b c d e f g
        """
      Pak Águrka z pole "d4" dosáhne právě na označená pole

    @DRK-source
    Scénář: Lukostřelec se zastaví před vlastní Águrou a bere první soupeřovu
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 * . . . . . .
        6 . * . . . . .
        5 . . * * P . .
        4 T . * S * . t
        3 . . p * * . .
        2 . . . . . * .
        1 . . . . . . *
          a b c d e f g
        """
      Pak Águrka z pole "d4" dosáhne právě na označená pole a bere na "c3"

  Pravidlo: DRK pramen: zbrojnoš (Z) táhne ortogonálně bez přeskakování, nebo jako král

    @DRK-source
    Scénář: Zbrojnoš na volném plánu
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . * . . t
        6 . . . * . . .
        5 . . * * * . .
        4 * * * Z * * *
        3 . . * * * . .
        2 . . . * . . .
        1 T . . * . . .
          a b c d e f g
        """
      Pak Águrka z pole "d4" dosáhne právě na označená pole

    @DRK-source
    Scénář: Zbrojnoš zablokovaný vlastním kopiníkem bere nahrazením
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . . . . . . .
        5 . . * P * . .
        4 * * * Z * z .
        3 . . * * * . .
        2 . . . * . . .
        1 T . . * . . .
          a b c d e f g
        """
      Pak Águrka z pole "d4" dosáhne právě na označená pole a bere na "f4"
      Když je zahrán tah "d4xf4"
      Pak je tah přijat
      A na poli "f4" stojí "Z"
      A na poli "d4" stojí "."

  Pravidlo: DRK R2: panoš (A) udělá krok ortogonálně na volné pole a pak klouže diagonálně směrem ven, skáče jako šachový jezdec, nebo táhne jako král

    @DRK-source @DRK-R2
    Scénář: Panoš na volném plánu
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . * . . . * t
        6 * . * . * . *
        5 . * * * * * .
        4 . . * A * . .
        3 . * * * * * .
        2 * . * . * . *
        1 T * . . . * .
          a b c d e f g
        """
      Pak Águrka z pole "d4" dosáhne právě na označená pole

    @DRK-source @DRK-R2
    Scénář: Lomený tah panoše potřebuje volné první pole a končí u první Águrky; jeho skok přeskakuje
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 * . * . * . .
        5 . * * P * p .
        4 . . * A * . .
        3 . * * * * * .
        2 * . S . * . *
        1 T . . . . * .
          a b c d e f g
        """
      Pak Águrka z pole "d4" dosáhne právě na označená pole a bere na "f5"

  Pravidlo: DRK R2: turkopol (U) udělá krok diagonálně na volné pole a pak klouže ortogonálně směrem ven, skáče jako šachový jezdec, nebo táhne jako král

    @DRK-source @DRK-R2
    Scénář: Turkopol na volném plánu
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . * . * . t
        6 . . * . * . .
        5 * * * * * * *
        4 . . * U * . .
        3 * * * * * * *
        2 . . * . * . .
        1 T . * . * . .
          a b c d e f g
        """
      Pak Águrka z pole "d4" dosáhne právě na označená pole

    @DRK-source @DRK-R2
    Scénář: Lomený tah turkopola blokuje vlastní kopiník; soupeřova Águrka na poli zlomu je sebrána
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . . p . * . .
        5 * * * * P * .
        4 . . * U * . .
        3 * * * * * * *
        2 . . * . * . .
        1 T . * . * . .
          a b c d e f g
        """
      Pak Águrka z pole "d4" dosáhne právě na označená pole a bere na "c6"

  Pravidlo: DRK pramen: těžkooděnec (T) skáče přesně o dvě pole ortogonálně nebo diagonálně přes jakoukoli Águru, nebo táhne jako král

    @DRK-source
    Scénář: Těžkooděnec na volném plánu
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . * . * . * .
        5 . . * * * . .
        4 . * * T * * .
        3 . . * * * . .
        2 . * . * . * .
        1 . . . . . . .
          a b c d e f g
        """
      Pak Águrka z pole "d4" dosáhne právě na označená pole

    @DRK-source
    Scénář: Těžkooděnec přeskakuje Águry, které zůstávají ve hře
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . . . . t
        6 . * . * . * .
        5 . . * P P . .
        4 . * S T * * .
        3 . . * * * . .
        2 . * . * . * .
        1 . . . . . . .
          a b c d e f g
        """
      Pak Águrka z pole "d4" dosáhne právě na označená pole
      Když je zahrán tah "d4-d6"
      Pak je tah přijat
      A na poli "d5" stojí "P"
      A na poli "d6" stojí "T"

  Pravidlo: DRK R2: posudek tahu lomeného jezdce se odvolává na rozhodnutí 2

    @DRK-R2
    Scénář: Posudek tahu panoše i turkopola uvádí rozhodnutí 2, posudek tahu zbrojnoše ne
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . A . . . U .
        3 . . . . . . .
        2 . . . Z . . .
        1 . . . T . . .
          a b c d e f g
        """
      Když je posouzen tah Drakoburgu "b4-c6"
      Pak posudek tahu Drakoburgu uvádí pravidla "DRK source, DRK R2, DRK R4"
      Když je posouzen tah Drakoburgu "f4-g3"
      Pak posudek tahu Drakoburgu uvádí pravidla "DRK source, DRK R2, DRK R4"
      Když je posouzen tah Drakoburgu "d2-d3"
      Pak posudek tahu Drakoburgu uvádí pravidla "DRK source, DRK R4"
