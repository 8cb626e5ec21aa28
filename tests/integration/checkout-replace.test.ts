import { cartKey, checkoutDecider } from '@plouf/command-api';
import { checkoutStream, orderStream } from '@plouf/command-api/events';
import { handleCommand } from '@plouf/infra';
import { postgresSkipReason, testServerUrl } from '@plouf/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness/app.ts';
import { eventually } from '../harness/wait.ts';

/**
 * No order is cancelled behind the family's back (issue 21): a checkout of another cart while an
 * order waits for its payment is refused until it names that order (the cart shows it first), and
 * the cancelled order then says which order replaced it. Two checkouts at the same instant leave
 * one waiting order, on PGlite and on PostgreSQL (where requests truly interleave).
 */
const address = { adrNumberWay: '4 quai des Plongeons', adrPostalCode: '69002', libelle: 'Lyon' };
interface Pass {
  id: number;
  libelle: string;
  fftTarif: number;
}
type Cart = { items: { item: { id: number }; qty: number }[]; address: typeof address; replaces?: number | null };

const pgSkip = postgresSkipReason();
if (pgSkip) console.warn(pgSkip);
const backends = [
  { name: 'PGlite', server: null as string | null, skip: undefined as string | undefined },
  { name: 'PostgreSQL', server: testServerUrl() ?? null, skip: pgSkip },
];

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skip))(`replacing a waiting order (${backend.name})`, () => {
    let app: TestApp;
    let admin: string;
    let passes: Pass[];
    let keyCount = 0;
    let families = 0;
    const key = () => ({ 'idempotency-key': `checkout-replace-${Date.now()}-${keyCount++}` });
    const pass = (name: string) => passes.find((candidate) => candidate.libelle === name)!;
    const cart = (...lines: [string, number][]): Cart => ({ items: lines.map(([name, qty]) => ({ item: { id: pass(name).id }, qty })), address });
    const checkout = (cookie: string, body: Cart, language = 'fr') => app.call('POST', '/webapi/Commande/checkout', { cookie, body, headers: key(), language });
    const waitingFor = async (cookie: string, body: Cart) => (await app.call('POST', '/webapi/Commande/checkout/waiting', { cookie, body: { items: body.items } })).body.data.waiting;
    const orderOf = async (id: number) => (await app.call('GET', `/webapi/Commande/${id}`, { cookie: admin })).body.data;
    const newFamily = async () => {
      const email = `remplace-${backend.name.toLowerCase()}-${families++}@plouf.test`;
      await app.createAccount({ email, password: 'remplace-2026', roles: ['Client', 'Famille'] });
      return app.login(email, 'remplace-2026');
    };

    beforeAll(async () => {
      app = await startTestApp({ seed: true, postgresServer: backend.server });
      admin = await app.login();
      passes = (await app.call('GET', '/webapi/Forfait')).body.data;
    }, 120_000);
    afterAll(async () => app?.close());

    it('asks before replacing: refused until the checkout names the waiting order, which then says by which order', async () => {
      const family = await newFamily();
      const first = (await checkout(family, cart(['Carte 10 séances adultes', 2]))).body.data;
      expect(first.cmdStatus).toBe(9);

      // What the cart shows before paying: the order waiting, with what it holds.
      const other = cart(['Carte 10 séances enfants', 1]);
      expect(await waitingFor(family, other)).toEqual({ orderId: first.orderId, cmdDatadd: expect.any(String), total: 2 * pass('Carte 10 séances adultes').fftTarif, lines: [{ id: pass('Carte 10 séances adultes').id, libelle: 'Carte 10 séances adultes', qty: 2 }] });
      // The same cart again is that very order: nothing to ask.
      expect(await waitingFor(family, cart(['Carte 10 séances adultes', 2]))).toBeNull();

      const unasked = await checkout(family, other);
      expect([unasked.status, unasked.body.data.errorMessage]).toEqual([409, `Votre commande n° ${first.orderId} attend encore son paiement : confirmez qu’elle doit être annulée et remplacée par celle-ci`]);
      expect((await checkout(family, other, 'en')).body.data.errorMessage).toBe(`Your order no. ${first.orderId} is still waiting for its payment: confirm that it is to be cancelled and replaced by this one`);
      // Naming another order is no confirmation of this one.
      expect((await checkout(family, { ...other, replaces: first.orderId + 1000 })).status).toBe(409);
      expect((await orderOf(first.orderId)).cmdStatus).toBe(9);

      const second = (await checkout(family, { ...other, replaces: first.orderId })).body.data;
      expect(second).toMatchObject({ cmdStatus: 9 });
      expect(await orderOf(first.orderId)).toMatchObject({ cmdStatus: 6, replacedBy: second.orderId });
      expect((await orderOf(second.orderId)).replacedBy).toBeUndefined();
      // The family's own list says it too, and the event records it.
      const list = (await app.call('GET', '/webapi/Commande', { cookie: family })).body.data.items as { id: number; cmdStatus: number; replacedBy?: number }[];
      expect(list.map((order) => [order.id, order.cmdStatus, order.replacedBy])).toEqual([
        [second.orderId, 9, undefined],
        [first.orderId, 6, second.orderId],
      ]);
      const events = await app.platform.store.readStream(orderStream(first.orderId));
      expect(events.at(-1)).toMatchObject({ type: 'OrderStatusChanged', data: { move: 'CANCEL', replacedBy: second.orderId } });
      // Told on the screen, not by mail: the cancellation carries no address to write to.
      expect((events.at(-1)!.data as { email?: string }).email).toBeUndefined();
    });

    it('cancels the order a checkout replaced when that checkout died before placing its own: the next checkout of its cart does', async () => {
      const family = await newFamily();
      const first = (await checkout(family, cart(['Carte 10 séances adultes', 1]))).body.data;
      expect(first.cmdStatus).toBe(9);
      const famId = (await orderOf(first.orderId)).famId as number;
      // A checkout of another cart that died after opening its order on the family's checkout stream,
      // before cancelling the waiting order and placing its own (a process killed at that instant).
      const other = pass('Carte 10 séances enfants');
      const orderId = await app.platform.ids.next('order');
      const meta = { correlationId: 'died-mid-checkout', userId: null, timestamp: new Date().toISOString() };
      await handleCommand(app.platform.store, checkoutStream(famId), checkoutDecider, { type: 'OpenCheckout', data: { famId, orderId, cartKey: cartKey([{ id: other.id, psnId: null, qty: 1, fftTarif: other.fftTarif }]), expected: first.orderId, now: new Date().toISOString() } }, meta);

      // The family sends that cart again: the order is placed, and the one it replaces cancelled.
      const again = await checkout(family, { ...cart(['Carte 10 séances enfants', 1]), replaces: first.orderId });
      expect(again.body.resultCode, JSON.stringify(again.body)).toBe('Ok');
      expect(again.body.data.orderId).toBe(orderId);
      await eventually(() => orderOf(first.orderId), (order) => order.cmdStatus === 6);
      expect(await orderOf(first.orderId)).toMatchObject({ cmdStatus: 6, replacedBy: orderId });
      const open = ((await app.call('GET', '/webapi/Commande', { cookie: family })).body.data.items as { cmdStatus: number }[]).filter((order) => order.cmdStatus === 9 || order.cmdStatus === 1);
      expect(open).toHaveLength(1);
    });

    it('finishes such a checkout once when two tabs send its cart at the same instant', async () => {
      const family = await newFamily();
      const first = (await checkout(family, cart(['Carte 10 séances adultes', 1]))).body.data;
      const famId = (await orderOf(first.orderId)).famId as number;
      const other = pass('Carte 10 séances enfants');
      const orderId = await app.platform.ids.next('order');
      const meta = { correlationId: 'died-mid-checkout-2', userId: null, timestamp: new Date().toISOString() };
      await handleCommand(app.platform.store, checkoutStream(famId), checkoutDecider, { type: 'OpenCheckout', data: { famId, orderId, cartKey: cartKey([{ id: other.id, psnId: null, qty: 1, fftTarif: other.fftTarif }]), expected: first.orderId, now: new Date().toISOString() } }, meta);
      const body = { ...cart(['Carte 10 séances enfants', 1]), replaces: first.orderId };
      const answers = await Promise.all([checkout(family, body), checkout(family, body)]);
      for (const answer of answers) expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('Ok');
      expect(answers.map((answer) => answer.body.data.orderId)).toEqual([orderId, orderId]);
      await eventually(() => orderOf(first.orderId), (order) => order.cmdStatus === 6);
      const cancels = (await app.platform.store.readStream(orderStream(first.orderId))).filter((event) => event.type === 'OrderStatusChanged' && (event.data as { to: number }).to === 6);
      expect(cancels).toHaveLength(1);
    });

    it('reads a replacement recorded before the event said it (its reason only) as replaced by that order', async () => {
      const family = await newFamily();
      const old = (await checkout(family, cart(['Carte 10 séances adultes', 1]))).body.data;
      const famId = (await orderOf(old.orderId)).famId as number;
      const events = await app.platform.store.readStream(orderStream(old.orderId));
      // What the checkout wrote until now: the move and its reason, no `replacedBy`.
      await app.platform.store.appendToStream(orderStream(old.orderId), [
        { type: 'OrderStatusChanged', data: { orderId: old.orderId, famId, from: 9, to: 6, move: 'CANCEL', reason: 'Remplacée par la commande 4242', at: new Date().toISOString(), by: null } },
      ], { expectedRevision: events.length - 1 });
      await app.platform.caughtUp();
      expect(await eventually(() => orderOf(old.orderId), (order) => order.cmdStatus === 6)).toMatchObject({ replacedBy: 4242 });
    });

    it('of two checkouts at the same instant replacing the same waiting order, one does; the other is refused and nothing is lost', async () => {
      for (let run = 0; run < 5; run++) {
        const family = await newFamily();
        const first = (await checkout(family, cart(['Carte 10 séances adultes', 1]))).body.data;
        const carts = [cart(['Carte 10 séances enfants', 1]), cart(['Carte 10 séances enfants', 2])];
        const answers = await Promise.all(carts.map((body) => checkout(family, { ...body, replaces: first.orderId })));
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const winner = answers.find((answer) => answer.status === 200)!.body.data.orderId as number;
        const loser = answers.find((answer) => answer.status === 409)!;
        expect(loser.body.data.errorMessage).toContain(`commande n° ${winner} attend encore son paiement`);

        // One waiting order; the replaced one says by which; no other order was placed.
        const list = (await app.call('GET', '/webapi/Commande', { cookie: family })).body.data.items as { id: number; cmdStatus: number; replacedBy?: number }[];
        expect(list.map((order) => [order.id, order.cmdStatus, order.replacedBy])).toEqual([
          [winner, 9, undefined],
          [first.orderId, 6, winner],
        ]);
        // The family, asked again, sees the winner waiting, and may replace it in turn.
        expect((await waitingFor(family, carts[0]!))?.orderId ?? (await waitingFor(family, carts[1]!))?.orderId).toBe(winner);
      }
    }, 120_000);

    it('of two first checkouts at the same instant of different carts, one opens an order; the other is told it now waits', async () => {
      for (let run = 0; run < 5; run++) {
        const family = await newFamily();
        const answers = await Promise.all([checkout(family, cart(['Carte 10 séances adultes', 1])), checkout(family, cart(['Carte 10 séances enfants', 1]))]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const winner = answers.find((answer) => answer.status === 200)!.body.data.orderId as number;
        const list = (await app.call('GET', '/webapi/Commande', { cookie: family })).body.data.items as { id: number; cmdStatus: number }[];
        expect(list.map((order) => [order.id, order.cmdStatus])).toEqual([[winner, 9]]);
      }
    }, 120_000);
  });
}
