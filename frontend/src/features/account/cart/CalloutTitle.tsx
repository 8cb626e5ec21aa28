import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * A callout's title as a heading at the page's next level: Blueprint's own `title` is an h5, which
 * skips levels under the page's h1 and its sections' h2 (axe's heading-order, issue 41).
 */
export function CalloutTitle({ level, children }: { level: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading className={`${Classes.HEADING} cart-callout-title`}>{children}</Heading>;
}
