import { orderDecider, priceCart } from '@plouf/command-api';
import { orderStream } from '@plouf/command-api/events';
import { DEMO_SEED_CORRELATION, handleCommand } from '@plouf/infra';
import type { Platform } from '../platform.ts';
import { readPasses, type DemoAction } from './months.ts';

const DAY = 86_400_000;

/** The demo family's purchases: one paid by card, one by cheque at the desk, one awaiting payment. */
const DEMO_ORDERS: { daysAgo: number; lines: [string, number][]; paid: 'card' | 'cheque' | null }[] = [
  { daysAgo: 45, lines: [['Carte 10 séances enfants', 1], ['Séance découverte', 1]], paid: 'card' },
  { daysAgo: 12, lines: [['Carte 10 séances adultes', 1]], paid: 'cheque' },
  { daysAgo: 1, lines: [['Carte 10 séances enfants', 1]], paid: null },
];

/**
 * Orders of the demo family, appended as the checkout and the desk would (the order process then
 * gives the paid orders' cards, as for any order). The order numbers are taken now; the events are
 * returned as actions dated when they happened, for the caller to run in time order with the rest
 * of the demo's history: invoices are numbered in the order payments are appended, which must be
 * the order of their dates.
 */
export async function seedDemoOrders(platform: Platform, family: { famId: number; userId: number; email: string; name: string }, now: Date) {
  const { passes, byName } = await readPasses(platform);
  const address = { adrNumberWay: '12 rue des Nageurs', adrPostalCode: '75011', libelle: 'Paris' };
  const actions: DemoAction[] = [];
  for (const order of DEMO_ORDERS) {
    const ids = order.lines.map(([name]) => byName.get(name));
    if (ids.some((id) => id === undefined)) continue;
    const at = new Date(now.getTime() - order.daysAgo * DAY).toISOString();
    const priced = priceCart(order.lines.map(([, qty], index) => ({ item: { id: ids[index]! }, qty })), passes, () => 0, new Set());
    // The number now (the demo family's orders are 1 to 3); the events at their moment.
    const orderId = await platform.ids.next('order');
    // Run at the moment it becomes paid (a card payment three minutes after it was placed): payments are appended in time order.
    actions.push({ at: Date.parse(at) + (order.paid === 'card' ? 3 * 60_000 : 0), run: async () => {
      const meta = { correlationId: DEMO_SEED_CORRELATION, userId: family.userId, timestamp: at };
      const stream = orderStream(orderId);
      const buyer = { userId: family.userId, email: family.email, name: family.name, language: 'fr' as const };
      await handleCommand(platform.store, stream, orderDecider, {
        type: 'PlaceOrder',
        data: { orderId, famId: family.famId, famName: 'Martin', buyer, lines: priced.lines, total: priced.total, vat: priced.vat, address, physical: false, channel: order.paid === 'cheque' ? 'desk' : 'online', now: at, by: family.userId },
      }, meta);
      if (order.paid === 'cheque') {
        await handleCommand(platform.store, stream, orderDecider, { type: 'RecordDeskPayment', data: { orderId, paymentId: `desk_${orderId}`, method: 1, reference: 'Chèque 0042117', reason: 'Payé au guichet', now: at, by: null } }, meta);
        return;
      }
      const paymentId = `offline_pi_${orderId}`;
      await handleCommand(platform.store, stream, orderDecider, { type: 'RequestPayment', data: { orderId, paymentId, provider: 'offline', amount: priced.total, now: at, by: family.userId } }, meta);
      if (order.paid === 'card') {
        const paidAt = new Date(Date.parse(at) + 3 * 60_000).toISOString();
        await handleCommand(platform.store, stream, orderDecider, { type: 'SettlePayment', data: { orderId, paymentId, provider: 'offline', outcome: 'succeeded', amount: priced.total, reference: 'seed', reason: '', now: paidAt, by: family.userId } }, meta);
      }
    } });
  }
  return actions;
}
