import { Callout } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { listClosures, type ClosureView } from '../../../api/familyTerm.ts';
import { dayText } from '../../../lib/parisTime.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { CalloutTitle } from '../../../ui/CalloutTitle.tsx';

/** A closure's reason in the visitor's language (the French one when no English was given). */
const reasonIn = (closure: ClosureView, locale: string) => (locale.startsWith('en') && closure.englishReason.trim() ? closure.englishReason : closure.reason);

/**
 * The pool's closures not over yet (holidays, works, a competition), as the desk declared them:
 * on the pool's page and on /reserver, so a visitor knows before looking for a lesson. Nothing is
 * shown when there is none, or when they cannot be read (the page works without them).
 */
export function ClosuresNotice({ psnId, titleLevel = 2 }: { psnId: number; titleLevel?: 2 | 3 }) {
  const intl = useIntl();
  const closures = useAsync(() => listClosures(psnId), `closures:${psnId}`);
  const list = closures.state.data ?? [];
  if (list.length === 0) return null;
  return (
    <Callout intent="warning" icon="warning-sign" className="site-callout site-closures" role="region" aria-labelledby={`closures-${psnId}`}>
      <CalloutTitle level={titleLevel}><span id={`closures-${psnId}`}><FormattedMessage id="site.closure.title" values={{ count: list.length }} /></span></CalloutTitle>
      <ul className="site-closures-list">
        {list.map((closure) => (
          <li key={closure.id} data-closure={closure.id}>
            <strong>
              {closure.from === closure.to ? (
                <FormattedMessage id="site.closure.day" values={{ date: dayText(closure.from) }} />
              ) : (
                <FormattedMessage id="site.closure.days" values={{ from: dayText(closure.from), to: dayText(closure.to) }} />
              )}
            </strong>
            {closure.acyName && <> · <FormattedMessage id="site.closure.activity" values={{ activity: closure.acyName }} /></>}
            {' — '}
            {reasonIn(closure, intl.locale)}
          </li>
        ))}
      </ul>
      <p className="site-closures-note"><FormattedMessage id="site.closure.note" /></p>
    </Callout>
  );
}
