import type { PassInput } from '../catalogue/passes/contract.ts';
import { PassNotForSale } from '../catalogue/passes/errors.ts';
import type { CartItemInput, OrderLine, PriceChange, VatLine } from './contract.ts';
import { vatPerRate } from './vat.ts';

/** The passes the cart names, as the catalogue's streams have them now (absent: removed or never). */
export type PassesById = ReadonlyMap<number, PassInput>;

/**
 * The most an order may cost, cents (100 000 €, the price a pass may have at most): a cart over it
 * is a typo or an abuse, refused before it is an order.
 */
export const ORDER_TOTAL_MAX = 10_000_000;

export interface PricedCart {
  lines: OrderLine[];
  total: number;
  vat: VatLine[];
  changes: PriceChange[];
}

/**
 * Prices a cart from the catalogue: the client's prices are never used, only compared to tell the
 * family what changed. A pass removed, disabled, or over its purchase limit refuses the cart.
 *
 * The purchase limit (`fftLimiteAchat`, 0 for none) is **per family**: the cards of that pass the
 * family holds (not taken back) plus those the cart asks for. An unpaid order holds nothing.
 */
export function priceCart(items: readonly CartItemInput[], passes: PassesById, held: (fftId: number) => number, pools: ReadonlySet<number>): PricedCart {
  // One line per pass and pool: the same pass twice in a cart is one line with both quantities.
  const merged = new Map<string, CartItemInput>();
  for (const item of items) {
    const key = `${item.item.id}:${item.psnId ?? ''}`;
    const before = merged.get(key);
    merged.set(key, before ? { ...before, qty: before.qty + item.qty } : item);
  }
  const wanted = new Map<number, number>();
  for (const item of merged.values()) wanted.set(item.item.id, (wanted.get(item.item.id) ?? 0) + item.qty);

  const lines: OrderLine[] = [];
  const changes: PriceChange[] = [];
  for (const item of merged.values()) {
    const id = item.item.id;
    const pass = passes.get(id);
    if (!pass) throw new PassNotForSale(`Le forfait ${id} n'existe plus : retirez-le du panier`, `Pass ${id} no longer exists: remove it from the cart`, 'conflict');
    if (!pass.fftEnable) throw new PassNotForSale(`Le forfait « ${pass.libelle} » n'est plus en vente`, `The pass “${pass.libelle}” is no longer on sale`, 'conflict');
    if (item.qty > 100) throw new PassNotForSale(`Quantité trop grande pour « ${pass.libelle} »`, `Too many of “${pass.libelle}”`, 'rule');
    const limit = pass.fftLimiteAchat;
    const total = wanted.get(id)!;
    if (limit > 0 && held(id) + total > limit) {
      const already = held(id);
      throw new PassNotForSale(
        `Le forfait « ${pass.libelle} » est limité à ${limit} par famille${already > 0 ? ` (vous en avez déjà ${already})` : ''}`,
        `The pass “${pass.libelle}” is limited to ${limit} per family${already > 0 ? ` (you already hold ${already})` : ''}`,
        already > 0 ? 'conflict' : 'rule',
      );
    }
    const psnId = item.psnId ?? null;
    // A line names a pool the pass is sold in: one of its pools, or, for a pass valid everywhere, a pool that exists.
    if (psnId !== null && (pass.psnIds.length > 0 ? !pass.psnIds.includes(psnId) : !pools.has(psnId))) {
      throw new PassNotForSale(`Le forfait « ${pass.libelle} » n'est pas valable dans cette piscine`, `The pass “${pass.libelle}” is not valid at this pool`, 'rule');
    }
    if (item.item.fftTarif !== undefined && item.item.fftTarif !== pass.fftTarif) changes.push({ id, libelle: pass.libelle, before: item.item.fftTarif, after: pass.fftTarif });
    lines.push({
      id,
      libelle: pass.libelle,
      fftTarif: pass.fftTarif,
      // A gift card is sold without VAT: it is a means of payment until it is spent (ADR 0029, decision 42).
      tva: pass.fftGift ? 0 : pass.tva,
      qty: item.qty,
      total: pass.fftTarif * item.qty,
      psnId,
      fftIsAbo: pass.fftIsAbo,
      fftNbEntree: pass.fftNbEntree,
      fftValiditeM: pass.fftValiditeM,
      acyIds: pass.acyIds,
      psnIds: pass.psnIds,
      ...(pass.fftGift && { gift: true as const }),
    });
  }
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  if (total > ORDER_TOTAL_MAX) {
    throw new PassNotForSale(
      `Une commande ne peut pas dépasser ${ORDER_TOTAL_MAX / 100_000} 000 € : contactez l'accueil`,
      `An order cannot exceed €${ORDER_TOTAL_MAX / 100_000},000: please contact the front desk`,
      'rule',
    );
  }
  return { lines, total, vat: vatPerRate(lines), changes };
}

/** A stable fingerprint of what a cart asks for (passes, pools, quantities): the same cart opens the same order. */
export function cartKey(lines: readonly Pick<OrderLine, 'id' | 'psnId' | 'qty' | 'fftTarif' | 'tuition'>[]): string {
  return lines
    .map((line) => `${line.id}:${line.psnId ?? ''}:${line.qty}:${line.fftTarif}${line.tuition ? `:enr${line.tuition.enrId}` : ''}`)
    .sort()
    .join('|');
}
