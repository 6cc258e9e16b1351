# language: cs
# Vygenerováno z features/tri-d-chess/variants/setups.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/variants/setups.json.
@V.P
Požadavek: Varianty postavení V.P1-V.P4 a V.P7
  Postavení je nezávislé na volbách pravidel. Postavení, která pramen ukazuje jen na obrázcích
  chybějících v textu, jsou uvedena a odmítnuta; kterékoli z nich lze přesto hrát ze zápisu pozice.

  Pravidlo: V.P1 střelci si vymění pozice s jezdci (Jeremy Trylch)

    @V.P1
    Scénář: jezdci stojí na b1W a c1W, střelci na a1W a d1W
      Pokud se hraje partie trojrozměrných šachů z postavení "v-p1"
      Pak první řada bílého je "R Q B N N B K R"
      A první řada černého je stejná jako první řada bílého
      A na 3D poli "a1W" stojí "B"
      A na 3D poli "b8B" stojí "n"

    @V.P1
    Scénář: postavení lze kombinovat s variantou útočných desek
      Pokud je volba pravidel "v-a1" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "v-p1"
      Když je zahrán tah "b2W-b4N"
      Pak je tah přijat

  Pravidlo: V.P2, V.P3, V.P4 a V.P7 existují jen jako obrázky, které v textu chybějí

    @V.P2 @V.P3 @V.P4 @V.P7
    Náčrt Scénáře: <postavení> je uvedeno jako nedostupné a odmítnuto
      Pak je postavení "<postavení>" uvedeno jako nedostupné
      Když je zahájena partie trojrozměrných šachů z postavení "<postavení>"
      Pak je tah odmítnut s kódem ERR_SETUP_NOT_AVAILABLE podle "<článek>"

      Příklady:
        | postavení | článek |
        | v-p2      | V.P2   |
        | v-p3      | V.P3   |
        | v-p4      | V.P4   |
        | v-p7      | V.P7   |

    @V.P2
    Scénář: jakékoli postavení lze načíst ze zápisu pozice
      Když je zahájena partie trojrozměrných šachů z postavení "Kc1W,Qb1W,kc8B,qb8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1"
      Pak se partie hraje
