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
import { ADMIN_MOVES, ORDER_MOVES, ORDER_STATUS, allowedMoves, leftToPay, nextStatus, planParts, planStanding, statusColour, statusLabel, type OrderStatusName } from './status.ts';
import { priceCart, cartKey, ORDER_TOTAL_MAX } from './pricing.ts';
import type { PassInput } from '../catalogue/passes/contract.ts';

const service = { total: 4500, physical: false };
const goods = { total: 4500, physical: true };
const free = { total: 0, physical: false };
const S = ORDER_STATUS;

describe('what is left to pay', () => {
  it('is the total less what was paid and not given back, never below nothing', () => {
    expect(leftToPay({ total: 15000, paid: 0, refunded: 0 })).toBe(15000);
    expect(leftToPay({ total: 15000, paid: 5000, refunded: 0 })).toBe(10000);
    // Money handed back on a desk payment is no longer paid: it is owed again.
    expect(leftToPay({ total: 15000, paid: 5000, refunded: 2000 })).toBe(12000);
    expect(leftToPay({ total: 15000, paid: 5000, refunded: 5000 })).toBe(15000);
    expect(leftToPay({ total: 15000, paid: 15000, refunded: 0 })).toBe(0);
    // Paid beyond the total: nothing left (the excess is refunded, see `overpaid`).
    expect(leftToPay({ total: 15000, paid: 18000, refunded: 0 })).toBe(0);
  });
});

describe('order status machine', () => {
  it('takes a service order from purchase order to paid, and to refunded', () => {
    expect(nextStatus(S.bcd, 'REQUEST_PAYMENT', service)).toBe(S.enAttentePaiement);
    // A declined card leaves the order awaiting its payment; 'Erreur' is only where earlier versions put it.
    expect(nextStatus(S.enAttentePaiement, 'PAYMENT_FAILED', service)).toBe(S.enAttentePaiement);
    expect(nextStatus(S.erreur, 'REQUEST_PAYMENT', service)).toBe(S.enAttentePaiement);
    expect(nextStatus(S.erreur, 'PAYMENT_SUCCEEDED', service)).toBe(S.paye);
    expect(nextStatus(S.paye, 'REFUND', service)).toBe(S.rembourse);
  });

  it('validates without payment only what is free, and asks payment only of what is not', () => {
    expect(nextStatus(S.bcd, 'VALIDATE_FREE', free)).toBe(S.paye);
    expect(nextStatus(S.bcd, 'VALIDATE_FREE', service)).toBeNull();
    expect(nextStatus(S.bcd, 'REQUEST_PAYMENT', free)).toBeNull();
  });

  it('prepares and ships only goods, after payment', () => {
    expect(nextStatus(S.paye, 'PREPARE', service)).toBeNull();
    expect(nextStatus(S.paye, 'PREPARE', goods)).toBe(S.preparation);
    expect(nextStatus(S.preparation, 'BACKORDER', goods)).toBe(S.enCoursAppro);
    expect(nextStatus(S.enCoursAppro, 'PREPARE', goods)).toBe(S.preparation);
    expect(nextStatus(S.preparation, 'SHIP', goods)).toBe(S.envoye);
    expect(nextStatus(S.envoye, 'OUT_FOR_DELIVERY', goods)).toBe(S.enLivraison);
    expect(nextStatus(S.enLivraison, 'DELIVER', goods)).toBe(S.livre);
    expect(nextStatus(S.livre, 'REFUND', goods)).toBe(S.rembourse);
    expect(nextStatus(S.bcd, 'SHIP', goods)).toBeNull();
  });

  it('cancels what is not paid, refunds what is, and ends there', () => {
    for (const status of [S.bcd, S.devis, S.enAttentePaiement, S.erreur]) expect(nextStatus(status, 'CANCEL', service)).toBe(S.annule);
    expect(nextStatus(S.paye, 'CANCEL', service)).toBeNull();
    for (const end of [S.annule, S.rembourse]) for (const move of ORDER_MOVES) expect(nextStatus(end, move, service)).toBeNull();
    // Unless money arrived for the cancelled order anyway (a card confirmed as it was cancelled).
    expect(nextStatus(S.annule, 'REFUND', { ...service, paid: 4500 })).toBe(S.rembourse);
  });

  it('offers the back-office only the moves it allows', () => {
    expect(allowedMoves(S.bcd, service, ADMIN_MOVES)).toEqual(['RECORD_PAYMENT', 'QUOTE', 'CANCEL']);
    expect(allowedMoves(S.paye, service, ADMIN_MOVES)).toEqual(['REFUND']);
    expect(allowedMoves(S.paye, goods, ADMIN_MOVES)).toEqual(['PREPARE', 'REFUND']);
    expect(allowedMoves(S.rembourse, service, ADMIN_MOVES)).toEqual([]);
    // Paid twice: the excess can be refunded, the order staying where it is.
    expect(allowedMoves(S.paye, { ...service, paid: service.total * 2 }, ADMIN_MOVES)).toEqual(['REFUND', 'REFUND_EXCESS']);
    expect(nextStatus(S.paye, 'REFUND_EXCESS', { ...service, paid: service.total * 2 })).toBe(S.paye);
    expect(nextStatus(S.livre, 'REFUND_EXCESS', { ...goods, paid: goods.total + 1 })).toBe(S.livre);
    expect(nextStatus(S.paye, 'REFUND_EXCESS', { ...service, paid: service.total })).toBeNull();
    expect(nextStatus(99, 'CANCEL', service)).toBeNull();
  });

  it('names and colours the twelve statuses as the spec does', () => {
    expect(Object.values(S).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const labels = Object.keys(S).map((name) => statusLabel(S[name as OrderStatusName], 'fr'));
    expect(labels).toEqual(['Bon de commande', 'Payé', 'En préparation', 'Envoyé', 'Livré', 'Annulé', 'Remboursé', 'En livraison', 'En attente de paiement', 'Devis', "En cours d'approvisionnement", 'Erreur']);
    expect(new Set([S.paye, S.preparation, S.envoye, S.livre, S.annule, S.enAttentePaiement].map(statusColour)).size).toBe(6);
  });
});

const pass = (fields: Partial<PassInput> = {}): PassInput => ({
  libelle: 'Carte 10',
  fftIsAbo: false,
  fftEnable: true,
  fftLimiteAchat: 0,
  fftValiditeM: 12,
  fftNbEntree: 10,
  fftTarif: 15000,
  fftInfos: '',
  acyIds: [],
  psnIds: [2],
  tva: 2000,
  ...fields,
});

const NO_POOLS: ReadonlySet<number> = new Set();

describe('pricing a cart', () => {
  it('prices from the catalogue, merges a pass added twice, and tells the prices that changed', () => {
    const passes = new Map([[1, pass()], [2, pass({ libelle: 'Aquagym', fftTarif: 999, tva: 550 })]]);
    const priced = priceCart([{ item: { id: 1, fftTarif: 1 }, qty: 1 }, { item: { id: 1 }, qty: 2 }, { item: { id: 2 }, qty: 1 }], passes, () => 0, NO_POOLS);
    expect(priced.lines.map((line) => [line.id, line.qty, line.total])).toEqual([[1, 3, 45000], [2, 1, 999]]);
    expect(priced.total).toBe(45999);
    expect(priced.changes).toEqual([{ id: 1, libelle: 'Carte 10', before: 1, after: 15000 }]);
    expect(priced.vat).toEqual([{ tva: 550, base: 947, amount: 52 }, { tva: 2000, base: 37500, amount: 7500 }]);
  });

  it('refuses a pass removed, disabled, over its limit per family, or not valid at the pool asked', () => {
    const passes = new Map([[1, pass({ fftLimiteAchat: 2 })], [3, pass({ fftEnable: false, libelle: 'Ancien' })]]);
    expect(french(() => priceCart([{ item: { id: 9 }, qty: 1 }], passes, () => 0, NO_POOLS))).toContain("Le forfait 9 n'existe plus");
    expect(french(() => priceCart([{ item: { id: 3 }, qty: 1 }], passes, () => 0, NO_POOLS))).toContain("Le forfait « Ancien » n'est plus en vente");
    expect(french(() => priceCart([{ item: { id: 1 }, qty: 2 }], passes, () => 1, NO_POOLS))).toContain('limité à 2 par famille (vous en avez déjà 1)');
    expect(priceCart([{ item: { id: 1 }, qty: 1 }], passes, () => 1, NO_POOLS).total).toBe(15000);
    expect(french(() => priceCart([{ item: { id: 1 }, qty: 1, psnId: 5 }], passes, () => 0, NO_POOLS))).toContain("n'est pas valable dans cette piscine");
    // A pass valid in every pool: the line names a pool that exists.
    const everywhere = new Map([[4, pass({ psnIds: [] })]]);
    expect(french(() => priceCart([{ item: { id: 4 }, qty: 1, psnId: 999 }], everywhere, () => 0, new Set([2, 3])))).toContain("n'est pas valable dans cette piscine");
    expect(priceCart([{ item: { id: 4 }, qty: 1, psnId: 3 }], everywhere, () => 0, new Set([2, 3])).total).toBe(15000);
  });

  it('refuses an order over its ceiling (a 4 300 € pass over 50 pools) before it is an order', () => {
    const dear = new Map([[5, pass({ psnIds: [], fftTarif: 430_000 })]]);
    const pools = new Set(Array.from({ length: 50 }, (_, n) => n + 1));
    const items = Array.from({ length: 50 }, (_, n) => ({ item: { id: 5 }, qty: 100, psnId: n + 1 }));
    expect(french(() => priceCart(items, dear, () => 0, pools))).toBe("Une commande ne peut pas dépasser 100 000 € : contactez l'accueil");
    expect(priceCart(items.slice(0, 1).map((item) => ({ ...item, qty: 23 })), dear, () => 0, pools).total).toBe(ORDER_TOTAL_MAX - 110_000);
  });

  it('keys a cart by what it asks, whatever the order of its lines', () => {
    const a = { id: 1, psnId: null, qty: 2, fftTarif: 100 };
    const b = { id: 2, psnId: 3, qty: 1, fftTarif: 50 };
    expect(cartKey([a, b])).toBe(cartKey([b, a]));
    expect(cartKey([a])).not.toBe(cartKey([{ ...a, qty: 3 }]));
  });
});

describe('a plan’s parts (issue 43)', () => {
  const plan = [
    { n: 1, due: '2026-12-01', cents: 5_001 },
    { n: 2, due: '2027-01-01', cents: 5_000 },
    { n: 3, due: '2027-02-01', cents: 5_000 },
  ];

  it('puts the money paid on the parts in their order, whoever paid it', () => {
    expect(planParts(plan, 0).map((part) => part.owed)).toEqual([5_001, 5_000, 5_000]);
    expect(planParts(plan, 7_000).map((part) => part.owed)).toEqual([0, 3_001, 5_000]);
    expect(planParts(plan, 15_001).map((part) => part.owed)).toEqual([0, 0, 0]);
    expect(planParts(plan, -5).map((part) => part.owed)).toEqual([5_001, 5_000, 5_000]);
  });

  it('says of a part owed whose last try failed when it is tried again, or that it is overdue; a refund puts the money back', () => {
    const paidFirst = { status: 'succeeded', amount: 5_001, part: 1 };
    const declined = { status: 'failed', amount: 5_000, part: 2, retryOn: '2027-01-04' };
    expect(planStanding(plan, [paidFirst, declined]).map(({ n, owed, declined: no, retryOn }) => ({ n, owed, no, retryOn }))).toEqual([
      { n: 1, owed: 0, no: false, retryOn: undefined },
      { n: 2, owed: 5_000, no: true, retryOn: '2027-01-04' },
      { n: 3, owed: 5_000, no: false, retryOn: undefined },
    ]);
    expect(planStanding(plan, [paidFirst, declined, { status: 'failed', amount: 5_000, part: 2, overdue: true }])[1]).toMatchObject({ declined: true, overdue: true });
    // Paid after its decline: nothing owed, nothing declined.
    expect(planStanding(plan, [paidFirst, declined, { status: 'succeeded', amount: 5_000, part: 2 }])[1]).toMatchObject({ owed: 0, declined: false });
    expect(planStanding(plan, [{ ...paidFirst, status: 'refunded', refunded: 5_001 }])[0]).toMatchObject({ owed: 5_001 });
  });
});

