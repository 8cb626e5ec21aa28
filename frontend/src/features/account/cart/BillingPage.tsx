import { Button, Callout } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/client.ts';
import { getFamily, saveFamily } from '../../../api/families.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { useAuth } from '../auth/useAuth.ts';
import { AddressFields } from './AddressFields.tsx';
import { CartSteps } from './CartSteps.tsx';
import { HoldNote } from './HoldNote.tsx';
import type { Address } from './cartModel.ts';
import { useAddressForm } from './useAddressForm.ts';
import { useCart } from './useCart.ts';
import './cart.css';

/** /profil/facturation, step 2: the billing address, from the family and saved back to it. */
export default function BillingPage() {
  const intl = useIntl();
  const { user } = useAuth();
  const cart = useCart();
  const famId = user?.famId ?? null;
  const family = useAsync(() => (famId === null ? Promise.resolve(null) : getFamily(famId, { share: false })), `family:${famId}`);
  usePageTitle('account.section.billing');

  if (cart.items.length === 0) return <Navigate to="/profil/panier" replace />;
  const { state } = family;
  return (
    <section className="plouf-page cart-page">
      <CartSteps current={1} />
      <h1 className="plouf-page-title"><FormattedMessage id="cart.billing.title" /></h1>
      <p className="plouf-muted"><FormattedMessage id="cart.billing.intro" /></p>
      <HoldNote />
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Callout intent="danger" title={intl.formatMessage({ id: 'cart.billing.loadError' })}>
          {state.error instanceof ApiError ? state.error.serverMessage : null}
          <div><Button icon="refresh" onClick={family.reload}><FormattedMessage id="common.action.retry" /></Button></div>
        </Callout>
      )}
      {state.status === 'done' && <BillingForm famId={famId} initial={cart.address ?? state.data?.address ?? null} />}
    </section>
  );
}

function BillingForm({ famId, initial }: { famId: number | null; initial: Address | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const cart = useCart();
  const form = useAddressForm(
    initial,
    async (address) => {
      if (famId !== null) await saveFamily(famId, { address });
      cart.setAddress(address);
      navigate('/profil/paiement');
    },
    () => intl.formatMessage({ id: 'cart.billing.saveError' }),
  );

  return (
    <form className="cart-billing" onSubmit={form.submit} noValidate>
      <AddressFields values={form.values} onChange={form.change} problems={form.problems} />
      {form.saveError && <Callout intent="danger" icon="error" title={intl.formatMessage({ id: 'cart.billing.saveError' })}>{form.saveError}</Callout>}
      <div className="cart-actions cart-actions--split">
        <Button icon="arrow-left" onClick={() => navigate('/profil/panier')}><FormattedMessage id="cart.billing.back" /></Button>
        <Button type="submit" intent="primary" size="large" endIcon="arrow-right" loading={form.saving}><FormattedMessage id="cart.billing.next" /></Button>
      </div>
    </form>
  );
}
