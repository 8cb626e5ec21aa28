import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_PROCESS, startLedgerProcess } from '@plouf/command-api';
import { parisMoment } from '@plouf/infra/days';
import { extractText, getDocumentProxy } from 'unpdf';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { eventually } from '../harness/wait.ts';
import { pricedTerm, termCatalogue, termFamily, type TermCatalogue, type TermFamily } from '../harness/terms.ts';

/**
 * The family's ledger (issue 43, ADR 0029 decisions 27-32), through the HTTP API on both engines: a
 * term paid in three parts charges the family the term's price once, each part paid (the card kept,
 * the desk's voucher) records its payment, the statement says what is left and when; a family reads
 * only its own; the ledger's process acting again on every event (a restart, two nodes at once)
 * records nothing twice; the statement prints as a PDF.
 */
let app: TestApp;
let admin: string;
let cat: TermCatalogue;
let termId: number;
let families = 0;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `family-ledger-${Date.now()}-${keyCount++}` });
const TERM_CENTS = 15_001;

type Entry = { key: string; at: string; kind: string; cents: number; balance: number; orderId: number; method: number | null; part: number | null; parts: number | null; lines: string[] };
type Statement = { famId: number; famName: string; balance: number; from: string | null; to: string | null; opening: number; closing: number; months: string[]; totals: Record<string, number>; entries: Entry[]; upcoming: Array<{ orderId: number; part: number; parts: number; due: string; cents: number }> };

const newFamily = () => termFamily(app, 9_700 + families++, { fftId: cat.childPass.id, libelle: 'Carte 10 séances enfants', entries: 2 });
const statementOf = async (cookie: string, famId?: number, period = '') => {
  const answer = await app.call('GET', `/webapi/Family/releve?${famId === undefined ? '' : `famId=${famId}&`}${period}`, { cookie });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  return answer.body.data as Statement;
};
/** A family enrolled in three parts, its first paid with the test card. */
const enrolledInParts = async () => {
  const family = await newFamily();
  const answer = await app.call('POST', '/webapi/Family/enrolment', { cookie: family.cookie, headers: key(), body: { termId, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: family.childId, cardId: 0, pay: 'tuition', instalments: 3 } });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  const orderId = (answer.body.data as { hold: { orderId: number } }).hold.orderId;
  const asked = await app.call('POST', `/webapi/Commande/${orderId}/pay`, { cookie: family.cookie, headers: key(), body: {} });
  expect(asked.body.resultCode, JSON.stringify(asked.body)).toBe('Ok');
  const paid = await app.call('POST', `/webapi/Commande/${orderId}/test-payment`, { cookie: family.cookie, headers: key(), body: { clientSecret: asked.body.data.clientSecret, cardNumber: '4242424242424242' } });
  expect(paid.body.resultCode, JSON.stringify(paid.body)).toBe('Ok');
  return { family, orderId, enrId: (answer.body.data as { id: number }).id };
};
const ledgerEvents = async () =>
  (await app.platform.pool.query<{ key: string; n: string }>(`SELECT data->>'key' AS key, count(*)::text AS n FROM es_events WHERE type = 'LedgerEntryRecorded' GROUP BY 1`)).rows;
async function pdfText(path: string, cookie: string) {
  const response = await fetch(`${app.url}${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  cat = await termCatalogue(app);
  termId = await pricedTerm(app, admin, cat, { libelle: 'Trimestre du relevé', englishName: 'Statement term', cents: TERM_CENTS, from: 200, tariff: { instalments: 3 } });
}, 120_000);

afterAll(async () => {
  app?.clock.reset();
  await app?.close();
});

describe('the family ledger', () => {
  let family: TermFamily;
  let orderId: number;

  it('charges the term once at its first part, records each payment with its part and method, and says what is left and when', async () => {
    ({ family, orderId } = await enrolledInParts());
    const first = await eventually(() => statementOf(family.cookie), (statement) => statement.entries.some((entry) => entry.kind === 'paid'));
    expect(first.famId).toBe(family.famId);
    expect(first.entries.map((entry) => [entry.kind, entry.cents, entry.balance])).toEqual([
      ['charged', TERM_CENTS, TERM_CENTS],
      ['paid', 5_001, 10_000],
    ]);
    expect(first.entries[1]).toMatchObject({ orderId, method: 0, part: 1, parts: 3 });
    expect(first.entries[0]!.lines.join(' ')).toContain('Trimestre du relevé');
    expect(first.balance).toBe(10_000);
    expect(first.upcoming.map((due) => [due.part, due.cents])).toEqual([
      [2, 5_000],
      [3, 5_000],
    ]);

    // The desk's dashboard reads the balances from the ledgers: this family owes the two parts left.
    const dashboard = (await app.call('GET', '/webapi/Dashboard?from=2026-01-01&to=2026-01-31', { cookie: admin })).body.data as { balances: { owed: number; owing: Array<{ famId: number; balance: number }> } };
    expect(dashboard.balances.owing.find((row) => row.famId === family.famId)?.balance).toBe(10_000);
    expect(dashboard.balances.owed).toBeGreaterThanOrEqual(10_000);

    // The second part charged on the card kept, on its day.
    const second = first.upcoming[0]!;
    app.clock.set(new Date(Date.parse(parisMoment(second.due, 9, 0)) + 60_000).toISOString());
    const afterSecond = await eventually(() => statementOf(family.cookie), (statement) => statement.balance === 5_000, 30_000);
    expect(afterSecond.entries.at(-1)).toMatchObject({ kind: 'paid', cents: 5_000, part: 2, parts: 3 });
    expect(afterSecond.upcoming.map((due) => due.part)).toEqual([3]);

    // The desk takes the third part early, in Pass'Sport: the order paid, the account settled.
    const desk = await app.call('PUT', `/webapi/Commande/${orderId}`, { cookie: admin, headers: key(), body: { move: 'RECORD_PAYMENT', reason: 'Pass’Sport', method: 7, reference: `PS-${orderId}`, amount: 5_000 } });
    expect(desk.body.resultCode, JSON.stringify(desk.body)).toBe('Ok');
    const settled = await eventually(() => statementOf(family.cookie), (statement) => statement.balance === 0, 30_000);
    expect(settled.entries.at(-1)).toMatchObject({ kind: 'paid', cents: 5_000, method: 7 });
    expect(settled.upcoming).toEqual([]);
    expect(settled.totals).toMatchObject({ charged: TERM_CENTS, paid: TERM_CENTS, refunded: 0, credited: 0 });
  }, 120_000);

  it('reads a month: the balance before it and at its end, its entries and totals; the months with entries; a period backwards refused', async () => {
    const whole = await statementOf(family.cookie);
    expect(whole).toMatchObject({ from: null, to: null, opening: 0, closing: 0, balance: 0 });
    // The first part paid this month, the second and the desk's Pass'Sport on the second part's day.
    const dayOf = (entry: Entry) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(entry.at));
    const months = [...new Set(whole.entries.map((entry) => dayOf(entry).slice(0, 7)))].sort().reverse();
    expect(whole.months).toEqual(months);
    expect(months).toHaveLength(2);
    const [later, first] = months as [string, string];
    const monthEnd = (month: string) => `${month}-${new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()}`;

    const opening = await statementOf(family.cookie, undefined, `from=${first}-01&to=${monthEnd(first)}`);
    expect(opening).toMatchObject({ from: `${first}-01`, to: monthEnd(first), opening: 0, closing: 10_000, balance: 0, months });
    expect(opening.entries.map((entry) => [entry.kind, entry.cents])).toEqual([
      ['charged', TERM_CENTS],
      ['paid', 5_001],
    ]);
    expect(opening.totals).toMatchObject({ charged: TERM_CENTS, paid: 5_001 });

    const closing = await statementOf(family.cookie, undefined, `from=${later}-01&to=${monthEnd(later)}`);
    expect(closing).toMatchObject({ opening: 10_000, closing: 0 });
    expect(closing.entries.map((entry) => [entry.kind, entry.cents, entry.balance])).toEqual([
      ['paid', 5_000, 5_000],
      ['paid', 5_000, 0],
    ]);
    expect(closing.totals).toMatchObject({ charged: 0, paid: 10_000 });

    // Open at one end; a month with nothing in it keeps the balance as it stood.
    expect(await statementOf(family.cookie, undefined, `to=${monthEnd(first)}`)).toMatchObject({ opening: 0, closing: 10_000 });
    const empty = await statementOf(family.cookie, undefined, 'from=2099-01-01&to=2099-01-31');
    expect(empty).toMatchObject({ entries: [], opening: 0, closing: 0 });
    expect(await statementOf(admin, family.famId, `from=${later}-01`)).toMatchObject({ opening: 10_000, closing: 0 });

    const backwards = await app.call('GET', '/webapi/Family/releve?from=2026-11-30&to=2026-11-01', { cookie: family.cookie });
    expect(backwards.status).toBe(422);
    expect(backwards.body.resultCode).toBe('InvalidModelState');
    expect(JSON.stringify(backwards.body.data)).toContain('précéder');
    for (const bad of ['from=2026-02-30', 'to=yesterday', 'from=2026-13-01']) {
      const refused = await app.call('GET', `/webapi/Family/releve?${bad}`, { cookie: family.cookie });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.resultCode).toBe('InvalidModelState');
    }

    // The PDF of the month says the period and the balances around it.
    const pdf = await pdfText(`/webapi/Family/releve.pdf?lang=fr&from=${later}-01&to=${monthEnd(later)}`, family.cookie);
    expect(pdf).toContain(`Du 01/${later.slice(5, 7)}/${later.slice(0, 4)} au`);
    expect(pdf).toMatch(/Solde avant le 01\/\d\d\/\d{4} 100,00\s€/);
    expect(pdf).toContain('Pass’Sport');
    expect(pdf).not.toContain('versement 1 sur 3');
    const english = await pdfText(`/webapi/Family/releve.pdf?lang=en&from=${first}-01&to=${monthEnd(first)}`, family.cookie);
    expect(english).toContain('From 1 ');
    expect(english).toMatch(/Balance on \d+ \w+ \d{4} €100\.00/);
  });

  it('a family reads its own statement whatever it asks; the desk reads any; nobody else reads one', async () => {
    const other = await newFamily();
    expect((await statementOf(other.cookie, family.famId)).famId).toBe(other.famId);
    expect((await statementOf(other.cookie, family.famId)).entries).toEqual([]);
    expect((await statementOf(admin, family.famId)).entries.length).toBeGreaterThanOrEqual(4);
    const unknown = await app.call('GET', '/webapi/Family/releve?famId=987654', { cookie: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.resultCode).toBe('FileNotFound');
    const anonymous = await app.call('GET', `/webapi/Family/releve?famId=${family.famId}`, {});
    expect(anonymous.status).toBe(401);
    const bad = await app.call('GET', '/webapi/Family/releve?famId=abc', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.resultCode).toBe('InvalidModelState');
  });

  it('prints the statement as a PDF, in French and English', async () => {
    const french = await pdfText('/webapi/Family/releve.pdf?lang=fr', family.cookie);
    expect(french).toContain('Relevé de compte');
    expect(french).toContain('Compte à jour');
    expect(french).toContain('Pass’Sport');
    expect(french).toContain('versement 2 sur 3');
    const english = await pdfText(`/webapi/Family/releve.pdf?lang=en&famId=${family.famId}`, admin);
    expect(english).toContain('Account statement');
    expect(english).toContain('instalment 1 of 3');
  });

  it('records nothing twice when its process acts again on every event, twice at once (a restart, two nodes)', async () => {
    const { pool, store } = app.platform;
    expect(await app.server.settled()).toBe(true);
    const before = await ledgerEvents();
    const balance = (await statementOf(family.cookie)).balance;
    await pool.query(`UPDATE process_checkpoints SET position = 0 WHERE name = $1`, [LEDGER_PROCESS]);
    let acted = 0;
    const replays = await Promise.all([1, 2].map(() => startLedgerProcess({ store, pool, log: { error: () => undefined }, onActed: () => acted++ })));
    const head = (await store.headPosition()).toString();
    await eventually(async () => (await pool.query<{ position: string }>(`SELECT position::text AS position FROM process_checkpoints WHERE name = $1`, [LEDGER_PROCESS])).rows[0]?.position, (position) => BigInt(position ?? 0) >= BigInt(head), 120_000);
    await Promise.all(replays.map((replay) => replay.stop()));
    expect(await app.server.settled()).toBe(true);
    const after = await ledgerEvents();
    // Each event acted on again, by one or the other (or both): the entries were all there already.
    expect(acted).toBeGreaterThanOrEqual(new Set(before.map((row) => row.key.split(':')[0])).size);
    expect(after.filter((row) => row.n !== '1')).toEqual([]);
    expect(after.length).toBe(before.length);
    expect((await statementOf(family.cookie)).balance).toBe(balance);
  }, 180_000);
});
