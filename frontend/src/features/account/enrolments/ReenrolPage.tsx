import { Button, Callout, Card, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/client.ts';
import { NOTICES } from '@plouf/command-api/read-models';
import { useLiveRoom } from '../../../api/live.ts';
import { getTermSlots, TERMS_ROOM, type TermSlotView, type TermView } from '../../../api/terms.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { formatMinimumAge } from '../../../lib/age.ts';
import { fullName } from '../../../lib/people.ts';
import { parisDate, parisTime } from '../../../lib/parisTime.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { useAuth } from '../auth/useAuth.ts';
import { CardRule, EnrolmentResult, TermPrices, useBuyForSlot } from '../../site/terms/EnrolDialog.tsx';
import { TermHeading } from '../../site/terms/TermSection.tsx';
import { TermSlotSummary } from '../../site/terms/TermSlotSummary.tsx';
import { useEnrolChoice } from '../../site/terms/useEnrolChoice.ts';
import '../../site/booking/booking.css';
import '../../site/terms/terms.css';
import './enrolments.css';

const REFUSAL: Record<string, MessageId> = { tooYoung: 'booking.member.tooYoung', birthDate: 'booking.member.birthDate' };

const positive = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /profil/reinscription/{termId}?membre=&creneau=&piscine= (the re-enrolment mail's link): the
 * child, its slot, the term and the card that will pay (the first that pays every lesson,
 * changeable), and ONE button that enrols it again (reenrol: the server's priority claim).
 */
export default function ReenrolPage() {
  const { user } = useAuth();
  usePageTitle('reenrol.page.title');
  const termId = positive(useParams().termId ?? null);
  const [search] = useSearchParams();
  const usrId = positive(search.get('membre'));
  const tcsId = positive(search.get('creneau'));
  const psnId = positive(search.get('piscine'));
  const slots = useAsync(
    () => (termId === null ? Promise.reject(new Error('no term')) : getTermSlots({ termId, ...(psnId !== null && { psnId }) }, { share: false })),
    `reenrol:${termId ?? ''}:${psnId ?? ''}`,
  );
  // The priority window opening (the scheduler's notice) turns the button on without a reload.
  useLiveRoom(TERMS_ROOM, (change) => {
    if (change.readModel === NOTICES.terms) slots.reload();
  });
  const term = slots.state.data?.term ?? null;
  const slot = slots.state.data?.slots.find((candidate) => candidate.tcsId === tcsId && (psnId === null || candidate.piscine.id === psnId));
  const famId = user?.famId ?? null;

  return (
    <section className="plouf-page reenrol-page">
      <h1 className="plouf-page-title"><FormattedMessage id="reenrol.page.title" /></h1>
      <p className="plouf-muted"><FormattedMessage id="reenrol.page.intro" /></p>
      {famId === null && <Callout intent="warning"><FormattedMessage id="terms.slot.noFamily" /></Callout>}
      {slots.state.status === 'loading' && !slots.state.data && <Loading />}
      {((slots.state.status === 'error' && !slots.state.data) || (slots.state.data && (!term || !slot))) && (
        <NonIdealState icon="search" description={<FormattedMessage id="reenrol.page.notFound" />} />
      )}
      {famId !== null && term && slot && usrId !== null && <Reenrol term={term} slot={slot} famId={famId} usrId={usrId} paidOrderId={positive(search.get('commande'))} />}
    </section>
  );
}

function Reenrol({ term, slot, famId, usrId, paidOrderId }: { term: TermView; slot: TermSlotView; famId: number; usrId: number; paidOrderId: number | null }) {
  const intl = useIntl();
  const location = useLocation();
  const choice = useEnrolChoice(term, slot, famId, { reenrol: true, usrId, paidOrderId });
  // A pass bought from here comes back to this very link.
  const back = new URLSearchParams(location.search);
  back.delete('commande');
  const buy = useBuyForSlot(slot, `${location.pathname}?${back.toString()}`);
  const family = choice.family.state;
  const entry = choice.members.find(({ member }) => member.id === usrId);
  const opening = term.priorityOpensAt ?? term.opensAt;
  const notYet = term.phase === 'closed';
  const refusal = entry?.refusal ?? null;

  if (!family.data) {
    if (family.status === 'error') return <Callout intent="danger">{family.error instanceof ApiError ? family.error.serverMessage : <FormattedMessage id="terms.enrol.loadError" />}</Callout>;
    return <Loading />;
  }
  if (!entry) return <NonIdealState icon="person" description={<FormattedMessage id="reenrol.page.noMember" />} />;
  const name = fullName(entry.member);
  return (
    <Card className="reenrol-card">
      <TermHeading term={term} level="h2" />
      <dl className="reenrol-facts">
        <dt><FormattedMessage id="reenrol.page.child" /></dt>
        <dd className="reenrol-child">{name}</dd>
        <dt><FormattedMessage id="reenrol.page.slot" /></dt>
        <dd><TermSlotSummary term={term} slot={slot} /></dd>
      </dl>
      {choice.result ? (
        <EnrolmentResult result={choice.result} />
      ) : refusal === 'already' ? (
        <Callout intent="success" icon="tick-circle"><FormattedMessage id="reenrol.page.already" values={{ name }} /></Callout>
      ) : (
        <>
          {refusal && REFUSAL[refusal] && (
            <Callout intent="warning" className="terms-rule">
              <FormattedMessage id="reenrol.page.member" /> <FormattedMessage id={REFUSAL[refusal]!} values={{ age: formatMinimumAge(slot.acyAge, intl.locale) }} />
            </Callout>
          )}
          <CardRule dates={choice.dates} />
          <TermPrices choice={choice} slot={slot} canBuy={buy.canBuy} onBuy={buy.buy} />
          {choice.refusal && <Callout intent="danger" icon="error" className="terms-rule" role="alert">{choice.refusal}</Callout>}
          {notYet && (
            <p className="terms-slot-reason" id="reenrol-reason"><FormattedMessage id="reenrol.page.notYet" values={{ date: parisDate(opening), time: parisTime(opening) }} /></p>
          )}
          {term.phase === 'ended' && <p className="terms-slot-reason" id="reenrol-reason"><FormattedMessage id="reenrol.page.ended" /></p>}
          <Button
            className="reenrol-submit"
            intent="primary"
            size="large"
            icon="tick"
            loading={choice.busy}
            disabled={notYet || term.phase === 'ended' || refusal !== null || choice.cards.cardId === null}
            aria-describedby={notYet || term.phase === 'ended' ? 'reenrol-reason' : undefined}
            onClick={() => void choice.submit()}
          >
            {intl.formatMessage({ id: 'reenrol.page.submit' }, { name: entry.member.usrPrenom || name })}
          </Button>
        </>
      )}
    </Card>
  );
}
