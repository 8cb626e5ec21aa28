import { Button, Callout, Card, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { TermSlotView, TermView } from '../../../api/terms.ts';
import { ApiError } from '../../../api/client.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { longDate, parisDate, parisTime, weekdayName } from '../../../lib/parisTime.ts';
import { lazyPage } from '../../../ui/lazyPage.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useFocusReturn } from '../../../ui/useFocusReturn.ts';
import { useAuth } from '../../account/auth/useAuth.ts';
import { Section } from '../ui/Section.tsx';
import { dayOfWeekday, slotTime, termName } from './termRules.ts';
import { useTermSlots } from './useTermSlots.ts';
import './terms.css';

// The dialog (and its messages) comes with the first enrolment, not with every public page.
const EnrolDialog = lazyPage(() => import('./EnrolDialog.tsx'));

/** The address's parameter naming the slot whose enrolment is open (kept through the login). */
const OPEN = 'creneau';

/**
 * The current term's weekly slots for a pool or an activity (`/reserver`, a pool's or an
 * activity's page), live: places left for the term, when enrolment opens, and an enrol button
 * that turns on at the opening without a reload. A visitor is sent to log in and brought back.
 */
export function TermSection({ psnId, acyId, id = 'term-enrolment' }: { psnId?: number; acyId?: number; id?: string }) {
  const intl = useIntl();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const focus = useFocusReturn();
  const slots = useTermSlots({ psnId, acyId });
  const { state } = slots;
  const term = state.data?.term ?? null;
  const list = state.data?.slots ?? [];
  const openId = Number(search.get(OPEN));
  const open = list.find((slot) => slot.tcsId === openId);
  const famId = auth.user?.famId ?? null;

  const setOpen = (tcsId: number | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (tcsId === null) next.delete(OPEN);
        else next.set(OPEN, String(tcsId));
        return next;
      },
      { replace: true },
    );

  const onEnrol = (slot: TermSlotView) => {
    focus.remember();
    if (auth.user) return setOpen(slot.tcsId);
    const back = new URLSearchParams(location.search);
    back.set(OPEN, String(slot.tcsId));
    auth.requireLogin(`${location.pathname}?${back.toString()}`);
    navigate('/login');
  };

  return (
    <Section id={id} titleId="terms.section.title">
      <p className="plouf-muted"><FormattedMessage id="terms.section.intro" /></p>
      {state.status === 'error' && !state.data && (
        <Callout intent="danger" title={intl.formatMessage({ id: 'terms.section.loadError' })}>
          {state.error instanceof ApiError ? state.error.serverMessage : null}
          <div><Button icon="refresh" onClick={slots.reload}><FormattedMessage id="common.action.retry" /></Button></div>
        </Callout>
      )}
      {!state.data && state.status !== 'error' && <Loading />}
      {state.data && !term && <p className="plouf-muted"><FormattedMessage id="terms.section.none" /></p>}
      {term && (
        <div className="terms-term" data-term={term.id} data-phase={term.phase}>
          <TermHeading term={term} />
          {list.length === 0 ? (
            <p className="plouf-muted"><FormattedMessage id="terms.section.noSlot" /></p>
          ) : (
            <ul className="terms-slots">
              {list.map((slot) => <TermSlotCard key={`${slot.piscine.id}:${slot.tcsId}`} slot={slot} term={term} onEnrol={onEnrol} />)}
            </ul>
          )}
        </div>
      )}
      {term && open && auth.user && famId !== null && (
        <EnrolDialog
          key={open.tcsId}
          term={term}
          slot={open}
          famId={famId}
          onClose={() => {
            setOpen(null);
            focus.restore();
          }}
        />
      )}
      {open && auth.user && famId === null && <Callout intent="warning"><FormattedMessage id="terms.slot.noFamily" /></Callout>}
    </Section>
  );
}

/** The term's name, days, and where its enrolment stands (the server's phase) in Paris time. */
export function TermHeading({ term, level = 'h3' }: { term: TermView; level?: 'h2' | 'h3' }) {
  const intl = useIntl();
  const Title = level;
  const at = (moment: string) => ({ date: parisDate(moment), time: parisTime(moment) });
  return (
    <div className="terms-term-head">
      <Title className="terms-term-name">{termName(term, intl.locale)}</Title>
      <p className="terms-term-days">
        <FormattedMessage id="terms.section.days" values={{ from: longDate(term.firstDay, intl.locale), until: longDate(term.lastDay, intl.locale) }} />
      </p>
      <p className={`terms-phase terms-phase--${term.phase}`} role="status">
        {term.phase === 'closed' && term.priorityOpensAt ? (
          <FormattedMessage id="terms.phase.closedPriority" values={{ ...at(term.opensAt), priorityDate: parisDate(term.priorityOpensAt), priorityTime: parisTime(term.priorityOpensAt) }} />
        ) : term.phase === 'closed' ? (
          <FormattedMessage id="terms.phase.closed" values={at(term.opensAt)} />
        ) : term.phase === 'priority' ? (
          <FormattedMessage id="terms.phase.priority" values={at(term.opensAt)} />
        ) : (
          <FormattedMessage id={term.phase === 'open' ? 'terms.phase.open' : 'terms.phase.ended'} />
        )}
      </p>
    </div>
  );
}

/** When enrolment opens for the first families who may enrol. */
const firstOpening = (term: TermView) => term.priorityOpensAt ?? term.opensAt;

/** One weekly slot: when, what, where, with whom, lessons and places left for the term, and its button. */
function TermSlotCard({ slot, term, onEnrol }: { slot: TermSlotView; term: TermView; onEnrol: (slot: TermSlotView) => void }) {
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
