# language: cs
# Vygenerováno z features/tournament/berger-tables.feature skriptem features/scripts/czech.ts; neupravujte ručně.
# Názvy a popisy se překládají v features/cs/tournament/berger-tables.json.
@tournament @FIDE-C.05
Požadavek: Turnaj každý s každým podle Bergerových tabulek (FIDE C.05, příloha 1)
  Každý hráč se utká s každým jednou (ve dvoukolovém turnaji dvakrát). Rozpis je Bergerova tabulka
  FIDE: při lichém počtu hráčů se použije tabulka nejbližšího sudého počtu a nejvyšší číslo je
  fiktivní hráč, takže kdo na něj připadne, v tom kole nehraje.

  Pravidlo: FIDE C.05 příloha 1: jednokolový turnaj se shoduje se zveřejněnými tabulkami FIDE

    @FIDE-C.05
    Náčrt Scénáře: <n> hráčů
      Pak se Bergerův rozpis pro <n> hráčů shoduje s tabulkou FIDE

      Příklady:
        | n  |
        | 3  |
        | 4  |
        | 5  |
        | 6  |
        | 7  |
        | 8  |
        | 9  |
        | 10 |
        | 11 |
        | 12 |
        | 13 |
        | 14 |
        | 15 |
        | 16 |

    @FIDE-C.05
    Scénář: Tabulka pro 6 hráčů kolo po kole
      Pak kolo 1 Bergerovy tabulky pro 6 hráčů je "1-6 2-5 3-4"
      A kolo 2 Bergerovy tabulky pro 6 hráčů je "6-4 5-3 1-2"
      A kolo 3 Bergerovy tabulky pro 6 hráčů je "2-6 3-1 4-5"
      A kolo 4 Bergerovy tabulky pro 6 hráčů je "6-5 1-4 2-3"
      A kolo 5 Bergerovy tabulky pro 6 hráčů je "3-6 4-2 5-1"

    @FIDE-C.05
    Scénář: Pět hráčů hraje podle tabulky pro šest; číslo 6 znamená volno
      Pokud je dán tento soubor turnaje:
        """
        012 Five players, nothing played yet
        001    1      Alpha                             2100
        001    2      Bravo                             2000
        001    3      Charlie                           1900
        001    4      Delta                             1800
        001    5      Echo                              1700
        """
      Když se další kolo losuje systémem každý s každým
      Pak jsou dvojice tyto:
        """
        3
        2 5
        3 4
        1 0
        """

    @FIDE-C.05
    Scénář: Hráč 5 odstoupí před kolem, v němž má hrát s fiktivním hráčem: nikdo nezůstane bez partie
      Pět hráčů hraje podle tabulky pro šest, takže kdo je nalosován proti číslu 6, fiktivnímu
      hráči, nehraje: v 1. kole hráč 1. Ve 4. kole má s fiktivním hráčem hrát hráč 5, ale ten po 3.
      kole odstoupil; zbylé dvě šachovnice jdou podle tabulky a nikdo nezůstane bez partie.
      Pokud se hraje turnaj systémem každý s každým pro 5 hráčů
      Když je vylosováno kolo 1
      Pak jsou v kole 1 bez partie hráči "1"
      Když všechny partie kola 1 vyhraje bílý
      A kolo 1 je uzavřeno
      A je vylosováno kolo 2
      A všechny partie kola 2 vyhraje bílý
      A kolo 2 je uzavřeno
      A je vylosováno kolo 3
      A všechny partie kola 3 vyhraje bílý
      A kolo 3 je uzavřeno
      A hráč 5 odstoupí
      A je vylosováno kolo 4
      Pak kolo 4 má šachovnice "1-4 2-3"
      A jsou v kole 4 bez partie hráči ""

  Pravidlo: FIDE C.05 příloha 1: dvoukolový turnaj opakuje cyklus s obrácenými barvami

    @FIDE-C.05
    Scénář: Poslední dvě kola prvního cyklu se prohodí
      Příručka doporučuje prohodit kola n-2 a n-1 prvního cyklu, aby nikdo nehrál přes hranici obou
      cyklů tři partie za sebou stejnou barvou.
      Pak kolo 4 dvoukolového turnaje pro 6 hráčů je "3-6 4-2 5-1"
      A kolo 5 dvoukolového turnaje pro 6 hráčů je "6-5 1-4 2-3"
      A kolo 6 dvoukolového turnaje pro 6 hráčů je "6-1 5-2 4-3"
      A kolo 10 dvoukolového turnaje pro 6 hráčů je "6-3 2-4 1-5"

  Pravidlo: FIDE C.05 1: pole turnaje každý s každým je pevné, jakmile je vylosováno 1. kolo

    @FIDE-C.05-1
    Scénář: Klubový turnaj každý s každým se drží tabulky a pozdní přihláška je odmítnuta
      Pokud se hraje turnaj systémem každý s každým pro 4 hráče
      Když je vylosováno kolo 1
      Pak kolo 1 má šachovnice "1-4 2-3"
      Když se přihlásí hráč "Latecomer"
      Pak je požadavek odmítnut s kódem ERR_REGISTRATION_CLOSED podle "FIDE C.05 1"
      A turnaj se nezměnil

  Pravidlo: FIDE C.05: příkazová řádka losuje další kolo ze souboru

    @FIDE-C.05
    Scénář: arbiter pair vypíše kolo ve formátu dvojic
      Pokud soubor "club.trf" obsahuje:
        """
        012 Club round robin after one round
        001    1      Alpha                             2100                             1.0          4 w 1
        001    2      Bravo                             2000                             0.5          3 w =
        001    3      Charlie                           1900                             0.5          2 b =
        001    4      Delta                             1800                             0.0          1 b 0
        XXR 3
        """
      Když spustím "arbiter pair club.trf --system round-robin"
      Pak program vypíše:
        """
        2
        4 3
        1 2
        """

    @FIDE-C.05
    Scénář: arbiter pair odmítne kolo za koncem rozpisu
      Pokud soubor "done.trf" obsahuje:
        """
        001    1      Alpha                             2100                             1.0          2 w 1
        001    2      Bravo                             2000                             0.0          1 b 0
        """
      Když spustím "arbiter pair done.trf --system round-robin"
      Pak program skončí kódem 1 a vypíše "ERR_NO_ROUNDS_LEFT"
