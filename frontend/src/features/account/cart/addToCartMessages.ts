import { defineMessages } from '../../../i18n/define.ts';

/** What the public pages' "add to cart" shows: in the public catalogue (src/i18n/catalogues.ts). */
export const addToCartMessages = defineMessages({
  'cart.add.quantity': { fr: 'Quantité de « {name} »', en: 'Quantity of “{name}”' },
  'cart.add.submit': { fr: 'Ajouter au panier', en: 'Add to cart' },
  'cart.add.done': { fr: '« {name} » ajouté au panier', en: '“{name}” added to the cart' },
});
