import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '@plouf/infra/days';
import type { FamilyExport } from '@plouf/command-api/contracts';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { bookingCatalogue, type BookingCatalogue } from '../harness/booking.ts';
import { eventually, mailTo } from '../harness/wait.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';

/**
 * A family takes its data away (issue 25): a family with two members, an address, an order paid and
 * one refunded, a lesson booked and marked present, a contact request from a member's address, a
 * newsletter sign-up, a message and the mails sent to it; its export holds each of them, checked
 * against what the test made. Another family is refused, an anonymous caller asked to log in. On
 * PGlite, and on PostgreSQL with `DATABASE_URL`.
 */
let peer: SmtpPeer;
let app: TestApp;
let admin: string;
let catalogue: BookingCatalogue;
let keys = 0;
const key = () => ({ 'idempotency-key': `export-${Date.now()}-${keys++}` });

const PARENT = 'lea.export@plouf.test';
const TEEN = 'sam.export@plouf.test';
const ADDRESS = { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' };
const made = {} as {
  famId: number;
  parentId: number;
  teenId: number;
  cookie: string;
  paidOrder: number;
  refundedOrder: number;
  crsId: number;
  insId: number;
  contactId: number;
  messageId: number;
};

async function ok<T = any>(answer: Promise<{ status: number; body: { resultCode: string; data: any } }>): Promise<T> {
  const { body } = await answer;
  if (body.resultCode !== 'Ok') throw new Error(JSON.stringify(body));
  return body.data as T;
}

const deskOrder = (famId: number) =>
  ok<{ id: number }>(app.call('POST', '/webapi/Commande', { cookie: admin, headers: key(), body: { famId, items: [{ item: { id: catalogue.adultPass.id }, qty: 1 }], address: ADDRESS } }));
const pay = (orderId: number) => ok(app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, headers: key(), body: { move: 'RECORD_PAYMENT', reason: '', method: 1, reference: `CHQ-${orderId}` } }));
const exportOf = (famId: number, cookie: string, language = 'fr') => app.call('GET', `/webapi/Family/${famId}/donnees`, { cookie, language });

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startTestApp({ seed: true, mailer: smtpMailer(peer.url) });
  admin = await app.login();
  catalogue = await bookingCatalogue(app);

  const { famId, userId } = await app.createAccount({ email: PARENT, password: 'famille-2026', roles: ['Client', 'Famille'], nom: 'Exportée', prenom: 'Léa' });
  Object.assign(made, { famId, parentId: userId, cookie: await app.login(PARENT, 'famille-2026') });
  await ok(app.call('PUT', `/webapi/Family/${famId}`, { cookie: made.cookie, headers: key(), body: { address: ADDRESS } }));
  const teen = await ok<{ id: number }>(app.call('PUT', `/webapi/User/membre/${famId}`, { cookie: made.cookie, headers: key(), body: { userEmail: TEEN, userNom: 'Exportée', userPrenom: 'Sam', usrDatbirth: '2010-05-06' } }));
  made.teenId = teen.id;

  made.paidOrder = (await deskOrder(famId)).id;
  await pay(made.paidOrder);
  made.refundedOrder = (await deskOrder(famId)).id;
  await pay(made.refundedOrder);
  await ok(app.call('PUT', `/webapi/Commande/${made.refundedOrder}`, { cookie: admin, headers: key(), body: { move: 'REFUND', reason: 'Déménagement', refund: 'full' } }));

  // A lesson within minutes (presence opens half an hour before), booked with the paid order's card, marked present.
  const start = new Date(Date.now() + 10 * 60_000).toISOString();
  made.crsId = (await ok<{ id: number }>(app.call('POST', '/webapi/Cours', { cookie: admin, headers: key(), body: { psnId: catalogue.pool, acyId: catalogue.aquagym, usrId: catalogue.mns, crsDatdebut: start, crsDureeMin: 45, crsCapaciteMax: 8 } }))).id;
  const cards = await eventually(async () => (await app.call('GET', '/webapi/Family/forfaits', { cookie: made.cookie })).body.data as { id: number; cmdId: number | null; revoked: boolean }[], (list) => list.some((card) => card.cmdId === made.paidOrder));
  const cardId = cards.find((card) => card.cmdId === made.paidOrder)!.id;
  made.insId = (await ok<{ id: number }>(app.call('POST', `/webapi/Family/inscription?crsId=${made.crsId}&usrId=${made.parentId}&cardId=${cardId}`, { cookie: made.cookie, headers: key(), body: {} }))).id;
  await ok(app.call('PUT', `/webapi/Cours/${made.crsId}/presence`, { cookie: admin, headers: key(), body: { insId: made.insId, present: true } }));

  made.contactId = (await ok<{ id: number }>(app.call('POST', '/webapi/Contact', { body: { ctcMail: TEEN, ctcMessage: 'Y a-t-il des cours le dimanche ?' } }))).id;
  await ok(app.call('POST', '/webapi/Newsletter', { body: { libelle: PARENT, mtpId: 11 } }));
  made.messageId = (await ok<{ id: number }>(app.call('POST', '/webapi/Message', { cookie: admin, body: { audience: { kind: 'course', crsId: made.crsId }, lgs: [{ lg: 'fr', libelle: 'Bonnet obligatoire', body: '<p>Pensez au bonnet.</p>' }] } }))).id;
  await mailTo(peer, PARENT, /^Bonnet obligatoire$/);
  await mailTo(peer, TEEN, /^Bonnet obligatoire$/);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await peer?.close();
});

describe('a family’s export', () => {
  it('holds every item the school holds about it', async () => {
    const data = await eventually(
      async () => (await exportOf(made.famId, made.cookie)).body.data as FamilyExport,
      (view) => view.messages.length === 2 && view.documents.length === 3 && view.account.entries.length === 6 && view.mails.every((mail) => mail.status === 'sent'),
      30_000,
    );
    expect(data.language).toBe('fr');
    expect(Date.parse(data.exportedAt)).toBeGreaterThan(Date.now() - 120_000);
    expect(data.family).toMatchObject({ id: made.famId, address: ADDRESS });

    expect(data.members.map((member) => [member.id, member.firstName, member.lastName, member.email])).toEqual([
      [made.parentId, 'Léa', 'Exportée', PARENT],
      [made.teenId, 'Sam', 'Exportée', TEEN],
    ]);
    expect(data.members[1]!.birthDate).toBe('2010-05-06');
    expect(data.members[0]!.roles).toEqual(expect.arrayContaining(['Client', 'Famille']));
    expect(data.members[0]!.lastLoginAt).not.toBeNull();

    expect(data.consents.lessonReminders).toBe(true);
    expect(data.consents.newsletter).toEqual([expect.objectContaining({ email: PARENT, status: 'pending', validatedAt: null, unsubscribedAt: null })]);

    const byId = new Map(data.orders.map((order) => [order.id, order]));
    expect([...byId.keys()].sort()).toEqual([made.paidOrder, made.refundedOrder].sort());
    const paid = byId.get(made.paidOrder)!;
    expect(paid).toMatchObject({ status: 2, statusLabel: 'Payé', billingAddress: ADDRESS });
    expect(paid.lines).toEqual([expect.objectContaining({ passId: catalogue.adultPass.id, qty: 1, total: paid.total })]);
    expect(paid.vat.reduce((sum, line) => sum + line.base + line.amount, 0)).toBe(paid.total);
    expect(paid.payments).toEqual([expect.objectContaining({ status: 'succeeded', method: 1, amount: paid.total })]);
    expect(paid.refunds).toEqual([]);
    const refunded = byId.get(made.refundedOrder)!;
    expect(refunded.status).toBe(7);
    expect(refunded.refunds).toEqual([expect.objectContaining({ amount: refunded.total })]);
    // The account (issue 43): each order charged and paid, the refund credited and given back, nothing owed.
    expect(data.account.balance).toBe(0);
    expect(data.account.entries.map((entry) => [entry.orderId, entry.kind, entry.cents]).sort()).toEqual(
      [[made.paidOrder, 'charged', paid.total], [made.paidOrder, 'paid', paid.total], [made.refundedOrder, 'charged', refunded.total], [made.refundedOrder, 'paid', refunded.total], [made.refundedOrder, 'refunded', refunded.total], [made.refundedOrder, 'credited', refunded.total]].sort(),
    );

    // Two invoices and the refund's credit note, each with its PDF, which the family may download.
    expect(data.documents.map((document) => [document.kind, document.orderId]).sort()).toEqual(
      [['creditNote', made.refundedOrder], ['invoice', made.paidOrder], ['invoice', made.refundedOrder]].sort(),
    );
    const creditNote = data.documents.find((document) => document.kind === 'creditNote')!;
    expect(creditNote.invoiceId).toBe(data.documents.find((document) => document.kind === 'invoice' && document.orderId === made.refundedOrder)!.documentId);
    expect(creditNote.pdf).toBe(`/webapi/Facture/${creditNote.documentId}.pdf`);
    expect((await fetch(`${app.url}${creditNote.pdf}`, { headers: { cookie: made.cookie } })).status).toBe(200);

    // The paid order's card (one entry spent), and the refunded order's, taken back.
    expect(data.cards.find((card) => card.orderId === made.paidOrder)).toMatchObject({ label: catalogue.adultPass.libelle, used: 1, revoked: false });
    expect(data.cards.find((card) => card.orderId === made.refundedOrder)).toMatchObject({ revoked: true });

    expect(data.bookings).toEqual([expect.objectContaining({ id: made.insId, memberId: made.parentId, status: 'present', activity: 'Aquagym', cancelledAt: null })]);
    expect(data.enrolments).toEqual([]);

    expect(data.contacts).toEqual([expect.objectContaining({ id: made.contactId, email: TEEN, message: 'Y a-t-il des cours le dimanche ?' })]);
    // The message went to each member who logs in.
    expect(data.messages.map((message) => [message.id, message.kind, message.subject, message.recipient]).sort()).toEqual([
      [made.messageId, 'course', 'Bonnet obligatoire', PARENT],
      [made.messageId, 'course', 'Bonnet obligatoire', TEEN],
    ]);
    // The teen's invitation, the newsletter's confirmation, the message; not their bodies.
    const subjects = data.mails.map((mail) => `${mail.recipient} ${mail.subject}`);
    expect(subjects).toEqual(expect.arrayContaining([`${PARENT} Bonnet obligatoire`]));
    expect(data.mails.some((mail) => mail.recipient === TEEN)).toBe(true);
    expect(data.mails.filter((mail) => mail.recipient === PARENT).length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(data.mails)).not.toMatch(/<p>|Pensez au bonnet/);
  });

  it('names the catalogue and the statuses in English for an English reader', async () => {
    const data = (await exportOf(made.famId, made.cookie, 'en')).body.data as FamilyExport;
    expect(data.language).toBe('en');
    const paid = data.orders.find((order) => order.id === made.paidOrder)!;
    expect(paid.statusLabel).toBe('Paid');
    // The line sold in French reads with the pass's English name, as the cards do.
    const card = data.cards.find((candidate) => candidate.orderId === made.paidOrder)!;
    expect(card.label).not.toBe(catalogue.adultPass.libelle);
    expect(paid.lines[0]!.label).toBe(card.label);
  });

  it('downloads as an indented JSON file named after the family and the day', async () => {
    const response = await fetch(`${app.url}/webapi/Family/${made.famId}/donnees.json`, { headers: { cookie: made.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const day = parisDay(new Date());
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="plouf-mes-donnees-${made.famId}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    expect(response.headers.get('content-disposition')).toContain(day.slice(0, 7));
    const text = await response.text();
    expect(text).toContain('\n  "family": {');
    const data = JSON.parse(text) as FamilyExport;
    expect(data.family.id).toBe(made.famId);
    expect(data.orders).toHaveLength(2);
  });

  it('is the desk’s for any family', async () => {
    const data = (await exportOf(made.famId, admin)).body.data as FamilyExport;
    expect(data.members).toHaveLength(2);
  });

  it('is refused to another family and to an anonymous caller', async () => {
    const { famId } = await app.createAccount({ email: 'autre.export@plouf.test', password: 'famille-2026', roles: ['Client', 'Famille'] });
    const other = await app.login('autre.export@plouf.test', 'famille-2026');
    const refused = await exportOf(made.famId, other);
    expect(refused.status).toBe(403);
    expect(refused.body.resultCode).toBe('AccessForbidden');
    expect((await app.call('GET', `/webapi/Family/${made.famId}/donnees.json`, { cookie: other })).status).toBe(403);
    // Its own export holds none of the first family's.
    const own = (await exportOf(famId, other)).body.data as FamilyExport;
    expect(own.orders).toEqual([]);
    expect(own.contacts).toEqual([]);
    const anonymous = await exportOf(made.famId, '');
    expect(anonymous.status).toBe(401);
    expect((await app.call('GET', `/webapi/Family/${made.famId}/donnees.json`)).status).toBe(401);
  });

  it('keeps the mails sent to an address a member has since changed', async () => {
    const changed = 'sam.nouvelle@plouf.test';
    await ok(app.call('PUT', `/webapi/User/${made.teenId}`, { cookie: admin, headers: key(), body: { usrEmail: changed } }));
    const data = await eventually(
      async () => (await exportOf(made.famId, made.cookie)).body.data as FamilyExport,
      (view) => view.members.some((member) => member.email === changed),
      30_000,
    );
    // The invitation (to the account) and the message (to the family) went to the old address.
    expect(data.mails.filter((mail) => mail.recipient === TEEN).length).toBeGreaterThanOrEqual(2);
    expect(data.messages.map((message) => message.recipient)).toContain(TEEN);
  });
});
