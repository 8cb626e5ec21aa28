import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, parisDay } from '@plouf/infra/days';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { dayIn, termCatalogue, termFamily, type TermCatalogue, type TermFamily } from '../harness/terms.ts';

/**
 * A term's promo codes (issue 43), through the HTTP API on both engines: the school writes them in
 * the term's tariff (never served to families), a family's code is checked for the dialog and
 * decided again by the enrolment (its days, its uses counted on the code's stream), its discount is
 * named on the order's line, a cancelled order gives its use back; two families taking a code's last
 * use at once: one gets it (a race, meaningful on PostgreSQL).
 */
let app: TestApp;
let admin: string;
let cat: TermCatalogue;
let termId: number;
let families = 0;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `term-promo-${Date.now()}-${keyCount++}` });
const TERM_CENTS = 15_000;
const until = (assertion: () => Promise<void>) => vi.waitFor(assertion, { timeout: 20_000, interval: 100 });

type Enrolment = { id: number; status: string; hold?: { orderId: number; cents: number } };
const today = () => parisDay(new Date());
const newFamily = () => termFamily(app, 9_800 + families++, { fftId: cat.childPass.id, libelle: 'Carte 10 séances enfants', entries: 2 });
const enrol = (family: TermFamily, promoCode?: string) =>
  app.call('POST', '/webapi/Family/enrolment', { cookie: family.cookie, headers: key(), body: { termId, psnId: cat.pool, tcsId: cat.slot.tcsId, usrId: family.childId, cardId: 0, pay: 'tuition', ...(promoCode && { promoCode }) } });
const orderOf = async (family: TermFamily, orderId: number) => (await app.call('GET', `/webapi/Commande/${orderId}`, { cookie: family.cookie })).body.data as { cmdStatus: number; cmdTotal: number; rows: Array<{ libelle: string; tuition?: { discounts?: Array<{ kind: string; cents: number; code?: string }> } }> };
/** The desk gives the place up (the slot's places are few). */
const giveUp = async (enrId: number) => expect((await app.call('PUT', `/webapi/Family/enrolment/${enrId}/drop`, { cookie: admin, headers: key(), body: { fromDate: null } })).body.resultCode).toBe('Ok');
const uses = async (code: string) => (await app.platform.store.readStream(`promo-${termId}-${code}`)).map((event) => `${event.type}:${(event.data as { orderId: number }).orderId}`);

const termBody = (promos: unknown[], from = 300) => ({
  libelle: 'Trimestre promo',
  englishName: 'Promo term',
  psnId: null,
  priorityOpensAt: null,
  firstDay: dayIn(from),
  lastDay: dayIn(from + 55),
  opensAt: new Date(Date.now() - 3_600_000).toISOString(),
  tariff: { activities: [], slots: [{ psnId: cat.pool, tcsId: cat.slot.tcsId, cents: TERM_CENTS }], promos },
});

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  cat = await termCatalogue(app);
  const promos = [
    { code: 'ETE10', kind: 'percent', value: 10, from: null, until: null, maxUses: 2 },
    { code: 'LAST', kind: 'amount', value: 2_000, from: null, until: null, maxUses: 1 },
    { code: 'OLD', kind: 'percent', value: 50, from: null, until: addDays(today(), -1), maxUses: null },
    { code: 'SOON', kind: 'percent', value: 50, from: addDays(today(), 2), until: null, maxUses: null },
  ];
  const defined = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body: termBody(promos) });
  expect(defined.body.resultCode, JSON.stringify(defined.body)).toBe('Ok');
  termId = defined.body.data.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('a term’s promo codes', () => {
  it('are the back-office’s: a family, a visitor read the term without them; a code twice is refused', async () => {
    const family = await newFamily();
    const adminView = (await app.call('GET', `/webapi/Trimestre/${termId}`, { cookie: admin })).body.data as { tariff: { promos?: Array<{ code: string }> } };
    expect(adminView.tariff.promos?.map((promo) => promo.code)).toEqual(['ETE10', 'LAST', 'OLD', 'SOON']);
    for (const cookie of [family.cookie, undefined]) {
      const seen = await app.call('GET', `/webapi/Trimestre/${termId}`, { ...(cookie && { cookie }) });
      expect(JSON.stringify(seen.body)).not.toContain('ETE10');
      const listed = await app.call('GET', '/webapi/Trimestre', { ...(cookie && { cookie }) });
      expect(JSON.stringify(listed.body)).not.toContain('ETE10');
      const slots = await app.call('GET', `/webapi/Trimestre/slots?termId=${termId}`, { ...(cookie && { cookie }) });
      expect(JSON.stringify(slots.body)).not.toContain('ETE10');
    }
    const twice = await app.call('POST', '/webapi/Trimestre', { cookie: admin, headers: key(), body: termBody([{ code: 'DUO', kind: 'percent', value: 5, from: null, until: null, maxUses: null }, { code: 'duo', kind: 'amount', value: 500, from: null, until: null, maxUses: null }], 500) });
    expect([twice.status, twice.body.resultCode, twice.body.data.errorMessage]).toEqual([422, 'InvalidModelState', expect.stringContaining('code promo est unique')]);
  });

  it('checks a typed code for the dialog: its discount, or why not', async () => {
    const family = await newFamily();
    const check = (code: string) => app.call('GET', `/webapi/Trimestre/${termId}/promo?code=${encodeURIComponent(code)}`, { cookie: family.cookie });
    expect((await check(' ete10 ')).body).toEqual({ resultCode: 'Ok', data: { code: 'ETE10', kind: 'percent', value: 10 } });
    for (const [code, text] of [['OLD', 'n’est plus valable'], ['SOON', 'n’est pas encore valable'], ['NOPE', 'n’existe pas']] as const) {
      const refused = await check(code);
      expect([refused.status, refused.body.data.errorCode], code).toEqual([409, 'PromoCodeInvalid']);
      expect(refused.body.data.errorMessage).toContain(text);
    }
    expect((await app.call('GET', `/webapi/Trimestre/${termId}/promo?code=ETE10`)).status).toBe(401);
  });

  it('takes its discount off the price, names it on the line, counts its uses and gives a use back when the order is cancelled', async () => {
    const first = await newFamily();
    const answer = await enrol(first, 'ete10');
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
    const held = answer.body.data as Enrolment;
    expect(held.hold?.cents).toBe(13_500);
    const order = await orderOf(first, held.hold!.orderId);
    expect(order.cmdTotal).toBe(13_500);
    expect(order.rows[0]!.libelle).toMatch(/code ETE10 −15,00\s€$/);
    expect(order.rows[0]!.tuition?.discounts).toEqual([{ kind: 'promo', cents: 1_500, code: 'ETE10' }]);
    // An expired code is refused by the enrolment too, and no order is left.
    const late = await newFamily();
    const refused = await enrol(late, 'OLD');
    expect([refused.status, refused.body.data.errorCode]).toEqual([409, 'PromoCodeInvalid']);

    // Its second use, then none left: the third family's order is cancelled, it holds no place.
    const second = await newFamily();
    const secondHeld = (await enrol(second, 'ETE10')).body.data as Enrolment;
    expect(secondHeld.status).toBe('held');
    const third = await newFamily();
    const usedUp = await enrol(third, 'ETE10');
    expect([usedUp.status, usedUp.body.data.errorCode], JSON.stringify(usedUp.body)).toEqual([409, 'PromoCodeUsedUp']);
    expect(await uses('ETE10')).toEqual([`PromoUsed:${held.hold!.orderId}`, `PromoUsed:${secondHeld.hold!.orderId}`]);
    const mine = (await app.call('GET', `/webapi/Family/enrolments?termId=${termId}`, { cookie: third.cookie })).body.data as Enrolment[];
    expect(mine.filter((item) => item.status === 'held' || item.status === 'enrolled')).toEqual([]);

    // The first order cancelled at the desk: its use comes back, the third family may use the code.
    expect((await app.call('PUT', `/webapi/Commande/${held.hold!.orderId}`, { cookie: admin, headers: key(), body: { move: 'CANCEL', reason: 'Changement d’avis' } })).body.resultCode).toBe('Ok');
    await until(async () => expect((await uses('ETE10')).at(-1)).toBe(`PromoReleased:${held.hold!.orderId}`));
    const thirdAgain = await enrol(third, 'ETE10');
    expect(thirdAgain.body.resultCode, JSON.stringify(thirdAgain.body)).toBe('Ok');
    await until(async () => expect((await app.call('GET', `/webapi/Trimestre/slots?termId=${termId}`)).body.resultCode).toBe('Ok'));
    // The desk's term page counts the uses as the code's stream does: the second and the third orders (the first was cancelled).
    await until(async () => {
      const seen = (await app.call('GET', `/webapi/Trimestre/${termId}`, { cookie: admin })).body.data as { promoUses?: Array<{ code: string; used: number }> };
      expect(seen.promoUses).toEqual([{ code: 'ETE10', used: 2 }, { code: 'LAST', used: 0 }, { code: 'OLD', used: 0 }, { code: 'SOON', used: 0 }]);
    });
    await giveUp(secondHeld.id);
    await giveUp((thirdAgain.body.data as Enrolment).id);
  });

  it('gives its last use to one of two families asking at the same instant', async () => {
    const [a, b] = [await newFamily(), await newFamily()];
    const [first, second] = await Promise.all([enrol(a, 'LAST'), enrol(b, 'LAST')]);
    const codes = [first, second].map((answer) => (answer.body.resultCode === 'Ok' ? 'Ok' : answer.body.data.errorCode)).sort();
    expect(codes, JSON.stringify([first.body, second.body])).toEqual(['Ok', 'PromoCodeUsedUp']);
    const events = await uses('LAST');
    expect(events.filter((event) => event.startsWith('PromoUsed'))).toHaveLength(1);
    const winner = (first.body.resultCode === 'Ok' ? first : second).body.data as Enrolment;
    expect(winner.hold?.cents).toBe(13_000);
    await giveUp(winner.id);
  });
});
