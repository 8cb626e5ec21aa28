import type { CartView, WaitingOrderView } from '@plouf/command-api/contracts';
import { ORDER_STATUS } from '@plouf/command-api/constants';
import { and, assign, fromPromise, setup } from 'xstate';
import { ApiError, keptRefusal } from '../../../api/client.ts';
import {
  addToCart,
  applyPriceChanges,
  cartTotal,
  checkoutItems,
  isCompleteAddress,
  setQuantity,
  type Address,
  type CartLine,
  type CartPass,
  type KeyedContent,
  type PriceChange,
  type StoredCart,
} from './cartModel.ts';

/** Spec §4 and §8: what the checkout says while it works and when it fails. */
export type CartStatus = 'PaymentIntentProgress' | 'FreeValidationProgress' | 'PaymentIntentError' | 'OrderValidationError' | 'OrderRefused' | 'PaymentError' | 'PaymentPending';

/** How the family pays: the offline adapter's test card, or Stripe's form (confirmed by the page). */
export type PaymentRequest =
  | { provider: 'offline'; card: { cardNumber: string; expiry: string; cvc: string } }
  /** Confirms with Stripe; resolves to Stripe's error message, or null when it went through. */
  | { provider: 'stripe'; confirm: () => Promise<string | null> }
  /** Signs the SEPA mandate of an order paid by direct debit (issue 43): the place is the family's once signed. */
  | { provider: 'mandate'; mandate: { holder: string; iban: string } };

export interface CheckoutRequest {
  /** Pays this order placed earlier, rather than placing one for the cart. */
  orderId: number | null;
  items: ReturnType<typeof checkoutItems>;
  address: Address;
  free: boolean;
  /** The family's waiting order it confirmed this checkout cancels and replaces. */
  replaces: number | null;
  idempotencyKey: string;
}

/** The family's order still waiting for its payment that checking the cart out would cancel and replace. */
export type WaitingOrder = NonNullable<WaitingOrderView['waiting']>;

export interface PaymentAttempt {
  order: CartView;
  payment: PaymentRequest;
  idempotencyKey: string;
}

/** Where a payment ended: paid (2), failed (12, with the reason), or still awaited (9). */
export interface PaymentOutcome {
  cmdStatus: number;
  reason: string | null;
}

export interface CartContext extends StoredCart {
  /** The order checkout placed, with how to pay it. */
  order: CartView | null;
  /** The family's order waiting for its payment that this checkout would replace: shown, to confirm. */
  waiting: WaitingOrder | null;
  /** The waiting order the family confirmed the checkout replaces. */
  replaces: number | null;
  /** Prices the server changed since the passes were put in the cart. */
  changes: PriceChange[];
  status: CartStatus | null;
  errorMessage: string | null;
  /**
   * The checkout was refused for an order the desk holds money on (`WaitingAtDesk`,
   * `PartlyPaidAtDesk`): trying again changes nothing until the desk acts; the family's orders say what to do.
   */
  heldAtDesk: boolean;
  /** Why the last payment was declined. */
  declined: string | null;
  payKey: KeyedContent | null;
  paidOrderId: number | null;
  newKey: () => string;
}

export type CartEvent =
  | { type: 'cart.add'; pass: CartPass; qty: number; psnId: number | null }
  | { type: 'cart.setQty'; id: number; psnId: number | null; qty: number }
  | { type: 'cart.clear' }
  /** Pay an order placed earlier: the cart becomes its lines. */
  | { type: 'cart.replace'; items: CartLine[]; address: Address | null; orderId?: number | null }
  /** Another tab changed the stored cart. */
  | { type: 'cart.sync'; stored: StoredCart }
  | { type: 'cart.setAddress'; address: Address }
  | { type: 'cart.checkout' }
  /** The family saw its waiting order and confirms the checkout cancels and replaces it. */
  | { type: 'cart.confirmReplace' }
  | { type: 'cart.pay'; payment: PaymentRequest }
  /** A gift card spent on the order (the server's answer): paid, or the payment asked for the rest. */
  | { type: 'cart.gift'; order: CartView }
  /** An order cancelled elsewhere (the family's orders page): if it is the cart's, the cart forgets it and checks out anew. */
  | { type: 'cart.orderGone'; orderId: number }
  | { type: 'cart.restart' }
  /** The session ended (logout, another user): nothing of this family's cart stays in the browser. */
  | { type: 'cart.forget' };

export interface CartInput {
  stored: StoredCart;
  newKey: () => string;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));
/** The refusals that last until the desk acts: the order the checkout would replace, or pay, holds money taken at the desk. */
const HELD_AT_DESK: readonly string[] = ['WaitingAtDesk', 'PartlyPaidAtDesk'];
const serverMessage = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : null);
const keyFor = (current: KeyedContent | null, content: unknown, newKey: () => string): KeyedContent => {
  const text = JSON.stringify(content);
  return current?.content === text ? current : { content: text, key: newKey() };
};

/** What changes the cart's content (or address); `leave` drops the order placed for what it was. */
const edits = (leave: boolean) => {
  const target = leave ? { target: 'editing' as const } : {};
  const forget = leave ? (['forgetOrder'] as const) : ([] as const);
  return {
    'cart.add': { ...target, actions: [...forget, 'add', 'persist'] as const },
    'cart.setQty': { ...target, actions: [...forget, 'setQty', 'persist'] as const },
    'cart.clear': { ...target, actions: [...forget, 'clear', 'persist'] as const },
    'cart.replace': { ...target, actions: [...forget, 'replace', 'persist'] as const },
    'cart.sync': { ...target, actions: [...forget, 'sync'] as const },
    'cart.setAddress': { ...target, actions: [...forget, 'setAddress', 'persist'] as const },
  };
};

/** Paying an order placed earlier replaces nothing: it is placed at once; a cart is checked first. */
const startCheckout = [
  { guard: and(['canCheckout', 'paysEarlierOrder']), target: 'placing' },
  { guard: 'canCheckout', target: 'checking' },
] as const;

/**
 * The cart and its three steps (spec §4: 1 cart, 2 billing, 3 payment): editing the lines and the
 * address, checking whether an order still waiting would be replaced (the family confirms first),
 * placing the order, paying it (declined → try again), paid. HTTP and storage are not
 * here: `cartStore` supplies the actors and `persist` with `.provide()`.
 */
export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, input: {} as CartInput },
  actors: {
    findWaiting: fromPromise<WaitingOrder | null, Pick<CheckoutRequest, 'items'>>(notProvided('findWaiting')),
    placeOrder: fromPromise<CartView, CheckoutRequest>(notProvided('placeOrder')),
    pay: fromPromise<PaymentOutcome, PaymentAttempt>(notProvided('pay')),
  },
  actions: {
    /** Writes the cart's stored part (items, clientSecret, address, checkoutKey). */
    persist: () => {},
    // A cart changed is no longer the order it was loaded from: its checkout places a new one.
    add: assign(({ context, event }) => (event.type === 'cart.add' ? { items: addToCart(context.items, event.pass, event.qty, event.psnId), orderId: null } : {})),
    setQty: assign(({ context, event }) => {
      if (event.type !== 'cart.setQty') return {};
      const items = setQuantity(context.items, event.id, event.psnId, event.qty);
      // Nothing changed (a term's price keeps its order's quantity): the cart still pays that order.
      const same = items.length === context.items.length && items.every((line, index) => line === context.items[index]);
      return same ? {} : { items, orderId: null };
    }),
    clear: assign({ items: [], orderId: null }),
    replace: assign(({ context, event }) => (event.type === 'cart.replace' ? { items: event.items, address: event.address ?? context.address, orderId: event.orderId ?? null } : {})),
    sync: assign(({ event }) => (event.type === 'cart.sync' ? { ...event.stored } : {})),
    setAddress: assign(({ event }) => (event.type === 'cart.setAddress' ? { address: event.address } : {})),
    forgetOrder: assign({ order: null, waiting: null, replaces: null, changes: [], clientSecret: null, status: null, errorMessage: null, heldAtDesk: false, declined: null, paidOrderId: null }),
    keyCheckout: assign(({ context }) => ({
      checkoutKey: keyFor(context.checkoutKey, { orderId: context.orderId, items: checkoutItems(context.items), address: context.address, replaces: context.replaces }, context.newKey),
    })),
    beginCheckout: assign(({ context }) => ({
      status: cartTotal(context.items) === 0 ? ('FreeValidationProgress' as const) : ('PaymentIntentProgress' as const),
      errorMessage: null,
      heldAtDesk: false,
      declined: null,
    })),
    takeOrder: assign((_, params: { order: CartView }) => ({
      order: params.order,
      clientSecret: params.order.clientSecret,
      changes: params.order.changes,
      status: null,
    })),
    /** The server's prices become the cart's, so the next checkout sends what was shown. */
    takePrices: assign(({ context }, params: { changes: PriceChange[] }) => ({ items: applyPriceChanges(context.items, params.changes) })),
    // The cart refused as it is (a pass over its limit, no longer on sale): the server says why;
    // otherwise the spec's messages for a payment that could not be prepared or a free order not validated.
    failCheckout: assign(({ context }, params: { error: unknown }) => ({
      status:
        params.error instanceof ApiError && params.error.resultCode === 'InvalidModelState' && cartTotal(context.items) > 0
          ? ('OrderRefused' as const)
          : cartTotal(context.items) === 0
            ? ('OrderValidationError' as const)
            : ('PaymentIntentError' as const),
      errorMessage: serverMessage(params.error),
      heldAtDesk: params.error instanceof ApiError && params.error.errorCode !== undefined && HELD_AT_DESK.includes(params.error.errorCode),
      // The server keeps a refusal as this key's answer: the next checkout is a new action.
      checkoutKey: keptRefusal(params.error) ? null : context.checkoutKey,
    })),
    keyPayment: assign(({ context, event }) => {
      if (event.type !== 'cart.pay' || event.payment.provider !== 'offline') return {};
      return { payKey: keyFor(context.payKey, { orderId: context.order?.orderId, card: event.payment.card }, context.newKey) };
    }),
    markPaid: assign(({ context }) => ({
      paidOrderId: context.order?.orderId ?? null,
      items: [],
      order: null,
      clientSecret: null,
      checkoutKey: null,
      orderId: null,
      payKey: null,
      changes: [],
      status: null,
      errorMessage: null,
      declined: null,
    })),
  },
  guards: {
    canCheckout: ({ context }) => context.items.length > 0 && isCompleteAddress(context.address),
    /** Paying an order placed earlier replaces nothing. */
    paysEarlierOrder: ({ context }) => context.orderId !== null,
    isPaid: (_, params: { cmdStatus: number }) => params.cmdStatus === ORDER_STATUS.paye,
    isDeclined: (_, params: { cmdStatus: number }) => params.cmdStatus === ORDER_STATUS.erreur,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    ...input.stored,
    order: null,
    waiting: null,
    replaces: null,
    changes: [],
    status: null,
    errorMessage: null,
    heldAtDesk: false,
    declined: null,
    payKey: null,
    paidOrderId: null,
    newKey: input.newKey,
  }),
  initial: 'editing',
  on: {
    'cart.orderGone': {
      guard: ({ context, event }) => context.orderId === event.orderId || context.order?.orderId === event.orderId,
      target: '.editing',
      actions: ['forgetOrder', assign({ checkoutKey: null, orderId: null, payKey: null }), 'persist'],
    },
    'cart.forget': { target: '.editing', actions: ['forgetOrder', assign({ items: [], address: null, clientSecret: null, checkoutKey: null, orderId: null, payKey: null }), 'persist'] },
  },
  states: {
    editing: {
      on: { ...edits(false), 'cart.checkout': startCheckout },
    },
    // Before placing: would this checkout cancel an order still waiting for its payment? Then the
    // family is shown that order and confirms (the server refuses a replacement it did not confirm).
    checking: {
      entry: ['beginCheckout', assign({ waiting: null, replaces: null })],
      invoke: {
        src: 'findWaiting',
        input: ({ context }) => ({ items: checkoutItems(context.items) }),
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'confirmingReplace', actions: assign({ waiting: ({ event }) => event.output, status: null }) },
          { target: 'placing' },
        ],
        // Not known: the checkout goes on, and the server refuses it if an order was waiting.
        onError: { target: 'placing' },
      },
    },
    confirmingReplace: {
      on: { ...edits(true), 'cart.confirmReplace': { target: 'placing', actions: assign({ replaces: ({ context }) => context.waiting?.orderId ?? null }) } },
    },
    placing: {
      entry: ['keyCheckout', 'beginCheckout', 'persist'],
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({
          orderId: context.orderId,
          items: checkoutItems(context.items),
          address: context.address!,
          free: cartTotal(context.items) === 0,
          replaces: context.replaces,
          idempotencyKey: context.checkoutKey!.key,
        }),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ cmdStatus: event.output.cmdStatus }) },
            target: 'paid',
            actions: [{ type: 'takeOrder', params: ({ event }) => ({ order: event.output }) }, 'markPaid', 'persist'],
          },
          {
            target: 'awaitingPayment',
            actions: [
              { type: 'takeOrder', params: ({ event }) => ({ order: event.output }) },
              { type: 'takePrices', params: ({ event }) => ({ changes: event.output.changes }) },
              'persist',
            ],
          },
        ],
        onError: { target: 'failed', actions: { type: 'failCheckout', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    awaitingPayment: {
      on: {
        ...edits(true),
        'cart.pay': 'paying',
        'cart.gift': [
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ cmdStatus: event.order.cmdStatus }) },
            target: 'paid',
            actions: [{ type: 'takeOrder', params: ({ event }) => ({ order: event.order }) }, 'markPaid', 'persist'],
          },
          // From now on the cart pays that very order (its rest): a reload asks its payment again rather
          // than replaying the checkout's first answer, which asked for the whole total.
          { actions: [{ type: 'takeOrder', params: ({ event }) => ({ order: event.order }) }, assign(({ event }) => ({ declined: null, orderId: event.order.orderId, checkoutKey: null })), 'persist'] },
        ],
      },
    },
    paying: {
      entry: ['keyPayment', assign({ declined: null, status: null, errorMessage: null })],
      invoke: {
        src: 'pay',
        input: ({ context, event }) => ({
          order: context.order!,
          payment: (event as Extract<CartEvent, { type: 'cart.pay' }>).payment,
          idempotencyKey: context.payKey?.key ?? context.newKey(),
        }),
        onDone: [
          { guard: { type: 'isPaid', params: ({ event }) => ({ cmdStatus: event.output.cmdStatus }) }, target: 'paid', actions: ['markPaid', 'persist'] },
          {
            guard: { type: 'isDeclined', params: ({ event }) => ({ cmdStatus: event.output.cmdStatus }) },
            target: 'awaitingPayment',
            actions: assign({ declined: ({ event }) => event.output.reason ?? '' }),
          },
          // Sent, but its confirmation (Stripe's webhook) has not arrived yet.
          { target: 'awaitingPayment', actions: assign({ status: 'PaymentPending' }) },
        ],
        onError: {
          target: 'awaitingPayment',
          actions: assign({ status: 'PaymentError', errorMessage: ({ event }) => serverMessage(event.error), payKey: ({ context, event }) => (keptRefusal(event.error) ? null : context.payKey) }),
        },
      },
    },
    failed: {
      on: { ...edits(true), 'cart.checkout': startCheckout },
    },
    paid: {
      on: { ...edits(true), 'cart.restart': { target: 'editing', actions: 'forgetOrder' } },
    },
  },
});
