import { Card, Icon, Tag } from '@blueprintjs/core';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseView, InscriptionView } from '../../../api/adminCourses.ts';
import { useLevelName, useNameIn } from '../../../i18n/useNameIn.ts';
import { formatMonths } from '../../../lib/birthAge.ts';
import { parisTime } from '../../../lib/parisTime.ts';
import { EnrolmentTag, isSeated } from '../../admin/courses/EnrolmentTag.tsx';
import { PresenceToggle } from '../../admin/courses/PresenceToggle.tsx';
import { PresenceWindowNote } from '../../admin/courses/PresenceWindowNote.tsx';
import { absenceDeclared, RosterTags } from '../../admin/courses/RosterTags.tsx';
import { usePresenceWindow } from '../../admin/courses/usePresenceWindow.ts';
import { EvaluateButton } from './EvaluateButton.tsx';
import { CareFlag } from './CareDetails.tsx';
import { EvaluationPanel } from './EvaluationPanel.tsx';
import { useCourseProgress } from './useCourseProgress.ts';
import { useDeckOutboxContext } from './useDeckOutbox.ts';
import { shownName } from '../../../lib/erased.ts';

interface MyCourseCardProps {
  course: CourseView;
  busy: number | null;
  onMark: (inscription: InscriptionView, present: boolean) => void;
  /** The level of the evaluation panels' titles: one under the heading the card sits under. */
  headingLevel: 3 | 4;
}

/**
 * One of the instructor's courses: when, where, how full, and each member with big present / absent
 * buttons from half an hour before the start (until then, when they open), and from then "Évaluer" to rate
 * their skills on their level (one child's panel open at a time); a child whose family wrote a
 * medical note or an allergy is flagged, the details in their panel. A mark or an evaluation made
 * offline shows as made, tagged "waiting to be sent" until it is.
 */
export function MyCourseCard({ course, busy, onMark, headingLevel }: MyCourseCardProps) {
  const name = useNameIn();
  const levelName = useLevelName();
  const intl = useIntl();
  const presence = usePresenceWindow(course.crsDatdebut);
  const [evaluating, setEvaluating] = useState<number | null>(null);
  const outbox = useDeckOutboxContext();
  // Each seat as the instructor marked it, on the phone if not yet on the server.
  const seated = course.inscriptions.filter(isSeated).map((inscription) => {
    const pending = outbox?.pendingPresence(course.id, inscription.id);
    return pending ? { ...inscription, insStatus: pending.present ? ENROLMENT_STATUS.present : ENROLMENT_STATUS.absent } : inscription;
  });
  const progress = useCourseProgress(course.id, course.cancelled ? [] : seated.map((inscription) => inscription.usrId), outbox?.version ?? 0);
  const count = (status: number) => seated.filter((inscription) => inscription.insStatus === status).length;
  // Waiting, and those who said ahead they would not come (their place went to someone else).
  const others = course.inscriptions.filter((inscription) => !isSeated(inscription) && (inscription.insStatus !== ENROLMENT_STATUS.annule || absenceDeclared(inscription)));
  return (
    <Card className={`plouf-my-course${course.cancelled ? ' plouf-my-course--cancelled' : ''}`} data-course-id={course.id}>
      <header className="plouf-my-course-head">
        <span className="plouf-my-course-time">{parisTime(course.crsDatdebut)}</span>
        <div className="plouf-my-course-what">
          <strong>{name(course.activite)}</strong>
          {course.levelName && <span className="plouf-muted plouf-small">{levelName(course)}</span>}
          <span className="plouf-muted"><Icon icon="map-marker" size={12} /> {name(course.piscine)} · <FormattedMessage id="adminCourses.card.minutes" values={{ minutes: course.crsDureeMin }} /></span>
        </div>
        {course.cancelled ? (
          <Tag intent="danger"><FormattedMessage id="adminCourses.card.cancelled" /></Tag>
        ) : (
          <Tag minimal intent="primary" className="plouf-my-course-places"><FormattedMessage id="myCourses.page.places" values={{ booked: course.booked, capacity: course.crsCapaciteMax }} /></Tag>
        )}
      </header>
      {course.cancelled && course.cancelReason && <p className="plouf-muted">{course.cancelReason}</p>}
      {!course.cancelled && seated.length === 0 && <p className="plouf-muted"><FormattedMessage id="myCourses.page.nobody" /></p>}
      {!course.cancelled && seated.length > 0 && (
        <>
          {presence.state === 'open' ? (
            <p className="plouf-muted plouf-my-course-count">
              <FormattedMessage id="myCourses.page.marked" values={{ present: count(ENROLMENT_STATUS.present), absent: count(ENROLMENT_STATUS.absent), left: count(ENROLMENT_STATUS.inscrit) }} />
            </p>
          ) : (
            <PresenceWindowNote window={presence} />
          )}
          <ul className="plouf-my-roster">
            {seated.map((inscription) => (
              <li key={inscription.id} data-ins-id={inscription.id}>
                <span className="plouf-my-roster-name">
                  {shownName(inscription.memberName, intl)} {inscription.memberAge != null && <span className="plouf-muted plouf-my-roster-age">{formatMonths(inscription.memberAge, intl.locale)}</span>} <CareFlag care={progress.care.get(inscription.usrId)} /> <RosterTags inscription={inscription} />
                  <PendingTags crsId={course.id} inscription={inscription} />
                </span>
                {presence.state === 'open' ? (
                  <PresenceToggle large inscription={inscription} busy={busy === inscription.id} onMark={(present) => onMark(inscription, present)} />
                ) : (
                  presence.state === 'closed' && <EnrolmentTag inscription={inscription} />
                )}
                {/* A child is evaluated on a lesson that has come, from when its roster opens, and not when marked absent on it (the server says the same). */}
                {presence.state !== 'notYet' && inscription.insStatus !== ENROLMENT_STATUS.absent && (
                  <EvaluateButton name={shownName(inscription.memberName, intl)} open={evaluating === inscription.id} onToggle={() => setEvaluating((open) => (open === inscription.id ? null : inscription.id))} />
                )}
                {evaluating === inscription.id && inscription.insStatus !== ENROLMENT_STATUS.absent && <EvaluationPanel headingLevel={headingLevel} crsId={course.id} usrId={inscription.usrId} memberName={shownName(inscription.memberName, intl)} progress={progress} onClose={() => setEvaluating(null)} />}
              </li>
            ))}
          </ul>
        </>
      )}
      {!course.cancelled && others.length > 0 && (
        <ul className="plouf-my-waiting">
          {others.map((inscription) => (
            <li key={inscription.id}>
              {shownName(inscription.memberName, intl)} {!absenceDeclared(inscription) && <EnrolmentTag inscription={inscription} />} <RosterTags inscription={inscription} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** What waits on the phone for this child: their mark, their evaluations. */
function PendingTags({ crsId, inscription }: { crsId: number; inscription: InscriptionView }) {
  const outbox = useDeckOutboxContext();
  if (!outbox) return null;
  const presence = outbox.pendingPresence(crsId, inscription.id);
  const evaluations = outbox.pendingEvaluations(crsId, inscription.usrId).length;
  return (
    <>
      {presence && (
        <Tag minimal round intent="warning" icon="cloud-upload" className="plouf-roster-tag" data-pending="presence">
          <FormattedMessage id="deck.pending.presence" />
        </Tag>
      )}
      {evaluations > 0 && (
        <Tag minimal round intent="warning" icon="cloud-upload" className="plouf-roster-tag" data-pending="evaluation">
          <FormattedMessage id="deck.pending.evaluation" values={{ count: evaluations }} />
        </Tag>
      )}
    </>
  );
}
