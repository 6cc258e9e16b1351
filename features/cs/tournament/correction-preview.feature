# language: cs
# Vygenerováno z features/tournament/correction-preview.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/correction-preview.json.
@tournament @FIDE-C.04.2
Požadavek: Oprava výsledku se před uložením ukáže v náhledu
  Výsledek, u kterého se chyba zjistí až po vylosování dalších kol (špatně zapsaný, nebo partie,
  která se vůbec nehrála, a je tedy kontumační), se opravuje. Než ho rozhodčí uloží, aplikace ukáže,
  co oprava změní: každý řádek pořadí a každé pomocné hodnocení, které se pohne, před opravou i po
  ní, a u každého už vylosovaného pozdějšího kola šachovnice, které by program s opravenou historií
  vylosoval jinak. Vylosovaná kola zůstávají, jak jsou; oprava se uloží i s důvodem. Turnaj: osm
  hráčů, tři kola švýcarským systémem, výše nasazený hráč vyhrává a každá třetí šachovnice končí
  remízou.

  Pozadí:
    Pokud má turnaj holandským systémem pro 8 hráčů za sebou 3 kola

  Pravidlo: FIDE C.04.2: opravený výsledek změní pořadí hned

    @FIDE-C.04.2 @FIDE-C.07
    Scénář: Špatně zapsaný výsledek: náhled vyjmenuje právě ty hodnoty, které se pak změní
      Když se zobrazí náhled opravy šachovnice 1 v kole 1 na "0-1"
      A oprava se uloží s odůvodněním "zaměněné zápisy partií"
      Pak náhled vyjmenuje pomocná hodnocení, která se změní, a pořadí se změní přesně podle něj
      A náhled uvádí, že se body změní 2 hráčům

    @FIDE-C.04.2 @FIDE-C.07-16
    Scénář: Kontumace zjištěná dodatečně: partie se nehrála
      Černý, který vyhrál, si bod ponechá, ale kolo je teď nehrané: do jeho Buchholze se místo
      hráče, se kterým nehrál, počítá virtuální soupeř (FIDE C.07 16.4).
      Když se zobrazí náhled opravy šachovnice 2 v kole 1 na "-:+"
      A oprava se uloží s odůvodněním "partie se nehrála"
      Pak náhled vyjmenuje pomocná hodnocení, která se změní, a pořadí se změní přesně podle něj
      A náhled uvádí, že se body změní 0 hráčům

  Pravidlo: FIDE C.04.2: vylosovaná kola zůstávají; náhled ukáže los programu

    @FIDE-C.04.2 @FIDE-C.04.3
    Scénář: Pozdější kola znovu vylosovaná s opravenou historií, šachovnice po šachovnici
      Když se zobrazí náhled opravy šachovnice 1 v kole 1 na "0-1"
      Pak každé pozdější kolo náhledu je holandský los opravené historie, šachovnice po šachovnici
      A program by aspoň jednu pozdější šachovnici vylosoval jinak

  Pravidlo: Oprava se ukládá s důvodem

    @FIDE-C.04.2
    Scénář: Oprava s prázdným důvodem je odmítnuta a nic se neuloží
      Když je výsledek šachovnice 1 v kole 1 opraven na "0-1" s odůvodněním " "
      Pak je požadavek odmítnut s kódem ERR_CORRECTION_REASON podle "FIDE C.04.2"
      A turnaj se nezměnil
