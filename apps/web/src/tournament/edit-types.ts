/** What the pairing-edit preview answers (`POST …/rounds/:round/pairing-edit/preview`), as the app reads it. */
export interface EditBoard {
  readonly white: number;
  readonly black: number;
}

export type WarningLevel = 'refuse' | 'confirm' | 'acknowledge';

export interface EditCriterion {
  readonly criterion: string;
  readonly rule: string;
  readonly level: WarningLevel;
  readonly kind: string;
  readonly board: number | null;
  readonly players: readonly number[];
}

export interface PairingComparison {
  readonly round: number;
  readonly engine: { readonly boards: readonly EditBoard[]; readonly pab: number | null } | null;
  readonly edited: { readonly boards: readonly EditBoard[]; readonly pab: number | null };
  readonly differing: readonly number[];
  readonly missing: readonly number[];
  readonly criteria: readonly EditCriterion[];
}

/** The edit being made: boards in order and the PAB. */
export interface Draft {
  readonly boards: readonly EditBoard[];
  readonly pab: number | null;
}

/** Swaps two players wherever they sit (boards or the PAB). */
export function swapPlayers(d: Draft, a: number, b: number): Draft {
  const other = (id: number) => (id === a ? b : id === b ? a : id);
  return {
    boards: d.boards.map((x) => ({ white: other(x.white), black: other(x.black) })),
    pab: d.pab === null ? null : other(d.pab),
  };
}

/** The criteria grouped by id and level, in the order first seen: what the arbiter confirms or acknowledges. */
export function criterionGroups(criteria: readonly EditCriterion[]): EditCriterion[][] {
  const groups = new Map<string, EditCriterion[]>();
  for (const c of criteria) {
    const key = `${c.level}|${c.criterion}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()];
}
