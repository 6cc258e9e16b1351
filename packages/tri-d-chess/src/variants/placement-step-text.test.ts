/** Audit of the rerun's mutation survivors (26 Nov 2026): the variants. */
import { describe, expect, it } from 'vitest';
import { parsePlacementStep } from './placement';

describe('V.P6.2 placement step text', () => {
  it('refuses a step with anything after the square', () => {
    expect(parsePlacementStep(' B@b1W ')).toMatchObject({
      ok: true,
      value: { role: 'bishop', square: 'b1W' },
    });
    for (const text of ['B@b1Wx', 'B@b1QL12', 'N@c1W N'])
      expect(parsePlacementStep(text)).toMatchObject({ ok: false, error: { code: 'ERR_PLACEMENT_SYNTAX' } });
  });
});
