/**
 * An arbiter's edits of paired rounds in a TRF file: one `###` comment line per edit, which FIDE
 * tools skip and `parseTrf` keeps among the headers, so `arbiter pair --check` can name the edited
 * round and the criteria the edit broke.
 * Form: `### Arbiter edit, round 3: C3 [FIDE C.04.3 C3], C12 [FIDE C.04.3 C12]; reason: …`
 * ("none" when the edit broke nothing). Trade-off: a comment line rather than a record of its
 * own, since TRF-2026 has no record for it and other programs must read the file unchanged.
 */
import type { TrfFile, TrfLine } from './trf-model';
import type { TournamentState } from './tournament';

/** An edit as a TRF comment line carries it. */
export interface TrfPairingEdit {
  readonly round: number;
  /** The criteria broken, each with its rule, in the order written. */
  readonly criteria: readonly { readonly criterion: string; readonly rule: string }[];
  readonly reason: string;
}

const PREFIX = ' Arbiter edit, round ';

/** The text after `###` of one edit's line. */
export function pairingEditLine(edit: TrfPairingEdit): string {
  const seen = new Set<string>();
  const criteria = edit.criteria.filter((c) => !seen.has(c.criterion) && seen.add(c.criterion));
  const named = criteria.length === 0 ? 'none' : criteria.map((c) => `${c.criterion} [${c.rule}]`).join(', ');
  return `${PREFIX}${edit.round}: ${named}; reason: ${edit.reason.replace(/\s+/g, ' ').trim()}`;
}

/** The `###` lines of every edit of a tournament, round by round. */
export function pairingEditHeaders(state: TournamentState): TrfLine[] {
  return state.rounds.flatMap((r) =>
    (r.edits ?? []).map((e) => ({ tag: '###', text: pairingEditLine({ round: r.round, ...e }) })),
  );
}

const LINE = /^ Arbiter edit, round (\d+): (.*?); reason: (.*)$/;
const CRITERION = /^(\S+) \[([^\]]*)\]$/;

/** The edits a file's `###` lines record (other comment lines are left alone). */
export function pairingEditsOf(file: TrfFile): TrfPairingEdit[] {
  const out: TrfPairingEdit[] = [];
  for (const h of file.headers) {
    if (h.tag !== '###') continue;
    const m = LINE.exec(h.text);
    // a comment line is the user's text: a round that is not a whole number from 1 is no edit
    const round = m ? Number(m[1]) : 0;
    if (!m || !Number.isSafeInteger(round) || round < 1) continue;
    const criteria =
      m[2] === 'none'
        ? []
        : m[2].split(', ').flatMap((part) => {
            const c = CRITERION.exec(part);
            return c ? [{ criterion: c[1], rule: c[2] }] : [];
          });
    out.push({ round, criteria, reason: m[3] });
  }
  return out;
}
