# language: cs
# Vygenerováno z features/tournament/byes-and-unplayed-rounds.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/byes-and-unplayed-rounds.json.
@tournament @FIDE-C.04.1
Požadavek: Volna a neodehraná kola
  Kolo může zůstat neodehrané několika způsoby a každý znamená pro losování i pro pomocná hodnocení
  něco jiného: volno přidělené losem (PAB, U) dává systém; volno za půl bodu, za bod nebo za nula
  bodů (H, F, Z) si hráč vyžádá nebo jde o nepřítomnost; kontumace (+ / -) je dvojice, jejíž partie
  se nehrála.

  Pozadí:
    Pokud je dán tento soubor turnaje:
      """
      012 Byes example
      001    1      Alpha                             2100                             1.5          4 w 1     2 b =
      001    2      Bravo                             2000                             1.5          3 w 1     1 w =
      001    3      Charlie                           1900                             0.5          2 b 0  0000 - H
      001    4      Delta                             1800                             0.0          1 b 0     5 b -
      001    5      Echo                              1700                             2.0       0000 - U     4 w +  0000 - H
      XXR 5
      """

  Pravidlo: FIDE C.04.1: vyžádané volno vyřadí hráče z losování příštího kola

    @FIDE-C.04.1
    Scénář: „0000 - H“ v losovaném kole je vyžádané volno za půl bodu
      Pak se losuje kolo 3
      A hráč 5 se nelosuje a má volno za půl bodu

  Pravidlo: FIDE C.04.1 d: hráč, který měl volno přidělené losem nebo nehranou výhru, už volno losem nedostane

    @FIDE-C.04.1-d
    Scénář: Volno přidělené losem i kontumační výhra se obě počítají
      Pak hráč 5 nesmí dostat volno přidělené losem

  Pravidlo: FIDE C.04.1: kontumace a volna nedávají barvu

    @FIDE-C.04.1
    Scénář: Historie barev přeskakuje neodehraná kola
      Pak hráč 5 má historii barev "--"
      A hráč 4 má historii barev "B-"
      A hráč 1 má historii barev "WB"

  Pravidlo: FIDE C.05 1: v turnaji každý s každým má soupeř hráče, který nehraje, volno

    @FIDE-C.05-1
    Scénář: 3. kolo z pěti podle Bergerovy tabulky, Echo má volno za půl bodu
      Když se další kolo losuje systémem každý s každým
      Pak jsou dvojice tyto:
        """
        3
        3 1
        2 0
        4 0
        """

  Pravidlo: FIDE C.07 16: neodehraná kola se v Buchholzu počítají jako partie s virtuálním soupeřem

    @FIDE-C.07-16
    Scénář: Volno za půl bodu, volno za nula bodů a kontumace
      Odehraná partie započítá skóre soupeře, jak právě stojí, jen kola po soupeřově poslední partii
      se počítají jako remízy. Neodehrané kolo započítá virtuálního soupeře, jehož skóre je hráčovo
      vlastní, nejvýše však skóre plánovaného soupeře (kontumace) nebo polovina maxima (volno nebo
      nepřítomnost).
      Pokud je dána tato tabulka turnaje:
        | č. | rating | 1   | 2   | 3   |
        | 1  | 2000   | 4w1 | 3b1 | 2w= |
        | 2  | 1900   | 3w= | 4b+ | 1b= |
        | 3  | 1800   | 2b= | 1w0 | -H  |
        | 4  | 1700   | 1b0 | 2w- | -Z  |
      Pak jsou pomocná hodnocení tato:
        | č. | PTS | BH  | BH/C1 |
        | 1  | 2,5 | 3,5 | 3,0   |
        | 2  | 2,0 | 3,5 | 3,5   |
        | 3  | 1,0 | 5,5 | 4,5   |
        | 4  | 0,0 | 2,5 | 2,5   |
