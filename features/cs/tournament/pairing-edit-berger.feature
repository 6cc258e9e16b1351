# language: cs
# Vygenerováno z features/tournament/pairing-edit-berger.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/pairing-edit-berger.json.
@tournament @FIDE-C.05
Požadavek: Úprava kola turnaje každý s každým se porovná s Bergerovou tabulkou
  V turnaji každý s každým je nalosováním programu Bergerova tabulka. Úprava vylosovaného kola se
  postaví vedle ní; každá šachovnice, která se liší, je varováním kritéria kvality, které se vezme
  na vědomí, než se úprava uloží s důvodem. Hráč dvakrát v kole je i zde nepřípustný.

  Pozadí:
    Pokud se hraje turnaj systémem každý s každým pro 4 hráče
    A je vylosováno kolo 1

  Pravidlo: FIDE C.05: šachovnice odlišné od Bergerovy tabulky se berou na vědomí

    Scénář: Dvojice 1-2 a 3-4 místo 1. kola podle tabulky
      Když rozhodčí navrhne pro kolo 1 šachovnice "1-2 3-4"
      Pak by program kolo vylosoval "1-4 2-3"
      A šachovnice "1 2" se liší od losu programu
      A úprava vyžaduje vzít na vědomí (Bergerova tabulka) podle "FIDE C.05"
      A úprava porušuje jen "Bergerova tabulka"
      Když se úprava uloží s odůvodněním "spadla losovací karta", na vědomí vzato "" a potvrzeno ""
      Pak je požadavek odmítnut s kódem ERR_EDIT_UNACKNOWLEDGED podle "FIDE C.05"
      A turnaj se nezměnil
      Když se úprava uloží s odůvodněním "spadla losovací karta", na vědomí vzato "Bergerova tabulka" a potvrzeno ""
      Pak je zaznamenána událost "PairingEdited"
      A kolo 1 má šachovnice "1-2 3-4"
      A exportované TRF uvádí úpravu kola 1 jako "table [FIDE C.05]"

  @FIDE-C.04.1
  Pravidlo: FIDE C.04.1: hráč hraje v kole jednou, i v turnaji každý s každým

    Scénář: Hráč 1 na obou šachovnicích je odmítnut
      Když rozhodčí navrhne pro kolo 1 šachovnice "1-4 1-3"
      Pak je úprava nepřípustná (hráč dvakrát v kole) podle "FIDE C.04.1" na šachovnici 2
