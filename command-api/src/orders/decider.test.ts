import { AppError } from '@plouf/infra';
import { describe, expect, it } from 'vitest';

/** The French message a refusal gives (errors carry both languages; `message` is the English one). */
function french(attempt: () => unknown): string {
  try {
    attempt();
  } catch (error) {
    if (error instanceof AppError) return error.messages.fr;
    throw error;
  }
  throw new Error('expected a refusal');
}
import type { OrderLine } from './contract.ts';
import { orderDecider, overpaid, partToPay, refundable, type OrderCommand } from './decider.ts';
import { MoveNotAllowed, OrderAlreadyPlaced, OrderExpired, OrderNotFound } from './errors.ts';
import type { OrderEvent } from './events.ts';

const now = '2026-11-23T10:00:00.000Z';
const by = 1;
const line: OrderLine = { id: 4, libelle: 'Carte 10 séances', fftTarif: 15000, tva: 2000, qty: 2, total: 30000, psnId: null, fftIsAbo: false, fftNbEntree: 10, fftValiditeM: 12, acyIds: [1], psnIds: [2] };
const buyer = { userId: 9, email: 'lea@x.fr', name: 'Léa Martin', language: 'fr' as const };

const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: { orderId: 7, famId: 3, famName: 'Martin', buyer, lines: [line], total: 30000, vat: [{ tva: 2000, base: 25000, amount: 5000 }], address: null, physical: false, channel: 'online', at: now, by },
};
const requested: OrderEvent = { type: 'PaymentRequested', data: { orderId: 7, paymentId: 'pi_1', provider: 'stripe', amount: 30000, at: now } };
const moved = (from: number, to: number, move: string, reason = '', extra: object = {}): OrderEvent =>
  ({ type: 'OrderStatusChanged', data: { orderId: 7, famId: 3, from, to, move, reason, at: now, by, ...extra } }) as OrderEvent;
/** What the move to paid carries about the invoice's buyer (ADR 0026). */
const billed = { billedTo: { name: 'Léa Martin', address: null } };
const succeeded: OrderEvent = { type: 'PaymentSucceeded', data: { orderId: 7, paymentId: 'pi_1', provider: 'stripe', method: 0, amount: 30000, reference: 'evt_1', at: now, by } };

/** Given these events, when this command, then these events (or this error). */
function given(...events: OrderEvent[]) {
  const state = events.reduce(orderDecider.evolve, orderDecider.initialState());
  return { when: (command: OrderCommand) => () => orderDecider.decide(command, state), state };
}

const settle = (outcome: 'succeeded' | 'failed', reference: string | null = 'evt_1'): OrderCommand => ({
  type: 'SettlePayment',
  data: { orderId: 7, paymentId: 'pi_1', provider: 'stripe', outcome, amount: 30000, reference, reason: outcome === 'failed' ? 'Carte refusée' : '', now, by },
});

describe('order decider', () => {
  it('places an order once', () => {
    const { now: _n, by: _b, ...data } = { ...placed.data, now, by };
    const place: OrderCommand = { type: 'PlaceOrder', data: { ...data, now, by } };
    expect(given().when(place)()).toEqual([placed]);
    expect(given(placed).when(place)).toThrow(OrderAlreadyPlaced);
  });

  it('refuses every command on an order that does not exist', () => {
    expect(given().when({ type: 'ValidateFree', data: { orderId: 7, now, by } })).toThrow(OrderNotFound);
  });

  it('requests a payment, and a second request while it waits (a reload) changes nothing', () => {
    const request: OrderCommand = { type: 'RequestPayment', data: { orderId: 7, paymentId: 'pi_1', provider: 'stripe', amount: 30000, now, by } };
    expect(given(placed).when(request)()).toEqual([requested, moved(1, 9, 'REQUEST_PAYMENT')]);
    expect(given(placed, requested, moved(1, 9, 'REQUEST_PAYMENT')).when(request)()).toEqual([]);
  });

  it('bills an order placed without an address to the one the family has when it pays, and never changes an address given', () => {
    const address = { adrNumberWay: '3 allée des Nageurs', adrPostalCode: '69003', libelle: 'Lyon' };
    const request: OrderCommand = { type: 'RequestPayment', data: { orderId: 7, paymentId: 'pi_1', provider: 'stripe', amount: 30000, address, now, by } };
    const withAddress: OrderEvent = { type: 'PaymentRequested', data: { ...requested.data, famId: 3, address } as Extract<OrderEvent, { type: 'PaymentRequested' }>['data'] };
    expect(given(placed).when(request)()).toEqual([withAddress, moved(1, 9, 'REQUEST_PAYMENT')]);
    // Asked first without one (a reload before the billing step), then with it: the address is recorded.
    expect(given(placed, requested, moved(1, 9, 'REQUEST_PAYMENT')).when(request)()).toEqual([withAddress]);
    const paid = given(placed, withAddress, moved(1, 9, 'REQUEST_PAYMENT')).when(settle('succeeded'))();
    expect(paid).toEqual([succeeded, moved(9, 2, 'PAYMENT_SUCCEEDED', '', { billedTo: { name: 'Léa Martin', address } })]);
    // Paid at the desk instead: billed to the address the desk's payment brings.
    const desk: OrderCommand = { type: 'RecordDeskPayment', data: { orderId: 7, paymentId: 'desk_1', method: 1, reference: null, reason: 'Chèque', address, now, by } };
    expect(given(placed).when(desk)().at(-1)).toMatchObject({ type: 'OrderStatusChanged', data: { to: 2, billedTo: { name: 'Léa Martin', address } } });
    // Placed with an address: that one is billed, whatever the family's is now.
    const elsewhere = { adrNumberWay: '1 rue du Port', adrPostalCode: '13002', libelle: 'Marseille' };
    const placedAt: OrderEvent = { type: 'OrderPlaced', data: { ...(placed.data as Extract<OrderEvent, { type: 'OrderPlaced' }>['data']), address: elsewhere } };
    expect(given(placedAt).when(request)()).toEqual([requested, moved(1, 9, 'REQUEST_PAYMENT')]);
  });

  it('records a success once, however many times the provider tells it', () => {
    const waiting = [placed, requested, moved(1, 9, 'REQUEST_PAYMENT')];
    expect(given(...waiting).when(settle('succeeded'))()).toEqual([succeeded, moved(9, 2, 'PAYMENT_SUCCEEDED', '', billed)]);
    expect(given(...waiting, succeeded, moved(9, 2, 'PAYMENT_SUCCEEDED')).when(settle('succeeded', 'evt_2'))()).toEqual([]);
    // A late failure of a payment that succeeded changes nothing either.
    expect(given(...waiting, succeeded, moved(9, 2, 'PAYMENT_SUCCEEDED')).when(settle('failed', 'evt_3'))()).toEqual([]);
  });

  it('records a failure, then the same payment retried and succeeding', () => {
    const waiting = [placed, requested, moved(1, 9, 'REQUEST_PAYMENT')];
    const failed: OrderEvent = { type: 'PaymentFailed', data: { orderId: 7, paymentId: 'pi_1', provider: 'stripe', reason: 'Carte refusée', reference: 'evt_f', at: now, amount: 30000 } };
    // Declined: recorded on the payment; the order still awaits its payment.
    expect(given(...waiting).when(settle('failed', 'evt_f'))()).toEqual([failed]);
    const afterFailure = [...waiting, failed];
    // The same failure told again: nothing.
    expect(given(...afterFailure).when(settle('failed', 'evt_f'))()).toEqual([]);
    // Paid with the same intent after the failure.
    expect(given(...afterFailure).when(settle('succeeded', 'evt_s'))()).toEqual([{ ...succeeded, data: { ...succeeded.data, reference: 'evt_s' } }, moved(9, 2, 'PAYMENT_SUCCEEDED', '', billed)]);
    // An order an earlier version put in 'Erreur' on a declined card is paid the same way.
    const olderFailure = [...waiting, failed, moved(9, 12, 'PAYMENT_FAILED', 'Carte refusée')];
    expect(given(...olderFailure).when(settle('succeeded', 'evt_s'))()).toEqual([{ ...succeeded, data: { ...succeeded.data, reference: 'evt_s' } }, moved(12, 2, 'PAYMENT_SUCCEEDED', '', billed)]);
  });

  it('validates a free order only when its total is 0', () => {
    expect(given(placed).when({ type: 'ValidateFree', data: { orderId: 7, now, by } })).toThrow(MoveNotAllowed);
    const free: OrderEvent = { ...placed, data: { ...placed.data, total: 0 } } as OrderEvent;
    expect(given(free).when({ type: 'ValidateFree', data: { orderId: 7, now, by } })()).toEqual([moved(1, 2, 'VALIDATE_FREE')]);
  });

  it('records a cheque at the desk for what is left to pay', () => {
    expect(given(placed).when({ type: 'RecordDeskPayment', data: { orderId: 7, paymentId: 'desk_1', method: 1, reference: 'Chèque 123', reason: 'Guichet', now, by } })()).toEqual([
      { type: 'PaymentSucceeded', data: { orderId: 7, paymentId: 'desk_1', provider: 'desk', method: 1, amount: 30000, reference: 'Chèque 123', at: now, by } },
      moved(1, 2, 'RECORD_PAYMENT', 'Guichet', billed),
    ]);
  });

  it('records vouchers at the desk for part of the order, the order waiting for the rest; the rest paid, it is paid; more than is left is refused (issue 43)', () => {
    const desk = (paymentId: string, method: 1 | 2 | 5 | 6 | 7, amount: number | undefined, reference: string | null): OrderCommand => ({ type: 'RecordDeskPayment', data: { orderId: 7, paymentId, method, reference, reason: 'Guichet', ...(amount !== undefined && { amount }), now, by } });
    const passSport: OrderEvent = { type: 'PaymentSucceeded', data: { orderId: 7, paymentId: 'desk_1', provider: 'desk', method: 7, amount: 5000, reference: 'PS-2026-7K3', at: now, by } };
    // A Pass'Sport of 50 € on 300 €: recorded, the order's status unchanged.
    expect(given(placed).when(desk('desk_1', 7, 5000, 'PS-2026-7K3'))()).toEqual([passSport]);
    // Then ANCV vouchers for part of the rest, then a cheque for what is left: paid.
    const ancv: OrderEvent = { type: 'PaymentSucceeded', data: { orderId: 7, paymentId: 'desk_2', provider: 'desk', method: 5, amount: 10000, reference: 'ANCV 4411-4415', at: now, by } };
    expect(given(placed, passSport).when(desk('desk_2', 5, 10000, 'ANCV 4411-4415'))()).toEqual([ancv]);
    expect(given(placed, passSport, ancv).when(desk('desk_3', 1, undefined, 'Chèque 88'))()).toEqual([
      { type: 'PaymentSucceeded', data: { orderId: 7, paymentId: 'desk_3', provider: 'desk', method: 1, amount: 15000, reference: 'Chèque 88', at: now, by } },
      moved(1, 2, 'RECORD_PAYMENT', 'Guichet', billed),
    ]);
    // Exactly what is left pays it too; more is refused, as is a voucher without its reference.
    expect(given(placed, passSport).when(desk('desk_2', 6, 25000, 'CS 19'))()).toHaveLength(2);
    expect(french(given(placed, passSport).when(desk('desk_2', 1, 25001, null)))).toBe('Il ne reste que 250,00\u00a0€ à payer sur cette commande');
    expect(french(given(placed).when(desk('desk_1', 7, 5000, '  ')))).toBe('Indiquez la référence du titre (numéros des chèques, code du Pass’Sport)');
    // Part of a cancelled order is refused like all of it.
    const cancelled = moved(1, 6, 'CANCEL');
    expect(french(given(placed, cancelled).when(desk('desk_1', 7, 5000, 'PS-1')))).toBe("« Enregistrer un paiement » n'est pas possible pour une commande « Annulé »");
    // Partly paid at the desk: the family's online payment is refused (it would ask for the whole total), the test card too.
    expect(french(given(placed, passSport).when({ type: 'RequestPayment', data: { orderId: 7, paymentId: 'pi_1', provider: 'stripe', amount: 30000, now, by } }))).toBe('Cette commande est déjà en partie réglée à l’accueil : le reste (250,00\u00a0€) se règle à l’accueil');
    // Nor may the family cancel it (the desk does, and hands the money back); the desk may.
    expect(french(given(placed, passSport).when({ type: 'MoveOrder', data: { orderId: 7, move: 'CANCEL', reason: '', byFamily: true, now, by } }))).toBe('Cette commande est en partie réglée à l’accueil : adressez-vous à l’accueil pour l’annuler');
    expect(given(placed, passSport).when({ type: 'MoveOrder', data: { orderId: 7, move: 'CANCEL', reason: '', now, by } })()).toEqual([moved(1, 6, 'CANCEL', '', { email: 'lea@x.fr', name: 'Léa Martin', language: 'fr', total: 30000 })]);
    expect(given(placed, passSport).when({ type: 'SettlePayment', data: { orderId: 7, paymentId: 'offline_pi_7', provider: 'offline', outcome: 'succeeded', amount: 30000, reference: 'offline:1', reason: '', now, by } })).toThrow(AppError);
  });

  it('counts what is left to pay one way everywhere: the total less what was paid and not given back (a refund on a desk payment is owed again)', () => {
    const desk = (paymentId: string, amount: number | undefined): OrderCommand => ({ type: 'RecordDeskPayment', data: { orderId: 7, paymentId, method: 6, reference: 'CS 19', reason: 'Guichet', ...(amount !== undefined && { amount }), now, by } });
    const coupon: OrderEvent = { type: 'PaymentSucceeded', data: { orderId: 7, paymentId: 'desk_1', provider: 'desk', method: 6, amount: 10000, reference: 'CS 19', at: now, by } };
    // 40 € of the coupon's 100 € handed back (a history an earlier version could store): 60 € paid, 240 € left.
    const handedBack: OrderEvent = { type: 'OrderRefunded', data: { orderId: 7, paymentId: 'desk_1', provider: 'desk', amount: 4000, refundId: null, at: now, by } };
    const history = [placed, coupon, handedBack];
    expect(french(given(...history).when({ type: 'RequestPayment', data: { orderId: 7, paymentId: 'pi_1', provider: 'stripe', amount: 30000, now, by } }))).toBe('Cette commande est déjà en partie réglée à l’accueil : le reste (240,00\u00a0€) se règle à l’accueil');
    expect(french(given(...history).when({ type: 'SettlePayment', data: { orderId: 7, paymentId: 'offline_pi_7', provider: 'offline', outcome: 'succeeded', amount: 30000, reference: 'offline:1', reason: '', now, by } }))).toBe('Cette commande est déjà en partie réglée à l’accueil : le reste (240,00\u00a0€) se règle à l’accueil');
    // The desk may take the 240 € (what was handed back included), which pays it, and no more.
    expect(french(given(...history).when(desk('desk_2', 24001)))).toBe('Il ne reste que 240,00\u00a0€ à payer sur cette commande');
    expect(given(...history).when(desk('desk_2', 24000))()).toEqual([
      { type: 'PaymentSucceeded', data: { orderId: 7, paymentId: 'desk_2', provider: 'desk', method: 6, amount: 24000, reference: 'CS 19', at: now, by } },
      moved(1, 2, 'RECORD_PAYMENT', 'Guichet', billed),
    ]);
    expect(given(...history).when(desk('desk_2', undefined))()).toHaveLength(2);
  });

  it('names whom the invoice is made out to when the order becomes paid, with the order’s address; the family’s name when the buyer had none', () => {
    const address = { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' };
    const atTheDesk = { ...placed, data: { ...placed.data, buyer: { ...buyer, name: '' }, address } } as OrderEvent;
    const [, paid] = given(atTheDesk).when({ type: 'RecordDeskPayment', data: { orderId: 7, paymentId: 'desk_1', method: 2, reference: 'VIR 12', reason: '', now, by } })();
    expect(paid).toEqual(moved(1, 2, 'RECORD_PAYMENT', '', { billedTo: { name: 'Martin', address } }));
    // Any other move names nobody: only a sale for money is invoiced.
    const cancel = given(placed).when({ type: 'MoveOrder', data: { orderId: 7, move: 'CANCEL', reason: '', now, by } })();
    expect(cancel.every((event) => !('billedTo' in event.data))).toBe(true);
  });

  it('refuses the moves the machine does not allow, in the family’s words', () => {
    const then = given(placed).when({ type: 'MoveOrder', data: { orderId: 7, move: 'SHIP', reason: '', now, by } });
    expect(french(then)).toContain("« Envoyer » n'est pas possible pour une commande « Bon de commande »");
    // A service is not prepared or shipped once paid.
    const paid = given(placed, succeeded, moved(1, 2, 'RECORD_PAYMENT'));
    expect(paid.when({ type: 'MoveOrder', data: { orderId: 7, move: 'PREPARE', reason: '', now, by } })).toThrow(MoveNotAllowed);
    expect(paid.when({ type: 'MoveOrder', data: { orderId: 7, move: 'CANCEL', reason: '', now, by } })).toThrow(MoveNotAllowed);
  });

  it('tells the family when an order is cancelled, unless the move is quiet', () => {
    expect(given(placed).when({ type: 'MoveOrder', data: { orderId: 7, move: 'CANCEL', reason: 'Doublon', now, by } })()).toEqual([
      moved(1, 6, 'CANCEL', 'Doublon', { email: 'lea@x.fr', name: 'Léa Martin', language: 'fr', total: 30000 }),
    ]);
    expect(given(placed).when({ type: 'MoveOrder', data: { orderId: 7, move: 'CANCEL', reason: 'Remplacée', quiet: true, now, by } })()).toEqual([moved(1, 6, 'CANCEL', 'Remplacée')]);
  });

  it('refuses to be paid online once its payment time is over (its prices are old); the desk may still record a cheque', () => {
    const later = new Date(Date.parse(now) + 8 * 86_400_000).toISOString();
    const request: OrderCommand = { type: 'RequestPayment', data: { orderId: 7, paymentId: 'pi_1', provider: 'stripe', amount: 30000, now: later, by } };
    expect(french(given(placed).when(request))).toBe('La commande 7 ne peut plus être payée en ligne depuis le 30/11/2026 : ses prix ont pu changer. Refaites votre panier.');
    const offline: OrderCommand = { type: 'SettlePayment', data: { orderId: 7, paymentId: 'pi_1', provider: 'offline', outcome: 'succeeded', amount: 30000, reference: null, reason: '', now: later, by } };
    expect(given(placed, requested, moved(1, 9, 'REQUEST_PAYMENT')).when(offline)).toThrow(OrderExpired);
    // Within its time, and at the desk afterwards: paid.
    expect(given(placed).when({ ...request, data: { ...request.data, now } })()).toHaveLength(2);
    expect(given(placed).when({ type: 'RecordDeskPayment', data: { orderId: 7, paymentId: 'desk_1', method: 1, reference: null, reason: 'Guichet', now: later, by } })()).toHaveLength(2);
  });

  it('marks an order paid twice as overpaid, and gives back only the excess, the order staying paid', () => {
    // The desk recorded a cheque; the family's card payment, already under way, succeeds after it.
    const cheque: OrderEvent = { type: 'PaymentSucceeded', data: { orderId: 7, paymentId: 'desk_1', provider: 'desk', method: 1, amount: 30000, reference: 'Chèque 1', at: now, by } };
    const paidByCheque = [placed, requested, moved(1, 9, 'REQUEST_PAYMENT'), cheque, moved(9, 2, 'RECORD_PAYMENT', 'Guichet')];
    const late = given(...paidByCheque).when(settle('succeeded'))();
    expect(late).toEqual([succeeded]);
    const twice = given(...paidByCheque, succeeded);
    expect(twice.state.status === 'placed' && overpaid(twice.state)).toBe(30000);
    // Recording another cheque on a paid order is refused.
    expect(french(given(...paidByCheque).when({ type: 'RecordDeskPayment', data: { orderId: 7, paymentId: 'desk_2', method: 1, reference: null, reason: '', now, by } }))).toBe("« Enregistrer un paiement » n'est pas possible pour une commande « Payé »");
    const excess: OrderCommand = { type: 'RefundExcess', data: { orderId: 7, refunds: [{ paymentId: 'pi_1', provider: 'stripe', amount: 30000, refundId: 're_1' }], reason: 'Payé deux fois', now, by } };
    const refunded: OrderEvent = { type: 'OrderRefunded', data: { orderId: 7, paymentId: 'pi_1', provider: 'stripe', amount: 30000, refundId: 're_1', at: now, by } };
    expect(twice.when(excess)()).toEqual([refunded]);
    const after = given(...paidByCheque, succeeded, refunded);
    expect(after.state.status === 'placed' && [after.state.cmdStatus, overpaid(after.state)]).toEqual([2, 0]);
    // Nothing is paid twice any more: no excess to refund, nor more than the excess.
    expect(after.when(excess)).toThrow(MoveNotAllowed);
    expect(twice.when({ ...excess, data: { ...excess.data, refunds: [{ ...excess.data.refunds[0]!, amount: 40000 }] } })).toThrow(MoveNotAllowed);
  });

  it('refunds each payment taken, then the order is refunded', () => {
    const paid = given(placed, requested, moved(1, 9, 'REQUEST_PAYMENT'), succeeded, moved(9, 2, 'PAYMENT_SUCCEEDED'));
    expect(paid.state.status === 'placed' && refundable(paid.state)).toEqual([{ paymentId: 'pi_1', provider: 'stripe', amount: 30000 }]);
    const refund: OrderCommand = { type: 'RefundOrder', data: { orderId: 7, refunds: [{ paymentId: 'pi_1', provider: 'stripe', amount: 30000, refundId: 're_1' }], reason: 'Déménagement', now, by } };
    expect(paid.when(refund)()).toEqual([
      { type: 'OrderRefunded', data: { orderId: 7, paymentId: 'pi_1', provider: 'stripe', amount: 30000, refundId: 're_1', at: now, by } },
      moved(2, 7, 'REFUND', 'Déménagement', { email: 'lea@x.fr', name: 'Léa Martin', language: 'fr', total: 30000, refunded: 30000, scope: 'full' }),
    ]);
    expect(given(placed).when(refund)).toThrow(MoveNotAllowed);
  });

  describe('a plan (a term paid in parts, ADR 0029)', () => {
    const plan = [
      { n: 1, due: '2026-11-23', cents: 10_000 },
      { n: 2, due: '2026-12-23', cents: 10_000 },
      { n: 3, due: '2027-01-23', cents: 10_000 },
    ];
    const inParts: OrderEvent = { ...placed, data: { ...(placed as Extract<OrderEvent, { type: 'OrderPlaced' }>).data, plan } } as OrderEvent;
    const asked = (n: number, amount = 10_000): OrderEvent => ({ type: 'PaymentRequested', data: { orderId: 7, paymentId: `pi_${n}`, provider: 'offline', amount, at: now, part: n } });
    const paidPart = (n: number, extra: object = {}): OrderEvent => ({ type: 'PaymentSucceeded', data: { orderId: 7, paymentId: `pi_${n}`, provider: 'offline', method: 0, amount: 10_000, reference: `ref_${n}`, at: now, by, part: n, ...extra } }) as OrderEvent;
    const charge = (n: number, outcome: 'succeeded' | 'failed', extra: object = {}): OrderCommand => ({
      type: 'SettlePayment',
      data: { orderId: 7, paymentId: `pi_${n}_charge`, provider: 'offline', outcome, amount: 10_000, reference: `charge_${n}`, reason: outcome === 'failed' ? 'Carte refusée' : '', part: n, offSession: true, now, by: null, ...extra },
    });
    const underWay = [inParts, asked(1), moved(1, 9, 'REQUEST_PAYMENT'), paidPart(1, { savedCard: { provider: 'offline', ref: 'offline_card_4242', last4: '4242' } })];

    it('pays its first part without paying the order, and keeps the card', () => {
      const first = given(inParts, asked(1), moved(1, 9, 'REQUEST_PAYMENT'));
      const events = first.when({ type: 'SettlePayment', data: { orderId: 7, paymentId: 'pi_1', provider: 'offline', outcome: 'succeeded', amount: 10_000, reference: 'ref_1', reason: '', part: 1, savedCard: { ref: 'offline_card_4242', last4: '4242' }, now, by } })();
      expect(events).toEqual([paidPart(1, { savedCard: { provider: 'offline', ref: 'offline_card_4242', last4: '4242' } })]);
      const { state } = given(...underWay);
      expect(state.status === 'placed' && state.savedCard).toEqual({ provider: 'offline', ref: 'offline_card_4242', last4: '4242' });
      expect(partToPay(state)).toEqual({ n: 2, due: '2026-12-23', amount: 10_000, attempt: 1 });
    });

    it('counts a declined part’s tries, and is paid with its last part', () => {
      const failed = given(...underWay).when(charge(2, 'failed'))();
      expect(failed).toEqual([{ type: 'PaymentFailed', data: { orderId: 7, paymentId: 'pi_2_charge', provider: 'offline', reason: 'Carte refusée', reference: 'charge_2', at: now, amount: 10_000, part: 2, offSession: true, count: 3, famId: 3, email: 'lea@x.fr', name: 'Léa Martin', language: 'fr' } }]);
      // Its try and the next one's day, or the last: overdue.
      expect(given(...underWay).when(charge(2, 'failed', { attempt: 1, retryOn: '2026-12-26' }))()[0]!.data).toMatchObject({ attempt: 1, retryOn: '2026-12-26' });
      expect(given(...underWay).when(charge(2, 'failed', { attempt: 3, retryOn: null }))()[0]!.data).toMatchObject({ attempt: 3, overdue: true });
      // The same news again: nothing; the next try of that part is the second.
      expect(given(...underWay, ...failed).when(charge(2, 'failed'))()).toEqual([]);
      expect(partToPay(given(...underWay, ...failed).state)).toMatchObject({ n: 2, attempt: 2 });
      const second = given(...underWay, ...failed).when(charge(2, 'succeeded', { paymentId: 'pi_2_b', reference: 'charge_2_b' }))();
      expect(second.map((event) => event.type)).toEqual(['PaymentSucceeded']);
      const last = given(...underWay, ...failed, ...second).when(charge(3, 'succeeded'))();
      expect(last.map((event) => event.type)).toEqual(['PaymentSucceeded', 'OrderStatusChanged']);
      expect(partToPay(given(...underWay, ...failed, ...second, ...last).state)).toBeNull();
    });

    it('is payable online past an unpaid order’s days while under way, and owes nothing once cancelled', () => {
      const later = '2027-01-10T10:00:00.000Z';
      const { state } = given(...underWay);
      expect(orderDecider.decide({ type: 'RequestPayment', data: { orderId: 7, paymentId: 'pi_2', provider: 'offline', amount: 10_000, part: 2, now: later, by } }, state).map((event) => event.type)).toEqual(['PaymentRequested']);
      // Not started (nothing paid): an unpaid order's days, as any.
      expect(() => given(inParts).when({ type: 'RequestPayment', data: { orderId: 7, paymentId: 'pi_1', provider: 'offline', amount: 10_000, part: 1, now: later, by } })()).toThrow(OrderExpired);
      expect(partToPay(given(...underWay, moved(9, 6, 'CANCEL')).state)).toBeNull();
    });
  });
  describe('a plan paid by SEPA direct debit (ADR 0029, decisions 48-53)', () => {
    const plan = [
      { n: 1, due: '2026-11-23', cents: 15_000 },
      { n: 2, due: '2026-12-23', cents: 15_000 },
    ];
    const byDebit: OrderEvent = { ...placed, data: { ...(placed as Extract<OrderEvent, { type: 'OrderPlaced' }>).data, plan, directDebit: true } } as OrderEvent;
    const sign = (ref = 'offline_sepa_2606', last4 = '2606'): OrderCommand => ({ type: 'SignMandate', data: { orderId: 7, mandate: { provider: 'offline', ref, last4 }, now, by } });
    const signed: OrderEvent = { type: 'MandateSigned', data: { orderId: 7, famId: 3, mandate: { provider: 'offline', ref: 'offline_sepa_2606', last4: '2606', kind: 'sepa' }, at: now, by } };
    const debit = (n: number, outcome: 'succeeded' | 'failed', extra: object = {}): OrderCommand => ({
      type: 'SettlePayment',
      data: { orderId: 7, paymentId: `pi_${n}_debit`, provider: 'offline', outcome, amount: 15_000, reference: `debit_${n}`, reason: outcome === 'failed' ? 'Rejeté' : '', part: n, offSession: true, sepa: true, now, by: null, ...extra },
    });

    it('records the mandate once, refuses another account and an order not paid by debit', () => {
      expect(given(byDebit).when(sign())()).toEqual([signed, moved(1, 9, 'REQUEST_PAYMENT')]);
      expect(given(byDebit, signed).when(sign())()).toEqual([]);
      expect(french(given(byDebit, signed, moved(1, 9, 'REQUEST_PAYMENT')).when(sign('offline_sepa_9999', '9999')))).toBe('Un mandat de prélèvement est déjà signé pour cette commande');
      expect(french(given(placed).when(sign()))).toBe('Cette commande ne se paie pas par prélèvement');
      expect(french(given(byDebit, moved(1, 6, 'CANCEL')).when(sign()))).toBe("Cette commande n'est plus à payer");
    });

    it('is a plan under way once signed: the family no longer cancels it, its first debit is the next part', () => {
      const { state } = given(byDebit, signed, moved(1, 9, 'REQUEST_PAYMENT'));
      expect(state.status === 'placed' && state.savedCard).toEqual({ provider: 'offline', ref: 'offline_sepa_2606', last4: '2606', kind: 'sepa' });
      expect(partToPay(state)).toEqual({ n: 1, due: '2026-11-23', amount: 15_000, attempt: 1 });
      expect(french(given(byDebit, signed, moved(1, 9, 'REQUEST_PAYMENT')).when({ type: 'MoveOrder', data: { orderId: 7, move: 'CANCEL', reason: '', byFamily: true, now, by } }))).toMatch(/accueil/);
      // Not signed yet: the family (or the hold's timer) cancels it as any unpaid order.
      expect(given(byDebit).when({ type: 'MoveOrder', data: { orderId: 7, move: 'CANCEL', reason: '', byFamily: true, now, by } })().map((event) => event.type)).toEqual(['OrderStatusChanged']);
    });

    it('records its debits with the method of a direct debit, and a refused one for the mail', () => {
      const first = given(byDebit, signed, moved(1, 9, 'REQUEST_PAYMENT')).when(debit(1, 'succeeded'))();
      expect(first).toEqual([{ type: 'PaymentSucceeded', data: { orderId: 7, paymentId: 'pi_1_debit', provider: 'offline', method: 9, amount: 15_000, reference: 'debit_1', at: now, by: null, part: 1 } }]);
      const refused = given(byDebit, signed, moved(1, 9, 'REQUEST_PAYMENT'), ...first).when(debit(2, 'failed', { attempt: 1, retryOn: '2026-12-26' }))();
      expect(refused[0]!.data).toMatchObject({ part: 2, offSession: true, sepa: true, attempt: 1, retryOn: '2026-12-26' });
      const last = given(byDebit, signed, moved(1, 9, 'REQUEST_PAYMENT'), ...first, ...refused).when(debit(2, 'succeeded', { paymentId: 'pi_2_b', reference: 'debit_2_b' }))();
      expect(last.map((event) => event.type)).toEqual(['PaymentSucceeded', 'OrderStatusChanged']);
    });
  });
});
