import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../contract.ts';
import { giftHeld, orderDecider, type OrderCommand } from '../decider.ts';
import { PartlyPaidAtDesk, PaymentAboveDue } from '../errors.ts';
import type { OrderEvent } from '../events.ts';
import { drawGiftCode, giftCardDecider, orderGiftCardsDecider, type GiftCardCommand } from './decider.ts';
import { GiftCardEmpty, GiftCardForGiftCard, GiftCardOnPlan, GiftCardUnknown, GiftCardVoid } from './errors.ts';
import { codeOfGiftPayment, giftCode, showGiftCode, type GiftCardEvent } from './events.ts';

const now = '2026-12-02T10:00:00.000Z';
const code = 'K7QM3XRT9WPA';
const opened: GiftCardEvent = { type: 'GiftCardOpened', data: { code, cents: 5000, orderId: 3, at: now } };

function card(...events: GiftCardEvent[]) {
  const state = events.reduce(giftCardDecider.evolve, giftCardDecider.initialState());
  return { state, when: (command: GiftCardCommand) => () => giftCardDecider.decide(command, state) };
}
const spend = (orderId: number, max: number): GiftCardCommand => ({ type: 'SpendGiftCard', data: { code, orderId, max, now } });
const spent = (orderId: number, cents: number, n = 1): GiftCardEvent => ({ type: 'GiftCardSpent', data: { code, orderId, paymentId: `gift-${orderId}-${code}-${n}`, cents, at: now } });

describe('a gift card', () => {
  it('reads a code as typed and shows it in groups of four', () => {
    expect(giftCode(' k7qm-3xrt 9wpa ')).toBe(code);
    expect(giftCode('K7QM-3XRT')).toBeNull();
    expect(giftCode('K7QM-3XRT-9WP!')).toBeNull();
    expect(showGiftCode(code)).toBe('K7QM-3XRT-9WPA');
    expect(codeOfGiftPayment(`gift-12-${code}-2`)).toBe(code);
    expect(codeOfGiftPayment('pi_123')).toBeNull();
  });

  it('draws codes of twelve characters without look-alikes, all different', () => {
    const codes = new Set(Array.from({ length: 200 }, () => drawGiftCode((size) => randomBytes(size))));
    expect(codes.size).toBe(200);
    for (const drawn of codes) expect(drawn).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
  });

  it('is opened once with its value, for the order that bought it', () => {
    expect(card().when({ type: 'OpenGiftCard', data: { code, cents: 5000, orderId: 3, now } })()).toEqual([opened]);
    expect(card(opened).when({ type: 'OpenGiftCard', data: { code, cents: 5000, orderId: 3, now } })()).toEqual([]);
    expect(card(opened).when({ type: 'OpenGiftCard', data: { code, cents: 5000, orderId: 4, now } })).toThrow(/drawn twice/);
  });

  it('spends what it has, at most what is left on the order, and refuses when nothing is left', () => {
    expect(card(opened).when(spend(8, 18000))()).toEqual([spent(8, 5000)]);
    expect(card(opened).when(spend(8, 1200))()).toEqual([spent(8, 1200)]);
    expect(card(opened, spent(8, 1200)).state.balance).toBe(3800);
    expect(card(opened, spent(8, 1200), spent(9, 3800)).when(spend(10, 100))).toThrow(GiftCardEmpty);
    expect(card().when(spend(8, 100))).toThrow(GiftCardUnknown);
  });

  it('spends once per order at a time: asked again, the spending it holds stands', () => {
    expect(card(opened, spent(8, 1200)).when(spend(8, 5000))()).toEqual([]);
  });

  it('gets a spending back once, and the order may spend it again under a new payment id', () => {
    const restore: GiftCardCommand = { type: 'RestoreGiftCard', data: { code, paymentId: `gift-8-${code}-1`, now } };
    const restored: GiftCardEvent = { type: 'GiftCardRestored', data: { code, orderId: 8, paymentId: `gift-8-${code}-1`, cents: 1200, at: now } };
    expect(card(opened, spent(8, 1200)).when(restore)()).toEqual([restored]);
    expect(card(opened, spent(8, 1200), restored).when(restore)()).toEqual([]);
    expect(card(opened, spent(8, 1200), restored).state.balance).toBe(5000);
    expect(card(opened, spent(8, 1200), restored).when(spend(8, 5000))()).toEqual([spent(8, 5000, 2)]);
  });

  it('is voided with the order that bought it, keeping nothing to spend', () => {
    const voided = card(opened, spent(8, 1200)).when({ type: 'VoidGiftCard', data: { code, orderId: 3, now } })();
    expect(voided).toEqual([{ type: 'GiftCardVoided', data: { code, orderId: 3, cents: 3800, at: now } }]);
    expect(card(opened, ...voided).when(spend(9, 100))).toThrow(GiftCardVoid);
  });

  it('has its codes decided once per order: issued again, nothing new', () => {
    const issue = (cards: { code: string; cents: number }[]) => ({ type: 'IssueGiftCards' as const, data: { orderId: 3, famId: 2, cards, email: 'a@b.fr', name: 'A', language: 'fr' as const, now } });
    const first = orderGiftCardsDecider.decide(issue([{ code, cents: 5000 }]), orderGiftCardsDecider.initialState());
    const state = first.reduce(orderGiftCardsDecider.evolve, orderGiftCardsDecider.initialState());
    expect(orderGiftCardsDecider.decide(issue([{ code: 'ZZZZZZZZZZZZ', cents: 5000 }]), state)).toEqual([]);
    expect(state.cards).toEqual([{ code, cents: 5000 }]);
  });
});

describe('an order paid with a gift card', () => {
  const line: OrderLine = { id: 4, libelle: 'Carte 10 séances', fftTarif: 18000, tva: 2000, qty: 1, total: 18000, psnId: null, fftIsAbo: false, fftNbEntree: 10, fftValiditeM: 12, acyIds: [], psnIds: [] };
  const buyer = { userId: 9, email: 'lea@x.fr', name: 'Léa Martin', language: 'fr' as const };
  const placed = (extra: object = {}, lines = [line]): OrderEvent => ({
    type: 'OrderPlaced',
    data: { orderId: 8, famId: 3, famName: 'Martin', buyer, lines, total: 18000, vat: [], address: null, physical: false, channel: 'online', at: now, by: 9, ...extra },
  });
  const state = (...events: OrderEvent[]) => events.reduce(orderDecider.evolve, orderDecider.initialState());
  const gift = (amount: number, n = 1): OrderCommand => ({ type: 'RecordGiftPayment', data: { orderId: 8, paymentId: `gift-8-${code}-${n}`, code, amount, now, by: 9 } });

  it('records part of it and waits for the rest, which is paid online', () => {
    const events = orderDecider.decide(gift(5000), state(placed()));
    expect(events).toEqual([{ type: 'PaymentSucceeded', data: { orderId: 8, paymentId: `gift-8-${code}-1`, provider: 'gift', method: 8, amount: 5000, reference: code, at: now, by: 9 } }]);
    const after = state(placed(), ...events);
    expect(after.status === 'placed' && giftHeld(after)).toBe(5000);
    // The rest is asked online (not "at the desk"), and a second card may pay more.
    expect(orderDecider.decide({ type: 'RequestPayment', data: { orderId: 8, paymentId: 'pi_rest', provider: 'stripe', amount: 13000, now, by: 9 } }, after).map((event) => event.type)).toEqual(['PaymentRequested', 'OrderStatusChanged']);
    expect(() => orderDecider.decide(gift(14000, 2), after)).toThrow(PaymentAboveDue);
  });

  it('pays the order when it covers what is left, and the same spending again changes nothing', () => {
    const events = orderDecider.decide(gift(18000), state(placed()));
    expect(events.map((event) => event.type)).toEqual(['PaymentSucceeded', 'OrderStatusChanged']);
    expect(events[1]!.data).toMatchObject({ from: 1, to: 2, move: 'RECORD_PAYMENT' });
    expect(orderDecider.decide(gift(18000), state(placed(), ...events))).toEqual([]);
  });

  it('gives the cards their money back when the unpaid order is cancelled, by the family too', () => {
    const paid = orderDecider.decide(gift(5000), state(placed()));
    const cancel: OrderCommand = { type: 'MoveOrder', data: { orderId: 8, move: 'CANCEL', reason: '', byFamily: true, now, by: 9 } };
    const events = orderDecider.decide(cancel, state(placed(), ...paid));
    expect(events.map((event) => event.type)).toEqual(['OrderRefunded', 'OrderStatusChanged']);
    expect(events[0]!.data).toMatchObject({ paymentId: `gift-8-${code}-1`, provider: 'gift', amount: 5000, refundId: null });
  });

  it('refuses an order paid in parts, one selling gift cards, and one partly paid at the desk', () => {
    const plan = [{ n: 1, due: '2026-12-02', cents: 6000 }, { n: 2, due: '2027-01-02', cents: 6000 }, { n: 3, due: '2027-02-02', cents: 6000 }];
    expect(() => orderDecider.decide(gift(5000), state(placed({ plan })))).toThrow(GiftCardOnPlan);
    expect(() => orderDecider.decide(gift(5000), state(placed({}, [{ ...line, tva: 0, gift: true }])))).toThrow(GiftCardForGiftCard);
    const desk: OrderEvent = { type: 'PaymentSucceeded', data: { orderId: 8, paymentId: 'desk-1', provider: 'desk', method: 7, amount: 5000, reference: 'PS-1', at: now, by: 1 } };
    expect(() => orderDecider.decide(gift(5000), state(placed(), desk))).toThrow(PartlyPaidAtDesk);
  });
});
