import type { CardView, ExportedBooking, ExportedMail, ExportedMessage, FamilyExport, InscriptionView, MemberCareView, NameTranslations, OrderView } from '@plouf/command-api/contracts';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { statusLabel } from '@plouf/command-api/order-status';
import { familySubject, userSubject } from '@plouf/command-api/privacy';
import type { SqlPool } from '@plouf/infra';
import { foldText } from '@plouf/infra/text';
import type { Database } from '@plouf/projections';
import { sql, type Kysely } from 'kysely';
import { courseQueries } from '../courses/queries.ts';
import { creditQueries } from '../credits/queries.ts';
import { progressQueries } from '../progress/queries.ts';
import { booksQueries } from '../books/queries.ts';
import { catalogueNames, withNames } from '../catalogue/names.ts';
import { orderQueries } from '../orders/queries.ts';
import { familyStatement } from '../orders/statement.ts';
import { termQueries } from '../terms/queries.ts';

type Language = 'fr' | 'en';

/** Every list is bounded: a family's whole life at the school fits well under it. */
const BOUND = 5000;

/** A catalogue name in the reader's language (a blank English shows the French, ADR 0012). */
const inLanguage = (named: { libelle: string; translations?: NameTranslations | undefined }, language: Language) =>
  (language === 'en' && named.translations?.en?.libelle?.trim()) || named.libelle;

const BOOKING_STATUS: Record<number, ExportedBooking['status']> = {
  [ENROLMENT_STATUS.inscrit]: 'booked',
  [ENROLMENT_STATUS.present]: 'present',
  [ENROLMENT_STATUS.absent]: 'absent',
  [ENROLMENT_STATUS.annule]: 'cancelled',
  [ENROLMENT_STATUS.listeAttente]: 'waiting',
};
const CARD_STATUS = { 1: 'valid', 2: 'full', 3: 'expired' } as const;

const booking = (view: InscriptionView, language: Language): ExportedBooking => ({
  id: view.id,
  lessonAt: view.crsDatdebut,
  durationMin: view.crsDureeMin,
  activity: inLanguage(view.activite, language),
  pool: inLanguage(view.piscine, language),
  memberId: view.usrId,
  member: view.memberName,
  status: BOOKING_STATUS[view.insStatus] ?? 'booked',
  waitingPosition: view.position,
  bookedAt: view.joinedAt,
  cancelledAt: view.cancelledAt,
  cancelledBecause: view.releaseReason,
  lateCancellation: view.late,
  makeup: view.makeup,
  reminderSentAt: view.remindedAt,
});

const order = (view: OrderView, language: Language): FamilyExport['orders'][number] => ({
  id: view.id,
  placedAt: view.cmdDatadd,
  paidAt: view.cmdDatpaiement,
  status: view.cmdStatus,
  statusLabel: statusLabel(view.cmdStatus, language),
  lines: view.rows.map((row) => ({ passId: row.id, label: inLanguage(row, language), qty: row.qty, unitPrice: row.fftTarif, vatRate: row.tva, total: row.total })),
  total: view.cmdTotal,
  vat: view.vat,
  billingAddress: view.address,
  buyer: { name: view.buyer.name, email: view.buyer.email },
  payments: view.payments,
  refunds: view.payments.filter((payment) => (payment.refunded ?? 0) > 0).map((payment) => ({ paymentId: payment.paymentId, amount: payment.refunded ?? 0, at: payment.refundedAt ?? null })),
});

const card = (view: CardView, language: Language): FamilyExport['cards'][number] => ({
  id: view.id,
  label: inLanguage(view, language),
  orderId: view.cmdId,
  subscription: view.fftIsAbo,
  entries: view.fftNbEntree,
  used: view.used,
  left: view.left,
  validFrom: view.validFrom,
  validUntil: view.validUntil,
  status: CARD_STATUS[view.status],
  revoked: view.revoked,
});

const moment = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Everything the school holds about a family (issue 25), read from the read models and the mailer's
 * outbox (same database). Each read is by the family's id, or by its members' addresses through the
 * indexes of migration 2026120310, and bounded.
 *
 * @example
 * const data = await familyExport(db, pool).of(12, new Date(), 'en'); // null when no such family
 */
export function familyExport(db: Kysely<Database>, pool: SqlPool) {
  const orders = orderQueries(db);
  const courses = courseQueries(db);
  const terms = termQueries(db);
  const credits = creditQueries(db);
  const books = booksQueries(db);
  const progress = progressQueries(db);

  /**
   * What the mailer wrote to these addresses or about these subjects (the family's and its accounts':
   * the mails sent to an address the family has since changed), with the message each one carried.
   */
  const outbox = async (addresses: string[], subjects: string[]) => {
    const { rows } = await pool.query<{
      kind: number; subject: string; recipient: string; language: string; status: 'pending' | 'sent'; created_at: Date | string; sent_at: Date | string | null;
      message_id: number | null; contact_id: number | null; crs_id: number | null;
    }>(
      `SELECT o.kind, o.subject, o.recipient, o.language, o.status, o.created_at, o.sent_at, m.id AS message_id, m.contact_id, m.crs_id
       FROM mail_outbox o LEFT JOIN messages m ON m.event_id = o.source_event_id
       WHERE lower(o.recipient) = ANY($1) OR o.data_subject = ANY($2) ORDER BY o.created_at DESC, o.id DESC LIMIT ${BOUND}`,
      [addresses, subjects],
    );
    return rows;
  };

  return {
    async of(famId: number, now: Date, language: Language): Promise<FamilyExport | null> {
      const family = await db.selectFrom('families').selectAll().where('id', '=', famId).executeTakeFirst();
      if (!family) return null;
      const members = await db.selectFrom('users').selectAll().where('fam_id', '=', famId).orderBy('added_at').orderBy('id').limit(BOUND).execute();
      const emails = [...new Set(members.flatMap((member) => (member.email ? [member.email.trim().toLowerCase()] : [])))];
      const ids = members.map((member) => member.id);
      const [names, logins, orderRows, cards, documents, bookings, enrolments, creditList, newsletter, contacts, mails, careRows, reportCards, statement] = await Promise.all([
        catalogueNames(db),
        sql<{ user_id: number; last_login_at: Date | null }>`SELECT user_id, last_login_at FROM auth_credentials WHERE user_id = ANY(${ids}::int[])`.execute(db).then((result) => result.rows),
        db.selectFrom('orders').select('view').where('fam_id', '=', famId).orderBy('placed_at', 'desc').orderBy('id', 'desc').limit(BOUND).execute(),
        orders.cards(famId, now),
        books.ofFamily(famId),
        courses.ofFamily(famId, 'all', now),
        terms.ofFamily(famId, now.toISOString()),
        credits.ofFamily(famId, now),
        emails.length === 0 ? [] : db.selectFrom('newsletter_subscribers').selectAll().where(sql<string>`lower(email)`, 'in', emails).orderBy('added_at').limit(BOUND).execute(),
        emails.length === 0 ? [] : db.selectFrom('contacts').selectAll().where('email_key', 'in', emails.map(foldText)).orderBy('received_at', 'desc').limit(BOUND).execute(),
        outbox(emails, [familySubject(famId), ...ids.map(userSubject)]),
        db.selectFrom('member_care').selectAll().where('fam_id', '=', famId).orderBy('usr_id').execute(),
        progress.ofFamily(famId),
        familyStatement(db, famId, language, now),
      ]);
      const lastLogin = new Map(logins.map((row) => [row.user_id, row.last_login_at]));
      const messages: ExportedMessage[] = mails.flatMap((mail) =>
        mail.message_id === null
          ? []
          : [{ id: mail.message_id, kind: mail.crs_id !== null ? 'course' : mail.contact_id !== null ? 'contact' : 'newsletter', subject: mail.subject, sentAt: moment(mail.sent_at ?? mail.created_at)!, recipient: mail.recipient }],
      );
      return {
        exportedAt: now.toISOString(),
        language,
        family: { id: family.id, name: family.name, address: family.address, createdAt: family.created_at.toISOString() },
        members: members.map((member) => ({
          id: member.id,
          lastName: member.nom,
          firstName: member.prenom,
          civility: member.civilite,
          email: member.email,
          phone: member.tel,
          birthDate: member.birth_date,
          roles: member.roles,
          language: member.language,
          disabled: member.disabled,
          addedAt: member.added_at.toISOString(),
          lastLoginAt: moment(lastLogin.get(member.id) ?? null),
        })),
        consents: {
          lessonReminders: family.reminders,
          newsletter: newsletter.map((row) => ({
            email: row.email,
            language: row.language,
            status: row.status,
            signedUpAt: row.added_at.toISOString(),
            validatedAt: moment(row.validated_at),
            unsubscribedAt: moment(row.unsubscribed_at),
          })),
        },
        // A line keeps the label it was sold under; an English reader gets the pass's English today (ADR 0017).
        orders: orderRows.map((row) => order(withNames.order(names, JSON.parse(row.view) as OrderView), language)),
        documents: documents.map((document) => ({
          documentId: document.documentId,
          kind: document.kind,
          orderId: document.orderId,
          issuedAt: document.issuedAt,
          total: document.total,
          vat: document.vat,
          invoiceId: document.invoiceId,
          pdf: `/webapi/Facture/${document.documentId}.pdf`,
        })),
        cards: cards.map((view) => card(view, language)),
        credits: creditList.map((credit) => ({ id: credit.id, memberId: credit.usrId, member: credit.memberName, reason: credit.reason, validFrom: credit.validFrom, validUntil: credit.validUntil, status: credit.status })),
        bookings: bookings.map((view) => booking(view, language)),
        enrolments: enrolments.map((enrolment) => ({
          id: enrolment.id,
          term: language === 'en' ? enrolment.englishTermName || enrolment.termName : enrolment.termName,
          slot: language === 'en' ? enrolment.slotEnglishLabel || enrolment.slotLabel : enrolment.slotLabel,
          activity: inLanguage(enrolment.activite, language),
          pool: inLanguage(enrolment.piscine, language),
          memberId: enrolment.usrId,
          member: enrolment.memberName,
          status: enrolment.status,
          fromDate: enrolment.fromDate,
          untilDate: enrolment.untilDate,
          joinedAt: enrolment.joinedAt,
        })),
        messages,
        mails: mails.map((mail): ExportedMail => ({ kind: mail.kind, subject: mail.subject, recipient: mail.recipient, language: mail.language, createdAt: moment(mail.created_at)!, status: mail.status, sentAt: moment(mail.sent_at) })),
        contacts: contacts.map((contact) => ({ id: contact.id, email: contact.email, message: contact.message, receivedAt: contact.received_at.toISOString() })),
        care: careRows.map((row) => ({ usrId: row.usr_id, famId: row.fam_id, ...(JSON.parse(row.care) as Omit<MemberCareView, 'usrId' | 'famId'>) })),
        progress: reportCards,
        account: { balance: statement.balance, entries: statement.entries.map(({ at, kind, cents, balance, orderId, method, part, parts }) => ({ at, kind, cents, balance, orderId, method, part, parts })), pdf: `/webapi/Family/releve.pdf?famId=${famId}` },
      };
    },
  };
}
