import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../i18n/catalogues.ts';

/** A titled block of a public page, with an optional "see all" link beside its title. */
export function Section({ titleId, more, children, id }: { titleId: MessageId; more?: { to: string; labelId: MessageId }; children: ReactNode; id?: string }) {
  return (
    <section className="site-section" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <div className="site-section-head">
        <h2 className="site-section-title" id={id ? `${id}-title` : undefined}><FormattedMessage id={titleId} /></h2>
        {more && <Link to={more.to} className="site-section-more"><FormattedMessage id={more.labelId} /> →</Link>}
      </div>
      {children}
    </section>
  );
}
