import React, { type ReactNode } from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Props = WrapperProps<typeof HeadingType>;
type Index = Record<string, Record<string, { count: number; to: string }>>;

/** "3 scenarios" / "3 scénáře": the count with its noun, Czech plural forms included. */
function label(count: number, locale: string): string {
  if (locale === 'cs') return `${count} ${count === 1 ? 'scénář' : count <= 4 ? 'scénáře' : 'scénářů'}`;
  return `${count} ${count === 1 ? 'scenario' : 'scenarios'}`;
}

/**
 * A heading that names a rule (its id is a rule anchor such as `tr-3-5`) links to the
 * scenarios pinning that rule down, with their number (docs/scripts/rulebook-links.ts).
 */
export default function HeadingWrapper(props: Props): ReactNode {
  const { siteConfig, i18n } = useDocusaurusContext();
  const index = (siteConfig.customFields?.ruleScenarios ?? {}) as Index;
  const entry = props.id ? index[i18n.currentLocale]?.[props.id] : undefined;
  if (!entry || props.as === 'h1') return <Heading {...props} />;
  return (
    <Heading {...props}>
      {props.children}{' '}
      <Link className="rule-scenarios badge badge--secondary" to={entry.to}>
        {label(entry.count, i18n.currentLocale)}
      </Link>
    </Heading>
  );
}
