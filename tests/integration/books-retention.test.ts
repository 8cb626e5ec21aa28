import { randomUUID } from 'node:crypto';
import { booksRetentionHandler, orderDecider, startInvoiceProcess } from '@plouf/command-api';
import { booksSubject, familyStream, familySubject, invoicesStream, orderStream, type InvoiceIssued } from '@plouf/command-api/events';
import { handleCommand } from '@plouf/infra';
import { booksProjector, rebuildReadModel, type BookDocument } from '@plouf/projections';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { eventually } from '../harness/wait.ts';

/**
 * What the books keep of a family (ADR 0026): an invoice keeps the buyer it was issued to through
 * the family's erasure, for ten years (the API, the PDF and the CSV show it as issued; the rest of
 * the product shows "Famille supprimée"); an erasure that comes between a payment and its invoice
 * loses nothing, and puts no name on an order paid after it; the books' retention ends a year's
 * buyers after ten years. The law's mentions (lines excluding VAT, the franchise, no B2B terms).
 * On PGlite, and on PostgreSQL with `DATABASE_URL`.
 */
let keys = 0;
const key = () => ({ 'idempotency-key': `books-retention-${Date.now()}-${keys++}` });
const SURNAME = 'Quenelle';
const STREET = '7 impasse des Zinnias';
const EMAIL = 'zora.quenelle@plouf.test';
const address = { adrNumberWay: STREET, adrPostalCode: '69003', libelle: 'Lyon' };
const thisYear = () => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date()));
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(new Date());

interface Summary {
  documentId: string;
  kind: 'invoice' | 'creditNote';
  orderId: number;
  famId: number;
  buyerName: string;
  total: number;
  vat: { tva: number; base: number; amount: number }[];
}

describe('a family’s invoices through its erasure, in the running product', () => {
  let app: TestApp;
  let admin: string;
  let pass: { id: number; libelle: string; fftTarif: number };

  const ok = (answer: { body: { resultCode: string; data: unknown } }) => {
    if (answer.body.resultCode !== 'Ok') throw new Error(JSON.stringify(answer.body));
    return answer.body.data as any;
  };
  const documentsOf = (orderId: number) => eventually(async () => ok(await app.call('GET', `/webapi/Facture?orderId=${orderId}`, { cookie: admin })) as Summary[], (list) => list.length > 0, 30_000);
  async function pdfText(path: string) {
    const response = await fetch(`${app.url}${path}`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
    return text.replace(/[\s\u00a0]+/g, ' ');
  }
  async function paidOrder(famId: number) {
    const placed = ok(await app.call('POST', '/webapi/Commande', { cookie: admin, headers: key(), body: { famId, items: [{ item: { id: pass.id }, qty: 2 }], address } }));
    ok(await app.call('PUT', `/webapi/Commande/${placed.id}`, { cookie: admin, headers: key(), body: { move: 'RECORD_PAYMENT', reason: '', method: 1, reference: 'Chèque 1234567' } }));
    return placed.id as number;
  }

  beforeAll(async () => {
    app = await startTestApp({ seed: true });
    admin = await app.login();
    const passes = ok(await app.call('GET', '/webapi/Forfait')) as { id: number; libelle: string; fftTarif: number; tva: number; fftLimiteAchat?: number }[];
    pass = passes.find((candidate) => candidate.fftTarif > 0 && candidate.tva > 0 && !candidate.fftLimiteAchat)!;
  }, 120_000);
  afterAll(async () => app?.close());

  it('prints what the law asks of an invoice to a family: no business terms, lines excluding VAT, a person’s payment reference', async () => {
    // The demo's invoices carry the demo school's mentions: a consumer's, without the 40 € indemnity.
    const demoInvoices = await Promise.all([1, 2, 3].map(async (orderId) => ok(await app.call('GET', `/webapi/Facture?orderId=${orderId}`, { cookie: admin })) as Summary[]));
    const demo = await pdfText(`/webapi/Facture/${demoInvoices.flat().find((document) => document.kind === 'invoice')!.documentId}.pdf`);
    expect(demo).toContain('FACTURE');
    expect(demo).not.toMatch(/indemnité forfaitaire|40 €|escompte/i);
    const { famId } = await app.createAccount({ email: 'paul.mentions@plouf.test', password: 'famille-2026', roles: ['Client', 'Famille'], nom: 'Mentions', prenom: 'Paul' });
    const orderId = await paidOrder(famId);
    const [invoice] = await documentsOf(orderId);
    const text = await pdfText(`/webapi/Facture/${invoice!.documentId}.pdf`);
    expect(text).toContain('P.U. HT');
    expect(text).toContain('Total HT');
    expect(text).toContain('(réf. Chèque 1234567)');
    expect(text).not.toContain('offline:');
  });

  it('keeps the buyer an invoice was issued to after the family’s erasure; the rest of the product shows it erased', async () => {
    const { famId } = await app.createAccount({ email: EMAIL, password: 'famille-2026', roles: ['Client', 'Famille'], nom: SURNAME, prenom: 'Zora' });
    ok(await app.call('PUT', `/webapi/Family/${famId}`, { cookie: admin, headers: key(), body: { libelle: SURNAME, address } }));
    const orderId = await paidOrder(famId);
    const [invoice] = await documentsOf(orderId);
    expect(invoice!.buyerName).toContain(SURNAME);
    const issuedPdf = await pdfText(`/webapi/Facture/${invoice!.documentId}.pdf`);
    expect(issuedPdf).toContain(STREET);
    expect(issuedPdf).toContain(EMAIL);

    ok(await app.call('POST', `/webapi/Family/${famId}/effacement`, { cookie: admin, headers: key(), body: {} }));
    ok(await app.call('POST', `/webapi/Family/${famId}/effacement/confirmation`, { cookie: admin, headers: key(), body: { famName: SURNAME } }));
    expect(await app.platform.caughtUp()).toBe(true);

    // The invoice as issued: in the list, the PDF and the accountant's CSV (the email, not a legal mention, is gone).
    const [after] = ok(await app.call('GET', `/webapi/Facture?orderId=${orderId}`, { cookie: admin })) as Summary[];
    expect(after!.buyerName).toBe(invoice!.buyerName);
    const pdf = await pdfText(`/webapi/Facture/${invoice!.documentId}.pdf`);
    expect(pdf).toContain(invoice!.buyerName);
    expect(pdf).toContain(STREET);
    expect(pdf).not.toContain(EMAIL);
    expect(pdf).not.toContain('Famille supprimée');
    const csv = ok(await app.call('GET', `/webapi/Compta/export.csv?month=${thisMonth()}&kind=documents`, { cookie: admin })) as string;
    expect(csv.split('\r\n').find((line) => line.startsWith(`${invoice!.documentId};`))).toContain(invoice!.buyerName);
    // Everything else: erased.
    expect(ok(await app.call('GET', `/webapi/Family/${famId}`, { cookie: admin })).libelle).toBe('Famille supprimée');
    expect(ok(await app.call('GET', `/webapi/Commande/${orderId}`, { cookie: admin })).famName).toBe('Famille supprimée');

    // A rebuild reads the same: the name is sealed under the year's books key, not the family's.
    const rows = async () => (await app.platform.db.selectFrom('documents').select(['id', 'view']).where('fam_id', '=', famId).orderBy('id').execute()).map((row) => row.view);
    const live = await rows();
    await rebuildReadModel(app.platform.store, app.platform.db, booksProjector);
    expect(await rows()).toEqual(live);

    // A refund after the erasure: its credit note names the invoice's buyer, as the invoice does.
    ok(await app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, headers: key(), body: { move: 'REFUND', reason: 'Déménagement', refund: 'full' } }));
    const both = await eventually(async () => ok(await app.call('GET', `/webapi/Facture?orderId=${orderId}`, { cookie: admin })) as Summary[], (list) => list.length === 2, 30_000);
    expect(both.map((document) => [document.kind, document.buyerName])).toEqual([
      ['invoice', invoice!.buyerName],
      ['creditNote', invoice!.buyerName],
    ]);
  });

  it('issues an invoice without VAT under the franchise, with its mention, and a change of the settings later leaves it as issued', async () => {
    const identity = ok(await app.call('GET', '/webapi/Ecole/identite', { cookie: admin }));
    delete identity.savedAt;
    ok(await app.call('PUT', '/webapi/Ecole/identite', { cookie: admin, headers: key(), body: { ...identity, vatNumber: '' } }));
    const { famId } = await app.createAccount({ email: 'franchise@plouf.test', password: 'famille-2026', roles: ['Client', 'Famille'], nom: 'Franchise', prenom: 'Léo' });
    const orderId = await paidOrder(famId);
    const [invoice] = await documentsOf(orderId);
    expect(invoice!.vat).toEqual([{ tva: 0, base: invoice!.total, amount: 0 }]);
    const before = await pdfText(`/webapi/Facture/${invoice!.documentId}.pdf`);
    expect(before).toContain('TVA non applicable, art. 293 B du CGI');
    expect(before).not.toContain('Total TVA');
    // Registered for VAT later: the documents issued before do not change.
    ok(await app.call('PUT', '/webapi/Ecole/identite', { cookie: admin, headers: key(), body: { ...identity, vatNumber: 'FR40912345678' } }));
    expect(await pdfText(`/webapi/Facture/${invoice!.documentId}.pdf`)).toBe(before);
    const next = await documentsOf(await paidOrder(famId));
    expect(next[0]!.vat.every((line) => line.tva > 0 && line.amount > 0)).toBe(true);
  });
});

describe('an erasure between a payment and its invoice, and the end of the books’ retention', () => {
  let app: TestApp;
  const famId = 7_700;
  const year = thisYear();

  beforeAll(async () => {
    // No processes: the invoices process is started by the test, after the erasure.
    app = await startTestApp({ projections: false });
  }, 120_000);
  afterAll(async () => app?.close());

  const meta = () => ({ correlationId: 'books-retention-test', userId: null, timestamp: new Date().toISOString() });
  async function placeAndPay(orderId: number) {
    const now = new Date().toISOString();
    const line = { id: 4, libelle: 'Carte 10 séances', fftTarif: 15000, tva: 2000, qty: 1, total: 15000, psnId: null, fftIsAbo: false, fftNbEntree: 10, fftValiditeM: 12, acyIds: [], psnIds: [] };
    const buyer = { userId: null, email: EMAIL, name: 'Zora Quenelle', language: 'fr' as const };
    const place = { orderId, famId, famName: SURNAME, buyer, lines: [line], total: 15000, vat: [{ tva: 2000, base: 12500, amount: 2500 }], address, physical: false, channel: 'desk' as const, now, by: null };
    await handleCommand(app.platform.store, orderStream(orderId), orderDecider, { type: 'PlaceOrder', data: place }, meta());
    await handleCommand(app.platform.store, orderStream(orderId), orderDecider, { type: 'RecordDeskPayment', data: { orderId, paymentId: `desk_${orderId}`, method: 1, reference: 'Chèque 42', reason: '', now, by: null } }, meta());
  }
  const issued = async () => (await app.platform.store.readStream(invoicesStream(year))).filter((event) => event.type === 'InvoiceIssued').map((event) => event.data as InvoiceIssued['data']);

  it('loses nothing of an order paid before the erasure, and names nobody on one paid after it', async () => {
    await placeAndPay(900_001);
    // The family erased before the invoices process saw the payment (it was behind, or stopped).
    const subjects = [familySubject(famId)];
    await app.platform.eraseSubjects(subjects, randomUUID());
    await app.platform.store.appendToStream(familyStream(famId), [{ type: 'FamilyErased', data: { famId, erasureId: randomUUID(), subjects, userIds: [], contactIds: [], subscriberIds: [], at: new Date().toISOString(), by: null } }]);
    // An order of the erased family paid after (what the desk cannot do, written here directly): its values are written erased.
    await placeAndPay(900_002);

    const process = await startInvoiceProcess({ store: app.platform.store, pool: app.platform.pool, log: { error: () => undefined } });
    try {
      const documents = await eventually(issued, (list) => list.length === 2, 30_000);
      const [before, after] = [documents.find((document) => document.orderId === 900_001)!, documents.find((document) => document.orderId === 900_002)!];
      // Billed with the payment, before the erasure: the name and address as billed; the email went with the family.
      expect(before.buyer).toMatchObject({ name: 'Zora Quenelle', address: [STREET, '69003 Lyon'], email: '' });
      expect(before.retainedUntil).toBe(`${year + 10}-12-31`);
      // Paid after the erasure: nobody's name.
      expect(after.buyer.name).not.toContain('Quenelle');
      expect(after.buyer.address).toEqual([]);
    } finally {
      await process.stop();
    }
    // The raw store holds the billed name only sealed, under the year's books key.
    const { rows } = await app.platform.pool.query<{ data: string; metadata: string }>(`SELECT data::text AS data, metadata::text AS metadata FROM es_events WHERE stream_id = $1`, [invoicesStream(year)]);
    expect(rows.every((row) => !row.data.includes('Quenelle') && !row.metadata.includes('Quenelle'))).toBe(true);
    expect(rows.some((row) => row.metadata.includes(booksSubject(year)))).toBe(true);
  });

  it('ends a year’s buyers once its ten years are over, never before, once', async () => {
    const names = async () => {
      await rebuildReadModel(app.platform.store, app.platform.db, booksProjector);
      const rows = await app.platform.db.selectFrom('documents').select('view').where('year', '=', year).execute();
      return rows.map((row) => (JSON.parse(row.view) as BookDocument).buyer.name);
    };
    expect(await names()).toContain('Zora Quenelle');
    const item = (clock: Date) => ({ kind: 'books-retention', key: String(year), dueAt: clock, payload: {}, attempt: 1, idempotencyKey: `books-retention:${year}` });
    const early = new Date(`${year + 10}-12-31T12:00:00.000Z`);
    await booksRetentionHandler({ store: app.platform.store, pool: app.platform.pool, clock: () => early, erase: app.platform.eraseSubjects })(item(early));
    expect(await names()).toContain('Zora Quenelle');

    const due = new Date(`${year + 11}-01-01T03:00:00.000Z`);
    const handler = booksRetentionHandler({ store: app.platform.store, pool: app.platform.pool, clock: () => due, erase: app.platform.eraseSubjects });
    await handler(item(due));
    await handler(item(due));
    expect(await names()).toEqual(expect.not.arrayContaining(['Zora Quenelle']));
    expect((await app.platform.store.readStream('books-retention')).map((event) => event.type)).toEqual(['BooksRetentionEnded']);
    const { rows } = await app.platform.pool.query(`SELECT subject FROM personal_keys WHERE subject = $1`, [booksSubject(year)]);
    expect(rows).toEqual([]);
    // The next year's end is waiting for its 1 January.
    const { rows: waiting } = await app.platform.pool.query<{ key: string }>(`SELECT key FROM due_items WHERE kind = 'books-retention' AND status = 'waiting'`);
    expect(waiting.map((row) => row.key)).toContain(String(year + 1));
  });
});
