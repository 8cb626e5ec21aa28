import { useCallback, useEffect, useRef, useState } from 'react';

interface Editing<View, Draft> {
  id: number;
  /** The version the draft started from. */
  base: View | undefined;
  draft: Draft;
  touched: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The draft a form edits, from the loaded version of an entity (or a blank one for a new id).
 * A newer version (another admin's save, arriving live) replaces an untouched draft; over a
 * touched one it is only announced (`stale`) and `discard()` takes it.
 */
export function useDraft<View extends { id: number }, Draft>(id: number, view: View | undefined, fromView: (view: View) => Draft, blank: () => Draft) {
  const [editing, setEditing] = useState<Editing<View, Draft>>(() => ({ id, base: view, draft: view ? fromView(view) : blank(), touched: false }));
  const [stale, setStale] = useState(false);
  const convert = useRef({ fromView, blank });
  convert.current = { fromView, blank };
  /** The id a save just created, until the route follows it. */
  const created = useRef<number | null>(null);

  useEffect(() => {
    if (editing.id !== id && editing.id === created.current) return;
    if (editing.id !== id || (!editing.base && view)) {
      setStale(false);
      setEditing({ id, base: view, draft: view ? convert.current.fromView(view) : convert.current.blank(), touched: false });
      return;
    }
    created.current = null;
    if (!view || view === editing.base) return;
    if (same(view, editing.base)) setEditing({ ...editing, base: view });
    else if (editing.touched) setStale(true);
    else setEditing({ ...editing, base: view, draft: convert.current.fromView(view) });
  }, [id, view, editing]);

  const update = useCallback((change: (draft: Draft) => Draft) => {
    setEditing((current) => ({ ...current, draft: change(current.draft), touched: true }));
  }, []);
  const set = useCallback((patch: Partial<Draft>) => update((draft) => ({ ...draft, ...patch })), [update]);

  /** After a save: the saved version is the draft's new start, under its id (a new one's too). */
  const adopt = (saved: View) => {
    if (saved.id !== id) created.current = saved.id;
    setStale(false);
    setEditing({ id: saved.id, base: saved, draft: convert.current.fromView(saved), touched: false });
  };

  const discard = () => {
    setStale(false);
    setEditing({ id, base: view, draft: view ? convert.current.fromView(view) : convert.current.blank(), touched: false });
  };

  return { draft: editing.draft, touched: editing.touched, stale, set, update, adopt, discard };
}

/** Brings the first invalid field of the catalogue form into view and focus, once its error is shown. */
export function useFocusFirstInvalid(): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const invalid = document.querySelector<HTMLElement>('.plouf-catalogue-form [aria-invalid="true"]');
    invalid?.scrollIntoView({ block: 'center' });
    invalid?.focus({ preventScroll: true });
  }, [request]);
  return useCallback(() => setRequest((count) => count + 1), []);
}
