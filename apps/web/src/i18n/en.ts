import { tournamentEn } from './tournament-en';
import { checkInEn } from './check-in-en';
import { hallEn } from './hall-en';
import { accountsEn } from './accounts-en';
import { pairingEditEn } from './pairing-edit-en';
import { correctionEn } from './correction-en';
import { netEn } from './net-en';

/** English texts of the app, by screen. The Czech file must have the same keys (checked by its type). */
export const en = {
  ...tournamentEn,
  ...checkInEn,
  ...hallEn,
  ...accountsEn,
  ...pairingEditEn,
  ...correctionEn,
  ...netEn,
  app: {
    name: 'Arbiter',
    skip: 'Skip to content',
    language: 'Language',
    home: 'Home',
    workbench: 'Workbench',
    notFound: 'Page not found',
    notFoundText: 'Nothing is at this address. Check the link, or start from the home page.',
  },
  home: {
    title: 'Arbiter',
    intro:
      'Executable rules for Tri-Dimensional Chess and Drakoburg. The workbench shows a position, lights the legal moves and says which rule decides a move, under every reading of the rules.',
    open: 'Open the workbench',
  },
  wb: {
    title: 'Interpretation workbench',
    intro:
      'Set up a position, try a move, and see which rule decides it under every reading. No account needed.',
    game: 'Game',
    setup: 'Setup',
    options: 'Rule options',
    optionsHelp: 'Each option is a reading of a rule; the link leads to the rule.',
    position: 'Position string',
    load: 'Load position',
    record: 'Game record',
    loadRecord: 'Load record',
    sample: "Meder's sample game",
    ply: 'Ply',
    first: 'Start',
    prev: 'Back one ply',
    next: 'Forward one ply',
    last: 'End',
    plyOf: 'ply {{ply}} of {{total}}',
    scenario: 'Spec scenario',
    openScenario: 'Open scenario',
    scenarioUnknown: 'No scenario has this name.',
    board: 'Board',
    toMove: { white: 'White to move', black: 'Black to move' },
    movable: 'Pieces and boards that can move',
    targets: 'Moves from {{from}}',
    noneSelected: 'Choose a piece or board to see its moves.',
    move: 'Move',
    moveHelp: 'Any notation the game reads, e.g. b2W-b4N, QL1-QL3, c2-c3.',
    judge: 'Judge the move',
    verdict: 'Verdict',
    legal: 'Legal',
    refused: 'Refused',
    rule: 'Rule',
    rules: 'Rules applied',
    code: 'Code',
    readings: 'The same move under every reading',
    readingsNone: 'No rule option changes this verdict ({{count}} options checked).',
    readingsSome: '{{matters}} of {{count}} options change this verdict:',
    option: 'Option',
    current: 'chosen',
    positionInvalid: 'position not valid under this reading',
    share: 'Share',
    shareHelp: 'This link opens the same game, options, position and move.',
    copy: 'Copy link',
    copied: 'Copied',
    gherkin: 'Gherkin scenario skeleton',
    gherkinHelp: 'Paste under features/ and name the scenario.',
    copyGherkin: 'Copy scenario',
    error: 'Cannot load',
    atPly: 'at ply {{ply}}',
  },
};
export type Texts = typeof en;
