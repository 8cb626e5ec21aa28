import { useState } from 'react';
import { useIntl } from 'react-intl';
import { changeTerm, createTerm, type TermView } from '../../../api/adminTerms.ts';
import { ApiError } from '../../../api/client.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { blankTerm, termDraft, termErrors, termInput, type TermDraft } from './termForm.ts';

/**
 * Defining a term or changing one: the draft, what is missing (shown once sending was tried), the
 * server's refusal kept on the form (days in the wrong order, an overlap…) until the draft changes.
 */
export function useTermForm(term: TermView | null, onSaved: (saved: TermView) => void) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const [draft, setDraft] = useState<TermDraft>(() => (term ? termDraft(term) : blankTerm()));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; fields: Readonly<Record<string, string>> } | null>(null);
  const missing = tried ? termErrors(draft) : {};
  const errors: Record<string, string> = {
    ...refusal?.fields,
    ...Object.fromEntries(Object.entries(missing).map(([field, id]) => [field, intl.formatMessage({ id: id! })])),
  };

  const set = (patch: Partial<TermDraft>) => {
    setRefusal(null);
    setDraft((previous) => ({ ...previous, ...patch }));
  };

  const submit = async (): Promise<void> => {
    setTried(true);
    if (Object.keys(termErrors(draft)).length > 0) return;
    const input = termInput(draft);
    setBusy(true);
    try {
      const saved = term ? await changeTerm(term.id, input, action.keyFor(input)) : await createTerm(input, action.keyFor(input));
      action.done();
      notify.success(intl.formatMessage({ id: term ? 'adminTerms.form.saved' : 'adminTerms.form.created' }));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.resultCode === 'InvalidModelState') setRefusal({ message: errorText(error, 'adminTerms.form.refused'), fields: error.fieldErrors });
      else notify.error(errorText(error, 'adminTerms.error.save'));
    } finally {
      setBusy(false);
    }
  };

  return { draft, set, errors, refusal: refusal?.message ?? null, busy, submit };
}
