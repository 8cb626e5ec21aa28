import { FormattedMessage, useIntl } from 'react-intl';
import { useHome } from './useHome.ts';
import { BlogCard } from '../ui/CatalogueCards.tsx';
import { ContentBody } from '../ui/ContentBody.tsx';
import { ContentHero } from '../ui/ContentHero.tsx';
import { Gallery } from '../ui/Gallery.tsx';
import { ActivityGrid, PoolGrid } from '../ui/Grids.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { Listed } from '../ui/Listed.tsx';
import { PassGrid } from '../ui/PassCards.tsx';
import { Section } from '../ui/Section.tsx';
import { CardGrid } from '../ui/SiteCard.tsx';
import { usePageMeta } from '../../../ui/usePageMeta.ts';
import { schoolLd } from '../seo/structuredData.ts';
import { siteOrigin, StructuredData } from '../seo/StructuredData.tsx';

/**
 * Home: the `accueil` page as a hero (its text and first image, the other images below), then the
 * children's and adults' activities, the pools, the passes with their prices and the latest posts.
 */
export function HomePage() {
  const intl = useIntl();
  const home = useHome();
  const content = home.page.data?.content;
  const images = home.page.data?.images ?? [];
  usePageMeta(content, 'pages.home.title');
  // The site's own words stand in when the `accueil` page is missing, not while it loads.
  const fallback = (id: 'pages.home.heroTitle' | 'pages.home.heroBody') => (home.page.status === 'loading' ? '' : intl.formatMessage({ id }));

  return (
    <div className="site-home">
      <StructuredData data={schoolLd(siteOrigin(), { description: content?.pctMetaDesc || content?.pctHat || '', pools: home.pools.data ?? [] })} />
      <ContentHero
        large
        title={content?.pctTitle || fallback('pages.home.heroTitle')}
        baseline={content ? content.pctBaseline : fallback('pages.home.heroBody')}
        image={images[0]}
      >
        <div className="plouf-actions">
          <LinkButton to="/piscines" size="large" intent="warning" icon="map-marker">
            <FormattedMessage id="pages.home.book" />
          </LinkButton>
          <LinkButton to="/contact" size="large" variant="outlined" className="site-hero-secondary" icon="chat">
            <FormattedMessage id="pages.home.contact" />
          </LinkButton>
        </div>
      </ContentHero>
      <div className="plouf-page site-page">
        {content?.pctHat && <p className="site-hat">{content.pctHat}</p>}
        {content && <ContentBody html={content.pctBody} />}

        <Section id="home-children" titleId="pages.childActivities.title" more={{ to: '/activites-enfants', labelId: 'site.section.seeAll' }}>
          <ActivityGrid list={home.activities} kind="children" prices={home.prices} rail />
        </Section>
        <Section id="home-adults" titleId="pages.adultActivities.title" more={{ to: '/activites-adultes', labelId: 'site.section.seeAll' }}>
          <ActivityGrid list={home.activities} kind="adults" prices={home.prices} rail />
        </Section>
        <Section id="home-pools" titleId="site.home.pools" more={{ to: '/piscines', labelId: 'site.section.seeAll' }}>
          <PoolGrid list={home.pools} prices={home.prices} rail />
        </Section>
        <Section id="home-passes" titleId="site.home.passes">
          <Listed list={home.prices.passes}>{() => <PassGrid passes={home.prices.onSale} rail />}</Listed>
        </Section>
        {images.length > 1 && (
          <Section id="home-gallery" titleId="site.section.gallery">
            <Gallery images={images} />
          </Section>
        )}
        {home.latestPosts.length > 0 && (
          <Section id="home-blog" titleId="site.home.blog" more={{ to: '/blog', labelId: 'site.section.allPosts' }}>
            <CardGrid rail>{home.latestPosts.map((post) => <BlogCard key={post.id} post={post} />)}</CardGrid>
          </Section>
        )}
      </div>
    </div>
  );
}
