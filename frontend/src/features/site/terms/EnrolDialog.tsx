import { Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { nameIn } from '@plouf/command-api/levels';
import { ApiError } from '../../../api/client.ts';
import type { EnrolmentView, TermSlotView, TermView } from '../../../api/terms.ts';
import { dayHeading, parisShortDate } from '../../../lib/parisTime.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { CardChoice, MemberChoice } from '../booking/BookingChoices.tsx';
import { usePools } from '../data/lists.ts';
import { poolPath } from '../data/selectors.ts';
import { TermSlotSummary } from './TermSlotSummary.tsx';
import { useEnrolChoice } from './useEnrolChoice.ts';
import { useTermCards } from './useTermCards.ts';
import './terms.css';

interface Props {
  term: TermView;
  slot: TermSlotView;
  famId: number;
  onClose: () => void;
}

/** Enrols a member of the family in a weekly slot for the rest of the term, or on its waiting list. */
export default function EnrolDialog({ term, slot, famId, onClose }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const choice = useEnrolChoice(term, slot, famId);
  const pools = usePools();
  const pool = pools.data?.find((candidate) => candidate.id === slot.piscine.id);
  const full = slot.placesLeft === 0;
  const { result } = choice;
  const family = choice.family.state;
  const title = result ? (result.status === 'waiting' ? 'terms.enrol.titleWaiting' : 'terms.enrol.titleDone') : full ? 'terms.enrol.titleJoin' : 'terms.enrol.title';

  return (
    <Dialog isOpen onClose={onClose} icon="calendar" title={intl.formatMessage({ id: title })} className="booking-dialog terms-dialog">
      <DialogBody>
        <TermSlotSummary term={term} slot={slot} />
        {result && <EnrolmentResult result={result} />}
        {!result && full && (
          <Callout intent="warning" icon="people" className="terms-rule">
            <FormattedMessage id="terms.enrol.fullNote" values={{ count: slot.waiting }} />
          </Callout>
        )}
        {!result && family.status === 'loading' && !family.data && <Loading />}
        {!result && family.status === 'error' && !family.data && (
          <NonIdealState icon="error" title={intl.formatMessage({ id: 'terms.enrol.loadError' })} description={family.error instanceof ApiError ? family.error.serverMessage : undefined} />
        )}
        {!result && family.data && (
          <div className="booking-form">
            <MemberChoice members={choice.members} acyAge={slot.acyAge} levelName={choice.level ? nameIn(choice.level, locale) : ''} value={choice.usrId} onChange={choice.chooseMember} />
            <FormGroup label={intl.formatMessage({ id: 'terms.enrol.fromWeek' })} labelFor="term-enrol-from" helperText={intl.formatMessage({ id: 'terms.enrol.fromWeekHelp' })}>
              <HTMLSelect id="term-enrol-from" value={choice.fromDay ?? ''} onChange={(event) => choice.chooseWeek(event.currentTarget.value)} fill>
                {choice.weeks.map((day, index) => (
                  <option key={day} value={day}>
                    {dayHeading(day, intl.locale, 'long')}
                    {index === 0 ? ` — ${intl.formatMessage({ id: 'terms.enrol.nextLesson' })}` : ''}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <CardRule dates={choice.dates} />
            <TermCards cards={choice.cards} buyPath={pool ? `${poolPath(pool)}#pool-passes` : '/piscines'} />
          </div>
        )}
        {!result && choice.refusal && (
          <Callout intent="danger" icon="error" className="terms-rule" role="alert">{choice.refusal}</Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}><FormattedMessage id="terms.enrol.close" /></Button>
            {!result && (
              <Button intent="primary" icon={full ? 'people' : 'tick'} loading={choice.busy} disabled={choice.usrId === null || choice.cards.cardId === null} onClick={() => void choice.submit()}>
                <FormattedMessage id={full ? 'terms.enrol.join' : 'terms.enrol.submit'} />
              </Button>
            )}
          </>
        }
      />
    </Dialog>
  );
}

/** The rule: the card pays every lesson from the first week to the term's end, at once. */
export function CardRule({ dates }: { dates: readonly string[] }) {
  if (dates.length === 0) return null;
  return (
    <p className="terms-rule">
      <FormattedMessage id="terms.card.rule" values={{ count: dates.length, first: parisShortDate(dates[0]!), last: parisShortDate(dates.at(-1)!) }} />
    </p>
  );
}

/** The family's cards for these lessons, with the loading and error states. */
export function TermCards({ cards, buyPath }: { cards: ReturnType<typeof useTermCards>; buyPath: string }) {
  if (cards.state.status === 'error' && !cards.state.data) return <Callout intent="danger"><FormattedMessage id="terms.card.loadError" /></Callout>;
  if (!cards.tickets) return <Loading />;
  return <CardChoice tickets={cards.tickets} value={cards.cardId} onChange={cards.choose} buyPath={buyPath} />;
}

/** What the enrolment gave: the lessons paid, or a place in line. */
export function EnrolmentResult({ result }: { result: EnrolmentView }) {
  const waiting = result.status === 'waiting';
  return (
    <Callout intent={waiting ? 'primary' : 'success'} icon={waiting ? 'people' : 'tick-circle'} className="terms-rule terms-result" role="status">
      <p>
        {waiting ? (
          <FormattedMessage id="terms.done.waiting" values={{ name: result.memberName, position: result.position ?? '?' }} />
        ) : (
          <FormattedMessage id="terms.done.enrolled" values={{ name: result.memberName, count: result.weeksPaid }} />
        )}
      </p>
      <Link to="/profil/my-booking"><FormattedMessage id="terms.enrol.myBookings" /></Link>
    </Callout>
  );
}
