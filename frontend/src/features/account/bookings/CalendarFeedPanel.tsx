import { AnchorButton, Button, Callout, Card, ControlGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getCalendarFeed, issueCalendarFeed, revokeCalendarFeed, type CalendarFeedView } from '../../../api/booking.ts';
import { ApiError } from '../../../api/client.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { NamedAlert } from '../../../ui/Dialog.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';

/**
 * "Ajouter à mon agenda": the family's private calendar address, to copy or open as `webcal://`;
 * a new one replaces it, and it may be revoked. Both end the old address (a calendar following it
 * stops updating), so both are confirmed first.
 */
export function CalendarFeedPanel() {
  const intl = useIntl();
  const notify = useNotifier();
  const action = useActionKey();
  const feed = useAsync(getCalendarFeed, 'calendar-feed');
  const [shown, setShown] = useState<CalendarFeedView | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<'issue' | 'revoke' | null>(null);
  const current = shown ?? feed.state.data;
  const address = current?.active && current.url ? `${window.location.origin}${current.url}` : null;

  const change = async (what: 'issue' | 'revoke') => {
    setBusy(true);
    try {
      const key = action.keyFor({ calendar: what, url: current?.url ?? null });
      const next = what === 'issue' ? await issueCalendarFeed(key) : await revokeCalendarFeed(key);
      action.done();
      setShown(next);
      if (what === 'revoke') notify.success(intl.formatMessage({ id: 'bookings.calendar.revoked' }));
    } catch (error) {
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'bookings.calendar.failed' }));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      notify.success(intl.formatMessage({ id: 'bookings.calendar.copied' }));
    } catch {
      // No clipboard (an insecure page, a refusal): the address stays selectable in its field.
      document.querySelector<HTMLInputElement>('#calendar-address')?.select();
    }
  };

  return (
    <Card className="bookings-calendar" aria-labelledby="bookings-calendar-title">
      <h2 id="bookings-calendar-title" className="plouf-section-heading"><FormattedMessage id="bookings.calendar.title" /></h2>
      <p className="plouf-muted"><FormattedMessage id="bookings.calendar.intro" /></p>
      {feed.state.status === 'error' && !current && <Callout intent="danger">{feed.state.error.message}</Callout>}
      {current && !address && (
        <Button intent="primary" icon="calendar" loading={busy} onClick={() => void change('issue')}>
          <FormattedMessage id="bookings.calendar.create" />
        </Button>
      )}
      {address && (
        <>
          <label htmlFor="calendar-address" className="bookings-calendar-label"><FormattedMessage id="bookings.calendar.address" /></label>
          <ControlGroup fill>
            <InputGroup id="calendar-address" readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
            <Button icon="duplicate" onClick={() => void copy()}><FormattedMessage id="bookings.calendar.copy" /></Button>
          </ControlGroup>
          <div className="plouf-actions bookings-calendar-actions">
            <AnchorButton role="link" intent="primary" icon="calendar" href={address.replace(/^https?:/, 'webcal:')}>
              <FormattedMessage id="bookings.calendar.subscribe" />
            </AnchorButton>
            <Button icon="refresh" loading={busy} title={intl.formatMessage({ id: 'bookings.calendar.regenerateHint' })} onClick={() => setConfirming('issue')}>
              <FormattedMessage id="bookings.calendar.regenerate" />
            </Button>
            <Button variant="minimal" intent="danger" icon="trash" loading={busy} onClick={() => setConfirming('revoke')}>
              <FormattedMessage id="bookings.calendar.revoke" />
            </Button>
          </div>
          <p className="plouf-muted bookings-calendar-hint"><FormattedMessage id="bookings.calendar.regenerateHint" /></p>
        </>
      )}
      <NamedAlert
        isOpen={confirming !== null}
        intent={confirming === 'revoke' ? 'danger' : 'warning'}
        icon={confirming === 'revoke' ? 'trash' : 'refresh'}
        title={<FormattedMessage id={confirming === 'revoke' ? 'bookings.calendar.revokeTitle' : 'bookings.calendar.regenerateTitle'} />}
        confirmButtonText={intl.formatMessage({ id: confirming === 'revoke' ? 'bookings.calendar.revoke' : 'bookings.calendar.regenerate' })}
        cancelButtonText={intl.formatMessage({ id: 'bookings.calendar.keep' })}
        canEscapeKeyCancel
        onConfirm={() => {
          const what = confirming;
          setConfirming(null);
          if (what) void change(what);
        }}
        onCancel={() => setConfirming(null)}
      >
        <p><FormattedMessage id={confirming === 'revoke' ? 'bookings.calendar.revokeBody' : 'bookings.calendar.regenerateBody'} /></p>
      </NamedAlert>
    </Card>
  );
}
