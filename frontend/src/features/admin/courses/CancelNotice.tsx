import { Card } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { CourseView } from '../../../api/adminCourses.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';

/** What the families were sent when the school cancelled the course: when, to how many, and the reason their mail gave. */
export function CancelNotice({ course }: { course: Pick<CourseView, 'cancelled' | 'cancelledAt' | 'cancelReason' | 'familiesTold'> }) {
  if (!course.cancelled) return null;
  return (
    <Card className="plouf-sent-message plouf-course-cancel-notice" compact>
      <strong><FormattedMessage id="adminCourses.notice.title" /></strong>{' '}
      {course.cancelledAt && <span className="plouf-muted"><FormattedMessage id="adminMessages.sent.on" values={{ date: parisDateTime(course.cancelledAt) }} /></span>}
      <p className="plouf-course-notice-told"><FormattedMessage id="adminCourses.notice.told" values={{ count: course.familiesTold }} /></p>
      <p className="plouf-break"><FormattedMessage id="adminCourses.notice.reason" values={{ reason: course.cancelReason }} /></p>
    </Card>
  );
}
