import { Callout, Radio, RadioGroup } from '@blueprintjs/core';
import { CARD_REFUSALS } from '@plouf/command-api/card-rules';
import { CARD_STATUS } from '@plouf/command-api/constants';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AllowedTicket } from '../../../api/booking.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import type { FamilyMember } from '../../../api/types.ts';
import { formatMinimumAge } from '../../../lib/age.ts';
import { formatAge } from '../../../lib/birthAge.ts';
import { fullName } from '../../../lib/people.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { parisDate } from '../../../lib/parisTime.ts';
import type { CreditChoice } from '../../account/lessons/lessonRules.ts';
import type { MemberRefusal } from './eligibility.ts';

const REFUSAL: Record<MemberRefusal, MessageId> = {
  already: 'booking.member.already',
  tooYoung: 'booking.member.tooYoung',
  birthDate: 'booking.member.birthDate',
  level: 'booking.member.level',
};

interface MemberProps {
  members: readonly { member: FamilyMember; refusal: MemberRefusal | null }[];
  acyAge: number;
  /** The level the course is for, named in the reader's language (for "not at level X yet"). */
  levelName?: string | undefined;
  value: number | null;
  onChange: (usrId: number) => void;
}

/** The family's members, each with their age; those who may not come are shown, disabled, with why. */
export function MemberChoice({ members, acyAge, levelName = '', value, onChange }: MemberProps) {
  const intl = useIntl();
  if (members.length === 0) return <p className="plouf-muted"><FormattedMessage id="booking.dialog.noMember" /></p>;
  return (
    <RadioGroup label={intl.formatMessage({ id: 'booking.dialog.member' })} selectedValue={value ?? undefined} onChange={(event) => onChange(Number(event.currentTarget.value))}>
      {members.map(({ member, refusal }) => {
        const age = formatAge(member.usrDatbirth, intl.locale);
        return (
          <Radio key={member.id} value={member.id} disabled={refusal !== null} className="booking-choice">
            <span className="booking-choice-name">{fullName(member)}</span>
            {age && <span className="plouf-muted"> · {age}</span>}
            {refusal && (
              <span className="booking-choice-reason">
                <FormattedMessage id={REFUSAL[refusal]} values={{ age: formatMinimumAge(acyAge, intl.locale), label: levelName }} />
              </span>
            )}
          </Radio>
        );
      })}
    </RadioGroup>
  );
}

interface CardProps {
  tickets: readonly AllowedTicket[];
  /** The member's open make-up credits, beside the cards (issue 23). */
  credits?: readonly CreditChoice[];
  value: number | null;
  onChange: (cardId: number) => void;
  /** Where passes for this course are sold. */
  buyPath: string;
}

/**
 * The family's cards for this member and course, and the member's make-up credits: those that may
 * pay, and the others with the reason (the server's for a card, the card rules' for a credit).
 */
export function CardChoice({ tickets, credits = [], value, onChange, buyPath }: CardProps) {
  const intl = useIntl();
  const name = useNameIn();
  const language = intl.locale.startsWith('en') ? 'en' : 'fr';
  const anyAllowed = tickets.some((ticket) => ticket.allowed) || credits.some((choice) => choice.allowed);
  return (
    <>
      <RadioGroup label={intl.formatMessage({ id: credits.length > 0 ? 'booking.dialog.cardOrCredit' : 'booking.dialog.card' })} selectedValue={value ?? undefined} onChange={(event) => onChange(Number(event.currentTarget.value))}>
        {credits.map(({ credit, allowed, refusal }) => (
          <Radio key={`credit-${credit.id}`} value={credit.id} disabled={!allowed} className="booking-choice booking-choice--credit">
            <span className="booking-choice-name"><FormattedMessage id="booking.credit.name" /></span>
            <span className="plouf-muted">
              {' · '}
              <FormattedMessage id="booking.credit.until" values={{ date: parisDate(credit.validUntil) }} />
            </span>
            {refusal && <span className="booking-choice-reason">{CARD_REFUSALS[refusal][language]}</span>}
          </Radio>
        ))}
        {tickets.map(({ card, allowed, reason }) => (
          <Radio key={card.id} value={card.id} disabled={!allowed} className="booking-choice">
            <span className="booking-choice-name">{name(card)}</span>
            <span className="plouf-muted">
              {' · '}
              {card.fftIsAbo ? (
                <FormattedMessage id="orders.cards.weekly" />
              ) : (
                <FormattedMessage id="orders.cards.entries" values={{ left: card.left, total: card.fftNbEntree }} />
              )}
            </span>
            {!allowed && <span className="booking-choice-reason">{reason ?? intl.formatMessage({ id: card.status === CARD_STATUS.perime ? 'orders.cards.expired' : 'orders.cards.full' })}</span>}
          </Radio>
        ))}
      </RadioGroup>
      {!anyAllowed && (
        <Callout intent="warning" icon="shopping-cart" className="booking-callout">
          <FormattedMessage id={tickets.length === 0 && credits.length === 0 ? 'booking.card.noCard' : 'booking.card.none'} />{' '}
          <Link to={buyPath}><FormattedMessage id="booking.card.buy" /></Link>
        </Callout>
      )}
    </>
  );
}
