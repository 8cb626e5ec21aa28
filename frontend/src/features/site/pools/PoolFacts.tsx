import { AnchorButton, Card, Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PoolView } from '../../../api/catalogue.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { addressLines } from '../../../lib/people.ts';
import { mapLink } from '../data/mapLink.ts';
import { poolSize } from '../format/poolSize.ts';
import { LinkButton } from '../ui/LinkButton.tsx';

/**
 * One term and its value. A `<dl>` may hold only `<dt>`/`<dd>` groups wrapped in a `<div>`, so the
 * icon goes inside the `<dt>` (placed beside both lines by CSS), not in a wrapper of its own.
 */
function Fact({ icon, labelId, children }: { icon: IconName; labelId: MessageId; children: ReactNode }) {
  return (
    <div className="site-fact">
      <dt><Icon icon={icon} className="site-fact-icon" /><FormattedMessage id={labelId} /></dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What a family needs before coming: where, how big, when open, how to get there; and booking. */
export function PoolFacts({ pool }: { pool: PoolView }) {
  const intl = useIntl();
  const lines = addressLines(pool.address);
  // Lessons at home have a service area, not a place to go to.
  const map = pool.psnDomicile ? undefined : mapLink(pool.address);
  const size = poolSize(pool, intl.locale);
  const { horaires, acces } = pool.configPiscine;

  return (
    <Card elevation={1} className="site-facts">
      <dl className="site-facts-list">
        {lines.length > 0 && (
          <Fact icon="map-marker" labelId="site.pool.address">
            <address className="plouf-address">{lines.map((line) => <span key={line}>{line}</span>)}</address>
          </Fact>
        )}
        {size.surface && <Fact icon="arrows-horizontal" labelId="site.pool.size">{size.surface}</Fact>}
        {size.depth && <Fact icon="arrows-vertical" labelId="site.pool.depth">{size.depth}</Fact>}
        {horaires && <Fact icon="time" labelId="site.pool.hours"><span className="site-pre">{horaires}</span></Fact>}
        {acces && <Fact icon="route" labelId="site.pool.access"><span className="site-pre">{acces}</span></Fact>}
      </dl>
      <div className="site-facts-actions">
        <LinkButton to={`/reserver?psnId=${pool.id}`} intent="primary" size="large" icon="calendar" fill>
          <FormattedMessage id="booking.cta.book" />
        </LinkButton>
        {map && (
          <AnchorButton role="link" href={map} target="_blank" rel="noopener noreferrer" variant="outlined" icon="map" endIcon="share" fill>
            <FormattedMessage id="site.pool.map" />
          </AnchorButton>
        )}
      </div>
    </Card>
  );
}
