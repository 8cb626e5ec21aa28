import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * A button that is a real link to a page of the site: a click navigates in the application, a
 * middle or modified click opens a new tab as any link does.
 */
export function LinkButton({ to, ...props }: Omit<AnchorButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  // Blueprint gives its anchor the button role and types the click on HTMLElement: this one is a link.
  return <AnchorButton role="link" {...props} href={href} onClick={(event) => onClick(event as MouseEvent<HTMLAnchorElement>)} />;
}
