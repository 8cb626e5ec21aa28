import { NOTICES } from '@plouf/command-api/read-models';
import { useEffect } from 'react';
import { listTerms, TERMS_ROOM } from '../../../api/adminTerms.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useLiveBatch } from '../../../lib/useLiveBatch.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';

/**
 * Every term, read again on each `terms` notice (places taken, a term defined or changed, a
 * window opening): their phase and their counts stay current.
 */
export function useTermList() {
  const notify = useNotifier();
  const errorText = useServerError();
  const list = useAsync(() => listTerms({ share: false }), 'admin:terms');
  const liveStatus = useLiveBatch(TERMS_ROOM, (change) => change.readModel === NOTICES.terms, list.reload);
  useEffect(() => {
    if (list.state.status === 'error') notify.error(errorText(list.state.error, 'adminTerms.error.load'));
  }, [list.state, notify, errorText]);
  return { terms: list.state.data, status: list.state.status, liveStatus, reload: list.reload };
}
