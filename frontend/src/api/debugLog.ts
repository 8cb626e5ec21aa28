/**
 * The debug log (spec §6): what this browser asked the server and what it was told live, kept for
 * a support call. On only for the platform administrator (the session turns it on and off, see
 * AuthProvider); off, nothing is kept. It lives in this tab's sessionStorage, so a reload (the
 * first thing a support call asks for) keeps it, and the requests a reload makes are in it.
 */
import { useSyncExternalStore } from 'react';

/** A call to `/webapi`: what was asked, what came back, how long it took. */
export interface RequestEntry {
  kind: 'request';
  /** When it was sent (ISO). */
  at: string;
  method: string;
  /** Path and query, with the values of secrets (`key`, `token`) masked. */
  path: string;
  /** The HTTP status; null when no answer came (network). */
  status: number | null;
  /** The envelope's result code, or `NetworkError` / `BadResponse`. */
  resultCode: string;
  /** The server's `X-Request-Id`: the id its log and the events it stored carry. */
  requestId: string | null;
  ms: number;
}

/** A change notice received over socket.io. */
export interface NoticeEntry {
  kind: 'notice';
  at: string;
  readModel: string;
  room: string | null;
  ids: number[];
  position: string;
  truncated: boolean;
}

/** The live connection opening, dropping, or a room refused. */
export interface ConnectionEntry {
  kind: 'connection';
  at: string;
  event: 'connected' | 'disconnected' | 'refused';
  detail: string;
}

export type DebugEntry = RequestEntry | NoticeEntry | ConnectionEntry;

/** The last entries kept; older ones go. */
export const DEBUG_LOG_SIZE = 200;
const STORAGE_KEY = 'plouf.debugLog';
const EMPTY: readonly DebugEntry[] = [];

let entries: readonly DebugEntry[] = EMPTY;
let enabled = false;
const watchers = new Set<() => void>();

const storage = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

// A reload of the platform administrator's tab goes on recording before the session is asked again.
try {
  const kept = storage()?.getItem(STORAGE_KEY);
  if (kept) {
    entries = JSON.parse(kept) as DebugEntry[];
    enabled = true;
  }
} catch {
  entries = EMPTY;
}

function changed(): void {
  try {
    if (enabled) storage()?.setItem(STORAGE_KEY, JSON.stringify(entries));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // A full or refused storage: the log stays in memory.
  }
  for (const notify of watchers) notify();
}

/** On for the platform administrator, off (and emptied) for anyone else. */
export function setDebugLogEnabled(on: boolean): void {
  if (on === enabled) return;
  enabled = on;
  entries = EMPTY;
  changed();
}

export function isDebugLogEnabled(): boolean {
  return enabled;
}

/** Records an entry when the log is on; stamps it now. */
export function recordDebug(entry: DistributiveOmit<DebugEntry, 'at'>, at = new Date()): void {
  if (!enabled) return;
  entries = [...entries.slice(-(DEBUG_LOG_SIZE - 1)), { ...entry, at: at.toISOString() } as DebugEntry];
  changed();
}

export function clearDebugLog(): void {
  entries = EMPTY;
  changed();
}

/** Masks the values of query parameters that open a session or a one-time link. */
export function maskSecrets(path: string): string {
  return path.replace(/([?&](?:key|token|autolog)=)[^&#]*/gi, '$1…');
}

/** The entries kept, oldest first. */
export function debugEntries(): readonly DebugEntry[] {
  return entries;
}

/** The entries, oldest first, following every change. */
export function useDebugLog(): readonly DebugEntry[] {
  return useSyncExternalStore(
    (notify) => {
      watchers.add(notify);
      return () => watchers.delete(notify);
    },
    debugEntries,
    () => EMPTY,
  );
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
