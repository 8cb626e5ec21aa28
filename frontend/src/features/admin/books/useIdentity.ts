import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { getIdentity, saveIdentity, type IdentityView } from '../../../api/books.ts';
import { ApiError } from '../../../api/client.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { identityChanged, identityDraft, identityErrors, identityInput, IDENTITY_FIELDS, type IdentityDraft, type IdentityError, type IdentityField } from './identityForm.ts';

const ERROR_MESSAGES: Record<IdentityError, MessageId> = {
  required: 'admin.validation.required',
  tooLong: 'adminBooks.error.tooLong',
  siret: 'adminBooks.error.siret',
  vat: 'adminBooks.error.vat',
  email: 'admin.validation.invalidEmail',
};

/**
 * The school's identity being edited: read once, the draft, the form's own errors (shown once
 * saving was tried) and the server's (placed on their fields), kept until the draft changes.
 */
export function useIdentity() {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const loaded = useAsync(getIdentity, 'admin:school-identity');
  const [view, setView] = useState<IdentityView | null>(null);
  const [draft, setDraft] = useState<IdentityDraft | null>(null);
  const [tried, setTried] = useState(0);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  useEffect(() => {
    if (loaded.state.status !== 'done') return;
    setView(loaded.state.data);
    setDraft(identityDraft(loaded.state.data));
  }, [loaded.state]);
  useEffect(() => {
    if (loaded.state.status === 'error') notify.error(errorText(loaded.state.error, 'adminBooks.identity.loadError'));
  }, [loaded.state, notify, errorText]);

  const errors: Partial<Record<IdentityField, string>> = { ...refusal?.fields };
  if (draft && tried > 0) {
    for (const [field, kind] of Object.entries(identityErrors(draft)) as [IdentityField, IdentityError][]) {
      errors[field] = intl.formatMessage({ id: ERROR_MESSAGES[kind] }, { last: IDENTITY_FIELDS[field].max });
    }
  }

  return {
    view,
    draft,
    errors,
    /** Grows with each refused save: the form brings its first invalid field into view. */
    tried,
    refusal: refusal?.message ?? null,
    changed: draft !== null && view !== null && identityChanged(draft, view),
    busy,
    status: loaded.state.status,
    reload: loaded.reload,
    set(field: IdentityField, value: string) {
      setRefusal(null);
      setDraft((previous) => (previous ? { ...previous, [field]: value } : previous));
    },
    reset() {
      setRefusal(null);
      setTried(0);
      if (view) setDraft(identityDraft(view));
    },
    /** Saves; false when the form or the server refused. */
    async submit(): Promise<boolean> {
      if (!draft) return false;
      if (Object.keys(identityErrors(draft)).length > 0) {
        setTried((count) => count + 1);
        notify.error(intl.formatMessage({ id: 'adminBooks.identity.fixErrors' }));
        return false;
      }
      const input = identityInput(draft);
      setBusy(true);
      try {
        const saved = await saveIdentity(input, action.keyFor(input));
        action.done();
        setView(saved);
        setDraft(identityDraft(saved));
        setTried(0);
        notify.success(intl.formatMessage({ id: 'adminBooks.identity.saved' }));
        return true;
      } catch (error) {
        const message = errorText(error, 'adminBooks.identity.saveError');
        if (error instanceof ApiError && error.resultCode === 'InvalidModelState') {
          setRefusal({ message, fields: { ...error.fieldErrors } });
          setTried((count) => count + 1);
        } else notify.error(message);
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
