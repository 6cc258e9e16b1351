# language: cs
# Vygenerováno z features/tri-d-chess/article-3-6.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/article-3-6.json.
@TR-3.6
Požadavek: TR 3.6 Tahy útočnými deskami
  Útočná deska, na které stojí nejvýše jeden kámen, táhne na sousední volný čep a nese svého
  pasažéra. Desku ovládá majitel pasažéra; prázdná deska patří původnímu majiteli. Obsazené desky
  táhnou jen vpřed nebo do boku, prázdné i vzad.

  Pravidlo: TR 3.6 sousední čepy, vpřed a vzad podle řady

    @TR-3.6
    Scénář: vzorový příklad: černá deska z QL6 táhne na QL5 nebo QL4 (vpřed) nebo KL6 (do boku)
      Pokud je dána tato pozice Tri-D a na tahu je černý:
        """
        QL6 black
        9 . .
        8 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      Pak deska na "QL6" může táhnout na "KL6 QL4 QL5"

    @TR-3.6
    Scénář: vzorový příklad: prázdná bílá deska z QL3 dosáhne QL5, QL4, QL2, KL3 a QL1
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL3 white
        3 . .
        2 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      Pak deska na "QL3" může táhnout na "KL3 QL1 QL2 QL4 QL5"

    @TR-3.6
    Scénář: board-direction by-rank-controller: obsazená deska nesmí táhnout vzad
      Pokud je volba pravidel "board-direction" nastavena na "by-rank-controller"
      A je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL3 white
        3 . P
        2 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      Pak deska na "QL3" může táhnout na "KL3 QL2 QL4 QL5"
      A tah Tri-D "QL3-QL1" je odmítnut s kódem ERR_BOARD_DIRECTION podle "TR 3.6"

    @TR-3.6
    Scénář: černý pasažér udělá z bílé desky desku černého a vpřed je pak směrem k bílému
      Pokud je dána tato pozice Tri-D a na tahu je černý:
        """
        QL3 white
        3 . n
        2 . .
        B
        8 . k . .
        W
        1 . . K .
        """
      Pak deska na "QL3" může táhnout na "KL3 QL1"

  Pravidlo: TR 3.6 nejvýše jeden kámen, ovládá ji jeho majitel

    @TR-3.6
    Scénář: z čepu může táhnout jen deska, která na něm stojí
      Pokud se hraje nová partie trojrozměrných šachů
      Když je zahrán tah "KL2-KL3"
      Pak je tah odmítnut s kódem ERR_NO_BOARD_ON_PIN podle "TR 3.6"
      A nic se nezměnilo

    @TR-3.6
    Scénář: deska se dvěma kameny nemůže táhnout
      Pokud se hraje nová partie trojrozměrných šachů
      Pak je tah Tri-D "QL3" odmítnut s kódem ERR_BOARD_OVERFULL podle "TR 3.6"

    @TR-3.6
    Scénář: deska nesoucí soupeřův kámen patří soupeři
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL3 white
        3 . n
        2 . .
        B
        8 . k . .
        W
        1 . . K .
        """
      Pak je tah Tri-D "QL3-QL5" odmítnut s kódem ERR_BOARD_NOT_YOURS podle "TR 3.6"

    @TR-3.6
    Scénář: tah zapsaný jen čepem se vysvětlí podle desky, která s tím čepem sousedí
      Vedle QL4 stojí jen černá deska na QL6; deska bílého na QL1 je o tři čepy dál. Odmítnutí
      uvádí, co brání sousední desce: patří černému. Zápis QL1 mluví o desce, která na QL1 přijde,
      proto se deska, která tam už stojí, neposuzuje.
      Pokud je dána pozice Tri-D "Kc1W,kb8B QL1:w,QL6:b w - - 0 10"
      Pak je tah Tri-D "QL4" odmítnut s kódem ERR_BOARD_NOT_YOURS podle "TR 3.6"
      A odmítnutí tahu Tri-D "QL4" uvádí čep: "QL6"
      A tah Tri-D "QL1" je odmítnut s kódem ERR_BOARD_NOT_YOURS podle "TR 3.6"
      A odmítnutí tahu Tri-D "QL1" uvádí čep: "QL6"

    @TR-3.6
    Scénář: deska táhne jen na sousední čep
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL1 white
        1 . .
        0 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      Pak je tah Tri-D "QL1-QL4" odmítnut s kódem ERR_BOARD_NOT_ADJACENT podle "TR 3.6"

  Pravidlo: TR 3.6 cílový čep musí být volný (rozhodnutí 6, volba pin-occupancy)

    @TR-3.6
    Scénář: pin-occupancy vacant-pin: žádná deska netáhne na čep jiné desky
      Pokud je volba pravidel "pin-occupancy" nastavena na "vacant-pin"
      A je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL1 white
        1 . .
        0 . .
        KL1 white
        0 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      Pak je tah Tri-D "QL1-KL1" odmítnut s kódem ERR_BOARD_PIN_OCCUPIED podle "TR 3.6"
      A deska na "QL1" může táhnout na "QL2 QL3"

  Pravidlo: TR 3.6 útočnou desku nic neblokuje a pasažér jede s ní (rozhodnutí 7 a 8)

    @TR-3.6
    Scénář: attack-board-blocking none: deska projede kolem kamenů na hlavních deskách
      Pokud je volba pravidel "attack-board-blocking" nastavena na "none"
      A je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL1 white
        1 . .
        0 . .
        N
        3 n . . .
        W
        2 n . . .
        1 . . . K
        B
        8 . k . .
        """
      Pak je tah Tri-D "QL1-QL3" platný

    @TR-3.6
    Scénář: passenger rigid: tah do boku posune pasažéra o čtyři sloupce
      Pokud je volba pravidel "passenger" nastavena na "rigid"
      A je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL1 white
        1 . P*
        0 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      Když je zahrán tah "QL1-KL1"
      Pak na "e1KL1" stojí "P"
      A poslední tah zaznamenal "passenger" jako "{\"piece\":\"pawn\",\"color\":\"white\",\"from\":\"a1QL1\",\"to\":\"e1KL1\"}"

    @TR-3.6
    Scénář: tah deskou nesmí zavézt vlastního krále do šachu
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL1 white
        1 . .
        0 . K
        B
        8 . . k .
        W
        4 . . . r
        """
      Pak je tah Tri-D "QL1-QL2" odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A tah Tri-D "QL1-QL3" je platný

  Pravidlo: V.A2.1 dosah o dvě pole je varianta (rozhodnutí 15, volba va21-reach)

    @TR-3.6
    Scénář: va21-reach two-ranks-same-side podle Turnajových pravidel nic nemění
      Pokud je volba pravidel "va21-reach" nastavena na "two-ranks-same-side"
      A je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL3 white
        3 . .
        2 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      Pak deska na "QL3" může táhnout na "KL3 QL1 QL2 QL4 QL5"
