/** Czech texts of the app (same keys as en.ts, checked by the type). */
import type { Texts } from './en';
import { tournamentCs } from './tournament-cs';
import { checkInCs } from './check-in-cs';
import { hallCs } from './hall-cs';
import { accountsCs } from './accounts-cs';
import { pairingEditCs } from './pairing-edit-cs';
import { correctionCs } from './correction-cs';
import { netCs } from './net-cs';

export const cs: Texts = {
  ...tournamentCs,
  ...checkInCs,
  ...hallCs,
  ...accountsCs,
  ...pairingEditCs,
  ...correctionCs,
  ...netCs,
  app: {
    name: 'Arbiter',
    skip: 'Přejít na obsah',
    language: 'Jazyk',
    home: 'Úvod',
    workbench: 'Pracovní stůl',
    notFound: 'Stránka nenalezena',
    notFoundText: 'Na této adrese nic není. Zkontrolujte odkaz, nebo začněte na úvodní stránce.',
  },
  home: {
    title: 'Arbiter',
    intro:
      'Spustitelná pravidla trojrozměrných šachů a Drakoburgu. Pracovní stůl ukáže pozici, rozsvítí platné tahy a řekne, které pravidlo o tahu rozhoduje, a to při každém výkladu pravidel.',
    open: 'Otevřít pracovní stůl',
  },
  wb: {
    title: 'Pracovní stůl rozhodčího',
    intro:
      'Nastavte pozici, zkuste tah a podívejte se, které pravidlo o něm rozhoduje při každém výkladu. Bez přihlášení.',
    game: 'Hra',
    setup: 'Postavení',
    options: 'Volby pravidel',
    optionsHelp: 'Každá volba je jeden výklad pravidla; odkaz vede na pravidlo.',
    position: 'Zápis pozice',
    load: 'Načíst pozici',
    record: 'Zápis partie',
    loadRecord: 'Načíst zápis',
    sample: 'Mederova ukázková partie',
    ply: 'Půltah',
    first: 'Začátek',
    prev: 'O půltah zpět',
    next: 'O půltah vpřed',
    last: 'Konec',
    plyOf: 'půltah {{ply}} z {{total}}',
    scenario: 'Scénář specifikace',
    openScenario: 'Otevřít scénář',
    scenarioUnknown: 'Scénář s tímto názvem neexistuje.',
    board: 'Šachovnice',
    toMove: { white: 'Na tahu je bílý', black: 'Na tahu je černý' },
    movable: 'Kameny a desky, které mohou táhnout',
    targets: 'Tahy z {{from}}',
    noneSelected: 'Vyberte kámen nebo desku a uvidíte jejich tahy.',
    move: 'Tah',
    moveHelp: 'Jakýkoli zápis, který hra čte, např. b2W-b4N, QL1-QL3, c2-c3.',
    judge: 'Posoudit tah',
    verdict: 'Rozhodnutí',
    legal: 'Platný tah',
    refused: 'Neplatný tah',
    rule: 'Pravidlo',
    rules: 'Použitá pravidla',
    code: 'Kód',
    readings: 'Tentýž tah při každém výkladu',
    readingsNone: 'Žádná volba pravidel toto rozhodnutí nemění (prověřeno voleb: {{count}}).',
    readingsSome: 'Rozhodnutí mění {{matters}} z {{count}} voleb:',
    option: 'Volba',
    current: 'zvoleno',
    positionInvalid: 'pozice při tomto výkladu neplatí',
    share: 'Sdílet',
    shareHelp: 'Tento odkaz otevře tutéž hru, volby, pozici i tah.',
    copy: 'Kopírovat odkaz',
    copied: 'Zkopírováno',
    gherkin: 'Kostra scénáře v Gherkinu',
    gherkinHelp: 'Vložte do features/ a pojmenujte scénář.',
    copyGherkin: 'Kopírovat scénář',
    error: 'Nelze načíst',
    atPly: 'v půltahu {{ply}}',
  },
};
