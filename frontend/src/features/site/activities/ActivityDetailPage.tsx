import { Callout, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router-dom';
import { CalloutTitle } from '../../../ui/CalloutTitle.tsx';
import { usePageMeta } from '../../../ui/usePageMeta.ts';
import { ACTIVITY_BASE, activityPath, kindOf, type ActivityKind } from '../data/selectors.ts';
import { useSiteFormat } from '../format/siteFormat.ts';
import { ContentBody } from '../ui/ContentBody.tsx';
import { ContentHero } from '../ui/ContentHero.tsx';
import { Gallery } from '../ui/Gallery.tsx';
import { PoolGrid } from '../ui/Grids.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { Listed } from '../ui/Listed.tsx';
import { PassGrid } from '../ui/PassCards.tsx';
import { Section } from '../ui/Section.tsx';
import { TermSection } from '../terms/TermSection.tsx';
import { SiteStatus } from '../ui/SiteStatus.tsx';
import { useActivityPage } from './useActivityPage.ts';
import { activityLd } from '../seo/structuredData.ts';
import { siteOrigin, StructuredData } from '../seo/StructuredData.tsx';

const SECTION_TITLE = { children: 'pages.childActivities.title', adults: 'pages.adultActivities.title' } as const;

/** An activity's page: its hero and age, what it is, where it is taught and what it costs. */
export function ActivityDetailPage({ kind }: { kind: ActivityKind }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const { slug = '' } = useParams();
  const { activity, pools, prices, passes, teaching } = useActivityPage(slug);
  const data = activity.data;
  usePageMeta(data?.content, activity.notFound ? undefined : 'pages.activity.title');

  if (!data) return <SiteStatus status={activity.status} notFound={activity.notFound} onRetry={activity.reload} />;
  // A children's activity reached under the adults' address (or the reverse) moves to its own.
  if (kindOf(data) !== kind) return <Navigate to={activityPath(data)} replace />;
  const { content, configActivity: config } = data;

  return (
    <article>
      <StructuredData data={activityLd(siteOrigin(), data, activityPath(data))} />
      <ContentHero
        title={content.pctTitle || data.libelle}
        baseline={content.pctBaseline}
        image={data.image}
        eyebrow={<Link to={ACTIVITY_BASE[kind]}>{intl.formatMessage({ id: SECTION_TITLE[kind] })}</Link>}
      >
        <div className="site-tags">
          <Tag round size="large" className="site-age-tag">{format.age(data.acyAge)}</Tag>
          {config.dureeMin > 0 && <Tag round size="large" icon="time">{format.minutes(config.dureeMin)}</Tag>}
          {passes[0] && (
            <Tag round size="large" intent="warning">{format.from(passes[0].fftTarif)}</Tag>
          )}
        </div>
      </ContentHero>
      <div className="plouf-page site-page">
        {content.pctHat && <p className="site-hat">{content.pctHat}</p>}
        {data.acyInfos && <Callout icon="info-sign" intent="primary" className="site-callout">{data.acyInfos}</Callout>}
        {config.equipement && (
          <Callout icon="manual" className="site-callout">
            <CalloutTitle><FormattedMessage id="site.activity.equipment" /></CalloutTitle>
            {config.equipement}
          </Callout>
        )}
        {content.pctSubTitle && <h2 className="site-subtitle">{content.pctSubTitle}</h2>}
        <ContentBody html={content.pctBody} />
        {data.images.length > 1 && (
          <Section id="activity-gallery" titleId="site.section.gallery">
            <Gallery images={data.images} />
          </Section>
        )}
        <TermSection id="activity-term" acyId={data.id} />
        <Section id="activity-pools" titleId="site.activity.pools">
          <PoolGrid list={pools} prices={prices} select={teaching} rail />
        </Section>
        <Section id="activity-passes" titleId="site.section.passes">
          <Listed list={prices.passes}>{() => <PassGrid passes={passes} rail sale={{ psnId: null }} />}</Listed>
        </Section>
        <div className="site-cta">
          <LinkButton to={`/reserver?acyId=${data.id}`} intent="primary" size="large" icon="calendar">
            <FormattedMessage id="booking.cta.book" />
          </LinkButton>
        </div>
      </div>
    </article>
  );
}
