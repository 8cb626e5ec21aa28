/**
 * Orders (commandes), the cart that places them, and their payments (the cards a paid order gives
 * are in cards/contract.ts). Spec §3 Order, Pass, Cart; §4 Order status, Cart behaviour, Payment methods;
 * §7 Commande calls. Prices in cents, VAT rates in basis points (2000 = 20 %).
 */
import { Type, type Static } from '@sinclair/typebox';
import { EntityObject, Id, Int, Moment, MomentText, Nullable, PageQuery, Paged, Text } from '@plouf/infra/schemas';
import { DESK_METHODS, ORDER_SORT_FIELDS } from '../constants.ts';
import { Address, NameTranslations } from '../shared/contract.ts';
import { ADMIN_MOVES, ORDER_MOVES } from './status.ts';

export { ORDER_SORT_FIELDS };
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

const Cents = Int(0, 1_000_000_000);

/**
 * A cart line as the front end keeps it (spec §3 Cart: item, qty, psnId). Only the pass's id and the
 * quantity count: the server prices every line from the catalogue. `fftTarif` is the price the
 * family saw, to tell them when it has changed since.
 */
export const CartItemInput = Type.Object({
  item: Type.Object({ id: Id, fftTarif: Type.Optional(Cents) }),
  qty: Int(1, 100),
  psnId: Type.Optional(Nullable(Id)),
});
export type CartItemInput = Static<typeof CartItemInput>;

/**
 * POST /Commande/checkout and /checkoutfree: the cart and the billing address. `replaces`: the
 * family's order still waiting for its payment that this checkout cancels and replaces, which the
 * family saw and confirmed (POST /Commande/checkout/waiting says which); a checkout that would
 * cancel a waiting order it does not name is refused (`OrderWaiting`).
 */
export const CheckoutInput = Type.Object({
  items: Type.Array(CartItemInput, { minItems: 1, maxItems: 50 }),
  address: Address,
  replaces: Type.Optional(Nullable(Id)),
});
export type CheckoutInput = Static<typeof CheckoutInput>;

/** POST /Commande/checkout/waiting: the cart about to be checked out. */
export const WaitingOrderInput = Type.Object({ items: Type.Array(CartItemInput, { minItems: 1, maxItems: 50 }) });
export type WaitingOrderInput = Static<typeof WaitingOrderInput>;

/**
 * The family's order still waiting for its payment that checking this cart out would cancel and
 * replace (null: none would be), with what it holds, for the family to confirm first.
 */
export const WaitingOrderView = Type.Object({
  waiting: Nullable(
    Type.Object({
      orderId: Id,
      cmdDatadd: MomentText,
      total: Cents,
      lines: Type.Array(Type.Object({ id: Id, libelle: Type.String(), qty: Int(1, 100) })),
    }),
  ),
});
export type WaitingOrderView = Static<typeof WaitingOrderView>;

/** POST /Commande: an order the desk places for a family (paid at the desk afterwards). */
export const DeskOrderInput = Type.Object({
  famId: Id,
  items: Type.Array(CartItemInput, { minItems: 1, maxItems: 50 }),
  address: Type.Optional(Nullable(Address)),
});
export type DeskOrderInput = Static<typeof DeskOrderInput>;

/** One line of an order: a snapshot of the pass as it was sold. */
export const OrderLine = Type.Object({
  id: Id,
  libelle: Type.String(),
  /** Unit price including VAT, cents. */
  fftTarif: Cents,
  tva: Int(0, 10_000),
  qty: Int(1, 100),
  /** `fftTarif × qty`. */
  total: Cents,
  psnId: Nullable(Id),
  fftIsAbo: Type.Boolean(),
  fftNbEntree: Int(0, 1000),
  fftValiditeM: Int(1, 120),
  acyIds: Type.Array(Id),
  psnIds: Type.Array(Id),
  /**
   * A term's price for a child in a slot (issue 43, ADR 0029): the place held while this order is
   * paid (`enrId`), its lessons (`lessons`, from `fromDate`), the card it gives paying them. The
   * line's `id` is {@link TUITION_LINE_BASE} + the activity's id (never a pass's).
   */
  tuition: Type.Optional(
    Type.Object({
      termId: Id,
      psnId: Id,
      tcsId: Id,
      enrId: Id,
      usrId: Id,
      fromDate: Type.String(),
      lessons: Int(1, 1000),
      /** Until when the card the line gives is valid (the term's last lesson). */
      validUntil: MomentText,
      englishLabel: Type.String(),
      /** The price before the term's discounts (prorated), and each discount taken off it, in the school's order. Absent: none applied. */
      listCents: Type.Optional(Type.Integer({ minimum: 0 })),
      discounts: Type.Optional(
        Type.Array(Type.Object({ kind: Type.Union([Type.Literal('sibling'), Type.Literal('secondClass'), Type.Literal('promo')]), cents: Type.Integer({ minimum: 0 }), code: Type.Optional(Type.String()) }), { maxItems: 3 }),
      ),
    }),
  ),
  /**
   * The school year's membership fee (issue 43, ADR 0029 decisions 33-37): the school year (its first
   * calendar year: 2026 for 2026-2027) and the line's English. Its `id` is {@link MEMBERSHIP_LINE_ID};
   * it gives no card.
   */
  membership: Type.Optional(Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2200 }), englishLabel: Type.String() })),
  /** Gift cards (ADR 0029, decision 42): each one bought gives a code worth the line's price, no card of entries. */
  gift: Type.Optional(Type.Literal(true)),
});
export type OrderLine = Static<typeof OrderLine>;
export { MEMBERSHIP_LINE_ID, TUITION_LINE_BASE } from '../terms/pricing.ts';

/**
 * An order line as served: the snapshot as sold (its `libelle` is the label it was sold under) and
 * the pass's English name in the catalogue today, for a reader in English (ADR 0017).
 */
export const ServedOrderLine = Type.Object({ ...OrderLine.properties, translations: Type.Optional(NameTranslations) });
export type ServedOrderLine = Static<typeof ServedOrderLine>;

/** The VAT of one rate: prices include it, so `base + amount` is the lines' total at that rate. */
export const VatLine = Type.Object({ tva: Int(0, 10_000), base: Cents, amount: Cents });
export type VatLine = Static<typeof VatLine>;

/** A price that changed between the cart and the order. */
export const PriceChange = Type.Object({ id: Id, libelle: Type.String(), before: Cents, after: Cents });
export type PriceChange = Static<typeof PriceChange>;

export const PaymentProvider = Type.Union([Type.Literal('stripe'), Type.Literal('offline'), Type.Literal('desk'), Type.Literal('gift'), Type.Literal('free')]);
export type PaymentProvider = Static<typeof PaymentProvider>;

/** A payment of an order, with how it went. */
export const PaymentView = Type.Object({
  paymentId: Type.String(),
  provider: PaymentProvider,
  /** Spec §4 payment methods: 0 card, 1 cheque, 2 transfer; 5 ANCV, 6 Coupon Sport, 7 Pass’Sport, 8 a gift card (issue 43). */
  method: Int(0, 9),
  amount: Cents,
  /** `closed`: asked, never made, and no longer needed (the order was paid another way). */
  status: Type.Union([Type.Literal('requested'), Type.Literal('succeeded'), Type.Literal('failed'), Type.Literal('refunded'), Type.Literal('closed')]),
  /** When it was asked, made or failed: a refund does not change it. */
  at: MomentText,
  reference: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  /** What was given back of it, and when (all of it, or part). */
  refunded: Type.Optional(Cents),
  refundedAt: Type.Optional(MomentText),
  /** A plan's part it was for (1 first). */
  part: Type.Optional(Int(1, 12)),
  /** A charge of the card kept that failed, made without the family (ADR 0029). */
  offSession: Type.Optional(Type.Boolean()),
  /** Such a charge: the Paris day the card is tried again, or `overdue` after the last try. */
  retryOn: Type.Optional(Type.String()),
  overdue: Type.Optional(Type.Boolean()),
});
export type PaymentView = Static<typeof PaymentView>;

/** An order as the family and the back-office read it (spec §3 Order). */
export const OrderView = EntityObject({
  famId: Id,
  famName: Type.String(),
  /** Spec §4: 1 bcd … 12 erreur. */
  cmdStatus: Int(1, 12),
  /** Including VAT, cents. */
  cmdTotal: Cents,
  cmdDatadd: MomentText,
  /** When it was paid. */
  cmdDatpaiement: Nullable(MomentText),
  /** When its status last changed by a person or the payment. */
  cmdDatvalidation: Nullable(MomentText),
  rows: Type.Array(ServedOrderLine),
  vat: Type.Array(VatLine),
  address: Nullable(Address),
  buyer: Type.Object({ userId: Nullable(Id), name: Type.String(), email: Type.String() }),
  payments: Type.Array(PaymentView),
  /** Whether the order holds goods to ship (opens preparation and shipping). */
  physical: Type.Boolean(),
  /** The cards the order gave (empty until paid, emptied of those taken back on refund). */
  cardIds: Type.Array(Id),
  /** Paid beyond the total (a card confirmed after the desk recorded a cheque): to refund (`REFUND_EXCESS`). */
  overpaid: Type.Optional(Cents),
  /** Cancelled by the family's own new checkout: the order that replaced it. */
  replacedBy: Type.Optional(Id),
  /** Paid in monthly parts (a term's price, ADR 0029): each part's number, Paris day and cents; what is owed on each follows from the payments (`planParts`). */
  plan: Type.Optional(Type.Array(Type.Object({ n: Int(1, 12), due: Type.String(), cents: Cents }), { maxItems: 12 })),
  /** The last digits of the card kept for the plan's later parts (empty when the provider did not tell them). */
  savedCardLast4: Type.Optional(Type.String()),
  /** The plan's parts are debited from a bank account (SEPA mandate, ADR 0029 decision 48); `savedCardLast4` is then the IBAN's. */
  directDebit: Type.Optional(Type.Boolean()),
});
export type OrderView = Static<typeof OrderView>;

/**
 * What checkout answers (spec §7: "the cart with its clientSecret"): the cart as the server priced
 * it, the order it placed, and how to pay it.
 */
export const CartView = Type.Object({
  orderId: Id,
  cmdStatus: Int(1, 12),
  /** `translations`: a line's English where it has its own (a term's price, issue 43). */
  items: Type.Array(Type.Object({ item: Type.Object({ id: Id, libelle: Type.String(), fftTarif: Cents, tva: Int(0, 10_000), translations: Type.Optional(NameTranslations) }), qty: Int(1, 100), psnId: Nullable(Id) })),
  total: Cents,
  vat: Type.Array(VatLine),
  address: Nullable(Address),
  /** The payment's client secret (Stripe's, or the offline adapter's); null for a free order or a paid one. */
  clientSecret: Nullable(Type.String()),
  provider: Nullable(Type.Union([Type.Literal('stripe'), Type.Literal('offline')])),
  /** Stripe's publishable key, when Stripe takes the payment. */
  publishableKey: Nullable(Type.String()),
  /** Prices that changed since the family put the passes in the cart. */
  changes: Type.Array(PriceChange),
  /** A plan's part this payment pays (ADR 0029): which of how many, and its amount (cents); absent when the whole total is paid. */
  part: Type.Optional(Type.Object({ n: Int(1, 12), count: Int(1, 12), amount: Cents })),
  /**
   * Paid by monthly SEPA direct debit, its mandate not signed yet (ADR 0029, decision 50): the debits
   * and their days; no card payment is asked (`clientSecret` null): the family signs the mandate.
   */
  debit: Type.Optional(Type.Object({ parts: Type.Array(Type.Object({ n: Int(1, 12), due: Type.String(), cents: Cents }), { maxItems: 12 }) })),
  /** What gift cards paid of it (ADR 0029, decision 44) and what is left to pay; absent when none did. */
  gift: Type.Optional(Type.Object({ paid: Cents, left: Cents, card: Type.Optional(Type.Object({ code: Type.String(), balance: Cents })) })),
});
export type CartView = Static<typeof CartView>;

/** POST /Commande/{id}/carte-cadeau: a gift card's code, as printed or typed (spaces and hyphens are dropped). */
export const GiftCardInput = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) });
export type GiftCardInput = Static<typeof GiftCardInput>;

/** GET /CarteCadeau/{code}: what a card is worth now (informs the payment page; the card's stream decides). */
export const GiftCardBalanceView = Type.Object({ code: Type.String(), cents: Cents, balance: Cents, voided: Type.Boolean() });
export type GiftCardBalanceView = Static<typeof GiftCardBalanceView>;

/** A gift card as its buyer and the back-office see it: its code, value, what is left, the order that bought it and the orders it paid. */
export const GiftCardView = Type.Object({
  ...GiftCardBalanceView.properties,
  orderId: Id,
  famId: Id,
  issuedAt: MomentText,
  spends: Type.Array(Type.Object({ orderId: Id, cents: Cents, at: MomentText, restored: Type.Boolean() })),
});
export type GiftCardView = Static<typeof GiftCardView>;
export const GiftCardList = Type.Object({ cards: Type.Array(GiftCardView) });
export type GiftCardList = Static<typeof GiftCardList>;

/** POST /Commande/{id}/test-payment: the offline adapter's test card form. */
export const TestPaymentInput = Type.Object({
  /** The secret checkout answered: only who placed the order can pay it, as with Stripe. */
  clientSecret: Type.String({ minLength: 1, maxLength: 300 }),
  cardNumber: Type.String({ minLength: 12, maxLength: 30, pattern: '^[0-9 ]+$' }),
  expiry: Type.Optional(Type.String({ maxLength: 7 })),
  cvc: Type.Optional(Type.String({ maxLength: 4 })),
});
export type TestPaymentInput = Static<typeof TestPaymentInput>;

/** POST /Commande/{id}/mandat: the family signs a SEPA direct debit mandate for its plan (ADR 0029, decision 50). */
export const MandateInput = Type.Object({
  /** The account holder's name, as on the bank details. */
  holder: Type.String({ minLength: 2, maxLength: 70, pattern: '\\S' }),
  /** As typed (spaces allowed): checked for its country, length and check digits. */
  iban: Type.String({ minLength: 15, maxLength: 42, pattern: '^[A-Za-z0-9 -]+$' }),
  /** The family ticked the mandate's text: nothing is signed without it. */
  accept: Type.Literal(true),
});
export type MandateInput = Static<typeof MandateInput>;

/** PUT /Commande/{id}: a status move the back-office makes, with why. */
export const OrderMoveInput = Type.Object({
  move: Type.Union(ADMIN_MOVES.map((move) => Type.Literal(move))),
  reason: Text(500),
  /** RECORD_PAYMENT: 1 cheque, 2 transfer, 5 ANCV vouchers, 6 Coupon Sport, 7 Pass'Sport. */
  method: Type.Optional(Type.Union(DESK_METHODS.map((method) => Type.Literal(method)))),
  /** RECORD_PAYMENT: the cheque number, transfer reference, the vouchers' numbers or the Pass'Sport code (required for a voucher). */
  reference: Type.Optional(Type.String({ maxLength: 100 })),
  /** RECORD_PAYMENT: how much, in cents (default: all that is left to pay); less leaves the rest to pay, at the desk. */
  amount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
  /** REFUND: the whole amount paid (default) or only the part not used; the cards are taken back either way. */
  refund: Type.Optional(Type.Union([Type.Literal('full'), Type.Literal('unused')])),
});
export type OrderMoveInput = Static<typeof OrderMoveInput>;

/** GET /Commande/{id}/refund-plan: what a refund would give back, and what each card of the order was used for. */
export const RefundPlanView = Type.Object({
  orderId: Id,
  /** Paid and not refunded yet: the whole refund. */
  paid: Cents,
  /** Paid beyond the total (a second payment): part of any refund. */
  excess: Cents,
  full: Cents,
  unused: Cents,
  cards: Type.Array(
    Type.Object({
      cardId: Id,
      libelle: Type.String(),
      fftIsAbo: Type.Boolean(),
      entries: Int(0, 1000),
      price: Cents,
      /** Lessons already started that it paid. */
      taken: Int(0, 100_000),
      /** Coming lessons it paid: released by the refund. */
      coming: Int(0, 100_000),
      unused: Cents,
    }),
  ),
});
export type RefundPlanView = Static<typeof RefundPlanView>;

/** A line of the back-office's order list: some of the order's fields, and its lines in short. */
export const OrderSummary = Type.Object({
  ...Type.Pick(OrderView, ['id', 'libelle', 'famId', 'famName', 'cmdStatus', 'cmdTotal', 'cmdDatadd', 'cmdDatpaiement', 'replacedBy']).properties,
  lines: Type.Array(Type.Object({ libelle: Type.String(), qty: Int(1, 100), translations: Type.Optional(NameTranslations), gift: Type.Optional(Type.Literal(true)) })),
  /** An unpaid order partly paid at the desk (vouchers), or a plan under way: what is left to pay (issue 43). Absent otherwise. */
  cmdLeft: Type.Optional(Cents),
  /** Of an unpaid order partly paid, what gift cards paid (ADR 0029, decision 44): the rest is paid online. */
  cmdGift: Type.Optional(Cents),
  /** A term paid in parts (issue 43): each part, what is owed on it (0: paid), and whether its last try was declined. */
  plan: Type.Optional(
    Type.Array(
      Type.Object({
        n: Int(1, 12),
        due: Type.String(),
        cents: Cents,
        owed: Cents,
        declined: Type.Boolean(),
        /** Declined on the card kept: the day it is tried again, or `overdue` after the last try. */
        retryOn: Type.Optional(Type.String()),
        overdue: Type.Optional(Type.Boolean()),
      }),
      { maxItems: 12 },
    ),
  ),
  savedCardLast4: Type.Optional(Type.String()),
  /** The plan's parts are debited from a bank account (SEPA mandate, ADR 0029 decision 48); `savedCardLast4` is then the IBAN's. */
  directDebit: Type.Optional(Type.Boolean()),
});
export type OrderSummary = Static<typeof OrderSummary>;

/**
 * GET /Commande and GET /Commande/filter: a page of the orders placed in `[from, to)` (the month
 * picker's month or year; all when absent), whose number, family, buyer or passes contain `search`.
 * GET /Commande answers a family its own orders, whatever it asks.
 */
const listQuery = {
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Int(1, 12)),
  /** The back-office: one family's orders (a family always reads its own, whatever it asks). */
  famId: Type.Optional(Id),
  sort: Type.Union(ORDER_SORT_FIELDS.map((field) => Type.Literal(field)), { default: 'date' }),
  desc: Type.Boolean({ default: true }),
  ...PageQuery,
};
export const OrderListQuery = Type.Object({ from: Type.Optional(Moment), to: Type.Optional(Moment), ...listQuery });
export const OrderFilterQuery = Type.Object({ from: Moment, to: Moment, ...listQuery });
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderPage = Paged(OrderSummary);
export type OrderPage = Static<typeof OrderPage>;

/** One event of an order's stream, with the order as it stood after it: the auditor's history. */
export const OrderHistoryEntry = Type.Object({
  revision: Type.Integer({ minimum: 0 }),
  position: Type.String(),
  /** The order's stream, or its family's cards stream (the cards it gave, took back, and their use). */
  streamId: Type.String(),
  type: Type.String(),
  at: MomentText,
  /** Who acted (a user id), null for a visitor or the payment provider. */
  by: Nullable(Id),
  /**
   * The request (its X-Request-Id, the `reqId` of its log line) or the background step that appended
   * the event: the `correlationId` of its metadata; null when none was written.
   */
  correlationId: Nullable(Type.String()),
  data: Type.Unknown(),
  state: Type.Object({
    cmdStatus: Int(0, 12),
    cmdTotal: Cents,
    paid: Cents,
    refunded: Cents,
    /** Paid beyond the total and not given back. */
    overpaid: Cents,
    payments: Type.Array(Type.Object({ paymentId: Type.String(), status: Type.String(), amount: Cents })),
  }),
});
export type OrderHistoryEntry = Static<typeof OrderHistoryEntry>;
export const OrderHistory = Type.Array(OrderHistoryEntry);

/** Moves by name, for the OpenAPI document. */
export const OrderMoveName = Type.Union(ORDER_MOVES.map((move) => Type.Literal(move)));

/** GET /Commande/payment-config: how this server takes card payments. */
export const PaymentConfigView = Type.Object({
  provider: Type.Union([Type.Literal('stripe'), Type.Literal('offline')]),
  publishableKey: Nullable(Type.String()),
});
export type PaymentConfigView = Static<typeof PaymentConfigView>;
