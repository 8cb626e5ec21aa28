import { FormattedMessage, useIntl } from 'react-intl';
import type { TermView } from '../../../api/adminTerms.ts';
import { formatPrice } from '../../../lib/money.ts';

/**
 * What the term's tariff offers beyond its prices (issue 43), on the desk's term page: paying in
 * parts, the school year's membership fee, and each promo code with the places it paid so far.
 */
export function TariffFacts({ term }: { term: TermView }) {
  const intl = useIntl();
  const { instalments, membership, directDebit, promos = [] } = term.tariff;
  const uses = new Map((term.promoUses ?? []).map((use) => [use.code, use.used]));
  return (
    <>
      {instalments ? <span><FormattedMessage id="adminTerms.term.instalments" values={{ count: instalments }} /></span> : null}
      {directDebit ? <span><FormattedMessage id="adminTerms.term.directDebit" /></span> : null}
      {membership ? <span><FormattedMessage id="adminTerms.term.membership" values={{ price: formatPrice(membership.cents, intl.locale) }} /></span> : null}
      {promos.length > 0 && (
        <span className="plouf-term-promo-uses">
          <FormattedMessage id="adminTerms.term.promos" />{' '}
          {promos.map((promo, index) => (
            <span key={promo.code} data-promo-code={promo.code}>
              {index > 0 ? ', ' : ''}
              <strong>{promo.code}</strong>{' '}
              {promo.maxUses === null ? (
                <FormattedMessage id="adminTerms.term.promoUsed" values={{ used: uses.get(promo.code) ?? 0 }} />
              ) : (
                <FormattedMessage id="adminTerms.term.promoUsedOf" values={{ used: uses.get(promo.code) ?? 0, most: promo.maxUses }} />
              )}
            </span>
          ))}
        </span>
      )}
    </>
  );
}
