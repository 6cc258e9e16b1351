// cucumber-js configuration: TypeScript steps through tsx (registered first, see TOOLCHAIN),
// a progress bar on the console and the message stream for the test summary.
export default {
  paths: ['**/*.feature'],
  import: ['support/register.mjs', 'support/**/*.ts', 'steps/**/*.ts'],
  format: ['progress-bar', 'message:../reports/features.cucumber.ndjson'],
  formatOptions: { snippetInterface: 'synchronous' },
  strict: true,
};
