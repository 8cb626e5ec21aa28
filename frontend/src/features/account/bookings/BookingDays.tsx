import { Button, Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InscriptionView } from '../../../api/booking.ts';
import { ApiError } from '../../../api/client.ts';
import type { AsyncState } from '../../../lib/useAsync.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { byDay, dayText, weekdayName } from '../../../lib/parisTime.ts';

interface Props {
  state: AsyncState<InscriptionView[]>;
  reload: () => void;
  /** Most recent day first (the history) or soonest first (to come). */
  newestFirst?: boolean;
  empty: ReactNode;
  item: (booking: InscriptionView) => ReactNode;
}

/** A family's lessons grouped by day (in Paris), with the loading and error states of the list. */
export function BookingDays({ state, reload, newestFirst = false, empty, item }: Props) {
  const intl = useIntl();
  if (state.status === 'error' && !state.data) {
    return (
      <Callout intent="danger" title={intl.formatMessage({ id: 'bookings.list.loadError' })}>
        {state.error instanceof ApiError ? state.error.serverMessage : null}
        <div><Button icon="refresh" onClick={reload}><FormattedMessage id="common.action.retry" /></Button></div>
      </Callout>
    );
  }
  if (!state.data) return <Loading />;
  if (state.data.length === 0) return <>{empty}</>;
  const sorted = [...state.data].sort((a, b) => a.crsDatdebut.localeCompare(b.crsDatdebut) || a.id - b.id);
  const days = byDay(sorted, (booking) => booking.crsDatdebut);
  return (
    <div className="booking-days">
      {(newestFirst ? days.reverse() : days).map(({ day, items }) => (
        <section key={day} className="booking-day" aria-label={`${weekdayName(day, intl.locale)} ${dayText(day)}`}>
          <h2 className="booking-day-title">
            <span className="booking-weekday">{weekdayName(day, intl.locale)}</span> {dayText(day)}
          </h2>
          <ul className="booking-courses">{items.map(item)}</ul>
        </section>
      ))}
    </div>
  );
}
