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
      Pokud turnaj systémem "round-robin" s 4 hráči
      Když rozhodčí prezentuje hráče 1 na kolo 1
      Pak tah je odmítnut s kódem ERR_CHECK_IN_OFF podle "ARB CI1"
      A turnaj se nezměnil

    @ARB-CI1
    Scénář: Prezence na pozdější kolo než příští je odmítnuta
      Pokud turnaj systémem "round-robin" s 4 hráči, kde nepřítomní dostanou volno bez bodu
      Když rozhodčí prezentuje hráče 1 na kolo 2
      Pak tah je odmítnut s kódem ERR_CHECK_IN_ROUND podle "ARB CI1"
      A turnaj se nezměnil

    @ARB-CI1
    Scénář: Rozhodčí i hráči se prezentují; prezenci lze zrušit
      Pokud turnaj systémem "round-robin" s 4 hráči, kde nepřítomní dostanou volno bez bodu
      Když rozhodčí prezentuje hráče 1 na kolo 1
      A hráč 2 se prezentuje na kolo 1 kódem turnaje
      A rozhodčí prezentuje hráče 3 na kolo 1
      A rozhodčí zruší prezenci hráče 3 na kolo 1
      Pak je zaznamenána událost "PlayerCheckedOut"
      A záznam říká, že se hráč 2 prezentoval kódem turnaje
      A neprezentovaní hráči na kolo 1 jsou "3 4"

  Pravidlo: ARB CI2: kdo se do losování kola neprezentuje, je posouzen podle volby pořadatele

    @ARB-CI2 @FIDE-C.04.1
    Scénář: Nepřítomní dostanou volno bez bodu a ostatní se vylosují
      Pokud turnaj systémem "round-robin" s 4 hráči, kde nepřítomní dostanou volno bez bodu
      Když rozhodčí prezentuje hráče 1 na kolo 1
      A rozhodčí prezentuje hráče 4 na kolo 1
      A je vylosováno kolo 1
      Pak je zaznamenána událost "AbsenteesTreated"
      A hráč 2 má v kole 1 volno bez bodu
      A hráč 3 má v kole 1 volno bez bodu
      A kolo 1 má šachovnice "1-4"

    @ARB-CI2
    Scénář: Nepřítomní jsou vyřazeni, když to pořadatel zvolil
      Pokud turnaj systémem "round-robin" s 4 hráči, kde jsou nepřítomní vyřazeni
      Když rozhodčí prezentuje hráče 1 na kolo 1
      A rozhodčí prezentuje hráče 2 na kolo 1
      A rozhodčí prezentuje hráče 3 na kolo 1
      A je vylosováno kolo 1
      Pak je zaznamenána událost "AbsenteesTreated"
      A hráč 4 je vyřazen z turnaje
