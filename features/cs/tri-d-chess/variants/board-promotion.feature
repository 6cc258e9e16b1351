# language: cs
# Vygenerováno z features/tri-d-chess/variants/board-promotion.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/variants/board-promotion.json.
@V.A3
Požadavek: V.A3 proměna pěšce v útočnou desku (Jens Meder)
  Pěšec, který se proměňuje na a1W, d1W, a8B nebo d8B, si místo kamene smí vzít novou útočnou desku.
  Pěšec odchází ze hry; na čepu nad tím rohem se objeví prázdná deska jeho barvy, a ten čep je volný
  vždy, když je roh nejvzdálenější řadou pěšce. Dlouhý zápis: `a7B-a8B=AB`.

  Pravidlo: V.A3 nová deska jde na čep nad rohem a patří straně, která proměňuje

    @V.A3
    Náčrt Scénáře: čep nad každým rohem
      Pak podle V.A3 získá pěšec, který se promění na "<pole>", novou desku na "<čep>"

      Příklady:
        | pole | čep |
        | a1W  | QL1 |
        | d1W  | KL1 |
        | a8B  | QL6 |
        | d8B  | KL6 |

    @V.A3
    Scénář: bílý pěšec z a7B si vezme novou bílou desku na QL6
      Pokud je volba pravidel "v-a3" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      Když je zahrán tah "a7B-a8B=AB"
      Pak je tah přijat
      A jsou zaznamenány právě události "PawnPromotedToBoard"
      A útočné desky stojí na "QL1:w KL1:w QL4:b QL6:w KL6:b"
      A na 3D poli "a8B" stojí "-"
      A na 3D poli "a7B" stojí "-"

    @V.A3
    Scénář: bez volby se pěšec nemůže proměnit v desku
      Pokud se hraje partie trojrozměrných šachů z postavení "Kc1W,Pa7B,kd6B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      Když je zahrán tah "a7B-a8B=AB"
      Pak je tah odmítnut s kódem ERR_BOARD_PROMOTION_OFF podle "V.A3"
      A odmítnutí uvádí pole "a8B"
      A nic se nezměnilo
      A strana na tahu má 15 platných tahů

    @V.A3
    Scénář: jen na čtyřech rozích
      Pokud je volba pravidel "v-a3" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pb7B,kd6B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      Když je zahrán tah "b7B-b8B=AB"
      Pak je tah odmítnut s kódem ERR_BOARD_PROMOTION_CORNER podle "V.A3"
      A odmítnutí uvádí pole "b8B"
      A nic se nezměnilo

    @V.A3
    Scénář: černý pěšec, který bere na d1W, si vezme novou černou desku na KL1
      Pokud je volba pravidel "v-a3" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Ka3N,Pb2W,Rd1W,pc2W,kd6B QL1:w,KL3:w,QL6:b,KL6:b b - - 0 20"
      Když je zahrán tah "c2W-d1W=AB"
      Pak je tah přijat
      A jsou zaznamenány právě události "PawnPromotedToBoard"
      A poslední tah zaznamenal "side" jako "black"
      A poslední tah zaznamenal "capture" jako "d1W"
      A zápis pozice Tri-D je "Pb2W,Ka3N,kd6B QL1:w,QL6:b,KL1:b,KL3:w,KL6:b w - - 0 21"

    @V.A3
    Scénář: deska přibude i do pozice, ve které žádné útočné desky nebyly
      Pokud je volba pravidel "v-a3" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pa7B,kd6B,pd5B - w - - 0 20"
      Když je zahrán tah "a7B-a8B=AB"
      Pak je tah přijat
      A poslední tah zaznamenal "pin" jako "QL6"
      A útočné desky stojí na "QL6:w"
      A zápis pozice Tri-D je "Kc1W,pd5B,kd6B QL6:w b - - 0 20"

    @V.A3
    Scénář: bílý pěšec, který bere dosud netáhnuvší věž na d8B, si vezme novou bílou desku na KL6
      Pokud je volba pravidel "v-a3" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pc7B,rd8B*,ka6B,pa5B QL1:w,KL1:w,QL6:b,KL4:b w - - 0 20"
      Když je zahrán tah "c7B-d8B=AB"
      Pak je tah přijat
      A poslední tah zaznamenal "capture" jako "d8B"
      A zápis pozice Tri-D je "Kc1W,pa5B,ka6B QL1:w,QL6:b,KL1:w,KL4:b,KL6:w b - - 0 20"

  Pravidlo: V.A3 tah pěšce sám musí být platný

    @V.A3
    Scénář: rovně jen na volný roh, šikmo jen braním soupeřova kamene
      Pokud je volba pravidel "v-a3" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pa7B,na8B,Pb7B,Pc7B,Nd8B,kd6B QL1:w,KL1:w,QL4:b,KL4:b w - - 0 20"
      Když je zahrán tah "a7B-a8B=AB"
      Pak je tah odmítnut s kódem ERR_PAWN_FORWARD_OCCUPIED podle "TR 3.4(a)"
      A nic se nezměnilo
      Když je zahrán tah "c7B-d8B=AB"
      Pak je tah odmítnut s kódem ERR_OWN_PIECE_ON_TARGET podle "TR 3.1(b)"
      A nic se nezměnilo
      Když je zahrán tah "b7B-a8B=AB"
      Pak je tah přijat
      A poslední tah zaznamenal "capture" jako "a8B"

    @V.A3
    Scénář: jen na roh, na který pěšec svým tahem dosáhne
      Pokud je volba pravidel "v-a3" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL4:b w - - 0 20"
      Když je zahrán tah "a7B-d8B=AB"
      Pak je tah odmítnut s kódem ERR_PAWN_MOVE podle "TR 3.4"
      A nic se nezměnilo

    @V.A3
    Scénář: pěšec nesmí táhnout šikmo na prázdný roh
      Pokud je volba pravidel "v-a3" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pb7B,kd6B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      Když je zahrán tah "b7B-a8B=AB"
      Pak je tah odmítnut s kódem ERR_PAWN_CAPTURE_EMPTY podle "TR 3.4(c)"
      A nic se nezměnilo

    @V.A3
    Scénář: vazaný pěšec si nesmí vzít ani desku (TR 3.5(b))
      Pokud je volba pravidel "v-a3" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Ka7B,Pb7B,na8B,rd7B,kd5N QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      Když je zahrán tah "b7B-a8B=AB"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo
      A tah Tri-D "b7B-a8B=AB" je odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      Když je posouzen tah Tri-D "b7B-a8B=AB"
      Pak posudek shledá tah neplatným s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"

    @V.A3
    Scénář: ne, dokud na čepu nad rohem stojí deska (TR 3.4(e)(ii))
      Pokud je volba pravidel "v-a3" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 20"
      Když je zahrán tah "a7B-a8B=AB"
      Pak je tah odmítnut s kódem ERR_PROMOTION_NOT_ALLOWED podle "TR 3.4(e)(ii)"
      A nic se nezměnilo

    @V.A3
    Scénář: ne, dokud odložená proměna čeká na volbu (TR 3.4(e)(iii))
      Černý pěšec na a1W čekal pod bílou deskou na QL1; jakmile deska odtáhne, musí další tah
      černého začít volbou pro tohoto pěšce, takže žádný jiný pěšec si místo toho nesmí vzít desku.
      Pokud platí volby pravidel "v-a3=on, delayed-promotion=owner-chooses"
      A hraje se partie trojrozměrných šachů z postavení "Kc4W,Nd1W,pa1W,pc2W,kd7B QL1:w,KL3:w,QL6:b,KL6:b w - - 0 5"
      Když je zahrán tah "QL1-QL3"
      A je zahrán tah "c2W-d1W=AB"
      Pak je tah odmítnut s kódem ERR_PROMOTION_PENDING podle "TR 3.4(e)(iii)"
      A odmítnutí uvádí pole "a1W"
      A nic se nezměnilo

  Pravidlo: V.A3 posouzení a volba proměny v desku

    @V.A3
    Scénář: proměna v desku se posuzuje podle V.A3, TR 3.4(e) a TR 3.5(b)
      Pokud je volba pravidel "v-a3" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      Když je posouzen tah Tri-D "a7B-a8B=AB"
      Pak posudek uvádí pravidla "V.A3, TR 3.4(e), TR 3.5(b)"
      Když je posouzen tah Tri-D "b7B-b8B=AB"
      Pak posudek shledá tah neplatným s kódem ERR_BOARD_PROMOTION_CORNER podle "V.A3"

    @V.A3
    Scénář: desku lze zvolit vedle tahu pěšce místo v jeho zápisu
      Pokud je volba pravidel "v-a3" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      Když je zahrán tah "a7S-a8S" s volbou nové útočné desky
      Pak je tah odmítnut s kódem ERR_UNKNOWN_SQUARE podle "TR E4"
      A nic se nezměnilo
      Když je zahrán tah "a7Bxa8B" s volbou nové útočné desky
      Pak je tah odmítnut s kódem ERR_CAPTURE_MARK podle "TR E10"
      A nic se nezměnilo
      Když je zahrán tah "a8B" s volbou nové útočné desky
      Pak je tah přijat
      A jsou zaznamenány právě události "PawnPromotedToBoard"
      A útočné desky stojí na "QL1:w KL1:w QL4:b QL6:w KL6:b"

    @V.A3
    Scénář: deska zvolená vedle tahu čteného shovívavě
      Pokud je volba pravidel "v-a3" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      A zápis se čte shovívavě
      Když je zahrán tah "a7S-a8S" s volbou nové útočné desky
      Pak je tah přijat
      A poslední tah zaznamenal "pin" jako "QL6"

    @V.A3
    Scénář: deska zvolená vedle tahu s volbou shovívavého zápisu
      Pokud platí volby pravidel "v-a3=on, notation=lenient"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      Když je zahrán tah "a8S" s volbou nové útočné desky
      Pak je tah přijat
      A poslední tah zaznamenal "pin" jako "QL6"
