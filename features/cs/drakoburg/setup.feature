# language: cs
# Vygenerováno z features/drakoburg/setup.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/drakoburg/setup.json.
@drakoburg @DRK-board
Požadavek: Výchozí postavení Drakoburgu (rekonstrukce)
  Diagram výchozího postavení v prameni chybí. Rozhodnutí 1 ho rekonstruuje: po jednom zbrojnoši,
  lukostřelci, těžkooděnci, panošovi a turkopolovi ve sloupcích, které jim dává tabulka proměn,
  panoš vedle těžkooděnce a lukostřelec z jeho druhé strany, a kopiníci ve všech sedmi sloupcích.
  Volba „setup“ určuje, kterou rekonstrukci znamená postavení „standard“.

  Pravidlo: DRK R1: výchozí postavení „lance“ (kopí)

    @DRK-R1 @DRK-values
    Scénář: Volba setup = lance: výchozí postavení
      Pokud je volba pravidel "setup" nastavena na "lance"
      A hraje se nová partie Drakoburgu
      Pak je na herním plánu Drakoburgu toto postavení:
        """
        7 z . s t a . u
        6 p p p p p p p
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 P P P P P P P
        1 Z . S T A . U
          a b c d e f g
        """
      A strana na tahu má 31 platných tahů
      A poměr materiálu je 28 : 28 a těžkooděnců 1 : 1
      A perft z této pozice odpovídá zveřejněné tabulce do hloubky 3

    @DRK-R1
    Scénář: Volba setup = promotion-map: první řada odpovídá tabulce proměn a Z bere Z v otevřeném sloupci a
      Pokud je volba pravidel "setup" nastavena na "promotion-map"
      A hraje se nová partie Drakoburgu
      Pak je na herním plánu Drakoburgu toto postavení:
        """
        7 z s s t a a u
        6 . p p p p p .
        5 . . . . . . .
        4 . . . . . . .
        3 . . . . . . .
        2 . P P P P P .
        1 Z S S T A A U
          a b c d e f g
        """
      A tahy z "a1" na "a7" jsou "a1xa7@a2 a1xa7@g2"

    @DRK-R1
    Scénář: Jakékoli jiné postavení se načte jako zápis pozice
      Pokud se hraje partie Drakoburgu z postavení "3t3/7/7/7/7/7/3T3 w a7d7g7/a1d1g1 26 - 0 1"
      Pak má strana na tahu 10 platných tahů

  Pravidlo: DRK pramen: začíná bílý, strany se v tazích střídají

    @DRK-source
    Scénář: Bílý zahajuje a černý odpovídá
      Pokud se hraje nová partie Drakoburgu
      Když je zahrán tah "c7-c6"
      Pak je tah odmítnut s kódem ERR_DRK_NOT_YOUR_PIECE podle "DRK source"
      A nic se nezměnilo
      Když jsou zahrány tahy "c2-c3 c6-c5"
      Pak je tah přijat

  Pravidlo: DRK pramen: na poli stojí jen jedna Águrka; tah na soupeřovu Águrku ji vyřadí

    @DRK-source
    Scénář: Águra nesmí táhnout na pole vlastní Águrky
      Pokud se hraje nová partie Drakoburgu
      Když je zahrán tah "a1-a2"
      Pak je tah odmítnut s kódem ERR_DRK_OWN_PIECE podle "DRK source"
      A nic se nezměnilo
