/**
 * The answers' schemas fit the domain's own types: each type the server answers from
 * (`@arbiter/tournament`'s) is assignable to its schema's input, so the compiler refuses a field
 * added to the domain and not to the contract (this file is type-checked with the package).
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type {
  CheckInEntry,
  CorrectionPreview,
  CrosstablePlayer,
  PairingComparison,
  PlayerBreakdown,
  TournamentPlayer,
  TournamentSettings,
} from '@arbiter/tournament';
import type {
  playerBreakdownSchema,
  correctionPreviewSchema,
  pairingComparisonSchema,
} from './answers/arbiter-edge';
import type { checkInEntrySchema } from './answers/check-in';
import type { playerSchema, tournamentSettingsSchema } from './answers/tournaments';
import type { crosstableEntrySchema } from './answers/views';

/** `T` with every `readonly` dropped, deeply (zod's inputs are mutable). */
type Writable<T> = T extends readonly (infer U)[]
  ? Writable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Writable<T[K]> }
    : T;
/** Compiles only when `Domain` may be sent through `Schema` and loses no top-level field in it. */
type Fits<Domain, Schema extends z.ZodType> =
  Writable<Domain> extends z.input<Schema>
    ? [Exclude<keyof Domain, keyof z.input<Schema>>] extends [never]
      ? true
      : never
    : never;

const fits: readonly true[] = [
  true satisfies Fits<PlayerBreakdown, typeof playerBreakdownSchema>,
  true satisfies Fits<CorrectionPreview & { names: Record<string, string> }, typeof correctionPreviewSchema>,
  true satisfies Fits<PairingComparison, typeof pairingComparisonSchema>,
  true satisfies Fits<CheckInEntry, typeof checkInEntrySchema>,
  true satisfies Fits<TournamentPlayer, typeof playerSchema>,
  true satisfies Fits<TournamentSettings, typeof tournamentSettingsSchema>,
  true satisfies Fits<CrosstablePlayer['rounds'][number], typeof crosstableEntrySchema>,
];

describe("the answers' schemas", () => {
  it("take the domain's types (checked by the compiler)", () => {
    expect(fits.every(Boolean)).toBe(true);
  });
});
