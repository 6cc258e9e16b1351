/**
 * One rule id, spelled the same in code, Gherkin tags and docs anchors.
 * Code form: `TR 3.6`, `V.P5.3.4`, `DRK R4(d)`, `FIDE C.04.3 C5`.
 * Tag form:  `@TR-3.6`, `@V.P5.3.4`, `@DRK-R4`, `@FIDE-C.04.3-C5`.
 * Anchor:    `tr-3-6`, `v-p5-3-4`, `drk-r4-d`, `fide-c-04-3-c5`.
 */

/** The Gherkin tag for a rule id (spaces become dashes; sub-clauses in parentheses are dropped). */
export function ruleTag(rule: string): string {
  const base = rule.replace(/\(.*$/, '').trim();
  return '@' + base.replace(/\s+/g, '-');
}

/** The docs anchor for a rule id: lower case, every run of other characters a single dash. */
export function ruleAnchor(rule: string): string {
  return rule
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The rule id a Gherkin tag names (the inverse of `ruleTag` for ids without sub-clauses). */
export function ruleFromTag(tag: string): string {
  const body = tag.replace(/^@/, '');
  const m = /^(TR|DRK|FIDE|FAQ|ARB)-(.*)$/.exec(body);
  return m ? `${m[1]} ${m[2].replace(/-/g, ' ')}` : body;
}
