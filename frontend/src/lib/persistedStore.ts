import { useSyncExternalStore } from 'react';

export interface PersistedStore<T> {
  get: () => T;
  set: (patch: Partial<T>) => void;
  subscribe: (notify: () => void) => () => void;
}

/**
 * A small store kept in sessionStorage, so a screen's state (a list's search text, sort and
 * month) survives navigating away and back, and a reload, for the time of the visit.
 *
 * @example
 * const store = createPersistedStore('plouf.admin.contacts', { search: '', descending: true });
 * store.set({ search: 'dupont' });
 */
export function createPersistedStore<T extends object>(key: string, initial: T): PersistedStore<T> {
  let value = read(key, initial);
  const watchers = new Set<() => void>();
  return {
    get: () => value,
    set: (patch) => {
      value = { ...value, ...patch };
      try {
        sessionStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or disabled: the state still lives in memory.
      }
      for (const notify of watchers) notify();
    },
    subscribe: (notify) => {
      watchers.add(notify);
      return () => watchers.delete(notify);
    },
  };
}

function read<T extends object>(key: string, initial: T): T {
  try {
    const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
    return stored ? { ...initial, ...(JSON.parse(stored) as Partial<T>) } : initial;
  } catch {
    return initial;
  }
}

export function useStore<T extends object>(store: PersistedStore<T>): [T, (patch: Partial<T>) => void] {
  return [useSyncExternalStore(store.subscribe, store.get), store.set];
}
