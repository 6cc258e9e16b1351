# language: cs
# Vygenerováno z features/tri-d-chess/article-3-3.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/article-3-3.json.
@TR-3.3
Požadavek: TR 3.3 Jezdec
  Jezdec skáče na nejbližší pole mimo svůj sloupec, řadu a diagonálu, přes jakýkoli kámen, a dopadne
  na kteroukoli úroveň cílového sloupce.

  Pravidlo: TR 3.3 skok jezdce

    @TR-3.3
    Scénář: jezdec ve výchozím postavení přeskočí pěšce
      Pokud se hraje nová partie trojrozměrných šachů
      Pak je tah Tri-D "Nb3N" platný
      A tah Tri-D "a1W-a3W" je odmítnut s kódem ERR_KNIGHT_MOVE podle "TR 3.3"

    @TR-3.3
    Scénář: jezdec na neutrální desce dosáhne tří úrovní
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        N
        4 . N . .
        W
        1 K . . .
        KL6 black
        9 k .
        """
      Pak kámen na "b4N" může táhnout na "a2W a6N a6B c2W c6N c6B d3W d3N d5N d5B"

    @TR-3.3
    Scénář: jezdec netáhne o dva sloupce po řadě, o jednu řadu ve svém sloupci ani o jeden sloupec a tři řady
      Pokud je dána pozice Tri-D "Nb4N,Kc1W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Když je zahrán tah "b4N-d4W"
      Pak je tah odmítnut s kódem ERR_KNIGHT_MOVE podle "TR 3.3"
      A nic se nezměnilo
      Když je zahrán tah "b4N-b5N"
      Pak je tah odmítnut s kódem ERR_KNIGHT_MOVE podle "TR 3.3"
      A nic se nezměnilo
      Když je zahrán tah "b4N-c7B"
      Pak je tah odmítnut s kódem ERR_KNIGHT_MOVE podle "TR 3.3"
      A nic se nezměnilo
      Když je zahrán tah "b4N-d5B"
      Pak je tah přijat

    @TR-3.3
    Scénář: jezdec ohrožuje pole o dva sloupce a jednu řadu dál, ne o dva sloupce ve stejné řadě
      Jezdec na a3N ohrožuje c2 (dva sloupce, jedna řada) ve všech patrech, proto tam král táhnout
      nesmí; c3, o dva sloupce ve stejné řadě, jezdec neohrožuje.
      Pokud je dána pozice Tri-D "Kd2W,na3N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Když je zahrán tah "Kc2W"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo
      Když je posouzen tah Tri-D "Kc3W"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.5, TR 3.5(b)"

    @TR-3.3
    Scénář: jezdec ohrožuje pole o jeden sloupec a dvě řady dál, ne pole ve vlastním sloupci ani o jeden krok šikmo
      Jezdec na b4N ohrožuje c2 (jeden sloupec, dvě řady) ve všech patrech, proto tam král táhnout
      nesmí; b2 (o dvě řady ve vlastním sloupci jezdce) a b3 (o jeden sloupec a jednu řadu, krok
      krále) jezdec neohrožuje.
      Pokud je dána pozice Tri-D "Kc3W,nb4N,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10"
      Když je zahrán tah "Kc2W"
      Pak je tah odmítnut s kódem ERR_KING_IN_CHECK podle "TR 3.5(b)"
      A nic se nezměnilo
      Když je posouzen tah Tri-D "Kb2W"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.5, TR 3.5(b)"
      Když je posouzen tah Tri-D "Kb3W"
      Pak posudek uvádí pravidla "TR 3.1, TR 3.5, TR 3.5(b)"
