// Mutation run of @arbiter/tri-d-chess: `npm run mutation -w @arbiter/tri-d-chess`.
// Mutates the rules code (the generator, the judge, geometry, castlings, options and the
// variants); notation, diagrams, messages, events and docs catalogues are left out.
// Tests: the unit tests and every Tri-D scenario (mutation/vitest.config.ts). One process,
// so it shares a small machine; expect a few hours, see README "How we know".
const only = process.env.MUTATE;
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
  // The fast generator (engine.ts) is left to its own run, `npm run mutation:generator`: it is
  // covered by nearly every test, so its mutants cost the most per mutant (see README).
  mutate: process.env.MUTATE
    ? process.env.MUTATE.split(',')
    : [
        'src/**/*.ts',
        '!src/engine.ts',
        '!src/**/*.test.ts',
        '!src/index.ts',
        '!src/testing/**',
        '!src/notation.ts',
        '!src/diagram.ts',
        '!src/diagram/**',
        '!src/notation-hints.ts',
        '!src/messages.ts',
        '!src/events.ts',
        '!src/moves.ts',
        '!src/position.ts',
        '!src/variants/index.ts',
        '!src/variants/messages.ts',
        '!src/variants/catalogue.ts',
        '!src/variants/figures.ts',
        '!src/variants/random.ts',
      ],
  ignorePatterns: ['bench', 'reports', 'fixtures/**/*.json.gz'],
  // Static mutants (tables built once at module load) would each rerun every test: about 1,100
  // of them, three quarters of the run. The shared tables they hold are pinned down by the
  // scenarios written from the rulebook's examples instead (see README "How we know").
  // MUTATE_STATIC=on keeps them (hours on a shared machine; for a focused MUTATE set only).
  ignoreStatic: process.env.MUTATE_STATIC !== 'on',
  // Reruns re-test only what changed: mutants, or the tests that cover them (test names are stable).
  incremental: true,
  incrementalFile: `reports/mutation/incremental${only ? '-' + only.replace(/[^a-z0-9]+/gi, '-') : ''}.json`,
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
