import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { getFamily, saveFamily } from '../../../api/families.ts';
import type { Family, FamilyChanges } from '../../../api/types.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

type DetailStatus = 'loading' | 'done' | 'notFound' | 'error';

/** One family for the administrator: loaded, reloaded after a member changes, saved. */
export function useFamilyDetail(id: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const [family, setFamily] = useState<Family | null>(null);
  const [status, setStatus] = useState<DetailStatus>(id > 0 ? 'loading' : 'notFound');
  const [saving, setSaving] = useState(false);
  const latestRequest = useRef(0);

  const errorText = useCallback(
    (error: unknown, fallback: MessageId) =>
      error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: fallback }),
    [intl],
  );

  const load = useCallback(async () => {
    if (id <= 0) return;
    const request = ++latestRequest.current;
    try {
      const loaded = await getFamily(id, { share: false });
      if (request !== latestRequest.current) return;
      setFamily(loaded);
      setStatus('done');
    } catch (error) {
      if (request !== latestRequest.current) return;
      if (error instanceof ApiError && error.resultCode === 'FileNotFound') setStatus('notFound');
      else {
        setStatus((previous) => (previous === 'done' ? previous : 'error'));
        notify.error(errorText(error, 'adminFamilies.error.loadOne'));
      }
    }
  }, [id, notify, errorText]);

  useEffect(() => {
    setStatus(id > 0 ? 'loading' : 'notFound');
    setFamily(null);
    void load();
  }, [id, load]);

  const save = async (changes: FamilyChanges): Promise<boolean> => {
    setSaving(true);
    try {
      setFamily(await saveFamily(id, changes));
      notify.success(intl.formatMessage({ id: 'adminFamilies.detail.saved' }));
      return true;
    } catch (error) {
      notify.error(errorText(error, 'adminFamilies.error.save'));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { family, status, saving, save, reload: () => void load() };
}
