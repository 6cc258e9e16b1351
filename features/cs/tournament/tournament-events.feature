# language: cs
# Vygenerováno z features/tournament/tournament-events.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/tournament-events.json.
@tournament @FIDE-C.04.1
Požadavek: Turnaj je proud událostí
  Založení turnaje, přihlášení hráčů, losování kola, zápis a oprava výsledků a uzavření kola jsou
  příkazy; každý přijatý přidá události. Příkaz, který nedává smysl, je odmítnut s kódem a článkem,
  podle kterého se rozhoduje, a nic nezmění.

  Pozadí:
    Pokud se hraje turnaj systémem každý s každým pro 4 hráče
    A je vylosováno kolo 1

  Pravidlo: FIDE C.04.1: kolo se losuje, teprve když je předchozí uzavřeno

    @FIDE-C.04.1
    Scénář: Losování 2. kola, když je 1. kolo otevřené
      Když je vylosováno kolo 2
      Pak je požadavek odmítnut s kódem ERR_ROUND_OPEN podle "FIDE C.04.1"
      A turnaj se nezměnil

    @FIDE-C.04.1
    Scénář: 2. kolo se vylosuje, jakmile je 1. kolo kompletní a uzavřené
      Když všechny partie kola 1 vyhraje bílý
      A kolo 1 je uzavřeno
      A je vylosováno kolo 2
      Pak je zaznamenána událost "RoundPaired"
      A kolo 2 má šachovnice "4-3 1-2"

  Pravidlo: Výsledky patří k existujícím šachovnicím, jednou; pozdější změny jsou opravy

    Scénář: Výsledek pro šachovnici, která neexistuje
      Když se na šachovnici 7 v kole 1 zapíše výsledek "1-0"
      Pak je požadavek odmítnut s kódem ERR_UNKNOWN_BOARD podle "ARB"
      A turnaj se nezměnil

    Scénář: Výsledek zapsaný dvakrát, pak opravený
      Když se na šachovnici 1 v kole 1 zapíše výsledek "1-0"
      A na šachovnici 1 v kole 1 se zapíše výsledek "0-1"
      Pak je požadavek odmítnut s kódem ERR_RESULT_EXISTS podle "ARB"
      Když je výsledek šachovnice 1 v kole 1 opraven na "0-1"
      Pak je zaznamenána událost "ResultCorrected"

    Scénář: Kolo se neuzavře, dokud chybí výsledky
      Když se na šachovnici 1 v kole 1 zapíše výsledek "+:-"
      A kolo 1 je uzavřeno
      Pak je požadavek odmítnut s kódem ERR_RESULTS_MISSING podle "ARB"

  Pravidlo: Záznam partie připojený k šachovnici dokládá její výsledek, který se musí shodovat s výsledkem šachovnice

    Scénář: Záznam připojený k šachovnici bez výsledku zapíše svůj výsledek
      Když je záznam partie končící "0-1" připojen k šachovnici 1 kola 1
      Pak je zaznamenána událost "ResultRecorded"

    Scénář: Záznam, který se shoduje s výsledkem šachovnice, se k ní připojí
      Když se na šachovnici 1 v kole 1 zapíše výsledek "1-0"
      A záznam partie končící "1-0" je připojen k šachovnici 1 kola 1
      Pak je zaznamenána událost "ResultCorrected"

    Scénář: Záznam, který se s výsledkem šachovnice neshoduje, je odmítnut
      Když se na šachovnici 1 v kole 1 zapíše výsledek "1-0"
      A záznam partie končící "0-1" je připojen k šachovnici 1 kola 1
      Pak je požadavek odmítnut s kódem ERR_RECORD_RESULT podle "ARB"
      A turnaj se nezměnil

  Pravidlo: FIDE C.04.1: volno se žádá pro kola, která ještě nejsou vylosována

    @FIDE-C.04.1
    Scénář: Volno pro kolo, které už je vylosované
      Když hráč 2 požádá o volno za půl bodu v kole 1
      Pak je požadavek odmítnut s kódem ERR_BYE_ROUND podle "FIDE C.04.1"
      A turnaj se nezměnil

    @FIDE-C.04.1
    Scénář: Odstoupení se zapíše jednou
      Když hráč 3 odstoupí
      Pak je zaznamenána událost "PlayerWithdrawn"
      Když hráč 3 odstoupí
      Pak je požadavek odmítnut s kódem ERR_ALREADY_WITHDRAWN podle "FIDE C.04.1"
