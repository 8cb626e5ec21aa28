import { Icon } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../i18n/catalogues.ts';

export const CART_STEPS: readonly { path: string; labelId: MessageId }[] = [
  { path: '/profil/panier', labelId: 'account.section.cart' },
  { path: '/profil/facturation', labelId: 'account.section.billing' },
  { path: '/profil/paiement', labelId: 'account.section.checkout' },
];

/** Spec §4: 1 Panier, 2 Facturation, 3 Paiement; the steps already done are links back. */
export function CartSteps({ current }: { current: 0 | 1 | 2 }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'cart.steps.label' })}>
      <ol className="cart-steps">
        {CART_STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          const label = (
            <>
              <span className="cart-step-number" aria-hidden="true">{index < current ? <Icon icon="tick" size={12} /> : index + 1}</span>
              <span className="cart-step-label"><FormattedMessage id={step.labelId} /></span>
            </>
          );
          return (
            <li key={step.path} className={`cart-step cart-step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' ? <Link to={step.path}>{label}</Link> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
