import { Button, Callout, NonIdealState } from '@blueprintjs/core';
import { poolCutoffHours } from '@plouf/command-api/enrolment';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { CourseView, InscriptionView } from '../../../api/booking.ts';
import { ApiError } from '../../../api/client.ts';
import { useFocusReturn } from '../../../ui/useFocusReturn.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { useAuth } from '../../account/auth/useAuth.ts';
import { useActivityList, usePools } from '../data/lists.ts';
import { activitiesAt, poolPath } from '../data/selectors.ts';
import { BookingDialog } from './BookingDialog.tsx';
import { BookingFilters } from './BookingFilters.tsx';
import { CourseWeek, CourseWeekLoading } from './CourseWeek.tsx';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { addressedPool, useBookingParams } from './useBookingParams.ts';
import { useShownWeek } from './useShownWeek.ts';
import { useFamilyBookings } from '../../account/bookings/useFamilyBookings.ts';
import { TermSection } from '../terms/TermSection.tsx';
import { ClosuresNotice } from '../closures/ClosuresNotice.tsx';
import './booking.css';

/**
 * /reserver: a pool's week of courses with their places left, live for everyone; a family books a
 * member on one (or joins its waiting list), a visitor is sent to log in and brought back to it.
 * Rendered on the server as a visitor sees it (docs/adr/0011): what is a family's (its bookings, the
 * booking dialog) shows once the page is hydrated and the session known.
 */
export default function BookingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const auth = useAuth();
  usePageTitle('booking.page.title');
  const [params, update] = useBookingParams();
  const pools = usePools();
  const activities = useActivityList();
  // An activity's page names no pool: the first one teaching it.
  const pool =
    pools.data?.find((row) => row.id === params.psnId) ??
    pools.data?.find((row) => params.acyId !== undefined && row.acyIds.includes(params.acyId)) ??
    pools.data?.[0];
  const week = useShownWeek(pool?.id, params.acyId, params.week);

  // The pool shown is written in the address, so that a login comes back to it (unless the address
  // names a pool already: one chosen before the page came alive, kept by the filters meanwhile).
  useEffect(() => {
    const named = addressedPool();
    if (pool && pool.id !== params.psnId && !pools.data?.some((row) => row.id === named)) update({ psnId: pool.id });
  });

  const focus = useFocusReturn();
  const onBook = (course: CourseView) => {
    focus.remember();
    if (auth.user) return update({ crsId: course.id });
    const back = new URLSearchParams({ psnId: String(course.psnId), week: params.week, crsId: String(course.id), ...(params.acyId && { acyId: String(params.acyId) }) });
    auth.requireLogin(`/reserver?${back.toString()}`);
    navigate('/login');
  };

  const courses = week.courses ?? [];
  const open = courses.find((course) => course.id === params.crsId);
  const hours = courses[0]?.cutoffHours ?? poolCutoffHours(pool?.configPiscine.delaiAnnulationH);
  const famId = auth.user?.famId ?? null;
  // Nothing shown yet, or another week than the one asked for: its place says it is loading.
  const loading = (!pools.data && pools.status !== 'error') || week.loading;

  const content = (bookings: readonly InscriptionView[]) => (
    <>
      {loading && <CourseWeekLoading />}
      {!loading && courses.length > 0 && <CourseWeek courses={courses} bookings={bookings} onBook={onBook} />}
      {!loading && week.courses && courses.length === 0 && <NonIdealState icon="calendar" description={intl.formatMessage({ id: 'booking.week.empty' })} />}
      {open && famId !== null && (
        <BookingDialog
          key={open.id}
          course={open}
          famId={famId}
          childActivity={activities.data?.find((activity) => activity.id === open.acyId)?.acyEnfant ?? false}
          bookings={bookings}
          buyPath={pool ? `${poolPath(pool)}#pool-passes` : '/piscines'}
          onClose={() => {
            update({ crsId: undefined });
            focus.restore();
          }}
        />
      )}
      {open && famId === null && auth.user && (
        <Callout intent="warning" className="booking-callout"><FormattedMessage id="booking.dialog.noFamily" /></Callout>
      )}
    </>
  );

  return (
    <section className="plouf-page booking-page">
      <div className="booking-heading">
        <h1 className="plouf-page-title"><FormattedMessage id="booking.page.title" /></h1>
        <LiveTag status={week.live} quiet />
      </div>
      <p className="plouf-muted"><FormattedMessage id="booking.page.intro" /></p>
      {pools.data && <BookingFilters params={{ ...params, psnId: pool?.id }} pools={pools.data} activities={activitiesAt(activities.data ?? [], pool?.acyIds ?? [])} onChange={update} />}
      {pool && <ClosuresNotice key={pool.id} psnId={pool.id} />}
      {pools.data && pool && <TermSection psnId={pool.id} acyId={params.acyId} />}
      <h2 className="site-section-title booking-single-title"><FormattedMessage id="booking.week.title" /></h2>
      <p className="booking-rule">
        <strong><FormattedMessage id="booking.rule.cutoff" values={{ hours }} /></strong>. <FormattedMessage id="booking.rule.late" />
      </p>
      {week.status === 'error' && !week.courses && (
        <Callout intent="danger" title={intl.formatMessage({ id: 'booking.list.loadError' })}>
          {week.error instanceof ApiError ? week.error.serverMessage : null}
          <div><Button icon="refresh" onClick={week.reload}><FormattedMessage id="common.action.retry" /></Button></div>
        </Callout>
      )}
      {famId !== null ? <FamilyBookings famId={famId}>{content}</FamilyBookings> : content([])}
    </section>
  );
}

/** The family's bookings, live, for those who have a family: visitors join no family room. */
function FamilyBookings({ famId, children }: { famId: number; children: (bookings: readonly InscriptionView[]) => ReactNode }) {
  const bookings = useFamilyBookings(famId, 'coming');
  return children(bookings.state.data ?? []);
}
