import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { usePageMeta } from '../../../ui/usePageMeta.ts';
import { ContentHero } from '../ui/ContentHero.tsx';
import { PoolGrid } from '../ui/Grids.tsx';
import { usePoolList } from './usePoolList.ts';

/** /piscines: every pool as a card, optionally only those teaching one activity. */
export function PoolListPage() {
  const intl = useIntl();
  const list = usePoolList();
  usePageMeta(undefined, 'pages.pools.title', 'site.meta.pools');
  const option = (activity: { id: number; libelle: string }) => <option key={activity.id} value={activity.id}>{activity.libelle}</option>;

  return (
    <>
      <ContentHero title={intl.formatMessage({ id: 'pages.pools.title' })} baseline={intl.formatMessage({ id: 'site.pools.intro' })} />
      <div className="plouf-page site-page">
        <FormGroup label={intl.formatMessage({ id: 'site.pools.filter' })} labelFor="pool-activity" inline className="site-filter">
          <HTMLSelect
            id="pool-activity"
            value={list.activityId ?? ''}
            onChange={(event) => list.setActivityId(Number(event.currentTarget.value) || undefined)}
          >
            <option value="">{intl.formatMessage({ id: 'site.pools.allActivities' })}</option>
            <optgroup label={intl.formatMessage({ id: 'pages.childActivities.title' })}>{list.groups.children.map(option)}</optgroup>
            <optgroup label={intl.formatMessage({ id: 'pages.adultActivities.title' })}>{list.groups.adults.map(option)}</optgroup>
          </HTMLSelect>
        </FormGroup>
        <PoolGrid
          list={list.pools}
          prices={list.prices}
          select={list.select}
          emptyId={list.activityId ? 'site.pools.noneForActivity' : 'site.pool.none'}
          headingLevel={2}
        />
      </div>
    </>
  );
}
