import { Icon } from '@blueprintjs/core';
import { PRESENCE } from '@plouf/command-api/constants';
import { FormattedMessage, useIntl } from 'react-intl';
import { courseDay, dayHeading, parisTime } from './courseTime.ts';
import type { PresenceWindowState } from './usePresenceWindow.ts';
import './presenceWindow.css';

/** Said instead of the presence buttons outside their window: when they open, or that they closed. */
export function PresenceWindowNote({ window }: { window: PresenceWindowState }) {
  const intl = useIntl();
  if (window.state === 'open') return null;
  return (
    <p className="plouf-muted plouf-presence-window">
      <Icon icon="time" size={14} />{' '}
      {window.state === 'notYet' ? (
        <FormattedMessage id="adminCourses.presence.opens" values={{ date: dayHeading(courseDay(window.opensAt), intl.locale, 'long'), time: parisTime(window.opensAt) }} />
      ) : (
        <FormattedMessage id="adminCourses.presence.closed" values={{ days: PRESENCE.closesDaysAfter }} />
      )}
    </p>
  );
}
