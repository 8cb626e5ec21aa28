import { Button, Card, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TermSlotView, TermView } from '../../../api/terms.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { formatPrice } from '../../../lib/money.ts';
import { parisDate, parisTime, weekdayName } from '../../../lib/parisTime.ts';
import { dayOfWeekday, slotTime } from './termRules.ts';

/** When enrolment opens for the first families who may enrol. */
const firstOpening = (term: TermView) => term.priorityOpensAt ?? term.opensAt;

/** One weekly slot: when, what, where, with whom, lessons and places left for the term, and its button. */
export function TermSlotCard({ slot, term, onEnrol }: { slot: TermSlotView; term: TermView; onEnrol: (slot: TermSlotView) => void }) {
  const intl = useIntl();
  const name = useNameIn();
  const full = slot.placesLeft === 0;
  const closed = term.phase === 'closed' || term.phase === 'ended';
  const noLesson = slot.dates.length === 0;
  const reasonId = `term-slot-${slot.piscine.id}-${slot.tcsId}-reason`;
  const opening = firstOpening(term);
  return (
    <li>
      <Card className="terms-slot" data-slot={slot.tcsId}>
        <div className="terms-slot-time">
          <strong>{weekdayName(dayOfWeekday(slot.day), intl.locale)}</strong>
          <span>{slotTime(slot)}</span>
          <span className="plouf-muted">{intl.formatNumber(slot.durationMin, { style: 'unit', unit: 'minute', unitDisplay: 'short' })}</span>
        </div>
        <div className="terms-slot-main">
          <strong>{name(slot.activite)}</strong>
          <span>{name(slot.piscine)}</span>
          <span className="plouf-muted"><FormattedMessage id="terms.slot.instructor" values={{ name: slot.professeur.libelle }} /></span>
          <span className="plouf-muted"><FormattedMessage id="terms.slot.lessons" values={{ count: slot.dates.length }} /></span>
          {slot.price && slot.dates.length > 0 && (
            <span className="terms-slot-price">
              {slot.price.cents === slot.price.termCents ? (
                <FormattedMessage id="terms.slot.price" values={{ price: formatPrice(slot.price.termCents, intl.locale) }} />
              ) : (
                <FormattedMessage id="terms.slot.prorated" values={{ price: formatPrice(slot.price.cents, intl.locale), amount: formatPrice(slot.price.termCents, intl.locale) }} />
              )}
            </span>
          )}
        </div>
        <div className="terms-slot-side">
          {full ? (
            <Tag round intent="warning"><FormattedMessage id="terms.slot.full" values={{ count: slot.waiting }} /></Tag>
          ) : (
            <Tag round intent="success" minimal><FormattedMessage id="terms.slot.places" values={{ count: slot.placesLeft, capacity: slot.capacity }} /></Tag>
          )}
          <Button
            intent="primary"
            variant={full ? 'outlined' : 'solid'}
            icon={full ? 'people' : 'add'}
            disabled={closed || noLesson}
            aria-describedby={closed || noLesson ? reasonId : undefined}
            onClick={() => onEnrol(slot)}
          >
            <FormattedMessage id={full ? 'terms.slot.join' : 'terms.slot.enrol'} />
          </Button>
          {term.phase === 'closed' && (
            <span id={reasonId} className="terms-slot-reason"><FormattedMessage id="terms.slot.opensOn" values={{ date: parisDate(opening), time: parisTime(opening) }} /></span>
          )}
          {term.phase !== 'closed' && noLesson && <span id={reasonId} className="terms-slot-reason"><FormattedMessage id="terms.slot.noLesson" /></span>}
        </div>
      </Card>
    </li>
  );
}
