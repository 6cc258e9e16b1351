# language: cs
# Vygenerováno z features/drakoburg/promotion.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/drakoburg/promotion.json.
@drakoburg @DRK-promotion
Požadavek: Proměna kopiníka v Drakoburgu
  Kopiník, který dojde do výchozí řady protivníkových kopiníků (ne do poslední řady), se musí v
  rámci téhož tahu změnit v Águru, kterou určí jeho sloupec: A -> Z; B, C -> S; D -> T; E, F -> A; G
  -> U. Ve výchozím postavení „kopí“ se bílý proměňuje v řadě 6 a černý v řadě 2.

  Pravidlo: DRK pramen: proměna je povinná a určuje ji sloupec

    @DRK-source
    Náčrt Scénáře: Bílý kopiník se proměňuje ve sloupci <sloupec>
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 P P P P P P P
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Pak je "<tah>=<kámen>" platný tah
      Když je zahrán tah "<tah>"
      Pak je tah přijat
      A na poli "<kam>" stojí "<kámen>"

      Příklady:
        | sloupec | tah   | kam | kámen |
        | A       | a5-a6 | a6  | Z     |
        | B       | b5-b6 | b6  | S     |
        | C       | c5-c6 | c6  | S     |
        | D       | d5-d6 | d6  | T     |
        | E       | e5-e6 | e6  | A     |
        | F       | f5-f6 | f6  | A     |
        | G       | g5-g6 | g6  | U     |

    @DRK-source
    Náčrt Scénáře: Černý kopiník se proměňuje ve sloupci <sloupec>
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je černý:
        """
        7 . . . t . . .
        6 . . . . . . .
        5 . . . . . . .
        4 . . . . . . .
        3 p p p p p p p
        2 . . . . . . .
        1 . . . T . . .
          a b c d e f g
        """
      Když je zahrán tah "<tah>"
      Pak je tah přijat
      A na poli "<kam>" stojí "<kámen>"

      Příklady:
        | sloupec | tah   | kam | kámen |
        | A       | a3-a2 | a2  | z     |
        | B       | b3-b2 | b2  | s     |
        | C       | c3-c2 | c2  | s     |
        | D       | d3-d2 | d2  | t     |
        | E       | e3-e2 | e2  | a     |
        | F       | f3-f2 | f2  | a     |
        | G       | g3-g2 | g2  | u     |

    @DRK-source
    Scénář: Rozhoduje sloupec příchodu, i když kopiník bere šikmo
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
      Pak je tah "a5xb6=Z" odmítnut s kódem ERR_DRK_PROMOTION_MISMATCH podle "DRK source"
      Když je zahrán tah "a5xb6=S"
      Pak je tah přijat
      A na poli "b6" stojí "S"

  Pravidlo: DRK R4(a): druhý těžkooděnec proměnou, nikdy na napadeném poli

    @DRK-source @DRK-R4
    Scénář: Kopiník ve sloupci D se stane druhým těžkooděncem
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
      Pak je poměr materiálu 1 : 0 a těžkooděnců 1 : 1
      Když je zahrán tah "d5-d6"
      Pak je tah přijat
      A poměr materiálu je 0 : 0 a těžkooděnců 2 : 1

    @DRK-R4
    Scénář: Kopiník se nesmí proměnit v těžkooděnce na napadeném poli
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 t . . . . . .
        6 . . . . . . z
        5 . . . P . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Pak je tah "d5-d6" odmítnut s kódem ERR_DRK_ROYAL_INTO_ATTACK podle "DRK R4(a)"
      A "d5-c6" je platný tah

  Pravidlo: Proměna: posudek tahu s proměnou se odvolává na proměnu podle pramene

    @DRK-source
    Scénář: Posudek tahu kopiníka na řadu proměny uvádí a zaznamenává proměnu, posudky ostatních tahů ne
      Pokud je na herním plánu Drakoburgu toto postavení a na tahu je bílý:
        """
        7 t . . . . . .
        6 . . . . . . .
        5 . . . P . . .
        4 . . . . . . .
        3 . P . . . . .
        2 . . . . . . .
        1 T . . . . . .
          a b c d e f g
        """
      Když je posouzen tah Drakoburgu "d5-d6"
      Pak posudek tahu Drakoburgu uvádí pravidla "DRK source, DRK source (promotion), DRK R4"
      A posudek tahu Drakoburgu zaznamenává proměnu v "T"
      Když je posouzen tah Drakoburgu "b3-b4"
      Pak posudek tahu Drakoburgu uvádí pravidla "DRK source, DRK R4"
      A posudek tahu Drakoburgu nezaznamenává žádnou proměnu
      Když je posouzen tah Drakoburgu "a1-a2"
      Pak posudek tahu Drakoburgu uvádí pravidla "DRK source, DRK R4"
