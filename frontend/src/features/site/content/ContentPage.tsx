import type { ReactNode } from 'react';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { usePageMeta } from '../../../ui/usePageMeta.ts';
import { usePage } from '../data/lists.ts';
import { ContentBody } from '../ui/ContentBody.tsx';
import { ContentHero } from '../ui/ContentHero.tsx';
import { Gallery } from '../ui/Gallery.tsx';
import { Section } from '../ui/Section.tsx';
import { SiteStatus } from '../ui/SiteStatus.tsx';

interface ContentPageProps {
  /** The page's address in the back-office's pages: `visio`, `mentions-legales`, `cgv`, `domicile`. */
  slug: string;
  /** The document title until the page has arrived. */
  titleId: MessageId;
  /** What the screen adds under the text (the pools going to homes). */
  children?: ReactNode;
}

/** A page of its own, written in the back-office: hero, introduction, text and pictures. */
export function ContentPage({ slug, titleId, children }: ContentPageProps) {
  const page = usePage(slug);
  usePageMeta(page.data?.content, page.notFound ? undefined : titleId);
  if (!page.data) return <SiteStatus status={page.status} notFound={page.notFound} onRetry={page.reload} />;
  const { content, images } = page.data;

  return (
    <article>
      <ContentHero narrow title={content.pctTitle || page.data.libelle} baseline={content.pctBaseline} image={images[0]} />
      <div className="plouf-page site-page site-reading">
        {content.pctHat && <p className="site-hat">{content.pctHat}</p>}
        {content.pctSubTitle && <h2 className="site-subtitle">{content.pctSubTitle}</h2>}
        <ContentBody html={content.pctBody} />
        {images.length > 1 && (
          <Section id={`${slug}-gallery`} titleId="site.section.gallery">
            <Gallery images={images} />
          </Section>
        )}
        {children}
      </div>
    </article>
  );
}
