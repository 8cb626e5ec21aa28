import { useEffect, useMemo, useState } from 'react';
import { getTermSlots, TERMS_ROOM, type TermSlotsView } from '../../../api/terms.ts';
import type { LiveChange } from '../../../api/live.ts';
import { useLiveBatch } from '../../../lib/useLiveBatch.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';
import { NOTICES, OPENED_FOR_ALL, OPENED_FOR_PRIORITY } from '@plouf/command-api/read-models';

type Phase = TermSlotsView['terms'][number]['phase'];

/** The phases a term's notice says it opened to (its `opened` figure), by term id; none when the notice says more. */
export function openingsOf(change: LiveChange): Map<number, Phase> | null {
  const openings = new Map<number, Phase>();
  for (const id of change.ids) {
    const opened = change.figures?.[String(id)]?.opened;
    if (opened !== OPENED_FOR_ALL && opened !== OPENED_FOR_PRIORITY) return null;
    openings.set(id, opened === OPENED_FOR_ALL ? 'open' : 'priority');
  }
  return openings.size > 0 ? openings : null;
}

/** The slots' answer with the openings heard since it was read (a later answer of the server wins once it says as much). */
export function withOpenings(data: TermSlotsView, openings: ReadonlyMap<number, Phase>): TermSlotsView {
  if (openings.size === 0) return data;
  const opened = <T extends { id: number; phase: Phase }>(term: T): T => {
    const phase = openings.get(term.id);
    return phase && (term.phase === 'closed' || (term.phase === 'priority' && phase === 'open')) ? { ...term, phase } : term;
  };
  return { ...data, term: data.term && opened(data.term), terms: data.terms.map(opened) };
}

/**
 * A term's slots for a pool or an activity (the one chosen, else the first offered), with every
 * term offered there, kept live: a notice of the public `terms` room (a slot's places changed)
 * reads them again (once per burst of notices), so places left change without a reload. A term's
 * opening (its priority window, its public opening) comes with its phase in the notice: the enrol
 * button turns on at once, without a read that would queue behind the evening's rush (issue 42).
 * Otherwise the phase is the server's, from its clock, in each answer.
 */
export function useTermSlots(query: { psnId?: number | undefined; acyId?: number | undefined; termId?: number | undefined }) {
  const asked = { ...(query.psnId !== undefined && { psnId: query.psnId }), ...(query.acyId !== undefined && { acyId: query.acyId }), ...(query.termId !== undefined && { termId: query.termId }) };
  const slots = useAsync(() => getTermSlots(asked, { share: false }), `term-slots:${query.psnId ?? ''}:${query.acyId ?? ''}:${query.termId ?? ''}`);
  const { reload } = slots;
  const [openings, setOpenings] = useState<ReadonlyMap<number, Phase>>(new Map());
  // A burst of enrolments (registration night) costs a page one read per burst, not one per enrolment.
  const live = useLiveBatch(
    TERMS_ROOM,
    (change) => {
      if (change.readModel !== NOTICES.terms) return false;
      const opened = openingsOf(change);
      if (!opened) return true;
      setOpenings((before) => new Map([...before, ...opened]));
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
  const shown = useMemo(() => (state.data ? { ...state, data: withOpenings(state.data, openings) } : state), [state, openings]);
  return { ...slots, state: shown as typeof state, live };
}
