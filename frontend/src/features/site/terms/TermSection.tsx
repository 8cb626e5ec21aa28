import { Button, Callout } from '@blueprintjs/core';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { TermSlotView, TermView } from '../../../api/terms.ts';
import { ApiError } from '../../../api/client.ts';
import { longDate, parisDate, parisTime } from '../../../lib/parisTime.ts';
import { lazyPage } from '../../../ui/lazyPage.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useFocusReturn } from '../../../ui/useFocusReturn.ts';
import { useAuth } from '../../account/auth/useAuth.ts';
import { Section } from '../ui/Section.tsx';
import { TermChoice } from './TermChoice.tsx';
import { TermSlotCard } from './TermSlotCard.tsx';
import { termName } from './termRules.ts';
import { useTermSlots } from './useTermSlots.ts';
import './terms.css';

// The dialog (and its messages) comes with the first enrolment, not with every public page.
const EnrolDialog = lazyPage(() => import('./EnrolDialog.tsx'));

/**
 * The address's parameters of the section (kept through the login and the purchase of a pass): the
 * term chosen, the slot whose enrolment is open, the order just paid for it.
 */
export const TERM_PARAMS = { term: 'trimestre', slot: 'creneau', paid: 'commande' } as const;

const positiveId = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * The terms' weekly slots for a pool or an activity (`/reserver`, a pool's or an activity's page),
 * live: every term running, open or about to open, one chosen at a time (issue 41), its places left,
 * when enrolment opens, and an enrol button that turns on at the opening without a reload. A
 * visitor is sent to log in and brought back.
 */
export function TermSection({ psnId, acyId, id = 'term-enrolment' }: { psnId?: number; acyId?: number; id?: string }) {
  const intl = useIntl();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const focus = useFocusReturn();
  const chosen = positiveId(search.get(TERM_PARAMS.term));
  const slots = useTermSlots({ psnId, acyId, termId: chosen });
  const { state } = slots;
  const term = state.data?.term ?? null;
  const terms = state.data?.terms ?? [];
  const list = state.data?.slots ?? [];
  const openId = Number(search.get(TERM_PARAMS.slot));
  const open = list.find((slot) => slot.tcsId === openId);
  const famId = auth.user?.famId ?? null;

  const setParams = (patch: Partial<Record<keyof typeof TERM_PARAMS, number | null>>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch) as [keyof typeof TERM_PARAMS, number | null][]) {
          if (value === null) next.delete(TERM_PARAMS[key]);
          else next.set(TERM_PARAMS[key], String(value));
        }
        return next;
      },
      { replace: true },
    );

  // A term chosen that is no longer offered here (over, or another pool's): the first offered instead.
  const stale = state.status === 'done' && chosen !== undefined && !terms.some((offered) => offered.id === chosen);
  useEffect(() => {
    if (stale) setParams({ term: null });
  });

  const onEnrol = (slot: TermSlotView) => {
    focus.remember();
    if (auth.user) return setParams({ slot: slot.tcsId });
    const back = new URLSearchParams(location.search);
    back.set(TERM_PARAMS.slot, String(slot.tcsId));
    back.set(TERM_PARAMS.term, String(slot.termId));
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
      {term && terms.length > 1 && <TermChoice terms={terms} current={term.id} onChoose={(termId) => setParams({ term: termId, slot: null, paid: null })} />}
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
          paidOrderId={positiveId(search.get(TERM_PARAMS.paid)) ?? null}
          returnPath={returnPath(location, term.id, open.tcsId)}
          onClose={() => {
            setParams({ slot: null, paid: null });
            focus.restore();
          }}
        />
      )}
      {open && auth.user && famId === null && <Callout intent="warning"><FormattedMessage id="terms.slot.noFamily" /></Callout>}
    </Section>
  );
}

/** Where a purchase made from the enrol dialog brings the family back: this page, this term, this slot's dialog open. */
function returnPath(location: { pathname: string; search: string }, termId: number, tcsId: number): string {
  const back = new URLSearchParams(location.search);
  back.set(TERM_PARAMS.term, String(termId));
  back.set(TERM_PARAMS.slot, String(tcsId));
  back.delete(TERM_PARAMS.paid);
  return `${location.pathname}?${back.toString()}`;
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

