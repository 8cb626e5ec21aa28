import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../ui/usePageMeta.ts';
import { useActivityList } from '../data/lists.ts';
import type { ActivityKind } from '../data/selectors.ts';
import { usePrices } from '../data/usePrices.ts';
import { ContentHero } from '../ui/ContentHero.tsx';
import { ActivityGrid } from '../ui/Grids.tsx';

const TEXT = {
  children: { titleId: 'pages.childActivities.title', introId: 'site.activities.childrenIntro' },
  adults: { titleId: 'pages.adultActivities.title', introId: 'site.activities.adultsIntro' },
} as const;

/** /activites-enfants and /activites-adultes: the section's activities as cards. */
export function ActivityListPage({ kind }: { kind: ActivityKind }) {
  const intl = useIntl();
  const activities = useActivityList();
  const prices = usePrices();
  usePageMeta(undefined, TEXT[kind].titleId, TEXT[kind].introId);
  return (
    <>
      <ContentHero title={intl.formatMessage({ id: TEXT[kind].titleId })} baseline={intl.formatMessage({ id: TEXT[kind].introId })} />
      <div className="plouf-page site-page">
        <ActivityGrid list={activities} kind={kind} prices={prices} headingLevel={2} />
        <p className="site-cross-link">
          <Link to={kind === 'children' ? '/activites-adultes' : '/activites-enfants'}>
            <FormattedMessage id={kind === 'children' ? 'site.activities.seeAdults' : 'site.activities.seeChildren'} /> →
          </Link>
        </p>
      </div>
    </>
  );
}
