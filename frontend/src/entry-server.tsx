/**
 * The public pages rendered on the server (docs/adr/0011-public-pages-rendering.md): the first
 * screen paints before the JavaScript arrives, then src/main.tsx hydrates it. Built by
 * `vite build --ssr src/entry-server.tsx` into the client build's `.ssr/` folder, which the
 * Fastify server imports when present (infra/src/http/page-rendering.ts).
 *
 * Renders are made one at a time: the catalogue cache, the API client's language and transport are
 * module state, shared by the whole bundle.
 */
import { renderToString } from 'react-dom/server';
import { clearCache, collectLoads, snapshotCache, type SlotSnapshot } from './api/catalogueCache.ts';
import { setApiTransport, type Language } from './api/client.ts';
import { isAppPath, preloadScreen } from './App.tsx';
import { Root } from './Root.tsx';
import { looksMobile, markServerRendered } from './ssr/firstPaint.ts';
import { collectHead, headLinks, type HeadLink, type PageHead } from './ui/usePageMeta.ts';

/**
 * The pages a visitor sees, the same for everyone: rendered. `/reserver` too, as a visitor sees it
 * (its week of courses and places left; what is a family's shows once hydrated). The account,
 * back-office and cart are not.
 */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/(piscines|activites-enfants|activites-adultes|blog)(\/[^/]+)?\/?$/,
  /^\/(domicile|visio|mentions-legales|cgv|contact|login|reserver)\/?$/,
];

export const isPublicPage = (pathname: string): boolean => PUBLIC_PAGES.some((page) => page.test(pathname));

/** At most this many renders per page: each one finds the loads its data makes possible (a slug, then its entity). */
const MAX_PASSES = 4;

export interface RenderRequest {
  /** The path and query asked for. */
  url: string;
  /** `https://host`, for the canonical and hreflang links. */
  origin: string;
  locale: Language;
  userAgent: string | undefined;
  /** GET calls of the API, answered in-process, as a visitor (no session). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  head: PageHead & { links: HeadLink[] };
  /** What the browser needs to hydrate: put in the page as JSON (see `pageData`). */
  data: PageData;
  /** 404 when the address names nothing (an unknown path, pool, post…). */
  status: number;
}

export interface PageData {
  locale: Language;
  mobile: boolean;
  slots: SlotSnapshot[];
  /** When the page was rendered (ms): the clock its first render in the browser shows things by. */
  renderedAt: number;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a public page with its data, or the not-found screen (404) for an address the application
 * does not have; undefined for a screen of the application that is not public (the server sends the
 * plain shell, with 200).
 */
export function render(request: RenderRequest): Promise<RenderedPage | undefined> {
  const next = queue.then(() => renderNow(request));
  queue = next.catch(() => undefined);
  return next;
}

async function renderNow({ url, origin, locale, userAgent, fetch }: RenderRequest): Promise<RenderedPage | undefined> {
  const { pathname } = new URL(url, 'http://server');
  const unknown = !isAppPath(pathname);
  if (!unknown && !isPublicPage(pathname)) return undefined;
  const mobile = looksMobile(userAgent);
  const renderedAt = Date.now();
  markServerRendered(mobile, renderedAt);
  // A screen loaded on demand (/reserver) is rendered itself, not its spinner.
  await preloadScreen(pathname);
  setApiTransport(fetch);
  // The site's address, as `window.location.origin` gives it in the browser (features/site/seo).
  (globalThis as { ploufOrigin?: string }).ploufOrigin = origin;
  clearCache();
  const tree = <Root initialLocale={locale} location={url} />;
  let rendered = collectHead(() => collectLoads(() => renderToString(tree)));
  for (let pass = 1; rendered.result.loads.length > 0 && pass < MAX_PASSES; pass++) {
    await Promise.all(rendered.result.loads);
    rendered = collectHead(() => collectLoads(() => renderToString(tree)));
  }
  const slots = snapshotCache();
  clearCache();
  const missing = slots.some((slot) => slot.key.includes('#slug:') && 'failed' in slot && slot.failed === 'FileNotFound');
  return {
    html: rendered.result.result,
    head: { ...rendered.head, links: headLinks(origin, pathname, locale) },
    data: { locale, mobile, slots, renderedAt },
    status: unknown || missing ? 404 : 200,
  };
}
