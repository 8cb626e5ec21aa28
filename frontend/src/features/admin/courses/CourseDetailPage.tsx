import { Button, Callout, Card, NonIdealState } from '@blueprintjs/core';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { parseId } from '../../../lib/params.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { ADMIN_BASE } from '../shell/sections.ts';
import { CancelCourseDialog } from './CancelCourseDialog.tsx';
import { CancelNotice } from './CancelNotice.tsx';
import { MessageComposer } from '../messages/MessageComposer.tsx';
import { SentMessages } from '../messages/SentMessages.tsx';
import { CourseRoster } from './CourseRoster.tsx';
import { CourseSettings } from './CourseSettings.tsx';
import { courseDay, dayHeading, parisTime } from './courseTime.ts';
import { useCourseDetail } from './useCourseDetail.ts';
import './courseDetail.css';

/** /profil/administration/cours/{coursId}: a course, its roster and presence, its instructor and places, its cancellation; live. */
export default function CourseDetailPage() {
  usePageTitle('adminCourses.list.title');
  const intl = useIntl();
  const navigate = useNavigate();
  const detail = useCourseDetail(parseId(useParams().coursId));
  const [cancelling, setCancelling] = useState(false);
  const [writing, setWriting] = useState(false);
  const { course } = detail;
  const back = (
    <Button variant="minimal" icon="arrow-left" onClick={() => navigate(`${ADMIN_BASE}/cours`)}>
      <FormattedMessage id="adminCourses.detail.back" />
    </Button>
  );

  if (detail.status === 'loading' && !course) return <Loading />;
  if (detail.status === 'notFound') return <NonIdealState icon="search" title={<FormattedMessage id="adminCourses.detail.notFound" />} action={back} />;
  if (!course) {
    return <NonIdealState icon="error" title={<FormattedMessage id="adminCourses.error.loadOne" />} action={<Button icon="refresh" onClick={detail.reload}><FormattedMessage id="common.action.retry" /></Button>} />;
  }

  const day = dayHeading(courseDay(course.crsDatdebut), intl.locale, 'long');
  const people = course.inscriptions.filter((inscription) => inscription.insStatus !== ENROLMENT_STATUS.annule).length;
  return (
    <section className="plouf-page plouf-page--flush plouf-course-detail">
      {back}
      <div className="plouf-page-head">
        <h1 className={`plouf-page-title${course.cancelled ? ' plouf-course-title--cancelled' : ''}`}>
          <FormattedMessage id="adminCourses.detail.title" values={{ activity: course.activite.libelle, date: `${day} ${parisTime(course.crsDatdebut)}` }} />
        </h1>
        <LiveTag status={detail.liveStatus} />
      </div>
      {course.cancelled && (
        <Callout intent="danger" icon="disable" className="plouf-course-cancelled">
          <FormattedMessage id="adminCourses.detail.cancelledBecause" values={{ reason: course.cancelReason }} />
        </Callout>
      )}
      <div className="plouf-course-detail-grid">
        <Card className="plouf-course-facts">
          <h2 className="plouf-section-title"><FormattedMessage id="adminCourses.detail.facts" /></h2>
          <dl>
            <dt><FormattedMessage id="adminCourses.detail.when" /></dt>
            <dd>{day}, {parisTime(course.crsDatdebut)} · <FormattedMessage id="adminCourses.card.minutes" values={{ minutes: course.crsDureeMin }} /></dd>
            <dt><FormattedMessage id="adminCourses.detail.where" /></dt>
            <dd>{course.piscine.libelle}</dd>
            <dt><FormattedMessage id="adminCourses.column.booked" /></dt>
            <dd className="plouf-course-places">
              <FormattedMessage id="adminCourses.detail.places" values={{ booked: course.booked, capacity: course.crsCapaciteMax, left: course.placesLeft, waiting: course.waiting }} />
            </dd>
          </dl>
          <p className="plouf-muted"><FormattedMessage id="adminCourses.detail.cutoff" values={{ hours: course.cutoffHours }} /></p>
          <CourseSettings course={course} busy={detail.busy === 'change' || detail.busy === 'cancel'} onChange={detail.change} onCancel={() => setCancelling(true)} />
        </Card>
        <Card className="plouf-course-roster-card">
          <div className="plouf-page-head">
            <h2 className="plouf-section-title"><FormattedMessage id="adminCourses.roster.title" /></h2>
            <Button icon="envelope" disabled={people === 0} onClick={() => setWriting(true)}>
              <FormattedMessage id="adminMessages.action.course" />
            </Button>
          </div>
          <CourseRoster course={course} busy={detail.busy} onMark={(insId, present) => void detail.presence(insId, present)} />
        </Card>
      </div>
      <SentMessages filter={{ crsId: course.id }} notice={course.cancelled ? <CancelNotice course={course} /> : undefined} />
      <MessageComposer
        isOpen={writing}
        onClose={() => setWriting(false)}
        audience={{ kind: 'course', crsId: course.id }}
        to={<FormattedMessage id="adminMessages.to.course" values={{ label: `${course.activite.libelle}, ${day} ${parisTime(course.crsDatdebut)}` }} />}
      />
      {cancelling && <CancelCourseDialog people={people} busy={detail.busy === 'cancel'} onClose={() => setCancelling(false)} onConfirm={detail.cancel} />}
    </section>
  );
}
