import { readFault } from '@plouf/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_MODELS } from '@plouf/command-api/read-models';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { eventually } from '../harness/wait.ts';

/**
 * One event a projector cannot apply stops its own read model only (issue 19: one family's order of
 * 43 million cents stopped every checkout, payment, card and booking, for good): the read model
 * says where it is stopped, the others go on, and a command waiting on it answers at once that
 * its change is stored.
 */
let app: TestApp;
let admin: string;
let keyCount = 0;
const key = () => ({ 'idempotency-key': `faults-${Date.now()}-${keyCount++}` });
const address = { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' };

beforeAll(async () => {
  // A late read model is waited for a minute here: an answer that names the fault came from it, not from the wait running out.
  app = await startTestApp({ seed: true, readModelWaitMs: 60_000 });
  admin = await app.login();
}, 120_000);
afterAll(async () => app?.close());

const placed = (orderId: number, famId: unknown, total: number) => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    famId,
    famName: 'Grosse commande',
    buyer: { userId: null, email: 'x@plouf.test', name: 'X', language: 'fr' },
    lines: [],
    total,
    vat: [],
    address: null,
    physical: false,
    channel: 'online',
    at: new Date().toISOString(),
    by: null,
  },
});

describe('a read model that cannot apply an event', () => {
  it('shows an order whose total passes 2^31 cents (money in 64-bit integers)', async () => {
    const { famId } = await app.createAccount({ email: 'riche@plouf.test', password: 'riche-famille-2026', roles: ['Client', 'Famille'] });
    const orderId = await app.platform.ids.next('order');
    const meta = { correlationId: 'faults-test', userId: null, timestamp: new Date().toISOString() };
    await app.platform.store.appendToStream(`order-${orderId}`, [{ ...placed(orderId, famId, 2_150_000_000 * 2), metadata: meta }], { expectedRevision: 'no_stream' });
    const view = await eventually(async () => (await app.call('GET', `/webapi/Commande/${orderId}`, { cookie: admin })).body, (body) => body.resultCode === 'Ok');
    expect(view.data.cmdTotal).toBe(4_300_000_000);
    expect(await readFault(app.platform.db, 'orders')).toBeNull();
  });

  it('stops only that read model, says on which event, and the commands waiting on it answer at once', async () => {
    const orderId = await app.platform.ids.next('order');
    const meta = { correlationId: 'faults-test', userId: null, timestamp: new Date().toISOString() };
    // An order without a family: its row cannot be written.
    const { position } = await app.platform.store.appendToStream(`order-${orderId}`, [{ ...placed(orderId, null, 1000), metadata: meta }], { expectedRevision: 'no_stream' });
    const fault = await eventually(() => readFault(app.platform.db, 'orders'), (found) => found !== null);
    expect(fault).toMatchObject({ eventType: 'OrderPlaced', position });
    expect(fault!.error).toMatch(/fam_id|null/);

    // Another family checks out: its order is stored, and the answer says at once why it does not show.
    await app.createAccount({ email: 'apres@plouf.test', password: 'apres-famille-2026', roles: ['Client', 'Famille'] });
    const family = await app.login('apres@plouf.test', 'apres-famille-2026');
    const pass = ((await app.call('GET', '/webapi/Forfait')).body.data as { id: number; libelle: string }[]).find((candidate) => candidate.libelle === 'Carte 10 séances adultes')!;
    const checkout = await app.call('POST', '/webapi/Commande/checkout', { cookie: family, headers: key(), body: { items: [{ item: { id: pass.id }, qty: 1 }], address } });
    // The cart is answered as decided, with the payment's secret (which no later read gives): the family pays though the display stopped.
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    expect(checkout.body.data.clientSecret).toEqual(expect.any(String));
    // A command answered from the orders' read model says at once why it does not show.
    const cancelled = await app.call('DELETE', `/webapi/Commande/${checkout.body.data.orderId}`, { cookie: family, headers: key() });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(202);
    expect(cancelled.body.data).toMatchObject({ accepted: true, readModel: READ_MODELS.orders, stopped: { eventType: 'OrderPlaced', position: position.toString() } });
    expect(cancelled.body.data.message).toMatch(/l'affichage est arrêté/);

    // The other read models go on.
    const contact = await app.call('POST', '/webapi/Contact', { headers: key(), body: { ctcMail: 'lea@example.fr', ctcMessage: 'Bonjour', acyIds: [] } });
    expect(contact.status).toBe(200);
    expect(contact.body.resultCode).toBe('Ok');
    expect(await readFault(app.platform.db, 'contacts')).toBeNull();
  });
});
