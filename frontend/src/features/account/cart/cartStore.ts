/**
 * The one cart of the tab: the cart machine with the real HTTP calls and localStorage. It lives as
 * long as the page, so the menu badge, a pool's page and the three steps all see the same cart,
 * and another tab's changes arrive through the `storage` event.
 */
import { CART_STORAGE_KEY, ORDER_STATUS } from '@plouf/command-api/constants';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { newActionKey } from '../../../api/client.ts';
import { checkout, getOrder, payOrder, payWithTestCard, signMandate, waitingOrder, type OrderView } from '../../../api/commerce.ts';
import { cartMachine, type CheckoutRequest, type PaymentAttempt, type PaymentOutcome } from './cartMachine.ts';
import { itemCount, readStoredCart, type StoredCart } from './cartModel.ts';

/** After Stripe confirmed, the order turns paid when its webhook arrives: wait this long for it. */
const PAID_POLL_MS = 1000;
const PAID_POLL_TRIES = 60;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readStorage(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(cart: StoredCart): void {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Storage full or disabled: the cart still lives in this tab.
  }
}

/** Why the newest failed attempt of an order's payment failed, when it is newer than `after` (the server's times). */
function declinedAfter(order: OrderView, after: string): string | null {
  const failed = order.payments.filter((attempt) => attempt.status === 'failed' && attempt.at > after);
  return failed.length > 0 ? (failed[failed.length - 1]!.reason ?? '') : null;
}

const latestAt = (order: OrderView) => order.payments.reduce((latest, attempt) => (attempt.at > latest ? attempt.at : latest), '');

/**
 * Pays and says how it went: paid (2), declined (12, the outcome the machine reads as "declined":
 * the order itself still awaits its payment), or still awaited (9, Stripe's news not come yet).
 */
async function pay({ order, payment, idempotencyKey }: PaymentAttempt): Promise<PaymentOutcome> {
  // A plan's part (a term paid in instalments): paid when that part's payment is, the order waiting for the others.
  const done = (view: OrderView) => view.cmdStatus === ORDER_STATUS.paye || (order.part !== undefined && view.payments.some((made) => made.part === order.part!.n && made.status === 'succeeded'));
  if (payment.provider === 'mandate') {
    // Signed: the order holds the mandate and its first debit is on its way; the place is the family's.
    const signed = await signMandate(order.orderId, { ...payment.mandate, accept: true }, idempotencyKey);
    return { cmdStatus: signed.savedCardLast4 !== undefined ? ORDER_STATUS.paye : ORDER_STATUS.erreur, reason: null };
  }
  if (payment.provider === 'offline') {
    // The server decides the test card at once: not paid means declined.
    const paid = await payWithTestCard(order.orderId, { clientSecret: order.clientSecret ?? '', ...payment.card }, idempotencyKey);
    if (done(paid)) return { cmdStatus: ORDER_STATUS.paye, reason: null };
    // Its reason is the server's test wording: the page says it in the family's language instead.
    return { cmdStatus: ORDER_STATUS.erreur, reason: '' };
  }
  // Stripe's news comes by webhook: only a failure newer than those known before confirming counts.
  const since = latestAt(await getOrder(order.orderId, { share: false }));
  const refused = await payment.confirm();
  if (refused !== null) return { cmdStatus: ORDER_STATUS.erreur, reason: refused };
  for (let tries = 0; tries < PAID_POLL_TRIES; tries++) {
    const current = await getOrder(order.orderId, { share: false });
    if (done(current)) return { cmdStatus: ORDER_STATUS.paye, reason: null };
    const declined = declinedAfter(current, since);
    if (declined !== null) return { cmdStatus: ORDER_STATUS.erreur, reason: declined };
    if (current.cmdStatus !== ORDER_STATUS.enAttentePaiement) return { cmdStatus: current.cmdStatus, reason: null };
    await pause(PAID_POLL_MS);
  }
  return { cmdStatus: ORDER_STATUS.enAttentePaiement, reason: null };
}

const machine = cartMachine.provide({
  actors: {
    findWaiting: fromPromise(async ({ input }: { input: Pick<CheckoutRequest, 'items'> }) => (await waitingOrder({ items: input.items })).waiting),
    placeOrder: fromPromise(({ input }: { input: CheckoutRequest }) =>
      input.orderId !== null
        ? payOrder(input.orderId, input.idempotencyKey)
        : checkout({ items: input.items, address: input.address, replaces: input.replaces }, { free: input.free, idempotencyKey: input.idempotencyKey }),
    ),
    pay: fromPromise(({ input }: { input: PaymentAttempt }) => pay(input)),
  },
  actions: {
    persist: ({ context }) => writeStorage({ items: context.items, clientSecret: context.clientSecret, address: context.address, checkoutKey: context.checkoutKey, orderId: context.orderId }),
  },
});

export type CartActor = ActorRefFrom<typeof cartMachine>;
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

let actor: CartActor | undefined;

/** The tab's cart, started from localStorage on first use. */
export function cartActor(): CartActor {
  if (actor) return actor;
  const started = createActor(machine, { input: { stored: readStoredCart(readStorage()), newKey: newActionKey } });
  started.start();
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) started.send({ type: 'cart.sync', stored: readStoredCart(event.newValue) });
    });
  }
  actor = started;
  return started;
}

export function useCartSelector<T>(select: (snapshot: CartSnapshot) => T): T {
  return useSelector(cartActor(), select);
}

/** Spec §3: the number of passes in the cart (the menu badge). */
export const useCartCount = () => useCartSelector((snapshot) => itemCount(snapshot.context.items));
