/**
 * Where a purchase brings the family back (issue 41): a pass put in the cart from a term's enrol
 * dialog keeps the slot's address; once the order is paid, the family lands there again with the
 * dialog open and the new card chosen (`commande={orderId}`). Kept in localStorage beside the cart:
 * a reload, or Stripe's return, keeps it. It lasts a day; a cart paid without its pass forgets it.
 */

/** What the cart keeps of the way back. */
export interface CartReturn {
  /** The page, term and slot (`/reserver?psnId=2&trimestre=5&creneau=3`). */
  path: string;
  /** The pass bought for it: only an order with it brings the family back. */
  fftId: number;
  /** The slot as the family read it ("Mercredi à 14:00 · Apprentissage de la natation"). */
  label: string;
  at: string;
  /**
   * A place held while its term's price is paid (issue 43): until when (the scheduler then cancels
   * the order and frees the place) and whose place it is.
   */
  heldUntil?: string;
  member?: string;
  /** The order whose payment the place waits for. */
  orderId?: number;
}

export const CART_RETURN_KEY = 'plouf.cart.return';
const DAY_MS = 86_400_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The way back as stored, or null when there is none, it cannot be read, it is more than a day
 * old, or it leaves the site (only a path of ours is followed).
 *
 * @example
 * readCartReturn('{"path":"/reserver?creneau=3","fftId":4,"label":"Mercredi","at":"2026-12-01T10:00:00.000Z"}', new Date('2026-12-01T11:00:00.000Z'));
 * // { path: '/reserver?creneau=3', fftId: 4, label: 'Mercredi', at: '2026-12-01T10:00:00.000Z' }
 */
export function readCartReturn(stored: string | null, now: Date): CartReturn | null {
  try {
    const value: unknown = JSON.parse(stored ?? 'null');
    if (!isRecord(value)) return null;
    const { path, fftId, label, at, heldUntil, member, orderId } = value;
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || typeof fftId !== 'number' || typeof label !== 'string' || typeof at !== 'string') return null;
    const age = now.getTime() - Date.parse(at);
    if (!(Number.isFinite(age) && age >= 0 && age < DAY_MS)) return null;
    const held = typeof heldUntil === 'string' && Number.isFinite(Date.parse(heldUntil)) && typeof orderId === 'number' ? { heldUntil, orderId, ...(typeof member === 'string' && { member }) } : {};
    return { path, fftId, label, at, ...held };
  } catch {
    return null;
  }
}

/**
 * The address to land on once the order is paid: the slot's, naming the order (its card is then
 * the one chosen).
 *
 * @example
 * paidReturnPath({ path: '/reserver?psnId=2&creneau=3', fftId: 4, label: '', at: '' }, 812); // '/reserver?psnId=2&creneau=3&commande=812'
 */
export function paidReturnPath(target: Pick<CartReturn, 'path'>, orderId: number): string {
  const [pathname, query = ''] = target.path.split('?', 2) as [string, string?];
  const search = new URLSearchParams(query);
  search.set('commande', String(orderId));
  return `${pathname}?${search.toString()}`;
}

/** The way back kept in this browser (null when none or unreadable). */
export function storedCartReturn(now = new Date()): CartReturn | null {
  try {
    return readCartReturn(localStorage.getItem(CART_RETURN_KEY), now);
  } catch {
    return null;
  }
}

export function keepCartReturn(target: CartReturn): void {
  try {
    localStorage.setItem(CART_RETURN_KEY, JSON.stringify(target));
  } catch {
    // Storage full or disabled: the purchase still works, the family finds the slot again itself.
  }
}

export function forgetCartReturn(): void {
  try {
    localStorage.removeItem(CART_RETURN_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * Where a held place stands at `now`: the whole minutes left before it is freed (rounded up: "1"
 * until the last second), or `expired`.
 *
 * @example
 * holdLeft('2026-12-01T10:10:00.000Z', new Date('2026-12-01T10:01:30.000Z')); // { minutes: 9 }
 * holdLeft('2026-12-01T10:10:00.000Z', new Date('2026-12-01T10:10:00.000Z')); // 'expired'
 */
export function holdLeft(heldUntil: string, now: Date): { minutes: number } | 'expired' {
  const left = Date.parse(heldUntil) - now.getTime();
  return left > 0 ? { minutes: Math.ceil(left / 60_000) } : 'expired';
}
