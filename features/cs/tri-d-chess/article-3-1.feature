# language: cs
# Vygenerováno z features/tri-d-chess/article-3-1.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/article-3-1.json.
@TR-3.1
Požadavek: TR 3.1 Obecné zásady tahů
  Tah, který je při pohledu shora platný v plošném šachu, je platný i zde; táhnoucí volí úroveň, na
  kterou kámen dopadne. Kámen blokuje všechny úrovně svého sloupce. Žádný kámen netáhne svisle
  nahoru ani dolů a žádný tah nekončí na poli, které neexistuje.

  Pravidlo: TR 3.1(a) pravidlo průmětu: kámen si volí úroveň, na kterou dopadne

    @TR-3.1
    Scénář: jezdec dopadne na kteroukoli úroveň cílového sloupce
      Pokud se hraje nová partie trojrozměrných šachů
      Pak kámen na "a1W" může táhnout na "b3N b3W"
      A kámen na "d1W" může táhnout na "c3N c3W"

    @TR-3.1
    Scénář: platný tah je vysvětlen pravidly, která uplatňuje
      Pokud se hraje nová partie trojrozměrných šachů
      Když je posouzen tah Tri-D "a1W-b3N"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.3, TR 3.5(b)"
      Když je posouzen tah Tri-D "b2W-b4N"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.4, TR 3.4(b), TR 3.5(b)"

    @TR-3.1
    Scénář: tah potřebuje kámen na výchozím poli
      Pokud se hraje nová partie trojrozměrných šachů
      Když je zahrán tah "c3W-c4W"
      Pak je tah odmítnut s kódem ERR_NO_PIECE podle "TR 3.1"
      A odmítnutí uvádí pole "c3W"
      A nic se nezměnilo

  Pravidlo: TR 3.1(b) braní končí na poli braného kamene (rozhodnutí 16, volba capture-level)

    @TR-3.1
    Scénář: capture-level victim-square: věž se zastaví nad pěšcem, nebo ho sebere na jeho úrovni
      Pokud je volba pravidel "capture-level" nastavena na "victim-square"
      A je dána tato pozice Tri-D a na tahu je bílý:
        """
        B
        6 . p . .
        W
        3 . R . .
        1 K . . .
        KL6 black
        9 k .
        """
      Pak kámen na "b3W" může táhnout na "a3W a3N b4W b4N b5N b5B b6N b6B c3W c3N d3W d3N b2W b1W"
      Když je zahrán tah "Rxb6B"
      Pak poslední tah zaznamenal "capture.square" jako "b6B"
      A na "b6B" stojí "R"

    @TR-3.1
    Scénář: kámen nesmí táhnout na pole obsazené kamenem vlastní strany
      Pokud se hraje nová partie trojrozměrných šachů
      Když je zahrán tah "b1W-c2W"
      Pak je tah odmítnut s kódem ERR_OWN_PIECE_ON_TARGET podle "TR 3.1(b)"
      A nic se nezměnilo
      Když je zahrán tah "c2W-c3W"
      A je zahrán tah "b7B-b6B"
      A je zahrán tah "b1W-c2W"
      Pak je tah přijat

    @TR-3.1
    Scénář: braní figurou se posuzuje podle TR 3.1(b)
      Pokud je dána pozice Tri-D "Nb1W,Kc1W,pc3W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Když je posouzen tah Tri-D "Nxc3W"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.3, TR 3.1(b), TR 3.5(b)"

  Pravidlo: TR 3.1(c) kámen blokuje všechny úrovně svého sloupce; táhnoucí smí zastavit nad ním nebo pod ním

    @TR-3.1 @FAQ-Q3
    Scénář: FAQ Q3: věž z d1W nemůže projít pod pěšcem na d3N a sebrat dámu na d4W
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        N
        3 . . . P
        W
        4 . . . q
        1 . . K R
        KL6 black
        9 k .
        """
      Pak je tah Tri-D "Rxd4W" odmítnut s kódem ERR_PATH_BLOCKED podle "TR 3.1(c)"
      A tah Tri-D "d1W-d3W" je platný

    @TR-3.1
    Scénář: blocking between-columns: kámen nad výchozím polem nikdy neblokuje
      Pokud je volba pravidel "blocking" nastavena na "between-columns"
      A je dána tato pozice Tri-D a na tahu je bílý:
        """
        N
        3 . P . .
        W
        3 . R . .
        1 K . . .
        KL6 black
        9 k .
        """
      Pak je tah Tri-D "b3W-b5N" platný

    @TR-3.1
    Scénář: jezdec na a1W kryje z1QL1 před věží na d1W a je pak vazbou poután
      Pokud je dána pozice Tri-D "Kz0QL1,Na1W,rd1W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Když je posouzen tah Tri-D "Kz1QL1"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.5, TR 3.5(b)"
      Když jsou zahrány tahy "Kz1QL1 d9KL6-e9KL6"
      A je zahrán tah "Nb3W"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo

  Pravidlo: TR 3.1(d) žádný čistě svislý tah

    @TR-3.1
    Scénář: věž nesmí táhnout svisle nahoru
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        W
        3 . R . .
        1 K . . .
        KL6 black
        9 k .
        """
      Pak je tah Tri-D "b3W-b3N" odmítnut s kódem ERR_VERTICAL_MOVE podle "TR 3.1(d)"

    @TR-3.1
    Scénář: kámen neohrožuje vlastní sloupec, a tak smí král stát pod soupeřovou věží
      Věž na c3N ohrožuje sloupec c a řadu 3 ve všech patrech, ale ne pole c3W pod sebou, na které
      by se dostala jen svislým tahem.
      Pokud je dána pozice Tri-D "Kd2W,rc3N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Když je zahrán tah "Kc2W"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo
      Když je posouzen tah Tri-D "Kc3W"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.5, TR 3.5(b)"
      Když je zahrán tah "Kc3W"
      Pak je tah přijat

  Pravidlo: TR 3.1(e) žádný tah nekončí na poli, které právě neexistuje

    @TR-3.1
    Scénář: z2QL3 existuje, jen dokud na QL3 stojí útočná deska
      Pokud se hraje nová partie trojrozměrných šachů
      Pak je tah Tri-D "e1KL1-e3KL3" odmítnut s kódem ERR_SQUARE_NOT_PRESENT podle "TR 3.1(e)"
      A tah Tri-D "Rz2QL3" je odmítnut s kódem ERR_SQUARE_NOT_PRESENT podle "TR 3.1(e)"
      A odmítnutí tahu Tri-D "Rz2QL3" uvádí pole: "z2QL3"
      A odmítnutí tahu Tri-D "Rz2QL3" uvádí čep: "QL3"
      A tah Tri-D "Nf3N" je odmítnut s kódem ERR_UNKNOWN_SQUARE podle "TR E4"

    @TR-3.1
    Scénář: žádný tah nezačíná na poli, které právě neexistuje
      Pokud se hraje nová partie trojrozměrných šachů
      Když je zahrán tah "a2QL3-b3W"
      Pak je tah odmítnut s kódem ERR_SQUARE_NOT_PRESENT podle "TR 3.1(e)"
      A odmítnutí uvádí pole "a2QL3"
      A nic se nezměnilo
