# language: cs
# Vygenerováno z features/tri-d-chess/article-3-5.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/article-3-5.json.
@TR-3.5
Požadavek: TR 3.5 Král, rošáda a šach
  Král táhne na kterékoli sousední pole, které není napadeno. Rošáda je jeden tah krále, kterým se
  pohne král i věž téže řady: na královském křídle si vymění místa, na dámském křídle jde král vedle
  věže a věž na pole krále.

  Pravidlo: TR 3.5(a)(i) král táhne na sousední pole, které není napadeno

    @TR-3.5
    Scénář: král nesmí vstoupit do sloupce věže
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        N
        4 . . . r
        W
        1 . . K .
        KL6 black
        9 . k
        """
      Pak kámen na "c1W" může táhnout na "b1W b2W c2W"
      A tah Tri-D "Kd2W" je odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A tah Tri-D "Ke1W" je odmítnut s kódem ERR_UNKNOWN_SQUARE podle "TR E4"

    @TR-3.5
    Scénář: král nesmí vstoupit vedle druhého krále, ani šikmo, ale smí stát o dva sloupce dál
      Černý král na d3N ohrožuje všechny sloupce kolem sebe: c2 se jej dotýká rohem, proto tam bílý
      král táhnout nesmí. b2 je o dva sloupce dál, kam žádný král nedosáhne.
      Pokud je dána pozice Tri-D "Kb1W,kd3N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 20"
      Když je zahrán tah "Kc2W"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo
      Když je posouzen tah Tri-D "Kb2W"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.5, TR 3.5(b)"

  Pravidlo: TR 3.5(a)(ii) rošáda

    @TR-3.5
    Scénář: na královském křídle si král a věž vymění místa
      Pokud se hraje nová partie trojrozměrných šachů
      A byly zahrány tahy "Nb3W Nb6B"
      Když je zahrán tah "0-0"
      Pak na "e0KL1" stojí "K"
      A na "d0KL1" stojí "R"
      A poslední tah zaznamenal "rook" jako "{\"from\":\"e0KL1\",\"to\":\"d0KL1\"}"

    @TR-3.5 @FAQ-Q9
    Scénář: FAQ Q9: na dámském křídle přejde král přes chybějící b0 a c0 na a0QL1
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL1 white
        1 . .
        0 R* .
        KL1 white
        1 . .
        0 K* .
        N
        5 . . r .
        KL6 black
        9 . k
        """
      Když je zahrán tah "0-0-0"
      Pak na "a0QL1" stojí "K"
      A na "d0KL1" stojí "R"

    @TR-3.5
    Scénář: castling-attack-test king-and-destination: napadené cílové pole rošádu zatím znemožní
      Pokud je volba pravidel "castling-attack-test" nastavena na "king-and-destination"
      A je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL1 white
        1 . .
        0 R* .
        KL1 white
        1 . .
        0 K* .
        N
        5 r . . .
        KL6 black
        9 . k
        """
      Pak je tah Tri-D "0-0-0" odmítnut s kódem ERR_CASTLING_ATTACKED podle "TR 3.5(a)(ii)(2)[a]"
      A odmítnutí tahu Tri-D "0-0-0" uvádí pole: "a0QL1"

    @TR-3.5
    Scénář: kámen mezi králem a věží rošádu zatím znemožní
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL1 white
        1 . .
        0 R* B
        KL1 white
        1 . .
        0 K* .
        KL6 black
        9 . k
        """
      Pak je tah Tri-D "0-0-0" odmítnut s kódem ERR_CASTLING_BLOCKED podle "TR 3.5(a)(ii)(2)[b]"
      A odmítnutí tahu Tri-D "0-0-0" uvádí pole: "a0QL1"

    @TR-3.5 @V.A2.2
    Scénář: rošádu znemožní i kámen na jiné úrovni sloupce mezi králem a věží
      Sloupec a0 leží mezi králem na d0 a věží na z0. S deskou ve spodním místě čepu QL1 má dvě
      úrovně; střelec dole rošádu blokuje, přestože cílové pole krále a0QL1 je volné.
      Pokud je volba pravidel "v-a2-2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kd0KL1*,Rz0QL1*,Ba0QL1u,kd9KL6 QL1:w,QL1u:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak je tah Tri-D "0-0-0" odmítnut s kódem ERR_CASTLING_BLOCKED podle "TR 3.5(a)(ii)(2)[b]"
      Když je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_BLOCKED podle "TR 3.5(a)(ii)(2)[b]"
      A nic se nezměnilo

    @TR-3.5
    Scénář: po tahu králem je rošáda nepřípustná
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        KL1 white
        1 . .
        0 K R*
        KL6 black
        9 k .
        """
      Pak je tah Tri-D "0-0" odmítnut s kódem ERR_CASTLING_KING_MOVED podle "TR 3.5(a)(ii)(1)[b]"

    @TR-3.5
    Náčrt Scénáře: rošáda potřebuje krále i věž na jejich polích: <co chybí>
      Pokud je dána pozice Tri-D "<pozice>"
      Pak je tah Tri-D "0-0" odmítnut s kódem <kód> podle "<pravidlo>"
      A odmítnutí tahu Tri-D "0-0" uvádí pole: "<pole>"

      Příklady:
        | co chybí         | pozice                                                | kód                     | pravidlo            | pole  |
        | král už odtáhl   | Kc1W,Re0KL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 5 | ERR_CASTLING_KING_MOVED | TR 3.5(a)(ii)(1)[b] | d0KL1 |
        | věž byla sebrána | Kd0KL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 5      | ERR_CASTLING_ROOK_MOVED | TR 3.5(a)(ii)(1)[c] | e0KL1 |

    @TR-3.5
    Scénář: s věží, která už táhla, je rošáda nepřípustná
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        KL1 white
        1 . .
        0 K* R
        KL6 black
        9 k .
        """
      Pak je tah Tri-D "0-0" odmítnut s kódem ERR_CASTLING_ROOK_MOVED podle "TR 3.5(a)(ii)(1)[c]"

    @TR-3.5
    Náčrt Scénáře: každá rošáda z tabulky: <rošáda> postaví krále na <král na> a věž na <věž na>
      Pokud je dána pozice Tri-D "<pozice>"
      Když je zahrán tah "<rošáda>"
      Pak je tah přijat
      A na "<král na>" stojí "<král>"
      A na "<věž na>" stojí "<věž>"

      Příklady:
        | rošáda | pozice                                                   | král | král na | věž | věž na |
        | 0-0    | Kd0KL1*,Re0KL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 | K    | e0KL1   | R   | d0KL1  |
        | 0-0-0  | Kd0KL1*,Rz0QL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 | K    | a0QL1   | R   | d0KL1  |
        | 0-0    | Kd0KL1,kd9KL6*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 | k    | e9KL6   | r   | d9KL6  |
        | 0-0-0  | Kd0KL1,kd9KL6*,rz9QL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 | k    | a9QL6   | r   | d9KL6  |

    @TR-3.5
    Náčrt Scénáře: castling-attack-test king-and-destination u každé rošády z tabulky: <rošáda> (<strana>) je odmítnuta, když <co je napadeno>
      Rozhodnutí 5: vlastní pole krále ani jeho cílové pole nesmějí být napadeny. Král v šachu nesmí
      rošádou ze šachu utéct, přestože by po rošádě stál v bezpečí; král nesmí rošádou vstoupit na
      napadené pole, a to se odmítá jako rošáda do napadení, nejen jako král ponechaný v šachu.
      Pokud je volba pravidel "castling-attack-test" nastavena na "king-and-destination"
      A je dána pozice Tri-D "<pozice>"
      Když je zahrán tah "<rošáda>"
      Pak je tah odmítnut s kódem ERR_CASTLING_ATTACKED podle "TR 3.5(a)(ii)(2)[a]"
      A nic se nezměnilo

      Příklady:
        | rošáda | strana | co je napadeno          | pozice                                                        |
        | 0-0    | bílý   | král je v šachu         | Kd0KL1*,Re0KL1*,rd5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 |
        | 0-0    | bílý   | cílové pole je napadeno | Kd0KL1*,Re0KL1*,bb3W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 |
        | 0-0-0  | bílý   | král je v šachu         | Kd0KL1*,Rz0QL1*,rd5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 |
        | 0-0-0  | bílý   | cílové pole je napadeno | Kd0KL1*,Rz0QL1*,ra5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2 |
        | 0-0    | černý  | král je v šachu         | Kd0KL1,Rd4N,kd9KL6*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 |
        | 0-0    | černý  | cílové pole je napadeno | Kd0KL1,Bb6B,kd9KL6*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 |
        | 0-0-0  | černý  | král je v šachu         | Kd0KL1,Rd4N,kd9KL6*,rz9QL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 |
        | 0-0-0  | černý  | cílové pole je napadeno | Kd0KL1,Ra4N,kd9KL6*,rz9QL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2 |

  Pravidlo: TR 3.5(a)(ii)(1)[a] žádná rošáda prvním tahem (rozhodnutí 3, volba castling-first-move)

    @TR-3.5
    Scénář: castling-first-move own-first-move: žádná strana nedělá rošádu svým prvním tahem
      Pokud je volba pravidel "castling-first-move" nastavena na "own-first-move"
      A hraje se nová partie trojrozměrných šachů
      Pak je tah Tri-D "0-0" odmítnut s kódem ERR_CASTLING_FIRST_MOVE podle "TR 3.5(a)(ii)(1)[a]"
      Když je zahrán tah "b2W-b4N"
      Pak je tah Tri-D "0-0" odmítnut s kódem ERR_CASTLING_FIRST_MOVE podle "TR 3.5(a)(ii)(1)[a]"

    @TR-3.5
    Scénář: castling-first-move first-ply-only: černý smí udělat rošádu svým prvním tahem
      Pokud je volba pravidel "castling-first-move" nastavena na "first-ply-only"
      A hraje se nová partie trojrozměrných šachů
      Pak perft odsud je "20 / 420"
      Když jsou zahrány tahy "b2W-b4N 0-0"
      Pak na "e9KL6" stojí "k"

    @TR-3.5
    Scénář: castling-first-move first-ply-only: bílý přesto nesmí udělat rošádu prvním tahem partie
      Zakázán je jen první půltah partie: rošáda 0-0 bílého je jako první tah odmítnuta, kdežto
      první tah černého se posuzuje podle ostatních ustanovení (0-0-0 blokuje dáma, 0-0 je platná),
      stejně jako druhý tah bílého.
      Pokud je volba pravidel "castling-first-move" nastavena na "first-ply-only"
      A hraje se nová partie trojrozměrných šachů
      Když je zahrán tah "0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_FIRST_MOVE podle "TR 3.5(a)(ii)(1)[a]"
      A odmítnutí uvádí, že na tahu je bílý
      A nic se nezměnilo
      Když jsou zahrány tahy "b2W-b4N"
      A je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_BLOCKED podle "TR 3.5(a)(ii)(2)[b]"
      A nic se nezměnilo
      Když je posouzen tah Tri-D "0-0"
      Pak posudek uvádí pravidla "TR 3.5(a)(ii), TR 3.5(b)"
      Když jsou zahrány tahy "b7B-b5B"
      A je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_BLOCKED podle "TR 3.5(a)(ii)(2)[b]"
      A odmítnutí uvádí pole "a0QL1"

  Pravidlo: TR 3.5(a)(ii)(1) král nebo věž nesené útočnou deskou (rozhodnutí 4, volba carried-king-rook)

    @TR-3.5
    Scénář: carried-king-rook moved: nesený král ztrácí právo na rošádu
      Pokud je volba pravidel "carried-king-rook" nastavena na "moved"
      A je dána pozice Tri-D "Kd0KL1*,Rz0QL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 5"
      Když je zahrán tah "KL1-KL3"
      Pak zápis pozice Tri-D je "Rz0QL1*,Kd2KL3,kd9KL6 QL1:w,QL6:b,KL3:w,KL6:b b - - 1 5"

    @TR-3.5
    Scénář: carried-king-rook not-moved: nesený král si ho ponechá
      Pokud je volba pravidel "carried-king-rook" nastavena na "not-moved"
      A je dána pozice Tri-D "Kd0KL1*,Rz0QL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 5"
      Když je zahrán tah "KL1-KL3"
      Pak zápis pozice Tri-D je "Rz0QL1*,Kd2KL3*,kd9KL6 QL1:w,QL6:b,KL3:w,KL6:b b - - 1 5"

  Pravidlo: TR 3.5(b) šach: žádný tah nesmí nechat vlastního krále v šachu ani ho do šachu postavit

    @TR-3.5
    Scénář: kámen mezi králem na a1W a soupeřovou věží nesmí opustit linii
      Pokud je dána pozice Tri-D "Ka1W,Nb1W,rd1W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Když je zahrán tah "Nc3W"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo
      Když je zahrán tah "Kb2W"
      Pak je tah přijat

    @TR-3.5
    Scénář: v šachu jsou platné jen tahy, které šach odvrátí
      Pokud je dána tato pozice Tri-D a na tahu je černý:
        """
        KL6 black
        9 k .
        8 . p
        N
        5 . . . Q
        W
        1 . . K .
        """
      Pak je černý v šachu
      A platné tahy jsou "d9KL6-c8B d9KL6-e9KL6"
