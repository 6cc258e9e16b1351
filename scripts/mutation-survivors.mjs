#!/usr/bin/env node
// The mutants a mutation run left alive, one line each, and the score of every mutated file.
//
//   node scripts/mutation-survivors.mjs packages/drakoburg        (reads reports/mutation/mutation.json)
//   node scripts/mutation-survivors.mjs path/to/mutation.json --status Survived,NoCoverage,Timeout
//
// Score as StrykerJS counts it: (killed + timed out) / (killed + timed out + survived + no coverage);
// static mutants left out of a run (ignoreStatic) are "Ignored" and count nowhere.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const [target, ...rest] = process.argv.slice(2);
if (!target) {
  console.error('usage: mutation-survivors.mjs <package folder | mutation.json> [--status A,B]');
  process.exit(2);
}
const file =
  existsSync(target) && statSync(target).isDirectory()
    ? path.join(target, 'reports/mutation/mutation.json')
    : target;
if (!existsSync(file)) {
  console.error(`ERR_NO_REPORT: ${file} does not exist; run \`npm run mutation -w <package>\` first`);
  process.exit(2);
}
const statusArg = rest.indexOf('--status');
const shown = new Set((statusArg >= 0 ? rest[statusArg + 1] : 'Survived,NoCoverage').split(','));

let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report?.files !== 'object' || report.files === null) throw new Error('no "files" object');
} catch (error) {
  console.error(`ERR_BAD_REPORT: ${file} is not a StrykerJS JSON report (${error.message})`);
  process.exit(2);
}
const totals = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0, other: 0 };
const rows = [];
for (const [name, entry] of Object.entries(report.files)) {
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0, other: 0 };
  const lines = entry.source.split('\n');
  for (const m of entry.mutants) {
    const key = m.status in count ? m.status : 'other';
    count[key]++;
    totals[key]++;
    if (!shown.has(m.status)) continue;
    const { line, column } = m.location.start;
    const original = lines[line - 1].trim();
    const replacement = (m.replacement ?? '').replace(/\s+/g, ' ');
    console.log(
      `${name}:${line}:${column} ${m.status} ${m.mutatorName}: ${original.slice(0, 90)}  =>  ${replacement.slice(0, 90)}`,
    );
  }
  rows.push([name, count]);
}
const score = (c) => {
  const detected = c.Killed + c.Timeout;
  const valid = detected + c.Survived + c.NoCoverage;
  return valid === 0 ? 'n/a' : `${((100 * detected) / valid).toFixed(1)} %`;
};
console.log('');
for (const [name, c] of [...rows, ['all files', totals]])
  console.log(
    `${name}: ${score(c)} (killed ${c.Killed}, timed out ${c.Timeout}, survived ${c.Survived}, no coverage ${c.NoCoverage}, static left out ${c.Ignored}${c.other ? `, other ${c.other}` : ''})`,
  );
