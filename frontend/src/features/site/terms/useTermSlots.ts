import { useEffect } from 'react';
import { getTermSlots, TERMS_ROOM } from '../../../api/terms.ts';
import { useLiveBatch } from '../../../lib/useLiveBatch.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';
import { NOTICES } from '@plouf/command-api/read-models';

/**
 * A term's slots for a pool or an activity (the one chosen, else the first offered), with every
 * term offered there, kept live: a notice of the public `terms`
 * room (a slot's places changed, a term's priority window or public opening fired) reads them
 * again (once per burst of notices), so places left change and the enrol button turns on at the
 * opening without a reload. The
 * phase is the server's, from its clock, in each answer.
 */
export function useTermSlots(query: { psnId?: number | undefined; acyId?: number | undefined; termId?: number | undefined }) {
  const asked = { ...(query.psnId !== undefined && { psnId: query.psnId }), ...(query.acyId !== undefined && { acyId: query.acyId }), ...(query.termId !== undefined && { termId: query.termId }) };
  const slots = useAsync(() => getTermSlots(asked, { share: false }), `term-slots:${query.psnId ?? ''}:${query.acyId ?? ''}:${query.termId ?? ''}`);
  const { reload } = slots;
  // A burst of enrolments (registration night) costs a page one read per burst, not one per enrolment.
  const live = useLiveBatch(TERMS_ROOM, (change) => change.readModel === NOTICES.terms, () => reload());
  // What changed before the room was joined (or while offline) sent no notice here.
  useEffect(() => {
    if (live === 'live') reload();
  }, [live, reload]);
  useCatalogueNamesChanged(reload);
  return { ...slots, live };
}
