# language: cs
# Vygenerováno z features/tri-d-chess/article-3-2.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/article-3-2.json.
@TR-3.2
Požadavek: TR 3.2 Dáma, věž a střelec
  Dáma táhne po sloupcích, řadách a diagonálách, věž po sloupcích a řadách, střelec po diagonálách;
  žádný nepřeskakuje kámen, ale všechny přecházejí přes pole, která neexistují.

  Pravidlo: TR 3.2 dálkové kameny přelétají chybějící pole

    @TR-3.2 @FAQ-Q2
    Scénář: FAQ Q2: věž z e0KL1 bere pěšce na e8KL6 přes chybějící e2 až e7
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL6 black
        9 . .
        8 . .
        KL6 black
        9 . .
        8 . p
        B
        8 . k . .
        W
        1 . K . .
        QL1 white
        0 . .
        KL1 white
        0 . R
        """
      Pak je tah Tri-D "Rxe8KL6" platný

    @TR-3.2 @FAQ-Q2
    Scénář: FAQ Q2: pěšec na e8KL6 mezeru nepřeletí; táhnout mohou jen útočné desky
      Pokud je dána tato pozice Tri-D a na tahu je černý:
        """
        QL6 black
        9 . .
        8 . .
        KL6 black
        9 . .
        8 . p
        B
        8 . k . .
        W
        1 . K . .
        QL1 white
        0 . .
        KL1 white
        0 . R
        """
      Pak kámen na "e8KL6" nemůže táhnout
      A deska na "KL6" může táhnout na "KL4 KL5"

  Pravidlo: TR 3.2 každý dálkový kámen se drží svých linií

    @TR-3.2
    Scénář: střelec táhne jen diagonálně
      Pokud se hraje nová partie trojrozměrných šachů
      Pak je tah Tri-D "c1W-c3W" odmítnut s kódem ERR_BISHOP_MOVE podle "TR 3.2"
      A tah Tri-D "a0QL1-d3W" je odmítnut s kódem ERR_PATH_BLOCKED podle "TR 3.1(c)"
      A tah Tri-D "a0QL1-a3W" je odmítnut s kódem ERR_PATH_BLOCKED podle "TR 3.1(c)"
      A odmítnutí tahu Tri-D "a0QL1-a3W" uvádí překážku: "a1W"

    @TR-3.2
    Scénář: dáma opustí útočnou desku, jakmile jezdec odtáhne
      Pokud se hraje nová partie trojrozměrných šachů
      A byly zahrány tahy "Nb3W Nb6B"
      Pak kámen na "a0QL1" může táhnout na "a1W"

    @TR-3.2
    Scénář: dáma ohrožuje jen pole na svých liniích, ne pole vzdálené o skok jezdce
      Dáma na b5N ohrožuje d3 po diagonále přes prázdné c4, proto tam král táhnout nesmí; c3 neleží
      na žádné z jejích linií, a tak tam král stát smí.
      Pokud je dána pozice Tri-D "Kd2W,qb5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Když je zahrán tah "Kd3W"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo
      Když je posouzen tah Tri-D "Kc3W"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.5, TR 3.5(b)"

    @TR-3.2
    Scénář: věž ohrožuje svůj sloupec a řadu, střelec jen své diagonály
      Věž na b5N ohrožuje sloupec b, proto král nesmí táhnout na b2W; d3 leží na diagonále věže a ve
      sloupci střelce, kde ani jeden z nich neohrožuje.
      Pokud je dána pozice Tri-D "Kc2W,rb5N,bd5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Když je zahrán tah "Kb2W"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo
      Když je posouzen tah Tri-D "Kd3W"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.5, TR 3.5(b)"

    @TR-3.2
    Scénář: dáma ohrožuje i svůj sloupec, střelec své diagonály
      Dáma na b5N ohrožuje celý sloupec b pod sebou, proto král nesmí táhnout na b2W; střelec na a5N
      ohrožuje c3 přes prázdné b4.
      Pokud je dána pozice Tri-D "Kc2W,ba5N,qb5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Když je zahrán tah "Kb2W"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo
      A odmítnutí tahu Tri-D "Kb2W" uvádí krále: "b2W"
      Když je zahrán tah "Kc3W"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo

  Pravidlo: TR 3.1(c) dálkový kámen se zastaví u prvního kamene na své linii

    @TR-3.2
    Scénář: věž, střelec i dáma se drží svých linií a zastaví je první kámen, který na nich stojí
      Věž na a1W táhne po řadě 1, ale ne přes jezdce na b1W, a nikdy šikmo; střelec na c2W nepřejde
      přes pěšce na b3W, dáma na d2W ani přes pěšce na d3W, ani přes střelce na c2W, a neskáče jako
      jezdec. Sloupcem a vzhůru má věž cestu volnou.
      Pokud je dána pozice Tri-D "Ra1W,Nb1W,Kd1W,Bc2W,Qd2W,Pb3W,Pd3W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Pak je tah Tri-D "a1W-c1W" odmítnut s kódem ERR_PATH_BLOCKED podle "TR 3.1(c)"
      A odmítnutí tahu Tri-D "a1W-c1W" uvádí překážku: "b1W"
      A tah Tri-D "a1W-b2W" je odmítnut s kódem ERR_ROOK_MOVE podle "TR 3.2"
      A tah Tri-D "c2W-a4W" je odmítnut s kódem ERR_PATH_BLOCKED podle "TR 3.1(c)"
      A odmítnutí tahu Tri-D "c2W-a4W" uvádí překážku: "b3W"
      A tah Tri-D "d2W-d4W" je odmítnut s kódem ERR_PATH_BLOCKED podle "TR 3.1(c)"
      A odmítnutí tahu Tri-D "d2W-d4W" uvádí překážku: "d3W"
      A tah Tri-D "d2W-b2W" je odmítnut s kódem ERR_PATH_BLOCKED podle "TR 3.1(c)"
      A odmítnutí tahu Tri-D "d2W-b2W" uvádí překážku: "c2W"
      A tah Tri-D "d2W-c4W" je odmítnut s kódem ERR_QUEEN_MOVE podle "TR 3.2"
      Když je posouzen tah Tri-D "a1W-a3W"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.2, TR 3.5(b)"
