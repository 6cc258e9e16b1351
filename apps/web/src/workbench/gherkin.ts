/**
 * A disputed case as a Gherkin scenario skeleton, ready to paste under `features/`: tagged
 * with the deciding rule's tag, the options that differ from the defaults, the position, and
 * the verdict as the spec's own steps say it. The scenario name is left for the author.
 */
import { ruleTag, type OptionCatalogue, type ResolvedOptions } from '@arbiter/kernel';
import type { GameAdapter, Verdict } from './games';

export function gherkinSkeleton(
  game: GameAdapter,
  catalogue: OptionCatalogue,
  options: ResolvedOptions,
  position: string,
  move: string,
  verdict: Verdict,
): string {
  const tag = verdict.rule ? ruleTag(verdict.rule) : '@wip';
  const lines = [
    `  ${tag}`,
    `  Scenario: ${verdict.legal ? `${move} is legal` : `${move} is refused (${verdict.code})`}: TODO say why`,
  ];
  const changed = catalogue.filter((o) => options[o.id] !== o.default);
  changed.forEach((o, i) =>
    lines.push(`    ${i === 0 ? 'Given' : 'And'} the rule option "${o.id}" is "${options[o.id]}"`),
  );
  const given = game.steps.position(position);
  lines.push(`    ${changed.length ? given.replace(/^Given/, 'And') : given}`);
  lines.push(
    `    ${verdict.legal ? game.steps.legal(verdict.move ?? move) : game.steps.refused(move, verdict.code ?? '', verdict.rule)}`,
  );
  return lines.join('\n') + '\n';
}
