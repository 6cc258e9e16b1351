/**
 * The rule options: one per ruling of the specification where the source is silent
 * or ambiguous, each with its default. A game records the values it was played under.
 */
import type { OptionCatalogue, ResolvedOptions } from '@arbiter/kernel';

/** Every option of Drakoburg with its values, default, ruling and a line in English and Czech. */
export const drakoburgOptions: OptionCatalogue = [
  {
    id: 'setup',
    values: ['lance', 'promotion-map'],
    default: 'lance',
    rule: 'DRK R1',
    description: {
      en: 'Which reconstruction of the missing starting diagram the setup "standard" means.',
      cs: 'Kterou rekonstrukci chybějícího výchozího diagramu znamená postavení „standard“.',
    },
  },
  {
    id: 'royal-attack',
    values: ['none', 'chess-like'],
    default: 'none',
    rule: 'DRK R3',
    description: {
      en: 'Whether knights (T) guard fields against the enemy knights as kings do; they never capture each other.',
      cs: 'Zda těžkooděnci hlídají pole proti soupeřovým těžkooděncům jako králové; nikdy se navzájem neberou.',
    },
  },
  {
    id: 'multi-royal',
    values: ['remove-unsaveable', 'capture'],
    default: 'remove-unsaveable',
    rule: 'DRK R4',
    description: {
      en: 'Check and mate with several knights (T): remove every knight that cannot be saved, or no check rules and knights are captured.',
      cs: 'Šach a mat s více těžkooděnci: odstranit každého, koho nelze zachránit, nebo bez pravidel šachu a těžkooděnci se berou.',
    },
  },
  {
    id: 'sequix',
    values: ['every-arrival', 'once-per-castle'],
    default: 'every-arrival',
    rule: 'DRK R5',
    description: {
      en: 'Whether every arrival on an enemy castle adds a lancer, or each castle yields one once per game.',
      cs: 'Zda každý vstup na soupeřův hrad přidá kopiníka, nebo každý hrad dá kopiníka jen jednou za partii.',
    },
  },
  {
    id: 'stalemate',
    values: ['draw', 'source-only'],
    default: 'draw',
    rule: 'DRK R7',
    description: {
      en: 'No legal move and no knight attacked is a draw; source-only: a draw only in the source case (only knights could move), else the side to move loses.',
      cs: 'Žádný platný tah a žádný napadený těžkooděnec je remíza; source-only: remíza jen v případě z pramene (táhnout by mohli jen těžkooděnci), jinak strana na tahu prohrává.',
    },
  },
  {
    id: 'draws',
    values: ['agreement', 'repetition', 'fifty-moves', 'repetition-and-fifty-moves'],
    default: 'agreement',
    rule: 'DRK R9',
    description: {
      en: 'Draws besides agreement that a player may claim: threefold repetition, the 50-move rule, or both.',
      cs: 'Remízy, které lze kromě dohody reklamovat: trojí opakování, pravidlo 50 tahů, nebo obojí.',
    },
  },
];

/** The options' values, read once per position. */
export interface Ruleset {
  readonly setup: 'lance' | 'promotion-map';
  readonly royalGuard: boolean;
  readonly captureMode: boolean;
  readonly oncePerCastle: boolean;
  readonly stalemateSourceOnly: boolean;
  readonly repetition: boolean;
  readonly fiftyMoves: boolean;
}

/** Reads resolved options (missing ones take their default). */
export function readRuleset(options: ResolvedOptions): Ruleset {
  const get = (id: string) => options[id] ?? drakoburgOptions.find((o) => o.id === id)?.default;
  const draws = get('draws');
  return {
    setup: get('setup') === 'promotion-map' ? 'promotion-map' : 'lance',
    royalGuard: get('royal-attack') === 'chess-like',
    captureMode: get('multi-royal') === 'capture',
    oncePerCastle: get('sequix') === 'once-per-castle',
    stalemateSourceOnly: get('stalemate') === 'source-only',
    repetition: draws === 'repetition' || draws === 'repetition-and-fifty-moves',
    fiftyMoves: draws === 'fifty-moves' || draws === 'repetition-and-fifty-moves',
  };
}

/** Every option with its default value. */
export const defaultOptions = (): Record<string, string> =>
  Object.fromEntries(drakoburgOptions.map((o) => [o.id, o.default]));
