import { Classes, NonIdealState, type IconName } from '@blueprintjs/core';
import type { JSX, ReactNode } from 'react';
import './auth.css';

/**
 * Blueprint's non-ideal state with its title as the card's level-2 heading: Blueprint's own title is
 * an h4, which under the page's h1 skips levels (axe's heading-order).
 */
export function StateNotice({ icon, title, children, action, className }: { icon: IconName; title: ReactNode; children: ReactNode; action?: JSX.Element; className?: string }) {
  return (
    <NonIdealState
      icon={icon}
      className={className}
      description={
        <>
          <h2 className={`${Classes.HEADING} plouf-state-title`}>{title}</h2>
          <div>{children}</div>
        </>
      }
      action={action}
    />
  );
}
