# language: cs
# Vygenerováno z features/tri-d-chess/variants/attack-boards.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/variants/attack-boards.json.
@V.A
Požadavek: Varianty útočných desek V.A1, V.A2, V.A2.1, V.A4 a V.A5
  Každá varianta je volba pravidel, ve výchozím stavu vypnutá, a varianty lze kombinovat. V pozicích
  níže stojí králové na hlavních deskách, takže útočné desky nesou jen jmenované kameny.

  Pravidlo: V.A1 obsazené desky vpřed nebo do boku, prázdné desky vzad nebo do boku (Ralph Peters)

    @V.A1
    Scénář: podle Turnajových pravidel táhne prázdná deska kamkoli na sousední čep
      Pokud se hraje partie trojrozměrných šachů z postavení "Kc1W,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak útočná deska na "QL3" může táhnout na "KL3 QL1 QL2 QL4 QL5"

    @V.A1
    Scénář: podle V.A1 táhne prázdná deska jen vzad nebo do boku
      Pokud je volba pravidel "v-a1" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak útočná deska na "QL3" může táhnout na "KL3 QL1"
      Když je zahrán tah "QL3-QL4"
      Pak je tah odmítnut s kódem ERR_EMPTY_BOARD_FORWARD podle "V.A1"
      A nic se nezměnilo

    @V.A1
    Scénář: podle V.A1 táhne obsazená deska jen vpřed nebo do boku
      Pokud je volba pravidel "v-a1" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Na2QL3,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak útočná deska na "QL3" může táhnout na "KL3 QL2 QL4 QL5"

    @V.A1
    Scénář: podle V.A1 táhne obsazená deska stále jen na sousední čep (TR 3.6)
      Pokud je volba pravidel "v-a1" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Na2QL3,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL3-QL6"
      Pak je tah odmítnut s kódem ERR_BOARD_NOT_ADJACENT podle "TR 3.6"
      A nic se nezměnilo

    @V.A1
    Scénář: podle V.A1 táhne prázdná deska do strany jen na volný čep (TR 3.6)
      Pokud je volba pravidel "v-a1" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL1-KL1"
      Pak je tah odmítnut s kódem ERR_BOARD_PIN_OCCUPIED podle "TR 3.6"
      A nic se nezměnilo

    @V.A1
    Scénář: podle V.A1 zůstává prázdná deska soupeře soupeřovou (TR 3.6)
      Pokud je volba pravidel "v-a1" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL4-QL6"
      Pak je tah odmítnut s kódem ERR_BOARD_NOT_YOURS podle "TR 3.6"
      A nic se nezměnilo

  Pravidlo: V.A2 desku, na které stojí kámen, lze pootočit o 180°

    @V.A2
    Scénář: pěšec ve sloupci z se uvolní pootočením své desky
      Pokud je volba pravidel "v-a2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pz1QL1,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL1-QL1"
      Pak je tah přijat
      A na 3D poli "a0QL1" stojí "P"
      A na 3D poli "z1QL1" stojí "-"
      A pole "z1QL1" a "a0QL1" mají stejnou barvu
      Když jsou zahrány tahy "c8B-c7B a0QL1-a1W"
      Pak na 3D poli "a1W" stojí "P"

    @V.A2
    Náčrt Scénáře: pěšec ve sloupci <sloupec> se po pootočení dostane na hlavní desku
      Pokud je volba pravidel "v-a2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,P<pěšec>,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když jsou zahrány tahy "<otočení> c8B-c7B <po otočení>-<cíl>"
      Pak na 3D poli "<cíl>" stojí "P"

      Příklady:
        | sloupec | pěšec | otočení | po otočení | cíl |
        | z       | z1QL1 | QL1-QL1 | a0QL1      | a1W |
        | e       | e1KL1 | KL1-KL1 | d0KL1      | d1W |

    @V.A2
    Scénář: otočení desky nesmí vystavit vlastního krále šachu
      Král na z0QL1 se otočením desky dostane na a1QL1 a věž na a5B ohrožuje sloupec a.
      Pokud je volba pravidel "v-a2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kz0QL1,ra5B,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL1-QL1"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo

    @V.A2
    Scénář: prázdnou desku nelze pootočit
      Pokud je volba pravidel "v-a2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL1-QL1"
      Pak je tah odmítnut s kódem ERR_BOARD_TURN_EMPTY podle "V.A2"
      A nic se nezměnilo

    @V.A2 @TR-3.6
    Scénář: otočení vyžaduje na desce právě jeden kámen: deska nesoucí dva se neotáčí
      Stránka říká, že otočit lze desku „obsazenou jedním kamenem“. Projekt to čte jako právě jeden:
      deska se dvěma kameny se vůbec nepohne (TR 3.6) a otočení je tah.
      Pokud je volba pravidel "v-a2" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pz1QL1,Pa1QL1,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak útočná deska na "QL1" může táhnout na ""
      Když je zahrán tah "QL1-QL1"
      Pak je tah odmítnut s kódem ERR_BOARD_OVERFULL podle "TR 3.6"
      A nic se nezměnilo

    @V.A2
    Scénář: bez volby desku pootočit nelze
      Pokud se hraje partie trojrozměrných šachů z postavení "Kc1W,Pz1QL1,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL1-QL1"
      Pak je tah odmítnut s kódem ERR_BOARD_TURN_NOT_ALLOWED podle "TR 3.6"
      A nic se nezměnilo

  Pravidlo: V.A2.1 deska táhne o dvě pole (řady) podél své strany; žádné tahy do boku

    @V.A2.1
    Scénář: z QL3 dosáhne deska QL1, QL2 a QL5, ne QL4 (příklad na stránce uvádí QL4; viz VARIANTS.md)
      Pokud je volba pravidel "v-a2-1" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak útočná deska na "QL3" může táhnout na "QL1 QL2 QL5"
      Když je zahrán tah "QL3-QL4"
      Pak je tah odmítnut s kódem ERR_BOARD_NOT_TWO_AWAY podle "V.A2.1"
      A nic se nezměnilo
      Když je zahrán tah "QL3-QL5"
      Pak je tah přijat

  Pravidlo: V.A4 šest útočných desek, z toho dvě neutrální (Andrew Bartmess)

    @V.A4
    Scénář: neutrální desky začínají na KL3 a QL4 a stojí, dokud jsou prázdné
      Pokud je volba pravidel "v-a4" nastavena na "on"
      A hraje se nová partie trojrozměrných šachů
      Pak útočné desky stojí na "QL1:w KL1:w KL3:n QL4:n QL6:b KL6:b"
      A útočná deska na "KL3" může táhnout na ""
      Když je zahrán tah "KL3-KL2"
      Pak je tah odmítnut s kódem ERR_BOARD_NEUTRAL podle "V.A4"
      A nic se nezměnilo

    @V.A4
    Scénář: kámen na neutrální desce dovolí svému majiteli s deskou táhnout
      Pokud je volba pravidel "v-a4" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Nd2KL3,kc8B QL1:w,KL1:w,KL3:n,QL4:n,QL6:b,KL6:b w - - 0 2"
      Pak útočná deska na "KL3" může táhnout na "KL2 KL4 KL5 QL3"
      Když je zahrán tah "KL3-KL6"
      Pak je tah odmítnut s kódem ERR_BOARD_NOT_ADJACENT podle "TR 3.6"
      A nic se nezměnilo

    @V.A4
    Scénář: neutrální deska, která se znovu vyprázdnila, je opět neutrální a stojí
      Bílý jezdec vstoupí na neutrální desku na KL3 a zase ji opustí. Bílý s deskou směl táhnout
      jen, dokud na ní jezdec stál; prázdná nepatří nikomu a zůstává, kde je.
      Pokud je volba pravidel "v-a4" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Ra2W,Nb1W,kc8B QL1:w,KL1:w,KL3:n,QL4:n,QL6:b,KL6:b w - - 0 2"
      Když jsou zahrány tahy "b1W-d2KL3 c8B-c7B"
      Pak útočná deska na "KL3" může táhnout na "KL2 KL4 KL5 QL3"
      Když jsou zahrány tahy "d2KL3-b1W c7B-c8B"
      Pak útočné desky stojí na "QL1:w KL1:w KL3:n QL4:n QL6:b KL6:b"
      A útočná deska na "KL3" může táhnout na ""
      Když je zahrán tah "KL3-KL2"
      Pak je tah odmítnut s kódem ERR_BOARD_NEUTRAL podle "V.A4"
      A nic se nezměnilo

    @V.A4
    Scénář: neutrální desky přibudou i do pozice zadané bez útočných desek
      Pokud je volba pravidel "v-a4" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Pa2W,kd6B,pd7B - w - - 0 20"
      Pak útočné desky stojí na "KL3:n QL4:n"

    @V.A4
    Scénář: neutrální deska nepřibude na čep, který už drží jiná deska
      Pokud je volba pravidel "v-a4" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,KL3:w,QL6:b,KL6:b w - - 0 20"
      Pak útočné desky stojí na "QL1:w KL3:w QL4:n QL6:b KL6:b"

    @V.A4
    Scénář: neutrální desky přibudou i do zápisu pozice s nadbytečnými mezerami
      Pokud je volba pravidel "v-a4" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "  Kc1W,kc8B  QL1:w,KL1:w,QL6:b,KL6:b  w - - 0 20 "
      Pak útočné desky stojí na "QL1:w KL1:w KL3:n QL4:n QL6:b KL6:b"

    @V.A4
    Scénář: zápis pozice bez sedmi polí je jako takový odmítnut, ať s neutrálními deskami, či bez nich
      Pokud je volba pravidel "v-a4" nastavena na "on"
      A hraje se nová partie trojrozměrných šachů
      Pak je zápis pozice Tri-D "Kc1W,kc8B" odmítnut s kódem ERR_POSITION_SYNTAX

    @V.A4
    Scénář: pozice, která už neutrální desky má, je ponechá tam, kde stojí
      Pokud je volba pravidel "v-a4" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,KL1:w,KL2:n,QL4:n,QL6:b,KL6:b w - - 0 20"
      Pak útočné desky stojí na "QL1:w KL1:w KL2:n QL4:n QL6:b KL6:b"

  Pravidlo: V.A5 jen vlastní desky, nahoru a dolů po vlastní straně (Ken Dayson)

    @V.A5
    Scénář: bílá deska z QL1 táhne jen na QL3
      Pokud je volba pravidel "v-a5" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Pak útočná deska na "QL1" může táhnout na "QL3"

    @V.A5
    Scénář: podle Turnajových pravidel smí bílý táhnout černou deskou, na které stojí bílý kámen
      Pokud se hraje partie trojrozměrných šachů z postavení "Kc1W,Na5QL5,kc8B QL1:w,KL1:w,QL5:b,KL6:b w - - 0 2"
      Pak útočná deska na "QL5" může táhnout na "KL5 QL4 QL6"

    @V.A5
    Scénář: podle V.A5 nesmí
      Pokud je volba pravidel "v-a5" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Na5QL5,kc8B QL1:w,KL1:w,QL5:b,KL6:b w - - 0 2"
      Pak útočná deska na "QL5" může táhnout na ""
      Když je zahrán tah "QL5-QL6"
      Pak je tah odmítnut s kódem ERR_BOARD_NOT_OWN podle "V.A5"
      A nic se nezměnilo

    @V.A5
    Scénář: podle V.A5 táhne deska jen nahoru či dolů po své straně
      Pokud je volba pravidel "v-a5" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL1-QL2"
      Pak je tah odmítnut s kódem ERR_BOARD_OFF_DIAGONAL podle "V.A5"
      A odmítnutí uvádí tah desky z "QL1" na "QL2"
      A nic se nezměnilo

    @V.A5 @V.A1
    Scénář: s V.A1 navíc nesmí prázdná deska ani po své straně táhnout nahoru
      Pokud platí volby pravidel "v-a5=on, v-a1=on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL1-QL3"
      Pak je tah odmítnut s kódem ERR_EMPTY_BOARD_FORWARD podle "V.A1"
      A nic se nezměnilo

    @V.A5
    Scénář: podle V.A5 nemůže bílý kámen odvézt černou desku ani dopředu
      Pokud je volba pravidel "v-a5" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Na3QL3,kc8B QL1:w,KL1:w,QL3:b,KL6:b w - - 0 2"
      Pak útočná deska na "QL3" může táhnout na ""
      Když je zahrán tah "QL3-QL5"
      Pak je tah odmítnut s kódem ERR_BOARD_NOT_OWN podle "V.A5"
      A nic se nezměnilo

    @V.A5
    Scénář: podle V.A5 nemá prázdný čep stále žádnou desku, kterou by šlo táhnout (TR 3.6)
      Pokud je volba pravidel "v-a5" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL2-QL4"
      Pak je tah odmítnut s kódem ERR_NO_BOARD_ON_PIN podle "TR 3.6"
      A nic se nezměnilo

    @V.A5
    Scénář: podle V.A5 zůstane černá deska se dvěma bílými kameny stát, protože je přeplněná (TR 3.6)
      Pokud je volba pravidel "v-a5" nastavena na "on"
      A hraje se partie trojrozměrných šachů z postavení "Kc1W,Na5QL5,Nz4QL5,kc8B QL1:w,KL1:w,QL5:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL5-QL3"
      Pak je tah odmítnut s kódem ERR_BOARD_OVERFULL podle "TR 3.6"
      A nic se nezměnilo

    @V.A5 @V.A2
    Scénář: podle V.A5 není otočení tahem podél strany: posuzuje se jako každé otočení
      Pokud platí volby pravidel "v-a2=on, v-a5=on"
      A hraje se partie trojrozměrných šachů z postavení "Kz0QL1,ra5B,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2"
      Když je zahrán tah "QL1-QL1"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo
