import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/catalogues.ts';

/** Sets the document title to "<page> · Plouf". */
export function usePageTitle(id: MessageId): void {
  const intl = useIntl();
  const title = intl.formatMessage({ id });
  useEffect(() => {
    document.title = `${title} · Plouf`;
  }, [title]);
}
