import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCourses } from '@plouf/command-api';
import { parisDay } from '@plouf/infra/days';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { dayIn, termCatalogue, termFamily, type TermCatalogue } from '../harness/terms.ts';
import { eventually } from '../harness/wait.ts';

/**
 * Enrolment as a family finds it (issue 41), through the HTTP API: the pages are offered every term
 * not ended — the one running and those open or about to open, each with its opening — not only the
 * first (a short term for one pool no longer hides the others); a card says what it was paid (what
 * its entries are worth); a week the family declared absent is not called cancelled.
 */
let app: TestApp;
let admin: string;
let cat: TermCatalogue;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `terms-offered-${Date.now()}-${keyCount++}` });

type Term = { id: number; libelle: string; phase: string; opensAt: string; priorityOpensAt: string | null; firstDay: string; lastDay: string };
type Slots = { term: Term | null; terms: Term[]; slots: Array<{ termId: number; tcsId: number; piscine: { id: number }; dates: string[] }> };

async function defineTerm(body: Record<string, unknown>): Promise<Term> {
  const answer = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body: { englishName: '', psnId: null, priorityOpensAt: null, ...body } });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  return answer.body.data as Term;
}

const slotsOf = async (query: string) => {
  const answer = await app.call('GET', `/webapi/Trimestre/slots${query}`);
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
  return answer.body.data as Slots;
};

let running: Term;
let december: Term;
let spring: Term;
let otherPool: number;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  cat = await termCatalogue(app);
  otherPool = cat.slots.find((slot) => slot.psnId !== cat.pool)!.psnId;
  const hour = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  running = await defineTerm({ libelle: 'Trimestre en cours', firstDay: dayIn(-14), lastDay: dayIn(13), opensAt: hour(-30) });
  // A short term for one pool between the two: before issue 41 it was all that pool's page showed.
  december = await defineTerm({ libelle: 'Stage de décembre', psnId: cat.pool, firstDay: dayIn(14), lastDay: dayIn(27), opensAt: hour(3) });
  spring = await defineTerm({ libelle: 'Trimestre de printemps', firstDay: dayIn(35), lastDay: dayIn(62), priorityOpensAt: hour(1), opensAt: hour(2) });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('the terms a page offers', () => {
  it('lists every term not ended with its opening, the running one shown first, on /reserver and on each pool’s page', async () => {
    const everywhere = await slotsOf('');
    expect(everywhere.terms.map((term) => term.id)).toEqual([running.id, december.id, spring.id]);
    expect(everywhere.terms.map((term) => term.phase)).toEqual(['open', 'closed', 'closed']);
    expect(everywhere.terms[2]).toMatchObject({ opensAt: spring.opensAt, priorityOpensAt: spring.priorityOpensAt });
    expect(everywhere.term?.id).toBe(running.id);

    // The pool of the short term: all three; another pool: the two for every pool.
    expect((await slotsOf(`?psnId=${cat.pool}`)).terms.map((term) => term.libelle)).toEqual(['Trimestre en cours', 'Stage de décembre', 'Trimestre de printemps']);
    expect((await slotsOf(`?psnId=${otherPool}`)).terms.map((term) => term.libelle)).toEqual(['Trimestre en cours', 'Trimestre de printemps']);
  });

  it('serves the slots of the term chosen, with the others still listed', async () => {
    const chosen = await slotsOf(`?termId=${spring.id}&psnId=${cat.pool}`);
    expect(chosen.term?.id).toBe(spring.id);
    expect(chosen.terms.map((term) => term.id)).toEqual([running.id, december.id, spring.id]);
    const slot = chosen.slots.find((candidate) => candidate.tcsId === cat.slot.tcsId)!;
    expect(slot.termId).toBe(spring.id);
    expect(slot.dates.length).toBe(4);
    expect(slot.dates.every((date) => parisDay(new Date(date)) >= spring.firstDay && parisDay(new Date(date)) <= spring.lastDay)).toBe(true);
  });
});

describe('what a card was paid', () => {
  it('is its order line’s price; a card given at the desk has none', async () => {
    const { famId } = await app.createAccount({ email: 'prix@plouf.test', password: 'famille-2026', roles: ['Client', 'Famille'], nom: 'Prix' });
    const cookie = await app.login('prix@plouf.test', 'famille-2026');
    const passes = (await app.call('GET', '/webapi/Forfait')).body.data as { id: number; fftTarif: number }[];
    const price = passes.find((pass) => pass.id === cat.childPass.id)!.fftTarif;
    const address = { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' };
    const placed = (await app.call('POST', '/webapi/Commande/checkout', { cookie, headers: key(), body: { items: [{ item: { id: cat.childPass.id }, qty: 1, psnId: cat.pool }], address } })).body.data;
    const paid = await app.call('POST', `/webapi/Commande/${placed.orderId}/test-payment`, { cookie, headers: key(), body: { clientSecret: placed.clientSecret, cardNumber: '4242424242424242' } });
    expect(paid.body.data.cmdStatus).toBe(2);
    const given = await app.call('POST', `/webapi/Family/carte/${famId}`, { cookie: admin, headers: key(), body: { fftId: cat.childPass.id, note: 'guichet' } });
    expect(given.body.resultCode).toBe('Ok');
    type Card = { id: number; cmdId: number | null; price?: number | null };
    const cards = await eventually(async () => (await app.call('GET', '/webapi/Family/forfaits', { cookie })).body.data as Card[], (list) => list.length === 2);
    expect(cards.find((card) => card.cmdId === placed.orderId)?.price).toBe(price);
    expect(cards.find((card) => card.cmdId === null)?.price).toBeNull();
  });
});

describe('a week declared absent', () => {
  it('is told apart from a lesson the school cancelled', async () => {
    const family = await termFamily(app, 1, { fftId: cat.childPass.id, libelle: cat.childPass.libelle, entries: 10 });
    // The desk generated the running term's lessons; the child is seated on them.
    const pool = (await app.call('GET', `/webapi/Piscine/${cat.pool}`)).body.data as Parameters<typeof generateCourses>[0];
    const made = await app.call('POST', '/webapi/Cours/addRange', { cookie: admin, headers: key(), body: generateCourses(pool, { from: dayIn(1), to: dayIn(13) }, new Date()) });
    expect(made.body.resultCode).toBe('Ok');
    const enrolled = await app.call('POST', '/webapi/Family/enrolment', { cookie: family.cookie, headers: key(), body: { termId: running.id, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: family.childId, cardId: family.cardId } });
    expect(enrolled.body.resultCode, JSON.stringify(enrolled.body)).toBe('Ok');
    type Enrolment = { weeks: Array<{ date: string; state: string; insId: number | null }> };
    const read = async () => ((await app.call('GET', '/webapi/Family/enrolments', { cookie: family.cookie })).body.data as Enrolment[])[0]!;
    const seated = await eventually(read, (enrolment) => enrolment.weeks.length > 0 && enrolment.weeks.every((week) => week.state === 'coming' && week.insId !== null), 20_000);
    const absent = seated.weeks.at(-1)!;
    const declared = await app.call('POST', '/webapi/Family/absence', { cookie: family.cookie, headers: key(), body: { insId: absent.insId } });
    expect(declared.body.resultCode, JSON.stringify(declared.body)).toBe('Ok');
    const after = await eventually(read, (enrolment) => enrolment.weeks.some((week) => week.state !== 'coming'));
    expect(after.weeks.find((week) => week.date === absent.date)?.state).toBe('excused');
  });
});
