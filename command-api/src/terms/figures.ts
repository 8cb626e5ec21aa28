/**
 * What a term's live notice carries (the public `terms` room, issue 42), written by the terms
 * projector and read by every open booking page (the front end's `useTermSlots`, the bench's pages):
 * the phase a term opened to, and the places of its slots as the batch left them. A page applies
 * them to what it shows instead of reading its slots again behind the evening's rush.
 */
import { OPENED_FOR_ALL, OPENED_FOR_PRIORITY } from '../read-models.ts';
import type { TermPhase } from './contract.ts';

/** A term's notice figures: `opened`, the term's totals `enrolled` and `waiting`, each slot's `enrolled.<tcsId>` and `waiting.<tcsId>`. */
export type TermFigures = Record<string, number>;

/** One count of a term's enrolments: a slot's children with a status. */
export interface SlotCount {
  tcsId: number;
  status: string;
  n: number;
}

/**
 * A term's counts as figures: its totals, every slot counted, and the slots named in `touched` at 0
 * when nothing of them is counted any more (their last child left).
 */
export function countFigures(counts: readonly SlotCount[], touched: Iterable<number>): TermFigures {
  const figures: TermFigures = { enrolled: 0, waiting: 0 };
  for (const tcsId of touched) figures[`enrolled.${tcsId}`] = figures[`waiting.${tcsId}`] = 0;
  for (const { tcsId, status, n } of counts) {
    // A place held while its family pays is a place taken (issue 43).
    const counted = status === 'held' ? 'enrolled' : status;
    if (counted !== 'enrolled' && counted !== 'waiting') continue;
    figures[`${counted}.${tcsId}`] = (figures[`${counted}.${tcsId}`] ?? 0) + n;
    figures[counted] = (figures[counted] ?? 0) + n;
  }
  return figures;
}

/** What a page heard of one term: the phase it opened to, its places (and when it heard them, in its notices' order). */
export interface HeardTerm {
  opened?: 'priority' | 'open';
  counts?: { enrolled: number; waiting: number; slots: Map<number, { enrolled: number; waiting: number }> };
  countsAt?: number;
}

/** A notice as a page receives it (the shape of `ChangeNotice` the public room sends). */
export interface TermNotice {
  ids: number[];
  truncated?: boolean;
  figures?: Record<string, Record<string, number>>;
}

/**
 * What a notice of the `terms` room says of each of its terms, when its figures say all that
 * changed (an opening, places); null when some term changed otherwise (read it again).
 */
export function heardOf(notice: TermNotice): Map<number, HeardTerm> | null {
  if (notice.truncated || notice.ids.length === 0) return null;
  const heard = new Map<number, HeardTerm>();
  for (const id of notice.ids) {
    const figures = notice.figures?.[String(id)];
    if (!figures) return null;
    const term: HeardTerm = {};
    if (figures.opened === OPENED_FOR_ALL) term.opened = 'open';
    else if (figures.opened === OPENED_FOR_PRIORITY) term.opened = 'priority';
    if (figures.enrolled !== undefined && figures.waiting !== undefined) {
      const slots = new Map<number, { enrolled: number; waiting: number }>();
      for (const [key, n] of Object.entries(figures)) {
        const [status, tcs] = key.split('.');
        if (tcs === undefined || (status !== 'enrolled' && status !== 'waiting')) continue;
        const slot = slots.get(Number(tcs)) ?? { enrolled: 0, waiting: 0 };
        slot[status] = n;
        slots.set(Number(tcs), slot);
      }
      term.counts = { enrolled: figures.enrolled, waiting: figures.waiting, slots };
    }
    if (!term.opened && !term.counts) return null;
    heard.set(id, term);
  }
  return heard;
}

/**
 * What was heard of a term, the later over the earlier (an opening is kept: a term never closes
 * again); `at`, the notice's place in the page's order, is kept with the places it brought.
 */
export function hearMore(before: ReadonlyMap<number, HeardTerm>, more: ReadonlyMap<number, HeardTerm>, at = 0): Map<number, HeardTerm> {
  const next = new Map(before);
  for (const [id, term] of more) {
    const was = next.get(id);
    const opened = term.opened === 'open' || was?.opened === 'open' ? 'open' : (term.opened ?? was?.opened);
    const counts = term.counts ? { counts: term.counts, countsAt: at } : was?.counts && { counts: was.counts, countsAt: was.countsAt ?? 0 };
    next.set(id, { ...(opened && { opened }), ...counts });
  }
  return next;
}

interface ShownTerm {
  id: number;
  phase: TermPhase;
  enrolled: number;
  waiting: number;
}
interface ShownSlot {
  termId: number;
  tcsId: number;
  capacity: number;
  enrolled: number;
  placesLeft: number;
  waiting: number;
}

/**
 * The slots' answer with what was heard: a term turned open (never back), its slots' places and its
 * totals, those heard after the notice `askedAfter` (the last heard when the answer was asked: the
 * places heard before are in it, or older). The same answer when nothing heard changes it.
 */
export function withHeard<Data extends { term: ShownTerm | null; terms: ShownTerm[]; slots: ShownSlot[] }>(data: Data, heard: ReadonlyMap<number, HeardTerm>, askedAfter = -1): Data {
  if (heard.size === 0) return data;
  const countsOf = (news: HeardTerm | undefined) => (news?.counts && (news.countsAt ?? 0) > askedAfter ? news.counts : undefined);
  const term = <T extends ShownTerm>(shown: T): T => {
    const news = heard.get(shown.id);
    if (!news) return shown;
    const phase = news.opened && (shown.phase === 'closed' || (shown.phase === 'priority' && news.opened === 'open')) ? news.opened : shown.phase;
    const counts = countsOf(news);
    if (phase === shown.phase && (!counts || (counts.enrolled === shown.enrolled && counts.waiting === shown.waiting))) return shown;
    return { ...shown, phase, ...(counts && { enrolled: counts.enrolled, waiting: counts.waiting }) };
  };
  let slotsChanged = false;
  const slots = data.slots.map((slot) => {
    const counted = countsOf(heard.get(slot.termId));
    if (!counted) return slot;
    const now = counted.slots.get(slot.tcsId) ?? { enrolled: 0, waiting: 0 };
    if (now.enrolled === slot.enrolled && now.waiting === slot.waiting) return slot;
    slotsChanged = true;
    return { ...slot, enrolled: now.enrolled, waiting: now.waiting, placesLeft: Math.max(0, slot.capacity - now.enrolled) };
  });
  const shownTerm = data.term && term(data.term);
  const terms = data.terms.map(term);
  if (!slotsChanged && shownTerm === data.term && terms.every((one, index) => one === data.terms[index])) return data;
  return { ...data, term: shownTerm, terms, slots };
}

/**
 * A page's notices and reads in the order they came (for `withHeard`'s `askedAfter`): each notice
 * heard takes the next number; a read asked (a reload, or another pool, activity or term chosen)
 * stands after every notice heard until then; an answer keeps the number of the read that brought it.
 *
 * @example
 * const order = heardOrder();
 * order.readFor('pool-3');                    // the first read
 * const at = order.heard();                   // a notice: its places are laid over answers asked before it
 * withHeard(answer, heard, order.from(answer));
 */
export function heardOrder() {
  let notices = 0;
  let askedAt = 0;
  let readFor: string | undefined;
  const answered = new WeakMap<object, number>();
  return {
    /** A notice heard: its number. */
    heard: () => ++notices,
    /** A read asked again for the same thing. */
    asked() {
      askedAt = notices;
    },
    /** The read for `key`: a new one when the key is another (the page chose another pool, say). */
    readFor(key: string) {
      if (key === readFor) return;
      readFor = key;
      askedAt = notices;
    },
    /** The last notice heard before `answer` was asked, fixed when it is first shown. */
    from(answer: object): number {
      let at = answered.get(answer);
      if (at === undefined) answered.set(answer, (at = askedAt));
      return at;
    },
  };
}
