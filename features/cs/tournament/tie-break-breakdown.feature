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
    Pokud je dána tato tabulka turnaje:
      | č. | rating | 1   | 2   | 3   |
      | 1  | 2000   | 4w1 | 3b1 | 2w= |
      | 2  | 1900   | 3w= | 4b+ | 1b= |
      | 3  | 1800   | 2b= | 1w0 | -H  |
      | 4  | 1700   | 1b0 | 2w- | -Z  |

  Pravidlo: FIDE C.07 13.1: body jsou součtem toho, co hráč získal v každém kole

    @FIDE-C.07-13.1 @FIDE-C.07-16
    Scénář: Kontumační výhra se počítá jako výhra
      Když se rozepíší pomocná hodnocení "PTS" hráče 2
      Pak je rozpis "PTS" tento:
        | kolo | soupeř | druh             | hodnota | základ |
        | 1    | 3      | partie           | 0,5     | body   |
        | 2    | 4      | kontumační výhra | 1,0     | body   |
        | 3    | 1      | partie           | 0,5     | body   |
      A "PTS" se zapíše jako "2,0", tak jako v pořadí

    @FIDE-C.07-13.1 @FIDE-C.07-16
    Scénář: Kontumační prohra a neúčast nepřinášejí nic
      Když se rozepíší pomocná hodnocení "PTS" hráče 4
      Pak je rozpis "PTS" tento:
        | kolo | soupeř | druh               | hodnota | základ |
        | 1    | 1      | partie             | 0,0     | body   |
        | 2    | 2      | kontumační prohra  | 0,0     | body   |
        | 3    | -      | volno za nula bodů | 0,0     | body   |
      A "PTS" se zapíše jako "0,0", tak jako v pořadí

  Pravidlo: FIDE C.07 7.1-7.2: WIN počítá každé vyhrané kolo, WON jen partie vyhrané na šachovnici

    @FIDE-C.07-7.1 @FIDE-C.07-7.2
    Scénář: Kontumační výhra se počítá do WIN, ne do WON
      Když se rozepíší pomocná hodnocení "WIN,WON" hráče 2
      Pak je rozpis "WIN" tento:
        | kolo | soupeř | hodnota | základ      |
        | 1    | 3      | 0       | nepočítá se |
        | 2    | 4      | 1       | počítá se   |
        | 3    | 1      | 0       | nepočítá se |
      A rozpis "WON" je tento:
        | kolo | soupeř | hodnota | základ      |
        | 1    | 3      | 0       | nepočítá se |
        | 2    | 4      | 0       | nepočítá se |
        | 3    | 1      | 0       | nepočítá se |
      A "WIN" se zapíše jako "1", tak jako v pořadí
      A "WON" se zapíše jako "0", tak jako v pořadí

  Pravidlo: FIDE C.07 16: neodehrané kolo se počítá jako partie s virtuálním soupeřem

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Volno za půl bodu se počítá hráčovým vlastním skóre, nejvýše polovinou maxima, a škrtá se jako první
      Charlie má 1 bod, méně než mez 1,5, takže volno přidá 1,0. Toto kolo dobrovolně nehrál, proto
      ho BH/C1 odstraní, přestože jeho ostatní hodnoty jsou vyšší.
      Když se rozepíší pomocná hodnocení "BH,BH/C1" hráče 3
      Pak je rozpis "BH/C1" tento:
        | kolo | soupeř | hodnota | základ                             | škrt  |
        | 1    | 2      | 2,0     | soupeř                             | -     |
        | 2    | 1      | 2,5     | soupeř                             | -     |
        | 3    | -      | 1,0     | virtuální, nejvýše polovina maxima | nižší |
      A "BH" se zapíše jako "5,5", tak jako v pořadí
      A "BH/C1" se zapíše jako "5,5 - 1,0 = 4,5", tak jako v pořadí

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Kontumační výhra se počítá jako virtuální soupeř omezený skóre určeného soupeře
      Bravova kontumační výhra nad Deltou přidá Deltovo skóre 0,0, ne Bravovo vlastní 2,0.
      Když se rozepíší pomocná hodnocení "BH" hráče 2
      Pak je rozpis "BH" tento:
        | kolo | soupeř | hodnota | základ                          | škrt |
        | 1    | 3      | 1,0     | soupeř                          | -    |
        | 2    | 4      | 0,0     | virtuální, nejvýše body soupeře | -    |
        | 3    | 1      | 2,5     | soupeř                          | -    |
      A "BH" se zapíše jako "3,5", tak jako v pořadí

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Soupeři, který se po 2. kole turnaje neúčastnil, se další kola počítají jako remízy
      Delta získal 0 bodů, ale ve 3. kole chyběl: jako soupeř se počítá 0,5.
      Když se rozepíší pomocná hodnocení "BH/C1" hráče 1
      Pak je rozpis "BH/C1" tento:
        | kolo | soupeř | hodnota | základ                    | škrt  |
        | 1    | 4      | 0,5     | soupeř, po 2. kole remízy | nižší |
        | 2    | 3      | 1,0     | soupeř                    | -     |
        | 3    | 2      | 2,0     | soupeř                    | -     |
      A "BH/C1" se zapíše jako "3,5 - 0,5 = 3,0", tak jako v pořadí

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Mediánový škrt odstraní nejprve neodehrané kolo, potom nejvyšší hodnotu
      Delta prohrál kontumačně a chyběl: obě kola jsou jeho vlastní volbou a počítají se jeho skóre
      0. Škrt nejméně významné hodnoty vezme dřívější z nich, škrt nejvýznamnější hodnoty Alphových
      2,5.
      Když se rozepíší pomocná hodnocení "BH/M1" hráče 4
      Pak je rozpis "BH/M1" tento:
        | kolo | soupeř | hodnota | základ                             | škrt  |
        | 1    | 1      | 2,5     | soupeř                             | vyšší |
        | 2    | 2      | 0,0     | virtuální, nejvýše body soupeře    | nižší |
        | 3    | -      | 0,0     | virtuální, nejvýše polovina maxima | -     |
      A "BH/M1" se zapíše jako "2,5 - 2,5 = 0,0", tak jako v pořadí

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Při 3 bodech za výhru je mezí volna polovina z 9 bodů
      Ve třech kolech lze získat nejvýše 9 bodů. Charlieho volno za půl bodu mu přinese 1 bod jako
      remíza; jeho vlastní 2 body jsou pod mezí 4,5, takže volno přidá 2.
      Pokud se výhra počítá za 3, remíza za 1 a prohra za 0
      Když se rozepíší pomocná hodnocení "BH" hráče 3
      Pak je rozpis "BH" tento:
        | kolo | soupeř | druh              | hodnota | strop | základ                             |
        | 1    | 2      | partie            | 5,0     | -     | soupeř                             |
        | 2    | 1      | partie            | 7,0     | -     | soupeř                             |
        | 3    | -      | volno za půl bodu | 2,0     | 4,5   | virtuální, nejvýše polovina maxima |
      A "BH" se zapíše jako "14,0", tak jako v pořadí

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Volno za celý bod je kolo, kterého se hráč účastnil, přesto se počítá jako virtuální soupeř a škrtá se jako první
      Alpha vyhraje kontumačně nad Charliem, porazí Brava a ve 3. kole si vezme volno za celý bod.
      To kolo dobrovolně nehrál: počítá se jeho vlastními 3 body, nejvýše 1,5, a BH/C1 ho škrtne.
      Pokud je dána tato tabulka turnaje:
        | č. | 1   | 2   | 3   |
        | 1  | 3w+ | 2b1 | -F  |
        | 2  | 4w1 | 1w0 | 3w0 |
        | 3  | 1b- | 4w= | 2b1 |
        | 4  | 2b0 | 3b= | -U  |
      Když se rozepíší pomocná hodnocení "BH/C1" hráče 1
      Pak je rozpis "BH/C1" tento:
        | kolo | soupeř | druh              | hodnota | strop | základ                             | škrt  |
        | 1    | 3      | kontumační výhra  | 1,5     | 1,5   | virtuální, nejvýše body soupeře    | -     |
        | 2    | 2      | partie            | 1,0     | -     | soupeř                             | -     |
        | 3    | -      | volno za celý bod | 1,5     | 1,5   | virtuální, nejvýše polovina maxima | nižší |
      A "BH/C1" se zapíše jako "4,0 - 1,5 = 2,5", tak jako v pořadí

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Soupeř, který měl v posledním kole volno za celý bod, se ho účastnil: jeho skóre se neupravuje
      Bravo hrál s Alphou ve 2. kole. Alphovo volno za celý bod ve 3. kole je kolo, kterého se
      účastnil, proto se Alpha počítá celými 3 body, ne 2 body a remízou.
      Pokud je dána tato tabulka turnaje:
        | č. | 1   | 2   | 3   |
        | 1  | 3w+ | 2b1 | -F  |
        | 2  | 4w1 | 1w0 | 3w0 |
        | 3  | 1b- | 4w= | 2b1 |
        | 4  | 2b0 | 3b= | -U  |
      Když se rozepíší pomocná hodnocení "BH" hráče 2
      Pak je rozpis "BH" tento:
        | kolo | soupeř | hodnota | základ |
        | 1    | 4      | 1,5     | soupeř |
        | 2    | 1      | 3,0     | soupeř |
        | 3    | 3      | 1,5     | soupeř |
      A "BH" se zapíše jako "6,0", tak jako v pořadí

    @FIDE-C.07-16 @FIDE-C.07-8.1
    Scénář: Kontumační prohra s hráčem číslo 1 je omezena skóre tohoto hráče
      Charlie prohrál 1. kolo s Alphou kontumačně: virtuální soupeř má Charlieho vlastních 1,5 bodu,
      nejvýše Alphovy 3.
      Pokud je dána tato tabulka turnaje:
        | č. | 1   | 2   | 3   |
        | 1  | 3w+ | 2b1 | -F  |
        | 2  | 4w1 | 1w0 | 3w0 |
        | 3  | 1b- | 4w= | 2b1 |
        | 4  | 2b0 | 3b= | -U  |
      Když se rozepíší pomocná hodnocení "BH" hráče 3
      Pak je rozpis "BH" tento:
        | kolo | soupeř | druh              | hodnota | strop | základ                          |
        | 1    | 1      | kontumační prohra | 1,5     | 3,0   | virtuální, nejvýše body soupeře |
        | 2    | 4      | partie            | 1,5     | -     | soupeř                          |
        | 3    | 2      | partie            | 1,0     | -     | soupeř                          |
      A "BH" se zapíše jako "4,0", tak jako v pořadí

  Pravidlo: FIDE C.07 9.1: Sonneborn-Berger váží každou hodnotu získanými body

    @FIDE-C.07-9.1
    Scénář: Výhra počítá celou hodnotu, remíza její polovinu
      Když se rozepíší pomocná hodnocení "SB" hráče 1
      Pak je rozpis "SB" tento:
        | kolo | soupeř | hodnota | základ                    |
        | 1    | 4      | 0,50    | soupeř, po 2. kole remízy |
        | 2    | 3      | 1,00    | soupeř                    |
        | 3    | 2      | 1,00    | soupeř                    |
      A "SB" se zapíše jako "2,50", tak jako v pořadí

  Pravidlo: FIDE C.07 7.5: progresivní skóre sčítá průběžná skóre

    @FIDE-C.07-7.5
    Scénář: PS/C1 vynechá první kolo
      Když se rozepíší pomocná hodnocení "PS/C1" hráče 1
      Pak je rozpis "PS/C1" tento:
        | kolo | hodnota | základ        | škrt  |
        | 1    | 1,0     | průběžné body | nižší |
        | 2    | 2,0     | průběžné body | -     |
        | 3    | 2,5     | průběžné body | -     |
      A "PS/C1" se zapíše jako "5,5 - 1,0 = 4,5", tak jako v pořadí

  Pravidlo: FIDE C.07 10: ratingy počítají jen partie odehrané u šachovnice

    @FIDE-C.07-10.1
    Scénář: ARO/C1 spotřebuje svůj škrt na kolo bez partie
      Když se rozepíší pomocná hodnocení "ARO/C1" hráče 3
      Pak je rozpis "ARO/C1" tento:
        | kolo | soupeř | hodnota | základ                               | škrt |
        | 1    | 2      | 1900    | rating                               | -    |
        | 2    | 1      | 2000    | rating                               | -    |
        | 3    | -      | -       | nepočítá se, žádná partie s ratingem | -    |
      A "ARO/C1" se zapíše jako "3900 / 2 = 1950", tak jako v pořadí

    @FIDE-C.07-10.2
    Scénář: TPR přičte k průměrnému ratingu dp FIDE pro dosažené skóre
      Alpha získal 2,5 ze 3 (p = 0,83, dp = 273).
      Když se rozepíší pomocná hodnocení "ARO,TPR" hráče 1
      Pak se "ARO" zapíše jako "5400 / 3 = 1800", tak jako v pořadí
      A "TPR" se zapíše jako "1800 + 273 = 2073", tak jako v pořadí

    @FIDE-C.07-10.1
    Scénář: ARO/M1 škrtá nejnižší a nejvyšší rating
      Když se rozepíší pomocná hodnocení "ARO/M1" hráče 1
      Pak je rozpis "ARO/M1" tento:
        | kolo | soupeř | hodnota | základ | škrt  |
        | 1    | 4      | 1700    | rating | nižší |
        | 2    | 3      | 1800    | rating | -     |
        | 3    | 2      | 1900    | rating | vyšší |
      A "ARO/M1" se zapíše jako "1800 / 1 = 1800", tak jako v pořadí

  Pravidlo: FIDE C.07 9.2: Koya počítá body proti soupeřům s alespoň polovinou maxima

    @FIDE-C.07-9.2
    Scénář: Volno nemá soupeře a vynechá se
      Když se rozepíší pomocná hodnocení "KS" hráče 3
      Pak je rozpis "KS" tento:
        | kolo | soupeř | body soupeře | hodnota | základ    |
        | 1    | 2      | 2,0          | 0,5     | počítá se |
        | 2    | 1      | 2,5          | 0,0     | počítá se |
        | 3    | -      | -            | 0,0     | vynecháno |
      A "KS" se zapíše jako "0,5", tak jako v pořadí

  Pravidlo: FIDE C.07 6: vzájemné partie určují místo uvnitř skupiny se shodou

    @FIDE-C.07-6
    Scénář: Počítají se jen partie uvnitř skupiny se shodným počtem bodů
      Pokud je dána tato tabulka turnaje:
        | č. | 1   | 2   | 3   |
        | 1  | 4w1 | 2w1 | 3b0 |
        | 2  | 3w1 | 1b0 | 4w1 |
        | 3  | 2b0 | 4b= | 1w1 |
        | 4  | 1b0 | 3w= | 2b0 |
      Když se rozepíší pomocná hodnocení "DE" hráče 1
      Pak je rozpis "DE" tento:
        | kolo | soupeř | hodnota | základ                               |
        | 1    | 4      | -       | nepočítá se, žádná partie ve skupině |
        | 2    | 2      | 1       | vzájemná partie                      |
        | 3    | 3      | -       | nepočítá se, žádná partie ve skupině |
      A "DE" se zapíše jako "1 ve skupině 1, 2", tak jako v pořadí

    @FIDE-C.07-6
    Scénář: Po BH tvoří skupinu hráči se stejnými body i stejným BH
      Charlie i Delta mají 2 body a BH 4,5; Delta Charlieho porazil. Echo a Foxtrot mají také BH
      4,5, ale jen 1 bod: do skupiny nepatří.
      Pokud je dána tato tabulka turnaje:
        | č. | 1   | 2   | 3   |
        | 1  | 2w= | 3b0 | 4w1 |
        | 2  | 1b= | 5w1 | 6b0 |
        | 3  | 4w0 | 1w1 | 5w1 |
        | 4  | 3b1 | 6w1 | 1b0 |
        | 5  | 6w1 | 2b0 | 3b0 |
        | 6  | 5b0 | 4b0 | 2w1 |
      Když se rozepíší pomocná hodnocení "BH,DE" hráče 3
      Pak je rozpis "DE" tento:
        | kolo | soupeř | hodnota | základ                               |
        | 1    | 4      | 0       | vzájemná partie                      |
        | 2    | 1      | -       | nepočítá se, žádná partie ve skupině |
        | 3    | 5      | -       | nepočítá se, žádná partie ve skupině |
      A "DE" se zapíše jako "2 ve skupině 3, 4", tak jako v pořadí

    @FIDE-C.07-6
    Scénář: Kontumace mezi dvěma hráči se stejným počtem bodů není vzájemný zápas
      Alpha i Bravo mají 2 body; Alpha vyhrál jejich dvojici kontumačně, takže spolu nehráli a
      zůstávají na stejném místě.
      Pokud je dána tato tabulka turnaje:
        | č. | 1   | 2   | 3   |
        | 1  | 2w+ | 3b1 | 4w0 |
        | 2  | 1b- | 4w1 | 3b1 |
        | 3  | 4w1 | 1w0 | 2w0 |
        | 4  | 3b0 | 2b0 | 1b1 |
      Když se rozepíší pomocná hodnocení "DE" hráče 1
      Pak je rozpis "DE" tento:
        | kolo | soupeř | hodnota | základ                               |
        | 1    | 2      | -       | nepočítá se, nehráno na šachovnici   |
        | 2    | 3      | -       | nepočítá se, žádná partie ve skupině |
        | 3    | 4      | -       | nepočítá se, žádná partie ve skupině |
      A "DE" se zapíše jako "0 ve skupině 1, 2", tak jako v pořadí

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
      Pak program vypíše:
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
      Pak program vypíše:
        """
        Pomocná hodnocení hráče 3 Charlie: 3. místo, 1,0 b. po 3 kolech

        BH/C1: Buchholz bez nejhoršího výsledku [FIDE C.07 8.1]
          Kolo  Soup.  Výs.  Hodnota  Jak vznikla
             1      2   = č      2,0  skóre soupeře 2,0
             2      1   0 b      2,5  skóre soupeře 2,5
             3      -     H      1,0  neodehráno: virtuální soupeř s hráčovým vlastním skóre 1,0, nejvýše 1,5 (polovina nejvyššího možného skóre); škrtnuto přednostně: kolo, které hráč dobrovolně nehrál
          součet 5,5 − škrt 1,0 = 4,5
        """

  Pravidlo: FIDE C.07: každý rozpis dává hodnoty pořadí

    @FIDE-C.07
    Náčrt Scénáře: <turnaj>: každý hráč, každé pomocné hodnocení
      Pak každý rozpis "DE,BH,BH/C1,BH/M1,BH/C2,SB,SB/C1,PS,PS/C1,WIN,WON,BPG,BWG,ARO,ARO/C1,ARO/M1,TPR,KS" v "<turnaj>" dává součet rovný hodnotě v pořadí

      Příklady:
        | turnaj                                    |
        | packages/tournament/testdata/swiss100.trf |
        | fixtures/tiebreaks/swiss10/tournament.trf |
        | fixtures/tiebreaks/swiss41/tournament.trf |
        | fixtures/tiebreaks/swiss60/tournament.trf |
