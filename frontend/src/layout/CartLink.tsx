import { Button, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCartCount } from '../features/account/cart/cartStore.ts';
import { useHydrated } from '../ssr/firstPaint.ts';

/** The cart icon with its item count, shown only when the cart holds something. */
export function CartLink() {
  const intl = useIntl();
  const navigate = useNavigate();
  // The tab's cart: a pass added on this page shows at once, one added in another tab too.
  const count = useCartCount();
  // The cart is in this browser's storage: a page rendered on the server shows it once hydrated.
  const hydrated = useHydrated();
  if (count === 0 || !hydrated) return null;
  return (
    <span className="plouf-cart">
      <Button
        variant="minimal"
        icon="shopping-cart"
        className="plouf-topbar-button"
        aria-label={intl.formatMessage({ id: 'layout.cart.label' }, { count })}
        onClick={() => navigate('/profil/panier')}
      />
      <Tag round intent="warning" className="plouf-cart-badge" aria-hidden="true">{count}</Tag>
    </span>
  );
}
