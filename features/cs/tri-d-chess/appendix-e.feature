# language: cs
# Vygenerováno z features/tri-d-chess/appendix-e.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/appendix-e.json.
@TR-E
Požadavek: TR dodatek E Algebraický zápis
  Tah se zapisuje písmenem kamene a polem příchodu (sloupec, řada, úroveň); pěšci písmeno nemají,
  útočné desky se zapisují svým čepem. Braní se značí x, pěšec při braní uvádí výchozí sloupec a
  úroveň, stejné kameny se rozliší sloupcem, řadou nebo úrovní. Vedle dodatku E jmenuje dlouhý zápis
  oba konce každého tahu.

  Pravidlo: TR E9 tah je písmeno a pole příchodu; tah útočnou deskou je čep příchodu

    @TR-E9 @TR-E1 @TR-E2 @TR-E5
    Scénář: Bd5N a Nc6B
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        KL1 white
        0 . .
        N
        4 . N . .
        W
        3 . B . .
        1 . . K .
        B
        8 k . . .
        """
      Pak se tah Tri-D "Bd5N" čte jako "b3W-d5N"
      A tah Tri-D "Nc6B" se čte jako "b4N-c6B"
      A tah Tri-D "b4N-c6B" se podle dodatku E píše "Nc6B"
      A tah Tri-D "b3W-d5N" se podle dodatku E píše "Bd5N+"
      A tah Tri-D "b4N-d5N" se podle dodatku E píše "Nd5N"

    @TR-E6
    Scénář: národní písmena F (fou) a L (loper) označují také střelce
      Pokud je dána pozice Tri-D "Kc1W,Bb3W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Pak se tah Tri-D "Fd5N" čte jako "b3W-d5N"
      A tah Tri-D "Ld5N" se čte jako "b3W-d5N"
      A tah Tri-D "b3W-d5N" se podle dodatku E píše "Bd5N"

    @TR-E9 @TR-E8
    Scénář: tah útočnou deskou se zapisuje jejím čepem
      Pokud je dána pozice Tri-D "Kb1W,Ra2W,kb8B,rc7B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30"
      Pak se tah Tri-D "QL3" čte jako "QL1-QL3"
      A tah Tri-D "QL1-QL3" se podle dodatku E píše "QL3"

    @TR-E9
    Scénář: tah deskou se píše jen čepem, i když mohou táhnout také kameny
      Král na b1W smí vstoupit na c1W, což je tah kamenem: není to druhý způsob, jak přesunout desku
      na QL3.
      Pokud je dána pozice Tri-D "Kb1W,kb8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30"
      Pak kámen na "b1W" může táhnout na "a0QL1 a1QL1 a1W a2W b2W c1W c2W"
      A tah Tri-D "QL1-QL3" se podle dodatku E píše "QL3"

  Pravidlo: TR E10 braní, braní pěšcem a braní mimochodem

    @TR-E10
    Náčrt Scénáře: <zápis> je braní <dlouhý zápis>
      Pokud je dána pozice Tri-D "<pozice>"
      Pak se tah Tri-D "<zápis>" čte jako "<dlouhý zápis>"
      A tah Tri-D "<dlouhý zápis>" se podle dodatku E píše "<zápis>"

      Příklady:
        | zápis    | dlouhý zápis | pozice                                                       |
        | Bxd5N    | b3W-d5N      | Kd0KL1,Bb3W,kd9KL6,nd5N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10   |
        | Nxc6B    | b4N-c6B      | Kd0KL1,Nb4N,kd9KL6,pc6B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10   |
        | Rxd0KL1  | d3W-d0KL1    | Ka4W,Rd3W,kz9QL6,bd0KL1 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10   |
        | aWxb4W   | a3W-b4W      | Kd0KL1,Pa3W,kd9KL6,nb4W QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10   |
        | cBxb6N   | c7B-b6N      | Kd0KL1,Nb6N,kd9KL6,pc7B QL1:w,KL1:w,QL6:b,KL6:b b - - 0 10   |
        | dWxe5KL5 | d4W-e5KL5    | Kd0KL1,Pd4W,kd9KL6,ne5KL5 QL1:w,KL1:w,KL5:b,KL6:b w - - 0 10 |

    @TR-E10
    Scénář: braní mimochodem se zapisuje polem, kam pěšec dopadne, s e.p.
      Pokud je dána pozice Tri-D "Kd0KL1,kd9KL6,Pb5B,pc5N QL1:w,KL1:w,QL6:b,KL6:b w c5N - 0 11"
      Pak se tah Tri-D "b5B-c6N" podle dodatku E píše "bBxc6Ne.p."
      A tah Tri-D "bBxc6B e.p." se čte jako "b5B-c6B"

    @TR-E10
    Scénář: x u tahu, který nic nebere, nebo e.p. u obyčejného braní se odmítá
      Pokud je dána pozice Tri-D "Kd0KL1,Nc1W,Pa3W,kd9KL6,nb4W QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Pak je tah Tri-D "Nxb3W" odmítnut s kódem ERR_CAPTURE_MARK podle "TR E10"
      A odmítnutí tahu Tri-D "Nxb3W" uvádí podrobnost: "x značí braní, ale tento tah nic nebere"
      A tah Tri-D "Nb3W" je platný
      A tah Tri-D "aWxb4We.p." je odmítnut s kódem ERR_CAPTURE_MARK podle "TR E10"
      A odmítnutí tahu Tri-D "aWxb4We.p." uvádí podrobnost: "e.p. se píše jen u braní mimochodem"
      A tah Tri-D "aWxb4W" je platný

  Pravidlo: TR E11 dva stejné kameny: výchozí sloupec, řada nebo úroveň

    @TR-E11
    Náčrt Scénáře: jezdci na <a> a <b> mohou oba táhnout na c5N
      Pokud je dána pozice Tri-D "Kd0KL1,N<a>,N<b>,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Pak se tah Tri-D "<a>-c5N" podle dodatku E píše "<ta>"
      A tah Tri-D "<b>-c5N" se podle dodatku E píše "<tb>"
      A tah Tri-D "Nc5N" je odmítnut s kódem ERR_AMBIGUOUS_MOVE podle "TR E11"

      Příklady:
        | a   | b   | ta    | tb    |
        | b3W | d3W | Nbc5N | Ndc5N |
        | b3W | b7B | N3c5N | N7c5N |
        | b3W | a4N | Nbc5N | Nac5N |
        | b3W | b3N | NWc5N | NNc5N |

    @TR-E11
    Náčrt Scénáře: při braní následuje značka za rozlišením: <ta>
      Pokud je dána pozice Tri-D "Kd0KL1,N<a>,N<b>,kd9KL6,pc5N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Pak se tah Tri-D "<a>-c5N" podle dodatku E píše "<ta>"
      A tah Tri-D "<tb>" se čte jako "<b>-c5N"

      Příklady:
        | a   | b   | ta     | tb     |
        | b3W | d3W | Nbxc5N | Ndxc5N |
        | b3W | b7B | N3xc5N | N7xc5N |
        | b3W | a4N | Nbxc5N | Naxc5N |
        | b3W | b3N | NWxc5N | NNxc5N |

    @TR-E11
    Scénář: jezdce ve sloupci z a v řadě 0 rozliší sloupec z a řada 0
      Jezdci na z0QL1 a d0KL1 mohou oba táhnout na b1W (stejná řada, různé sloupce), jezdci na d0KL1
      a d4N oba na c2W (stejný sloupec, různé řady).
      Pokud je dána pozice Tri-D "Ka4W,Nz0QL1,Nd0KL1,Nd4N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Pak se tah Tri-D "z0QL1-b1W" podle dodatku E píše "Nzb1W"
      A tah Tri-D "Nzb1W" se čte jako "z0QL1-b1W"
      A tah Tri-D "Ndb1W" se čte jako "d0KL1-b1W"
      A tah Tri-D "d0KL1-c2W" se podle dodatku E píše "N0c2W"
      A tah Tri-D "N0c2W" se čte jako "d0KL1-c2W"
      A tah Tri-D "N4c2W" se čte jako "d4N-c2W"

    @TR-E11
    Scénář: tři jezdci dosáhnou c5N: jezdec na b3W má s jedním společný sloupec a s druhým řadu i úroveň, proto se píší všechny tři
      Pokud je dána pozice Tri-D "Kd0KL1,Nb3W,Nb7B,Nd3W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Pak se tah Tri-D "b3W-c5N" podle dodatku E píše "Nb3Wc5N"
      A tah Tri-D "Nb3Wc5N" se čte jako "b3W-c5N"
      A tah Tri-D "b7B-c5N" se podle dodatku E píše "N7c5N"
      A tah Tri-D "d3W-c5N" se podle dodatku E píše "Ndc5N"

    @TR-E11
    Scénář: odmítnutý tah se vysvětlí podle kamenů, které určuje zapsaný sloupec, řada nebo úroveň, ať jsou kterékoli strany
      Tři bílí jezdci míří na c2W: jezdec na d4N je vázán věží na d6N, jezdci na z1QL1 a a0QL1
      nejsou o skok jezdce daleko. Černý jezdec na a3W by tam táhnout mohl, kdyby byl na tahu černý.
      Každé zapsané výchozí pole vybere jezdce, jejichž odmítnutí se uvede.
      Pokud je dána pozice Tri-D "Kd1W,Nd4N,Nz1QL1,Na0QL1,na3W,rd6N,kb8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 20"
      Pak je tah Tri-D "Nc2W" odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A tah Tri-D "NNc2W" je odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A tah Tri-D "Nzc2W" je odmítnut s kódem ERR_KNIGHT_MOVE podle "TR 3.3"
      A tah Tri-D "N0c2W" je odmítnut s kódem ERR_KNIGHT_MOVE podle "TR 3.3"
      A tah Tri-D "NQL1c2W" je odmítnut s kódem ERR_NO_SUCH_MOVE podle "TR 3.1"
      A odmítnutí tahu Tri-D "NQL1c2W" uvádí kámen: "jezdec"
      A odmítnutí tahu Tri-D "NQL1c2W" uvádí cílové pole: "c2W"
      A tah Tri-D "Nac2W" je odmítnut s kódem ERR_WRONG_SIDE podle "TR 1.1"
      A odmítnutí tahu Tri-D "Nac2W" uvádí pole: "a3W"
      A odmítnutí tahu Tri-D "Nac2W" uvádí stranu: "bílý"
      A tah Tri-D "N3c2W" je odmítnut s kódem ERR_WRONG_SIDE podle "TR 1.1"
      A tah Tri-D "NWc2W" je odmítnut s kódem ERR_WRONG_SIDE podle "TR 1.1"
      A tah Tri-D "c3W" je odmítnut s kódem ERR_NO_SUCH_MOVE podle "TR 3.1"
      A odmítnutí tahu Tri-D "c3W" uvádí kámen: "pěšec"

  Pravidlo: TR E12 dva pěšci: výchozí sloupec, a úroveň při stejném sloupci i řadě

    @TR-E12 @TR-E7
    Scénář: axb4N a cxb4N s bílými pěšci na a3W a c3W
      Pokud je dána pozice Tri-D "Kd0KL1,Pa3W,Pc3W,kd9KL6,nb4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Pak se tah Tri-D "axb4N" čte jako "a3W-b4N"
      A tah Tri-D "cxb4N" se čte jako "c3W-b4N"

    @TR-E12
    Scénář: aWa4N a aNa4N s pěšci na a3W a a3N; braní aWxb4N a aNxb4N
      Pokud je dána pozice Tri-D "Kd0KL1,Pa3W,Pa3N,kd9KL6,nb4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Pak se tah Tri-D "a3W-a4N" podle dodatku E píše "aWa4N"
      A tah Tri-D "a3N-a4N" se podle dodatku E píše "aNa4N"
      A tah Tri-D "aWxb4N" se čte jako "a3W-b4N"
      A tah Tri-D "aNxb4N" se čte jako "a3N-b4N"
      A tah Tri-D "a4N" je odmítnut s kódem ERR_AMBIGUOUS_PAWN_MOVE podle "TR E12"
      A odmítnutí tahu Tri-D "a4N" uvádí možné tahy: "a3W-a4N, a3N-a4N"
      A odmítnutí tahu Tri-D "a4N" uvádí zápis: "a4N"

  Pravidlo: TR E13 dvě útočné desky mohou na týž čep: výchozí čep, pomlčka, čep příchodu

    @TR-E13
    Scénář: desky na KL1 a QL3, každá s jedním bílým pěšcem, mohou obě na KL3
      Pokud je dána pozice Tri-D "Kb1W,Pe1KL1,Pz3QL3,kd9KL6 QL3:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Pak je tah Tri-D "KL1-KL3" platný
      A tah Tri-D "QL3-KL3" je platný
      A tah Tri-D "KL3" je odmítnut s kódem ERR_AMBIGUOUS_BOARD_MOVE podle "TR E13"
      A odmítnutí tahu Tri-D "KL3" uvádí možné tahy: "QL3-KL3, KL1-KL3"
      A odmítnutí tahu Tri-D "KL3" uvádí cílové pole: "KL3"
      A tah Tri-D "QL3-KL3" se podle dodatku E píše "QL3-KL3"

  Pravidlo: TR E14 proměna pěšce: tah pěšcem a písmeno nového kamene

    @TR-E14
    Náčrt Scénáře: <zápis> je proměna pěšce
      Pokud je dána pozice Tri-D "<pozice>"
      Pak se tah Tri-D "<zápis>" čte jako "<dlouhý zápis>"

      Příklady:
        | zápis  | dlouhý zápis  | pozice                                                  |
        | d8BQ   | d7B-d8B=Q     | Kd0KL1,Pd7B,kz9QL6 QL1:w,KL1:w,QL6:b w - - 0 30         |
        | e9KL6N | e8KL6-e9KL6=N | Kd0KL1,Pe8KL6,kz9QL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30 |
        | b1WB   | b2W-b1W=B     | Kd0KL1,pb2W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b b - - 0 30   |
        | d0KL1R | d1KL1-d0KL1=R | Ka4W,pd1KL1,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b b - - 0 30   |

  Pravidlo: TR E15 rošáda číslicí nula; dlouhý zápis jmenuje oba konce (oddíl 13)

    @TR-E15 @TR-long-form
    Scénář: 0-0 a dlouhý zápis tahů partie
      Pokud se hraje nová partie trojrozměrných šachů
      Když jsou zahrány tahy "b2W-b4N b7B-b5B Nb3W 0-0"
      Pak na "e9KL6" stojí "k"
      A zápis pozice Tri-D se přečte zpět jako tatáž pozice

    @TR-E15
    Scénář: rošáda se píše 0-0 na královském křídle a 0-0-0 na dámském
      Pokud je dána pozice Tri-D "Kd0KL1*,Re0KL1*,Rz0QL1*,kb8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak se tah Tri-D "0-0" podle dodatku E píše "0-0"
      A tah Tri-D "0-0-0" se podle dodatku E píše "0-0-0"

    @TR-E15
    Scénář: šach se píše znaménkem +
      Věž na d5N napadá krále na d9KL6 sloupcem d vzhůru; král může ustoupit stranou, je to tedy
      šach, ne mat.
      Pokud je dána pozice Tri-D "Kc1W,Ra5N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 20"
      Pak se tah Tri-D "a5N-d5N" podle dodatku E píše "Rd5N+"

  Pravidlo: TR E ukázková partie a přísné či shovívavé čtení (rozhodnutí 14, volba notation)

    @TR-E @TR-sample-game
    Scénář: Mederova ukázková partie se přehraje při shovívavém čtení s varováním u a6S a u 11...a5B
      Pokud byla sehrána Mederova ukázková partie
      Pak ukázková partie vydala varování "a6S:WARN_LEVEL_LETTER_S a5B:WARN_AMBIGUOUS_SAME_POSITION"
      A pozice je závěrečnou pozicí ukázkové partie

    @TR-E
    Scénář: notation strict: německé písmeno úrovně S je odmítnuto
      Pokud je volba pravidel "notation" nastavena na "strict"
      A hraje se nová partie trojrozměrných šachů
      A byly zahrány tahy "b2W-b4N b7B-b5B c2W-c3W a7B-a6N a1W-c2W c7B-c6B a2W-a3N"
      Pak je tah Tri-D "a6S" odmítnut s kódem ERR_UNKNOWN_SQUARE podle "TR E4"
      A tah Tri-D "a6B" je platný

    @TR-E
    Scénář: notation lenient: S se čte jako B, s varováním
      Pokud je volba pravidel "notation" nastavena na "lenient"
      A hraje se nová partie trojrozměrných šachů
      A byly zahrány tahy "b2W-b4N b7B-b5B c2W-c3W a7B-a6N a1W-c2W c7B-c6B a2W-a3N"
      Pak čtení "a6S" vydá varování WARN_LEVEL_LETTER_S
      A tah Tri-D "a6S" se čte jako "a8QL6-a6B"

    @TR-E
    Scénář: notation lenient: dva jezdci, kteří dosáhnou c5N, zanechají různé pozice, proto se Nc5N přesto odmítá
      Podle rozhodnutí 14 smí shovívavé čtení zvolit kterýkoli z tahů jen tehdy, když oba zanechají
      stejnou pozici při pohledu shora; jezdci na b3W a d3W stojí v různých sloupcích.
      Pokud je volba pravidel "notation" nastavena na "lenient"
      A je dána pozice Tri-D "Kd0KL1,Nb3W,Nd3W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Pak je tah Tri-D "Nc5N" odmítnut s kódem ERR_AMBIGUOUS_MOVE podle "TR E11"
      A odmítnutí tahu Tri-D "Nc5N" uvádí možné tahy: "b3W-c5N, d3W-c5N"
      A odmítnutí tahu Tri-D "Nc5N" uvádí zápis: "Nc5N"

    @TR-E
    Scénář: chybný zápis je odmítnut s důvodem a nic se nezmění
      Pokud se hraje nová partie trojrozměrných šachů
      Pak je tah Tri-D "b2W--b4N" odmítnut s kódem ERR_NOTATION_MALFORMED podle "TR E9"
      Když je zahrán tah "Qx"
      Pak je tah odmítnut s kódem ERR_NOTATION_MALFORMED podle "TR E9"
      A nic se nezměnilo

    @TR-E
    Scénář: tah zapsaný téměř správně je odmítnut a dozvíme se, co je na něm špatně
      Pokud se hraje nová partie trojrozměrných šachů
      Pak je tah Tri-D "b2-b4" odmítnut s kódem ERR_NOTATION_NO_LEVEL podle "TR E4"
      A tah Tri-D "b4n" je odmítnut s kódem ERR_NOTATION_LEVEL_CASE podle "TR E3"
      A tah Tri-D "ql1-ql3" je odmítnut s kódem ERR_NOTATION_LEVEL_CASE podle "TR E3"
      A tah Tri-D "Nb1W-c3W" je odmítnut s kódem ERR_NOTATION_LONG_FORM_LETTER podle "TR E9"
      A tah Tri-D "b2W–b4W" je odmítnut s kódem ERR_NOTATION_DASH podle "TR E9"
      A tah Tri-D "b2W-b4W, b7B-b5B" je odmítnut s kódem ERR_NOTATION_COMMA podle "TR E9"
