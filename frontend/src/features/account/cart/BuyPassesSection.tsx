import { FormattedMessage } from 'react-intl';
import { passesOnSale } from '../../site/data/selectors.ts';
import { usePasses } from '../../site/data/lists.ts';
import { Listed } from '../../site/ui/Listed.tsx';
import { PassGrid } from '../../site/ui/PassCards.tsx';

/** The account home's "Acheter un forfait": every pass on sale, each with its "Ajouter au panier". */
export function BuyPassesSection() {
  const passes = usePasses();
  return (
    <section id="buy" className="plouf-account-buy" aria-labelledby="account-buy-title">
      <h2 id="account-buy-title" className="plouf-section-heading"><FormattedMessage id="orders.buy.title" /></h2>
      <p className="plouf-muted"><FormattedMessage id="orders.buy.intro" /></p>
      <Listed list={passes}>{(list) => <PassGrid passes={passesOnSale(list)} sale={{ psnId: null }} />}</Listed>
    </section>
  );
}
