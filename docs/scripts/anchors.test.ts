import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorIndex } from './anchors';

const dir = mkdtempSync(path.join(os.tmpdir(), 'arbiter-anchors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
}

describe('anchorIndex and partials', () => {
  it('gives a partial’s anchors to the page that shows it, through a partial that imports it, and leaves out one no page imports', () => {
    write('tournament/edge.mdx', "import Hall from './edge/_hall.md';\n\n# Edge {#edge}\n\n<Hall />\n");
    write(
      'tournament/edge/_hall.md',
      "import CheckIn from './_check-in.md';\n\n## Hall {#hall}\n\n<CheckIn />\n",
    );
    write('tournament/edge/_check-in.md', '### Check-in {#check-in}\n\n#### Ruling {#arb-ci1}\n');
    write('tournament/edge/_orphan.md', '## Nobody shows me {#orphan}\n');
    const index = anchorIndex(dir);
    expect([index.get('edge'), index.get('hall'), index.get('arb-ci1')]).toEqual([
      'tournament/edge.mdx',
      'tournament/edge.mdx',
      'tournament/edge.mdx',
    ]);
    expect(index.has('orphan')).toBe(false);
  });
});
