import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/catalogues.ts';
import { useDocumentTitle } from './usePageMeta.ts';

/** Sets the document title to "<page> · Plouf". */
export function usePageTitle(id: MessageId): void {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id }));
}
