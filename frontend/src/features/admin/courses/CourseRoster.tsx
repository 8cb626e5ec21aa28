import { HTMLTable } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CourseView } from '../../../api/adminCourses.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { shownName } from '../../../lib/erased.ts';
import { EnrolmentTag, isSeated } from './EnrolmentTag.tsx';
import { PresenceToggle } from './PresenceToggle.tsx';
import { RosterTags } from './RosterTags.tsx';
import { PresenceWindowNote } from './PresenceWindowNote.tsx';
import { usePresenceWindow } from './usePresenceWindow.ts';

interface CourseRosterProps {
  course: CourseView;
  /** The inscription being marked, as `ins-{id}`. */
  busy: string | null;
  onMark: (insId: number, present: boolean) => void;
}

/**
 * Who is on the course, in the order they joined: status, family, and presence for those with a
 * place, while it may be marked (otherwise, when it can be).
 */
export function CourseRoster({ course, busy, onMark }: CourseRosterProps) {
  const intl = useIntl();
  const presence = usePresenceWindow(course.crsDatdebut);
  if (course.inscriptions.length === 0) return <p className="plouf-muted"><FormattedMessage id="adminCourses.roster.empty" /></p>;
  const marking = presence.state === 'open' && !course.cancelled;
  return (
    <div className="plouf-table-wrap">
      {!course.cancelled && <PresenceWindowNote window={presence} />}
      <HTMLTable compact className="plouf-course-roster">
        <thead>
          <tr>
            <th><FormattedMessage id="adminCourses.roster.member" /></th>
            <th><FormattedMessage id="adminCourses.roster.status" /></th>
            <th><FormattedMessage id="adminCourses.roster.presence" /></th>
          </tr>
        </thead>
        <tbody>
          {course.inscriptions.map((inscription) => (
            <tr key={inscription.id} data-ins-id={inscription.id}>
              <td>
                <strong>{shownName(inscription.memberName, intl)}</strong>
                <div className="plouf-muted">
                  <Link to={`${ADMIN_BASE}/familles/${inscription.famId}`}>{shownName(inscription.famName, intl)}</Link>
                </div>
              </td>
              <td>
                <span className="plouf-roster-tags">
                  <EnrolmentTag inscription={inscription} />
                  <RosterTags inscription={inscription} />
                </span>
                {inscription.late && <div className="plouf-muted"><FormattedMessage id="adminCourses.roster.late" /></div>}
              </td>
              <td>
                {isSeated(inscription) && marking && <PresenceToggle inscription={inscription} busy={busy === `ins-${inscription.id}`} onMark={(present) => onMark(inscription.id, present)} />}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
