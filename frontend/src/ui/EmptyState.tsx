import { H2, H3, NonIdealState, type IconName } from '@blueprintjs/core';
import type { ReactElement, ReactNode } from 'react';

/**
 * Blueprint's NonIdealState with its title at the heading level its place in the page calls for
 * (`level`: 2 under a page's h1, 3 in a section under an h2). Blueprint's own is always an h4, which
 * skips levels (axe's heading-order): an admin list or a month of the books empty, as on the first
 * day of each month. It looks the same (`plouf-empty-title`).
 */
export function EmptyState({ icon, title, action, level = 2 }: { icon: IconName; title: ReactNode; action?: ReactElement; level?: 2 | 3 }) {
  const Heading = level === 2 ? H2 : H3;
  return <NonIdealState icon={icon} description={<Heading className="plouf-empty-title">{title}</Heading>} {...(action && { action })} />;
}
