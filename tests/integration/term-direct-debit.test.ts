import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, parisMoment } from '@plouf/infra/days';
import { startSmtpPeer, type SmtpPeer } from '../../mailer/src/testing/smtp-peer.ts';
import { smtpMailer, startTestApp, type TestApp } from '../harness/app.ts';
import { mailTo } from '../harness/wait.ts';
import { pricedTerm, termCatalogue, termFamily, type TermCatalogue, type TermFamily } from '../harness/terms.ts';

/**
 * A term's price paid by monthly SEPA direct debit (issue 43, ADR 0029 decisions 48-53), through the
 * HTTP API with the offline adapter's test IBANs, on the test clock, on both engines: the mandate
 * signed gives the child the place; the scheduler debits the first part at once and each later one
 * on its day; a debit refused by the bank is tried again on the school's days and the family told.
 */
let app: TestApp;
let peer: SmtpPeer;
let admin: string;
let cat: TermCatalogue;
let termId: number;
let plainTermId: number;
let families = 0;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `term-direct-debit-${Date.now()}-${keyCount++}` });
const TERM_CENTS = 18_000;
const IBAN_PAYS = 'FR14 2004 1010 0505 0001 3M02 606';
const IBAN_REFUSED = 'FR84 2004 1010 0505 0001 3M02 607';
const until = (assertion: () => Promise<void>, timeout = 20_000) => vi.waitFor(assertion, { timeout, interval: 100 });

type Enrolment = { id: number; status: string; hold?: { orderId: number } };
type Payment = { paymentId: string; status: string; amount: number; method?: number; part?: number; offSession?: boolean; retryOn?: string };
type Order = { cmdStatus: number; cmdTotal: number; payments: Payment[]; plan?: Array<{ n: number; due: string; cents: number }>; savedCardLast4?: string; directDebit?: boolean };

const FIRST_FAMILY = 9_900;
const newFamily = () => termFamily(app, FIRST_FAMILY + families++, { fftId: cat.childPass.id, libelle: 'Carte 10 séances enfants', entries: 2 });
const enrol = (family: TermFamily, body: Record<string, unknown> = {}, term = termId) =>
  app.call('POST', '/webapi/Family/enrolment', { cookie: family.cookie, headers: key(), body: { termId: term, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: family.childId, cardId: 0, pay: 'tuition', ...body } });
const orderOf = async (family: TermFamily, orderId: number) => (await app.call('GET', `/webapi/Commande/${orderId}`, { cookie: family.cookie })).body.data as Order;
const enrolmentOf = async (family: TermFamily, enrId: number) => ((await app.call('GET', `/webapi/Family/enrolments?termId=${termId}`, { cookie: family.cookie })).body.data as Enrolment[]).find((item) => item.id === enrId);
const sign = (family: TermFamily, orderId: number, iban: string, holder = 'Sam Famille') =>
  app.call('POST', `/webapi/Commande/${orderId}/mandat`, { cookie: family.cookie, headers: key(), body: { holder, iban, accept: true } });
const succeeded = (order: Order) => order.payments.filter((payment) => payment.status === 'succeeded');
const dueItems = async (orderId: number) =>
  (await app.platform.pool.query<{ key: string; status: string }>(`SELECT key, status FROM due_items WHERE kind = 'instalment' AND key LIKE $1 ORDER BY key`, [`${orderId}:%`])).rows;
const partDay = (due: string) => new Date(Date.parse(parisMoment(due, 9, 0)) + 60_000).toISOString();

/** A family whose child's place is held for an order paid by direct debit. */
const heldByDebit = async () => {
  const email = `term-${FIRST_FAMILY + families}@plouf.test`;
  const family = await newFamily();
  const answer = await enrol(family, { directDebit: true });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  const held = answer.body.data as Enrolment;
  expect(held.status).toBe('held');
  return { family, email, enrId: held.id, orderId: held.hold!.orderId };
};

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startTestApp({ seed: true, mailer: smtpMailer(peer.url) });
  admin = await app.login();
  cat = await termCatalogue(app);
  termId = await pricedTerm(app, admin, cat, { libelle: 'Trimestre par prélèvement', englishName: 'Term by direct debit', cents: TERM_CENTS, from: 40, tariff: { directDebit: true } });
  plainTermId = await pricedTerm(app, admin, cat, { libelle: 'Trimestre payé comptant', englishName: 'Term paid at once', cents: TERM_CENTS, from: 120 });
}, 120_000);

afterAll(async () => {
  app?.clock.reset();
  await app?.close();
  await peer?.close();
});

describe('a term paid by monthly direct debit', () => {
  it('is refused where the term does not offer it, and beside instalments', async () => {
    const family = await newFamily();
    const refused = await enrol(family, { directDebit: true }, plainTermId);
    expect(refused.status).toBe(409);
    expect(refused.body.data.errorCode, JSON.stringify(refused.body)).toBe('DirectDebitNotOffered');
    const both = await enrol(family, { directDebit: true, instalments: 2 });
    expect(both.body.data.errorCode, JSON.stringify(both.body)).toBe('DirectDebitNotOffered');
  });

  it('checks the IBAN and the mandate’s consent before anything, and takes only test IBANs offline', async () => {
    const { family, orderId } = await heldByDebit();
    const wrong = await sign(family, orderId, 'FR15 2004 1010 0505 0001 3M02 606');
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.errorMessage, JSON.stringify(wrong.body)).toBe('Cet IBAN n’est pas valide : vérifiez-le sur votre RIB');
    const real = await sign(family, orderId, 'DE89 3704 0044 0532 0130 00');
    expect(real.body.data.errorMessage, JSON.stringify(real.body)).toMatch(/^Paiements de test : utilisez l’IBAN de test/);
    const unticked = await app.call('POST', `/webapi/Commande/${orderId}/mandat`, { cookie: family.cookie, headers: key(), body: { holder: 'Sam', iban: IBAN_PAYS, accept: false } });
    expect(unticked.status).toBe(400);
    // Another family's order is not found.
    const other = await newFamily();
    expect((await sign(other, orderId, IBAN_PAYS)).body.resultCode).toBe('FileNotFound');
    expect((await orderOf(family, orderId)).savedCardLast4).toBeUndefined();
  });

  it('gives the place when the mandate is signed, debits the first part at once and the next on its day, once each', async () => {
    const { family, email, enrId, orderId } = await heldByDebit();
    const placed = await orderOf(family, orderId);
    expect(placed.directDebit).toBe(true);
    // One debit a month from today to the term's last lesson, adding up to its price.
    expect(placed.plan!.length).toBeGreaterThanOrEqual(2);
    expect(placed.plan!.reduce((sum, part) => sum + part.cents, 0)).toBe(TERM_CENTS);

    const signed = await sign(family, orderId, IBAN_PAYS);
    expect(signed.body.resultCode, JSON.stringify(signed.body)).toBe('Ok');
    expect(signed.body.data).toMatchObject({ savedCardLast4: '2606', directDebit: true });
    // The same form again (a double click): the same mandate; another account: refused.
    expect((await sign(family, orderId, IBAN_PAYS)).body.resultCode).toBe('Ok');
    expect((await sign(family, orderId, IBAN_REFUSED)).body.data.errorCode).toBe('MandateRefused');
    await until(async () => expect((await enrolmentOf(family, enrId))?.status).toBe('enrolled'));
    // The first debit at once, as a direct debit (the books' method 9).
    await until(async () => expect(succeeded(await orderOf(family, orderId)).map((payment) => [payment.part, payment.amount, payment.method])).toEqual([[1, placed.plan![0]!.cents, 9]]));
    // The family's statement: the term charged at the signature, the debit paid as a direct debit, the rest owed.
    await until(async () => {
      const statement = await app.call('GET', '/webapi/Family/releve', { cookie: family.cookie });
      expect(statement.status, JSON.stringify(statement.body)).toBe(200);
      const entries = statement.body.data.entries as Array<{ kind: string; cents: number; method: number | null; orderId: number }>;
      expect(entries.filter((entry) => entry.orderId === orderId).map((entry) => [entry.kind, entry.cents, entry.method])).toEqual(
        expect.arrayContaining([['charged', TERM_CENTS, null], ['paid', placed.plan![0]!.cents, 9]]),
      );
      expect(statement.body.data.balance).toBe(TERM_CENTS - placed.plan![0]!.cents);
    });
    const mail = await mailTo(peer, email, new RegExp(`Plouf`), 30_000);
    expect(mail.text).toMatch(/mandat de prélèvement SEPA est signé/);
    // The family can no longer cancel it: the desk does.
    const cancel = await app.call('DELETE', `/webapi/Commande/${orderId}`, { cookie: family.cookie, headers: key() });
    expect(cancel.body.data.errorMessage, JSON.stringify(cancel.body)).toBe('Cette commande est en cours de paiement (versements ou prélèvements) : adressez-vous à l’accueil pour l’annuler');

    const second = placed.plan![1]!;
    app.clock.set(partDay(second.due));
    await until(async () => expect(succeeded(await orderOf(family, orderId)).map((payment) => payment.part)).toEqual([1, 2]));
    const events = await app.platform.store.readStream(`order-${orderId}`);
    expect(events.filter((event) => event.type === 'PaymentSucceeded')).toHaveLength(2);
    expect(events.filter((event) => event.type === 'MandateSigned')).toHaveLength(1);
    app.clock.reset();
  });

  it('tries a debit the bank refused again on the school’s days and tells the family; the place stays', async () => {
    const { family, email, enrId, orderId } = await heldByDebit();
    expect((await sign(family, orderId, IBAN_REFUSED)).body.resultCode).toBe('Ok');
    await until(async () => expect((await enrolmentOf(family, enrId))?.status).toBe('enrolled'));
    const failures = async () => (await orderOf(family, orderId)).payments.filter((payment) => payment.status === 'failed' && payment.part === 1);
    const today = (await orderOf(family, orderId)).plan![0]!.due;
    await until(async () => expect((await failures()).map((failed) => failed.retryOn)).toEqual([addDays(today, 3)]));
    const told = await mailTo(peer, email, new RegExp(`^Versement 1/\\d de votre commande Plouf n° ${orderId} refusé`), 30_000);
    expect(told.text).toContain('sur votre compte (prélèvement SEPA)');
    await until(async () => expect((await dueItems(orderId)).map((item) => item.key)).toContain(`${orderId}:1:2`));
    expect((await enrolmentOf(family, enrId))?.status).toBe('enrolled');
    // Nothing taken, the whole term owed from the signature (the statement and the dashboard read it); the refusal is a debit's.
    await until(async () => expect((await app.call('GET', '/webapi/Family/releve', { cookie: family.cookie })).body.data.balance).toBe(TERM_CENTS));
    expect((await orderOf(family, orderId)).payments.find((payment) => payment.status === 'failed')?.method).toBe(9);
  });
});
