import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { SectionTitleId } from './Rail.tsx';

/** A titled block of a public page, with an optional "see all" link beside its title. */
export function Section({ titleId, more, children, id }: { titleId: MessageId; more?: { to: string; labelId: MessageId }; children: ReactNode; id?: string }) {
  // The title always has an id: a sideways list inside takes it as its name (see `Rail`).
  const generated = useId();
  const titleElementId = id ? `${id}-title` : generated;
  return (
    <section className="site-section" id={id} aria-labelledby={id ? titleElementId : undefined}>
      <div className="site-section-head">
        <h2 className="site-section-title" id={titleElementId}><FormattedMessage id={titleId} /></h2>
        {more && <Link to={more.to} className="site-section-more"><FormattedMessage id={more.labelId} /> →</Link>}
      </div>
      <SectionTitleId.Provider value={titleElementId}>{children}</SectionTitleId.Provider>
    </section>
  );
}
