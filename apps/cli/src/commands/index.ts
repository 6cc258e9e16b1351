/** Every `arbiter` sub-command, in the order `--help` lists them. One line each. */
import type { CliCommand } from '../command';
import { gamesCommand } from './games';
import { perftCommand } from './perft';
import { legalCommand } from './legal';
import { explainCommand } from './explain';
import { replayCommand } from './replay';
import { fileCommand } from './file';
import { standingsCommand } from './standings';
import { pairCommand } from './pair';
import { pairCheckCommand } from './pair-check';

export const commands: readonly CliCommand[] = [
  gamesCommand,
  perftCommand,
  legalCommand,
  explainCommand,
  replayCommand,
  fileCommand,
  standingsCommand,
  pairCommand,
  pairCheckCommand,
];
