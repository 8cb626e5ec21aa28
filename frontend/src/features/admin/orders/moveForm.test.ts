import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, leftToPay, moveErrors, moveInput, moveTarget, offeredMoves } from './moveForm.ts';

const order = (cmdStatus: number, cmdTotal = 4500, physical = false) => ({ cmdStatus, cmdTotal, physical });

describe('offeredMoves', () => {
  it('offers only what the status machine allows from where the order stands', () => {
    expect(offeredMoves(order(9))).toEqual(['RECORD_PAYMENT', 'CANCEL']);
    expect(offeredMoves(order(1))).toEqual(['RECORD_PAYMENT', 'QUOTE', 'CANCEL']);
    expect(offeredMoves(order(2))).toEqual(['REFUND']);
    expect(offeredMoves(order(2, 4500, true))).toEqual(['PREPARE', 'REFUND']);
    expect(offeredMoves(order(7))).toEqual([]);
    expect(offeredMoves(order(6))).toEqual([]);
    // A cancelled order whose card was charged anyway (confirmed as it was cancelled) is refunded.
    expect(offeredMoves({ ...order(6), payments: [{ status: 'succeeded', amount: 4500 }] })).toEqual(['REFUND']);
    expect(offeredMoves({ ...order(6), payments: [{ status: 'failed', amount: 4500 }] })).toEqual([]);
  });

  it('names the status a move leads to', () => {
    expect(moveTarget(order(2), 'REFUND')).toBe(7);
    expect(moveTarget(order(9), 'RECORD_PAYMENT')).toBe(2);
    expect(moveTarget(order(2), 'SHIP')).toBeNull();
  });
});

describe('the move dialog', () => {
  it('asks a reason for every move', () => {
    expect(moveErrors('REFUND', EMPTY_DRAFT)).toEqual({ reason: 'admin.validation.required' });
    expect(moveErrors('REFUND', { ...EMPTY_DRAFT, reason: '   ' })).toEqual({ reason: 'admin.validation.required' });
    expect(moveErrors('REFUND', { ...EMPTY_DRAFT, reason: 'Déménagement' })).toEqual({});
    expect(moveErrors('RECORD_PAYMENT', { ...EMPTY_DRAFT, reason: 'Guichet', reference: 'x'.repeat(101) })).toEqual({ reference: 'adminOrders.moves.tooLong' });
  });

  it('sends method and reference only with a payment at the desk, and the amount only with a refund', () => {
    expect(moveInput('REFUND', { reason: ' Déménagement ', method: 2, reference: 'ignored', amount: 500, refund: 'unused' })).toEqual({ move: 'REFUND', reason: 'Déménagement', refund: 'unused' });
    expect(moveInput('CANCEL', { ...EMPTY_DRAFT, reason: 'Erreur', refund: 'unused' })).toEqual({ move: 'CANCEL', reason: 'Erreur' });
    expect(moveInput('RECORD_PAYMENT', { ...EMPTY_DRAFT, reason: 'Guichet', method: 2, reference: ' VIR-889 ' })).toEqual({ move: 'RECORD_PAYMENT', reason: 'Guichet', method: 2, reference: 'VIR-889' });
    expect(moveInput('RECORD_PAYMENT', { ...EMPTY_DRAFT, reason: 'Guichet', method: 1, reference: '' })).toEqual({ move: 'RECORD_PAYMENT', reason: 'Guichet', method: 1 });
    expect(moveInput('RECORD_PAYMENT', { ...EMPTY_DRAFT, reason: 'Guichet', method: 7, reference: ' PS-2026-ABC ', amount: 5000 })).toEqual({ move: 'RECORD_PAYMENT', reason: 'Guichet', method: 7, reference: 'PS-2026-ABC', amount: 5000 });
  });

  it('asks a voucher its reference, and a part of the order more than nothing and at most what is left', () => {
    const voucher = { ...EMPTY_DRAFT, reason: 'Guichet', method: 5 as const };
    expect(moveErrors('RECORD_PAYMENT', voucher, 4500)).toEqual({ reference: 'adminOrders.moves.voucherReference' });
    expect(moveErrors('RECORD_PAYMENT', { ...voucher, reference: 'ANCV 1234-1238' }, 4500)).toEqual({});
    expect(moveErrors('RECORD_PAYMENT', { ...voucher, reference: 'ANCV 1234', amount: 4600 }, 4500)).toEqual({ amount: 'adminOrders.moves.amountAboveLeft' });
    expect(moveErrors('RECORD_PAYMENT', { ...voucher, reference: 'ANCV 1234', amount: 0 }, 4500)).toEqual({ amount: 'adminOrders.moves.amountNone' });
    // A cheque needs no reference.
    expect(moveErrors('RECORD_PAYMENT', { ...EMPTY_DRAFT, reason: 'Guichet', method: 1 }, 4500)).toEqual({});
    // What is left: the total less what was paid and kept.
    expect(leftToPay({ ...order(9), payments: [{ status: 'succeeded', amount: 5000 }, { status: 'failed', amount: 4500 }], cmdTotal: 12000 })).toBe(7000);
    // What a refund gave back is no longer paid, as the server counts it (a part of one, or one refunded whole).
    expect(leftToPay({ ...order(9), payments: [{ status: 'succeeded', amount: 5000, refunded: 2000 }], cmdTotal: 12000 })).toBe(9000);
    expect(leftToPay({ ...order(9), payments: [{ status: 'refunded', amount: 5000 }, { status: 'succeeded', amount: 3000 }], cmdTotal: 12000 })).toBe(9000);
  });
});
