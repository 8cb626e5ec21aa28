import type { ReactNode } from 'react';

/**
 * A callout's title at the page's heading level. Blueprint's `Callout title` is always an h5,
 * which after a page's h1 skips levels (axe's `heading-order`: screen-reader users jump by level);
 * given as the callout's first child instead, as Blueprint suggests, it looks the same.
 */
export function CalloutTitle({ level = 2, children }: { level?: 2 | 3 | 4; children: ReactNode }) {
  const Heading = `h${level}` as const;
  return <Heading className="bp6-heading plouf-callout-title">{children}</Heading>;
}
