import { Card } from '@blueprintjs/core';
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MediaView } from '../../../api/catalogue.ts';
import { Picture } from './Picture.tsx';
import { Rail } from './Rail.tsx';

export interface SiteCardProps {
  to: string;
  image: MediaView | null | undefined;
  title: string;
  text?: string;
  /** Tags over the image's lower edge: age, price. */
  badges?: ReactNode;
  /** A last line: a city, a date. */
  footer?: ReactNode;
  /** In the first row of the page's own list: its picture is fetched at once (see `isFirstRow`). */
  eager?: boolean;
}

/**
 * The level of the cards' titles: 3 under a section's h2 (the default), 2 where the cards are
 * the page's own list right under its h1 — screen readers jump by heading level, so none is skipped.
 */
const CardHeadingLevel = createContext<2 | 3>(3);

/** A card of the public lists: a picture, a title and a line, the whole card a link. */
export function SiteCard({ to, image, title, text, badges, footer, eager = false }: SiteCardProps) {
  const Heading = useContext(CardHeadingLevel) === 2 ? 'h2' : 'h3';
  return (
    <Link to={to} className="site-card-link">
      <Card interactive elevation={1} className="site-card">
        <div className="site-card-media">
          <Picture media={image} width={400} height={250} lazy={!eager} />
          {badges && <div className="site-card-badges">{badges}</div>}
        </div>
        <div className="site-card-body">
          <Heading className="site-card-title">{title}</Heading>
          {text && <p className="site-card-text">{text}</p>}
          {footer && <div className="site-card-footer">{footer}</div>}
        </div>
      </Card>
    </Link>
  );
}

/** Cards in a row on the widest screens. */
const ROW = 3;

/**
 * Whether the card at `index` is in the first row of the page's own list (a grid of `headingLevel`
 * 2): the largest thing on a list page's first screen is the first card's picture, so the first
 * row's pictures are not left to lazy loading, which waits for layout before asking for them.
 */
export const isFirstRow = (headingLevel: 2 | 3 | undefined, index: number) => headingLevel === 2 && index < ROW;

export interface CardGridProps {
  children: ReactNode;
  rail?: boolean;
  /** 2 when the grid is the page's main list, directly under the h1; 3 (default) inside a section. */
  headingLevel?: 2 | 3;
}

/**
 * Cards side by side on a wide screen; on a phone one under another, or as a `rail` swiped
 * sideways where the list is only a part of the page (see `Rail`: a keyboard can scroll it too).
 */
export function CardGrid({ children, rail = false, headingLevel = 3 }: CardGridProps) {
  const grid = rail ? <Rail className="site-card-grid">{children}</Rail> : <div className="site-card-grid">{children}</div>;
  return <CardHeadingLevel.Provider value={headingLevel}>{grid}</CardHeadingLevel.Provider>;
}
