// Mutation run of @arbiter/tournament: `npm run mutation -w @arbiter/tournament`.
// Mutates the rules code only (tie-breaks, their context, Berger tables and points); tests: unit tests and the scenarios of features/tournament.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'mutation/vitest.config.ts', related: false },
  coverageAnalysis: 'perTest',
  concurrency: 1,
  mutate: process.env.MUTATE
    ? process.env.MUTATE.split(',')
    : [
        'src/tiebreaks.ts',
        'src/tiebreak-context.ts',
        'src/tiebreak-rounds.ts',
        'src/tiebreak-breakdown.ts',
        'src/round-robin.ts',
        'src/points.ts',
      ],
  // bench/ stays in the sandbox: the breakdown tests check testdata/swiss100.trf against its generator
  ignorePatterns: ['reports'],
  // Static mutants (tables built at module load) would each rerun every test; the tables are
  // pinned down by scenarios written from the rulebook's examples instead.
  ignoreStatic: true,
  // Reruns re-test only what changed: mutants, or the tests that cover them (test names are
  // stable). The file is an output like the reports: never committed.
  incremental: true,
  incrementalFile: `reports/mutation/incremental${process.env.MUTATE ? '-' + process.env.MUTATE.replace(/[^a-z0-9]+/gi, '-') : ''}.json`,
  timeoutMS: 20000,
  dryRunTimeoutMinutes: 30,
  reporters: ['progress-append-only', 'clear-text', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { reportTests: false, reportMutants: true, maxTestsToLog: 0 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
