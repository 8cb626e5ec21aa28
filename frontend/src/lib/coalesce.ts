/** Notices arriving within this time make one re-read (a list or a week shown live). */
export const LIVE_BURST_MS = 250;

/**
 * Gathers the ids of change notices arriving close together and hands them over once: a burst of
 * bookings on a course costs the page one re-read, at most one per `ms`.
 *
 * @example
 * const batch = coalescer(100, (ids, all) => (all ? reloadWeek() : reread(ids)));
 * batch.add([12], false);
 * batch.add([12, 13], false); // 100 ms after the first: reread({12, 13})
 */
export function coalescer(ms: number, flush: (ids: ReadonlySet<number>, all: boolean) => void) {
  let ids = new Set<number>();
  let all = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    /** `everything`: the notice could not name them all (truncated): read everything again. */
    add(changed: readonly number[], everything: boolean) {
      for (const id of changed) ids.add(id);
      all ||= everything;
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        const batch = { ids, all };
        ids = new Set();
        all = false;
        timer = undefined;
        flush(batch.ids, batch.all);
      }, ms);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
