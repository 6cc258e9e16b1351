# language: cs
# Vygenerováno z features/tournament/tie-breaks.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/tie-breaks.json.
@tournament @FIDE-C.07
Požadavek: Pomocná hodnocení (FIDE C.07, pravidla platná od 1. března 2026)
  Každé pomocné hodnocení je pojmenovaná hodnota se svým kódem FIDE. Vzorový příklad je turnaj čtyř
  hráčů na tři kola, v němž je každý druh kola: Alpha porazí Deltu i Charlieho a remizuje s Bravem;
  Bravo vyhraje kontumačně nad Deltou; Charlie si v posledním kole vezme volno za půl bodu; Delta
  tehdy chybí.

  Pozadí:
    Pokud je dána tato tabulka turnaje:
      | č. | rating | 1   | 2   | 3   |
      | 1  | 2000   | 4w1 | 3b1 | 2w= |
      | 2  | 1900   | 3w= | 4b+ | 1b= |
      | 3  | 1800   | 2b= | 1w0 | -H  |
      | 4  | 1700   | 1b0 | 2w- | -Z  |

  Pravidlo: FIDE C.07 13.1: body (PTS)

    @FIDE-C.07-13.1
    Scénář: Kontumační výhra se počítá jako výhra, volno za půl bodu jako remíza
      Pak jsou pomocná hodnocení tato:
        | č. | PTS |
        | 1  | 2,5 |
        | 2  | 2,0 |
        | 3  | 1,0 |
        | 4  | 0,0 |

    @FIDE-C.07-13.1 @FIDE-C.07-9.2
    Scénář: Při 3 bodech za výhru a 1 za remízu potřebuje Koya polovinu z 9 bodů
      Ve třech kolech lze získat nejvýše 9 bodů, takže soupeř se do Koyova systému počítá od 4,5
      bodu: jen Alpha (7) a Bravo (5). Volno za půl bodu se počítá jako remíza, 1 bod.
      Pokud se výhra počítá za 3, remíza za 1 a prohra za 0
      Pak jsou pomocná hodnocení tato:
        | č. | PTS | KS  |
        | 1  | 7,0 | 1,0 |
        | 2  | 5,0 | 1,0 |
        | 3  | 2,0 | 1,0 |
        | 4  | 0,0 | 0,0 |

  Pravidlo: FIDE C.07 8.1: Buchholz (BH) s úpravami /C1 a /M1

    @FIDE-C.07-8.1
    Scénář: BH, BH/C1 (škrtá nejméně významná, nejdřív dobrovolně neodehraná kola), BH/M1 (medián)
      Pak jsou pomocná hodnocení tato:
        | č. | BH  | BH/C1 | BH/M1 |
        | 1  | 3,5 | 3,0   | 1,0   |
        | 2  | 3,5 | 3,5   | 1,0   |
        | 3  | 5,5 | 4,5   | 2,0   |
        | 4  | 2,5 | 2,5   | 0,0   |

    @FIDE-C.07-8.1 @FIDE-C.07-16
    Scénář: Volno za půl bodu se škrtá jako první, i když patří k nejvyšším hodnotám
      Alphovy hodnoty jsou 0,5 (Bravo), 1,5 (volno ve 2. kole: jeho vlastní 2 body, nejvýše polovina
      maxima) a 1,5 (Charlie). /C1 i /C2 škrtnou volno dřív než nejnižší hodnotu; medián škrtne
      volno jako nejméně významnou hodnotu a pak nejvyšší ze zbylých.
      Pokud je dána tato tabulka turnaje:
        | č. | 1   | 2   | 3   |
        | 1  | 2w= | -H  | 3b1 |
        | 2  | 1b= | 3w0 | 4w0 |
        | 3  | 4b= | 2b1 | 1w0 |
        | 4  | 3w= | -U  | 2b1 |
      Pak jsou pomocná hodnocení tato:
        | č. | BH  | BH/C1 | BH/C2 | BH/M1 |
        | 1  | 3,5 | 2,0   | 1,5   | 0,5   |
        | 2  | 6,0 | 4,5   | 2,5   | 2,0   |
        | 3  | 5,0 | 4,5   | 2,5   | 2,0   |
        | 4  | 3,5 | 3,0   | 1,5   | 1,5   |

    @FIDE-C.07-8.1
    Scénář: Ve dvou kolech medián škrtne obě hodnoty
      BH/M1 škrtá nejméně a nejvíce významnou hodnotu; dvě kola víc hodnot nemají.
      Pokud je dána tato tabulka turnaje:
        | č. | 1   | 2   |
        | 1  | 2w1 | 3b= |
        | 2  | 1b0 | -U  |
        | 3  | -U  | 1w= |
      Pak jsou pomocná hodnocení tato:
        | č. | BH  | BH/M1 |
        | 1  | 2,5 | 0,0   |
        | 2  | 2,5 | 0,0   |
        | 3  | 2,5 | 0,0   |

  Pravidlo: FIDE C.07 9.1: Sonneborn-Berger (SB)

    @FIDE-C.07-9.1
    Scénář: Skóre každého soupeře krát body získané proti němu
      Pak jsou pomocná hodnocení tato:
        | č. | SB   |
        | 1  | 2,50 |
        | 2  | 1,75 |
        | 3  | 1,50 |
        | 4  | 0,00 |

  Pravidlo: FIDE C.07 7.5: progresivní skóre (PS)

    @FIDE-C.07-7.5
    Scénář: Součet průběžných skóre po každém kole
      Pak jsou pomocná hodnocení tato:
        | č. | PS  |
        | 1  | 5,5 |
        | 2  | 4,0 |
        | 3  | 2,0 |
        | 4  | 0,0 |

  Pravidlo: FIDE C.07 7.1-7.4: výhry a partie černými (WIN, WON, BPG, BWG)

    @FIDE-C.07-7.1 @FIDE-C.07-7.2 @FIDE-C.07-7.3 @FIDE-C.07-7.4
    Scénář: WIN počítá kontumační výhru, WON jen partie vyhrané na šachovnici
      Pak jsou pomocná hodnocení tato:
        | č. | WIN | WON | BPG | BWG |
        | 1  | 2   | 2   | 1   | 1   |
        | 2  | 1   | 0   | 1   | 0   |
        | 3  | 0   | 0   | 1   | 0   |
        | 4  | 0   | 0   | 1   | 0   |

  Pravidlo: FIDE C.07 10.1-10.2: průměrný rating soupeřů (ARO) a výkon (TPR)

    @FIDE-C.07-10.1 @FIDE-C.07-10.2
    Scénář: Počítají se jen partie odehrané na šachovnici; TPR přičte dp FIDE pro dosažené skóre
      Alpha získal 2,5 ze 3 (p = 0,83, dp = 273) proti průměru 1800.
      Pak jsou pomocná hodnocení tato:
        | č. | ARO  | TPR  |
        | 1  | 1800 | 2073 |
        | 2  | 1900 | 1900 |
        | 3  | 1950 | 1757 |
        | 4  | 2000 | 1200 |

    @FIDE-C.07-10.1
    Scénář: ARO/M1 škrtá nejdřív kolo bez partie, pak nejvyšší rating
      Alpha odehrál všechna tři kola: medián škrtne Deltových 1700 a Bravových 1900. Bravo i Charlie
      mají po jednom kole bez partie, na které připadne dolní škrt; horní škrt odstraní Alphových
      2000. Delta má dvě kola bez partie: připadnou na ně oba škrty.
      Pak jsou pomocná hodnocení tato:
        | č. | ARO/M1 |
        | 1  | 1800   |
        | 2  | 1800   |
        | 3  | 1900   |
        | 4  | 2000   |

    @FIDE-C.07-10.1 @FIDE-C.07-10.2 @FIDE-TRF26-162
    Scénář: Soupeř bez ratingu se vynechává; partie kratší než jeden tah má svůj výsledek
      Delta nemá rating, proto nikomu nezapočítá partii s ním do ARO ani TPR. Bravo remizoval s
      Charliem a prohrál s Alphou dřív, než padl tah (D, L): W, D a L se počítají jako výhra, remíza
      a prohra, a pro TPR je to 0,5 ze 2 proti průměru 1950 (dp = -193). Echo vůbec nepřišel: nemá
      ARO ani TPR.
      Pokud je dána tato tabulka turnaje:
        | č. | rating | 1   | 2   | 3   |
        | 1  | 2000   | 4w1 | 2bW | 3w= |
        | 2  | 1600   | 3wD | 1wL | 4b0 |
        | 3  | 1900   | 2bD | 4b1 | 1b= |
        | 4  |        | 1b0 | 3w0 | 2w1 |
        | 5  | 1800   | -Z  | -Z  | -Z  |
      Pak jsou pomocná hodnocení tato:
        | č. | PTS | ARO  | ARO/M1 | TPR  |
        | 1  | 2,5 | 1750 | 1600   | 1943 |
        | 2  | 0,5 | 1950 | 1900   | 1757 |
        | 3  | 2,0 | 1800 | 1600   | 1800 |
        | 4  | 1,0 | 1833 | 1900   | 1708 |
        | 5  | 0,0 | 0    | 0      | 0    |

  Pravidlo: FIDE C.07 9.2: Koyův systém (KS)

    @FIDE-C.07-9.2
    Scénář: Body získané proti soupeřům, kteří skončili alespoň s polovinou maxima
      Jen Alpha (2,5) a Bravo (2,0) dosáhli 1,5 ze 3.
      Pak jsou pomocná hodnocení tato:
        | č. | KS  |
        | 1  | 0,5 |
        | 2  | 0,5 |
        | 3  | 0,5 |
        | 4  | 0,0 |

  Pravidlo: FIDE C.07 6: vzájemný zápas (DE)

    @FIDE-C.07-6
    Scénář: Dva hráči se stejným počtem bodů: vítěz jejich partie je pořadím před druhým
      Pokud je dána tato tabulka turnaje:
        | č. | 1   | 2   | 3   |
        | 1  | 4w1 | 2w1 | 3b0 |
        | 2  | 3w1 | 1b0 | 4w1 |
        | 3  | 2b0 | 4b= | 1w1 |
        | 4  | 1b0 | 3w= | 2b0 |
      Pak pořadí podle "DE" je "1:1 2:2 3:3 4:4"
      A hráč 1 má v tomto pořadí DE "1"
      A hráč 2 má v tomto pořadí DE "2"
      A hráč 3 má v tomto pořadí DE "0"

    @FIDE-C.07-6
    Scénář: Tři hráči, kteří se porazili dokola, zůstávají na stejném místě
      Pokud je dána tato tabulka turnaje:
        | č. | 1   | 2   | 3   |
        | 1  | -Z  | 2w1 | 3b0 |
        | 2  | 3w1 | 1b0 | -Z  |
        | 3  | 2b0 | -Z  | 1w1 |
      Pak pořadí podle "DE" je "1:1 1:2 1:3"
      A hráč 1 má v tomto pořadí DE "0"

  Pravidlo: FIDE C.07: každá hodnota souhlasí s kontrolním programem FIDE pro pomocná hodnocení

    @FIDE-C.07
    Náčrt Scénáře: <turnaj>: arbiter standings vypíše čísla kontrolního programu
      Když spustím "arbiter standings fixtures/tiebreaks/<turnaj>/tournament.trf --tiebreaks BH,BH/C1,BH/M1,SB,PS,DE,WIN,BPG,ARO,TPR,KS --format csv"
      Pak se CSV shoduje s výstupem kontrolního programu "tiebreaks/<turnaj>/tiebreaks.csv"

      Příklady:
        | turnaj  |
        | swiss10 |
        | swiss15 |
        | swiss30 |
        | swiss41 |
        | swiss60 |
