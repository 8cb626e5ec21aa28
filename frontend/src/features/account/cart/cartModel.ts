/**
 * The cart as the family fills it (spec §3 Cart, §4 Cart behaviour): pure functions the machine and
 * the screens share. Prices are in cents and include VAT; rates are in basis points (2000 = 20 %).
 */
import type { Address, CartItemInput, PassView, PriceChange, VatLine } from '@plouf/command-api/contracts';
import { vatPerRate } from '@plouf/command-api/vat';
import { isTuitionLineId } from '@plouf/command-api/term-pricing';
import { FRENCH_POSTCODE } from '@plouf/infra/text';

export type { Address, PriceChange, VatLine };
/** Until `features/account/orders/OrderDetail.tsx` imports it from `@plouf/command-api/vat`. */

/** The pass as the cart keeps it: enough to show the line and price it again. */
export type CartPass = Pick<PassView, 'id' | 'libelle' | 'fftTarif' | 'tva'> & Partial<Pick<PassView, 'fftIsAbo' | 'fftNbEntree' | 'fftLimiteAchat' | 'translations'>>;

export interface CartLine {
  item: CartPass;
  qty: number;
  /** The pool the pass was chosen at, when it was chosen on a pool's page. */
  psnId: number | null;
}

/** What localStorage holds under `cart` (spec §3 Cart: items, clientSecret, address). */
export interface StoredCart {
  items: CartLine[];
  clientSecret: string | null;
  address: Address | null;
  /** The Idempotency-Key of the checkout of this content: a reload sends the same one. */
  checkoutKey: KeyedContent | null;
  /** An order placed earlier that this cart pays ("Payer" in Mes commandes): its payment is asked by its number. */
  orderId: number | null;
}

export interface KeyedContent {
  content: string;
  key: string;
}

/** The contract's bound on a line's quantity. */
export const MAX_QTY = 100;

export const EMPTY_CART: StoredCart = { items: [], clientSecret: null, address: null, checkoutKey: null, orderId: null };

/** The most of a pass one line may hold: its purchase limit when it has one. */
export const maxQty = (pass: CartPass) => (pass.fftLimiteAchat && pass.fftLimiteAchat > 0 ? Math.min(pass.fftLimiteAchat, MAX_QTY) : MAX_QTY);

const sameLine = (line: CartLine, id: number, psnId: number | null) => line.item.id === id && line.psnId === psnId;

/**
 * A term's price (issue 43): the line of an order placed for a held place, paid as it stands. Its
 * quantity is not the family's to choose, and no checkout prices it as a pass.
 */
export const isTuitionLine = (line: CartLine): boolean => isTuitionLineId(line.item.id);

/**
 * Adds `qty` of a pass; a pass already in the cart (at the same pool) gets the quantity added. A cart
 * that was paying a held place's order starts anew: that order stays payable from the family's
 * reservations until its place's time runs out.
 */
export function addToCart(items: readonly CartLine[], pass: CartPass, qty: number, psnId: number | null): CartLine[] {
  const passes = items.filter((line) => !isTuitionLine(line));
  if (!(qty > 0)) return passes;
  const existing = passes.find((line) => sameLine(line, pass.id, psnId));
  if (!existing) return [...passes, { item: pass, qty: Math.min(Math.floor(qty), maxQty(pass)), psnId }];
  return passes.map((line) => (line === existing ? { ...line, item: pass, qty: Math.min(line.qty + Math.floor(qty), maxQty(pass)) } : line));
}

/** Sets a line's quantity; 0 or less removes it. A term's price only comes off (its quantity is its order's). */
export function setQuantity(items: readonly CartLine[], id: number, psnId: number | null, qty: number): CartLine[] {
  if (!(qty > 0)) return items.filter((line) => !sameLine(line, id, psnId));
  return items.map((line) => (sameLine(line, id, psnId) && !isTuitionLine(line) ? { ...line, qty: Math.min(Math.floor(qty), maxQty(line.item)) } : line));
}

/**
 * Where a pass's cards are valid, as the cart says it: every pool that gives lessons in its water
 * (a pass naming none is valid in all), or the names of those it names.
 *
 * @example
 * validAt([1, 2], [{ id: 1, libelle: 'Tilleuls', psnDomicile: false }, { id: 2, libelle: 'Canal', psnDomicile: false }, { id: 9, libelle: 'À domicile', psnDomicile: true }]); // 'everywhere'
 * validAt([1], [{ id: 1, libelle: 'Tilleuls', psnDomicile: false }, { id: 2, libelle: 'Canal', psnDomicile: false }]); // ['Tilleuls']
 */
export function validAt(psnIds: readonly number[], pools: readonly { id: number; libelle: string; psnDomicile: boolean }[]): 'everywhere' | string[] {
  const covered = (pool: { id: number }) => psnIds.length === 0 || psnIds.includes(pool.id);
  if (pools.filter((pool) => !pool.psnDomicile).every(covered)) return 'everywhere';
  return pools.filter(covered).map((pool) => pool.libelle);
}

/** Spec §3: the item count is the sum of quantities. */
export const itemCount = (items: readonly CartLine[]) => items.reduce((sum, line) => sum + line.qty, 0);

/** Spec §3: the total is the sum of fftTarif × qty. */
export const cartTotal = (items: readonly CartLine[]) => items.reduce((sum, line) => sum + line.item.fftTarif * line.qty, 0);

/**
 * The VAT of each rate, as the server computes it (`vatPerRate`, one module for both).
 *
 * @example
 * vatByRate([{ item: { id: 1, libelle: 'Carte', fftTarif: 12000, tva: 2000 }, qty: 1, psnId: null }])
 * // [{ tva: 2000, base: 10000, amount: 2000 }]
 */
export const vatByRate = (items: readonly CartLine[]): VatLine[] => vatPerRate(items.map((line) => ({ tva: line.item.tva, total: line.item.fftTarif * line.qty })));

/** Takes the server's prices into the cart after it reported changes. */
export function applyPriceChanges(items: readonly CartLine[], changes: readonly PriceChange[]): CartLine[] {
  if (changes.length === 0) return [...items];
  const after = new Map(changes.map((change) => [change.id, change.after]));
  return items.map((line) => (after.has(line.item.id) ? { ...line, item: { ...line.item, fftTarif: after.get(line.item.id)! } } : line));
}

/** What checkout sends: only ids, quantities, pools and the price the family saw. */
export function checkoutItems(items: readonly CartLine[]): CartItemInput[] {
  return items.map((line) => ({ item: { id: line.item.id, fftTarif: line.item.fftTarif }, qty: line.qty, psnId: line.psnId }));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readLine(value: unknown): CartLine | null {
  if (!isRecord(value) || !isRecord(value.item)) return null;
  const { item, qty, psnId } = value;
  const { id, libelle, fftTarif, tva } = item;
  if (typeof id !== 'number' || typeof libelle !== 'string' || typeof fftTarif !== 'number' || typeof qty !== 'number' || !(qty > 0)) return null;
  return { item: { ...(item as CartPass), tva: typeof tva === 'number' ? tva : 2000 }, qty, psnId: typeof psnId === 'number' ? psnId : null };
}

/** The cart kept in localStorage, or an empty one when there is none or it cannot be read. */
export function readStoredCart(stored: string | null): StoredCart {
  try {
    const value: unknown = JSON.parse(stored ?? 'null');
    if (!isRecord(value)) return EMPTY_CART;
    const items = Array.isArray(value.items) ? value.items.map(readLine).filter((line): line is CartLine => line !== null) : [];
    const checkoutKey = isRecord(value.checkoutKey) && typeof value.checkoutKey.key === 'string' && typeof value.checkoutKey.content === 'string' ? (value.checkoutKey as unknown as KeyedContent) : null;
    return {
      items,
      clientSecret: typeof value.clientSecret === 'string' ? value.clientSecret : null,
      address: isRecord(value.address) ? (value.address as unknown as Address) : null,
      checkoutKey,
      orderId: typeof value.orderId === 'number' && Number.isInteger(value.orderId) && value.orderId > 0 ? value.orderId : null,
    };
  } catch {
    return EMPTY_CART;
  }
}

export type AddressField = 'adrNumberWay' | 'adrPostalCode' | 'libelle' | 'adrOutsideInfos' | 'adrIndoorInfos' | 'adrPostBox';
export type AddressProblem = 'required' | 'postalCode' | 'tooLong';

const MAX_LENGTH: Record<AddressField, number> = { adrNumberWay: 200, adrPostalCode: 5, libelle: 100, adrOutsideInfos: 300, adrIndoorInfos: 300, adrPostBox: 50 };

/** The billing address's problems, field by field (the contract's rules); empty when it is valid. */
export function addressProblems(address: Partial<Address> | null): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  const text = (field: AddressField) => (address?.[field] ?? '').trim();
  for (const field of ['adrNumberWay', 'adrPostalCode', 'libelle'] as const) if (!text(field)) problems[field] = 'required';
  if (text('adrPostalCode') && !FRENCH_POSTCODE.test(text('adrPostalCode'))) problems.adrPostalCode = 'postalCode';
  for (const field of Object.keys(MAX_LENGTH) as AddressField[]) if (!problems[field] && text(field).length > MAX_LENGTH[field]) problems[field] = 'tooLong';
  return problems;
}

export const isCompleteAddress = (address: Address | null): address is Address => address !== null && Object.keys(addressProblems(address)).length === 0;

/** The address as it is sent: trimmed, optional fields left out when empty. */
export function cleanAddress(address: Partial<Address>): Address {
  const optional = (field: 'adrOutsideInfos' | 'adrIndoorInfos' | 'adrPostBox') => {
    const value = address[field]?.trim();
    return value ? { [field]: value } : {};
  };
  return {
    adrNumberWay: (address.adrNumberWay ?? '').trim(),
    adrPostalCode: (address.adrPostalCode ?? '').trim(),
    libelle: (address.libelle ?? '').trim(),
    ...optional('adrOutsideInfos'),
    ...optional('adrIndoorInfos'),
    ...optional('adrPostBox'),
  };
}

/** A pass the cart asks more of than its purchase limit allows this family (spec: `fftLimiteAchat`, per family). */
export interface LimitProblem {
  id: number;
  libelle: string;
  limit: number;
  held: number;
}

/**
 * The passes over their limit: the cards of that pass the family holds (not taken back) plus the
 * cart's quantity, the rule the server applies at checkout, told here at step 1 already.
 *
 * @example
 * overLimit([{ item: { id: 1, libelle: 'Séance découverte', fftTarif: 1500, tva: 2000, fftLimiteAchat: 1 }, qty: 1, psnId: null }], new Map([[1, 1]]));
 * // [{ id: 1, libelle: 'Séance découverte', limit: 1, held: 1 }]
 */
export function overLimit(items: readonly CartLine[], held: ReadonlyMap<number, number>): LimitProblem[] {
  const wanted = new Map<number, { pass: CartPass; qty: number }>();
  for (const line of items) wanted.set(line.item.id, { pass: line.item, qty: (wanted.get(line.item.id)?.qty ?? 0) + line.qty });
  return [...wanted.values()]
    .filter(({ pass, qty }) => (pass.fftLimiteAchat ?? 0) > 0 && (held.get(pass.id) ?? 0) + qty > pass.fftLimiteAchat!)
    .map(({ pass }) => ({ id: pass.id, libelle: pass.libelle, limit: pass.fftLimiteAchat!, held: held.get(pass.id) ?? 0 }));
}
