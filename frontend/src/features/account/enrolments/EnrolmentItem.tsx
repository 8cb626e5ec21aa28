import { Button, Card, Tag, type Intent } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EnrolmentView, EnrolmentWeek } from '../../../api/terms.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../lib/money.ts';
import { dayOf, dayText, parisShortDate, parisTime, weekdayName } from '../../../lib/parisTime.ts';
import { dayOfWeekday, enrolmentTermName, slotTime } from '../../site/terms/termRules.ts';
import { weeksToGiveUp } from './dropPlan.ts';

const STATUS: Record<EnrolmentView['status'], { id: MessageId; intent: Intent }> = {
  enrolled: { id: 'enrolments.status.enrolled', intent: 'primary' },
  held: { id: 'enrolments.status.held', intent: 'warning' },
  waiting: { id: 'enrolments.status.waiting', intent: 'warning' },
  ended: { id: 'enrolments.status.ended', intent: 'none' },
  left: { id: 'enrolments.status.left', intent: 'none' },
};

const WEEK: Record<string, { id: MessageId; intent: Intent }> = {
  coming: { id: 'enrolments.week.coming', intent: 'primary' },
  present: { id: 'enrolments.week.present', intent: 'success' },
  absent: { id: 'enrolments.week.absent', intent: 'danger' },
  past: { id: 'enrolments.week.past', intent: 'none' },
  excused: { id: 'enrolments.week.excused', intent: 'none' },
  cancelled: { id: 'enrolments.week.cancelled', intent: 'none' },
  dropped: { id: 'enrolments.week.dropped', intent: 'none' },
  unscheduled: { id: 'enrolments.week.unscheduled', intent: 'none' },
  noSeat: { id: 'enrolments.week.noSeat', intent: 'warning' },
};

/** A week as the family reads it (a state this screen does not know yet shows as past). */
const weekShown = (week: EnrolmentWeek) => WEEK[week.state] ?? WEEK.past!;

interface Props {
  enrolment: EnrolmentView;
  busy: boolean;
  onDrop: (enrolment: EnrolmentView) => void;
  onLeave: (enrolment: EnrolmentView) => void;
}

/** One child in one slot for a term: its status, its weeks, and giving it up from a week. */
export function EnrolmentItem({ enrolment, busy, onDrop, onLeave }: Props) {
  const intl = useIntl();
  const name = useNameIn();
  // An enrolment stopped from a week still to come is still running until then (issue 41).
  const status = enrolment.status === 'ended' && enrolment.untilDate !== null && enrolment.untilDate > dayOf(new Date().toISOString()) ? { ...STATUS.ended, id: 'enrolments.status.stops' as const } : STATUS[enrolment.status];
  const stoppable = enrolment.status === 'enrolled' && weeksToGiveUp(enrolment.weeks, new Date()).length > 0;
  const showWeeks = enrolment.status === 'enrolled' || enrolment.status === 'ended';
  return (
    <li>
      <Card className="enrolment-item" data-enrolment={enrolment.id}>
        <div className="enrolment-head">
          <div className="enrolment-what">
            <strong className="bookings-member">{enrolment.memberName}</strong>
            <span>
              <FormattedMessage id="terms.slot.when" values={{ weekday: weekdayName(dayOfWeekday(enrolment.day), intl.locale), time: slotTime(enrolment) }} />
              {' · '}
              {name(enrolment.activite)} · {name(enrolment.piscine)}
            </span>
            <span className="plouf-muted">
              {enrolmentTermName(enrolment, intl.locale)}
              {/* Once ended, its weeks say which entries came back. */}
              {enrolment.status === 'enrolled' && (
                <>
                  {' · '}
                  <FormattedMessage id="enrolments.item.paid" values={{ count: enrolment.weeksPaid }} />
                </>
              )}
            </span>
          </div>
          <div className="enrolment-side">
            <Tag round intent={status.intent} className="enrolment-status">
              <FormattedMessage id={status.id} values={{ position: enrolment.position ?? '?', date: enrolment.untilDate ? dayText(enrolment.untilDate) : '' }} />
            </Tag>
            {stoppable && (
              <Button variant="outlined" intent="danger" icon="log-out" loading={busy} onClick={() => onDrop(enrolment)}>
                <FormattedMessage id="enrolments.drop.button" />
              </Button>
            )}
            {enrolment.status === 'waiting' && (
              <Button variant="outlined" intent="danger" icon="cross" loading={busy} onClick={() => onLeave(enrolment)}>
                <FormattedMessage id="enrolments.leave.button" />
              </Button>
            )}
          </div>
        </div>
        {enrolment.status === 'held' && enrolment.hold && (
          <p className="enrolment-held" role="note">
            <FormattedMessage id="enrolments.held.note" values={{ until: parisTime(enrolment.hold.heldUntil), id: enrolment.hold.orderId, price: formatPrice(enrolment.hold.cents, intl.locale) }} />{' '}
            <Link to={`/profil/commandes?commande=${enrolment.hold.orderId}`}>
              <FormattedMessage id="enrolments.held.pay" />
            </Link>
          </p>
        )}
        {showWeeks && enrolment.weeks.length > 0 && (
          <ul className="enrolment-weeks" aria-label={intl.formatMessage({ id: 'enrolments.item.weeks' }, { name: enrolment.memberName })}>
            {enrolment.weeks.map((week) => <WeekTag key={week.date} week={week} />)}
          </ul>
        )}
      </Card>
    </li>
  );
}

/** One week of an enrolment: its day and what became of it. */
function WeekTag({ week }: { week: EnrolmentWeek }) {
  const shown = weekShown(week);
  return (
    <li className={`enrolment-week enrolment-week--${week.state}`} data-state={week.state}>
      <Tag minimal intent={shown.intent}>
        <span className="enrolment-week-date">{parisShortDate(week.date)}</span> <FormattedMessage id={shown.id} />
        {week.refunded && (
          <>
            {' · '}
            <FormattedMessage id="enrolments.week.refunded" />
          </>
        )}
      </Tag>
    </li>
  );
}
