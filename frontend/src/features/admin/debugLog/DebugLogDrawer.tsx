import { Button, Classes, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { clearDebugLog, DEBUG_LOG_SIZE, useDebugLog } from '../../../api/debugLog.ts';
import { Drawer } from '../../../ui/Dialog.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { debugLogText, entryLine, isTrouble } from './debugLogText.ts';
import './debugLog.css';

/**
 * The platform administrator's debug log (spec §6), from the user menu on any page: the entries,
 * newest first, and the whole log copied as text for a support call. Where the clipboard is
 * refused (a page served over plain http), the text shows in a field to select by hand.
 */
export default function DebugLogDrawer({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotifier();
  const entries = useDebugLog();
  const [manualCopy, setManualCopy] = useState<string | null>(null);
  const time = (at: string) => new Date(at).toLocaleTimeString(intl.locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 3 });

  const copy = async () => {
    const text = debugLogText(entries, { at: new Date(), page: location.href, browser: navigator.userAgent, language: intl.locale });
    try {
      await navigator.clipboard.writeText(text);
      setManualCopy(null);
      notify.success(intl.formatMessage({ id: 'debugLog.copy.done' }, { count: entries.length }));
    } catch {
      setManualCopy(text);
      notify.error(intl.formatMessage({ id: 'debugLog.copy.failed' }));
    }
  };

  return (
    <Drawer isOpen onClose={onClose} position="right" size="min(560px, 100%)" icon="console" title={intl.formatMessage({ id: 'layout.user.debugLog' })} className="plouf-debug-log">
      <div className={`${Classes.DRAWER_BODY} plouf-drawer-body`}>
        <p className="plouf-muted"><FormattedMessage id="debugLog.drawer.intro" values={{ limit: DEBUG_LOG_SIZE }} /></p>
        <div className="plouf-debug-log-actions">
          <Button intent="primary" icon="clipboard" onClick={() => void copy()} disabled={entries.length === 0}><FormattedMessage id="debugLog.action.copy" /></Button>
          <Button icon="trash" onClick={clearDebugLog} disabled={entries.length === 0}><FormattedMessage id="debugLog.action.clear" /></Button>
          <span className="plouf-muted" aria-live="polite"><FormattedMessage id="debugLog.list.count" values={{ count: entries.length }} /></span>
        </div>
        {manualCopy !== null && (
          <TextArea className="plouf-debug-log-text" fill readOnly value={manualCopy} aria-label={intl.formatMessage({ id: 'debugLog.action.copy' })} onFocus={(event) => event.currentTarget.select()} />
        )}
        {entries.length === 0 ? (
          <p><FormattedMessage id="debugLog.list.empty" /></p>
        ) : (
          <ol className="plouf-debug-log-list" aria-label={intl.formatMessage({ id: 'debugLog.list.label' })}>
            {[...entries].reverse().map((entry, index) => (
              <li key={entries.length - index} className={`plouf-debug-log-entry${isTrouble(entry) ? ' plouf-debug-log-entry--trouble' : ''}`} data-kind={entry.kind}>
                <time dateTime={entry.at} className="plouf-muted">{time(entry.at)}</time> <code>{entryLine(entry)}</code>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Drawer>
  );
}
