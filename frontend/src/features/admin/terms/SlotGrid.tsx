import { Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TermSlotView } from '../../../api/adminTerms.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { weekdayName } from '../../../lib/parisTime.ts';
import { clock, dayOfWeek, slotsByPool } from './slots.ts';

interface SlotGridProps {
  slots: readonly TermSlotView[];
  selected: number | null;
  onOpen: (slot: TermSlotView) => void;
}

/** The term's slots by pool and weekday: each its time, activity, instructor and places for the term; one opens its roster. */
export function SlotGrid({ slots, selected, onOpen }: SlotGridProps) {
  const intl = useIntl();
  const nameIn = useNameIn();
  return (
    <div className="plouf-term-pools">
      {slotsByPool(slots).map((pool) => (
        <section key={pool.psnId} className="plouf-term-pool" aria-labelledby={`term-pool-${pool.psnId}`}>
          <h2 id={`term-pool-${pool.psnId}`} className="plouf-section-title">{nameIn(pool.pool)}</h2>
          {pool.days.map(({ day, slots: daySlots }) => (
            <div key={day} className="plouf-term-day">
              <h3 className="plouf-term-day-name">{weekdayName(dayOfWeek(day), intl.locale)}</h3>
              <ul className="plouf-term-slots">
                {daySlots.map((slot) => {
                  const activity = nameIn(slot.activite);
                  const time = clock(slot);
                  return (
                    <li key={slot.tcsId}>
                      <button
                        type="button"
                        className={`plouf-term-slot${selected === slot.tcsId ? ' plouf-term-slot--open' : ''}${slot.placesLeft === 0 ? ' plouf-term-slot--full' : ''}`}
                        data-tcs-id={slot.tcsId}
                        aria-pressed={selected === slot.tcsId}
                        onClick={() => onOpen(slot)}
                      >
                        <span className="plouf-term-slot-time"><FormattedMessage id="adminTerms.slot.time" values={{ time, minutes: slot.durationMin }} /></span>
                        <strong className="plouf-term-slot-activity">{activity}{slot.libelle && <span className="plouf-muted"> · {intl.locale.startsWith('en') && slot.englishLabel ? slot.englishLabel : slot.libelle}</span>}</strong>
                        <span className="plouf-muted">{slot.professeur.libelle}</span>
                        <span className="plouf-term-slot-places">
                          <FormattedMessage id="adminTerms.slot.places" values={{ booked: slot.enrolled, capacity: slot.capacity, left: slot.placesLeft }} />
                          {slot.waiting > 0 && (
                            <Tag minimal intent="warning" className="plouf-term-slot-waiting">
                              <FormattedMessage id="adminTerms.slot.waiting" values={{ count: slot.waiting }} />
                            </Tag>
                          )}
                        </span>
                        <span className="plouf-muted plouf-term-slot-lessons"><FormattedMessage id="adminTerms.slot.lessons" values={{ count: slot.dates.length }} /></span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
