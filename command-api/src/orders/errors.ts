import { AppError, REFUSAL_STATUS, RuleRefused, StateConflict, TryAgain, type RefusalKind } from '@plouf/infra';
import { MOVE_LABELS, statusLabel, type OrderMove } from './status.ts';
import { euros } from '../shared/money.ts';

export class OrderNotFound extends AppError {
  constructor(orderId: number) {
    super('OrderNotFound', 'FileNotFound', { fr: `La commande ${orderId} est introuvable`, en: `Order ${orderId} not found` });
  }
}

export class OrderAlreadyPlaced extends StateConflict {
  constructor(orderId: number) {
    super('OrderAlreadyPlaced', { fr: `La commande ${orderId} existe déjà`, en: `Order ${orderId} already exists` });
  }
}

export class NotPayable extends StateConflict {
  constructor() {
    super('NotPayable', { fr: "Cette commande n'est plus à payer", en: 'This order is no longer to be paid' });
  }
}


/**
 * A refusal that lasts until the desk acts (an order it holds money on): its code is in the answer
 * (`data.errorCode`), so that the cart offers the family's orders rather than trying again.
 */
class HeldAtDesk extends StateConflict {
  override get namesItsCode() {
    return true;
  }
}

/**
 * An order partly paid at the desk (vouchers, say) is paid the rest at the desk: the online payment
 * asks for the whole total and would take too much (issue 43, ADR 0029).
 */
export class PartlyPaidAtDesk extends HeldAtDesk {
  constructor(left: number) {
    super('PartlyPaidAtDesk', {
      fr: `Cette commande est déjà en partie réglée à l’accueil : le reste (${euros(left, 'fr')}) se règle à l’accueil`,
      en: `This order is already partly paid at the desk: the rest (${euros(left, 'en')}) is paid at the desk`,
    });
  }
}

/** A family's cancellation of an order partly paid at the desk: the desk cancels it and hands the money back. */
export class CancelAtDesk extends StateConflict {
  /** `plan`: its payments under way (a mandate signed, parts paid), not money taken at the desk. */
  constructor(why: 'desk' | 'plan' = 'desk') {
    super(
      'CancelAtDesk',
      why === 'plan'
        ? { fr: 'Cette commande est en cours de paiement (versements ou prélèvements) : adressez-vous à l’accueil pour l’annuler', en: 'This order is being paid (instalments or direct debits): ask the desk to cancel it' }
        : { fr: 'Cette commande est en partie réglée à l’accueil : adressez-vous à l’accueil pour l’annuler', en: 'This order is partly paid at the desk: ask the desk to cancel it' },
    );
  }
}

/**
 * A checkout of another cart while the family's order partly paid at the desk still waits for the
 * rest: replacing it would cancel an order whose money the school holds. The desk settles it or
 * cancels it and hands the money back; then the family checks out.
 */
export class WaitingAtDesk extends HeldAtDesk {
  constructor(orderId: number, left: number) {
    super('WaitingAtDesk', {
      fr: `Votre commande n° ${orderId} est en partie réglée à l’accueil et attend encore ${euros(left, 'fr')} : réglez-la ou faites-la annuler à l’accueil avant une nouvelle commande`,
      en: `Your order no. ${orderId} is partly paid at the desk and still waits for ${euros(left, 'en')}: pay it or have it cancelled at the desk before a new order`,
    });
  }
}

/** A payment recorded at the desk for more than is left to pay. */
export class PaymentAboveDue extends RuleRefused {
  constructor(left: number) {
    super('PaymentAboveDue', { fr: `Il ne reste que ${euros(left, 'fr')} à payer sur cette commande`, en: `Only ${euros(left, 'en')} is left to pay on this order` }, { amount: { fr: `Au plus ${euros(left, 'fr')}`, en: `At most ${euros(left, 'en')}` } });
  }
}

/** A voucher (ANCV, Coupon Sport, Pass'Sport) is recorded with its reference: the accountant is paid back on it. */
export class VoucherReferenceRequired extends RuleRefused {
  constructor() {
    super('VoucherReferenceRequired', { fr: 'Indiquez la référence du titre (numéros des chèques, code du Pass’Sport)', en: 'Give the voucher’s reference (the vouchers’ numbers, the Pass’Sport code)' }, {
      reference: { fr: 'Obligatoire pour un titre de paiement', en: 'Required for a voucher' },
    });
  }
}

/** The offline test card, on an order paid meanwhile (at the desk): nothing is taken. */
export class AlreadyPaid extends StateConflict {
  constructor(orderId: number) {
    super('AlreadyPaid', { fr: `La commande ${orderId} est déjà payée : rien n’a été débité`, en: `Order ${orderId} is already paid: nothing was charged` });
  }
}

/** A plan's part paid meanwhile (the desk, the family, the card kept): the test card takes nothing more for it. */
export class InstalmentAlreadyPaid extends StateConflict {
  constructor(part: number) {
    super('InstalmentAlreadyPaid', { fr: `Le versement ${part} est déjà payé : rien n’a été débité`, en: `Instalment ${part} is already paid: nothing was charged` });
  }
  override get namesItsCode() {
    return true;
  }
}

/** An unpaid order past its payment time: its prices are old; the family checks out again. */
export class OrderExpired extends StateConflict {
  constructor(orderId: number, until: string) {
    const day = until.slice(0, 10).split('-').reverse().join('/');
    super('OrderExpired', {
      fr: `La commande ${orderId} ne peut plus être payée en ligne depuis le ${day} : ses prix ont pu changer. Refaites votre panier.`,
      en: `Order ${orderId} can no longer be paid online since ${day}: its prices may have changed. Please check out again.`,
    });
  }
}

/** A move the status machine does not allow from where the order stands. */
export class MoveNotAllowed extends StateConflict {
  constructor(move: OrderMove, status: number) {
    super('MoveNotAllowed', {
      fr: `« ${MOVE_LABELS[move].fr} » n'est pas possible pour une commande « ${statusLabel(status, 'fr')} »`,
      en: `“${MOVE_LABELS[move].en}” is not possible for an order that is “${statusLabel(status, 'en')}”`,
    });
  }
}

/** Spec §8: the payment intent could not be made (the provider failed or refused). */
export class PaymentIntentFailed extends AppError {
  constructor(detail?: string) {
    const fr = "Erreur lors de la génération de l'intention de paiement";
    super('PaymentIntentFailed', 'InternalException', { fr: detail ? `${fr} : ${detail}` : fr, en: `The payment could not be prepared${detail ? `: ${detail}` : ''}` }, undefined, 502);
  }
}

/** Spec §8: the free order could not be validated; `kind` as the refusal it carries (a pass no longer on sale: 409). */
export class OrderValidationFailed extends AppError {
  constructor(detailFr: string, detailEn: string, kind: Exclude<RefusalKind, 'malformed'> = 'rule') {
    super('OrderValidationFailed', 'InvalidModelState', { fr: `Erreur lors de la validation de la commande : ${detailFr}`, en: `The order could not be validated: ${detailEn}` }, undefined, REFUSAL_STATUS[kind]);
  }
}

export class NotTestPayments extends AppError {
  constructor() {
    super('NotTestPayments', 'FileNotFound', { fr: 'Les paiements de test ne sont pas ouverts sur ce serveur', en: 'Test payments are not open on this server' });
  }
}

export class UnknownTestCard extends RuleRefused {
  constructor() {
    const text = { fr: 'Carte de test inconnue : utilisez 4242 4242 4242 4242 (acceptée) ou 4000 0000 0000 0002 (refusée)', en: 'Unknown test card: use 4242 4242 4242 4242 (accepted) or 4000 0000 0000 0002 (declined)' };
    super('UnknownTestCard', text, { cardNumber: text });
  }
}

export class WrongClientSecret extends AppError {
  constructor() {
    super('WrongClientSecret', 'AccessForbidden', { fr: 'Ce paiement ne correspond pas à cette commande', en: 'This payment does not belong to this order' });
  }
}

/** The provider did not give the money back: nothing is recorded, the refund can be asked again. */
export class RefundFailed extends AppError {
  constructor() {
    super('RefundFailed', 'InternalException', { fr: 'Erreur lors du remboursement : rien n’a été enregistré, réessayez', en: 'The refund failed: nothing was recorded, try again' }, undefined, 502);
  }
}

export class NoWebhook extends AppError {
  constructor() {
    super('NoWebhook', 'FileNotFound', { fr: 'Aucun prestataire de paiement n’envoie de webhook à ce serveur (Stripe n’est pas configuré)', en: 'No payment provider sends webhooks to this server (Stripe is not set up)' });
  }
}

export class BadSignature extends AppError {
  constructor() {
    super('BadSignature', 'AccessForbidden', { fr: 'Signature du webhook invalide', en: 'Invalid webhook signature' });
  }
}

/** Someone else opened an order for this family meanwhile: read again and decide again (sent again, the checkout runs again). */
export class ConcurrentCheckout extends TryAgain {
  constructor() {
    super('ConcurrentCheckout', { fr: 'Une autre commande est en cours pour cette famille', en: 'Another checkout is under way for this family' });
  }
}

/**
 * A checkout that would cancel the family's order still waiting for its payment, which the
 * checkout did not name as the one to replace: the family is asked first (the cart shows that
 * order), and a checkout named after another waiting order (another tab placed one meanwhile) is
 * refused too, so no order is ever cancelled without the family having seen it.
 */
export class OrderWaiting extends StateConflict {
  /** Named (`data.errorCode`): paying a term's price from the enrol dialog points to the family's orders (issue 43). */
  override get namesItsCode() {
    return true;
  }
  constructor(orderId: number) {
    super('OrderWaiting', {
      fr: `Votre commande n° ${orderId} attend encore son paiement : confirmez qu’elle doit être annulée et remplacée par celle-ci`,
      en: `Your order no. ${orderId} is still waiting for its payment: confirm that it is to be cancelled and replaced by this one`,
    });
  }
}

/** A mandate for an order that is not paid by direct debit, or a second one with another account (ADR 0029, decision 50). */
export class MandateRefused extends StateConflict {
  constructor(why: 'notDirectDebit' | 'alreadySigned') {
    super(
      'MandateRefused',
      why === 'notDirectDebit'
        ? { fr: 'Cette commande ne se paie pas par prélèvement', en: 'This order is not paid by direct debit' }
        : { fr: 'Un mandat de prélèvement est déjà signé pour cette commande', en: 'A direct debit mandate is already signed for this order' },
    );
  }
  override get namesItsCode() {
    return true;
  }
}

/** An IBAN that is not one (its length, its country, its check digits): nothing was sent to the bank. */
export class InvalidIban extends RuleRefused {
  constructor() {
    const text = { fr: 'Cet IBAN n’est pas valide : vérifiez-le sur votre RIB', en: 'This IBAN is not valid: check it on your bank details' };
    super('InvalidIban', text, { iban: text });
  }
}

/** Without a payment provider (`npm start`), only the test IBANs sign a mandate: no real account is debited. */
export class TestIbanOnly extends RuleRefused {
  constructor() {
    const text = { fr: 'Paiements de test : utilisez l’IBAN de test FR14 2004 1010 0505 0001 3M02 606', en: 'Test payments: use the test IBAN FR14 2004 1010 0505 0001 3M02 606' };
    super('TestIbanOnly', text, { iban: text });
  }
}
