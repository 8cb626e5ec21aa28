import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '../../../ui/usePageMeta.ts';
import { useBlogPostBySlug } from '../data/lists.ts';
import { useSiteFormat } from '../format/siteFormat.ts';
import { ContentBody } from '../ui/ContentBody.tsx';
import { ContentHero } from '../ui/ContentHero.tsx';
import { SiteStatus } from '../ui/SiteStatus.tsx';
import { postLd } from '../seo/structuredData.ts';
import { siteOrigin, StructuredData } from '../seo/StructuredData.tsx';

/** /blog/{name}: one post, its date and author over its picture, then its text. */
export function BlogPostPage() {
  const intl = useIntl();
  const format = useSiteFormat();
  const { name = '' } = useParams();
  const post = useBlogPostBySlug(name);
  usePageMeta(post.data?.content, post.notFound ? undefined : 'pages.blog.title');
  if (!post.data) return <SiteStatus status={post.status} notFound={post.notFound} onRetry={post.reload} />;
  const { content, blgDatpub, blgAuteur } = post.data;

  return (
    <article>
      <StructuredData data={postLd(siteOrigin(), post.data)} />
      <ContentHero
        narrow
        title={content.pctTitle || post.data.libelle}
        baseline={content.pctBaseline}
        image={post.data.image}
        eyebrow={<Link to="/blog">{intl.formatMessage({ id: 'pages.blog.title' })}</Link>}
      >
        <p className="site-byline">
          {blgDatpub ? (
            <FormattedMessage id="site.blog.published" values={{ date: format.day(blgDatpub) }} />
          ) : (
            <FormattedMessage id="site.blog.draft" />
          )}
          {blgAuteur && <> · <FormattedMessage id="site.blog.author" values={{ name: blgAuteur }} /></>}
        </p>
      </ContentHero>
      <div className="plouf-page site-page site-reading">
        {content.pctHat && <p className="site-hat">{content.pctHat}</p>}
        {content.pctSubTitle && <h2 className="site-subtitle">{content.pctSubTitle}</h2>}
        <ContentBody html={content.pctBody} />
        <p className="site-cross-link"><Link to="/blog">← <FormattedMessage id="site.blog.back" /></Link></p>
      </div>
    </article>
  );
}
