import { useIntl } from 'react-intl';
import { usePageMeta } from '../../../ui/usePageMeta.ts';
import { useBlogPosts } from '../data/lists.ts';
import { BlogCard } from '../ui/CatalogueCards.tsx';
import { ContentHero } from '../ui/ContentHero.tsx';
import { Listed } from '../ui/Listed.tsx';
import { CardGrid, isFirstRow } from '../ui/SiteCard.tsx';

/** /blog: the published posts, newest first (the server's order). */
export function BlogListPage() {
  const intl = useIntl();
  const posts = useBlogPosts();
  usePageMeta(undefined, 'pages.blog.title', 'site.meta.blog');
  return (
    <>
      <ContentHero title={intl.formatMessage({ id: 'pages.blog.title' })} baseline={intl.formatMessage({ id: 'site.blog.intro' })} />
      <div className="plouf-page site-page">
        <Listed list={posts} emptyId="site.blog.none">
          {(all) => <CardGrid headingLevel={2}>{all.map((post, index) => <BlogCard key={post.id} post={post} eager={isFirstRow(2, index)} />)}</CardGrid>}
        </Listed>
      </div>
    </>
  );
}
