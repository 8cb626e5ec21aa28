import { Button, Callout } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DeckOutbox } from './useDeckOutbox.ts';
import { shownName } from '../../../lib/erased.ts';

/**
 * Above the deck's courses: whether the phone is offline (the rosters are its last copy), how many
 * changes wait to be sent (with "send now" when online), and what the server refused on their way,
 * each by child, until the instructor has seen it.
 */
export function DeckStatus({ outbox }: { outbox: DeckOutbox }) {
  const intl = useIntl();
  const waiting = outbox.changes.length;
  const conflicts = outbox.refused.filter((refused) => refused.conflict);
  const others = outbox.refused.filter((refused) => !refused.conflict);
  return (
    <div className="plouf-deck-status" aria-live="polite">
      {!outbox.online && (
        <Callout intent="warning" icon="offline" className="plouf-deck-offline" data-deck="offline">
          <FormattedMessage id="deck.status.offline" />
        </Callout>
      )}
      {waiting > 0 && (
        <p className="plouf-deck-pending" data-deck="pending">
          <strong><FormattedMessage id="deck.status.pending" values={{ count: waiting }} /></strong>
          {outbox.sending ? (
            <span className="plouf-muted"> · <FormattedMessage id="deck.status.sending" /></span>
          ) : (
            outbox.online && <Button size="small" variant="outlined" icon="cloud-upload" onClick={outbox.flush}><FormattedMessage id="deck.action.send" /></Button>
          )}
        </p>
      )}
      {(
        [
          { list: conflicts, title: 'deck.refused.title' },
          { list: others, title: 'deck.refused.titleOther' },
        ] as const
      ).map(({ list, title }) =>
        list.length === 0 ? null : (
          <Callout key={title} intent={title === 'deck.refused.title' ? 'warning' : 'danger'} icon="warning-sign" role="alert" title={intl.formatMessage({ id: title })} data-deck="refused">
            <ul className="plouf-deck-refused">
              {list.map(({ change, message }) => (
                <li key={change.id + change.key}>
                  <strong>
                    {change.kind === 'presence' ? (
                      <FormattedMessage id="deck.refused.presence" values={{ name: shownName(change.memberName, intl), mark: intl.formatMessage({ id: change.present ? 'deck.mark.present' : 'deck.mark.absent' }) }} />
                    ) : (
                      <FormattedMessage id="deck.refused.evaluation" values={{ name: shownName(change.memberName, intl) }} />
                    )}
                  </strong>
                  {message && <> — {message}</>}
                </li>
              ))}
            </ul>
            <Button size="small" onClick={outbox.dismissRefused}><FormattedMessage id="deck.refused.dismiss" /></Button>
          </Callout>
        ),
      )}
    </div>
  );
}
