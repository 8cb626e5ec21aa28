import type { DashboardView } from '@plouf/command-api/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { eventually } from '../harness/wait.ts';

/**
 * Issue 41, item 14, over HTTP: every CSV the server writes is in the reader's dialect (`;` and
 * decimal commas in French, `,` and decimal points in English: `@plouf/infra/csv`), quoted where it
 * must be, and a value a family typed never becomes a spreadsheet formula; the dashboard names the
 * catalogue's pools, activities and passes with their English, which its screen and its CSVs show.
 */
let app: TestApp;
let admin: string;
let keys = 0;
const key = () => ({ 'idempotency-key': `csv-exports-${Date.now()}-${keys++}` });
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(new Date());
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
/** A first name a spreadsheet would run (the invoice's buyer is "first name, surname"): a formula with a link, quotes and the English separator. */
const HOSTILE = '=HYPERLINK("http://x.test","clic")';
const CHILDREN_CARD = 'Carte 10 séances enfants';

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  // The hostile family buys the children's card at the desk, paid by cheque: an invoice made out to it.
  const { famId } = await app.createAccount({ email: `formule-${Date.now()}@plouf.test`, password: 'famille-2026', roles: ['Client', 'Famille'], nom: 'Formule', prenom: HOSTILE });
  const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[];
  const pass = passes.find((candidate) => candidate.libelle === CHILDREN_CARD)!;
  const placed = await app.call('POST', '/webapi/Commande', { cookie: admin, headers: key(), body: { famId, items: [{ item: { id: pass.id }, qty: 1 }], address: { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' } } });
  expect(placed.body.resultCode).toBe('Ok');
  const paid = await app.call('PUT', `/webapi/Commande/${placed.body.data.id}`, { cookie: admin, headers: key(), body: { move: 'RECORD_PAYMENT', reason: '', method: 1, reference: 'CHQ-1' } });
  expect(paid.body.resultCode).toBe('Ok');
  // Its own invoice, not any of the month's: the seeded demo may have invoiced this month already.
  const orderId = placed.body.data.id as number;
  await eventually(async () => (await app.call('GET', `/webapi/Facture?month=${thisMonth()}`, { cookie: admin })).body.data as { orderId: number }[], (documents) => documents.some((document) => document.orderId === orderId), 60_000);
}, 120_000);
afterAll(async () => app?.close());

describe('the accountant’s CSV', () => {
  it('is `;` with decimal commas in French, `,` with decimal points in English, and never runs a family’s name', async () => {
    // fetch's text() drops the byte order mark, which books.test checks in the bytes.
    const csv = async (lang: 'fr' | 'en') => ((await app.call('GET', `/webapi/Compta/export.csv?month=${thisMonth()}&kind=documents&lang=${lang}`, { cookie: admin })).body.data as string).replace(/^\uFEFF/, '');
    const french = (await csv('fr')).split('\r\n');
    const english = (await csv('en')).split('\r\n');
    expect(french[0]).toMatch(/^Numéro;Type;Date;Commande;Famille;Client;Total TTC/);
    expect(english[0]).toMatch(/^Number,Kind,Date,Order,Family,Buyer,Total incl. VAT/);
    const frenchLine = french.find((line) => line.includes('HYPERLINK'))!;
    const englishLine = english.find((line) => line.includes('HYPERLINK'))!;
    // The name as text (an apostrophe first), its quotes doubled, the field quoted.
    expect(frenchLine).toContain(`;"'=HYPERLINK(""http://x.test"",""clic"") Formule";`);
    expect(englishLine).toContain(`,"'=HYPERLINK(""http://x.test"",""clic"") Formule",`);
    expect(frenchLine).toMatch(/;\d+,\d\d(;|$)/);
    expect(englishLine).toMatch(/,\d+\.\d\d(,|$)/);
    expect(frenchLine).not.toMatch(/;\d+\.\d\d(;|$)/);
  });
});

describe('the newsletter’s addresses', () => {
  it('are written in the reader’s dialect with its column names', async () => {
    const subscriber = `lecteur-${Date.now()}@plouf.test`;
    expect((await app.call('POST', '/webapi/Newsletter', { headers: key(), body: { libelle: subscriber, mtpId: 11 } })).status).toBeLessThan(300);
    const listed = async () => ((await app.call('GET', `/webapi/Newsletter?offset=0&limit=100&search=${encodeURIComponent(subscriber)}`, { cookie: admin })).body.data as { items: { id: number }[] }).items;
    await expect.poll(async () => (await listed()).length, { timeout: 20_000 }).toBe(1);
    const id = (await listed())[0]!.id;
    expect((await app.call('PUT', '/webapi/Newsletter/execute', { cookie: admin, headers: key(), body: { action: 'validate', ids: [id] } })).body.resultCode).toBe('Ok');
    await expect.poll(async () => ((await app.call('GET', '/webapi/Newsletter/export?lang=en', { cookie: admin })).body.data as string).includes(subscriber), { timeout: 20_000 }).toBe(true);
    const english = ((await app.call('GET', '/webapi/Newsletter/export?lang=en', { cookie: admin })).body.data as string).replace(/^\uFEFF/, '');
    const french = ((await app.call('GET', '/webapi/Newsletter/export', { cookie: admin, language: 'fr' })).body.data as string).replace(/^\uFEFF/, '');
    expect(english.startsWith('Address,Language,Validated on\r\n')).toBe(true);
    // When it was validated, as an instant (UTC): the test's minute, whatever day it is in Paris.
    const validatedAt = new RegExp(`\\r\\n${subscriber.replace(/\./g, '\\.')},fr,([0-9T:.Z-]+)\\r\\n`).exec(english)?.[1];
    expect(Math.abs(Date.parse(validatedAt ?? '') - Date.now())).toBeLessThan(120_000);
    expect(french.startsWith('Adresse;Langue;Validée le\r\n')).toBe(true);
    // The bytes start with UTF-8's byte order mark: a spreadsheet reads the accents right.
    const bytes = new Uint8Array(await (await fetch(`${app.url}/webapi/Newsletter/export`, { headers: { cookie: admin } })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(french).toContain(`\r\n${subscriber};fr;${validatedAt}\r\n`);
  });
});

describe('the dashboard', () => {
  it('names its passes, pools and activities with their English, for the screen and its CSVs', async () => {
    // Today (the card sold) and the next two weeks (the demo's lessons).
    const to = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + 13 * 86_400_000));
    const view = (await app.call('GET', `/webapi/Dashboard?from=${today()}&to=${to}`, { cookie: admin })).body.data as DashboardView;
    const sold = view.current.money.byPass.find((line) => line.libelle === CHILDREN_CARD);
    expect(sold?.translations?.en?.libelle).toBe('10-session card, children');
    const english = (lines: { translations?: { en?: { libelle?: string } } }[]) => lines.map((line) => line.translations?.en?.libelle);
    expect(english(view.current.lessons.byPool).some((name) => ['Les Tilleuls pool', 'Marne aquatic centre'].includes(name ?? ''))).toBe(true);
    expect(english(view.current.lessons.byActivity).filter(Boolean).length).toBeGreaterThan(0);
    // An instructor is nobody's catalogue name: none.
    expect(english(view.current.lessons.byInstructor).filter(Boolean)).toEqual([]);
  });
});
