import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/catalogues.ts';

/**
 * Words a client-side error id (undefined stays undefined); `values` fill its placeholders.
 *
 * @example
 * const errorText = useErrorText({ count: 8 });
 * <TextField error={errorText(form.errors.password)} … />
 */
export function useErrorText(values?: Record<string, string | number>) {
  const intl = useIntl();
  return (id: MessageId | undefined): string | undefined => (id ? intl.formatMessage({ id }, values) : undefined);
}
