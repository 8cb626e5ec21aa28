import { AnchorButton, Tag } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { storedCartCount } from './navigation.ts';

const CART_KEY = 'cart';

function subscribe(notify: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_KEY) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function readCount(): number {
  try {
    return storedCartCount(localStorage.getItem(CART_KEY));
  } catch {
    return 0;
  }
}

/** The cart icon with its item count, shown only when the cart holds something. */
export function CartLink() {
  const intl = useIntl();
  const count = useSyncExternalStore(subscribe, readCount);
  if (count === 0) return null;
  return (
    <Link to="/profil/panier" className="plouf-cart" aria-label={intl.formatMessage({ id: 'layout.cart.label' }, { count })}>
      <AnchorButton variant="minimal" icon="shopping-cart" tabIndex={-1} className="plouf-topbar-button" />
      <Tag round intent="warning" className="plouf-cart-badge">{count}</Tag>
    </Link>
  );
}
