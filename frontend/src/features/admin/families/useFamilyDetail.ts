import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getFamily, saveFamily } from '../../../api/families.ts';
import type { FamilyChanges } from '../../../api/types.ts';
import { useLiveDetail } from '../../../lib/useLiveDetail.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

/** One family for the administrator: loaded, reloaded after a member changes, saved. */
export function useFamilyDetail(id: number) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const [saving, setSaving] = useState(false);
  const detail = useLiveDetail({ id, read: (famId) => getFamily(famId, { share: false }), loadError: 'adminFamilies.error.loadOne' });

  const save = async (changes: FamilyChanges): Promise<boolean> => {
    setSaving(true);
    try {
      detail.set(await saveFamily(id, changes));
      notify.success(intl.formatMessage({ id: 'adminFamilies.detail.saved' }));
      return true;
    } catch (error) {
      notify.error(errorText(error, 'adminFamilies.error.save'));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { family: detail.data, status: detail.status, saving, save, reload: detail.reload };
}
