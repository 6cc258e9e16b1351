/** Every `arbiter` sub-command, in the order `--help` lists them. One line each. */
import type { CliCommand } from '../command';

export const commands: readonly CliCommand[] = [];
