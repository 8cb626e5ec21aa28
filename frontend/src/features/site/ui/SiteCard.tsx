import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MediaView } from '../../../api/catalogue.ts';
import { Picture } from './Picture.tsx';

export interface SiteCardProps {
  to: string;
  image: MediaView | null | undefined;
  title: string;
  text?: string;
  /** Tags over the image's lower edge: age, price. */
  badges?: ReactNode;
  /** A last line: a city, a date. */
  footer?: ReactNode;
}

/** A card of the public lists: a picture, a title and a line, the whole card a link. */
export function SiteCard({ to, image, title, text, badges, footer }: SiteCardProps) {
  return (
    <Link to={to} className="site-card-link">
      <Card interactive elevation={1} className="site-card">
        <div className="site-card-media">
          <Picture media={image} width={400} height={250} />
          {badges && <div className="site-card-badges">{badges}</div>}
        </div>
        <div className="site-card-body">
          <h3 className="site-card-title">{title}</h3>
          {text && <p className="site-card-text">{text}</p>}
          {footer && <div className="site-card-footer">{footer}</div>}
        </div>
      </Card>
    </Link>
  );
}

/**
 * Cards side by side on a wide screen; on a phone one under another, or as a `rail` swiped
 * sideways where the list is only a part of the page.
 */
export function CardGrid({ children, rail = false }: { children: ReactNode; rail?: boolean }) {
  return <div className={rail ? 'site-card-grid site-rail' : 'site-card-grid'}>{children}</div>;
}
