import type { ReactNode } from 'react';
import type { MediaView } from '../../../api/catalogue.ts';
import { Picture } from './Picture.tsx';

export interface ContentHeroProps {
  title: string;
  baseline?: string;
  /** A short line above the title: the section, a date. */
  eyebrow?: ReactNode;
  image?: MediaView | null;
  /** Badges and buttons under the baseline. */
  children?: ReactNode;
  /** The home page's hero is taller. */
  large?: boolean;
  /** Lined up with a reading column (text pages, blog posts). */
  narrow?: boolean;
}

/**
 * The top of a public page: its title and baseline over its image, darkened so the text stays
 * readable, or over the site's sea gradient when it has no image.
 */
export function ContentHero({ title, baseline, eyebrow, image, children, large = false, narrow = false }: ContentHeroProps) {
  const modifiers = [large && 'site-hero--large', narrow && 'site-hero--narrow', !image && 'site-hero--plain'].filter(Boolean);
  return (
    <header className={['site-hero', ...modifiers].join(' ')}>
      {image && <Picture media={image} width={1440} height={large ? 640 : 420} lazy={false} sizes="100vw" className="site-hero-image" />}
      <div className="site-hero-inner">
        {eyebrow && <p className="site-hero-eyebrow">{eyebrow}</p>}
        <h1 className="site-hero-title">{title}</h1>
        {baseline && <p className="site-hero-baseline">{baseline}</p>}
        {children && <div className="site-hero-extra">{children}</div>}
      </div>
    </header>
  );
}
