# language: cs
# Vygenerováno z features/tournament/pairing-edit.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/pairing-edit.json.
@tournament @FIDE-C.04.3
Požadavek: Úprava vylosovaného kola rozhodčím se porovná s programem
  Dokud žádná partie kola nemá výsledek, smí rozhodčí změnit jeho šachovnice: prohodit hráče,
  prohodit barvy, zrušit šachovnici nebo spárovat dva hráče bez šachovnice. Úprava se postaví vedle
  nalosování, které pro to kolo dává program, a každé kritérium, které porušuje, je pojmenováno tak,
  jak ho nazývají pravidla losování, i se svou úrovní: nepřípustné (hráč v kole dvakrát, dvojice
  nalosovaná dvakrát, hráči, kteří už spolu hráli), s dvojím potvrzením (absolutní kritérium:
  zakázaná dvojice, druhé volno přidělené losováním, barva, kterou hráč mít musí), nebo vzaté na
  vědomí (kritérium kvality: barevná preference, přesun do jiné skupiny, rozdíl skóre, pořadí
  losovacího systému). Přijatá úprava se uloží s důvodem a s porušenými kritérii a TRF ji nese jako
  řádek komentáře.

  Pozadí:
    Pokud se hraje turnaj holandským systémem pro 8 hráčů
    A je vylosováno kolo 1
    A všechny partie kola 1 vyhraje bílý
    A kolo 1 je uzavřeno
    A je vylosováno kolo 2
    A všechny partie kola 2 vyhraje bílý
    A kolo 2 je uzavřeno
    A je vylosováno kolo 3

  Pravidlo: Nalosování programu stojí vedle úpravy; posuzují se jen šachovnice, které se liší

    Scénář: Nalosování samotného programu nic neporušuje
      Když rozhodčí navrhne pro kolo 3 šachovnice "3-6 1-8 7-2 5-4"
      Pak by program kolo vylosoval "3-6 1-8 7-2 5-4"
      A šachovnice "" se liší od losu programu
      A úprava porušuje jen ""

  @FIDE-C.04.3-C1 @FIDE-C.04.1-b
  Pravidlo: FIDE C.04.3 C1: hráči, kteří už spolu hráli, se znovu nelosují, ať je potvrzeno cokoli

    Scénář: Hráči 1 a 6 spolu hráli ve 2. kole: úprava je odmítnuta a nic se neuloží
      Když rozhodčí navrhne pro kolo 3 šachovnice "1-6 3-8 7-2 5-4"
      Pak se šachovnice "1 2" liší od losu programu
      A úprava je nepřípustná (C1) podle "FIDE C.04.3 C1" na šachovnici 1
      Když se úprava uloží s odůvodněním "požádali o to", na vědomí vzato "C7" a potvrzeno "C1"
      Pak je požadavek odmítnut s kódem ERR_EDIT_REFUSED podle "FIDE C.04.3 C1"
      A turnaj se nezměnil

  @FIDE-C.04.3-C3
  Pravidlo: FIDE C.04.3 C3: absolutní barvu lze porušit až po dvojím potvrzení

    Scénář: Hráči 5 a 7 měli oba dvakrát černé a musí mít bílé: utkají se jen po potvrzení
      Když rozhodčí navrhne pro kolo 3 šachovnice "3-6 1-8 7-5 2-4"
      Pak se šachovnice "3 4" liší od losu programu
      A úprava vyžaduje dvojí potvrzení (C3) podle "FIDE C.04.3 C3"
      A úprava vyžaduje vzít na vědomí (C12) podle "FIDE C.04.3 C12"
      A úprava porušuje jen "C3 C12"
      Když se úprava uloží s odůvodněním "bratři cestují spolu", na vědomí vzato "C12" a potvrzeno ""
      Pak je požadavek odmítnut s kódem ERR_EDIT_UNCONFIRMED podle "FIDE C.04.3 C3"
      A turnaj se nezměnil
      Když se úprava uloží s odůvodněním "bratři cestují spolu", na vědomí vzato "C12" a potvrzeno "C3"
      Pak je zaznamenána událost "PairingEdited"
      A kolo 3 má šachovnice "3-6 1-8 7-5 2-4"
      A exportované TRF uvádí úpravu kola 3 jako "C3 [FIDE C.04.3 C3], C12 [FIDE C.04.3 C12]"

    Scénář: Prohození barev na 3. šachovnici dá hráči 7 černé potřetí
      Když rozhodčí navrhne pro kolo 3 šachovnice "3-6 1-8 2-7 5-4"
      Pak se šachovnice "3" liší od losu programu
      A úprava vyžaduje dvojí potvrzení (C3) podle "FIDE C.04.3 C3"
      A úprava vyžaduje vzít na vědomí (C12) podle "FIDE C.04.3 C12"

  @FIDE-C.04.3-C7 @FIDE-C.04.3-4
  Pravidlo: FIDE C.04.3 C7 a holandské pořadí: kritéria kvality se vezmou na vědomí a uloží s důvodem

    Scénář: Hráč 7 (bez bodu) hraje s hráčem 6 (dva body): rozdíl skóre
      Když rozhodčí navrhne pro kolo 3 šachovnice "3-2 1-8 7-6 5-4"
      Pak se šachovnice "1 3" liší od losu programu
      A úprava vyžaduje vzít na vědomí (C7) podle "FIDE C.04.3 C7"
      A úprava vyžaduje vzít na vědomí (pořadí) podle "FIDE C.04.3 4"
      Když se úprava uloží s odůvodněním "", na vědomí vzato "C7 pořadí" a potvrzeno ""
      Pak je požadavek odmítnut s kódem ERR_EDIT_REASON podle "FIDE C.04.1"
      Když se úprava uloží s odůvodněním "u šachovnice zhasla lampa", na vědomí vzato "C7" a potvrzeno ""
      Pak je požadavek odmítnut s kódem ERR_EDIT_UNACKNOWLEDGED podle "FIDE C.04.3 4"
      Když se úprava uloží s odůvodněním "u šachovnice zhasla lampa", na vědomí vzato "C7 pořadí" a potvrzeno ""
      Pak je zaznamenána událost "PairingEdited"

  @FIDE-C.04.1-c
  Pravidlo: FIDE C.04.1: každý hráč kola má šachovnici nebo volno

    Scénář: Zrušení 4. šachovnice nechá hráče 5 a 4 bez partie: dvojí potvrzení
      Když rozhodčí navrhne pro kolo 3 šachovnice "3-6 1-8 7-2"
      Pak úprava vyžaduje dvojí potvrzení (hráč bez soupeře) podle "FIDE C.04.1 c"
      A úprava porušuje jen "hráč bez soupeře"

  @FIDE-C.04.1
  Pravidlo: FIDE C.04.1: hráč hraje v kole jednou

    Scénář: Hráč 3 na dvou šachovnicích je odmítnut
      Když rozhodčí navrhne pro kolo 3 šachovnice "3-6 1-8 7-2 5-4 3-4"
      Pak je úprava nepřípustná (hráč dvakrát v kole) podle "FIDE C.04.1" na šachovnici 5
