# language: cs
# Vygenerováno z features/drakoburg/notation.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/drakoburg/notation.json.
@drakoburg @DRK-notation
Požadavek: Zápis tahů v Drakoburgu
  Dlouhý zápis (`c2-c3`, `d4xf4`, `a3-a7@d2`) slouží strojům a záznamům partií. Lidský zápis jmenuje
  Águru písmenem, českým (P S Z A U T) nebo anglickým (L lancer, B bowman, M man-at-arms, E esquire,
  C turcopole, K knight), a výchozí pole uvádí jen tam, kde je potřeba. Oba zápisy se čtou všude.

  Pravidlo: ARB: dlouhý a lidský zápis

    @DRK-source
    Scénář: Zahajovací tahy v obou sadách písmen
      Pokud nová partie hry "drakoburg"
      Pak tah "d1-b3" se zapisuje česky "Tb3" a anglicky "Kb3"
      A tah "e1-f3" se zapisuje česky "Af3" a anglicky "Ef3"
      A tah "g1-f3" se zapisuje česky "Uf3" a anglicky "Cf3"
      A tah "c1-b1" se zapisuje česky "Sb1" a anglicky "Bb1"
      A tah "a1-b1" se zapisuje česky "Zb1" a anglicky "Mb1"
      A tah "c2-c3" se zapisuje česky "c3" a anglicky "c3"
      A tah "c2-d3" se zapisuje česky "cd3" a anglicky "cd3"

    @DRK-source @DRK-R6
    Scénář: Braní, proměna a rozmnožitel v lidském zápisu
      Pokud hrací plán Drakoburgu, na tahu bílý:
        """
        7 z . . . . . .
        6 . . . . . . t
        5 . . . P . . .
        4 . . . . . . .
        3 Z . . . . . .
        2 P P P . P P P
        1 . . . T . . .
          a b c d e f g
        """
      Pak tah "a3xa7@d2" se zapisuje česky "Zxa7@d2" a anglicky "Mxa7@d2"
      A tah "d5-d6" se zapisuje česky "d6=T" a anglicky "d6=K"

    @DRK-source
    Scénář: Tah, který není platným zápisem, je odmítnut a nic nemění
      Pokud nová partie hry "drakoburg"
      Když je zahrán tah "knight to e4"
      Pak tah je odmítnut s kódem ERR_DRK_NOTATION podle "ARB"
      A nic se nezměnilo
