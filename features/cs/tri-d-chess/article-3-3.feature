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
      Pokud nová partie hry "tri-d-chess"
      Pak tah Tri-D "Nb3N" je platný
      A tah Tri-D "a1W-a3W" je odmítnut s kódem ERR_KNIGHT_MOVE podle "TR 3.3"

    @TR-3.3
    Scénář: jezdec na neutrální desce dosáhne tří úrovní
      Pokud pozice Tri-D, na tahu bílý:
        """
        N
        4 . N . .
        W
        1 K . . .
        KL6 black
        9 k .
        """
      Pak kámen na "b4N" může táhnout na "a2W a6N a6B c2W c6N c6B d3W d3N d5N d5B"
