import { Card, Icon, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { PassView } from '../../../api/catalogue.ts';
import { AddToCart } from '../../account/cart/AddToCart.tsx';
import { useSiteFormat } from '../format/siteFormat.ts';
import { Rail } from './Rail.tsx';

/** Where the passes are offered for sale: `psnId` is the pool of the page, null elsewhere. */
export interface PassSale {
  psnId: number | null;
}

/** A pass as a visitor compares them: its price first, then what it gives. */
export function PassCard({ pass, sale }: { pass: PassView; sale?: PassSale }) {
  const format = useSiteFormat();
  return (
    <Card elevation={1} className="site-pass">
      <Tag minimal round intent={pass.fftGift ? 'success' : pass.fftIsAbo ? 'primary' : 'none'} className="site-pass-kind">
        <FormattedMessage id={pass.fftGift ? 'site.pass.gift' : pass.fftIsAbo ? 'site.pass.subscription' : 'site.pass.card'} />
      </Tag>
      <h3 className="site-pass-title">{pass.libelle}</h3>
      <p className="site-pass-price">{format.price(pass.fftTarif)}</p>
      {pass.fftGift ? (
        <ul className="site-pass-facts">
          <li><Icon icon="envelope" size={14} /> <FormattedMessage id="site.pass.giftFacts" /></li>
          <li><Icon icon="tick" size={14} /> <FormattedMessage id="site.pass.giftUse" /></li>
        </ul>
      ) : (
      <ul className="site-pass-facts">
        {!pass.fftIsAbo && pass.fftNbEntree > 0 && (
          <li><Icon icon="tick" size={14} /> <FormattedMessage id="site.pass.entries" values={{ count: pass.fftNbEntree }} /></li>
        )}
        {pass.fftIsAbo && <li><Icon icon="tick" size={14} /> <FormattedMessage id="site.pass.weekly" /></li>}
        {pass.fftValiditeM > 0 && (
          <li><Icon icon="time" size={14} /> <FormattedMessage id="site.pass.validity" values={{ count: pass.fftValiditeM }} /></li>
        )}
        {pass.fftLimiteAchat > 0 && (
          <li><Icon icon="info-sign" size={14} /> <FormattedMessage id="site.pass.limit" values={{ count: pass.fftLimiteAchat }} /></li>
        )}
      </ul>
      )}
      {pass.fftInfos && <p className="site-pass-infos">{pass.fftInfos}</p>}
      {sale && <AddToCart pass={pass} psnId={sale.psnId} />}
    </Card>
  );
}

/** The passes of a page (a sideways `rail` on a phone), or a line saying there is none yet. */
export function PassGrid({ passes, rail = false, sale }: { passes: readonly PassView[]; rail?: boolean; sale?: PassSale }) {
  if (passes.length === 0) return <p className="plouf-muted"><FormattedMessage id="site.pass.none" /></p>;
  const cards = passes.map((pass) => <PassCard key={pass.id} pass={pass} sale={sale} />);
  return rail ? <Rail className="site-pass-grid">{cards}</Rail> : <div className="site-pass-grid">{cards}</div>;
}
