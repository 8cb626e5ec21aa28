import { useCallback, useEffect, useMemo, useState } from 'react';
import { getTermSlots, TERMS_ROOM } from '../../../api/terms.ts';
import { useLiveBatch } from '../../../lib/useLiveBatch.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';
import { NOTICES } from '@plouf/command-api/read-models';
import { heardOf, heardOrder, hearMore, withHeard, type HeardTerm } from '@plouf/command-api/term-figures';

/**
 * A term's slots for a pool or an activity (the one chosen, else the first offered), with every
 * term offered there, kept live from the public `terms` room without a read behind the evening's
 * rush (issue 42): a term's opening comes with its phase, an enrolment with the term's places as
 * they now stand (`@plouf/command-api/term-figures`), and the page shows them at once. A notice that
 * says more (a term changed) reads the slots again, once per burst of notices. Otherwise the phase
 * is the server's, from its clock, in each answer.
 */
export function useTermSlots(query: { psnId?: number | undefined; acyId?: number | undefined; termId?: number | undefined }) {
  const asked = { ...(query.psnId !== undefined && { psnId: query.psnId }), ...(query.acyId !== undefined && { acyId: query.acyId }), ...(query.termId !== undefined && { termId: query.termId }) };
  const key = `term-slots:${query.psnId ?? ''}:${query.acyId ?? ''}:${query.termId ?? ''}`;
  const slots = useAsync(() => getTermSlots(asked, { share: false }), key);
  const [heard, setHeard] = useState<ReadonlyMap<number, HeardTerm>>(new Map());
  // The notices heard and the reads asked, in order: places heard before a read are in its answer
  // (or older than it), those heard after are laid over it. Another pool, activity or term chosen is
  // a new read, asked now.
  const [order] = useState(heardOrder);
  order.readFor(key);
  const { reload: readAgain } = slots;
  const reload = useCallback(() => {
    order.asked();
    readAgain();
  }, [order, readAgain]);
  const live = useLiveBatch(
    TERMS_ROOM,
    (change) => {
      if (change.readModel !== NOTICES.terms) return false;
      const news = heardOf(change);
      if (!news) return true;
      const heardAt = order.heard();
      setHeard((before) => hearMore(before, news, heardAt));
      return false;
    },
    () => reload(),
  );
  // What changed before the room was joined (or while offline) sent no notice here.
  useEffect(() => {
    if (live === 'live') reload();
  }, [live, reload]);
  useCatalogueNamesChanged(reload);
  const { state } = slots;
  const shown = useMemo(() => {
    if (!state.data) return state;
    // The answer is as new as the notices heard when it was asked: the places heard before it are dropped (an opening never is).
    return { ...state, data: withHeard(state.data, heard, order.from(state.data)) };
  }, [state, heard, order]);
  return { ...slots, reload, state: shown as typeof state, live };
}
