import { Button, ButtonGroup, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { addDays, parisDay } from '@plouf/infra/days';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActivityDetailView, PoolView } from '../../../api/catalogue.ts';
import { dayText, mondayOf } from '../../../lib/parisTime.ts';
import { usePageNow } from '../../../ssr/firstPaint.ts';
import { useKeepChosenOption } from '../../../ssr/typedBeforeHydration.ts';
import type { BookingParams } from './useBookingParams.ts';

interface Props {
  params: BookingParams;
  pools: readonly PoolView[];
  activities: readonly ActivityDetailView[];
  onChange: (patch: Partial<BookingParams>) => void;
}

/** The pool, the activity (any by default) and the week, previous or next. */
export function BookingFilters({ params, pools, activities, onChange }: Props) {
  const intl = useIntl();
  const thisWeek = mondayOf(parisDay(new Date(usePageNow())));
  const poolSelect = useRef<HTMLSelectElement>(null);
  const activitySelect = useRef<HTMLSelectElement>(null);
  const choosePool = (value: string) => onChange({ psnId: Number(value), acyId: undefined, crsId: undefined });
  const chooseActivity = (value: string) => onChange({ acyId: Number(value) || undefined, crsId: undefined });
  // Chosen on the page the server drew, before it came alive: kept (the pool first, then its activity).
  useKeepChosenOption(poolSelect, String(params.psnId ?? ''), choosePool);
  useKeepChosenOption(activitySelect, String(params.acyId ?? ''), chooseActivity);
  return (
    <div className="booking-filters">
      <FormGroup label={intl.formatMessage({ id: 'booking.filter.pool' })} labelFor="booking-pool">
        <HTMLSelect
          id="booking-pool"
          ref={poolSelect}
          fill
          value={params.psnId ?? ''}
          onChange={(event) => choosePool(event.currentTarget.value)}
          options={pools.map((pool) => ({ value: pool.id, label: pool.libelle }))}
        />
      </FormGroup>
      <FormGroup label={intl.formatMessage({ id: 'booking.filter.activity' })} labelFor="booking-activity">
        <HTMLSelect
          id="booking-activity"
          ref={activitySelect}
          fill
          value={params.acyId ?? ''}
          onChange={(event) => chooseActivity(event.currentTarget.value)}
          options={[{ value: '', label: intl.formatMessage({ id: 'booking.filter.allActivities' }) }, ...activities.map((activity) => ({ value: activity.id, label: activity.libelle }))]}
        />
      </FormGroup>
      <div className="booking-week">
        <span className="booking-week-label">
          <FormattedMessage id="booking.week.label" values={{ from: dayText(params.week).slice(0, 5), until: dayText(addDays(params.week, 6)) }} />
        </span>
        <ButtonGroup>
          <Button icon="chevron-left" aria-label={intl.formatMessage({ id: 'booking.week.previous' })} title={intl.formatMessage({ id: 'booking.week.previous' })} onClick={() => onChange({ week: addDays(params.week, -7), crsId: undefined })} />
          <Button disabled={params.week === thisWeek} onClick={() => onChange({ week: thisWeek, crsId: undefined })}>
            <FormattedMessage id="booking.week.current" />
          </Button>
          <Button icon="chevron-right" aria-label={intl.formatMessage({ id: 'booking.week.next' })} title={intl.formatMessage({ id: 'booking.week.next' })} onClick={() => onChange({ week: addDays(params.week, 7), crsId: undefined })} />
        </ButtonGroup>
      </div>
    </div>
  );
}
