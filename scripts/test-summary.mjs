// Adds up the machine-readable reports the test runners leave in reports/:
// vitest's JSON (<project>.vitest.json) and cucumber's message stream (<name>.cucumber.ndjson).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function vitest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0) };
}

function cucumber(file) {
  const worst = new Map();
  const rank = { PASSED: 0, SKIPPED: 1, PENDING: 2, UNDEFINED: 3, AMBIGUOUS: 4, FAILED: 5, UNKNOWN: 5 };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const m = JSON.parse(line);
    if (m.testCaseStarted) worst.set(m.testCaseStarted.id, 0);
    if (m.testStepFinished) {
      const id = m.testStepFinished.testCaseStartedId;
      const s = rank[m.testStepFinished.testStepResult.status] ?? 5;
      worst.set(id, Math.max(worst.get(id) ?? 0, s));
    }
  }
  let passed = 0;
  let failed = 0;
  for (const s of worst.values()) s === 0 ? passed++ : failed++;
  return { passed, failed };
}

export function summarize(dir) {
  const suites = [];
  let files = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return { passed: 0, failed: 0, suites };
  }
  for (const f of files) {
    const full = path.join(dir, f);
    if (f.endsWith('.vitest.json')) suites.push({ name: f, ...vitest(full) });
    else if (f.endsWith('.cucumber.ndjson')) suites.push({ name: f, ...cucumber(full) });
  }
  return {
    suites,
    passed: suites.reduce((a, s) => a + s.passed, 0),
    failed: suites.reduce((a, s) => a + s.failed, 0),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = summarize(process.argv[2] ?? 'reports');
  console.log(`${r.passed} passed, ${r.failed} failed`);
}
