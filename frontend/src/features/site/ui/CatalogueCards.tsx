import { Icon, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { ActivityDetailView, BlogPostView, PoolView } from '../../../api/catalogue.ts';
import { activityPath, poolPath } from '../data/selectors.ts';
import { useSiteFormat } from '../format/siteFormat.ts';
import { SiteCard } from './SiteCard.tsx';

/** "from 15 €": the cheapest pass, when there is one. */
function PriceTag({ cents }: { cents: number | undefined }) {
  const format = useSiteFormat();
  if (cents === undefined) return null;
  return (
    <Tag round intent="warning" className="site-price-tag">
      {format.from(cents)}
    </Tag>
  );
}

export function ActivityCard({ activity, lowestPrice, eager }: { activity: ActivityDetailView; lowestPrice?: number; eager?: boolean }) {
  const format = useSiteFormat();
  return (
    <SiteCard
      eager={eager}
      to={activityPath(activity)}
      image={activity.image}
      title={activity.content.pctTitle || activity.libelle}
      text={activity.content.pctBaseline || activity.acyInfos}
      badges={
        <>
          <Tag round className="site-age-tag">{format.age(activity.acyAge)}</Tag>
          <PriceTag cents={lowestPrice} />
        </>
      }
    />
  );
}

export function PoolCard({ pool, lowestPrice, eager }: { pool: PoolView; lowestPrice?: number; eager?: boolean }) {
  return (
    <SiteCard
      eager={eager}
      to={poolPath(pool)}
      image={pool.image}
      title={pool.content.pctTitle || pool.libelle}
      text={pool.content.pctBaseline}
      badges={
        <>
          {pool.psnDomicile && <Tag round intent="success" icon="home"><FormattedMessage id="site.pool.homeLessons" /></Tag>}
          <PriceTag cents={lowestPrice} />
        </>
      }
      footer={
        pool.address.libelle && (
          <span className="site-inline-icon"><Icon icon="map-marker" size={14} /> {pool.address.libelle}</span>
        )
      }
    />
  );
}

export function BlogCard({ post, eager }: { post: BlogPostView; eager?: boolean }) {
  const format = useSiteFormat();
  return (
    <SiteCard
      eager={eager}
      to={`/blog/${post.content.slug}`}
      image={post.image}
      title={post.content.pctTitle || post.libelle}
      text={post.content.pctHat || post.content.pctBaseline}
      footer={
        <span className="site-inline-icon">
          <Icon icon="calendar" size={14} /> {post.blgDatpub ? format.day(post.blgDatpub) : <FormattedMessage id="site.blog.draft" />}
        </span>
      }
    />
  );
}
