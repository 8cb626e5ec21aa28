import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { declareClosure, previewClosure, type ClosurePreview } from '../../../api/school.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { blankClosure, closureErrors, closureInput, previewQuery, type ClosureDraft } from './closureForm.ts';

/**
 * The "Fermer" dialog: the draft, then the preview of what it cancels (as course generation shows
 * its courses before creating them), then the command. A refusal of the server stays on the dialog
 * until the draft changes.
 */
export function useClosureDialog(onClosed: () => void) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const [draft, setDraft] = useState<ClosureDraft>(() => blankClosure());
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState<'preview' | 'confirm' | null>(null);
  const [preview, setPreview] = useState<ClosurePreview | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; fields: Readonly<Record<string, string>> } | null>(null);
  const missing = tried ? closureErrors(draft) : {};
  const errors: Record<string, string> = {
    ...refusal?.fields,
    ...Object.fromEntries(Object.entries(missing).map(([field, id]) => [field, intl.formatMessage({ id: id! })])),
  };

  const refused = (error: unknown, fallback: 'adminSchool.closeDialog.previewError' | 'adminSchool.closure.saveError') => {
    const message = errorText(error, fallback);
    if (error instanceof ApiError && (error.resultCode === 'InvalidModelState' || error.resultCode === 'FileNotFound')) setRefusal({ message, fields: error.fieldErrors });
    else notify.error(message);
  };

  return {
    draft,
    errors,
    refusal: refusal?.message ?? null,
    preview,
    busy,
    set(patch: Partial<ClosureDraft>) {
      setRefusal(null);
      setPreview(null);
      setDraft((previous) => ({ ...previous, ...patch, ...('psnId' in patch && patch.psnId !== previous.psnId && { acyId: null }) }));
    },
    /** Back to the form from the preview. */
    edit: () => setPreview(null),
    async showPreview(): Promise<void> {
      setTried(true);
      if (Object.keys(closureErrors(draft)).length > 0) return;
      setBusy('preview');
      try {
        setPreview(await previewClosure(previewQuery(draft)));
      } catch (error) {
        refused(error, 'adminSchool.closeDialog.previewError');
      } finally {
        setBusy(null);
      }
    },
    async confirm(): Promise<void> {
      const input = closureInput(draft);
      setBusy('confirm');
      try {
        const closure = await declareClosure(input, action.keyFor(input));
        action.done();
        notify.success(intl.formatMessage({ id: 'adminSchool.closeDialog.done' }, { count: closure.crsIds.length }));
        onClosed();
      } catch (error) {
        // Stored, its read model a moment late: the list will show it.
        if (error instanceof ApiError && error.resultCode === 'Pending') {
          action.done();
          notify.info(error.message);
          onClosed();
          return;
        }
        setPreview(null);
        refused(error, 'adminSchool.closure.saveError');
      } finally {
        setBusy(null);
      }
    },
  };
}
