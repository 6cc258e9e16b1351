# language: cs
# Vygenerováno z features/tri-d-chess/article-2.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/article-2.json.
@TR-2
Požadavek: TR 2 Výchozí postavení kamenů na trojrozměrné šachovnici
  Tři hlavní desky (W, N, B), čtyři útočné desky na zadních čepech W a B, každé pole je písmeno,
  číslice a úroveň.

  Pravidlo: TR 2.5 útočné desky začínají na QL1, KL1, QL6 a KL6

    @TR-2.5 @TR-2.1 @TR-2.3 @TR-2.6
    Scénář: útočné desky ve výchozím postavení
      Pokud se hraje nová partie trojrozměrných šachů
      Pak útočné desky nyní stojí na "QL1:w KL1:w QL6:b KL6:b"

  Pravidlo: TR 2.2 a TR 2.4 tři hlavní desky W, N a B a názvy jejich polí

    @TR-2.2 @TR-2.4 @TRI-D-square-names
    Scénář: W má řady 1 až 4, N řady 3 až 6, B řady 5 až 8, každá na sloupcích a až d
      Pokud je dána pozice Tri-D "Kd0KL1,kd9KL6,Na1W,Nd4W,Na3N,Nd6N,Na5B,Nd8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1"
      Pak se zápis pozice Tri-D přečte zpět jako tatáž pozice

    @TR-2.2 @TR-2.4 @TRI-D-square-names
    Náčrt Scénáře: <pole> není pole: <proč>
      Pokud se hraje nová partie trojrozměrných šachů
      Pak je zápis pozice Tri-D "Kd0KL1,kd9KL6,N<pole> QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1" odmítnut s kódem ERR_UNKNOWN_SQUARE

      Příklady:
        | pole | proč                                   |
        | a5W  | W končí řadou 4                        |
        | a2N  | N začíná řadou 3                       |
        | a7N  | N končí řadou 6                        |
        | a4B  | B začíná řadou 5                       |
        | e1W  | sloupec e leží jen na útočných deskách |
        | z3N  | sloupec z leží jen na útočných deskách |

  Pravidlo: barvy polí

    @TRI-D-colours @TR-3.1
    Scénář: pole nad jiným polem nebo pod ním má jeho barvu a útočné desky zachovávají šachovnicové střídání
      Pokud se hraje nová partie trojrozměrných šachů
      Pak pole "a1W" a "a1QL1" mají stejnou barvu
      A pole "a3W" a "a3N" mají stejnou barvu
      A pole "a0QL1" a "b1W" mají stejnou barvu
      A pole "z1QL1" a "a0QL1" mají stejnou barvu

  Pravidlo: TR 2.7 výchozí postavení

    @TR-2.7
    Scénář: králové ve sloupci d a dámy ve sloupci a, na útočných deskách
      Pokud se hraje nová partie trojrozměrných šachů
      Pak na "d0KL1" stojí "K"
      A na "a0QL1" stojí "Q"
      A na "d9KL6" stojí "k"
      A na "a9QL6" stojí "q"
      A na "a1QL1" stojí "P"
      A na "a1W" stojí "N"
      A na "b4N" stojí "."
      A zápis pozice Tri-D je "Na1W,Bb1W,Bc1W,Nd1W,Pa2W*,Pb2W*,Pc2W*,Pd2W*,pa7B*,pb7B*,pc7B*,pd7B*,na8B,bb8B,bc8B,nd8B,Rz0QL1*,Qa0QL1,Pz1QL1*,Pa1QL1*,pz8QL6*,pa8QL6*,rz9QL6*,qa9QL6,Kd0KL1*,Re0KL1*,Pd1KL1*,Pe1KL1*,pd8KL6*,pe8KL6*,kd9KL6*,re9KL6* QL1:w,QL6:b,KL1:w,KL6:b w - - 0 1"

    @TR-2.7
    Scénář: perft výchozího postavení
      Pokud se hraje nová partie trojrozměrných šachů
      Pak perft odsud je "20 / 400 / 9128"

  Pravidlo: TR 2.8 sloupce, řady a diagonály vedou přes pole, která neexistují

    @TR-2.8
    Scénář: pole b0 nikdy neexistuje, a proto na něj nelze táhnout
      Pokud se hraje nová partie trojrozměrných šachů
      Pak je tah Tri-D "Bb0W" odmítnut s kódem ERR_UNKNOWN_SQUARE podle "TR E4"

    @TR-2.8
    Scénář: zápis pozice se přečte zpět na tutéž pozici
      Pokud se hraje nová partie trojrozměrných šachů
      A byly zahrány tahy "b2W-b4N b7B-b5B"
      Pak se zápis pozice Tri-D přečte zpět jako tatáž pozice
      A zápis pozice Tri-D "Kd0KL1 QL1:w w - 0 1" je odmítnut s kódem ERR_POSITION_SYNTAX
      A zápis pozice Tri-D "Kd0KL1,kd9KL6,Kd1W QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1" je odmítnut s kódem ERR_POSITION_KINGS
      A zápis pozice Tri-D "Kd0KL1,kd9KL6,Pa3KL3 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1" je odmítnut s kódem ERR_UNKNOWN_SQUARE
