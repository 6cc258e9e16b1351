import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useAnchorTargetClassName } from '@docusaurus/theme-common';

/**
 * A link target for a rule id that is not a heading: a sub-clause such as `TR 3.1(c)` in a
 * list, or the page-level id of a page whose only heading is its title (Docusaurus gives
 * the title no id). Registered with the build's broken-anchor check like a heading id.
 */
export default function Anchor({ id }: { id: string }): ReactNode {
  useBrokenLinks().collectAnchor(id);
  const className = useAnchorTargetClassName(id);
  return <span id={id} className={className} />;
}
