/**
 * Spec §4 admin lists: lists and details are cached and reloaded when expired (5 minutes, spec §9
 * "cache expiry 5") or when a detail is not loaded; a save puts the saved entity in place (adding
 * its id if absent), a delete removes it, and a live notice from another admin's save reloads.
 * Shared by the public site and the back-office, so moving between them costs no second call.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError } from './client.ts';
import { getOne, listAll, type CatalogueResource } from './catalogue.ts';
import { useLiveNotices } from './live.ts';

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

/** Two answers of the API alike: both are JSON, so their text compares them. */
const sameAnswer = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Server rendering (frontend/src/entry-server.tsx): effects do not run there, so the hooks ask for
 * their loads during the render, into this list; the server awaits them and renders again with the
 * slots filled. Undefined in the browser.
 */
let serverLoads: Promise<void>[] | undefined;

/** Runs `render` and returns, beside its result, the loads it asked for (server rendering only). */
export function collectLoads<R>(render: () => R): { result: R; loads: Promise<void>[] } {
  serverLoads = [];
  try {
    const result = render();
    return { result, loads: serverLoads };
  } finally {
    serverLoads = undefined;
  }
}

/** During a server render: a slot not loaded yet is loaded, and the render will be made again. */
function askOnServer<T>(key: string, fetcher: () => Promise<T>): void {
  if (serverLoads && slot<T>(key).status === 'loading') serverLoads.push(load(key, fetcher, false));
}

/** A slot as the server sends it to the browser: its value, or the result code of its failure. */
export type SlotSnapshot = { key: string; value: unknown } | { key: string; failed: string };

/** The slots a server render used, to put in the page: the browser seeds its cache from them. */
export function snapshotCache(): SlotSnapshot[] {
  const taken: SlotSnapshot[] = [];
  for (const [key, found] of slots) {
    if (found.status === 'done') taken.push({ key, value: found.value });
    else if (found.status === 'error') taken.push({ key, failed: lastErrors.get(key) ?? 'Error' });
  }
  return taken;
}

/**
 * Before hydrating a server-rendered page: the slots it was rendered from, fresh, so the first
 * render in the browser shows what the server showed (and fetches nothing again).
 */
export function seedCache(snapshot: readonly SlotSnapshot[]): void {
  for (const entry of snapshot) {
    seeded.add(entry.key);
    if ('value' in entry) slots.set(entry.key, { value: entry.value, status: 'done', error: undefined, loadedAt: Date.now(), pending: undefined });
    else {
      lastErrors.set(entry.key, entry.failed);
      slots.set(entry.key, { value: undefined, status: 'error', error: entry.failed, loadedAt: 0, pending: undefined });
    }
  }
}

/**
 * Slots filled from the server's page: right when it was rendered, but a change made before this
 * browser joined the live rooms sent a notice nobody heard. Each is loaded again once, when its
 * room is joined ({@link reloadIfSeeded}).
 */
const seeded = new Set<string>();

function reloadIfSeeded(key: string, reload: () => Promise<void>): void {
  if (seeded.delete(key)) void reload();
}

/**
 * A read that a server-rendered page shows but that another hook keeps, not this cache (the booking
 * week, kept live by its own hook, features/site/booking/useShownWeek.ts). During a server render it
 * is loaded like a slot and goes into the page with them. In the browser, a component mounted while
 * the page still holds it (the hydration) gets it for as long as it stays mounted with that key, so
 * its first render matches the server's; the page's first fetch of it takes it ({@link takeRendered}).
 * Undefined otherwise, and for an undefined key.
 */
export function useRenderedRead<T>(key: string | undefined, fetcher: () => Promise<T>): T | undefined {
  if (key !== undefined) askOnServer(key, fetcher);
  const [kept] = useState(() => (key !== undefined && seeded.has(key) ? { key, found: slots.get(key) } : undefined));
  const found = serverLoads ? (key === undefined ? undefined : slots.get(key)) : kept !== undefined && kept.key === key ? kept.found : undefined;
  return found?.status === 'done' ? (found.value as T) : undefined;
}

/**
 * The value a server-rendered page carries for `key` ({@link useRenderedRead}), once: the first
 * fetch of it after the hydration is answered with it, later ones ask the network (the browser
 * joins the live rooms after the render, so its hook reads again then). Undefined when the page
 * did not carry it, or when it failed on the server.
 */
export function takeRendered<T>(key: string): T | undefined {
  if (!seeded.delete(key)) return undefined;
  const found = slots.get(key);
  slots.delete(key);
  return found?.status === 'done' ? (found.value as T) : undefined;
}

/** Empties the cache: each server render starts from nothing (renders never share a visitor's answers). */
export function clearCache(): void {
  slots.clear();
  lastErrors.clear();
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
      const loadedAt = asked === generation ? Date.now() : 0;
      const shown = slots.get(key);
      if (shown?.status === 'done' && sameAnswer(shown.value, value)) {
        // Nothing changed (a reload after a notice for another row, a check after the page was
        // rendered on the server): the value shown stays, and nothing renders again.
        Object.assign(shown, { loadedAt, pending: undefined });
        return;
      }
      slots.set(key, { value, status: 'done', error: undefined, loadedAt, pending: undefined });
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
  const read = () => generation;
  return useSyncExternalStore(subscribe, read, read);
}

const listKey = (path: string) => `${path}#list`;
const itemKey = (path: string, id: number) => `${path}#${id}`;

function useSlot<T>(key: string): Slot<T> {
  const subscribe = useCallback((watcher: () => void) => {
    watchers.add(watcher);
    return () => watchers.delete(watcher);
  }, []);
  const read = () => slot<T>(key);
  // The same on the server and while hydrating: the slots the page was rendered from (seedCache).
  return useSyncExternalStore(subscribe, read, read);
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
  askOnServer(key, () => listAll(target, { share: false }));
  useEffect(() => {
    void load(key, () => listAll(target, { share: false }), false);
  }, [key, target, current]);
  useLiveNotices(room, () => void reload(), () => reloadIfSeeded(key, reload));
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
  if (valid) askOnServer(key, () => getOne(target, id, { share: false }));
  useEffect(() => {
    if (valid) void load(key, () => getOne(target, id, { share: false }), false);
  }, [key, target, id, valid, current]);
  useLiveNotices(
    room,
    (change) => {
      if (valid && (change.truncated || change.ids.includes(id))) void reload();
    },
    () => reloadIfSeeded(key, reload),
  );
  const slotNow = useSlot<View>(key);
  const notFound = slotNow.status === 'error' && lastErrors.get(key) === 'FileNotFound';
  return { data: valid ? slotNow.value : undefined, status: valid ? slotNow.status : 'done', error: slotNow.error, reload, notFound };
}

/**
 * The id an address (a slug) names, cached like the rest: a server render fills it, so the page's
 * first render in the browser already knows its entity. The fetcher also puts the entity it got in
 * its detail slot ({@link rememberSaved}).
 */
export function useCachedSlug(path: string, slug: string, fetcher: () => Promise<number>): { id: number | undefined; status: LoadStatus; resultCode: string | undefined; reload: () => Promise<void> } {
  const key = `${path}#slug:${slug}`;
  const reload = useCallback(() => load(key, fetcher, true), [key, fetcher]);
  const current = useGeneration();
  askOnServer(key, fetcher);
  useEffect(() => {
    void load(key, fetcher, false);
  }, [key, fetcher, current]);
  const slotNow = useSlot<number>(key);
  return { id: slotNow.value, status: slotNow.status, resultCode: slotNow.status === 'error' ? lastErrors.get(key) : undefined, reload };
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
