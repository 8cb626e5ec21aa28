import { Button, Card, Callout, Tag, type Intent } from '@blueprintjs/core';
import { CREDIT_WARNING_DAYS } from '@plouf/command-api/school-rules';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { listMyCredits, type CreditView } from '../../../api/familyTerm.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { parisDate, dayText } from '../../../lib/parisTime.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { LinkButton } from '../../site/ui/LinkButton.tsx';
import { useFamilyLive } from '../bookings/useFamilyLive.ts';
import { ledgerOrder } from './lessonRules.ts';
import './lessons.css';

const STATUS: Record<CreditView['status'], { id: MessageId; intent: Intent }> = {
  open: { id: 'credits.status.open', intent: 'success' },
  used: { id: 'credits.status.used', intent: 'primary' },
  expired: { id: 'credits.status.expired', intent: 'none' },
};

/** A lesson in a few words: its day and time, activity and pool. */
const lessonWords = (lesson: NonNullable<CreditView['source']>) => ({ date: parisDate(lesson.crsDatdebut), label: `${lesson.acyName} · ${lesson.psnName}` });

/** Why the credit was given, in the family's words. */
function Why({ credit }: { credit: CreditView }) {
  if (credit.reason === 'desk') {
    return (
      <>
        <FormattedMessage id="credits.why.desk" />
        {credit.note && <> : « {credit.note} »</>}
      </>
    );
  }
  if (credit.reason === 'closure' && credit.closure && !credit.source) {
    return <FormattedMessage id="credits.why.closure" values={{ from: dayText(credit.closure.from), to: dayText(credit.closure.to) }} />;
  }
  if (!credit.source) return <FormattedMessage id={credit.reason === 'absence' ? 'bookings.status.absence' : 'credits.why.desk'} />;
  const id: MessageId = credit.reason === 'absence' ? 'credits.why.absence' : credit.reason === 'closure' ? 'credits.why.closureLesson' : 'credits.why.courseCancelled';
  return <FormattedMessage id={id} values={lessonWords(credit.source)} />;
}

/** One credit: its status, until when, why, and what it became. */
function CreditLine({ credit, now }: { credit: CreditView; now: Date }) {
  const status = STATUS[credit.status];
  const soon = credit.status === 'open' && new Date(credit.validUntil).getTime() - now.getTime() < CREDIT_WARNING_DAYS * 86_400_000;
  const returned = [...credit.history].reverse().find((entry) => entry.what === 'returned');
  return (
    <li className="credits-line" data-credit={credit.id} data-status={credit.status}>
      <div className="credits-line-tags">
        <Tag round intent={status.intent}><FormattedMessage id={status.id} /></Tag>
        {soon && <Tag round minimal intent="warning" icon="time"><FormattedMessage id="credits.item.expiresSoon" /></Tag>}
      </div>
      <div className="credits-line-text">
        <strong>
          {credit.status === 'expired' ? (
            <FormattedMessage id="credits.item.expiredOn" values={{ date: parisDate(credit.validUntil) }} />
          ) : credit.status === 'used' && credit.usedBy ? (
            <FormattedMessage id="credits.item.usedFor" values={lessonWords(credit.usedBy)} />
          ) : (
            <FormattedMessage id="credits.item.validUntil" values={{ date: parisDate(credit.validUntil) }} />
          )}
        </strong>
        <span className="plouf-muted"><Why credit={credit} /></span>
        {credit.status === 'open' && returned && (
          <span className="plouf-muted"><FormattedMessage id="credits.item.returned" values={{ date: parisDate(returned.at) }} /></span>
        )}
      </div>
    </li>
  );
}

/**
 * /profil: each member's make-up credits (open ones with their end, used ones with the lesson they
 * booked, expired ones) and why each was given; live, as the family's cards are.
 */
export function CreditsSection({ famId }: { famId: number }) {
  const intl = useIntl();
  const credits = useFamilyLive(famId, () => listMyCredits({ share: false }), `credits:${famId}`);
  const { state } = credits;
  const now = new Date();
  const members = new Map<number, { name: string; credits: CreditView[] }>();
  for (const credit of state.data ?? []) {
    const member = members.get(credit.usrId) ?? { name: credit.memberName, credits: [] };
    member.credits.push(credit);
    members.set(credit.usrId, member);
  }
  const anyOpen = (state.data ?? []).some((credit) => credit.status === 'open');

  return (
    <section className="credits-section" aria-labelledby="credits-title">
      <h2 id="credits-title" className="plouf-section-heading"><FormattedMessage id="credits.section.title" /></h2>
      <p className="plouf-muted"><FormattedMessage id="credits.section.intro" /></p>
      {state.status === 'error' && !state.data && (
        <Callout intent="danger" title={intl.formatMessage({ id: 'credits.section.loadError' })}>
          {state.error instanceof ApiError ? state.error.serverMessage : null}
          <div><Button icon="refresh" onClick={credits.reload}><FormattedMessage id="common.action.retry" /></Button></div>
        </Callout>
      )}
      {!state.data && state.status !== 'error' && <Loading />}
      {state.data && state.data.length === 0 && <p><FormattedMessage id="credits.section.empty" /></p>}
      {members.size > 0 && (
        <div className="credits-members">
          {[...members.entries()].map(([usrId, member]) => {
            const open = member.credits.filter((credit) => credit.status === 'open').length;
            return (
              <Card key={usrId} elevation={1} className="credits-member" data-member={usrId}>
                <h3 className="plouf-card-title credits-member-title" id={`credits-member-${usrId}`}>
                  {member.name} <span className="plouf-muted credits-member-count"><FormattedMessage id="credits.member.count" values={{ count: open }} /></span>
                </h3>
                <ul className="credits-list" aria-labelledby={`credits-member-${usrId}`}>
                  {ledgerOrder(member.credits).map((credit) => <CreditLine key={credit.id} credit={credit} now={now} />)}
                </ul>
              </Card>
            );
          })}
        </div>
      )}
      {anyOpen && (
        <div className="credits-book">
          <LinkButton to="/reserver" intent="primary" icon="calendar"><FormattedMessage id="credits.section.book" /></LinkButton>
        </div>
      )}
    </section>
  );
}
