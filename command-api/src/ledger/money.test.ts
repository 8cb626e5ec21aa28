import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../orders/contract.ts';
import type { OrderEvent } from '../orders/events.ts';
import { ledgerDecider } from './decider.ts';
import { balanceOf, entriesFor, orderMoney } from './money.ts';
import type { LedgerEntry } from './events.ts';

const at = '2026-09-01T10:00:00.000Z';
const buyer = { userId: 9, email: 'lea@x.fr', name: 'Léa Martin', language: 'fr' as const };
const pass: OrderLine = { id: 4, libelle: 'Carte 10 séances', fftTarif: 15000, tva: 2000, qty: 1, total: 15000, psnId: null, fftIsAbo: false, fftNbEntree: 10, fftValiditeM: 12, acyIds: [1], psnIds: [2] };
const tuition: OrderLine = {
  ...pass,
  id: 1_000_001,
  libelle: 'Natation enfants — Léo',
  total: 16200,
  fftTarif: 16200,
  tuition: { termId: 1, psnId: 2, tcsId: 3, enrId: 4, usrId: 5, fromDate: '2026-09-07', lessons: 12, validUntil: '2026-12-20T00:00:00.000Z', englishLabel: 'Kids swimming — Léo', listCents: 18000, discounts: [{ kind: 'sibling', cents: 1800 }] },
};
const placed = (lines: OrderLine[], extra: object = {}): OrderEvent => ({
  type: 'OrderPlaced',
  data: { orderId: 7, famId: 3, famName: 'Martin', buyer, lines, total: lines.reduce((sum, line) => sum + line.total, 0), vat: [], address: null, physical: false, channel: 'online', at, by: 9, ...extra },
});
const succeeded = (amount: number, extra: object = {}): OrderEvent => ({ type: 'PaymentSucceeded', data: { orderId: 7, paymentId: 'pi_1', provider: 'offline', method: 0, amount, reference: null, at, by: 9, ...extra } });
const moved = (from: number, to: number, move: string, extra: object = {}): OrderEvent => ({ type: 'OrderStatusChanged', data: { orderId: 7, famId: 3, from, to, move, reason: '', at, by: 9, ...extra } }) as OrderEvent;
const refunded = (amount: number): OrderEvent => ({ type: 'OrderRefunded', data: { orderId: 7, paymentId: 'pi_1', provider: 'offline', amount, refundId: null, at, by: 1 } });

/** The entries each event records, as the process records them one event after the other. */
function ledgerOf(events: OrderEvent[]): LedgerEntry[] {
  return events.flatMap((_, index) => entriesFor(events.slice(0, index + 1), `e${index}`));
}

describe('the family ledger: what an order does to the balance (ADR 0029, decisions 27-28)', () => {
  it('charges nothing for a checkout left unpaid, nor for its cancellation', () => {
    const events = [placed([pass]), { type: 'PaymentRequested', data: { orderId: 7, paymentId: 'pi_1', provider: 'offline', amount: 15000, at } } as OrderEvent, moved(1, 9, 'REQUEST_PAYMENT'), moved(9, 6, 'CANCEL')];
    expect(ledgerOf(events)).toEqual([]);
  });

  it('charges the price before the discounts, takes the discounts off, then the payment: settled', () => {
    const events = [placed([tuition]), succeeded(16200), moved(9, 2, 'PAYMENT_SUCCEEDED')];
    const entries = ledgerOf(events);
    expect(entries.map((entry) => [entry.kind, entry.cents])).toEqual([
      ['charged', 18000],
      ['discounted', 1800],
      ['paid', 16200],
    ]);
    expect(entries.every((entry) => entry.key.startsWith('e1:'))).toBe(true);
    expect(balanceOf(entries)).toBe(0);
  });

  it('a plan: charged whole at its first part, the balance the parts left, each part recorded with its number', () => {
    const plan = [
      { n: 1, due: '2026-09-01', cents: 5400 },
      { n: 2, due: '2026-10-01', cents: 5400 },
      { n: 3, due: '2026-11-01', cents: 5400 },
    ];
    const requested: OrderEvent = { type: 'PaymentRequested', data: { orderId: 7, paymentId: 'pi_1', provider: 'offline', amount: 5400, at, part: 1 } };
    const events = [placed([tuition], { plan }), requested, succeeded(5400)];
    expect(balanceOf(ledgerOf(events))).toBe(10800);
    expect(ledgerOf(events).find((entry) => entry.kind === 'paid')).toMatchObject({ part: 1, parts: 3, method: 0 });
    const declined: OrderEvent = { type: 'PaymentFailed', data: { orderId: 7, paymentId: 'pi_2', provider: 'offline', reason: 'declined', reference: null, at, part: 2, offSession: true } };
    const later = [...events, declined, succeeded(5400, { paymentId: 'pi_3', part: 2 }), succeeded(5400, { paymentId: 'pi_4', part: 3 }), moved(9, 2, 'PAYMENT_SUCCEEDED')];
    expect(ledgerOf(later).filter((entry) => entry.kind === 'paid').map((entry) => entry.part)).toEqual([1, 2, 3]);
    // The desk's cheque for the next part names it too.
    const byDesk = [...events, succeeded(5400, { paymentId: 'desk_7_1', provider: 'desk', method: 1 })];
    expect(ledgerOf(byDesk).filter((entry) => entry.kind === 'paid').map((entry) => [entry.part, entry.method])).toEqual([[1, 0], [2, 1]]);
    expect(balanceOf(ledgerOf(later))).toBe(0);
  });

  it('a desk order is owed from its placing; cancelled, it is credited back', () => {
    const events = [placed([pass], { channel: 'desk' })];
    expect(balanceOf(ledgerOf(events))).toBe(15000);
    const cancelled = [...events, moved(1, 6, 'CANCEL')];
    expect(ledgerOf(cancelled).at(-1)).toMatchObject({ kind: 'credited', cents: 15000 });
    expect(balanceOf(ledgerOf(cancelled))).toBe(0);
  });

  it('a desk order turned into a quote is not owed while it is one, nor once the quote is dropped', () => {
    const quoted = [placed([pass], { channel: 'desk' }), moved(1, 10, 'QUOTE')];
    expect(balanceOf(ledgerOf(quoted))).toBe(0);
    expect(balanceOf(ledgerOf([...quoted, moved(10, 6, 'CANCEL')]))).toBe(0);
    expect(balanceOf(ledgerOf([...quoted, moved(10, 1, 'ACCEPT_QUOTE')]))).toBe(15000);
  });

  it('a partial desk payment, the rest by vouchers: every method recorded, settled', () => {
    const events = [placed([pass], { channel: 'desk' }), succeeded(5000, { provider: 'desk', method: 1 }), succeeded(10000, { paymentId: 'd2', provider: 'desk', method: 7 }), moved(1, 2, 'RECORD_PAYMENT')];
    const entries = ledgerOf(events);
    expect(entries.filter((entry) => entry.kind === 'paid').map((entry) => entry.method)).toEqual([1, 7]);
    expect(balanceOf(entries)).toBe(0);
  });

  it('a full refund: a credit note and the money given back, the balance settled', () => {
    const events = [placed([pass]), succeeded(15000), moved(9, 2, 'PAYMENT_SUCCEEDED'), refunded(15000), moved(2, 7, 'REFUND', { refunded: 15000, scope: 'full' })];
    const entries = ledgerOf(events);
    expect(entries.slice(-2).map((entry) => [entry.kind, entry.cents])).toEqual([
      ['refunded', 15000],
      ['credited', 15000],
    ]);
    expect(balanceOf(entries)).toBe(0);
  });

  it('a refund of the unused part credits only that part', () => {
    const events = [placed([pass]), succeeded(15000), moved(9, 2, 'PAYMENT_SUCCEEDED'), refunded(6000), moved(2, 7, 'REFUND', { refunded: 6000, scope: 'unused' })];
    expect(orderMoney(events)).toEqual({ charged: 15000, discounted: 0, paid: 15000, refunded: 6000, credited: 6000 });
    expect(balanceOf(ledgerOf(events))).toBe(0);
  });

  it('money beyond the total: the school owes it until it is given back', () => {
    const paid = [placed([pass]), succeeded(15000), moved(9, 2, 'PAYMENT_SUCCEEDED'), succeeded(15000, { paymentId: 'pi_2' })];
    expect(balanceOf(ledgerOf(paid))).toBe(-15000);
    const givenBack = [...paid, refunded(15000), moved(2, 2, 'REFUND_EXCESS')];
    expect(balanceOf(ledgerOf(givenBack))).toBe(0);
    expect(ledgerOf(givenBack).some((entry) => entry.kind === 'credited')).toBe(false);
  });

  it('a payment arriving for an order cancelled meanwhile: charged, cancelled, paid, then refunded: settled', () => {
    const events = [placed([pass]), moved(1, 6, 'CANCEL'), succeeded(15000), refunded(15000), moved(6, 7, 'REFUND', { refunded: 15000, scope: 'full' })];
    const entries = ledgerOf(events);
    expect(balanceOf(entries.filter((entry) => entry.key.startsWith('e2:')))).toBe(-15000);
    expect(balanceOf(entries)).toBe(0);
  });
});

describe('the ledger decider: each entry once', () => {
  const entry: LedgerEntry = { key: 'e1:paid', orderId: 7, kind: 'paid', cents: 5400, at };
  it('records an entry once, whatever replays it', () => {
    const first = ledgerDecider.decide({ type: 'RecordEntries', data: { famId: 3, entries: [entry, entry] } }, ledgerDecider.initialState());
    expect(first).toEqual([{ type: 'LedgerEntryRecorded', data: { famId: 3, ...entry } }]);
    const state = first.reduce(ledgerDecider.evolve, ledgerDecider.initialState());
    expect(state.balance).toBe(-5400);
    expect(ledgerDecider.decide({ type: 'RecordEntries', data: { famId: 3, entries: [entry] } }, state)).toEqual([]);
  });
});
