import type { PersonalField, PersonalKind, PersonalSchema } from '@plouf/infra';
import { booksSubject } from '../books/events.ts';
import { parisYear } from '../books/documents.ts';
import { contactSubject, familySubject, newsletterSubject, userSubject } from './events.ts';

/**
 * Which values of which events are personal, and whose (docs/adr/0022-personal-data.md): the
 * protected event store seals exactly these, each under its subject's key. A new event type that
 * carries a name, an address, a phone, a birth date or free text about a person is added here in
 * the same change (a unit test lists every event type with a field of such a name).
 *
 * Kept in clear: ids (pseudonymous), amounts, VAT, dates of things done, the catalogue, courses and
 * their instructors (staff, not families), the school's own texts.
 */
type Data = Record<string, unknown>;
type Path = ReadonlyArray<string | number>;
type Rule = (data: Data) => PersonalField[];

const at = (subject: string, ...fields: Array<[Path, PersonalKind]>): PersonalField[] => fields.map(([path, kind]) => ({ path, subject, kind }));
const num = (value: unknown) => (typeof value === 'number' ? value : -1);
const family = (data: Data) => familySubject(num(data.famId));
const list = (value: unknown): Data[] => (Array.isArray(value) ? (value as Data[]) : []);

const MEMBER: Array<[Path, PersonalKind]> = [
  [['email'], 'email'],
  [['nom'], 'surname'],
  [['prenom'], 'memberName'],
  [['civilite'], 'civility'],
  [['tel'], 'phone'],
  [['birthDate'], 'date'],
];
const NOTIFY: Array<[Path, PersonalKind]> = [
  [['notify', 'email'], 'email'],
  [['notify', 'name'], 'memberName'],
];
const BOOKER: Rule = (data) => at(family(data), [['famName'], 'familyName'], [['memberName'], 'memberName'], ...NOTIFY);
const TOLD: Rule = (data) => at(family(data), [['email'], 'email'], [['name'], 'memberName']);
const ACCOUNT: Rule = (data) => at(userSubject(num(data.userId)), [['email'], 'email'], [['name'], 'memberName']);
const SUBSCRIBER: Rule = (data) => at(newsletterSubject(num(data.subscriberId)), [['email'], 'email']);
/**
 * An invoice's or a credit note's buyer: the name and address the law makes the school keep ten
 * years are sealed under the year's books key, which a family's erasure does not delete (ADR 0026);
 * the email under the family's. A document issued before (no `retainedUntil`) sealed all under the family's.
 */
const DOCUMENT: Rule = (data) => {
  const buyer = (data.buyer ?? {}) as Data;
  const family = familySubject(num(buyer.famId));
  const kept = typeof data.retainedUntil === 'string' ? booksSubject(num(data.year)) : family;
  return [...at(kept, [['buyer', 'name'], 'familyName'], [['buyer', 'address'], 'lines']), ...at(family, [['buyer', 'email'], 'email'])];
};
/** The move to paid names whom the invoice is made out to, under the books key of the payment's year (ADR 0026). */
const BILLED: Rule = (data) => (typeof data.at === 'string' ? at(booksSubject(parisYear(data.at)), [['billedTo', 'name'], 'familyName'], [['billedTo', 'address'], 'address']) : []);

const RULES: Record<string, Rule> = {
  FamilyCreated: (data) => at(family(data), [['famName'], 'familyName']),
  FamilyRenamed: (data) => at(family(data), [['famName'], 'familyName']),
  FamilyMemberAdded: (data) => at(family(data), ...MEMBER),
  FamilyMemberUpdated: (data) => at(family(data), ...MEMBER, [['internalNote'], 'text']),
  FamilyAddressChanged: (data) => at(family(data), [['address'], 'address']),
  PasswordResetRequested: ACCOUNT,
  PasswordSetupRequested: ACCOUNT,
  PasswordChanged: ACCOUNT,
  ContactReceived: (data) => at(contactSubject(num(data.contactId)), [['email'], 'email'], [['message'], 'text']),
  NewsletterSubscribed: SUBSCRIBER,
  NewsletterConfirmationResent: SUBSCRIBER,
  NewsletterUnsubscribed: SUBSCRIBER,
  MessageSent: (data) => {
    const audience = (data.audience ?? {}) as Data;
    return list(data.recipients).flatMap((recipient, index) => {
      const subject =
        typeof recipient.subscriberId === 'number'
          ? newsletterSubject(recipient.subscriberId)
          : typeof recipient.famId === 'number'
            ? familySubject(recipient.famId)
            : audience.kind === 'contact'
              ? contactSubject(num(audience.contactId))
              : `message-${num(data.messageId)}`;
      return at(subject, [['recipients', index, 'email'], 'email'], [['recipients', index, 'name'], 'memberName']);
    });
  },
  MailTestRequested: (data) => at(userSubject(num(data.by)), [['email'], 'email'], [['name'], 'memberName']),
  PaymentRequested: (data) => at(family(data), [['address'], 'address']),
  MandateSigned: (data) => at(family(data), [['address'], 'address']),
  // A part of a plan declined without the family: they are told (issue 43).
  PaymentFailed: (data) => TOLD(data),
  OrderPlaced: (data) => at(family(data), [['famName'], 'familyName'], [['buyer', 'email'], 'email'], [['buyer', 'name'], 'memberName'], [['address'], 'address']),
  OrderStatusChanged: (data) => [...TOLD(data), ...BILLED(data)],
  CardsIssued: (data) => [...TOLD(data), ...list(data.cards).flatMap((_, index) => at(family(data), [['cards', index, 'note'], 'text']))],
  // Gift cards bought (issue 43): the buyer told the codes; the codes themselves are money, not personal.
  GiftCardsIssued: TOLD,
    CardCorrected: (data) => at(family(data), [['note'], 'text']),
  CreditGiven: (data) => at(family(data), [['credit', 'memberName'], 'memberName'], [['credit', 'note'], 'text'], ...NOTIFY),
  CreditExpiryWarned: (data) => at(family(data), [['memberName'], 'memberName'], ...NOTIFY),
  MemberCareUpdated: (data) => at(family(data), [['medicalNotes'], 'text'], [['allergies'], 'text'], [['emergencyName'], 'text'], [['emergencyPhone'], 'phone']),
  SkillsEvaluated: (data) => at(family(data), [['memberName'], 'memberName'], [['note'], 'text']),
  LevelPassed: (data) => at(family(data), [['memberName'], 'memberName'], ...NOTIFY),
  SeatTaken: BOOKER,
  WaitlistJoined: BOOKER,
  WaitlistPromoted: BOOKER,
  PlaceOffered: BOOKER,
  LessonReminded: BOOKER,
  SeatReleased: BOOKER,
  TermEnrolled: BOOKER,
  TermPlaceHeld: BOOKER,
  TermWaitlistJoined: BOOKER,
  TermWaitlistPromoted: BOOKER,
  TermEnrolmentDropped: BOOKER,
  ReenrolmentInvited: (data) => [...at(family(data), ...NOTIFY), ...list(data.children).flatMap((_, index) => at(family(data), [['children', index, 'memberName'], 'memberName']))],
  InvoiceIssued: DOCUMENT,
  CreditNoteIssued: DOCUMENT,
};

const ERASURES = new Set(['FamilyErased', 'ContactErased', 'NewsletterErased', 'BooksRetentionEnded']);

export const PERSONAL_SCHEMA: PersonalSchema = {
  fieldsOf: (event) => RULES[event.type]?.((event.data ?? {}) as Data) ?? [],
  erasedBy: (event) => (ERASURES.has(event.type) ? ((event.data as { subjects?: string[] }).subjects ?? []) : undefined),
};

/** The event types with personal values (the test that no other type carries a personal field name). */
export const PERSONAL_EVENT_TYPES = Object.keys(RULES);
