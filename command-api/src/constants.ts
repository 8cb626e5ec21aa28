/**
 * The contracts' constant values, in a module of their own with no schema library: the front end
 * imports these at run time without bundling TypeBox (it imports the contracts' types only).
 */

export const CONTACT_ACTIONS = ['markRead', 'markUnread', 'delete'] as const;
export const CONTACT_SORT_FIELDS = ['date', 'email', 'read'] as const;
/** What the back-office does to a selection of newsletter subscribers (PUT /Newsletter/execute). */
export const NEWSLETTER_ACTIONS = ['validate', 'disable', 'delete'] as const;
export const NEWSLETTER_SORT_FIELDS = ['date', 'email', 'status'] as const;
/** A subscriber's state as the back-office shows it. */
export const NEWSLETTER_STATUSES = ['pending', 'active', 'disabled', 'unsubscribed'] as const;
export const FAMILY_SORT_FIELDS = ['name', 'city', 'members', 'date'] as const;

/** Spec §4: the order statuses (`cmdStatus`) by name. */
export const ORDER_STATUS = {
  bcd: 1,
  paye: 2,
  preparation: 3,
  envoye: 4,
  livre: 5,
  annule: 6,
  rembourse: 7,
  enLivraison: 8,
  enAttentePaiement: 9,
  devis: 10,
  enCoursAppro: 11,
  erreur: 12,
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatusNumber = (typeof ORDER_STATUS)[OrderStatusName];

/**
 * Spec §4: payment methods. Card payments go through the payment adapter; cheques and transfers are
 * recorded at the desk. Issue 43 adds what French schools take at the desk: ANCV holiday vouchers
 * (chèques-vacances), Coupon Sport and the state's Pass'Sport (5, 6, 7), each with its reference.
 */
export const PAYMENT_METHOD = { carte: 0, cheque: 1, virement: 2, paypal: 3, cb3x: 4, ancv: 5, couponSport: 6, passSport: 7, carteCadeau: 8, prelevement: 9 } as const;
export type PaymentMethodNumber = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];
/** The methods a payment recorded at the desk may have. */
export const DESK_METHODS = [PAYMENT_METHOD.cheque, PAYMENT_METHOD.virement, PAYMENT_METHOD.ancv, PAYMENT_METHOD.couponSport, PAYMENT_METHOD.passSport] as const;
export type DeskMethod = (typeof DESK_METHODS)[number];
/** The vouchers: recorded with their reference (the vouchers' numbers, the Pass'Sport code), which the accountant needs to be paid back. */
export const VOUCHER_METHODS: readonly number[] = [PAYMENT_METHOD.ancv, PAYMENT_METHOD.couponSport, PAYMENT_METHOD.passSport];

export const ORDER_SORT_FIELDS = ['date', 'total', 'status', 'family'] as const;

/**
 * How long an unpaid order placed online may be paid: after that its prices are old, and the
 * family checks out again. The desk may still record a cheque or transfer for it.
 */
export const ORDER_PAYABLE_DAYS = 7;

/** Spec §9: the local storage key of the cart. */
export const CART_STORAGE_KEY = 'cart';

/** The offline payment adapter's test cards (the same numbers as Stripe's test mode). */
/**
 * The offline adapter's test cards (Stripe's numbers): one that pays, one declined, and one that pays
 * at the screen and is declined when it is charged later (a plan's later parts, ADR 0029).
 */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002', declinesLater: '4000000000000341' } as const;

/**
 * The test IBANs of SEPA direct debit (Stripe's test mode has the same): the offline adapter accepts
 * only these, and their debits go as Stripe's do: `succeeds` is paid, `fails` is refused by the bank.
 */
export const TEST_IBANS = { succeeds: 'FR1420041010050500013M02606', fails: 'FR8420041010050500013M02607' } as const;

/** Spec §3: a card's validity status. */
export const CARD_STATUS = { valide: 1, complet: 2, perime: 3 } as const;


/**
 * When presence is marked: from `opensMinutesBefore` the start (the instructor calls the roster at
 * the poolside) until `closesDaysAfter` it (the desk catches up on a forgotten one). Outside that, a
 * coming lesson cannot be marked "absent" (the family would lose its cancellation and the waiting
 * list its place), nor an old one rewritten.
 */
export const PRESENCE = { opensMinutesBefore: 30, closesDaysAfter: 7 } as const;

/** Spec §9: a lesson's defaults. */
export const COURSE_DEFAULTS = { durationMin: 45, capacity: 8 } as const;

/** At most this many course ids in one `GET /Cours?ids=`: a page with more changed reads its week again. */
export const MAX_CHANGED_COURSES = 50;
