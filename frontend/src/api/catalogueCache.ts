/**
 * Spec §4 admin lists: lists and details are cached and reloaded when expired (5 minutes, spec §9
 * "cache expiry 5") or when a detail is not loaded; a save puts the saved entity in place (adding
 * its id if absent), a delete removes it, and a live notice from another admin's save reloads.
 * Shared by the public site and the back-office, so moving between them costs no second call.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError } from './client.ts';
import { getOne, listAll, type CatalogueResource } from './catalogue.ts';
import { useLiveRoom } from './live.ts';

export const CACHE_EXPIRY_MS = 5 * 60_000;

export type LoadStatus = 'loading' | 'done' | 'error';

interface Slot<T> {
  value: T | undefined;
  status: LoadStatus;
  error: string | undefined;
  loadedAt: number;
  pending: Promise<void> | undefined;
}

const slots = new Map<string, Slot<unknown>>();
/** Why a load last failed, so a detail can say "not found" rather than "error". */
const lastErrors = new Map<string, string>();
const watchers = new Set<() => void>();
/** Bumped when every slot goes stale at once (a new session): mounted hooks fetch again. */
let generation = 0;
const notify = () => {
  for (const watcher of watchers) watcher();
};

function slot<T>(key: string): Slot<T> {
  let found = slots.get(key);
  if (!found) {
    found = { value: undefined, status: 'loading', error: undefined, loadedAt: 0, pending: undefined };
    slots.set(key, found);
  }
  return found as Slot<T>;
}

function load<T>(key: string, fetcher: () => Promise<T>, force: boolean): Promise<void> {
  const target = slot<T>(key);
  const fresh = target.status === 'done' && Date.now() - target.loadedAt < CACHE_EXPIRY_MS;
  if (!force && (fresh || target.pending)) return target.pending ?? Promise.resolve();
  if (target.value === undefined) target.status = 'loading';
  const asked = generation;
  target.pending = fetcher().then(
    (value) => {
      // Asked for by the previous session: shown, but stale, so the new session asks again.
      slots.set(key, { value, status: 'done', error: undefined, loadedAt: asked === generation ? Date.now() : 0, pending: undefined });
      notify();
    },
    (error: unknown) => {
      if (error instanceof ApiError) lastErrors.set(key, error.resultCode);
      slots.set(key, { ...target, status: 'error', error: error instanceof Error ? error.message : String(error), pending: undefined });
      notify();
    },
  );
  notify();
  return target.pending;
}

/**
 * Every list and detail goes stale: the server shows the platform administrator more (disabled
 * pools and passes, drafts) than a visitor, so a login or a logout must not keep the other's
 * answers. Values stay shown until the new ones arrive.
 */
export function invalidateCatalogueCache(): void {
  for (const [key, value] of slots) slots.set(key, { ...value, loadedAt: 0, pending: undefined });
  generation++;
  notify();
}

function useGeneration(): number {
  const subscribe = useCallback((watcher: () => void) => {
    watchers.add(watcher);
    return () => watchers.delete(watcher);
  }, []);
  return useSyncExternalStore(subscribe, () => generation);
}

const listKey = (path: string) => `${path}#list`;
const itemKey = (path: string, id: number) => `${path}#${id}`;

function useSlot<T>(key: string): Slot<T> {
  const subscribe = useCallback((watcher: () => void) => {
    watchers.add(watcher);
    return () => watchers.delete(watcher);
  }, []);
  return useSyncExternalStore(subscribe, () => slot<T>(key));
}

export interface Cached<T> {
  data: T | undefined;
  status: LoadStatus;
  error: string | undefined;
  /** Fetches again now, whatever the cache holds. */
  reload: () => Promise<void>;
}

/**
 * A resource's whole list, cached; reloaded on a live notice of `room`.
 *
 * @example
 * const pools = useCachedList(POOLS, CATALOGUE_ROOMS.pools);
 */
export function useCachedList<View extends { id: number }, Input>(target: CatalogueResource<View, Input>, room: string): Cached<View[]> {
  const key = listKey(target.path);
  const reload = useCallback(() => load(key, () => listAll(target, { share: false }), true), [key, target]);
  const current = useGeneration();
  useEffect(() => {
    void load(key, () => listAll(target, { share: false }), false);
  }, [key, target, current]);
  useLiveRoom(room, () => void reload());
  const slotNow = useSlot<View[]>(key);
  return { data: slotNow.value, status: slotNow.status, error: slotNow.error, reload };
}

/**
 * One entity, cached; a missing or non-positive id (a new entity, spec §2's -1) loads nothing.
 * A live notice naming the id reloads it.
 */
export function useCachedDetail<View extends { id: number }, Input>(target: CatalogueResource<View, Input>, id: number | undefined, room: string): Cached<View> & { notFound: boolean } {
  const valid = id !== undefined && id > 0;
  const key = valid ? itemKey(target.path, id) : `${target.path}#new`;
  const reload = useCallback(() => (valid ? load(key, () => getOne(target, id, { share: false }), true) : Promise.resolve()), [key, target, id, valid]);
  const current = useGeneration();
  useEffect(() => {
    if (valid) void load(key, () => getOne(target, id, { share: false }), false);
  }, [key, target, id, valid, current]);
  useLiveRoom(room, (change) => {
    if (valid && (change.truncated || change.ids.includes(id))) void reload();
  });
  const slotNow = useSlot<View>(key);
  const notFound = slotNow.status === 'error' && lastErrors.get(key) === 'FileNotFound';
  return { data: valid ? slotNow.value : undefined, status: valid ? slotNow.status : 'done', error: slotNow.error, reload, notFound };
}

/** After a save: the entity goes in its detail slot and in the list (added if absent). */
export function rememberSaved<View extends { id: number }, Input>(target: CatalogueResource<View, Input>, saved: View): void {
  slots.set(itemKey(target.path, saved.id), { value: saved, status: 'done', error: undefined, loadedAt: Date.now(), pending: undefined });
  const list = slots.get(listKey(target.path)) as Slot<View[]> | undefined;
  if (list?.value) {
    const exists = list.value.some((row) => row.id === saved.id);
    const value = exists ? list.value.map((row) => (row.id === saved.id ? saved : row)) : [...list.value, saved];
    slots.set(listKey(target.path), { ...list, value });
  }
  notify();
}

/** After a delete: gone from the list and its detail slot. */
export function forgetDeleted<View extends { id: number }, Input>(target: CatalogueResource<View, Input>, id: number): void {
  slots.delete(itemKey(target.path, id));
  const list = slots.get(listKey(target.path)) as Slot<View[]> | undefined;
  if (list?.value) slots.set(listKey(target.path), { ...list, value: list.value.filter((row) => row.id !== id) });
  notify();
}
