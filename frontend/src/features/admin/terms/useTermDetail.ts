import { NOTICES } from '@plouf/command-api/read-models';
import { termSlots, TERMS_ROOM } from '../../../api/adminTerms.ts';
import { useLiveDetail } from '../../../lib/useLiveDetail.ts';

/**
 * A term and its slots with their places for the term, read again whenever a `terms` notice names
 * it (a place taken or freed, a window opening, the term changed).
 */
export function useTermDetail(termId: number) {
  const detail = useLiveDetail({ id: termId, read: (id) => termSlots(id), live: { room: TERMS_ROOM, notice: NOTICES.terms }, loadError: 'adminTerms.error.loadOne' });
  return { term: detail.data?.term ?? null, slots: detail.data?.slots ?? [], status: detail.status, liveStatus: detail.liveStatus, reload: detail.reload };
}
