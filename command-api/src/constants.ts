/**
 * The contracts' constant values, in a module of their own with no schema library: the front end
 * imports these at run time without bundling TypeBox (it imports the contracts' types only).
 */

/** Spec §9: the mail template kinds the front end names in its calls. */
export const MAIL_TEMPLATE = { ForgotPassword: 5, ChangePassword: 6, CommandeValidee: 7, CommandeAnnulee: 8 } as const;

export const CONTACT_ACTIONS = ['markRead', 'markUnread', 'delete'] as const;
export const CONTACT_SORT_FIELDS = ['date', 'email', 'read'] as const;
export const FAMILY_SORT_FIELDS = ['name', 'city', 'members', 'date'] as const;

/** Spec §4: the order statuses (`cmdStatus`) by name. */
export const ORDER_STATUS = {
  bcd: 1,
  paye: 2,
  preparation: 3,
  envoye: 4,
  livre: 5,
  annule: 6,
  rembourse: 7,
  enLivraison: 8,
  enAttentePaiement: 9,
  devis: 10,
  enCoursAppro: 11,
  erreur: 12,
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatusNumber = (typeof ORDER_STATUS)[OrderStatusName];

/** Spec §4: payment methods. Card payments go through the payment adapter; cheques and transfers are recorded at the desk. */
export const PAYMENT_METHOD = { carte: 0, cheque: 1, virement: 2, paypal: 3, cb3x: 4 } as const;
export type PaymentMethodNumber = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

export const ORDER_SORT_FIELDS = ['date', 'total', 'status', 'family'] as const;

/** Spec §9: the local storage key of the cart. */
export const CART_STORAGE_KEY = 'cart';

/** The offline payment adapter's test cards (the same numbers as Stripe's test mode). */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

/** Spec §3: a card's validity status. */
export const CARD_STATUS = { valide: 1, complet: 2, perime: 3 } as const;
