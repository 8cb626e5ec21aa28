import { generateCourses, generationPeriod, slotKey, type GeneratedCourse } from '@plouf/command-api/course-generation';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { addCourses } from '../../../api/adminCourses.ts';
import { ADMIN_CATALOGUE_ROOMS, POOLS, type PoolView } from '../../../api/catalogue.ts';
import { useCachedList } from '../../../api/catalogueCache.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../../../lib/useServerError.ts';

export interface Generation {
  pools: PoolView[];
  pool: PoolView | null;
  period: { from: string; to: string } | null;
  /** The courses the templates give over the period, each ticked unless the admin unticked it. */
  rows: GeneratedCourse[];
  selected: number;
  busy: boolean;
  choosePool: (psnId: number | null) => void;
  setPeriod: (patch: Partial<{ from: string; to: string }>) => void;
  toggle: (course: GeneratedCourse) => void;
  tickAll: (selected: boolean) => void;
  /** Creates the ticked courses; resolves with how many were new, or null on failure. */
  submit: () => Promise<number | null>;
}

/**
 * Generating courses from a pool's templates: the pool, its period (by default its own
 * `datMinCours`..`datMaxCours`), the preview (spec §4: generated courses are selected) with what
 * the admin unticked, and `POST /Cours/addRange`.
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
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const pool = pools.find((candidate) => candidate.id === psnId) ?? null;

  // The clock is read once per render: the preview leaves out what already started.
  const now = new Date();
  const period = pool ? generationPeriod(pool, now, wanted) : null;
  const generated = pool && period ? generateCourses(pool, period, now) : [];
  const rows = generated.map((course) => ({ ...course, selected: !unticked.has(slotKey(course)) }));
  const kept = rows.filter((course) => course.selected);

  return {
    pools,
    pool,
    period,
    rows,
    selected: kept.length,
    busy,
    choosePool(id) {
      setPsnId(id);
      setWanted({});
      setUnticked(new Set());
    },
    setPeriod(patch) {
      setWanted((previous) => ({ ...previous, ...(period ?? {}), ...patch }));
    },
    toggle(course) {
      const key = slotKey(course);
      setUnticked((previous) => {
        const next = new Set(previous);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      });
    },
    tickAll(selected) {
      setUnticked(selected ? new Set() : new Set(rows.map(slotKey)));
    },
    async submit() {
      if (kept.length === 0) return null;
      setBusy(true);
      try {
        const result = await addCourses(kept, action.keyFor(kept));
        action.done();
        if (result.created === 0) notify.info(intl.formatMessage({ id: 'adminCourses.generate.nothing' }));
        else notify.success(intl.formatMessage({ id: 'adminCourses.generate.created' }, { count: result.created }));
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
