import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../api/client.ts';
import type { MessageId } from '../i18n/catalogues.ts';

/** What the server said about a failed call, else the screen's own text (spec §8). */
export function useServerError() {
  const intl = useIntl();
  return useCallback(
    (error: unknown, fallback: MessageId, values?: Record<string, string>) =>
      error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: fallback }, values),
    [intl],
  );
}
