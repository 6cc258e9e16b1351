/**
 * Every `arbiter` sub-command, in the order `--help` lists them, one line each. A command's
 * module is loaded only when it runs, so `arbiter --help` loads no game and no store.
 */
import type { CliCommand } from '../command';
import type { TextKey } from '../texts';

/** A command as `--help` lists it; `load` brings its code. */
export interface CommandEntry {
  readonly name: string;
  /** Its line in `arbiter --help`. */
  readonly summary: TextKey;
  load(): Promise<CliCommand>;
}

export const commands: readonly CommandEntry[] = [
  { name: 'games', summary: 'games.summary', load: async () => (await import('./games')).gamesCommand },
  { name: 'perft', summary: 'perft.summary', load: async () => (await import('./perft')).perftCommand },
  { name: 'legal', summary: 'legal.summary', load: async () => (await import('./legal')).legalCommand },
  {
    name: 'explain',
    summary: 'explain.summary',
    load: async () => (await import('./explain')).explainCommand,
  },
  { name: 'replay', summary: 'replay.summary', load: async () => (await import('./replay')).replayCommand },
  { name: 'file', summary: 'file.summary', load: async () => (await import('./file')).fileCommand },
  {
    name: 'standings',
    summary: 'standings.summary',
    load: async () => (await import('./standings')).standingsCommand,
  },
  { name: 'pair', summary: 'pair.summary', load: async () => (await import('./pair')).pairCommand },
  {
    name: 'pair-check',
    summary: 'pairCheck.summary',
    load: async () => (await import('./pair-check')).pairCheckCommand,
  },
];
