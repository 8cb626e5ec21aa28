import { Button, ButtonGroup } from '@blueprintjs/core';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { useIntl } from 'react-intl';
import type { InscriptionView } from '../../../api/adminCourses.ts';
import { shownName } from '../../../lib/erased.ts';

interface PresenceToggleProps {
  inscription: InscriptionView;
  busy: boolean;
  disabled?: boolean;
  /** Big buttons for a thumb at the poolside. */
  large?: boolean;
  onMark: (present: boolean) => void;
}

/** Present / absent for a member with a place: the one marked is filled. */
export function PresenceToggle({ inscription, busy, disabled, large, onMark }: PresenceToggleProps) {
  const intl = useIntl();
  const present = inscription.insStatus === ENROLMENT_STATUS.present;
  const absent = inscription.insStatus === ENROLMENT_STATUS.absent;
  const name = shownName(inscription.memberName, intl);
  return (
    <ButtonGroup className={`plouf-presence${large ? ' plouf-presence--large' : ''}`} size={large ? 'large' : 'medium'} fill={large}>
      <Button
        icon="tick"
        intent={present ? 'success' : 'none'}
        variant={present ? 'solid' : 'outlined'}
        aria-pressed={present}
        aria-label={`${intl.formatMessage({ id: 'adminCourses.roster.present' })} — ${name}`}
        disabled={disabled || busy}
        onClick={() => !present && onMark(true)}
        text={intl.formatMessage({ id: 'adminCourses.roster.present' })}
      />
      <Button
        icon="cross"
        intent={absent ? 'danger' : 'none'}
        variant={absent ? 'solid' : 'outlined'}
        aria-pressed={absent}
        aria-label={`${intl.formatMessage({ id: 'adminCourses.roster.absent' })} — ${name}`}
        disabled={disabled || busy}
        onClick={() => !absent && onMark(false)}
        text={intl.formatMessage({ id: 'adminCourses.roster.absent' })}
      />
    </ButtonGroup>
  );
}
