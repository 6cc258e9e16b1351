/**
 * The one access rule of a tournament's routes, as a pure function: what a caller with a role (or
 * none) may do with a tournament, published or not. The request hook, the write path's re-check
 * on the state a write is decided on, and the fast read lane all ask it.
 * Trade-off: it knows nothing of requests or credentials; who the caller is, the callers find out.
 */
import type { Role } from '@arbiter/api';

/** What a tournament route demands of its caller. */
export const TOURNAMENT_ACCESS = ['tournament-read', 'tournament-staff', 'tournament-owner'] as const;
export type TournamentAccess = (typeof TOURNAMENT_ACCESS)[number];

/** The rule's answer: allowed, not there for this caller (an unpublished tournament), or forbidden with what is needed. */
export type AccessVerdict =
  | { readonly kind: 'allowed' }
  | { readonly kind: 'hidden' }
  | { readonly kind: 'forbidden'; readonly need: 'owner' | 'owner or arbiter' };

const ALLOWED: AccessVerdict = { kind: 'allowed' };
const HIDDEN: AccessVerdict = { kind: 'hidden' };

/**
 * Judges access to a tournament: anyone reads a published one, its staff an unpublished one; the
 * owner and the arbiters act as staff; only the owner does what is the owner's.
 */
export function judgeAccess(access: TournamentAccess, role: Role | null, published: boolean): AccessVerdict {
  switch (access) {
    case 'tournament-read':
      return published || role !== null ? ALLOWED : HIDDEN;
    case 'tournament-staff':
      return role === 'owner' || role === 'arbiter'
        ? ALLOWED
        : { kind: 'forbidden', need: 'owner or arbiter' };
    case 'tournament-owner':
      return role === 'owner' ? ALLOWED : { kind: 'forbidden', need: 'owner' };
  }
}

/** True for a tournament's access kinds (the others, `public`, `account`, `admin`, need no tournament). */
export function isTournamentAccess(access: string | undefined): access is TournamentAccess {
  return (TOURNAMENT_ACCESS as readonly (string | undefined)[]).includes(access);
}
