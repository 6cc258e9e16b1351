/** Czech texts of result entry at the hall (issue 32): the key legend, forfeits, the second pass (loaded with the organiser's screens). */
import type { entryEn } from './entry-en';

export const entryCs: typeof entryEn = {
  entry: {
    legend: 'Klávesy výsledků',
    legendLayout: {
      cs: 'Klávesy výsledků (česká klávesnice)',
      us: 'Klávesy výsledků (anglická klávesnice)',
      other: 'Klávesy výsledků (vaše klávesnice)',
    },
    legendHelp:
      'Klávesy se čtou podle místa: klávesa s popiskem 1 znamená výhru bílého, ať píše jakýkoli znak. Enter přejde na další šachovnici.',
    key: 'Klávesa',
    meaning: 'Výsledek',
    types: 'píše {{char}}',
    shift: 'Shift + {{key}}',
    keypad: 'numerická {{char}}',
    or: 'nebo',
    confirmNote: 'vyžádá potvrzení',
    means: {
      whiteWins: 'Vyhrál bílý',
      blackWins: 'Vyhrál černý',
      draw: 'Remíza',
      whiteForfeit: 'Bílý vyhrál kontumačně',
      blackForfeit: 'Černý vyhrál kontumačně',
      doubleForfeit: 'Oboustranná kontumace (nehrál nikdo)',
    },
    confirmTitle: 'Šachovnice {{board}}: {{meaning}} ({{result}})?',
    confirmHelp:
      'Kontumace mění pomocná hodnocení soupeřů i podklady pro zápočet ratingu. Enter ji uloží, Escape ji zruší.',
    confirm: 'Uložit kontumaci',
    cancel: 'Zrušit',
    unsent: 'zatím neodesláno',
    unsentCount_one: '{{count}} výsledek zatím není odeslaný: odešle se, až bude spojení zpět.',
    unsentCount_few: '{{count}} výsledky zatím nejsou odeslané: odešlou se, až bude spojení zpět.',
    unsentCount_other: '{{count}} výsledků zatím není odesláno: odešlou se, až bude spojení zpět.',
    verify: 'Zkontrolovat výsledky: zapsat je znovu',
    verifyHelp:
      'Druhý zápis naslepo: uložené výsledky jsou skryté; zapište výsledek každé šachovnice znovu. Nic se neukládá: vypíšou se šachovnice, které se liší.',
    verifyTitle: 'Druhý zápis {{round}}. kola',
    verifyField: 'Druhý zápis, šachovnice {{board}}: {{white}} proti {{black}}',
    verifyEnd: 'Ukončit kontrolu',
    verifyProgress: 'Znovu zapsáno {{typed}} z {{boards}} šachovnic.',
    verifyAllMatch: 'Všech {{count}} šachovnic souhlasí s prvním zápisem.',
    verifyMismatches: 'Šachovnice, které se liší',
    verifyMismatch: 'Šachovnice {{board}}: první zápis {{first}}, druhý zápis {{second}}',
    verifyNoFirst: 'žádný',
  },
};
