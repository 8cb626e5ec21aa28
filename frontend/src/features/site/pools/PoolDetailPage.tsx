import { Callout, Icon, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { CalloutTitle } from '../../../ui/CalloutTitle.tsx';
import { usePageMeta } from '../../../ui/usePageMeta.ts';
import { activityPath } from '../data/selectors.ts';
import { ContentBody } from '../ui/ContentBody.tsx';
import { ContentHero } from '../ui/ContentHero.tsx';
import { Gallery } from '../ui/Gallery.tsx';
import { Listed } from '../ui/Listed.tsx';
import { PassGrid } from '../ui/PassCards.tsx';
import { Section } from '../ui/Section.tsx';
import { SiteStatus } from '../ui/SiteStatus.tsx';
import { PoolFacts } from './PoolFacts.tsx';
import { PoolInstructors } from './PoolInstructors.tsx';
import { PoolTimetable } from './PoolTimetable.tsx';
import { usePoolPage } from './usePoolPage.ts';
import { TermSection } from '../terms/TermSection.tsx';
import { ClosuresNotice } from '../closures/ClosuresNotice.tsx';
import { poolLd } from '../seo/structuredData.ts';
import { siteOrigin, StructuredData } from '../seo/StructuredData.tsx';

/**
 * A pool's page: closures first when there are some, the practical facts and booking beside the
 * text on a wide screen (above it on a phone), then its activities, week of lessons, instructors,
 * passes and pictures.
 */
export function PoolDetailPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const page = usePoolPage(slug);
  const { pool } = page;
  usePageMeta(pool.data?.content, pool.notFound ? undefined : 'pages.pool.title');

  if (!pool.data) return <SiteStatus status={pool.status} notFound={pool.notFound} onRetry={pool.reload} />;
  const data = pool.data;
  const { content } = data;
  const closures = data.configPiscine.infosFermeture.trim();

  return (
    <article>
      <StructuredData data={poolLd(siteOrigin(), data)} />
      <ContentHero
        title={content.pctTitle || data.libelle}
        baseline={content.pctBaseline}
        image={data.image}
        eyebrow={<Link to="/piscines">{intl.formatMessage({ id: 'pages.pools.title' })}</Link>}
      >
        <div className="site-tags">
          {data.address.libelle && <Tag round size="large" icon="map-marker">{data.address.libelle}</Tag>}
          {data.psnDomicile && <Tag round size="large" intent="success" icon="home"><FormattedMessage id="site.pool.homeLessons" /></Tag>}
        </div>
      </ContentHero>
      <div className="plouf-page site-page">
        {closures && (
          <Callout intent="warning" icon="warning-sign" className="site-callout" role="status">
            <CalloutTitle><FormattedMessage id="site.pool.closures" /></CalloutTitle>
            <span className="site-pre">{closures}</span>
          </Callout>
        )}
        <ClosuresNotice psnId={data.id} />
        <div className="site-detail">
          <aside className="site-detail-aside"><PoolFacts pool={data} /></aside>
          <div className="site-detail-main">
            {content.pctHat && <p className="site-hat">{content.pctHat}</p>}
            {content.pctSubTitle && <h2 className="site-subtitle">{content.pctSubTitle}</h2>}
            <ContentBody html={content.pctBody} />
            <Section id="pool-activities" titleId="site.pool.activities">
              {page.taught.length > 0 ? (
                <ul className="site-chips">
                  {page.taught.map((activity) => (
                    <li key={activity.id}>
                      <Link to={activityPath(activity)} className="site-chip">
                        <Icon icon={activity.acyEnfant ? 'heart' : 'walk'} size={14} /> {activity.libelle}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="plouf-muted"><FormattedMessage id="site.activity.none" /></p>
              )}
            </Section>
            <Section id="pool-timetable" titleId="site.pool.timetable">
              <PoolTimetable days={page.days} activityById={page.activityById} instructors={data.mns} />
            </Section>
            <TermSection id="pool-term" psnId={data.id} />
            <Section id="pool-instructors" titleId="site.pool.instructors">
              <PoolInstructors instructors={data.mns} />
            </Section>
          </div>
        </div>
        <Section id="pool-passes" titleId="site.section.passes">
          <Listed list={page.passes}>{() => <PassGrid passes={page.poolPasses} rail sale={{ psnId: data.id }} />}</Listed>
        </Section>
        {data.images.length > 1 && (
          <Section id="pool-gallery" titleId="site.section.gallery">
            <Gallery images={data.images} />
          </Section>
        )}
      </div>
    </article>
  );
}
