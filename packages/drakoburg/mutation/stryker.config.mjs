// Mutation run of @arbiter/drakoburg: `npm run mutation -w @arbiter/drakoburg`.
// Mutates the rules code only (the engine, the judge, move resolution, rules, geometry, options and the pieces); tests: unit tests and the scenarios of features/drakoburg.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // survivors: prints each surviving mutant as soon as it is known (tools/mutation).
  plugins: [
    '@stryker-mutator/vitest-runner',
    new URL('../../../tools/mutation/survivor-reporter.mjs', import.meta.url).pathname,
  ],
  vitest: { configFile: 'mutation/vitest.config.ts', related: false },
  coverageAnalysis: 'perTest',
  concurrency: 1,
  mutate: process.env.MUTATE
    ? process.env.MUTATE.split(',')
    : [
        'src/engine.ts',
        'src/judge.ts',
        'src/resolve.ts',
        'src/rules.ts',
        'src/geometry.ts',
        'src/options.ts',
        'src/pieces.ts',
      ],
  ignorePatterns: ['bench', 'reports'],
  // Static mutants (tables built at module load) would each rerun every test; the tables are
  // pinned down by scenarios written from the rulebook's examples instead.
  ignoreStatic: true,
  // Reruns re-test only what changed: mutants, or the tests that cover them (test names are
  // stable). The file is an output like the reports: never committed.
  incremental: true,
  incrementalFile: `reports/mutation/incremental${process.env.MUTATE ? '-' + process.env.MUTATE.replace(/[^a-z0-9]+/gi, '-') : ''}.json`,
  // A mutant that loops (a direction step turned to zero, a loop bound flipped) is stopped this
  // long after the time its tests took unmutated (x1.5). With 20 s, 8 of Drakoburg's first 81
  // mutants timed out, each costing over 20 s and a restarted worker; 5 s is still more than
  // a normal mutant's whole run here (one to three seconds).
  timeoutMS: 5000,
  dryRunTimeoutMinutes: 30,
  reporters: ['progress-append-only', 'survivors', 'clear-text', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { reportTests: false, reportMutants: true, maxTestsToLog: 0 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
