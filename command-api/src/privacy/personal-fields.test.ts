import { describe, expect, it } from 'vitest';
import { orderDecider } from '../orders/decider.ts';
import { PERSONAL_SCHEMA } from './personal-fields.ts';

/** Sealed values go under their own family's key, never under a key no erasure deletes (ADR 0022). */
describe('the personal fields of a payment', () => {
  it('seals the address a payment bills an order to under that order’s family', () => {
    const address = { adrNumberWay: '3 allée des Nageurs', adrPostalCode: '69003', libelle: 'Lyon' };
    const placed = { type: 'OrderPlaced' as const, data: { orderId: 7, famId: 42, famName: 'Martin', buyer: { userId: 9, email: 'lea@x.fr', name: 'Léa Martin', language: 'fr' as const }, lines: [], total: 1000, vat: [], address: null, physical: false, channel: 'online' as const, at: '2026-11-30T10:00:00.000Z', by: 9 } };
    const state = orderDecider.evolve(orderDecider.initialState(), placed);
    const [requested] = orderDecider.decide({ type: 'RequestPayment', data: { orderId: 7, paymentId: 'pi_1', provider: 'stripe', amount: 1000, address, now: '2026-11-30T10:01:00.000Z', by: 9 } }, state);
    expect(PERSONAL_SCHEMA.fieldsOf(requested!)).toEqual([{ path: ['address'], subject: 'family-42', kind: 'address' }]);
  });
});
