import { NOTICES } from '@plouf/command-api/read-models';
import { MAX_CHANGED_COURSES } from '@plouf/command-api/constants';
import { addDays } from '@plouf/infra/days';
import { useEffect, useRef, useState } from 'react';
import { COURSES_ROOM, listCourses, type CourseView } from '../../../api/booking.ts';
import { keptRefusal } from '../../../api/client.ts';
import { useLiveRoom } from '../../../api/live.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';
import { applyFigures, patchWeek, type CourseFigures } from './weekPatch.ts';

/** A re-read that failed is tried again after these waits, then every last one until it answers. */
export const RETRY_MS = [500, 1000, 2000, 4000, 8000] as const;

/**
 * The courses of a pool's week (and activity), with their places left, kept live
 * (docs/adr/0024-performance.md). The server sends the 'courses' room at most one notice per
 * 100 ms, naming every course that moved. A course whose only change is its places (a booking, a
 * release) comes with its figures: the page shows them without asking. For the others the page
 * asks in one request, with
 * its week's filter (`GET /Cours?…&ids=`), so the answer says which belong here: a new course of the
 * week joins it, one moved away leaves it, others' courses cost nothing. One re-read at a time:
 * notices arriving meanwhile are gathered for the next. A re-read that fails is tried again, the
 * courses it was for kept waiting, so a busy night never leaves an old figure shown.
 */
export function useCourseWeek(psnId: number | undefined, acyId: number | undefined, monday: string) {
  const key = `courses:${psnId ?? ''}:${acyId ?? ''}:${monday}`;
  const filter = psnId === undefined ? null : { psnId, ...(acyId !== undefined && { acyId }), from: monday, to: addDays(monday, 6) };
  // The week read carries its key: while another week loads, the one shown is the previous one.
  const week = useAsync(async () => ({ key, courses: filter === null ? [] : await listCourses(filter, { share: false }) }), key);
  const { reload } = week;
  const loaded = week.state.data;
  // What live re-reads made of the week read last; a new read of the week starts from it again.
  const [patched, setPatched] = useState<{ from: object; courses: CourseView[] } | null>(null);
  const current = loaded && patched?.from === loaded ? patched.courses : loaded?.courses;
  const latest = useRef({ key, filter, loaded, current });
  latest.current = { key, filter, loaded, current };

  const [rereader] = useState(() => {
    let ids = new Set<number>();
    // The figures notices carried, in the order they came: put again on a re-read's answer if they
    // came after it was asked (that answer may be older), and never replaced by an older position.
    let received = 0;
    let noticed = new Map<number, { seq: number; position: bigint; figures: CourseFigures }>();
    const figuresSince = (seq: number) => new Map([...noticed].filter(([, entry]) => entry.seq > seq).map(([id, entry]) => [id, entry.figures]));
    /** The shown week, from what it is now (several updates may come before a render). */
    const patchShown = (loaded: object & { courses: CourseView[] }, next: (shown: CourseView[]) => CourseView[]) =>
      setPatched((before) => ({ from: loaded, courses: next(before?.from === loaded ? before.courses : loaded.courses) }));
    let all = false;
    let busy = false;
    let failures = 0;
    let stopped = true;
    const putBack = (batch: ReadonlySet<number>, everything: boolean) => {
      for (const id of batch) ids.add(id);
      all ||= everything;
    };
    const run = async (): Promise<void> => {
      if (busy || stopped || (!all && ids.size === 0)) return;
      const { key: askedFor, filter: asked, loaded: base } = latest.current;
      // The week is not read yet (or another one is shown while it loads): asked once it is there.
      if (asked === null || base?.key !== askedFor) return;
      const everything = all || ids.size > MAX_CHANGED_COURSES;
      const batch = ids;
      const askedAfter = received;
      busy = true;
      ids = new Set();
      all = false;
      try {
        const answer = await listCourses(everything ? asked : { ...asked, ids: [...batch].join(',') }, { share: false });
        failures = 0;
        busy = false;
        const now = latest.current;
        if (now.key !== askedFor || stopped) return run();
        // The week is being read again meanwhile: asked again once that read is there.
        if (now.loaded?.key !== askedFor) putBack(batch, everything);
        else patchShown(now.loaded, (shown) => applyFigures(patchWeek(shown, everything ? null : batch, answer), figuresSince(askedAfter)));
      } catch (error) {
        // A refusal (the week out of bounds) is not tried again; a network or server failure is.
        if (keptRefusal(error)) {
          busy = false;
          return;
        }
        if (latest.current.key === askedFor) putBack(batch, everything);
        const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
        failures += 1;
        setTimeout(() => {
          busy = false;
          void run();
        }, wait);
        return;
      }
      return run();
    };
    const add = (changed: Iterable<number>, everything: boolean) => {
      putBack(new Set(changed), everything);
      void run();
    };
    return {
      add,
      /** Courses whose places a notice carries: shown at once if the week is there, else read with it. */
      figures(position: string, figures: ReadonlyMap<number, CourseFigures>) {
        const { key: now, loaded } = latest.current;
        if (loaded?.key !== now) return add(figures.keys(), false);
        const at = BigInt(position);
        const fresh = new Map<number, CourseFigures>();
        for (const [id, next] of figures) {
          const before = noticed.get(id);
          if (before && before.position > at) continue;
          noticed.set(id, { seq: ++received, position: at, figures: next });
          fresh.set(id, next);
        }
        if (fresh.size > 0) patchShown(loaded, (shown) => applyFigures(shown, fresh));
      },
      /** The week read (or another week shown): what waits may go now. */
      kick() {
        void run();
      },
      /** Another week shown: what was waiting was for the previous one. */
      forget() {
        ids = new Set();
        all = false;
        failures = 0;
        noticed = new Map();
      },
      start() {
        stopped = false;
        void run();
      },
      stop() {
        stopped = true;
      },
    };
  });
  useEffect(() => {
    rereader.start();
    return () => rereader.stop();
  }, [rereader]);
  useEffect(() => rereader.forget(), [key, rereader]);
  useEffect(() => rereader.kick(), [loaded, rereader]);

  const live = useLiveRoom(COURSES_ROOM, (change) => {
    if (change.readModel !== NOTICES.courses) return;
    if (change.truncated) return rereader.add([], true);
    // The notice names every course that moved: those that came with their places are shown at
    // once; for the others the page asks which of them are its week's.
    const figures = new Map<number, CourseFigures>();
    for (const id of change.ids) {
      const carried = change.figures?.[id];
      if (carried) figures.set(id, carried);
    }
    if (figures.size > 0) rereader.figures(change.position, figures);
    const others = change.ids.filter((id) => !figures.has(id));
    if (others.length > 0) rereader.add(others, false);
  });
  // What changed before the room was joined (or while offline) sent no notice here.
  useEffect(() => {
    if (live === 'live') rereader.add([], true);
  }, [live, rereader]);
  // A pool or activity renamed: the week's names are read again.
  useCatalogueNamesChanged(() => rereader.add([], true));

  return { courses: current, status: week.state.status, error: week.state.error, reload, live };
}
