import { startInvoiceProcess, INVOICES_PROCESS } from '@plouf/command-api';
import { booksProjector, rebuildReadModel } from '@plouf/projections';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { eventually } from '../harness/wait.ts';
import { connectLive, nextChange, subscribe } from '../harness/socket.ts';
import { ADMIN_ROOMS, READ_MODELS, familyRoom } from '@plouf/command-api/read-models';

/**
 * The books (issue 24, ADR 0021): 200 orders paid at once get invoices 1 to 200 of the year, no gap
 * and no repeat; a refund's credit note takes the next number; a rebuild gives the same numbers; the
 * PDF holds the number, the lines and the VAT per rate; another family's document is refused; the
 * accountant's CSV. On PGlite, and on PostgreSQL with `DATABASE_URL`.
 */
let app: TestApp;
let admin: string;
let keys = 0;
const key = () => ({ 'idempotency-key': `books-${Date.now()}-${keys++}` });
let passes: { id: number; libelle: string; fftTarif: number; tva: number; fftLimiteAchat?: number }[];
let family: { famId: number; cookie: string };
let other: { famId: number; cookie: string };
const ORDERS = 200;

interface Summary {
  documentId: string;
  kind: 'invoice' | 'creditNote';
  year: number;
  number: number;
  orderId: number;
  famId: number;
  total: number;
  vat: { tva: number; base: number; amount: number }[];
  invoiceId: string | null;
}

async function newFamily(name: string) {
  const email = `${name}-${Date.now()}@plouf.test`;
  const { famId } = await app.createAccount({ email, password: 'famille-2026', roles: ['Client', 'Famille'], nom: name, prenom: 'Léa' });
  return { famId, cookie: await app.login(email, 'famille-2026') };
}

const address = { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' };
async function deskOrder(famId: number, items: { id: number; qty: number }[]) {
  const placed = await app.call('POST', '/webapi/Commande', { cookie: admin, headers: key(), body: { famId, items: items.map(({ id, qty }) => ({ item: { id }, qty })), address } });
  if (placed.body.resultCode !== 'Ok') throw new Error(JSON.stringify(placed.body));
  return placed.body.data as { id: number; cmdTotal: number };
}
const pay = (orderId: number) => app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, headers: key(), body: { move: 'RECORD_PAYMENT', reason: '', method: 1, reference: `CHQ-${orderId}` } });
const documentsOf = async (famId: number) => (await app.call('GET', `/webapi/Family/factures?famId=${famId}`, { cookie: admin })).body.data as Summary[];
/** Every year's sequence, as the read model holds it: 1 to its count, no gap, no repeat. */
async function expectUnbroken() {
  const rows = await app.platform.db.selectFrom('documents').select(['year', 'number']).orderBy('year').orderBy('number').execute();
  const years = new Map<number, number[]>();
  for (const row of rows) years.set(row.year, [...(years.get(row.year) ?? []), row.number]);
  for (const numbers of years.values()) expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
  return rows.length;
}
let refundedOrder: { orderId: number; invoiceId: string };
const thisYear = () => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date()));
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(new Date());

async function pdfText(path: string, cookie: string) {
  const response = await fetch(`${app.url}${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), disposition: response.headers.get('content-disposition') };
}

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  passes = (await app.call('GET', '/webapi/Forfait')).body.data;
  family = await newFamily('Facture');
  other = await newFamily('Autre');
}, 120_000);
afterAll(async () => app?.close());

describe('invoice numbers', () => {
  it('are 1 to 200 for 200 orders paid at once, no gap and no repeat', async () => {
    const pass = passes.find((candidate) => candidate.fftTarif > 0 && !candidate.fftLimiteAchat)!;
    const orders: number[] = [];
    for (let n = 0; n < ORDERS; n++) orders.push((await deskOrder(family.famId, [{ id: pass.id, qty: 1 }])).id);
    const paid = await Promise.all(orders.map((orderId) => pay(orderId)));
    expect(paid.every((answer) => answer.body.resultCode === 'Ok')).toBe(true);
    const documents = await eventually(() => documentsOf(family.famId), (list) => list.length >= ORDERS, 120_000);
    expect(documents).toHaveLength(ORDERS);
    // The demo's orders were invoiced first: the 200 follow them, one after the other.
    const numbers = documents.map((document) => document.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: ORDERS }, (_, index) => numbers[0]! + index));
    await expectUnbroken();
    expect(new Set(documents.map((document) => document.orderId))).toEqual(new Set(orders));
    expect(documents.every((document) => document.kind === 'invoice' && document.year === thisYear() && document.total === pass.fftTarif)).toBe(true);
  }, 600_000);

  it('give a refund’s credit note the next number, and a rebuild the same numbers', async () => {
    const open = passes.filter((candidate) => candidate.fftTarif > 0 && !candidate.fftLimiteAchat);
    // Two rates when the catalogue has them: the VAT per rate is printed and exported for each.
    const a = open[0]!;
    const b = open.find((candidate) => candidate.tva !== a.tva) ?? open[1] ?? a;
    const order = await deskOrder(family.famId, [{ id: a.id, qty: 1 }, { id: b.id, qty: 2 }]);
    expect((await pay(order.id)).body.resultCode).toBe('Ok');
    const invoice = (await eventually(() => documentsOf(family.famId), (list) => list.some((document) => document.orderId === order.id))).find((document) => document.orderId === order.id)!;
    const year = await app.platform.db.selectFrom('documents').select((eb) => eb.fn.max('number').as('last')).where('year', '=', invoice.year).executeTakeFirstOrThrow();
    expect(invoice.number).toBe(Number(year.last));
    const refunded = await app.call('PUT', `/webapi/Commande/${order.id}`, { cookie: admin, headers: key(), body: { move: 'REFUND', reason: 'Déménagement', refund: 'full' } });
    expect(refunded.body.resultCode).toBe('Ok');
    const listed = await eventually(
      async () => (await app.call('GET', `/webapi/Facture?orderId=${order.id}`, { cookie: admin })).body.data as Summary[],
      (list) => list.length === 2,
    );
    expect(listed.map((document) => [document.kind, document.number, document.invoiceId])).toEqual([
      ['invoice', invoice.number, null],
      ['creditNote', invoice.number + 1, invoice.documentId],
    ]);
    refundedOrder = { orderId: order.id, invoiceId: invoice.documentId };
    expect(listed[1]!.total).toBe(order.cmdTotal);
    expect(listed[1]!.vat.reduce((sum, line) => sum + line.base + line.amount, 0)).toBe(order.cmdTotal);

    const before = (await documentsOf(family.famId)).map((document) => [document.documentId, document.orderId, document.kind]);
    await rebuildReadModel(app.platform.store, app.platform.db, booksProjector);
    const after = (await documentsOf(family.famId)).map((document) => [document.documentId, document.orderId, document.kind]);
    expect(after).toEqual(before);
    await expectUnbroken();
  }, 120_000);
});

describe('a new invoice', () => {
  it('is told live to the family’s room and the back-office’s books room', async () => {
    const familySocket = await connectLive(app.url, family.cookie);
    const adminSocket = await connectLive(app.url, admin);
    try {
      expect((await subscribe(familySocket, familyRoom(family.famId))).ok).toBe(true);
      expect((await subscribe(adminSocket, ADMIN_ROOMS.books)).ok).toBe(true);
      expect((await subscribe(familySocket, ADMIN_ROOMS.books)).ok).toBe(false);
      const toFamily = nextChange(familySocket, (change) => change.readModel === READ_MODELS.books);
      const toDesk = nextChange(adminSocket, (change) => change.readModel === READ_MODELS.books);
      const pass = passes.find((candidate) => candidate.fftTarif > 0 && !candidate.fftLimiteAchat)!;
      const order = await deskOrder(family.famId, [{ id: pass.id, qty: 1 }]);
      expect((await pay(order.id)).body.resultCode).toBe('Ok');
      expect(await toFamily).toMatchObject({ room: familyRoom(family.famId), ids: [family.famId] });
      expect((await toDesk).ids).toContain(family.famId);
      const listed = (await app.call('GET', '/webapi/Family/factures', { cookie: family.cookie })).body.data as Summary[];
      expect(listed[0]!.orderId).toBe(order.id);
    } finally {
      familySocket.close();
      adminSocket.close();
    }
  });
});

describe('the invoices process', () => {
  it('issues nothing twice when it replays every event (a crash before its checkpoint moved)', async () => {
    const { pool, store } = app.platform;
    const events = async () => (await pool.query<{ count: string }>(`SELECT count(*)::text AS count FROM es_events WHERE stream_id LIKE 'invoices-%'`)).rows[0]!.count;
    const before = await events();
    // A second process from the first event, beside the live one: every payment and refund seen again.
    await pool.query(`UPDATE process_checkpoints SET position = 0 WHERE name = $1`, [INVOICES_PROCESS]);
    const acted: string[] = [];
    const replay = await startInvoiceProcess({ store, pool, log: { error: () => undefined }, onActed: (event) => acted.push(event.id) });
    const head = (await store.headPosition()).toString();
    await eventually(async () => (await pool.query<{ position: string }>(`SELECT position::text AS position FROM process_checkpoints WHERE name = $1`, [INVOICES_PROCESS])).rows[0]?.position, (position) => position === head, 120_000);
    await replay.stop();
    expect(acted.length).toBeGreaterThan(ORDERS);
    expect(await events()).toBe(before);
    await expectUnbroken();
  }, 180_000);
});

describe('a document', () => {
  it('reads back from its PDF with its number, lines and VAT per rate, in French and English', async () => {
    const [invoice] = await documentsOf(family.famId).then((list) => list.filter((document) => document.documentId === refundedOrder.invoiceId));
    const french = await pdfText(`/webapi/Facture/${invoice!.documentId}.pdf`, family.cookie);
    expect(french.disposition).toBe(`attachment; filename="facture-${invoice!.documentId}.pdf"`);
    expect(french.text).toContain('FACTURE');
    expect(french.text).toContain(invoice!.documentId);
    const order = (await app.call('GET', `/webapi/Commande/${invoice!.orderId}`, { cookie: admin })).body.data as { rows: { libelle: string }[] };
    for (const row of order.rows) expect(french.text).toContain(row.libelle);
    const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
    for (const line of invoice!.vat) {
      const rate = `${String(line.tva / 100).replace('.', ',')} %`;
      const base = `${Math.floor(line.base / 100).toLocaleString('fr-FR').replace(/\s/g, ' ')},${String(line.base % 100).padStart(2, '0')} €`;
      expect(nbsp(french.text)).toContain(rate);
      expect(nbsp(french.text)).toContain(base);
    }
    const english = await pdfText(`/webapi/Facture/commande/${invoice!.orderId}.pdf?lang=en`, family.cookie);
    expect(english.disposition).toBe(`attachment; filename="invoice-${invoice!.documentId}.pdf"`);
    expect(english.text).toContain('INVOICE');
    expect(english.text).toContain('VAT by rate');
    const credit = (await documentsOf(family.famId)).find((document) => document.kind === 'creditNote')!;
    const creditPdf = await pdfText(`/webapi/Facture/${credit.documentId}.pdf`, admin);
    expect(creditPdf.disposition).toBe(`attachment; filename="avoir-${credit.documentId}.pdf"`);
    expect(creditPdf.text).toContain(credit.invoiceId!);
  });

  it('is another family’s: not found, as one that does not exist', async () => {
    const [document] = await documentsOf(family.famId);
    for (const path of [`/webapi/Facture/${document!.documentId}.pdf`, `/webapi/Facture/commande/${document!.orderId}.pdf`]) {
      const refused = await app.call('GET', path, { cookie: other.cookie });
      expect(refused.status).toBe(404);
      expect(refused.body.resultCode).toBe('FileNotFound');
    }
    expect((await app.call('GET', '/webapi/Family/factures', { cookie: other.cookie })).body.data).toEqual([]);
    expect((await app.call('GET', `/webapi/Family/factures?famId=${family.famId}`, { cookie: other.cookie })).body.data).toEqual([]);
    expect((await app.call('GET', '/webapi/Facture/2026-999999.pdf', { cookie: admin })).status).toBe(404);
    expect((await app.call('GET', '/webapi/Facture/nothing.pdf', { cookie: admin })).body.resultCode).toBe('InvalidModelState');
  });
});

describe('the accountant’s export', () => {
  it('lists the month’s documents and payments, with totals that add up', async () => {
    const month = thisMonth();
    const listed = (await app.call('GET', `/webapi/Facture?month=${month}`, { cookie: admin })).body.data as Summary[];
    const documents = await app.call('GET', `/webapi/Compta/export.csv?month=${month}&kind=documents`, { cookie: admin });
    expect(documents.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const raw = new Uint8Array(await (await fetch(`${app.url}/webapi/Compta/export.csv?month=${month}&kind=documents`, { headers: { cookie: admin } })).arrayBuffer());
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = documents.body.data as string;
    const rows = text.replace(/^\uFEFF/, '').trim().split('\r\n').map((row) => row.split(';'));
    expect(rows[0]!.slice(0, 7)).toEqual(['Numéro', 'Type', 'Date', 'Commande', 'Famille', 'Client', 'Total TTC']);
    expect(rows.length - 1).toBe(listed.length);
    const cents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);
    const signed = listed.reduce((sum, document) => sum + (document.kind === 'creditNote' ? -document.total : document.total), 0);
    expect(rows.slice(1).reduce((sum, row) => sum + cents(row[6]!), 0)).toBe(signed);
    // Each rate's base and VAT add up to the total, line by line.
    for (const row of rows.slice(1)) expect(row.slice(7).filter(Boolean).reduce((sum, value) => sum + cents(value), 0)).toBe(cents(row[6]!));

    const payments = await app.call('GET', `/webapi/Compta/export.csv?month=${month}&kind=payments`, { cookie: admin, language: 'en' });
    // In English, as an English spreadsheet reads it: `,` between fields, decimal points.
    const paymentRows = (payments.body.data as string).replace(/^\uFEFF/, '').trim().split('\r\n').map((row) => row.split(','));
    expect(paymentRows[0]).toEqual(['Date', 'Order', 'Family', 'Method', 'Amount', 'Reference', 'Document']);
    expect(paymentRows.slice(1).reduce((sum, row) => sum + cents(row[4]!), 0)).toBe(signed);
    expect(paymentRows.some((row) => row[4]!.startsWith('-'))).toBe(true);
    expect((await app.call('GET', `/webapi/Compta/export.csv?month=${month}&kind=documents`, { cookie: family.cookie })).status).toBe(403);
    expect((await app.call('GET', `/webapi/Compta/export.csv?month=2026-13&kind=documents`, { cookie: admin })).body.resultCode).toBe('InvalidModelState');
  });
});

describe('the school’s identity', () => {
  it('is the defaults until saved, then what the desk saved', async () => {
    const before = (await app.call('GET', '/webapi/Ecole/identite', { cookie: admin })).body.data;
    expect(before.savedAt === null || typeof before.savedAt === 'string').toBe(true);
    const identity = { ...before, name: 'Plouf Natation SAS', siret: '12345678900012', vatNumber: 'FR12123456789' };
    delete identity.savedAt;
    const saved = await app.call('PUT', '/webapi/Ecole/identite', { cookie: admin, headers: key(), body: identity });
    expect(saved.body.data).toMatchObject({ name: 'Plouf Natation SAS', siret: '12345678900012' });
    expect(saved.body.data.savedAt).not.toBeNull();
    expect((await app.call('PUT', '/webapi/Ecole/identite', { cookie: admin, headers: key(), body: { ...identity, siret: '123' } })).body.resultCode).toBe('InvalidModelState');
    expect((await app.call('PUT', '/webapi/Ecole/identite', { cookie: family.cookie, headers: key(), body: identity })).status).toBe(403);
  });
});
