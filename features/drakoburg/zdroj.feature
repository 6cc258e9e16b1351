# language: cs
@drakoburg
Požadavek: Drakoburg podle pramene
  Výroky článku z časopisu Mensa ČR, zapsané česky nad týmiž kroky jako anglické scénáře.

  Pravidlo: DRK source: kopiník táhne o jedno pole dopředu, rovně nebo šikmo

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

  Pravidlo: DRK source: proměna kopiníka je součástí tahu

    @DRK-source
    Scénář: Kopiník ve sloupci D se mění v těžkooděnce
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 t . . . . . .
        6 . . . . . . .
        5 . . . P . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Když je zahrán tah "d5-d6"
      Pak je tah přijat
      A na poli "d6" stojí "T"
      A poměr materiálu je 0 : 0 a těžkooděnců 2 : 1

  Pravidlo: DRK source: těžkooděnec nenapadá soupeřova těžkooděnce

    @DRK-source @DRK-R3
    Scénář: Těžkooděnci stojí vedle sebe a nikdo není v šachu
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
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
      A tah "d4-d5" je odmítnut s kódem ERR_DRK_ROYAL_CAPTURE podle "DRK R3"

  Pravidlo: DRK source: SEQUIX přidá kopiníka na volné pole vlastní výchozí řady

    @DRK-source
    Scénář: Zbrojnoš vstoupí na hrad a přidá kopiníka
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
      Když je zahrán tah "a3-a7@d2"
      Pak na poli "d2" stojí "P"
