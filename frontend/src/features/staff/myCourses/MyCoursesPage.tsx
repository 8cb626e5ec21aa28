import { Button, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { byDay } from '../../admin/courses/courseTime.ts';
import { dayHeading } from '../../../lib/parisTime.ts';
import { DeckStatus } from './DeckStatus.tsx';
import { useDeckInstall } from './deckWorker.ts';
import { MyCourseCard } from './MyCourseCard.tsx';
import { DeckOutboxContext } from './useDeckOutbox.ts';
import { useMyCourses } from './useMyCourses.ts';
import './myCourses.css';

/**
 * /profil/mes-cours: the instructor's day and week at the poolside, presence marked with a thumb;
 * live. Installable, and it opens and works with the network cut (issue 26): its service worker
 * keeps the last rosters, marks and evaluations wait on the phone until the network is back.
 */
export default function MyCoursesPage() {
  usePageTitle('myCourses.page.title');
  const intl = useIntl();
  const mine = useMyCourses();
  useDeckInstall(mine.keepCopies);
  const days = byDay(mine.courses);
  const todays = days.get(mine.today) ?? [];
  const later = [...days.entries()].filter(([day]) => day !== mine.today);
  // A card's panels title themselves one level under the heading they sit under (today's h2, a day's h3).
  const card = (headingLevel: 3 | 4) => (course: (typeof mine.courses)[number]) => (
    <MyCourseCard key={course.id} course={course} busy={mine.busy} headingLevel={headingLevel} onMark={(inscription, present) => void mine.mark(course.id, inscription, present)} />
  );

  return (
    <DeckOutboxContext.Provider value={mine.outbox}>
      <section className="plouf-page plouf-page--flush plouf-my-courses">
        <div className="plouf-page-head">
          <h1 className="plouf-page-title"><FormattedMessage id="myCourses.page.title" /></h1>
          <LiveTag status={mine.liveStatus} />
        </div>
        <DeckStatus outbox={mine.outbox} />
        {mine.status === 'loading' && <Loading />}
        {mine.status === 'error' && (
          <NonIdealState icon="error" title={<FormattedMessage id="myCourses.error.load" />} action={<Button icon="refresh" onClick={mine.reload}><FormattedMessage id="common.action.retry" /></Button>} />
        )}
        {mine.status === 'done' && mine.courses.length === 0 && <NonIdealState icon="calendar" description={<FormattedMessage id="myCourses.page.notLinked" />} />}
        {mine.status === 'done' && mine.courses.length > 0 && (
          <>
            <h2 className="plouf-my-courses-day"><FormattedMessage id="myCourses.page.today" /> · {dayHeading(mine.today, intl.locale, 'long')}</h2>
            {todays.length === 0 ? <p className="plouf-muted"><FormattedMessage id="myCourses.page.noneToday" /></p> : todays.map(card(3))}
            <h2 className="plouf-my-courses-section"><FormattedMessage id="myCourses.page.week" /></h2>
            {later.length === 0 && <p className="plouf-muted"><FormattedMessage id="myCourses.page.noneWeek" /></p>}
            {later.map(([day, courses]) => (
              <div key={day} className="plouf-my-courses-group">
                <h3 className="plouf-my-courses-day">{dayHeading(day, intl.locale, 'long')}</h3>
                {courses.map(card(4))}
              </div>
            ))}
          </>
        )}
      </section>
    </DeckOutboxContext.Provider>
  );
}
