import { passCoversSlot, passesBestFirst, passTermOffer, type PassTermOffer } from '@plouf/command-api/term-price';
import { useState } from 'react';
import type { PassView } from '../../../api/catalogue.ts';
import { usePasses } from '../data/lists.ts';
import type { SlotCourse } from './termRules.ts';

/** A pass on sale for a slot: what one card of it would do for the term's lessons. */
export interface TermPassOffer {
  pass: PassView;
  offer: PassTermOffer;
}

/**
 * The passes on sale that cover the slot (its activity and pool), best first: those one card of
 * which pays every lesson (a term is paid by one card), the cheapest first; then the others, with
 * how many lessons they would pay. A card bought now is valid from now (`term-price`'s rule).
 */
export function useTermPasses(course: SlotCourse, dates: readonly string[]) {
  const passes = usePasses();
  // The moment a card bought now would start: once per dialog, so the list does not move as it is read.
  const [now] = useState(() => new Date().toISOString());
  const slot = { ...course, acyIdCplt: course.acyIdCplt ?? null };
  const offers: TermPassOffer[] | undefined = passes.data
    ? passesBestFirst(passes.data.filter((pass) => pass.fftEnable && passCoversSlot(pass, slot)).map((pass) => ({ pass, offer: passTermOffer(pass, dates, slot, now) })))
    : undefined;
  return { state: passes, offers };
}
