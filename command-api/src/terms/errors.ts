import { AppError, REFUSAL_STATUS, RuleRefused, StateConflict } from '@plouf/infra';
import { parisDateTimeText } from './text.ts';

/**
 * A refusal of an enrolment that a screen tells apart from the others (issue 42): not open yet,
 * current families only, over, full, already in: its code is in the answer (`data.errorCode`) beside
 * its text.
 */
class EnrolmentRefusal extends StateConflict {
  override get namesItsCode() {
    return true;
  }
}

export class TermNotFound extends AppError {
  constructor(termId: number) {
    super('TermNotFound', 'FileNotFound', { fr: `Le trimestre ${termId} est introuvable`, en: `Term ${termId} not found` });
  }
}

const TERM_REFUSALS = {
  days: { fr: 'Le dernier jour du trimestre précède son premier jour', en: 'The term’s last day is before its first day' },
  opening: { fr: 'L’ouverture des inscriptions doit précéder la fin du trimestre', en: 'Enrolment must open before the term ends' },
  priority: { fr: 'La fenêtre prioritaire doit s’ouvrir avant l’ouverture à tous', en: 'The priority window must open before the public opening' },
  overlap: { fr: 'Ce trimestre chevauche un autre trimestre de la même piscine', en: 'This term overlaps another term of the same pool' },
  tariff: { fr: 'Une activité ou un créneau a deux prix dans le tarif du trimestre', en: 'An activity or a slot has two prices in the term’s tariff' },
  discount: { fr: 'Une réduction en pourcentage va de 1 à 100 %', en: 'A percentage discount goes from 1 to 100%' },
  promo: {
    fr: 'Chaque code promo est unique, un pourcentage va de 1 à 100 % et sa fin suit son début',
    en: 'Each promo code is unique, a percentage goes from 1 to 100% and its end follows its start',
  },
} as const;

/** Its days out of order (422), or over another term of the pool (409: that term is there). */
export class TermInvalid extends AppError {
  constructor(why: keyof typeof TERM_REFUSALS) {
    super('TermInvalid', 'InvalidModelState', TERM_REFUSALS[why], undefined, why === 'overlap' ? REFUSAL_STATUS.conflict : REFUSAL_STATUS.rule);
  }
}

/** A tariff's slot that no pool of the term has (422, on the field). */
export class UnknownSlot extends RuleRefused {
  constructor(ids: readonly number[], field: string) {
    const text = { fr: `Créneau inconnu pour ce trimestre : ${ids.join(', ')}`, en: `Unknown slot for this term: ${ids.join(', ')}` };
    super('UnknownSlot', text, { [field]: text });
  }
}

export class SlotNotFound extends AppError {
  constructor(tcsId: number) {
    super('SlotNotFound', 'FileNotFound', { fr: `Le créneau ${tcsId} est introuvable pour ce trimestre`, en: `Slot ${tcsId} not found for this term` });
  }
}

/** Before the public opening (and outside a priority window the family is in). */
export class EnrolmentNotOpen extends EnrolmentRefusal {
  constructor(opensAt: string) {
    const when = parisDateTimeText(opensAt);
    super('EnrolmentNotOpen', { fr: `Les inscriptions ouvrent le ${when.fr}`, en: `Enrolment opens on ${when.en}` });
  }
}

/** In the priority window, for a family with no child in the previous term. */
export class PriorityOnly extends EnrolmentRefusal {
  constructor(opensAt: string) {
    const when = parisDateTimeText(opensAt);
    super('PriorityOnly', {
      fr: `Les inscriptions sont réservées aux familles déjà inscrites jusqu’au ${when.fr}`,
      en: `Enrolment is for current families until ${when.en}`,
    });
  }
}

export class TermEnded extends EnrolmentRefusal {
  constructor() {
    super('TermEnded', { fr: 'Ce trimestre est terminé', en: 'This term is over' });
  }
}

export class SlotFull extends EnrolmentRefusal {
  constructor() {
    super('SlotFull', { fr: 'Ce créneau est complet pour le trimestre', en: 'This slot is full for the term' });
  }
}

export class AlreadyEnrolled extends EnrolmentRefusal {
  constructor(called: string) {
    super('AlreadyEnrolled', { fr: `${called} est déjà inscrit(e) à ce créneau`, en: `${called} is already enrolled in this slot` });
  }
}

export class NoWeeksLeft extends EnrolmentRefusal {
  constructor() {
    super('NoWeeksLeft', { fr: 'Il ne reste aucune séance de ce créneau dans le trimestre', en: 'No lesson of this slot is left in the term' });
  }
}

export class EnrolmentNotFound extends AppError {
  constructor() {
    super('EnrolmentNotFound', 'FileNotFound', { fr: 'Cette inscription au trimestre est introuvable', en: 'This term enrolment was not found' });
  }
}

/** A stop or a move of an enrolment that the other ended meanwhile (the family stopped it, the desk moved the child). */
export class EnrolmentEnded extends EnrolmentRefusal {
  constructor() {
    super('EnrolmentEnded', {
      fr: 'Cette inscription n’est plus en cours : elle a été arrêtée, ou l’enfant a changé de créneau, entre-temps',
      en: 'This enrolment is no longer running: it was stopped, or the child was moved to another slot, meanwhile',
    });
  }
}

/** A single lesson of a slot sold by the term. */
export class TermCourse extends RuleRefused {
  constructor(termName: string) {
    super('TermCourse', {
      fr: `Ce cours fait partie du trimestre « ${termName} » : inscrivez l’enfant à son créneau pour le trimestre`,
      en: `This lesson belongs to the term “${termName}”: enrol the child in its slot for the term`,
    });
  }
}

/** The order of a place held while paying is paid after the place was released (not paid in time): the money is on the family's card instead. */
export class HoldReleased extends EnrolmentRefusal {
  constructor() {
    super('HoldReleased', {
      fr: 'La place réservée pendant le paiement a été libérée : le délai de paiement était dépassé',
      en: 'The place kept while paying was released: the time to pay had run out',
    });
  }
}

/** A promo code the term does not have, or not on this day. */
export class PromoCodeInvalid extends EnrolmentRefusal {
  constructor(why: 'unknown' | 'notYet' | 'over', code: string) {
    const text = {
      unknown: { fr: `Le code promo « ${code} » n’existe pas pour ce trimestre`, en: `Promo code “${code}” does not exist for this term` },
      notYet: { fr: `Le code promo « ${code} » n’est pas encore valable`, en: `Promo code “${code}” is not valid yet` },
      over: { fr: `Le code promo « ${code} » n’est plus valable`, en: `Promo code “${code}” is no longer valid` },
    }[why];
    super('PromoCodeInvalid', text);
  }
}

/** A promo code used as many times as the school allowed. */
export class PromoCodeUsedUp extends EnrolmentRefusal {
  constructor(code: string) {
    super('PromoCodeUsedUp', { fr: `Le code promo « ${code} » a déjà servi autant de fois que prévu`, en: `Promo code “${code}” was already used as many times as allowed` });
  }
}

/** Paying the term's price in parts the term does not offer (not in parts at all, or not that many). */
export class InstalmentsNotOffered extends EnrolmentRefusal {
  constructor(offered: number | null) {
    super(
      'InstalmentsNotOffered',
      offered === null
        ? { fr: 'Ce trimestre se paie en une fois', en: 'This term is paid at once' }
        : { fr: `Ce trimestre se paie en une fois ou en ${offered} fois`, en: `This term is paid at once or in ${offered} instalments` },
    );
  }
}

/** Monthly direct debit asked for a term that does not offer it, or beside instalments (ADR 0029, decision 48). */
export class DirectDebitNotOffered extends EnrolmentRefusal {
  constructor() {
    super('DirectDebitNotOffered', { fr: 'Ce trimestre ne se paie pas par prélèvement', en: 'This term is not paid by direct debit' });
  }
}

/** Paying the term's price asked for a slot the school set no price for. */
export class NoTermPrice extends EnrolmentRefusal {
  constructor() {
    super('NoTermPrice', {
      fr: 'Ce créneau n’a pas de prix pour le trimestre : inscrivez l’enfant avec une carte',
      en: 'This slot has no price for the term: enrol the child with a card',
    });
  }
}

/**
 * The school year's membership fee taken meanwhile by another of the family's orders (ADR 0029,
 * decision 36): the stream's refusal, which the enrolment turns into {@link MembershipChanged}.
 */
export class MembershipTaken extends StateConflict {
  constructor(readonly orderId: number) {
    super('MembershipTaken', { fr: `L’adhésion de l’année est déjà portée par la commande ${orderId}`, en: `This year’s membership is already on order ${orderId}` });
  }
}

/** An enrolment whose order carried the membership fee that another order took at the same instant: its order cancelled, to send again (it then carries no fee). */
export class MembershipChanged extends EnrolmentRefusal {
  constructor(orderId: number) {
    super('MembershipChanged', { fr: `L’adhésion de l’année vient d’être ajoutée à votre commande ${orderId} : recommencez l’inscription, elle ne vous sera pas demandée deux fois`, en: `This year’s membership was just added to your order ${orderId}: enrol again, you will not be asked for it twice` });
  }
}
