import { ruleHref } from './rule-link';

/** A rule id, linked to its rules page when the docs have it. */
export function RuleLink({ rule, locale }: { rule: string; locale: 'en' | 'cs' }) {
  const href = ruleHref(rule, locale);
  return href ? (
    <a href={href} className="rule">
      <code>{rule}</code>
    </a>
  ) : (
    <code className="rule">{rule}</code>
  );
}
