# language: cs
# Vygenerováno z features/tournament/tie-break-breakdown.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/tie-break-breakdown.json.
@tournament @FIDE-C.07
Požadavek: Pomocná hodnocení jako součty
  Hráč, který se ptá, proč má pomocné hodnocení právě takové, ho dostane rozepsané po kolech: co
  které kolo přidává a proč, jakou hodnotu má neodehrané kolo, co odstranil škrt, a výsledek, který
  je vždy hodnotou v pořadí. Příkladem je turnaj čtyř hráčů z pravidel pomocných hodnocení: Alpha
  porazí Deltu i Charlieho a remizuje s Bravem; Bravo vyhraje kontumačně nad Deltou; Charlie si v
  posledním kole vezme volno za půl bodu; Delta tehdy chybí.

  Pozadí:
    Pokud tabulka turnaje:
      | no | rating | 1   | 2   | 3   |
      | 1  | 2000   | 4w1 | 3b1 | 2w= |
      | 2  | 1900   | 3w= | 4b+ | 1b= |
      | 3  | 1800   | 2b= | 1w0 | -H  |
      | 4  | 1700   | 1b0 | 2w- | -Z  |

  Pravidlo: FIDE C.07 16: neodehrané kolo se počítá jako partie s virtuálním soupeřem

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Volno za půl bodu se počítá hráčovým vlastním skóre, nejvýše polovinou maxima, a škrtá se jako první
      Charlie má 1 bod, méně než mez 1,5, takže volno přidá 1,0. Toto kolo dobrovolně nehrál, proto
      ho BH/C1 odstraní, přestože jeho ostatní hodnoty jsou vyšší.
      Když rozepíšu pomocná hodnocení "BH,BH/C1" hráče 3
      Pak rozpis "BH/C1" je:
        | round | opponent | value | basis                           | cut |
        | 1     | 2        | 2.0   | opponent                        | -   |
        | 2     | 1        | 2.5   | opponent                        | -   |
        | 3     | -        | 1.0   | virtual, capped at half maximum | low |
      A "BH" se zapíše "5.5", jeho hodnota v pořadí
      A "BH/C1" se zapíše "5.5 - 1.0 = 4.5", jeho hodnota v pořadí

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Kontumační výhra se počítá jako virtuální soupeř omezený skóre určeného soupeře
      Bravova kontumační výhra nad Deltou přidá Deltovo skóre 0,0, ne Bravovo vlastní 2,0.
      Když rozepíšu pomocná hodnocení "BH" hráče 2
      Pak rozpis "BH" je:
        | round | opponent | value | basis                       | cut |
        | 1     | 3        | 1.0   | opponent                    | -   |
        | 2     | 4        | 0.0   | virtual, capped by opponent | -   |
        | 3     | 1        | 2.5   | opponent                    | -   |
      A "BH" se zapíše "3.5", jeho hodnota v pořadí

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Soupeři, který se po 2. kole turnaje neúčastnil, se další kola počítají jako remízy
      Delta získal 0 bodů, ale ve 3. kole chyběl: jako soupeř se počítá 0,5.
      Když rozepíšu pomocná hodnocení "BH/C1" hráče 1
      Pak rozpis "BH/C1" je:
        | round | opponent | value | basis                         | cut |
        | 1     | 4        | 0.5   | opponent, draws after round 2 | low |
        | 2     | 3        | 1.0   | opponent                      | -   |
        | 3     | 2        | 2.0   | opponent                      | -   |
      A "BH/C1" se zapíše "3.5 - 0.5 = 3.0", jeho hodnota v pořadí

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Mediánový škrt odstraní nejprve neodehrané kolo, potom nejvyšší hodnotu
      Delta prohrál kontumačně a chyběl: obě kola jsou jeho vlastní volbou a počítají se jeho skóre
      0. Škrt nejméně významné hodnoty vezme dřívější z nich, škrt nejvýznamnější hodnoty Alphových
      2,5.
      Když rozepíšu pomocná hodnocení "BH/M1" hráče 4
      Pak rozpis "BH/M1" je:
        | round | opponent | value | basis                           | cut  |
        | 1     | 1        | 2.5   | opponent                        | high |
        | 2     | 2        | 0.0   | virtual, capped by opponent     | low  |
        | 3     | -        | 0.0   | virtual, capped at half maximum | -    |
      A "BH/M1" se zapíše "2.5 - 2.5 = 0.0", jeho hodnota v pořadí

  Pravidlo: FIDE C.07 9.1: Sonneborn-Berger váží každou hodnotu získanými body

    @FIDE-C.07-9.1
    Scénář: Výhra počítá celou hodnotu, remíza její polovinu
      Když rozepíšu pomocná hodnocení "SB" hráče 1
      Pak rozpis "SB" je:
        | round | opponent | value | basis                         |
        | 1     | 4        | 0.50  | opponent, draws after round 2 |
        | 2     | 3        | 1.00  | opponent                      |
        | 3     | 2        | 1.00  | opponent                      |
      A "SB" se zapíše "2.50", jeho hodnota v pořadí

  Pravidlo: FIDE C.07 7.5: progresivní skóre sčítá průběžná skóre

    @FIDE-C.07-7.5
    Scénář: PS/C1 vynechá první kolo
      Když rozepíšu pomocná hodnocení "PS/C1" hráče 1
      Pak rozpis "PS/C1" je:
        | round | value | basis         | cut |
        | 1     | 1.0   | running score | low |
        | 2     | 2.0   | running score | -   |
        | 3     | 2.5   | running score | -   |
      A "PS/C1" se zapíše "5.5 - 1.0 = 4.5", jeho hodnota v pořadí

  Pravidlo: FIDE C.07 10: ratingy počítají jen partie odehrané u šachovnice

    @FIDE-C.07-10.1
    Scénář: ARO/C1 spotřebuje svůj škrt na kolo bez partie
      Když rozepíšu pomocná hodnocení "ARO/C1" hráče 3
      Pak rozpis "ARO/C1" je:
        | round | opponent | value | basis       | cut |
        | 1     | 2        | 1900  | rating      | -   |
        | 2     | 1        | 2000  | rating      | -   |
        | 3     | -        | -     | not counted | -   |
      A "ARO/C1" se zapíše "3900 / 2 = 1950", jeho hodnota v pořadí

    @FIDE-C.07-10.2
    Scénář: TPR přičte k průměrnému ratingu dp FIDE pro dosažené skóre
      Alpha získal 2,5 ze 3 (p = 0,83, dp = 273).
      Když rozepíšu pomocná hodnocení "ARO,TPR" hráče 1
      Pak "ARO" se zapíše "5400 / 3 = 1800", jeho hodnota v pořadí
      A "TPR" se zapíše "1800 + 273 = 2073", jeho hodnota v pořadí

  Pravidlo: FIDE C.07 9.2: Koya počítá body proti soupeřům s alespoň polovinou maxima

    @FIDE-C.07-9.2
    Scénář: Volno nemá soupeře a vynechá se
      Když rozepíšu pomocná hodnocení "KS" hráče 3
      Pak rozpis "KS" je:
        | round | opponent | value | basis    |
        | 1     | 2        | 0.5   | counts   |
        | 2     | 1        | 0.0   | counts   |
        | 3     | -        | 0.0   | left out |
      A "KS" se zapíše "0.5", jeho hodnota v pořadí

  Pravidlo: FIDE C.07 6: vzájemné partie určují místo uvnitř skupiny se shodou

    @FIDE-C.07-6
    Scénář: Počítají se jen partie uvnitř skupiny se shodným počtem bodů
      Pokud tabulka turnaje:
        | no | 1   | 2   | 3   |
        | 1  | 4w1 | 2w1 | 3b0 |
        | 2  | 3w1 | 1b0 | 4w1 |
        | 3  | 2b0 | 4b= | 1w1 |
        | 4  | 1b0 | 3w= | 2b0 |
      Když rozepíšu pomocná hodnocení "DE" hráče 1
      Pak rozpis "DE" je:
        | round | opponent | value | basis       |
        | 1     | 4        | -     | not counted |
        | 2     | 2        | 1     | encounter   |
        | 3     | 3        | -     | not counted |
      A "DE" se zapíše "1 in 1, 2", jeho hodnota v pořadí

  Pravidlo: FIDE C.07 16: příkazový řádek ukáže rozpis anglicky i česky

    Pozadí:
      Pokud soubor "four.trf" obsahuje:
        """
        012 Four players
        142 3
        001    1      Alpha                             2000                                          4 w 1     3 b 1     2 w =
        001    2      Bravo                             1900                                          3 w =     4 b +     1 b =
        001    3      Charlie                           1800                                          2 b =     1 w 0  0000 - H
        001    4      Delta                             1700                                          1 b 0     2 w -  0000 - Z
        XXR 3
        """

    @FIDE-C.07-16
    Scénář: arbiter standings --explain najde hráče podle jména
      Když spustím "arbiter standings four.trf --tiebreaks BH/C1 --explain charlie"
      Pak vypíše:
        """
        Tie-breaks of 3 Charlie: rank 3, 1.0 points after 3 rounds

        BH/C1: Buchholz (cut 1) [FIDE C.07 8.1]
          Rd  Opp  Res  Value  How
           1    2  = b    2.0  opponent's score 2.0
           2    1  0 w    2.5  opponent's score 2.5
           3    -    H    1.0  unplayed: a virtual opponent with the player's own score 1.0, at most 1.5 (half the maximum score); cut first: a round chosen not to play
          total 5.5 − cut 1.0 = 4.5
        """

    @FIDE-C.07-16
    Scénář: arbiter standings --explain --lang cs vypíše tentýž součet česky
      Když spustím "arbiter standings four.trf --tiebreaks BH/C1 --explain 3 --lang cs"
      Pak vypíše:
        """
        Pomocná hodnocení hráče 3 Charlie: 3. místo, 1.0 b. po 3 kolech

        BH/C1: Buchholz bez nejhoršího výsledku [FIDE C.07 8.1]
          Kolo  Soup.  Výs.  Hodnota  Jak vznikla
             1      2   = b      2.0  skóre soupeře 2.0
             2      1   0 w      2.5  skóre soupeře 2.5
             3      -     H      1.0  neodehráno: virtuální soupeř s hráčovým vlastním skóre 1.0, nejvýše 1.5 (polovina nejvyššího možného skóre); škrtnuto přednostně: kolo, které hráč dobrovolně nehrál
          součet 5.5 − škrt 1.0 = 4.5
        """

  Pravidlo: FIDE C.07: každý rozpis dává hodnoty pořadí

    @FIDE-C.07
    Náčrt Scénáře: <tournament>: každý hráč, každé pomocné hodnocení
      Pak každý rozpis "DE,BH,BH/C1,BH/M1,BH/C2,SB,SB/C1,PS,PS/C1,WIN,WON,BPG,BWG,ARO,ARO/C1,ARO/M1,TPR,KS" v "<tournament>" dává hodnoty pořadí

      Příklady:
        | tournament                                |
        | packages/tournament/testdata/swiss100.trf |
        | fixtures/tiebreaks/swiss10/tournament.trf |
        | fixtures/tiebreaks/swiss41/tournament.trf |
        | fixtures/tiebreaks/swiss60/tournament.trf |
