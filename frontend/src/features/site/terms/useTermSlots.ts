import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getTermSlots, TERMS_ROOM } from '../../../api/terms.ts';
import { useLiveBatch } from '../../../lib/useLiveBatch.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';
import { NOTICES } from '@plouf/command-api/read-models';
import { heardOf, hearMore, withHeard, type HeardTerm } from '@plouf/command-api/term-figures';

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
  const slots = useAsync(() => getTermSlots(asked, { share: false }), `term-slots:${query.psnId ?? ''}:${query.acyId ?? ''}:${query.termId ?? ''}`);
  const [heard, setHeard] = useState<ReadonlyMap<number, HeardTerm>>(new Map());
  // The notices heard so far, and how many had been when the latest read was asked: places heard
  // before it are in its answer (or older than it), those heard after are laid over it.
  const notices = useRef(0);
  const askedAt = useRef(0);
  const answeredAt = useRef(new WeakMap<object, number>());
  const { reload: readAgain } = slots;
  const reload = useCallback(() => {
    askedAt.current = notices.current;
    readAgain();
  }, [readAgain]);
  const live = useLiveBatch(
    TERMS_ROOM,
    (change) => {
      if (change.readModel !== NOTICES.terms) return false;
      const news = heardOf(change);
      if (!news) return true;
      const heardAt = ++notices.current;
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
    let from = answeredAt.current.get(state.data);
    if (from === undefined) answeredAt.current.set(state.data, (from = askedAt.current));
    return { ...state, data: withHeard(state.data, heard, from) };
  }, [state, heard]);
  return { ...slots, reload, state: shown as typeof state, live };
}
