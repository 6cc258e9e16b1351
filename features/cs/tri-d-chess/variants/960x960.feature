# language: cs
# Vygenerováno z features/tri-d-chess/variants/960x960.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/variants/960x960.json.
@V.P6
Požadavek: V.P6 960x960 (Jens Meder)
  Hráči si před prvním tahem bílého střídavě staví své první řady. Pěšci a útočné desky stojí jako
  obvykle. Jakmile v řadě zbývají tři volná pole, obsadí je zleva doprava věž, král a věž, takže
  král stojí mezi věžemi.

  Pravidlo: V.P6.2 pořadí rozestavení

    @V.P6.2
    Scénář: bílý jednoho střelce, černý dva střelce, bílý střelce a jezdce, černý dva jezdce, bílý dámu, černý dámu
      Pokud se hraje partie trojrozměrných šachů z postavení "960x960"
      Pak je partie ve fázi rozestavení
      A bílý staví jako další, na výběr má "B"
      Když jsou zahrány tahy "B@b1W"
      Pak černý staví jako další, na výběr má "B"
      Když jsou zahrány tahy "B@b8B B@c8B"
      Pak bílý staví jako další, na výběr má "B N"
      Když jsou zahrány tahy "B@c1W N@a1W"
      Pak černý staví jako další, na výběr má "N"
      Když jsou zahrány tahy "N@a8B N@d8B"
      Pak bílý staví jako další, na výběr má "N Q"
      Když jsou zahrány tahy "N@d1W Q@a0QL1"
      Pak první řada bílého je "R Q N B B N K R"
      A černý staví jako další, na výběr má "Q"
      Když jsou zahrány tahy "Q@a9QL6"
      Pak se partie hraje
      A první řada černého je "R Q N B B N K R"
      A strana na tahu má 20 platných tahů
      A útočné desky stojí na "QL1:w KL1:w QL6:b KL6:b"

    @V.P6.2
    Scénář: kámen postavený mimo pořadí je odmítnut
      Pokud se hraje partie trojrozměrných šachů z postavení "960x960"
      Když je proveden krok rozestavení "N@a1W"
      Pak je tah odmítnut s kódem ERR_PLACEMENT_ROLE podle "V.P6.2"
      A odmítnutí uvádí, že na tahu je bílý
      A nic se nezměnilo

    @V.P6.2
    Scénář: každý hráč staví jen do své první řady
      Pokud se hraje partie trojrozměrných šachů z postavení "960x960"
      Když je proveden krok rozestavení "B@b8B"
      Pak je tah odmítnut s kódem ERR_PLACEMENT_SQUARE podle "V.P6.2"
      A odmítnutí uvádí, že na tahu je bílý
      A odmítnutí uvádí pole "b8B"
      A nic se nezměnilo

    @V.P6.2
    Scénář: druhý střelec jde na pole opačné barvy
      Pokud se hraje partie trojrozměrných šachů z postavení "960x960"
      A byly zahrány tahy "B@b1W B@b8B B@c8B"
      Když je proveden krok rozestavení "B@d1W"
      Pak je tah odmítnut s kódem ERR_PLACEMENT_BISHOP_SHADE podle "V.P5.2.1"
      A odmítnutí uvádí pole "d1W"
      A nic se nezměnilo

    @V.P6.2
    Scénář: pole, které je už obsazené, je odmítnuto
      Pokud se hraje partie trojrozměrných šachů z postavení "960x960"
      A byly zahrány tahy "B@b1W B@b8B B@c8B"
      Když je proveden krok rozestavení "N@b1W"
      Pak je tah odmítnut s kódem ERR_PLACEMENT_OCCUPIED podle "V.P6.2"
      A odmítnutí uvádí pole "b1W"
      A nic se nezměnilo
      Když je proveden krok rozestavení "B@c1W"
      Pak poslední tah zaznamenal "placed.length" jako "1"
      A poslední tah zaznamenal "placed.0.square" jako "c1W"

    @V.P6.2
    Scénář: krok je jedno písmeno kamene, @ a pole
      Pokud se hraje partie trojrozměrných šachů z postavení "960x960"
      Když je proveden krok rozestavení "BN@b1W"
      Pak je tah odmítnut s kódem ERR_PLACEMENT_SYNTAX podle "V.P6.2"
      A nic se nezměnilo
      Když je proveden krok rozestavení "B@b1Wx"
      Pak je tah odmítnut s kódem ERR_PLACEMENT_SYNTAX podle "V.P6.2"
      A nic se nezměnilo
      Když je proveden krok rozestavení " B@b1W "
      Pak poslední tah zaznamenal "step" jako "B@b1W"
      A černý staví jako další, na výběr má "B"

    @V.P6.2
    Scénář: žádný tah, dokud nejsou řady hotové
      Pokud se hraje partie trojrozměrných šachů z postavení "960x960"
      Když je zahrán tah "b2W-b4N"
      Pak je tah odmítnut s kódem ERR_SETUP_NOT_FINISHED podle "ARB"
      A nic se nezměnilo

    @V.P6.2
    Scénář: rošáda se řídí řadami, které hráči postavili
      Pokud se hraje partie trojrozměrných šachů z postavení "960x960"
      A byly zahrány tahy "B@a0QL1 B@z9QL6 B@a9QL6 B@z0QL1 N@a1W N@e9KL6 N@d9KL6 N@e0KL1 Q@d0KL1 Q@d8B"
      Pak se partie hraje
      A první řada bílého je "B B N R K R Q N"
      A první řada černého je "B B R K R Q N N"
      Když jsou zahrány tahy "b2W-b3W b7B-b6B"
      A je zahrán tah "0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_PATH_BLOCKED podle "V.P5.3.4"
      A odmítnutí uvádí pole "d0KL1"
      A nic se nezměnilo

    @V.P6.2
    Scénář: i král postavený na a1W rošuje podle postavených řad
      Pokud se hraje partie trojrozměrných šachů z postavení "960x960"
      A byly zahrány tahy "B@z0QL1 B@b8B B@c8B B@d1W N@c1W N@a8B N@d8B N@d0KL1 Q@e0KL1 Q@a9QL6"
      Pak první řada bílého je "B R K R N B N Q"
      Když jsou zahrány tahy "b2W-b3W b7B-b6B"
      A je zahrán tah "0-0-0"
      Pak je tah odmítnut s kódem ERR_CASTLING_PATH_BLOCKED podle "V.P5.3.4"
      A odmítnutí uvádí pole "d0KL1"
      A nic se nezměnilo

  Pravidlo: V.P6.1 nezávislé řady ve výchozím nastavení, zrcadlové řady jako volba

    @V.P6.1
    Scénář: při zrcadlových řadách se každý krok zopakuje soupeři
      Pokud je volba pravidel "v-p6-setups" nastavena na "mirrored"
      A hraje se partie trojrozměrných šachů z postavení "960x960"
      Když jsou zahrány tahy "B@b1W"
      Pak na 3D poli "b8B" stojí "b"
      A černý staví jako další, na výběr má "B"
      Když jsou zahrány tahy "B@c8B N@a1W N@d8B Q@d0KL1"
      Pak se partie hraje
      A první řada bílého je "R K N B B N Q R"
      A první řada černého je stejná jako první řada bílého

  Pravidlo: V.P6.3 960 x 960 = 921 600 kombinací

    @V.P6.3
    Scénář: nezávislé řady dosáhnou každé dvojice
      Pak lze dosáhnout 921600 dvojic prvních řad

    @V.P6.3
    Scénář: zrcadlové řady dosáhnou jen 960 dvojic
      Pokud je volba pravidel "v-p6-setups" nastavena na "mirrored"
      Pak lze dosáhnout 960 dvojic prvních řad
