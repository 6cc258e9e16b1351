# language: cs
# Vygenerováno z features/tri-d-chess/variants/board-promotion.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tri-d-chess/variants/board-promotion.json.
@V.A3
Požadavek: V.A3 proměna pěšce v útočnou desku (Jens Meder)
  Pěšec, který se proměňuje na a1W, d1W, a8B nebo d8B, si místo kamene smí vzít novou útočnou desku.
  Pěšec odchází ze hry; na čepu nad tím rohem se objeví prázdná deska jeho barvy, a ten čep je volný
  vždy, když je roh nejvzdálenější řadou pěšce. Dlouhý zápis: `a7B-a8B=AB`.

  Pravidlo: V.A3 nová deska jde na čep nad rohem a patří straně, která proměňuje

    @V.A3
    Náčrt Scénáře: čep nad každým rohem
      Pak podle V.A3 získá pěšec proměňující se na "<square>" novou desku na "<pin>"

      Příklady:
        | square | pin |
        | a1W    | QL1 |
        | d1W    | KL1 |
        | a8B    | QL6 |
        | d8B    | KL6 |

    @V.A3
    Scénář: bílý pěšec z a7B si vezme novou bílou desku na QL6
      Pokud volba pravidel "v-a3" je "on"
      A partie hry "tri-d-chess" z postavení "Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      Když je zahrán tah "a7B-a8B=AB"
      Pak tah je přijat
      A události jsou "PawnPromotedToBoard"
      A útočné desky stojí na "QL1:w KL1:w QL4:b QL6:w KL6:b"
      A na 3D poli "a8B" stojí "-"
      A na 3D poli "a7B" stojí "-"

    @V.A3
    Scénář: bez volby se pěšec nemůže proměnit v desku
      Pokud partie hry "tri-d-chess" z postavení "Kc1W,Pa7B,kd6B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      Když je zahrán tah "a7B-a8B=AB"
      Pak tah je odmítnut s kódem ERR_BOARD_PROMOTION_OFF podle "V.A3"
      A nic se nezměnilo

    @V.A3
    Scénář: jen na čtyřech rozích
      Pokud volba pravidel "v-a3" je "on"
      A partie hry "tri-d-chess" z postavení "Kc1W,Pb7B,kd6B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20"
      Když je zahrán tah "b7B-b8B=AB"
      Pak tah je odmítnut s kódem ERR_BOARD_PROMOTION_CORNER podle "V.A3"
      A nic se nezměnilo
