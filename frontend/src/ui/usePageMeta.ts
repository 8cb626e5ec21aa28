import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { PageContent } from '../api/catalogue.ts';
import type { MessageId } from '../i18n/catalogues.ts';

type MetaContent = Pick<PageContent, 'pctTitle' | 'pctMetaTitle' | 'pctMetaDesc'> & Partial<Pick<PageContent, 'pctHat'>>;

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * A content page's document title ("<pctMetaTitle, else pctTitle> · Plouf") and meta description
 * (pctMetaDesc, else its hat, else `descriptionId`'s message, else the site's own), both put back
 * as they were when the page goes away. Until the content has arrived (or when it has no title)
 * the title is `fallbackId`'s message.
 *
 * @example
 * usePageMeta(pool?.content, 'pages.pool.title');
 */
export function usePageMeta(content: MetaContent | undefined, fallbackId?: MessageId, descriptionId?: MessageId): void {
  const intl = useIntl();
  const title = content?.pctMetaTitle.trim() || content?.pctTitle.trim() || (fallbackId ? intl.formatMessage({ id: fallbackId }) : '');
  const description = content?.pctMetaDesc.trim() || content?.pctHat?.trim() || (descriptionId ? intl.formatMessage({ id: descriptionId }) : '');

  // Declared first, so it reads the document before the effects below change it.
  useEffect(() => {
    const previousTitle = document.title;
    const tag = descriptionTag();
    const previousDescription = tag.content;
    return () => {
      document.title = previousTitle;
      tag.content = previousDescription;
    };
  }, []);

  useEffect(() => {
    if (title) document.title = `${title} · Plouf`;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const siteDescription = tag.content;
    tag.content = description;
    return () => {
      tag.content = siteDescription;
    };
  }, [description]);
}
