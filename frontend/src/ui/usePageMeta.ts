import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { PageContent } from '../api/catalogue.ts';
import type { Language } from '../api/client.ts';
import type { MessageId } from '../i18n/catalogues.ts';

/** The head of a page rendered on the server (src/entry-server.tsx), filled during its render. */
export interface PageHead {
  title?: string;
  description?: string;
}

let serverHead: PageHead | undefined;

/** Runs a server render and returns, beside its result, the title and description its page set. */
export function collectHead<R>(render: () => R): { result: R; head: PageHead } {
  const head: PageHead = {};
  serverHead = head;
  try {
    return { result: render(), head };
  } finally {
    serverHead = undefined;
  }
}

/** The document title of a page: "<title> · Plouf"; set during a server render, after it in the browser. */
export function useDocumentTitle(title: string): void {
  if (serverHead && title) serverHead.title = `${title} · Plouf`;
  useEffect(() => {
    if (title) document.title = `${title} · Plouf`;
  }, [title]);
}

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  hreflang?: string;
  href: string;
}

/**
 * A page's address for search engines: the French page is the path alone (the default), the
 * English one the path with `?lang=en`; each language's page is its own canonical, and names the
 * other (hreflang), French again as `x-default`. Other query parameters are not part of it.
 */
export function headLinks(origin: string, pathname: string, locale: Language): HeadLink[] {
  const french = `${origin}${pathname}`;
  const english = `${french}?lang=en`;
  return [
    { rel: 'canonical', href: locale === 'en' ? english : french },
    { rel: 'alternate', hreflang: 'fr', href: french },
    { rel: 'alternate', hreflang: 'en', href: english },
    { rel: 'alternate', hreflang: 'x-default', href: french },
  ];
}

/** Keeps the head's canonical and hreflang links right as the visitor moves and changes language. */
export function useHeadLinks(): void {
  const { pathname } = useLocation();
  const { locale } = useIntl();
  useEffect(() => {
    for (const old of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')) old.remove();
    for (const link of headLinks(window.location.origin, pathname, locale === 'en' ? 'en' : 'fr')) {
      const tag = document.createElement('link');
      tag.rel = link.rel;
      if (link.hreflang) tag.hreflang = link.hreflang;
      tag.href = link.href;
      document.head.append(tag);
    }
  }, [pathname, locale]);
}

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
  if (serverHead && description) serverHead.description = description;

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

  useDocumentTitle(title);

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
