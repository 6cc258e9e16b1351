# language: cs
# Vygenerováno z features/tournament/check-in.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/check-in.json.
@tournament @ARB-CI1
Požadavek: Prezence před kolem (rozhodnutí ARB CI1 a ARB CI2)
  Když pořadatel zapne prezenci, hráči se na příští kolo hlásí jako přítomní, u stolku rozhodčího
  nebo sami na telefonu s kódem turnaje. Při losování kola je každý hráč, který se neprezentoval,
  neodstoupil a nepožádal o volno, posouzen tak, jak pořadatel zvolil: dostane na to kolo volno bez
  bodu (nepřítomnost, FIDE C.04.1), nebo je z turnaje vyřazen. Toto posouzení je jedna událost
  uložená před losováním, takže záznam ukazuje, kdo chyběl a proč bylo kolo vylosováno bez něj.

  Pravidlo: ARB CI1: prezence platí pro příští losované kolo, a jen když ji pořadatel zapnul

    @ARB-CI1
    Scénář: Turnaj bez prezence ji odmítne
      Pokud se hraje turnaj systémem každý s každým pro 4 hráče
      Když rozhodčí prezentuje hráče 1 na kolo 1
      Pak je požadavek odmítnut s kódem ERR_CHECK_IN_OFF podle "ARB CI1"
      A turnaj se nezměnil

    @ARB-CI1
    Scénář: Prezence na pozdější kolo než příští je odmítnuta
      Pokud se hraje turnaj systémem každý s každým pro 4 hráče a nepřítomní dostanou volno bez bodu
      Když rozhodčí prezentuje hráče 1 na kolo 2
      Pak je požadavek odmítnut s kódem ERR_CHECK_IN_ROUND podle "ARB CI1"
      A turnaj se nezměnil

    @ARB-CI1
    Scénář: Rozhodčí i hráči se prezentují; prezenci lze zrušit
      Pokud se hraje turnaj systémem každý s každým pro 4 hráče a nepřítomní dostanou volno bez bodu
      Když rozhodčí prezentuje hráče 1 na kolo 1
      A hráč 2 se prezentuje na kolo 1 kódem turnaje
      A rozhodčí prezentuje hráče 3 na kolo 1
      A rozhodčí zruší prezenci hráče 3 na kolo 1
      Pak je zaznamenána událost "PlayerCheckedOut"
      A záznam uvádí, že se hráč 2 prezentoval kódem turnaje
      A na kolo 1 jsou neprezentováni hráči "3 4"

  Pravidlo: ARB CI2: kdo se do losování kola neprezentuje, je posouzen podle volby pořadatele

    @ARB-CI2 @FIDE-C.04.1
    Scénář: Nepřítomní dostanou volno bez bodu a ostatní se vylosují
      Pokud se hraje turnaj systémem každý s každým pro 4 hráče a nepřítomní dostanou volno bez bodu
      Když rozhodčí prezentuje hráče 1 na kolo 1
      A rozhodčí prezentuje hráče 4 na kolo 1
      A je vylosováno kolo 1
      Pak je zaznamenána událost "AbsenteesTreated"
      A hráč 2 má v kole 1 volno bez bodu
      A hráč 3 má v kole 1 volno bez bodu
      A kolo 1 má šachovnice "1-4"

    @ARB-CI2
    Scénář: Nepřítomní jsou vyřazeni, když to pořadatel zvolil
      Pokud se hraje turnaj systémem každý s každým pro 4 hráče a nepřítomní jsou vyřazeni
      Když rozhodčí prezentuje hráče 1 na kolo 1
      A rozhodčí prezentuje hráče 2 na kolo 1
      A rozhodčí prezentuje hráče 3 na kolo 1
      A je vylosováno kolo 1
      Pak je zaznamenána událost "AbsenteesTreated"
      A hráč 4 je vyřazen z turnaje

  Pravidlo: ARB CI2: zrušení losování vrací posouzení nepřítomných zpět; ruční losování je posuzuje také

    @ARB-CI2
    Scénář: Hráč dorazí až po losování: losování zrušit, hráče prezentovat a losovat znovu
      Pokud se hraje turnaj systémem každý s každým pro 4 hráče a nepřítomní dostanou volno bez bodu
      Když rozhodčí prezentuje hráče 1 na kolo 1
      A rozhodčí prezentuje hráče 2 na kolo 1
      A rozhodčí prezentuje hráče 4 na kolo 1
      A je vylosováno kolo 1
      A los kola 1 je zrušen
      Pak hráč 3 nemá na kolo 1 volno
      A na kolo 1 jsou neprezentováni hráči "3"
      Když rozhodčí prezentuje hráče 3 na kolo 1
      A je vylosováno kolo 1
      Pak hráč 3 nemá na kolo 1 volno
      A kolo 1 má šachovnice "1-4 2-3"

    @ARB-CI2
    Scénář: Zrušené losování vrátí do turnaje hráče, které vyřadilo; kdo dál chybí, je vyřazen znovu
      Pokud se hraje turnaj systémem každý s každým pro 4 hráče a nepřítomní jsou vyřazeni
      Když rozhodčí prezentuje hráče 1 na kolo 1
      A rozhodčí prezentuje hráče 2 na kolo 1
      A je vylosováno kolo 1
      A los kola 1 je zrušen
      Pak hráč 3 v turnaji pokračuje
      A hráč 4 v turnaji pokračuje
      Když rozhodčí prezentuje hráče 3 na kolo 1
      A je vylosováno kolo 1
      Pak je zaznamenána událost "AbsenteesTreated"
      A hráč 3 v turnaji pokračuje
      A hráč 4 je vyřazen z turnaje

    @ARB-CI2
    Scénář: Ruční losování nejdřív posoudí nepřítomné, stejně jako losování systémem
      Pokud se hraje turnaj systémem každý s každým pro 4 hráče a nepřítomní dostanou volno bez bodu
      Když rozhodčí prezentuje hráče 1 na kolo 1
      A rozhodčí prezentuje hráče 2 na kolo 1
      A rozhodčí sestaví los kola 1 ručně se šachovnicemi "2-1"
      Pak je zaznamenána událost "AbsenteesTreated"
      A hráč 3 má v kole 1 volno bez bodu
      A hráč 4 má v kole 1 volno bez bodu
      A kolo 1 má šachovnice "2-1"

    @ARB-CI2
    Scénář: Ruční losování nesmí nasadit hráče, který se neprezentoval
      Pokud se hraje turnaj systémem každý s každým pro 4 hráče a nepřítomní dostanou volno bez bodu
      Když rozhodčí prezentuje hráče 1 na kolo 1
      A rozhodčí prezentuje hráče 2 na kolo 1
      A rozhodčí prezentuje hráče 4 na kolo 1
      A rozhodčí sestaví los kola 1 ručně se šachovnicemi "1-3 2-4"
      Pak je požadavek odmítnut s kódem ERR_OVERRIDE_ABSENTEE podle "ARB CI2"
      A turnaj se nezměnil

    @ARB-CI2
    Scénář: Úprava vylosovaného kola ponechá posouzení jeho nepřítomných
      Pokud se hraje turnaj systémem každý s každým pro 6 hráčů a nepřítomní dostanou volno bez bodu
      Když rozhodčí prezentuje hráče 1 na kolo 1
      A rozhodčí prezentuje hráče 2 na kolo 1
      A rozhodčí prezentuje hráče 3 na kolo 1
      A rozhodčí prezentuje hráče 5 na kolo 1
      A rozhodčí prezentuje hráče 6 na kolo 1
      A je vylosováno kolo 1
      A rozhodčí navrhne pro kolo 1 šachovnice "6-1 2-5"
      A úprava se uloží s odůvodněním "ukázková šachovnice", na vědomí vzato "Bergerova tabulka" a potvrzeno ""
      Pak je zaznamenána událost "PairingEdited"
      A kolo 1 má šachovnice "6-1 2-5"
      A hráč 4 má v kole 1 volno bez bodu
