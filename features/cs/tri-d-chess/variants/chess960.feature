# language: cs
# Vygenerováno z features/tri-d-chess/variants/chess960.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/variants/chess960.json.
@V.P5
Požadavek: V.P5 3D-Šachy960 (nápad Carsten Kullik, provedení pro Tri-D Jens Meder)
  Osm polí z0QL1 a0QL1 a1W b1W c1W d1W d0KL1 e0KL1 se počítá jako jedna první řada. Král, dáma,
  věže, střelci a jezdci na ní stojí v jednom z 960 rozestavění, očíslovaných Scharnaglovým
  schématem Šachu960 přes místa řady; pěšci stojí jako obvykle.

  Pravidlo: V.P5.2.1 král stojí mezi věžemi a střelci na polích opačné barvy

    @V.P5.2.1
    Scénář: platných rozestavění je přesně 960
      Pak je platných uspořádání první řady přesně 960

    @V.P5.2.1
    Náčrt Scénáře: postavení podle čísla
      Pokud se hraje partie trojrozměrných šachů z postavení "chess960:<číslo>"
      Pak první řada bílého je "<řada>"

      Příklady:
        | číslo | řada            |
        | 409   | R Q N B B N K R |
        | 518   | R N B Q K B N R |
        | 0     | B B Q N N R K R |
        | 959   | R K R N N Q B B |

    @V.P5.2.1
    Scénář: číslo mimo 0-959 je odmítnuto
      Když je zahájena partie trojrozměrných šachů z postavení "chess960:960"
      Pak je tah odmítnut s kódem ERR_CHESS960_NUMBER podle "V.P5.2"

  Pravidlo: V.P5.2.2 černé kameny stojí proti bílým

    @V.P5.2.2
    Scénář: řada černého je zrcadlem řady bílého
      Pokud se hraje partie trojrozměrných šachů z postavení "chess960:123"
      Pak první řada černého je stejná jako první řada bílého
      A na 3D poli "a1QL1" stojí "P"
      A na 3D poli "a8QL6" stojí "p"

  Pravidlo: V.S5.2.3 postavení lze před partií vylosovat

    @V.S5.2.3 @V.P5.1.2
    Scénář: losování se semínkem dá pokaždé stejné postavení a partie se pak hraje jako obvykle
      Pak semínko "club night 7" vylosuje dvakrát totéž postavení 3D-Šachů960
      A partie z postavení "chess960:seed:club night 7" má první řadu toho čísla
      Když jsou zahrány tahy "b2W-b4N b7B-b5B"
      Pak partie pokračuje
