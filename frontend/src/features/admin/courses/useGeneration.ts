import { generateCourses, generationPeriod, periodWeeks, slotKey, type GeneratedCourse } from '@plouf/command-api/course-generation';
import { closedBy } from '@plouf/command-api/school-rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { addCourses, courseSlots, type CourseSlot } from '../../../api/adminCourses.ts';
import { listTerms, type TermView } from '../../../api/adminTerms.ts';
import { listClosures, type ClosureView } from '../../../api/school.ts';
import { ADMIN_CATALOGUE_ROOMS, POOLS, type PoolView } from '../../../api/catalogue.ts';
import { useCachedList } from '../../../api/catalogueCache.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../../../lib/useServerError.ts';

/**
 * A course of the preview; `existing`: its slot already has its course (greyed, never sent);
 * `closed`: its day is closed for its pool or activity (issue 23: shown, never ticked nor sent).
 */
export type GenerationRow = GeneratedCourse & { existing: Pick<CourseSlot, 'crsId' | 'cancelled'> | null; closed: ClosureView | null };

export interface Generation {
  pools: PoolView[];
  pool: PoolView | null;
  period: { from: string; to: string } | null;
  /** How many weeks the period covers (a started week counting). */
  weeks: number;
  /** The courses the templates give over the period, each ticked unless the admin unticked it or it exists. */
  rows: GenerationRow[];
  /** The rows that would be new, ticked or not. */
  creatable: number;
  existing: number;
  /** The rows on days the pool (or their activity) is closed. */
  closed: number;
  selected: number;
  /** The pool's terms not ended: one fills the period with its first and last day. */
  terms: TermView[];
  /** The term whose days the period is, if it is one's. */
  termId: number | null;
  chooseTerm: (termId: number) => void;
  /** The existing slots are being read: nothing is counted yet. */
  checking: boolean;
  busy: boolean;
  choosePool: (psnId: number | null) => void;
  setPeriod: (patch: Partial<{ from: string; to: string }>) => void;
  toggle: (course: GenerationRow) => void;
  tickAll: (selected: boolean) => void;
  /** Creates the ticked courses; resolves with how many were new, or null on failure. */
  submit: () => Promise<number | null>;
}

/**
 * Generating courses from a pool's templates: the pool, its period (by default the coming four
 * weeks within its own `datMinCours`..`datMaxCours`), the preview (spec §4: generated courses are
 * selected) with the slots that already have their course greyed and left out, what the admin
 * unticked, and `POST /Cours/addRange`. A term of the pool may give the period its days.
 */
export function useGeneration(initialPool: number | null): Generation {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const list = useCachedList(POOLS, ADMIN_CATALOGUE_ROOMS.pools);
  const pools = useMemo(() => [...(list.data ?? [])].sort((a, b) => a.libelle.localeCompare(b.libelle, 'fr')), [list.data]);
  const [psnId, setPsnId] = useState<number | null>(initialPool);
  const [wanted, setWanted] = useState<{ from?: string; to?: string }>({});
  const [termId, setTermId] = useState<number | null>(null);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  /** The existing slots of a pool's period (`of`), as read after the `read`-th creation. */
  const [slots, setSlots] = useState<{ of: string; read: number; found: Map<string, CourseSlot> } | null>(null);
  const [created, setCreated] = useState(0);
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);
  const pool = pools.find((candidate) => candidate.id === psnId) ?? null;
  const allTerms = useAsync(() => listTerms({ share: false }), 'generation:terms').state.data;
  const terms = pool ? (allTerms ?? []).filter((term) => (term.psnId === null || term.psnId === pool.id) && term.phase !== 'ended') : [];
  // The pool's closures, lifted ones too (`closedBy` leaves those out): their days are not generated.
  const closures = useAsync(() => (psnId === null ? Promise.resolve([]) : listClosures({ psnId, all: true })), `generation:closures:${psnId}`).state;
  const poolClosures = closures.status === 'done' ? closures.data : [];

  // The clock is read once per render: the preview leaves out what already started.
  const now = new Date();
  const period = pool ? generationPeriod(pool, now, wanted) : null;
  // An empty period (its end before its start, while being typed) has no course to look up.
  const slotsOf = pool && period && period.from <= period.to ? `${pool.id}|${period.from}|${period.to}` : null;
  useEffect(() => {
    if (!pool || !period || slotsOf === null) return;
    const request = ++latest.current;
    courseSlots(pool.id, period.from, period.to).then(
      (found) => request === latest.current && setSlots({ of: slotsOf, read: created, found: new Map(found.map((slot) => [slot.key, slot])) }),
      (error: unknown) => {
        if (request !== latest.current) return;
        notify.error(errorText(error, 'adminCourses.error.load'));
        setSlots({ of: slotsOf, read: created, found: new Map() });
      },
    );
    // The pool and the period are named by `slotsOf`; a creation reads them again.
  }, [slotsOf, created]);
  const checking = slotsOf !== null && (slots?.of !== slotsOf || slots.read !== created || closures.status === 'loading');
  // While the same period is read again, the slots known stay greyed.
  const existingSlots = (slots?.of === slotsOf && slots?.found) || new Map<string, CourseSlot>();

  const generated = pool && period ? generateCourses(pool, period, now) : [];
  const rows: GenerationRow[] = generated.map((course) => {
    const key = slotKey(course);
    const slot = existingSlots.get(key);
    const closed = closedBy(poolClosures, { psnId: course.psnId, acyId: course.acyId, acyIdCplt: course.acyIdCplt, start: course.crsDatdebut });
    return { ...course, existing: slot ? { crsId: slot.crsId, cancelled: slot.cancelled } : null, closed, selected: !slot && !closed && !unticked.has(key) };
  });
  const kept = rows.filter((course) => course.selected);
  const creatable = rows.filter((course) => !course.existing && !course.closed);

  return {
    pools,
    pool,
    period,
    terms,
    termId: terms.some((term) => term.id === termId) ? termId : null,
    chooseTerm(id) {
      const term = terms.find((candidate) => candidate.id === id);
      if (!term) return;
      setTermId(id);
      // A term begun already: from today (the period never starts in the past).
      setWanted({ from: term.firstDay, to: term.lastDay });
    },
    weeks: period ? periodWeeks(period) : 0,
    rows,
    creatable: creatable.length,
    existing: rows.filter((course) => course.existing).length,
    closed: rows.filter((course) => !course.existing && course.closed).length,
    selected: checking ? 0 : kept.length,
    checking,
    busy,
    choosePool(id) {
      setPsnId(id);
      setTermId(null);
      setWanted({});
      setUnticked(new Set());
    },
    setPeriod(patch) {
      setTermId(null);
      setWanted((previous) => ({ ...previous, ...(period ?? {}), ...patch }));
    },
    toggle(course) {
      if (course.existing || course.closed) return;
      const key = slotKey(course);
      setUnticked((previous) => {
        const next = new Set(previous);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      });
    },
    tickAll(selected) {
      setUnticked(selected ? new Set() : new Set(creatable.map(slotKey)));
    },
    async submit() {
      if (checking || kept.length === 0) return null;
      setBusy(true);
      try {
        const body = kept.map(({ existing: _existing, closed: _closed, ...course }) => course);
        const result = await addCourses(body, action.keyFor(body));
        action.done();
        if (result.created === 0) notify.info(intl.formatMessage({ id: 'adminCourses.generate.nothing' }));
        else notify.success(intl.formatMessage({ id: 'adminCourses.generate.created' }, { count: result.created }));
        // The slots just made now exist: the preview greys them.
        setCreated((count) => count + 1);
        return result.created;
      } catch (error) {
        notify.error(errorText(error, 'adminCourses.error.save'));
        return null;
      } finally {
        setBusy(false);
      }
    },
  };
}
