import { describe, expect, it } from 'vitest';
import { pairingInputFromTrf, parseTrf } from '@arbiter/tournament';
import { pairDutch } from './dutch';

function pair(lines: string[]) {
  const trf = parseTrf(lines.join('\n') + '\n');
  if (!trf.ok) throw new Error(trf.error.message);
  const input = pairingInputFromTrf(trf.value);
  if (!input.ok) throw new Error(input.error.message);
  return pairDutch(input.value);
}

/** A TRF player line: number in 5-8, name from 15, rating 49-52, points 81-84, rounds from 92. */
function row(id: number, points: string, ...rounds: string[]): string {
  const line = Array.from({ length: 91 + 10 * rounds.length }, () => ' ');
  const put = (col: number, text: string): void => text.split('').forEach((c, i) => (line[col - 1 + i] = c));
  put(1, '001');
  put(5, String(id).padStart(4));
  put(15, `Player ${id}`);
  put(49, String(2000 - id));
  put(81, points.padStart(4));
  rounds.forEach((r, i) => put(92 + 10 * i, r));
  return line.join('').trimEnd();
}

describe('FIDE C.04.1 edge cases', () => {
  it('pairs nobody when everyone has a requested bye', () => {
    const r = pair([row(1, '0.0', '0000 - H'), row(2, '0.0', '0000 - Z'), 'XXR 3']);
    expect(r.ok && r.value.boards.length === 0 && r.value.pab === null).toBe(true);
  });

  it('gives a lone player the PAB (C.04.1 c)', () => {
    const r = pair([row(1, '0.0'), row(2, '0.0', '0000 - H'), 'XXR 3']);
    expect(r.ok ? r.value.pab : 'refused').toBe(1);
  });

  it('refuses a round where the only two players already met (C1), with a code and the rule', () => {
    const r = pair([row(1, '1.0', '   2 w 1'), row(2, '0.0', '   1 b 0'), 'XXR 3']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.rule]).toEqual(['ERR_DUTCH_IMPOSSIBLE', 'FIDE C.04.3 C4']);
  });

  it('lets two players meet again after a forfeit (a forfeit is not a game)', () => {
    const r = pair([row(1, '1.0', '   2 w +'), row(2, '0.0', '   1 b -'), 'XXR 3']);
    expect(r.ok && r.value.boards.length).toBe(1);
  });

  it('refuses a second PAB to the only player left (C2, C.04.1 d)', () => {
    const r = pair([row(1, '1.0', '0000 - U'), 'XXR 3']);
    expect(r.ok).toBe(false);
  });
});
