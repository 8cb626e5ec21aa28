import { createPGliteEventStore, createPGlitePool, handleCommand, migrateDatabase, type Decider, type EventStore, type SessionUser } from '@plouf/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentStream } from '../../catalogue/documents/events.ts';
import { familyDecider } from '../../families/decider.ts';
import { familyStream } from '../../families/events.ts';
import type { Payments } from '../../deps.ts';
import type { CommandContext } from '../../runner.ts';
import type { CartItemInput } from '../contract.ts';
import { orderStream } from '../events.ts';
import { createOfflinePayments } from '../payments/offline.ts';
import { readOrder } from '../support.ts';
import { checkout, payOrder, priceCheckout, waitingOrder, type CheckoutWay } from './workflow.ts';

/**
 * The checkout workflow on a real event store (PGlite) and the offline payment adapter: one open
 * order per family and cart, its payment asked once, a free cart validated; both ways refuse the
 * other's cart with their own codes.
 */
let store: EventStore;
let dispose: () => Promise<void>;
let ids = 5000;
const payments: Payments = { port: createOfflinePayments((paymentId) => `key-of-${paymentId}-0123456789abcdefghij`) };
const meta = (now: string) => ({ correlationId: 'checkout-test', userId: null, timestamp: now });
const context = (now: string): CommandContext => ({
  now,
  clock: () => new Date(now),
  by: 20,
  language: 'fr',
  newId: async () => ++ids,
  newIds: async (_name: string, count: number) => Array.from({ length: count }, () => ++ids),
  hold: () => undefined,
  handle: <C, E extends { type: string; data: unknown }, S>(stream: string, decider: Decider<C, E, S>, command: C) => handleCommand(store, stream, decider, command, meta(now)),
});
const log = { warn: () => undefined, error: () => undefined };
const address = { adrNumberWay: '1 rue de la Piscine', adrPostalCode: '75011', libelle: 'Paris' };
const user = { id: 20, famId: 7, roles: ['Client', 'Famille'] } as unknown as SessionUser;
const pass = (fftTarif: number) => ({ libelle: `Forfait ${fftTarif}`, fftIsAbo: false, fftEnable: true, fftLimiteAchat: 0, fftValiditeM: 12, fftNbEntree: 10, fftTarif, fftInfos: '', acyIds: [], psnIds: [], tva: 2000 });
const cart = (id: number, qty = 1): CartItemInput[] => [{ item: { id }, qty }];

const run = async (way: CheckoutWay, items: CartItemInput[], now: string, replaces: number | null = null) => {
  const priced = await priceCheckout(store, way, { famId: 7, user, items, language: 'fr' });
  return checkout({ store, payments }, context(now), priced, { address, replaces }, log);
};
const refusalOf = (attempt: Promise<unknown>) => attempt.then(() => 'accepted', (error: { code?: string }) => error.code ?? String(error));
const types = async (orderId: number) => (await store.readStream(orderStream(orderId))).map((event) => event.type);

beforeAll(async () => {
  const pool = await createPGlitePool();
  const pglite = createPGliteEventStore(pool);
  await migrateDatabase(pool);
  store = pglite;
  dispose = () => pool.end();
  const now = '2026-11-23T10:00:00.000Z';
  const profile = { email: 'lea@x.fr', nom: 'Martin', prenom: 'Léa', civilite: null, tel: null, birthDate: null };
  await context(now).handle(familyStream(7), familyDecider, { type: 'SignUpFamily', data: { famId: 7, famName: 'Martin', userId: 20, profile, roles: ['Client', 'Famille'], language: 'fr', origin: 'seed', now, by: null } });
  // Pass 1 costs 150 €, pass 2 is free.
  await store.appendToStream(documentStream('Pass', 1), [{ type: 'PassAdded', data: { id: 1, fields: pass(15000), at: now } }]);
  await store.appendToStream(documentStream('Pass', 2), [{ type: 'PassAdded', data: { id: 2, fields: pass(0), at: now } }]);
}, 60_000);
afterAll(() => dispose());

describe('the checkout workflow', () => {
  it('places the order and asks its payment once; the same cart again is the same order', async () => {
    const first = await run('card', cart(1), '2026-11-23T10:00:00.000Z');
    expect(first.paying).toMatchObject({ provider: 'offline', publishableKey: null, clientSecret: expect.stringContaining('_secret_') });
    expect(await types(first.orderId)).toEqual(['OrderPlaced', 'PaymentRequested', 'OrderStatusChanged']);
    const again = await run('card', cart(1), '2026-11-23T10:05:00.000Z');
    expect(again.orderId).toBe(first.orderId);
    expect(again.paying.clientSecret).toBe(first.paying.clientSecret);
    expect(await types(first.orderId)).toEqual(['OrderPlaced', 'PaymentRequested', 'OrderStatusChanged']);
  });

  it('replaces the waiting order by the order of another cart only when the checkout names it, and says by which', async () => {
    const open = await run('card', cart(1), '2026-11-23T11:00:00.000Z');
    expect((await waitingOrder(store, { now: '2026-11-23T11:01:00.000Z' }, 7, cart(1, 2)))?.orderId).toBe(open.orderId);
    // The same cart would take that very order again: nothing to ask.
    expect(await waitingOrder(store, { now: '2026-11-23T11:01:00.000Z' }, 7, cart(1))).toBeNull();
    expect(await refusalOf(run('card', cart(1, 2), '2026-11-23T11:01:00.000Z'))).toBe('OrderWaiting');
    expect(await refusalOf(run('card', cart(1, 2), '2026-11-23T11:01:00.000Z', open.orderId - 1))).toBe('OrderWaiting');
    expect(await types(open.orderId)).toEqual(['OrderPlaced', 'PaymentRequested', 'OrderStatusChanged']);

    const other = await run('card', cart(1, 2), '2026-11-23T11:01:00.000Z', open.orderId);
    expect(other.orderId).not.toBe(open.orderId);
    expect((await readOrder(store, other.orderId)).status).toBe('placed');
    const cancelled = (await store.readStream(orderStream(open.orderId))).at(-1)!;
    expect(cancelled).toMatchObject({ type: 'OrderStatusChanged', data: { move: 'CANCEL', reason: `Remplacée par la commande ${other.orderId}`, replacedBy: other.orderId } });
    expect(await waitingOrder(store, { now: '2026-11-23T11:02:00.000Z' }, 7, cart(1))).toMatchObject({ orderId: other.orderId });
  });

  it('replaces an order past its payment time without asking: it can no longer be paid', async () => {
    const old = await run('card', cart(1, 3), '2026-11-01T11:00:00.000Z', (await waitingOrder(store, { now: '2026-11-01T11:00:00.000Z' }, 7, cart(1, 3)))?.orderId ?? null);
    expect(await waitingOrder(store, { now: '2026-11-23T11:30:00.000Z' }, 7, cart(1, 4))).toBeNull();
    const next = await run('card', cart(1, 4), '2026-11-23T11:30:00.000Z');
    expect((await store.readStream(orderStream(old.orderId))).at(-1)).toMatchObject({ data: { move: 'CANCEL', replacedBy: next.orderId } });
  });

  it('refuses a free cart at the card checkout and a paid one at the free checkout, each with its code', async () => {
    expect(await refusalOf(run('card', cart(2), '2026-11-23T12:00:00.000Z'))).toBe('PassNotForSale');
    expect(await refusalOf(run('free', cart(1), '2026-11-23T12:00:00.000Z'))).toBe('OrderValidationFailed');
    expect(await refusalOf(run('free', cart(3), '2026-11-23T12:00:00.000Z'))).toBe('OrderValidationFailed');
    expect(await refusalOf(run('card', cart(3), '2026-11-23T12:00:00.000Z'))).toBe('PassNotForSale');
  });

  it('validates a free cart at once, asks no payment, and it is then no longer to pay', async () => {
    const waiting = await waitingOrder(store, { now: '2026-11-23T13:00:00.000Z' }, 7, cart(2));
    const free = await run('free', cart(2), '2026-11-23T13:00:00.000Z', waiting?.orderId ?? null);
    expect(free.paying).toEqual({ clientSecret: null, provider: null, publishableKey: null });
    expect(await types(free.orderId)).toEqual(['OrderPlaced', 'OrderStatusChanged']);
    const order = await readOrder(store, free.orderId);
    if (order.status !== 'placed') throw new Error('the free order is placed');
    expect(await refusalOf(payOrder({ store, payments }, context('2026-11-23T13:01:00.000Z'), order, log))).toBe('NotPayable');
  });
});
