import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues.ts';
import { useNotifier } from '../../ui/Notifier.tsx';

/**
 * Reports a failed load through the notifier once per failure: the server's message when it gave
 * one (the cache keeps it as the error), else the screen's own text.
 */
export function useLoadErrorNotice(error: string | undefined, fallback: MessageId): void {
  const intl = useIntl();
  const notify = useNotifier();
  useEffect(() => {
    if (error !== undefined) notify.error(error || intl.formatMessage({ id: fallback }));
  }, [error, fallback, intl, notify]);
}
