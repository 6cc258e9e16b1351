# language: cs
# Vygenerováno z features/tri-d-chess/article-5.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/article-5.json.
@TR-5
Požadavek: TR 5 Ukončená partie
  Mat a vzdání vyhrávají; pat a dohoda končí remízou okamžitě; opakování pozice a pravidlo padesáti
  tahů se reklamují (článek 9).

  Pravidlo: TR 5.1 mat nebo vzdání vyhrává

    @TR-5.1
    Scénář: mat na útočné desce
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
      Když je zahrán tah "a4N-a9QL6"
      Pak partie skončila výsledkem "1-0" (mat)

    @TR-5.1
    Scénář: vzdání
      Pokud se hraje nová partie trojrozměrných šachů
      Když bílý vzdává
      Pak partie skončila výsledkem "0-1" (vzdání)

  Pravidlo: TR 5.2 pat je remíza

    @TR-5.2
    Scénář: černý král na QL6 nemá tah a není v šachu
      Pokud je dána tato pozice Tri-D a na tahu je bílý:
        """
        QL6 black
        9 k .
        8 p .
        N
        4 R . . .
        KL1 white
        0 K .
        """
      Když je zahrán tah "Ra5B"
      Pak partie skončila výsledkem "1/2-1/2" (pat)

  Pravidlo: TR 5.3 remíza dohodou

    @TR-5.3 @TR-9.1
    Scénář: bílý nabídne, černý přijme
      Pokud se hraje nová partie trojrozměrných šachů
      Když je zahrán tah "b2W-b4N"
      A bílý nabízí remízu
      A černý přijímá remízu
      Pak partie skončila výsledkem "1/2-1/2" (dohoda)
