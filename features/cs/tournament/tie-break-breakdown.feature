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

  Pravidlo: FIDE C.07 13.1: body jsou součtem toho, co hráč získal v každém kole

    @FIDE-C.07-13.1 @FIDE-C.07-16
    Scénář: Kontumační výhra se počítá jako výhra
      Když rozepíšu pomocná hodnocení "PTS" hráče 2
      Pak rozpis "PTS" je:
        | round | opponent | kind        | value | basis  |
        | 1     | 3        | game        | 0.5   | points |
        | 2     | 4        | forfeit win | 1.0   | points |
        | 3     | 1        | game        | 0.5   | points |
      A "PTS" se zapíše "2.0", jeho hodnota v pořadí

    @FIDE-C.07-13.1 @FIDE-C.07-16
    Scénář: Kontumační prohra a neúčast nepřinášejí nic
      Když rozepíšu pomocná hodnocení "PTS" hráče 4
      Pak rozpis "PTS" je:
        | round | opponent | kind           | value | basis  |
        | 1     | 1        | game           | 0.0   | points |
        | 2     | 2        | forfeit loss   | 0.0   | points |
        | 3     | -        | zero point bye | 0.0   | points |
      A "PTS" se zapíše "0.0", jeho hodnota v pořadí

  Pravidlo: FIDE C.07 7.1-7.2: WIN počítá každé vyhrané kolo, WON jen partie vyhrané na šachovnici

    @FIDE-C.07-7.1 @FIDE-C.07-7.2
    Scénář: Kontumační výhra se počítá do WIN, ne do WON
      Když rozepíšu pomocná hodnocení "WIN,WON" hráče 2
      Pak rozpis "WIN" je:
        | round | opponent | value | basis          |
        | 1     | 3        | 0     | does not count |
        | 2     | 4        | 1     | counts         |
        | 3     | 1        | 0     | does not count |
      A rozpis "WON" je:
        | round | opponent | value | basis          |
        | 1     | 3        | 0     | does not count |
        | 2     | 4        | 0     | does not count |
        | 3     | 1        | 0     | does not count |
      A "WIN" se zapíše "1", jeho hodnota v pořadí
      A "WON" se zapíše "0", jeho hodnota v pořadí

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

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Při 3 bodech za výhru je mezí volna polovina z 9 bodů
      Ve třech kolech lze získat nejvýše 9 bodů. Charlieho volno za půl bodu mu přinese 1 bod jako
      remíza; jeho vlastní 2 body jsou pod mezí 4,5, takže volno přidá 2.
      Pokud se výhra počítá za 3, remíza za 1 a prohra za 0
      Když rozepíšu pomocná hodnocení "BH" hráče 3
      Pak rozpis "BH" je:
        | round | opponent | kind           | value | cap | basis                           |
        | 1     | 2        | game           | 5.0   | -   | opponent                        |
        | 2     | 1        | game           | 7.0   | -   | opponent                        |
        | 3     | -        | half point bye | 2.0   | 4.5 | virtual, capped at half maximum |
      A "BH" se zapíše "14.0", jeho hodnota v pořadí

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Volno za celý bod je kolo, kterého se hráč účastnil, přesto se počítá jako virtuální soupeř a škrtá se jako první
      Alpha vyhraje kontumačně nad Charliem, porazí Brava a ve 3. kole si vezme volno za celý bod.
      To kolo dobrovolně nehrál: počítá se jeho vlastními 3 body, nejvýše 1,5, a BH/C1 ho škrtne.
      Pokud tabulka turnaje:
        | no | 1   | 2   | 3   |
        | 1  | 3w+ | 2b1 | -F  |
        | 2  | 4w1 | 1w0 | 3w0 |
        | 3  | 1b- | 4w= | 2b1 |
        | 4  | 2b0 | 3b= | -U  |
      Když rozepíšu pomocná hodnocení "BH/C1" hráče 1
      Pak rozpis "BH/C1" je:
        | round | opponent | kind           | value | cap | basis                           | cut |
        | 1     | 3        | forfeit win    | 1.5   | 1.5 | virtual, capped by opponent     | -   |
        | 2     | 2        | game           | 1.0   | -   | opponent                        | -   |
        | 3     | -        | full point bye | 1.5   | 1.5 | virtual, capped at half maximum | low |
      A "BH/C1" se zapíše "4.0 - 1.5 = 2.5", jeho hodnota v pořadí

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Soupeř, který měl v posledním kole volno za celý bod, se ho účastnil: jeho skóre se neupravuje
      Bravo hrál s Alphou ve 2. kole. Alphovo volno za celý bod ve 3. kole je kolo, kterého se
      účastnil, proto se Alpha počítá celými 3 body, ne 2 body a remízou.
      Pokud tabulka turnaje:
        | no | 1   | 2   | 3   |
        | 1  | 3w+ | 2b1 | -F  |
        | 2  | 4w1 | 1w0 | 3w0 |
        | 3  | 1b- | 4w= | 2b1 |
        | 4  | 2b0 | 3b= | -U  |
      Když rozepíšu pomocná hodnocení "BH" hráče 2
      Pak rozpis "BH" je:
        | round | opponent | value | basis    |
        | 1     | 4        | 1.5   | opponent |
        | 2     | 1        | 3.0   | opponent |
        | 3     | 3        | 1.5   | opponent |
      A "BH" se zapíše "6.0", jeho hodnota v pořadí

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Kontumační prohra s hráčem číslo 1 je omezena skóre tohoto hráče
      Charlie prohrál 1. kolo s Alphou kontumačně: virtuální soupeř má Charlieho vlastních 1,5 bodu,
      nejvýše Alphovy 3.
      Pokud tabulka turnaje:
        | no | 1   | 2   | 3   |
        | 1  | 3w+ | 2b1 | -F  |
        | 2  | 4w1 | 1w0 | 3w0 |
        | 3  | 1b- | 4w= | 2b1 |
        | 4  | 2b0 | 3b= | -U  |
      Když rozepíšu pomocná hodnocení "BH" hráče 3
      Pak rozpis "BH" je:
        | round | opponent | kind         | value | cap | basis                       |
        | 1     | 1        | forfeit loss | 1.5   | 3.0 | virtual, capped by opponent |
        | 2     | 4        | game         | 1.5   | -   | opponent                    |
        | 3     | 2        | game         | 1.0   | -   | opponent                    |
      A "BH" se zapíše "4.0", jeho hodnota v pořadí

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
        | round | opponent | value | basis                      | cut |
        | 1     | 2        | 1900  | rating                     | -   |
        | 2     | 1        | 2000  | rating                     | -   |
        | 3     | -        | -     | not counted, no rated game | -   |
      A "ARO/C1" se zapíše "3900 / 2 = 1950", jeho hodnota v pořadí

    @FIDE-C.07-10.2
    Scénář: TPR přičte k průměrnému ratingu dp FIDE pro dosažené skóre
      Alpha získal 2,5 ze 3 (p = 0,83, dp = 273).
      Když rozepíšu pomocná hodnocení "ARO,TPR" hráče 1
      Pak "ARO" se zapíše "5400 / 3 = 1800", jeho hodnota v pořadí
      A "TPR" se zapíše "1800 + 273 = 2073", jeho hodnota v pořadí

    @FIDE-C.07-10.1
    Scénář: ARO/M1 škrtá nejnižší a nejvyšší rating
      Když rozepíšu pomocná hodnocení "ARO/M1" hráče 1
      Pak rozpis "ARO/M1" je:
        | round | opponent | value | basis  | cut  |
        | 1     | 4        | 1700  | rating | low  |
        | 2     | 3        | 1800  | rating | -    |
        | 3     | 2        | 1900  | rating | high |
      A "ARO/M1" se zapíše "1800 / 1 = 1800", jeho hodnota v pořadí

  Pravidlo: FIDE C.07 9.2: Koya počítá body proti soupeřům s alespoň polovinou maxima

    @FIDE-C.07-9.2
    Scénář: Volno nemá soupeře a vynechá se
      Když rozepíšu pomocná hodnocení "KS" hráče 3
      Pak rozpis "KS" je:
        | round | opponent | opponent score | value | basis    |
        | 1     | 2        | 2.0            | 0.5   | counts   |
        | 2     | 1        | 2.5            | 0.0   | counts   |
        | 3     | -        | -              | 0.0   | left out |
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
        | round | opponent | value | basis                             |
        | 1     | 4        | -     | not counted, no game in the group |
        | 2     | 2        | 1     | encounter                         |
        | 3     | 3        | -     | not counted, no game in the group |
      A "DE" se zapíše "1 in 1, 2", jeho hodnota v pořadí

    @FIDE-C.07-6
    Scénář: Po BH tvoří skupinu hráči se stejnými body i stejným BH
      Charlie i Delta mají 2 body a BH 4,5; Delta Charlieho porazil. Echo a Foxtrot mají také BH
      4,5, ale jen 1 bod: do skupiny nepatří.
      Pokud tabulka turnaje:
        | no | 1   | 2   | 3   |
        | 1  | 2w= | 3b0 | 4w1 |
        | 2  | 1b= | 5w1 | 6b0 |
        | 3  | 4w0 | 1w1 | 5w1 |
        | 4  | 3b1 | 6w1 | 1b0 |
        | 5  | 6w1 | 2b0 | 3b0 |
        | 6  | 5b0 | 4b0 | 2w1 |
      Když rozepíšu pomocná hodnocení "BH,DE" hráče 3
      Pak rozpis "DE" je:
        | round | opponent | value | basis                             |
        | 1     | 4        | 0     | encounter                         |
        | 2     | 1        | -     | not counted, no game in the group |
        | 3     | 5        | -     | not counted, no game in the group |
      A "DE" se zapíše "2 in 3, 4", jeho hodnota v pořadí

    @FIDE-C.07-6
    Scénář: Kontumace mezi dvěma hráči se stejným počtem bodů není vzájemný zápas
      Alpha i Bravo mají 2 body; Alpha vyhrál jejich dvojici kontumačně, takže spolu nehráli a
      zůstávají na stejném místě.
      Pokud tabulka turnaje:
        | no | 1   | 2   | 3   |
        | 1  | 2w+ | 3b1 | 4w0 |
        | 2  | 1b- | 4w1 | 3b1 |
        | 3  | 4w1 | 1w0 | 2w0 |
        | 4  | 3b0 | 2b0 | 1b1 |
      Když rozepíšu pomocná hodnocení "DE" hráče 1
      Pak rozpis "DE" je:
        | round | opponent | value | basis                                  |
        | 1     | 2        | -     | not counted, not played over the board |
        | 2     | 3        | -     | not counted, no game in the group      |
        | 3     | 4        | -     | not counted, no game in the group      |
      A "DE" se zapíše "0 in 1, 2", jeho hodnota v pořadí

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
