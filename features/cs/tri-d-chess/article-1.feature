# language: cs
# Vygenerováno z features/tri-d-chess/article-1.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/article-1.json.
@TR-1
Požadavek: TR 1 Povaha a cíl hry
  Dva hráči se v tazích střídají, táhnou kamenem nebo útočnou deskou; začíná bílý. Mat vyhrává;
  partie, kterou už nemůže vyhrát žádná strana, je remízou.

  Pravidlo: TR 1.1 začíná bílý a tahem je tah kamenem nebo útočnou deskou

    @TR-1.1
    Scénář: Bílý má 20 platných prvních tahů
      Pokud se hraje nová partie trojrozměrných šachů
      Pak má strana na tahu 20 platných tahů
      A platné tahy jsou "a1W-b3N a1W-b3W a2W-a3N a2W-a3W a2W-a4N a2W-a4W b2W-b3N b2W-b3W b2W-b4N b2W-b4W c2W-c3N c2W-c3W c2W-c4N c2W-c4W d1W-c3N d1W-c3W d2W-d3N d2W-d3W d2W-d4N d2W-d4W"

    @TR-1.1
    Scénář: Černý odpovídá také 20 tahy a nesmí táhnout první
      Pokud se hraje nová partie trojrozměrných šachů
      Pak je tah Tri-D "b7B-b5B" odmítnut s kódem ERR_WRONG_SIDE podle "TR 1.1"
      Když je zahrán tah "b2W-b4N"
      Pak má strana na tahu 20 platných tahů

    @TR-1.1
    Scénář: tah kamenem strany, která není na tahu, je odmítnut a odmítnutí uvádí stranu na tahu
      Pokud se hraje nová partie trojrozměrných šachů
      Když je zahrán tah "b7B-b5B"
      Pak je tah odmítnut s kódem ERR_WRONG_SIDE podle "TR 1.1"
      A odmítnutí uvádí, že na tahu je bílý
      A nic se nezměnilo
      Když jsou zahrány tahy "b2W-b4N"
      A je zahrán tah "a2W-a3W"
      Pak je tah odmítnut s kódem ERR_WRONG_SIDE podle "TR 1.1"
      A odmítnutí uvádí, že na tahu je černý
      A nic se nezměnilo
      Když je zahrán tah "Nc3W"
      Pak je tah odmítnut s kódem ERR_WRONG_SIDE podle "TR 1.1"
      A odmítnutí uvádí, že na tahu je černý
      A odmítnutí uvádí pole "d1W"
      A nic se nezměnilo

    @TR-1.1
    Scénář: tah prázdnou útočnou deskou je tah
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL1 white
        1 . .
        0 . .
        B
        8 . k . .
        W
        1 . K . .
        """
      A byly zahrány tahy "QL1-QL3"
      Pak útočné desky nyní stojí na "QL3:w"
      A tah Tri-D "QL3-QL5" je odmítnut s kódem ERR_BOARD_NOT_YOURS podle "TR 3.6"

  Pravidlo: TR 1.2 hráč, který dá mat, vyhrává

    @TR-1.2
    Scénář: Ra9QL6 dává mat po deváté řadě přes chybějící b9 a c9
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL6 black
        9 . .
        8 . .
        KL6 black
        9 . k
        8 p p
        B
        6 . Q . .
        N
        4 R . . .
        KL1 white
        0 K .
        """
      Když je zahrán tah "Ra9QL6"
      Pak partie skončila výsledkem "1-0" (mat)

  Pravidlo: TR 1.3 partie, kterou nemůže vyhrát žádný hráč, je remízou

    @TR-1.3
    Scénář: braní, po kterém zbude král proti králi, končí partii remízou
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        N
        4 . r . .
        3 . K . .
        KL6 black
        9 k .
        """
      Když je zahrán tah "Kxb4N"
      Pak partie skončila výsledkem "1/2-1/2" (mrtvá pozice)
