/**
 * A family takes its data away (issue 25): everything the school holds about it, as
 * GET /Family/{id}/donnees answers it (and GET /Family/{id}/donnees.json as a file). Read from the
 * read models and the mailer's outbox, never from the events. Names of the catalogue (passes,
 * activities, pools) are given in the export's language; statuses as stable words, with the order's
 * status also in the export's language. Money in cents including VAT, VAT rates in basis points.
 */
import { Type, type Static } from '@sinclair/typebox';
import { StatementEntry } from '../ledger/contract.ts';
import { MemberCareView } from '../families/contract.ts';
import { ReportCardView } from '../progress/contract.ts';
import { DayText, Id, Int, MomentText, Nullable } from '@plouf/infra/schemas';
import { Address } from '../shared/contract.ts';
import { PaymentView, VatLine } from '../orders/contract.ts';

const Cents = Type.Integer({ minimum: 0 });
const Language = Type.Union([Type.Literal('fr'), Type.Literal('en')]);

export const ExportedMember = Type.Object({
  id: Id,
  lastName: Type.String(),
  firstName: Type.String(),
  civility: Nullable(Type.String()),
  /** The login address; null for a member who never logs in. */
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  birthDate: Nullable(DayText),
  roles: Type.Array(Type.String()),
  language: Type.String(),
  disabled: Type.Boolean(),
  addedAt: MomentText,
  lastLoginAt: Nullable(MomentText),
});
export type ExportedMember = Static<typeof ExportedMember>;

/** A newsletter sign-up of one of the members' addresses. */
export const ExportedNewsletterConsent = Type.Object({
  email: Type.String(),
  language: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('active'), Type.Literal('disabled'), Type.Literal('unsubscribed')]),
  signedUpAt: MomentText,
  validatedAt: Nullable(MomentText),
  unsubscribedAt: Nullable(MomentText),
});
export type ExportedNewsletterConsent = Static<typeof ExportedNewsletterConsent>;

export const ExportedConsents = Type.Object({
  newsletter: Type.Array(ExportedNewsletterConsent),
  /** Lesson reminders by mail (issue 23): on until the family turns them off. */
  lessonReminders: Type.Boolean(),
});
export type ExportedConsents = Static<typeof ExportedConsents>;

export const ExportedOrderLine = Type.Object({
  passId: Id,
  label: Type.String(),
  qty: Int(1, 100),
  unitPrice: Cents,
  vatRate: Int(0, 10_000),
  total: Cents,
});

export const ExportedRefund = Type.Object({ paymentId: Type.String(), amount: Cents, at: Nullable(MomentText) });

export const ExportedOrder = Type.Object({
  id: Id,
  placedAt: MomentText,
  paidAt: Nullable(MomentText),
  /** Spec §4: 1 … 12. */
  status: Int(1, 12),
  statusLabel: Type.String(),
  lines: Type.Array(ExportedOrderLine),
  total: Cents,
  vat: Type.Array(VatLine),
  billingAddress: Nullable(Address),
  buyer: Type.Object({ name: Type.String(), email: Type.String() }),
  payments: Type.Array(PaymentView),
  refunds: Type.Array(ExportedRefund),
});
export type ExportedOrder = Static<typeof ExportedOrder>;

/** An invoice or a credit note; `pdf` the path of its PDF under the site's address. */
export const ExportedDocument = Type.Object({
  documentId: Type.String(),
  kind: Type.Union([Type.Literal('invoice'), Type.Literal('creditNote')]),
  orderId: Id,
  issuedAt: MomentText,
  total: Type.Integer(),
  vat: Type.Array(Type.Object({ tva: Type.Integer(), base: Type.Integer(), amount: Type.Integer() })),
  /** A credit note's invoice. */
  invoiceId: Nullable(Type.String()),
  pdf: Type.String(),
});
export type ExportedDocument = Static<typeof ExportedDocument>;

export const ExportedCard = Type.Object({
  id: Id,
  label: Type.String(),
  orderId: Nullable(Id),
  subscription: Type.Boolean(),
  entries: Type.Integer({ minimum: 0 }),
  used: Type.Integer({ minimum: 0 }),
  left: Type.Integer({ minimum: 0 }),
  validFrom: MomentText,
  validUntil: MomentText,
  status: Type.Union([Type.Literal('valid'), Type.Literal('full'), Type.Literal('expired')]),
  revoked: Type.Boolean(),
});
export type ExportedCard = Static<typeof ExportedCard>;

/** A make-up credit (issue 23). */
export const ExportedCredit = Type.Object({
  id: Id,
  memberId: Id,
  member: Type.String(),
  reason: Type.String(),
  validFrom: MomentText,
  validUntil: MomentText,
  status: Type.Union([Type.Literal('open'), Type.Literal('used'), Type.Literal('expired')]),
});
export type ExportedCredit = Static<typeof ExportedCredit>;

export const BookingStatus = Type.Union([Type.Literal('booked'), Type.Literal('present'), Type.Literal('absent'), Type.Literal('cancelled'), Type.Literal('waiting')]);
export type BookingStatus = Static<typeof BookingStatus>;

/** A place on a lesson (or on its waiting list) of one member. */
export const ExportedBooking = Type.Object({
  id: Id,
  lessonAt: MomentText,
  durationMin: Type.Integer(),
  activity: Type.String(),
  pool: Type.String(),
  memberId: Id,
  member: Type.String(),
  status: BookingStatus,
  /** Place on the waiting list, while on it. */
  waitingPosition: Nullable(Type.Integer({ minimum: 1 })),
  bookedAt: MomentText,
  cancelledAt: Nullable(MomentText),
  /** Why the place was given up: 'family', 'desk', 'courseCancelled', 'absence'… */
  cancelledBecause: Nullable(Type.String()),
  lateCancellation: Type.Boolean(),
  makeup: Type.Boolean(),
  reminderSentAt: Nullable(MomentText),
});
export type ExportedBooking = Static<typeof ExportedBooking>;

/** A term enrolment (ADR 0019). */
export const ExportedEnrolment = Type.Object({
  id: Id,
  term: Type.String(),
  slot: Type.String(),
  activity: Type.String(),
  pool: Type.String(),
  memberId: Id,
  member: Type.String(),
  status: Type.Union([Type.Literal('enrolled'), Type.Literal('held'), Type.Literal('waiting'), Type.Literal('ended'), Type.Literal('left')]),
  fromDate: Type.String(),
  untilDate: Nullable(Type.String()),
  joinedAt: MomentText,
});
export type ExportedEnrolment = Static<typeof ExportedEnrolment>;

/** A message the school wrote (newsletter, about a lesson, an answer to a contact request) that went to one of the members' addresses. */
export const ExportedMessage = Type.Object({
  id: Id,
  kind: Type.Union([Type.Literal('newsletter'), Type.Literal('course'), Type.Literal('contact')]),
  subject: Type.String(),
  sentAt: MomentText,
  recipient: Type.String(),
});
export type ExportedMessage = Static<typeof ExportedMessage>;

/** A mail the school's mailer wrote to one of the members' addresses (its body is not kept once sent). */
export const ExportedMail = Type.Object({
  /** The mail kind's number (mail templates). */
  kind: Type.Integer(),
  subject: Type.String(),
  recipient: Type.String(),
  language: Type.String(),
  createdAt: MomentText,
  status: Type.Union([Type.Literal('pending'), Type.Literal('sent')]),
  sentAt: Nullable(MomentText),
});
export type ExportedMail = Static<typeof ExportedMail>;

/** A contact request sent from one of the members' addresses. */
export const ExportedContact = Type.Object({ id: Id, email: Type.String(), message: Type.String(), receivedAt: MomentText });
export type ExportedContact = Static<typeof ExportedContact>;

/** GET /Family/{id}/donnees: everything held about a family (its own for a family; any for the back-office). */
export const FamilyExport = Type.Object({
  exportedAt: MomentText,
  language: Language,
  family: Type.Object({ id: Id, name: Type.String(), address: Nullable(Address), createdAt: MomentText }),
  members: Type.Array(ExportedMember),
  consents: ExportedConsents,
  orders: Type.Array(ExportedOrder),
  documents: Type.Array(ExportedDocument),
  cards: Type.Array(ExportedCard),
  credits: Type.Array(ExportedCredit),
  bookings: Type.Array(ExportedBooking),
  enrolments: Type.Array(ExportedEnrolment),
  messages: Type.Array(ExportedMessage),
  mails: Type.Array(ExportedMail),
  contacts: Type.Array(ExportedContact),
  /** Each member's care details, when filled in (issue 26). */
  care: Type.Array(MemberCareView),
  /** Each child's report card per activity: levels passed, skills rated, the instructors' notes (issue 26). */
  progress: Type.Array(ReportCardView),
  /** The family's account (issue 43): its balance and its ledger's entries, oldest first, and the statement's PDF. */
  account: Type.Object({ balance: Type.Integer(), entries: Type.Array(Type.Pick(StatementEntry, ['at', 'kind', 'cents', 'balance', 'orderId', 'method', 'part', 'parts'])), pdf: Type.String() }),
});
export type FamilyExport = Static<typeof FamilyExport>;
