import { cartTotal, itemCount, vatByRate, type Address, type CartLine, type CartPass } from './cartModel.ts';
import type { PaymentRequest } from './cartMachine.ts';
import type { CartView } from '../../../api/commerce.ts';
import { cartActor, useCartSelector } from './cartStore.ts';

const NO_PASS: CartPass = { id: 0, libelle: '', fftTarif: 0, tva: 0 };

/** The cart as the screens need it, what the machine accepts now, and the events they send. */
export function useCart() {
  const actor = cartActor();
  const state = useCartSelector((snapshot) => snapshot.value);
  const context = useCartSelector((snapshot) => snapshot.context);
  const canAdd = useCartSelector((snapshot) => snapshot.can({ type: 'cart.add', pass: NO_PASS, qty: 1, psnId: null }));
  const canCheckout = useCartSelector((snapshot) => snapshot.can({ type: 'cart.checkout' }));
  const canPay = useCartSelector((snapshot) => snapshot.can({ type: 'cart.pay', payment: { provider: 'offline', card: { cardNumber: '', expiry: '', cvc: '' } } }));
  return {
    state,
    items: context.items,
    address: context.address,
    order: context.order,
    waiting: context.waiting,
    changes: context.changes,
    status: context.status,
    errorMessage: context.errorMessage,
    heldAtDesk: context.heldAtDesk,
    declined: context.declined,
    paidOrderId: context.paidOrderId,
    /** The order placed earlier that this cart pays (null: the cart places its own). */
    payingOrderId: context.orderId,
    count: itemCount(context.items),
    total: cartTotal(context.items),
    vat: vatByRate(context.items),
    canAdd,
    canCheckout,
    canPay,
    add: (pass: CartPass, qty: number, psnId: number | null) => actor.send({ type: 'cart.add', pass, qty, psnId }),
    setQty: (line: CartLine, qty: number) => actor.send({ type: 'cart.setQty', id: line.item.id, psnId: line.psnId, qty }),
    clear: () => actor.send({ type: 'cart.clear' }),
    /** The cart becomes an order placed earlier, to pay that very order. */
    replace: (items: CartLine[], address: Address | null, orderId: number | null = null) => actor.send({ type: 'cart.replace', items, address, orderId }),
    setAddress: (address: Address) => actor.send({ type: 'cart.setAddress', address }),
    checkout: () => actor.send({ type: 'cart.checkout' }),
    /** The family confirms its waiting order is to be cancelled and replaced by this checkout. */
    confirmReplace: () => actor.send({ type: 'cart.confirmReplace' }),
    pay: (payment: PaymentRequest) => actor.send({ type: 'cart.pay', payment }),
    /** The order as the server answered a gift card spent on it. */
    giftSpent: (order: CartView) => actor.send({ type: 'cart.gift', order }),
    /** An order cancelled from the family's orders: the cart no longer pays it. */
    orderGone: (orderId: number) => actor.send({ type: 'cart.orderGone', orderId }),
    restart: () => actor.send({ type: 'cart.restart' }),
  };
}
