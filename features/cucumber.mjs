// cucumber-js configuration: TypeScript steps through tsx (registered first, see TOOLCHAIN),
// a progress bar on the console and the message stream for the test summary.
// No `paths` here: `npm test` passes every feature; `npx cucumber-js drakoburg` runs one folder.
export default {
  import: ['support/register.mjs', 'support/**/*.ts', 'steps/**/*.ts'],
  format: ['progress-bar', 'message:../reports/features.cucumber.ndjson'],
  formatOptions: { snippetInterface: 'synchronous' },
  strict: true,
};
