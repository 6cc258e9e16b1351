# language: cs
# Vygenerováno z features/tri-d-chess/variants/upside-down-and-true-3d.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/variants/upside-down-and-true-3d.json.
@V.A
Požadavek: V.A2.2 útočné desky vzhůru nohama a V.M.1
  Podle V.A2.2 (volba v-a2-2) má každý čep dvě místa: horní podle Turnajových pravidel a spodní,
  `QL3u`, pod hlavní deskou čepu nad týmiž čtyřmi sloupci. Prázdná deska se tahem obrátí mezi oběma
  místy svého čepu, takže na jednom čepu mohou být dvě desky; deska, která táhne na jiný čep,
  zůstává ve svém místě a řídí se tam článkem 3.6. Kameny táhnou po sloupcích jako vždy, takže pole
  spodní desky jsou jen další úrovně jejich sloupců. V.M.1 žádná pravidla nedává, a proto se pro ni
  nic nevymýšlí.

  Pravidlo: V.A2.2 prázdná deska se obrátí do druhého místa svého čepu

    @V.A2.2 @TR-3.6
    Scénář: prázdná deska se obrátí pod svou hlavní desku
      Pokud je volba pravidel "v-a2-2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak deska na "QL1" může táhnout na "QL1u QL2 QL3"
      Když je zahrán tah "QL1-QL1u"
      Pak je tah přijat
      A útočné desky stojí na "QL1u:w KL1:w QL6:b KL6:b"

    @V.A2.2 @TR-E
    Scénář: obrácení se zapisuje čepem místa, v dodatku E QL1u
      Pokud je volba pravidel "v-a2-2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak se tah Tri-D "QL1-QL1u" podle dodatku E píše "QL1u"
      A tah Tri-D "QL1u" se čte jako "QL1-QL1u"

    @V.A2.2 @TR-3.6
    Scénář: druhá deska přibude na čep do druhého místa
      Pokud je volba pravidel "v-a2-2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pb2W*,kc8B,pb7B* QL1u:w,QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL3-QL1"
      Pak je tah přijat
      A útočné desky stojí na "QL1:w QL1u:w KL1:w QL6:b KL6:b"
      Když je zahrán tah "QL6-QL6u"
      Pak je tah přijat
      A útočné desky stojí na "QL1:w QL1u:w KL1:w QL6u:b KL6:b"

    @V.A2.2
    Scénář: desku, na které stojí kámen, nelze obrátit
      Pokud je volba pravidel "v-a2-2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pz1QL1,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak deska na "QL1" může táhnout na "QL2 QL3"
      Když je zahrán tah "QL1-QL1u"
      Pak je tah odmítnut s kódem ERR_BOARD_FLIP_OCCUPIED podle "V.A2.2"
      A nic se nezměnilo

    @V.A2.2 @TR-3.6
    Scénář: obrácení potřebuje volné druhé místo (rozhodnutí 6, pro každé místo)
      Pokud je volba pravidel "v-a2-2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,QL1u:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL1-QL1u"
      Pak je tah odmítnut s kódem ERR_BOARD_PIN_OCCUPIED podle "TR 3.6"
      A nic se nezměnilo

  Pravidlo: V.A2.2 deska si při tahu na jiný čep ponechá své místo

    @V.A2.2 @TR-3.6
    Scénář: prázdná spodní deska dosáhne spodních míst sousedních čepů, nebo se obrátí nahoru
      Pokud je volba pravidel "v-a2-2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,QL3u:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak deska na "QL3u" může táhnout na "KL3u QL1u QL2u QL3 QL4u QL5u"
      Když je zahrán tah "QL3u-QL1"
      Pak je tah odmítnut s kódem ERR_BOARD_SLOT_CHANGE podle "V.A2.2"
      A nic se nezměnilo

    @V.A2.2 @TR-3.6
    Scénář: spodní deska nese pasažéra jako horní, a ne vzad
      Pokud je volba pravidel "v-a2-2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Nd4KL2u,kc8B QL1:w,KL1:w,KL2u:w,QL6:b,KL6:b w - - 0 2"
      Pak deska na "KL2u" může táhnout na "KL4u QL2u"
      Když je zahrán tah "KL2u-KL1u"
      Pak je tah odmítnut s kódem ERR_BOARD_DIRECTION podle "TR 3.6"
      A nic se nezměnilo
      Když je zahrán tah "KL2u-KL4u"
      Pak je tah přijat
      A na "d6KL4u" stojí "N"
      A černý je v šachu

    @V.A2.2 @TR-3.1
    Scénář: kameny táhnou na spodní desku a z ní po sloupcích
      Pokud je volba pravidel "v-a2-2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Bz1QL1,Nd4KL2u,kc8B,pb7B* QL1:w,QL3u:w,KL1:w,KL2u:w,QL6:b,KL6:b w - - 0 2"
      Když jsou zahrány tahy "z1QL1-a2QL3u b7B-b6B d4KL2u-c6N"
      Pak na "a2QL3u" stojí "B"
      A na "c6N" stojí "N"
      A na "d4KL2u" stojí "."

    @V.A2.2 @TR-3.5 @TR-3.1
    Scénář: věž na jedné spodní desce dává šach králi na jiné spodní desce po sloupci a
      Pokud je volba pravidel "v-a2-2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Ka2QL3u,Pb2W*,kc8B,ra8QL6u,pb7B* QL1:w,QL3u:w,QL6u:b,KL6:b w - - 0 10"
      Pak je bílý v šachu
      A kámen na "a2QL3u" může táhnout na "b1W b3N b3W z1QL1 z2QL3u z3QL3u"
      A deska na "QL3u" může táhnout na "KL3u"
      Když je zahrán tah "a2QL3u-a2W"
      Pak je tah odmítnut s kódem ERR_VERTICAL_MOVE podle "TR 3.1(d)"
      A nic se nezměnilo

    @V.A2.2 @TR-3.4
    Scénář: deska ve spodním místě čepu QL6 prodlužuje sloupec a do řady 9
      Pokud je volba pravidel "v-a2-2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pa8B,kd6B QL1:w,KL1:w,QL6u:b,KL6:b w - - 0 20"
      Když je zahrán tah "a8B-a9QL6u=Q"
      Pak je tah přijat
      A na "a9QL6u" stojí "Q"

    @V.A2.2 @TR-3.4
    Scénář: sloupci a stačí k prodloužení do řady 9 jediná deska ve spodním místě čepu QL6
      Pokud je volba pravidel "v-a2-2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pa8B,kd6B QL6u:b w - - 0 20"
      Když je zahrán tah "a8B-a9QL6u=Q"
      Pak je tah přijat
      A na "a9QL6u" stojí "Q"

  Pravidlo: V.A2.2 se kombinuje s ostatními volbami a ve výchozím stavu je vypnutá

    @V.A2.2 @V.A1
    Scénář: podle V.A1 se prázdná deska dál obrací (obrácení není tah vpřed ani vzad)
      Pokud platí volby pravidel "v-a1=on,v-a2-2=on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak deska na "QL3" může táhnout na "KL3 QL1 QL3u"

    @V.A2.2 @V.A2
    Scénář: podle V.A2 se spodní deska nesoucí kámen pootočí o půl otáčky na svém místě
      Pokud platí volby pravidel "v-a2=on,v-a2-2=on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pz1QL1u,kc8B QL1u:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL1u-QL1u"
      Pak je tah přijat
      A na "a0QL1u" stojí "P"

    @V.A2.2
    Scénář: bez volby žádné spodní místo není
      Pokud se hraje partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL1-QL1u"
      Pak je tah odmítnut s kódem ERR_LOWER_SLOTS_OFF podle "V.A2.2"
      A odmítnutí uvádí tah desky z "QL1" na "QL1u"
      A nic se nezměnilo
      A zápis pozice Tri-D "Kc1W,kc8B QL1u:w,KL1:w,QL6:b,KL6:b w - - 0 2" je odmítnut s kódem ERR_LOWER_SLOTS_OFF

  Pravidlo: V.M.1 opravdové 3D: stránka nedává žádná pravidla

    @V.M.1
    Scénář: nic se nevymýšlí
      Když je zahájena partie trojrozměrných šachů s volbou "v-m-1" nastavenou na "on"
      Pak je tah odmítnut s kódem ERR_UNKNOWN_OPTION podle "ARB"
