import type { Cached } from '../../../api/catalogueCache.ts';
import type { ActivityDetailView, PoolView } from '../../../api/catalogue.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { activitiesOfKind, type ActivityKind } from '../data/selectors.ts';
import type { Prices } from '../data/usePrices.ts';
import { ActivityCard, PoolCard } from './CatalogueCards.tsx';
import { Listed } from './Listed.tsx';
import { CardGrid, isFirstRow } from './SiteCard.tsx';

/** One section's activities as cards, with their age and "from" price. */
export function ActivityGrid({ list, kind, prices, rail, headingLevel }: { list: Cached<ActivityDetailView[]>; kind: ActivityKind; prices: Prices; rail?: boolean; headingLevel?: 2 | 3 }) {
  return (
    <Listed list={list} select={(all) => activitiesOfKind(all, kind)} emptyId="site.activity.none">
      {(activities) => (
        <CardGrid rail={rail} headingLevel={headingLevel}>
          {activities.map((activity, index) => (
            <ActivityCard key={activity.id} activity={activity} lowestPrice={prices.activityPrice(activity.id)} eager={isFirstRow(headingLevel, index)} />
          ))}
        </CardGrid>
      )}
    </Listed>
  );
}

interface PoolGridProps {
  list: Cached<PoolView[]>;
  prices: Prices;
  select?: (pools: PoolView[]) => PoolView[];
  emptyId?: MessageId;
  rail?: boolean;
  /** 2 on a page whose main list this is (see `CardGrid`). */
  headingLevel?: 2 | 3;
}

/** Pools as cards; `select` keeps some of them (those teaching an activity, those going to homes). */
export function PoolGrid({ list, prices, select, emptyId = 'site.pool.none', rail, headingLevel }: PoolGridProps) {
  return (
    <Listed list={list} select={select} emptyId={emptyId}>
      {(pools) => (
        <CardGrid rail={rail} headingLevel={headingLevel}>
          {pools.map((pool, index) => (
            <PoolCard key={pool.id} pool={pool} lowestPrice={prices.poolPrice(pool.id)} eager={isFirstRow(headingLevel, index)} />
          ))}
        </CardGrid>
      )}
    </Listed>
  );
}
