import { describe, expect, it } from 'vitest';
import { judgeAccess, TOURNAMENT_ACCESS, type AccessVerdict, type TournamentAccess } from './access-rule';
import type { Role } from '@arbiter/api';

const ALLOWED = 'allowed';
const HIDDEN = 'hidden';
const STAFF = 'forbidden: owner or arbiter';
const OWNER = 'forbidden: owner';

/** Every role (none included) x every access kind x publication, with the verdict it must get. */
const TABLE: readonly [Role | null, TournamentAccess, boolean, string][] = [
  [null, 'tournament-read', false, HIDDEN],
  [null, 'tournament-read', true, ALLOWED],
  [null, 'tournament-staff', false, STAFF],
  [null, 'tournament-staff', true, STAFF],
  [null, 'tournament-owner', false, OWNER],
  [null, 'tournament-owner', true, OWNER],
  ['arbiter', 'tournament-read', false, ALLOWED],
  ['arbiter', 'tournament-read', true, ALLOWED],
  ['arbiter', 'tournament-staff', false, ALLOWED],
  ['arbiter', 'tournament-staff', true, ALLOWED],
  ['arbiter', 'tournament-owner', false, OWNER],
  ['arbiter', 'tournament-owner', true, OWNER],
  ['owner', 'tournament-read', false, ALLOWED],
  ['owner', 'tournament-read', true, ALLOWED],
  ['owner', 'tournament-staff', false, ALLOWED],
  ['owner', 'tournament-staff', true, ALLOWED],
  ['owner', 'tournament-owner', false, ALLOWED],
  ['owner', 'tournament-owner', true, ALLOWED],
];

const shown = (v: AccessVerdict) => (v.kind === 'forbidden' ? `forbidden: ${v.need}` : v.kind);

describe('the access rule', () => {
  it('covers every role, access kind and publication once', () => {
    const keys = new Set(TABLE.map(([role, access, published]) => `${role}|${access}|${published}`));
    expect(keys.size).toBe(3 * TOURNAMENT_ACCESS.length * 2);
  });

  it.each(TABLE)(
    'a caller with role %s asking %s (published: %s) is %s',
    (role, access, published, verdict) => {
      expect(shown(judgeAccess(access, role, published))).toBe(verdict);
    },
  );
});
