# language: cs
# Vygenerováno z features/tri-d-chess/article-3-4.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/article-3-4.json.
@TR-3.4
Požadavek: TR 3.4 Pěšec
  Jeden krok vpřed na volné pole dalšího sloupce, dva při prvním tahu, braní šikmo, braní mimochodem
  s volnou volbou úrovně a proměna pěšce na nejvzdálenější řadě, která závisí na sloupci a u sloupců
  a a d na útočné desce nad rohem.

  Pravidlo: TR 3.4(a) jeden krok vpřed na volné pole, na kterékoli úrovni

    @TR-3.4
    Scénář: pěšec na W táhne na W nebo N
      Pokud se hraje nová partie trojrozměrných šachů
      Pak kámen na "b2W" může táhnout na "b3N b3W b4N b4W"

    @TR-3.4
    Scénář: pěšec nemůže táhnout na obsazené pole
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        N
        3 . n . .
        W
        3 . n . .
        2 . P . .
        1 K . . .
        KL6 black
        9 k .
        """
      Pak kámen na "b2W" nemůže táhnout
      A tah Tri-D "b2W-b3W" je odmítnut s kódem ERR_PAWN_FORWARD_OCCUPIED podle "TR 3.4(a)"

    @TR-3.4
    Scénář: pěšec táhne rovně vpřed o jednu nebo dvě řady, nebo o jeden sloupec šikmo, když bere
      Pěšec na výchozím poli smí táhnout o dvě řady ve svém sloupci, nikdy o dvě řady do vedlejšího
      sloupce; ani netáhne šikmo do sloupce o dva sloupce dál, ani o jednu řadu vpřed.
      Pokud se hraje nová partie trojrozměrných šachů
      Pak je tah Tri-D "b2W-c4W" odmítnut s kódem ERR_PAWN_MOVE podle "TR 3.4"
      A tah Tri-D "b2W-d3W" je odmítnut s kódem ERR_PAWN_MOVE podle "TR 3.4"

  Pravidlo: TR 3.4(b) dvojkrok při prvním tahu, ztracený, jakmile pěšce nese útočná deska

    @TR-3.4
    Scénář: double-step skipped-column-empty: kámen na kterékoli úrovni přeskakovaného sloupce dvojkrok znemožní
      Pokud je volba pravidel "double-step" nastavena na "skipped-column-empty"
      A je dána tato pozice Tri-D a na tahu je bílý:
        """
        N
        3 n . . .
        W
        2 P* . . .
        1 K . . .
        KL6 black
        9 k .
        """
      Pak je tah Tri-D "a2W-a4W" odmítnut s kódem ERR_PATH_BLOCKED podle "TR 3.1(c)"
      A odmítnutí tahu Tri-D "a2W-a4W" uvádí překážku: "a3N"

    @TR-3.4
    Scénář: pěšec nesený útočnou deskou ztrácí dvojkrok
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL1 white
        1 . P*
        0 . .
        W
        1 . . K .
        KL6 black
        9 k .
        """
      A byly zahrány tahy "QL1-QL3 d9KL6-e9KL6"
      Pak na "a3QL3" stojí "P"
      A tah Tri-D "a3QL3-a5N" je odmítnut s kódem ERR_DOUBLE_STEP_USED podle "TR 3.4(b)"
      A tah Tri-D "a3QL3-a4N" je platný

    @TR-3.4
    Scénář: dvojkrok nesmí skončit na obsazeném poli, i když je přeskakovaný sloupec prázdný
      Obě pole dvojkroku musí být volná: b3 je prázdné v obou patrech, ale na b4W stojí jezdec, a
      tak smí pěšec táhnout jen do druhého patra tohoto sloupce, na b4N.
      Pokud je dána pozice Tri-D "Pb2W*,nb4W,Kd0KL1,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "b2W-b4W"
      Pak je tah odmítnut s kódem ERR_PAWN_FORWARD_OCCUPIED podle "TR 3.4(a)"
      A nic se nezměnilo
      Když je zahrán tah "b2W-b4N"
      Pak je tah přijat

  Pravidlo: TR 3.4(c) pěšec bere šikmo vpřed, na kterékoli úrovni

    @TR-3.4
    Scénář: pěšec táhne šikmo jen při braní
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        N
        4 . n . .
        W
        3 P . . .
        1 . . K .
        KL6 black
        9 k .
        """
      Pak kámen na "a3W" může táhnout na "a4N a4W b4N"
      A tah Tri-D "a3W-b4W" je odmítnut s kódem ERR_PAWN_CAPTURE_EMPTY podle "TR 3.4(c)"

    @TR-3.4
    Scénář: braní pěšcem šikmo se posuzuje podle TR 3.4(c)
      Pokud je dána pozice Tri-D "Pb3W,nc4N,Kd0KL1,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je posouzen tah Tri-D "bWxc4N"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.4, TR 3.4(c), TR 3.1(b), TR 3.5(b)"

    @TR-3.4
    Scénář: černý pěšec ohrožuje oba sloupce šikmo před sebou, směrem k řadě 1
      Pěšec na b4N ohrožuje a3 a c3 ve všech patrech, proto král nesmí táhnout na c3W; b3, přímo
      před pěšcem, ohroženo není.
      Pokud je dána pozice Tri-D "Kc2W,pb4N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Když je zahrán tah "Kc3W"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo
      Když je posouzen tah Tri-D "Kb3W"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.5, TR 3.5(b)"
      Když je zahrán tah "Kb3W"
      Pak je tah přijat

    @TR-3.4
    Scénář: černý pěšec na z1QL1 nemůže táhnout šikmo na prázdné a0QL1
      Na a0QL1 nic nestojí a žádný pěšec právě netáhl o dvě pole, takže šikmý tah není braním ani
      braním mimochodem.
      Pokud je dána pozice Tri-D "Kc2W,pz1QL1,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b b - - 0 30"
      Pak je tah Tri-D "z1QL1-a0QL1" odmítnut s kódem ERR_PAWN_CAPTURE_EMPTY podle "TR 3.4(c)"
      A tah Tri-D "z1QL1-a0QL1=Q" je odmítnut s kódem ERR_PAWN_CAPTURE_EMPTY podle "TR 3.4(c)"

  Pravidlo: TR 3.4(d) braní mimochodem, s dopadem na kteroukoli úroveň přejitého sloupce

    @TR-3.4
    Scénář: po c7B-c5N bere pěšec z b5B mimochodem na c6N nebo c6B
      Pokud je dána tato pozice Tri-D a na tahu je černý:
        """
        B
        7 . . p* .
        5 . P . .
        W
        1 . . K .
        KL6 black
        9 k .
        """
      A byly zahrány tahy "c7B-c5N"
      Pak kámen na "b5B" může táhnout na "b6N b6B c6N c6B"
      Když je zahrán tah "bBxc6Be.p."
      Pak poslední tah zaznamenal "capture.square" jako "c5N"
      A na "c5N" stojí "."

    @TR-3.4
    Scénář: I černý bere mimochodem: po c2W-c4N bere pěšec z b4N na c3W nebo c3N
      Pokud je dána pozice Tri-D "Pc2W*,pb4N,Kc1W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      A byly zahrány tahy "c2W-c4N"
      Pak kámen na "b4N" může táhnout na "b3W b3N c3W c3N"
      Když je zahrán tah "bNxc3We.p."
      Pak poslední tah zaznamenal "capture.square" jako "c4N"
      A na "c4N" stojí "."

    @TR-3.4
    Scénář: braní mimochodem končí jen ve sloupci, který pěšec přešel, ne ve sloupci za ním
      Po tahu c7B-c5N je přejitým sloupcem c6: pěšec na b5B tam bere mimochodem, kdežto pěšec na
      b3W, který ohrožuje c4, nemá na c4W co brát.
      Pokud je dána pozice Tri-D "Pb5B,Pb3W,pc7B*,Kc1W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b b - - 0 10"
      A byly zahrány tahy "c7B-c5N"
      Když je zahrán tah "b3W-c4W"
      Pak je tah odmítnut s kódem ERR_PAWN_CAPTURE_EMPTY podle "TR 3.4(c)"
      A nic se nezměnilo
      Když je posouzen tah Tri-D "bBxc6Be.p."
      Pak posudek uvádí pravidla "TR 3.1, TR 3.4, TR 3.4(d), TR 3.5(b)"

    @TR-3.4
    Scénář: pěšce, kterého útočná deska přenesla o dvě řady, nelze brát mimochodem
      Pokud je dána tato pozice Tri-D a na tahu je černý:
        """
        KL6 black
        9 . .
        8 p .
        B
        8 . k . .
        N
        6 . . P .
        W
        1 . . K .
        """
      A byly zahrány tahy "KL6-KL4"
      Pak na "d6KL4" stojí "p"
      A tah Tri-D "c6N-d7B" je odmítnut s kódem ERR_PAWN_CAPTURE_EMPTY podle "TR 3.4(c)"

  Pravidlo: TR 3.4(e) proměna pěšce na nejvzdálenější řadě, kterou určuje tabulka sloupců

    @TR-3.4
    Scénář: pěšec, který dojde na b8B, se musí proměnit, v kámen podle volby
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        B
        7 . P . .
        W
        1 . . K .
        KL6 black
        9 k .
        """
      Pak je tah Tri-D "b7B-b8B" odmítnut s kódem ERR_PROMOTION_REQUIRED podle "TR 3.4(e)(i)"
      A odmítnutí tahu Tri-D "b7B-b8B" uvádí pole: "b8B"
      A tah Tri-D "b8BN" je platný
      A tah Tri-D "b7B-b8B=K" je odmítnut s kódem ERR_PROMOTION_PIECE podle "TR 3.4(e)(i)"
      A odmítnutí tahu Tri-D "b7B-b8B=K" uvádí kámen: "král"
      Když je posouzen tah Tri-D "b8BN"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.4, TR 3.4(e), TR 3.5(b)"

    @TR-3.4
    Scénář: ve sloupci a je nejvzdálenější řadou 9, dokud nad rohem visí útočná deska (QL6)
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL6 black
        9 . .
        8 . .
        B
        7 P . . .
        W
        1 . . K .
        KL6 black
        9 k .
        """
      Pak je tah Tri-D "a7B-a8B" platný
      A tah Tri-D "a7B-a8B=Q" je odmítnut s kódem ERR_PROMOTION_NOT_ALLOWED podle "TR 3.4(e)(ii)"

    @TR-3.4
    Scénář: ve sloupci a je nejvzdálenější řadou 8, když na QL6 žádná deska není
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        B
        7 P . . .
        W
        1 . . K .
        KL6 black
        9 k .
        """
      Pak je tah Tri-D "a7B-a8B" odmítnut s kódem ERR_PROMOTION_REQUIRED podle "TR 3.4(e)(i)"

    @TR-3.4
    Náčrt Scénáře: každé pole tabulky sloupců: pěšec, který dojde tahem <tah>, se musí proměnit
      Tabulka TR 3.4(e)(ii) pole po poli: sloupce z a e se proměňují na poslední řadě útočných desek
      (ať na královském křídle stojí cokoli), b a c na poslední řadě hlavní desky, a a d tam jen
      tehdy, když nad rohem nevisí žádná útočná deska.
      Pokud je dána pozice Tri-D "<pozice>"
      Pak je tah Tri-D "<tah>" odmítnut s kódem ERR_PROMOTION_REQUIRED podle "TR 3.4(e)(i)"
      A tah Tri-D "<tah>=Q" je platný

      Příklady:
        | sloupec | pozice                                             | tah         |
        | z       | Kb4N,Pz8QL6,kd6N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 | z8QL6-z9QL6 |
        | a       | Kb4N,Pa7B,kd6N QL1:w,KL1:w,KL6:b w - - 0 2         | a7B-a8B     |
        | b       | Kb4N,Pb7B,kd6N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2   | b7B-b8B     |
        | c       | Kb4N,Pc7B,kd6N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2   | c7B-c8B     |
        | d       | Kb4N,Pd7B,kd6N QL1:w,KL1:w,QL6:b w - - 0 2         | d7B-d8B     |
        | e       | Kb4N,Pe8KL6,kd6N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 | e8KL6-e9KL6 |
        | z       | Kb4N,pz1QL1,kd6N QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 | z1QL1-z0QL1 |
        | z       | Kb4N,Pz8QL6,kd6N QL1:w,KL1:w,QL6:b w - - 0 2       | z8QL6-z9QL6 |
        | z       | Kb4N,pz1QL1,kd6N QL1:w,QL6:b,KL6:b b - - 0 2       | z1QL1-z0QL1 |
        | a       | Kb4N,pa2W,kd6N KL1:w,QL6:b,KL6:b b - - 0 2         | a2W-a1W     |
        | b       | Kb4N,pb2W,kd6N QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2   | b2W-b1W     |
        | c       | Kb4N,pc2W,kd6N QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2   | c2W-c1W     |
        | d       | Kb4N,pd2W,kd6N QL1:w,QL6:b,KL6:b b - - 0 2         | d2W-d1W     |
        | e       | Kb4N,pe1KL1,kd6N QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 | e1KL1-e0KL1 |

    @TR-3.4
    Náčrt Scénáře: každý roh s deskou: pěšec projde tahem <tah> bez proměny, dokud stojí deska na <čep>
      Pokud je dána pozice Tri-D "<pozice>"
      Pak je tah Tri-D "<tah>" platný
      A tah Tri-D "<tah>=Q" je odmítnut s kódem ERR_PROMOTION_NOT_ALLOWED podle "TR 3.4(e)(ii)"

      Příklady:
        | sloupec | čep | pozice                                           | tah     |
        | a       | QL6 | Kb4N,Pa7B,kd6N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 | a7B-a8B |
        | d       | KL6 | Kb4N,Pd7B,kd6N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 | d7B-d8B |
        | a       | QL1 | Kb4N,pa2W,kd6N QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 | a2W-a1W |
        | d       | KL1 | Kb4N,pd2W,kd6N QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 | d2W-d1W |

    @TR-3.4
    Scénář: proměňuje se jen pěšec: tah jezdcem neuvádí žádnou proměnu
      Pokud je dána pozice Tri-D "Nb1W,Kc1W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Když je zahrán tah "b1W-d2W=Q"
      Pak je tah odmítnut s kódem ERR_PROMOTION_NOT_ALLOWED podle "TR 3.4(e)(ii)"
      A nic se nezměnilo
      Když je zahrán tah "b1W-d2W"
      Pak je tah přijat

  Pravidlo: TR 3.4(e)(iii) odložená proměna pěšce, jakmile deska opustí roh (rozhodnutí 10, volba delayed-promotion)

    @TR-3.4
    Scénář: delayed-promotion owner-chooses: černý odkryje a8B a další tah bílého začne volbou kamene
      Pokud je volba pravidel "delayed-promotion" nastavena na "owner-chooses"
      A je dána tato pozice Tri-D a na tahu je černý:
        """
        QL6 black
        9 n .
        8 . .
        KL6 black
        9 k .
        B
        8 P . . .
        KL1 white
        0 K .
        """
      Když je posouzen tah Tri-D "QL6-QL4"
      Pak posudek uvádí pravidla "TR 3.6, TR 3.5(b)"
      Když je zahrán tah "QL6-QL4"
      Pak poslední tah zaznamenal "uncovered" jako "a8B"
      A tah Tri-D "Kc1W" je odmítnut s kódem ERR_PROMOTION_PENDING podle "TR 3.4(e)(iii)"
      A odmítnutí tahu Tri-D "Kc1W" uvádí pole: "a8B"
      Když je zahrán tah "a8B=N,d0KL1-c1W"
      Pak na "a8B" stojí "N"

    @TR-3.4
    Scénář: vlastní deska bílého odkryje d8B: volba je součástí tahu deskou
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        KL6 white
        9 . .
        8 . .
        B
        8 . . . P
        N
        6 . k . .
        KL1 white
        0 K .
        """
      Pak je tah Tri-D "KL6-KL4" odmítnut s kódem ERR_PROMOTION_REQUIRED podle "TR 3.4(e)(i)"
      A odmítnutí tahu Tri-D "KL6-KL4" uvádí pole: "d8B"
      A tah Tri-D "KL6-KL4=K" je odmítnut s kódem ERR_PROMOTION_PIECE podle "TR 3.4(e)(i)"
      A odmítnutí tahu Tri-D "KL6-KL4=K" uvádí kámen: "král"
      Když je zahrán tah "KL6-KL4=Q"
      Pak na "d8B" stojí "Q"

    @TR-3.4
    Scénář: tah deskou, po kterém by proměna odkrytého pěšce napadla krále táhnoucího, je neplatný
      Pokud je dána tato pozice Tri-D a na tahu je černý:
        """
        QL6 black
        9 n .
        8 . .
        B
        8 P . . .
        6 . . k .
        KL1 white
        0 K .
        KL6 black
        9 . .
        """
      Pak je tah Tri-D "QL6-QL4" odmítnut s kódem ERR_BOARD_UNCOVERS_PROMOTION podle "TR 3.4(e)(iii)"
      A odmítnutí tahu Tri-D "QL6-QL4" uvádí pole: "a8B"

    @TR-3.4
    Scénář: bílý odkryje a1W: další tah černého začne volbou dámy, věže, střelce nebo jezdce
      Černý pěšec na a1W nedosáhne řady 0, dokud na čepu QL1 stojí deska bílého. Jakmile deska
      odtáhne, musí černý na začátku dalšího tahu zvolit kámen; král volbou není a tah po volbě se
      posuzuje jako každý jiný tah.
      Pokud je volba pravidel "delayed-promotion" nastavena na "owner-chooses"
      A je dána pozice Tri-D "Kc4W,pa1W,kd7B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 5"
      Když je zahrán tah "=Q,c4W-c5N"
      Pak je tah odmítnut s kódem ERR_NO_PROMOTION_PENDING podle "TR 3.4(e)(iii)"
      A nic se nezměnilo
      Když je zahrán tah "a1W=Q,c4W-c5N"
      Pak je tah odmítnut s kódem ERR_NO_PROMOTION_PENDING_ON podle "TR 3.4(e)(iii)"
      A odmítnutí uvádí pole "a1W"
      A nic se nezměnilo
      Když je zahrán tah "QL1-QL3"
      Pak poslední tah zaznamenal "uncovered" jako "a1W"
      Když je zahrán tah "a1W=K,d7B-d6B"
      Pak je tah odmítnut s kódem ERR_PROMOTION_PIECE podle "TR 3.4(e)(i)"
      A nic se nezměnilo
      Když je zahrán tah "a1W=Q,d7B-d5B"
      Pak je tah odmítnut s kódem ERR_KING_MOVE podle "TR 3.5(a)"
      A nic se nezměnilo
      Když je posouzen tah Tri-D "a1W=N,d7B-d6B"
      Pak posudek uvádí pravidla "TR 3.4(e)(iii), TR 3.1, TR 3.5, TR 3.5(b)"
      Když je zahrán tah "a1W=N,d7B-d6B"
      Pak na "a1W" stojí "n"

    @TR-3.4
    Scénář: při tahu deskou, který odkryje vlastního pěšce, se volí dáma, věž, střelec nebo jezdec
      Pokud je dána pozice Tri-D "Pd8B,kb6N,Kd0KL1 QL1:w,KL1:w,KL6:w,QL6:b w - - 0 10"
      Když je zahrán tah "KL6-KL4=K"
      Pak je tah odmítnut s kódem ERR_PROMOTION_PIECE podle "TR 3.4(e)(i)"
      A nic se nezměnilo
      Když je zahrán tah "QL1-QL3=Q"
      Pak je tah odmítnut s kódem ERR_PROMOTION_NOT_ALLOWED podle "TR 3.4(e)(ii)"
      A nic se nezměnilo
      Když je posouzen tah Tri-D "KL6-KL4=Q"
      Pak posudek uvádí pravidla "TR 3.6, TR 3.4(e)(iii), TR 3.5(b)"
      Když je zahrán tah "KL6-KL4=Q"
      Pak na "d8B" stojí "Q"
