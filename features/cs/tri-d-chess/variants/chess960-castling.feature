# language: cs
# Vygenerováno z features/tri-d-chess/variants/chess960-castling.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/variants/chess960-castling.json.
@V.P5.3
Požadavek: V.P5.3 rošáda v 3D-Šachu960
  Král a věž skončí tam, kam je staví běžná rošáda: na straně a (0-0-0) král na a0QL1 a věž na
  d0KL1, na straně e (0-0) král na e0KL1 a věž na d0KL1. V pozicích níže je na tahu bílý ve 2. tahu,
  s útočnými deskami podle TR 2.5.

  Pravidlo: V.P5.3.2 závěrečná pole jsou pole běžné rošády

    @V.P5.3.2
    Scénář: strana e z postavení pro rošádu dvojtahem
      Pokud se hraje partie trojrozměrných šachů z postavení "Rb1W*,Kc1W*,Rd1W*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "0-0"
      Pak je tah přijat
      A na 3D poli "e0KL1" stojí "K"
      A na 3D poli "d0KL1" stojí "R"
      A na 3D poli "c1W" stojí "-"
      A na 3D poli "d1W" stojí "-"

    @V.P5.3.2
    Náčrt Scénáře: rošády černého končí na polích černého: <rošáda> postaví krále na <král na> a věž na d9KL6
      Pokud se hraje partie trojrozměrných šachů z postavení "Kc1W,rb8B*,kc8B*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2"
      Když je zahrán tah "<rošáda>"
      Pak je tah přijat
      A na 3D poli "<král na>" stojí "k"
      A na 3D poli "d9KL6" stojí "r"
      A na 3D poli "c8B" stojí "-"

      Příklady:
        | rošáda | král na |
        | 0-0    | e9KL6   |
        | 0-0-0  | a9QL6   |

  Pravidlo: V.P5.3.3 čtyři druhy rošády

    @V.P5.3.3
    Scénář: (a) rošáda dvojtahem: věže b1W a d1W, král c1W
      Obě rošády jsou dvojtahem. Na straně a vede cesta věže na d0KL1 přes d1W, kde stojí druhá věž
      (V.P5.3.4), takže 0-0-0 se hraje, až ta věž odejde.
      Pokud se hraje partie trojrozměrných šachů z postavení "Rb1W*,Kc1W*,Rd1W*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak rošáda "0-0" bílého je "rošáda dvojtahem"
      Když je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_PATH_BLOCKED podle "V.P5.3.4"
      A odmítnutí uvádí pole "d1W"
      Když jsou zahrány tahy "d1W-d3W c8B-c7B"
      Pak rošáda "0-0-0" bílého je "rošáda dvojtahem"

    @V.P5.3.3
    Scénář: (b) rošáda transpozicí: věže a0QL1 a e0KL1, král d0KL1
      Pokud se hraje partie trojrozměrných šachů z postavení "Ra0QL1*,Kd0KL1*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak rošáda "0-0-0" bílého je "rošáda transpozicí"
      A rošáda "0-0" bílého je "rošáda transpozicí"
      Když je zahrán tah "0-0-0"
      Pak na 3D poli "a0QL1" stojí "K"
      A na 3D poli "d0KL1" stojí "R"

    @V.P5.3.3
    Scénář: (c) rošáda králem: věž d0KL1, král c1W, strana e
      Pokud se hraje partie trojrozměrných šachů z postavení "Rz0QL1*,Kc1W*,Rd0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak rošáda "0-0" bílého je "rošáda králem"
      A rošáda "0-0" bílého vyžaduje volná pole "d1W e0KL1"
      Když je zahrán tah "0-0"
      Pak je tah přijat
      A na 3D poli "e0KL1" stojí "K"
      A na 3D poli "d0KL1" stojí "R"

    @V.P5.3.3
    Scénář: (d) rošáda věží: věž z0QL1, král a0QL1, strana a
      Pokud se hraje partie trojrozměrných šachů z postavení "Rz0QL1*,Ka0QL1*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak rošáda "0-0-0" bílého je "rošáda věží"
      Když je zahrán tah "0-0-0"
      Pak je tah přijat
      A na 3D poli "a0QL1" stojí "K"
      A na 3D poli "d0KL1" stojí "R"
      A na 3D poli "z0QL1" stojí "-"

    @V.P5.3.3
    Náčrt Scénáře: král a věž, z nichž jen jeden stojí na cílovém poli druhého, provádějí rošádu dvojtahem
      Pokud se hraje partie trojrozměrných šachů z postavení "<postavení> QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak rošáda "<rošáda>" bílého je "rošáda dvojtahem"

      Příklady:
        | postavení                  | rošáda |
        | Ra0QL1*,Kc1W*,Re0KL1*,kc8B | 0-0-0  |
        | Rb1W*,Kd0KL1*,Re0KL1*,kc8B | 0-0-0  |

  Pravidlo: V.P5.3.1 rošáda vyžaduje krále a věž té strany dosud netáhnuvší na první řadě

    @V.P5.3.1
    Scénář: král, který už táhl, nerošuje na žádnou stranu
      Pokud se hraje partie trojrozměrných šachů z postavení "Rb1W*,Kc1W,Rd1W*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_NOT_AVAILABLE podle "TR 3.5(a)(ii)(1)"
      A nic se nezměnilo
      Když je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_NOT_AVAILABLE podle "TR 3.5(a)(ii)(1)"
      A nic se nezměnilo

    @V.P5.3.1
    Scénář: bez věže na straně a není 0-0-0, na straně e se rošovat dá
      Pokud se hraje partie trojrozměrných šachů z postavení "Kc1W*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je posouzen tah Tri-D "0-0-0"
      Pak posudek shledá tah neplatným s kódem ERR_CASTLING_NOT_AVAILABLE podle "TR 3.5(a)(ii)(1)"
      Když je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_NOT_AVAILABLE podle "TR 3.5(a)(ii)(1)"
      A nic se nezměnilo
      Když je zahrán tah "0-0"
      Pak je tah přijat
      A na 3D poli "e0KL1" stojí "K"
      A na 3D poli "d0KL1" stojí "R"

    @V.P5.3.1
    Náčrt Scénáře: král či věž, kteří už táhli, už nerošují, ať jsou zpět na svém poli či ne a ať v cestě stojí cokoli
      Pokud se hraje partie trojrozměrných šachů z postavení "Na1W,Rb1W*,Kc1W*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      A byly zahrány tahy "<tahy>"
      Když je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem <kód> podle "<pravidlo>"
      A nic se nezměnilo

      Příklady:
        | tahy                            | kód                     | pravidlo            |
        | b1W-b2W c8B-c7B                 | ERR_CASTLING_ROOK_MOVED | TR 3.5(a)(ii)(1)[c] |
        | b1W-b2W c8B-c7B b2W-b1W c7B-c8B | ERR_CASTLING_ROOK_MOVED | TR 3.5(a)(ii)(1)[c] |
        | c1W-c2W c8B-c7B                 | ERR_CASTLING_KING_MOVED | TR 3.5(a)(ii)(1)[b] |
        | c1W-c2W c8B-c7B c2W-c1W c7B-c8B | ERR_CASTLING_KING_MOVED | TR 3.5(a)(ii)(1)[b] |

    @V.P5.3.1
    Scénář: rošáda jednou za partii: král, který zůstal na svém poli, zatímco jeho věž rošovala, už rošádu neprovede
      Král a0QL1 a věž z0QL1 provedou rošádu tahem samotné věže (0-0-0); věž pak opustí d0KL1, aby
      byla cesta na straně e volná. Král pole a0QL1 nikdy neopustil, a přesto už rošádu provedl: 0-0
      s věží na e0KL1 je odmítnuta.
      Pokud se hraje partie trojrozměrných šachů z postavení "Rz0QL1*,Ka0QL1*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když jsou zahrány tahy "0-0-0 c8B-c7B d0KL1-d1W c7B-c8B"
      A je zahrán tah "0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_KING_MOVED podle "TR 3.5(a)(ii)(1)[b]"
      A nic se nezměnilo

  Pravidlo: V.P5.3.4 všechna pole mezi výchozím a konečným postavením krále i věže musí být volná

    @V.P5.3.4
    Scénář: příklad (1): král d0KL1, věže b1W a e0KL1, strana a
      Pokud se hraje partie trojrozměrných šachů z postavení "Na1W,Rb1W*,Kd0KL1*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak rošáda "0-0-0" bílého vyžaduje volná pole "a0QL1 c1W d1W"
      Když je zahrán tah "0-0-0"
      Pak je tah přijat
      A na 3D poli "a0QL1" stojí "K"
      A na 3D poli "d0KL1" stojí "R"
      A na 3D poli "a1W" stojí "N"

    @V.P5.3.4
    Scénář: příklad (1): kámen na c1W blokuje stranu a
      Pokud se hraje partie trojrozměrných šachů z postavení "Rb1W*,Nc1W,Kd0KL1*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_PATH_BLOCKED podle "V.P5.3.4"
      A nic se nezměnilo

    @V.P5.3.4
    Scénář: příklad (1): strana e nepotřebuje nic víc než TR 3.5(a)
      Pokud se hraje partie trojrozměrných šachů z postavení "Rb1W*,Nc1W,Kd0KL1*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak rošáda "0-0" bílého vyžaduje volná pole ""
      Když je zahrán tah "0-0"
      Pak je tah přijat

    @V.P5.3.4
    Scénář: příklad (2): král c1W, věže b1W a e0KL1
      Pokud se hraje partie trojrozměrných šachů z postavení "Rb1W*,Kc1W*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak rošáda "0-0-0" bílého vyžaduje volná pole "a0QL1 a1W d1W d0KL1"
      A rošáda "0-0" bílého vyžaduje volná pole "d1W d0KL1"

    @V.P5.3.4
    Scénář: příklad (2): kámen na a1W blokuje stranu a, ne stranu e
      Pokud se hraje partie trojrozměrných šachů z postavení "Na1W,Rb1W*,Kc1W*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_PATH_BLOCKED podle "V.P5.3.4"
      A nic se nezměnilo
      Když je zahrán tah "0-0"
      Pak je tah přijat
      A na 3D poli "e0KL1" stojí "K"
      A na 3D poli "d0KL1" stojí "R"

  Pravidlo: V.P5.3.5 král z řady 1 nepřejde žádné napadené pole

    @V.P5.3.5
    Scénář: král z c1W nesmí přejít přes napadené d1W
      Pokud se hraje partie trojrozměrných šachů z postavení "Rb1W*,Kc1W*,Re0KL1*,rd6N,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_CROSSES_ATTACK podle "V.P5.3.5"
      A odmítnutí uvádí pole "d1W"
      A nic se nezměnilo

    @V.P5.3.5
    Náčrt Scénáře: pole krále a jeho cílové pole posuzuje dál TR 3.5 (král v šachu, napadený cíl)
      Pokud se hraje partie trojrozměrných šachů z postavení "Rb1W*,Kc1W*,Re0KL1*,<jezdec>,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_ATTACKED podle "TR 3.5(a)(ii)(2)[a]"
      A nic se nezměnilo

      Příklady:
        | jezdec |
        | nb3W   |
        | nd2W   |

    @V.P5.3.5 @TR-3.5
    Náčrt Scénáře: rozhodnutí 5 u ostatních rošád řady: <rošáda> (<strana>) je odmítnuta, když <co je napadeno>
      Pokud se hraje partie trojrozměrných šachů z postavení "<postavení> QL1:w,KL1:w,QL6:b,KL6:b <na tahu> - - 0 2"
      Když je zahrán tah "<rošáda>"
      Pak je tah odmítnut s kódem ERR_CASTLING_ATTACKED podle "TR 3.5(a)(ii)(2)[a]"
      A nic se nezměnilo

      Příklady:
        | rošáda | strana | co je napadeno          | postavení                     | na tahu |
        | 0-0-0  | bílý   | král je v šachu         | Rb1W*,Kc1W*,Re0KL1*,na2W,kc8B | w       |
        | 0-0-0  | bílý   | cílové pole je napadeno | Rb1W*,Kc1W*,Re0KL1*,nb2W,kc8B | w       |
        | 0-0    | černý  | král je v šachu         | Kc1W,Nb6B,rb8B*,kc8B*,re9KL6* | b       |
        | 0-0    | černý  | cílové pole je napadeno | Kc1W,Nd7B,rb8B*,kc8B*,re9KL6* | b       |
        | 0-0-0  | černý  | král je v šachu         | Kc1W,Nd6B,rb8B*,kc8B*,re9KL6* | b       |
        | 0-0-0  | černý  | cílové pole je napadeno | Kc1W,Nb7B,rb8B*,kc8B*,re9KL6* | b       |

    @V.P5.3.5 @TR-3.5
    Náčrt Scénáře: věž, která opustí své pole, může otevřít linii na cílové pole krále: taková rošáda se odmítne
      Pokud se hraje partie trojrozměrných šachů z postavení "<postavení> QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "<rošáda>"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo

      Příklady:
        | postavení               | rošáda |
        | Rb1W*,Kd0KL1*,bc2W,kc8B | 0-0-0  |
        | Ka0QL1*,Rd1W*,qb3W,kc8B | 0-0    |

    @V.P5.3.5
    Scénář: krále v řadě 0 napadení cesty věže neomezuje
      Pokud se hraje partie trojrozměrných šachů z postavení "Rb1W*,Kd0KL1*,Re0KL1*,rc6N,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "0-0-0"
      Pak je tah přijat
      A na 3D poli "a0QL1" stojí "K"

  Pravidlo: V.P5.3.7 žádná rošáda prvním tahem

    @V.P5.3.7
    Scénář: rošáda prvním tahem bílého je odmítnuta
      Pokud se hraje partie trojrozměrných šachů z postavení "Rb1W*,Kc1W*,Rd1W*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1"
      Když je zahrán tah "0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_FIRST_MOVE podle "TR 3.5(a)(ii)(1)[a]"
      A nic se nezměnilo

    @V.P5.3.7
    Scénář: zablokovaná rošáda prvním tahem černého je odmítnuta jako rošáda prvním tahem
      Pokud se hraje partie trojrozměrných šachů z postavení "Na1W,Rb1W*,Kc1W*,Re0KL1*,na8B,rb8B*,kc8B*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 1"
      Když je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_FIRST_MOVE podle "TR 3.5(a)(ii)(1)[a]"
      A nic se nezměnilo

    @V.P5.3.7
    Scénář: castling-first-move first-ply-only: rošáda prvním tahem černého se posuzuje podle V.P5.3.4
      Pokud je volba pravidel "castling-first-move" nastavena na "first-ply-only"
      A hraje se partie trojrozměrných šachů z postavení "Na1W,Rb1W*,Kc1W*,Re0KL1*,na8B,rb8B*,kc8B*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 1"
      Když je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_PATH_BLOCKED podle "V.P5.3.4"
      A odmítnutí uvádí pole "a8B"
      A nic se nezměnilo

    @V.P5.3.7
    Scénář: castling-first-move first-ply-only: rošáda bílého prvním tahem partie je odmítnuta jako taková, ať je cesta volná či ne
      Pokud je volba pravidel "castling-first-move" nastavena na "first-ply-only"
      A hraje se partie trojrozměrných šachů z postavení "Na1W,Rb1W*,Kc1W*,Re0KL1*,na8B,rb8B*,kc8B*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1"
      Když je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_FIRST_MOVE podle "TR 3.5(a)(ii)(1)[a]"
      A nic se nezměnilo

    @V.P5.3.7
    Scénář: castling-first-move first-ply-only: pozdější rošády bílého se posuzují podle V.P5.3.4
      Pokud je volba pravidel "castling-first-move" nastavena na "first-ply-only"
      A hraje se partie trojrozměrných šachů z postavení "Na1W,Rb1W*,Kc1W*,Re0KL1*,na8B,rb8B*,kc8B*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_PATH_BLOCKED podle "V.P5.3.4"
      A odmítnutí uvádí pole "a1W"
      A nic se nezměnilo

  Pravidlo: V.P5.3 posouzená rošáda 3D-Šachů960 uvádí ustanovení, která uplatňuje

    @V.P5.3
    Scénář: rošády bílého z příkladu (2) se posuzují podle V.P5.3.2 až V.P5.3.5
      Pokud se hraje partie trojrozměrných šachů z postavení "Rb1W*,Kc1W*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je posouzen tah Tri-D "0-0-0"
      Pak posudek uvádí pravidla "TR 3.5(a)(ii), TR 3.5(b), V.P5.3.2, V.P5.3.3, V.P5.3.4, V.P5.3.5"
      Když je posouzen tah Tri-D "0-0"
      Pak posudek uvádí pravidla "TR 3.5(a)(ii), TR 3.5(b), V.P5.3.2, V.P5.3.3, V.P5.3.4, V.P5.3.5"

    @V.P5.3
    Scénář: rošáda černého se posuzuje stejně
      Pokud se hraje partie trojrozměrných šachů z postavení "Kc1W,rb8B*,kc8B*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2"
      Když je posouzen tah Tri-D "0-0-0"
      Pak posudek uvádí pravidla "TR 3.5(a)(ii), TR 3.5(b), V.P5.3.2, V.P5.3.3, V.P5.3.4, V.P5.3.5"
