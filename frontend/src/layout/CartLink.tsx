import { Button, Tag } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
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
  const navigate = useNavigate();
  const count = useSyncExternalStore(subscribe, readCount);
  if (count === 0) return null;
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
