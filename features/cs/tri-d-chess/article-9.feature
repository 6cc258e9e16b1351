# language: cs
# Vygenerováno z features/tri-d-chess/article-9.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/article-9.json.
@TR-9
Požadavek: TR 9 Nerozhodná partie
  Opakování pozice a pravidlo padesáti tahů reklamuje hráč na tahu; mrtvá pozice končí partii
  okamžitě.

  Pravidlo: TR 9.2 trojí opakování pozice; k pozici patří čep a majitel každé útočné desky (rozhodnutí 11)

    @TR-9.2 @TR-5.4
    Scénář: jezdci dvakrát ven a zpět: třetí výskyt lze reklamovat
      Pokud se hraje nová partie trojrozměrných šachů
      A byly zahrány tahy "Nb3W Nb6B Na1W Na8B Nb3W Nb6B Na1W"
      Pak nelze reklamovat remízu
      Když je zahrán tah "Na8B"
      Pak lze reklamovat remízu pro trojí opakování pozice podle "TR 9.2"
      Když bílý reklamuje remízu pro trojí opakování pozice
      Pak partie skončila výsledkem "1/2-1/2" (trojí opakování pozice)

    @TR-9.2 @TR-5.4
    Scénář: útočné desky tam a zpět opakují pozici
      Pokud je dána pozice Tri-D "Kb1W,Ra2W,kb8B,rc7B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30"
      A byly zahrány tahy "QL1-QL3 QL6-QL4 QL3-QL1 QL4-QL6 QL1-QL3 QL6-QL4 QL3-QL1"
      Pak nelze reklamovat remízu
      Když je zahrán tah "QL4-QL6"
      Pak lze reklamovat remízu pro trojí opakování pozice podle "TR 9.2"

    @TR-9.2
    Scénář: dvě útočné desky, které si vyměnily čepy, nedávají tutéž pozici: počítá se majitel každé desky
      Prázdná deska bílého obejde z QL3 na QL4 a deska černého z QL4 na QL3, zatímco králové odejdou
      a vrátí se (černý po trojúhelníku, aby byl na tahu opět bílý): obsazené jsou tytéž čepy a
      každý kámen stojí, kde stál, ale na každém čepu je deska druhé strany (rozhodnutí 11). Po
      šestnácti půltazích se výchozí pozice jednou vrátila, prohozená se mezitím objevila jednou a
      ke třetímu výskytu výchozí pozice je třeba dalších šestnáct půltahů.
      Pokud je dána pozice Tri-D "Kb1W,Nd1W,kd8B,na8B QL3:w,QL4:b,KL1:w,KL6:b w - - 0 30"
      A byly zahrány tahy "QL3-QL2 QL4-QL3 QL2-QL4 Kc8B Kc2W Kc7B Kb1W Kd8B"
      A byly zahrány tahy "QL4-QL2 QL3-QL4 QL2-QL3 Kc8B Kc2W Kc7B Kb1W Kd8B"
      Pak nelze reklamovat remízu
      Když jsou zahrány tahy "QL3-QL2 QL4-QL3 QL2-QL4 Kc8B Kc2W Kc7B Kb1W Kd8B"
      A jsou zahrány tahy "QL4-QL2 QL3-QL4 QL2-QL3 Kc8B Kc2W Kc7B Kb1W Kd8B"
      Pak lze reklamovat remízu pro trojí opakování pozice podle "TR 9.2"

    @TR-9.2
    Scénář: král, který odešel a vrátil se, ztratil právo na rošádu: není to tatáž pozice
      Na začátku smí bílý ještě provést krátkou rošádu. Po výletu krále na c1W a zpět stojí kameny
      jako předtím, ale rošáda je nenávratně pryč, takže výchozí pozice se do tří výskytů nepočítá.
      Pokud je dána pozice Tri-D "Kd0KL1*,Re0KL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30"
      A byly zahrány tahy "Kc1W Kc8B Kd0KL1 Kd9KL6 Kc1W Kc8B Kd0KL1 Kd9KL6"
      Pak nelze reklamovat remízu
      Když jsou zahrány tahy "Kc1W Kc8B Kd0KL1 Kd9KL6"
      Pak lze reklamovat remízu pro trojí opakování pozice podle "TR 9.2"

    @TR-9.2
    Scénář: pozice hned po dvojkroku, kdy je možné braní mimochodem, není tatáž jako později
      Po b2W-b4N smí černý pěšec z c4N brát mimochodem; o čtyři půltahy později stojí tytéž kameny
      na týchž polích a na tahu je černý, ale braní mimochodem už možné není. Ta první pozice se do
      tří výskytů nepočítá.
      Pokud je dána pozice Tri-D "Kd0KL1,Pb2W*,kd9KL6,pc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30"
      A byly zahrány tahy "b2W-b4N Kc8B Kc1W Kd9KL6 Kd0KL1 Kc8B Kc1W Kd9KL6 Kd0KL1"
      Pak nelze reklamovat remízu
      Když jsou zahrány tahy "Kc8B Kc1W Kd9KL6 Kd0KL1"
      Pak lze reklamovat remízu pro trojí opakování pozice podle "TR 9.2"

  Pravidlo: TR 9.2 a TR 9.4 jak se reklamuje opakování pozice

    @TR-9.2 @TR-9.4
    Scénář: opakování reklamované na pozici, která má teprve vzniknout: tah se zapíše, nezahraje, a rozhodne reklamace
      Černý zapíše do partiáře Na8B a reklamuje: pozice, kterou by ten tah vytvořil, nastává
      potřetí, a partie tím tahem končí remízou.
      Pokud se hraje nová partie trojrozměrných šachů
      A byly zahrány tahy "Nb3W Nb6B Na1W Na8B Nb3W Nb6B Na1W"
      Když černý zapíše tah "Na8B" a reklamuje remízu pro trojí opakování pozice
      Pak partie skončila výsledkem "1/2-1/2" (trojí opakování pozice)
      A na "a8B" stojí "n"

    @TR-9.2 @TR-9.4
    Scénář: právo reklamovat zaniká, jakmile je zahrán tah
      Výchozí pozice stojí potřetí a na tahu je bílý. Bílý místo reklamace hraje dál; další pozice
      jsou nové, takže není správná reklamace teď ani reklamace se zapsaným příštím tahem.
      Pokud se hraje nová partie trojrozměrných šachů
      A byly zahrány tahy "Nb3W Nb6B Na1W Na8B Nb3W Nb6B Na1W Na8B"
      Pak lze reklamovat remízu pro trojí opakování pozice podle "TR 9.2"
      Když jsou zahrány tahy "Nc3W Nb6B"
      Pak nelze reklamovat remízu
      Když bílý reklamuje remízu pro trojí opakování pozice
      Pak je tah odmítnut s kódem ERR_DRAW_CLAIM_INVALID podle "TR 9.5"
      A nic se nezměnilo
      Když bílý zapíše tah "Nb5N" a reklamuje remízu pro trojí opakování pozice
      Pak je tah odmítnut s kódem ERR_DRAW_CLAIM_INVALID podle "TR 9.5"
      A nic se nezměnilo

  Pravidlo: TR 9.3 padesát tahů každé strany bez braní a bez tahu pěšcem (rozhodnutí 11, volba fifty-move-boards)

    @TR-9.3 @TR-5.5
    Scénář: fifty-move-boards no-reset: tah útočnou deskou počítání nenuluje
      Pokud je volba pravidel "fifty-move-boards" nastavena na "no-reset"
      A je dána pozice Tri-D "Kb1W,Ra2W,kb8B,rc7B QL1:w,KL1:w,QL6:b,KL6:b w - - 99 80"
      Když je zahrán tah "QL1-QL3"
      Pak lze reklamovat remízu pro pravidlo 50 tahů podle "TR 9.3"

    @TR-9.3 @TR-5.5
    Scénář: fifty-move-boards ab-resets-fifty: tah útočnou deskou počítání nuluje
      Pokud je volba pravidel "fifty-move-boards" nastavena na "ab-resets-fifty"
      A je dána pozice Tri-D "Kb1W,Ra2W,kb8B,rc7B QL1:w,KL1:w,QL6:b,KL6:b w - - 99 80"
      Když je zahrán tah "QL1-QL3"
      Pak je tah přijat
      A nelze reklamovat remízu

    @TR-9.3 @TR-5.5
    Náčrt Scénáře: fifty-move-boards <hodnota>: <událost> nuluje počítání
      Pokud je volba pravidel "fifty-move-boards" nastavena na "<hodnota>"
      A je dána pozice Tri-D "Kb1W,Ra2W,Pc2W,kb8B,rc7B,na6N QL1:w,KL1:w,QL6:b,KL6:b w - - 99 80"
      Když je zahrán tah "<tah>"
      Pak je tah přijat
      A nelze reklamovat remízu

      Příklady:
        | hodnota         | událost    | tah     |
        | no-reset        | braní      | a2W-a6N |
        | no-reset        | tah pěšcem | c2W-c3W |
        | ab-resets-fifty | braní      | a2W-a6N |
        | ab-resets-fifty | tah pěšcem | c2W-c3W |

    @TR-9.3 @TR-3.4
    Scénář: odložená proměna pěšce je tah pěšcem: počítání padesáti tahů začíná znovu
      Kámen zvolený pro odkrytého pěšce na začátku tahu z něj dělá tah pěšcem, ať je zbytek tahu
      jakýkoli.
      Pokud je volba pravidel "delayed-promotion" nastavena na "owner-chooses"
      A je dána pozice Tri-D "Kd0KL1,kd9KL6,Pa8B QL1:w,KL1:w,KL6:b w - a8B 99 80"
      Když je zahrán tah "a8B=N,d0KL1-c1W"
      Pak na "a8B" stojí "N"
      A nelze reklamovat remízu

  Pravidlo: TR 9.6 mrtvá pozice končí partii (rozhodnutí 13, volba dead-position)

    @TR-9.6
    Náčrt Scénáře: dead-position ruling-13: <materiál> je okamžitě remíza
      Pokud je volba pravidel "dead-position" nastavena na "ruling-13"
      A je dána pozice Tri-D "<pozice>"
      Když je zahrán tah "<tah>"
      Pak partie skončila výsledkem "1/2-1/2" (mrtvá pozice)

      Příklady:
        | materiál                      | pozice                                                        | tah   |
        | král proti králi              | Kb3N,kd9KL6,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40           | Kxc4N |
        | král a střelec proti králi    | Kb3N,Bb1W,kd9KL6,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40      | Kxc4N |
        | král a jezdec proti králi     | Kb3N,Na1W,kd9KL6,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40      | Kxc4N |
        | střelci na polích jedné barvy | Kb3N,Bb1W,kd9KL6,bc6B,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40 | Kxc4N |

    @TR-9.6
    Náčrt Scénáře: dead-position ruling-13: <materiál> v seznamu není, proto se hraje dál
      Rozhodnutí 13 uznává okamžitou remízu jen u krále proti králi, osamělého střelce nebo jezdce a
      dvou střelců opačných stran na polích jedné barvy; vše ostatní se dohrává nebo reklamuje.
      Pokud je volba pravidel "dead-position" nastavena na "ruling-13"
      A je dána pozice Tri-D "<pozice>"
      Když je zahrán tah "<tah>"
      Pak partie pokračuje

      Příklady:
        | materiál                                       | pozice                                                        | tah   |
        | jezdec proti střelci na polích téže barvy      | Kb3N,Nb1W,kd9KL6,bc6B,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40 | Kxc4N |
        | střelec proti jezdci na polích téže barvy      | Kb3N,Bb1W,kd9KL6,nc6B,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40 | Kxc4N |
        | dva střelci jedné strany na polích jedné barvy | Kb3N,Bb1W,Bc6B,kd9KL6,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40 | Kxc4N |
        | střelci obou stran na polích opačné barvy      | Kb3N,Bb1W,kd9KL6,bc5B,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40 | Kxc4N |

    @TR-9.6
    Scénář: král a věž proti králi se hrají dál
      Pokud je dána pozice Tri-D "Kb3N,Ra1W,kd9KL6,rc4N QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40"
      Když je zahrán tah "Kxc4N"
      Pak partie pokračuje

  Pravidlo: TR 4.3 dotknuto – taženo je věcí hry u šachovnice (rozhodnutí 12, volba touch-move)

    @TR-4.3
    Scénář: touch-move not-modelled: volba se zaznamená a každý platný tah zůstává platný
      Tento scénář rozhodnutí dokumentuje, netestuje: o pravidle dotknuto – taženo rozhoduje
      rozhodčí u šachovnice, engine nemá co uplatnit, a tak může ukázat jen to, že volba ponechá
      dvacet prvních tahů beze změny.
      Pokud je volba pravidel "touch-move" nastavena na "not-modelled"
      A hraje se nová partie trojrozměrných šachů
      Pak má strana na tahu 20 platných tahů
