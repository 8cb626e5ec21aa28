import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { bookingCatalogue, bookingCourse, bookingFamily, type BookingCatalogue, type BookingFamily } from '../harness/booking.ts';
import { eventually } from '../harness/wait.ts';

/**
 * Two requests of one family at the same instant, on both backends (PGlite answers one request at
 * a time; PostgreSQL interleaves them): the same rule whatever the backend.
 */
let app: TestApp;
let admin: string;
let catalogue: BookingCatalogue;
let keyCount = 0;
const key = (name: string) => `races-${name}-${Date.now()}-${keyCount++}`;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await app.login();
  catalogue = await bookingCatalogue(app);
}, 120_000);
afterAll(async () => app?.close());

const book = (family: BookingFamily, crsId: number, idempotencyKey: string) =>
  app.call('POST', `/webapi/Family/inscription?crsId=${crsId}&usrId=${family.userId}&cardId=${family.cardId}`, { cookie: family.cookie, headers: { 'idempotency-key': idempotencyKey }, body: {} });
const bookingsOf = async (family: BookingFamily) => (await app.call('GET', '/webapi/Family/inscriptions', { cookie: family.cookie })).body.data as { id: number; crsId: number; insStatus: number }[];

describe('a card’s last entry asked for by two bookings at once', () => {
  it('books one; the other is refused, stays refused when repeated with its key after entries were added, and never shows as a cancelled booking', async () => {
    for (let run = 0; run < 10; run++) {
      const family = await bookingFamily(app, catalogue, 9000 + run, 1);
      const [first, second] = [await bookingCourse(app, admin, catalogue, 8, 10 + run), await bookingCourse(app, admin, catalogue, 8, 40 + run)];
      const keys = [key('a'), key('b')];
      const answers = await Promise.all([book(family, first, keys[0]!), book(family, second, keys[1]!)]);
      const codes = answers.map((answer) => answer.body.resultCode);
      expect(codes.sort()).toEqual(['InvalidModelState', 'Ok']);
      const loser = answers.findIndex((answer) => answer.body.resultCode !== 'Ok');
      const refusal = answers[loser]!;
      expect([refusal.status, refusal.body.data.errorMessage]).toEqual([409, expect.stringMatching(/n’a plus d’entrée/)]);

      // The desk adds entries; the losing request sent again with its key gets its first answer.
      const corrected = await app.call('PUT', `/webapi/Family/carte/${family.famId}`, { cookie: admin, headers: { 'idempotency-key': key('card') }, body: { id: family.cardId, fftNbEntree: 5 } });
      expect(corrected.body.resultCode).toBe('Ok');
      const again = await book(family, [first, second][loser]!, keys[loser]!);
      expect([again.status, again.headers.get('idempotent-replayed'), again.body]).toEqual([refusal.status, 'true', refusal.body]);

      // The family's list: the winning booking, and no trace of the attempt that lost.
      const bookings = await eventually(() => bookingsOf(family), (list) => list.length === 1);
      expect(bookings.map((ins) => [ins.crsId, ins.insStatus])).toEqual([[[first, second][1 - loser]!, 1]]);
    }
  }, 240_000);
});

describe('a free pass checked out ten times at once', () => {
  it('gives one order and one card, every request answering that order', async () => {
    const created = await app.call('POST', '/webapi/Forfait', {
      cookie: admin,
      headers: { 'idempotency-key': key('pass') },
      body: { libelle: 'Séance offerte (course)', fftIsAbo: false, fftEnable: true, fftLimiteAchat: 0, fftValiditeM: 1, fftNbEntree: 1, fftTarif: 0, fftInfos: '', acyIds: [], psnIds: [], tva: 2000 },
    });
    const family = await bookingFamily(app, catalogue, 9100, 1);
    const body = { items: [{ item: { id: created.body.data.id }, qty: 1 }], address: { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' } };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => app.call('POST', '/webapi/Commande/checkoutfree', { cookie: family.cookie, headers: { 'idempotency-key': key(`free${n}`) }, body })));
    expect(answers.map((answer) => answer.body.resultCode)).toEqual(Array(10).fill('Ok'));
    const orders = new Set(answers.map((answer) => answer.body.data.orderId));
    expect(orders.size).toBe(1);
    expect(answers[0]!.body.data.cmdStatus).toBe(2);
    const [orderId] = [...orders];
    const cards = await eventually(
      async () => ((await app.call('GET', '/webapi/Family/forfaits', { cookie: family.cookie })).body.data as { cmdId: number | null }[]).filter((card) => card.cmdId !== null),
      (list) => list.length >= 1,
    );
    expect(cards).toEqual([expect.objectContaining({ cmdId: orderId })]);
    const history = (await app.call('GET', `/webapi/Commande/${orderId}/history`, { cookie: admin })).body.data as { type: string }[];
    expect(history.map((entry) => entry.type)).toEqual(['OrderPlaced', 'OrderStatusChanged', 'CardsIssued']);
  });
});
