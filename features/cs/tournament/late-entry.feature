# language: cs
# Vygenerováno z features/tournament/late-entry.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/late-entry.json.
@tournament @FIDE-C.04.2
Požadavek: Pozdní přihláška a startovní listina přečíslovaná podle ratingu
  Hráč, který se přihlásí po začátku, dostane další startovní číslo. Před losováním dalšího kola
  může pořadatel přidělit startovní čísla znovu podle výchozího pořadí (FIDE C.04.2: rating, pak
  titul FIDE, pak jméno), jak to nabízejí Swiss-Manager a Vega; odehrané šachovnice si ponechají své
  hráče pod novými čísly. Ne, když je kolo otevřené, ne po vylosování čtyř kol, a turnaj každý s
  každým, jehož čísla jsou místa v Bergerových tabulkách, jen před prvním kolem.

  Pravidlo: FIDE C.04.2: před losováním dalšího kola se startovní listina znovu řídí výchozím pořadím

    @FIDE-C.04.2
    Scénář: Pozdě přihlášený hráč s nejvyšším ratingem dostane před 2. kolem číslo 1
      Pokud se hraje turnaj holandským systémem pro 4 hráče
      A kola 1 až 1 jsou odehrána a bílý vyhrál všechny partie
      Když se přihlásí hráč "Late Lena" s ratingem 2200
      A je startovní listina přečíslována podle ratingu
      Pak je zaznamenána událost "PlayersRenumbered"
      A startovní listina je "Late Lena, Player 1, Player 2, Player 3, Player 4"
      A kolo 1 má šachovnice "2-4 5-3"

    @FIDE-C.04.2
    Scénář: Ne, když je kolo vylosované a otevřené
      Pokud se hraje turnaj holandským systémem pro 4 hráče
      A je vylosováno kolo 1
      Když se přihlásí hráč "Late Lena" s ratingem 2200
      A je startovní listina přečíslována podle ratingu
      Pak je požadavek odmítnut s kódem ERR_RENUMBER_ROUND_OPEN podle "FIDE C.04.2"
      A turnaj se nezměnil

    @FIDE-C.04.2
    Scénář: Ne po vylosování čtyř kol
      Pokud se hraje turnaj holandským systémem pro 8 hráčů
      A kola 1 až 4 jsou odehrána a bílý vyhrál všechny partie
      Když se přihlásí hráč "Late Lena" s ratingem 2200
      A je startovní listina přečíslována podle ratingu
      Pak je požadavek odmítnut s kódem ERR_RENUMBER_TOO_LATE podle "FIDE C.04.2"
      A turnaj se nezměnil

    @FIDE-C.04.2
    Scénář: Turnaj každý s každým jen před prvním kolem
      Pokud se hraje turnaj systémem každý s každým pro 4 hráče
      A kola 1 až 1 jsou odehrána a bílý vyhrál všechny partie
      Když je startovní listina přečíslována podle ratingu
      Pak je požadavek odmítnut s kódem ERR_RENUMBER_BERGER podle "FIDE C.04.2"
      A turnaj se nezměnil
