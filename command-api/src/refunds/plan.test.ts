import { describe, expect, it } from 'vitest';
import { cardsDecider } from '../cards/decider.ts';
import type { CardEvent } from '../cards/events.ts';
import type { OrderLine } from '../orders/contract.ts';
import { orderDecider } from '../orders/decider.ts';
import type { OrderEvent } from '../orders/events.ts';
import { allocateRefund, planRefund } from './plan.ts';

const now = '2026-11-26T10:00:00.000Z';
const ten: OrderLine = { id: 4, libelle: 'Carte 10 séances enfants', fftTarif: 15000, tva: 2000, qty: 1, total: 15000, psnId: null, fftIsAbo: false, fftNbEntree: 10, fftValiditeM: 12, acyIds: [], psnIds: [] };
const year: OrderLine = { ...ten, id: 5, libelle: 'Abonnement annuel', fftTarif: 36500, total: 36500, fftIsAbo: true, fftNbEntree: 0 };

function order(lines: OrderLine[], ...more: OrderEvent[]) {
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const events: OrderEvent[] = [
    { type: 'OrderPlaced', data: { orderId: 7, famId: 3, famName: 'Martin', buyer: { userId: 1, email: 'a@b.fr', name: 'A', language: 'fr' }, lines, total, vat: [], address: null, physical: false, channel: 'online', at: now, by: 1 } },
    { type: 'PaymentSucceeded', data: { orderId: 7, paymentId: 'pi_1', provider: 'offline', method: 0, amount: total, reference: null, at: now, by: 1 } },
    ...more,
  ];
  const state = events.reduce(orderDecider.evolve, orderDecider.initialState());
  if (state.status !== 'placed') throw new Error('not placed');
  return state;
}
const cards = (...events: CardEvent[]) => events.reduce(cardsDecider.evolve, cardsDecider.initialState());
const card = (cardId: number, line: OrderLine, validFrom: string, validUntil: string) => ({ cardId, fftId: line.id, libelle: line.libelle, fftIsAbo: line.fftIsAbo, entries: line.fftNbEntree, validFrom, validUntil, acyIds: [], psnIds: [], note: '' });
const spent = (insId: number, cardId: number, crsId: number): CardEvent => ({ type: 'EntrySpent', data: { famId: 3, cardId, insId, crsId, week: '2026-W48', at: now, by: 1 } });

describe('refund plan', () => {
  it('counts a lesson already given as used and a coming one as unused (it is released)', () => {
    const issued: CardEvent = { type: 'CardsIssued', data: { famId: 3, orderId: 7, cards: [card(11, ten, '2026-11-01T00:00:00.000Z', '2027-11-01T00:00:00.000Z')], at: now, by: null } };
    const starts = new Map([
      [500, '2026-11-20T13:00:00.000Z'],
      [501, '2026-12-03T13:00:00.000Z'],
    ]);
    const plan = planRefund(order([ten]), cards(issued, spent(500, 11, 40), spent(501, 11, 41)), starts, now);
    expect(plan).toMatchObject({ paid: 15000, excess: 0, full: 15000, unused: 13500 });
    expect(plan.cards).toEqual([{ cardId: 11, libelle: ten.libelle, fftIsAbo: false, entries: 10, price: 15000, taken: 1, coming: 1, unused: 13500 }]);
  });

  it('gives back a subscription’s time still to come', () => {
    const issued: CardEvent = { type: 'CardsIssued', data: { famId: 3, orderId: 7, cards: [card(12, year, '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z')], at: now, by: null } };
    // 36 days of 365 left.
    expect(planRefund(order([year]), cards(issued), new Map(), now).unused).toBe(Math.round((36500 * (Date.parse('2027-01-01T00:00:00.000Z') - Date.parse(now))) / (365 * 86_400_000)));
  });

  it('gives back everything when no card was given, and always what was paid beyond the total', () => {
    expect(planRefund(order([ten]), cards(), new Map(), now).unused).toBe(15000);
    const second: OrderEvent = { type: 'PaymentSucceeded', data: { orderId: 7, paymentId: 'desk_1', provider: 'desk', method: 1, amount: 15000, reference: 'Chèque 1', at: now, by: 1 } };
    const issued: CardEvent = { type: 'CardsIssued', data: { famId: 3, orderId: 7, cards: [card(11, ten, '2026-11-01T00:00:00.000Z', '2027-11-01T00:00:00.000Z')], at: now, by: null } };
    const used = Array.from({ length: 10 }, (_, n) => spent(600 + n, 11, 50 + n));
    const plan = planRefund(order([ten], second), cards(issued, ...used), new Map(), now);
    expect(plan).toMatchObject({ paid: 30000, excess: 15000, full: 30000, unused: 15000 });
  });

  it('shares a refund over the payments in their order', () => {
    expect(allocateRefund(5000, [{ paymentId: 'a', amount: 3000 }, { paymentId: 'b', amount: 3000 }])).toEqual([
      { paymentId: 'a', amount: 3000 },
      { paymentId: 'b', amount: 2000 },
    ]);
    expect(allocateRefund(0, [{ paymentId: 'a', amount: 3000 }])).toEqual([]);
  });
});
