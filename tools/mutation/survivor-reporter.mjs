// A StrykerJS reporter that prints each surviving or uncovered mutant the moment it is known
// (file:line, mutator, the code that replaced the original), so scenarios can be written for
// the first survivors while a run of an hour or more goes on. The end-of-run list and score
// come from the clear-text and JSON reporters as before (`npm run mutation:survivors`).
import path from 'node:path';
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

const SHOWN = new Set(['Survived', 'NoCoverage']);

class SurvivorReporter {
  static inject = [];

  /** @param {import('@stryker-mutator/api/core').MutantResult} result */
  onMutantTested(result) {
    if (!SHOWN.has(result.status)) return;
    const { line, column } = result.location.start;
    const replacement = (result.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100);
    process.stdout.write(
      `\n[${result.status}] ${path.relative(process.cwd(), result.fileName)}:${line}:${column} ${result.mutatorName} => ${replacement}\n`,
    );
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'survivors', SurvivorReporter)];
