import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { NoticeName } from '@plouf/command-api/read-models';
import type { Socket } from 'socket.io-client';
import { afterHydration } from '../ssr/afterHydration.ts';
import { recordDebug } from './debugLog.ts';

/** A change notice pushed by the query API after projections committed a batch. */
export interface LiveChange {
  /** What changed: `NOTICES` of `@plouf/command-api/read-models`. */
  readModel: NoticeName;
  ids: number[];
  position: string;
  /** Present when the server says which room the notice was sent to. */
  room?: string;
  /** Too many ids to carry: `ids` is empty and the whole list should be reloaded. */
  truncated?: boolean;
  /** Per id, its public figures when they are all that changed of it (a course's places after a booking). */
  figures?: Record<string, Record<string, number>>;
}

export type LiveStatus = 'connecting' | 'live' | 'refused' | 'offline';

type Listener = (change: LiveChange) => void;
interface SubscribeAck {
  ok: boolean;
  error?: string;
}

const ACK_TIMEOUT_MS = 5000;
/** Leaving a screen and coming back (or React's strict double effects) should not reconnect. */
const IDLE_DISCONNECT_MS = 10_000;

const rooms = new Map<string, Set<Listener>>();
const roomStatus = new Map<string, LiveStatus>();
const statusWatchers = new Set<() => void>();
let socket: Socket | undefined;
/** A refusal may come from a handshake made before the latest login: reconnect once to check. */
let reconnectedAfterRefusal = false;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/** Called each time a room is joined (again): what was shown may have missed notices meanwhile. */
const joinWatchers = new Map<string, Set<() => void>>();

function setStatus(room: string, status: LiveStatus): void {
  if (roomStatus.get(room) === status) return;
  roomStatus.set(room, status);
  for (const notify of statusWatchers) notify();
  if (status === 'live') for (const joined of joinWatchers.get(room) ?? []) joined();
}

/**
 * One socket.io connection for the whole application, opened on first use. Its code (some 40 kB)
 * is fetched then, not with the page; on a page rendered on the server, once that page is hydrated.
 */
let opening: Promise<Socket> | undefined;

function connection(): Promise<Socket> {
  if (opening) return opening;
  const next: Promise<Socket> = afterHydration()
    .then(() => import('socket.io-client'))
    .then(({ io }) => {
      // A WebSocket straight away (long polling first costs a handful of requests and their
      // handlers), long polling where a WebSocket cannot pass.
      const created = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'], tryAllTransports: true, autoConnect: false });
      listen(created);
      // Closed meanwhile (every room left): this one is not used.
      if (opening === next) {
        socket = created;
        created.connect();
      }
      return created;
    });
  next.catch(() => {
    // The code could not be fetched (offline): said, and tried again by the next room joined.
    if (opening === next) opening = undefined;
    for (const room of rooms.keys()) setStatus(room, 'offline');
  });
  opening = next;
  return next;
}

function listen(created: Socket): void {
  created.on('connect', () => {
    recordDebug({ kind: 'connection', event: 'connected', detail: created.io.engine?.transport.name ?? '' });
    // Rooms are per connection on the server: join them all again after every (re)connect.
    for (const room of rooms.keys()) void subscribe(created, room);
  });
  created.on('disconnect', (reason) => {
    recordDebug({ kind: 'connection', event: 'disconnected', detail: reason });
    for (const room of rooms.keys()) setStatus(room, 'offline');
  });
  created.on('connect_error', (error) => {
    recordDebug({ kind: 'connection', event: 'disconnected', detail: error.message });
    for (const room of rooms.keys()) setStatus(room, 'offline');
  });
  // The server closes a room when the session ends or loses the right to it (logout, roles).
  created.on('revoked', (notice: { room?: unknown }) => {
    recordDebug({ kind: 'connection', event: 'refused', detail: `revoked ${String(notice?.room)}` });
    if (typeof notice?.room === 'string' && rooms.has(notice.room)) setStatus(notice.room, 'refused');
  });
  created.on('change', (change: LiveChange) => {
    recordDebug({ kind: 'notice', readModel: change.readModel, room: change.room ?? null, ids: change.ids, position: change.position, truncated: change.truncated ?? false });
    const targets = change.room ? [rooms.get(change.room)] : [...rooms.values()];
    for (const listeners of targets) for (const listener of listeners ?? []) listener(change);
  });
}

async function subscribe(target: Socket, room: string): Promise<void> {
  setStatus(room, 'connecting');
  try {
    const ack = (await target.timeout(ACK_TIMEOUT_MS).emitWithAck('subscribe', { room })) as SubscribeAck;
    if (!rooms.has(room)) return;
    if (!ack.ok && !reconnectedAfterRefusal) {
      // The server reads the session cookie sent with the handshake; a fresh one carries today's.
      reconnectedAfterRefusal = true;
      target.disconnect().connect();
      return;
    }
    if (ack.ok) reconnectedAfterRefusal = false;
    else recordDebug({ kind: 'connection', event: 'refused', detail: `${room}: ${ack.error ?? ''}` });
    setStatus(room, ack.ok ? 'live' : 'refused');
  } catch {
    if (rooms.has(room)) setStatus(room, 'offline');
  }
}

function join(room: string, listener: Listener): () => void {
  clearTimeout(idleTimer);
  let listeners = rooms.get(room);
  if (!listeners) {
    listeners = new Set();
    rooms.set(room, listeners);
    // Connected: the room is asked for now; else on connecting, with all the others.
    if (socket?.connected) void subscribe(socket, room);
    else setStatus(room, 'connecting');
  }
  void connection().catch(() => {});
  listeners.add(listener);
  return () => leave(room, listener);
}

function leave(room: string, listener: Listener): void {
  const listeners = rooms.get(room);
  if (!listeners) return;
  listeners.delete(listener);
  if (listeners.size > 0) return;
  rooms.delete(room);
  roomStatus.delete(room);
  if (socket?.connected) socket.emit('unsubscribe', { room });
  if (rooms.size === 0) {
    idleTimer = setTimeout(() => {
      socket?.disconnect();
      socket = undefined;
      opening = undefined;
    }, IDLE_DISCONNECT_MS);
  }
}

function watchStatus(notify: () => void): () => void {
  statusWatchers.add(notify);
  return () => statusWatchers.delete(notify);
}

/**
 * Joins a socket.io room for as long as the component is mounted and calls `onChange` with every
 * change notice received for it. Returns the room's connection status. `null` joins nothing (a
 * screen built on a shared live hook that follows no room).
 *
 * @example
 * const status = useLiveRoom(ADMIN_ROOMS.contacts, (change) => {
 *   if (change.readModel === NOTICES.contacts) reload();
 * });
 */
export function useLiveRoom(room: string | null, onChange: Listener): LiveStatus {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => (room === null ? undefined : join(room, (change) => latest.current(change))), [room]);
  const read = () => (room === null ? undefined : roomStatus.get(room)) ?? 'connecting';
  // A server render has no socket: 'connecting', as the browser's first render.
  return useSyncExternalStore(watchStatus, read, read);
}

/**
 * `useLiveRoom` for what shows data and not the connection: the component is not rendered again
 * when the connection's status changes (a public page holds five rooms: five renders of the whole
 * page for nothing). `onJoined` is called each time the room is joined (again).
 */
export function useLiveNotices(room: string, onChange: Listener, onJoined?: () => void): void {
  const latest = useRef({ onChange, onJoined });
  useEffect(() => {
    latest.current = { onChange, onJoined };
  });
  useEffect(() => {
    const joined = () => latest.current.onJoined?.();
    let watchers = joinWatchers.get(room);
    if (!watchers) {
      watchers = new Set();
      joinWatchers.set(room, watchers);
    }
    watchers.add(joined);
    const leaveRoom = join(room, (change) => latest.current.onChange(change));
    if (roomStatus.get(room) === 'live') joined();
    return () => {
      watchers.delete(joined);
      leaveRoom();
    };
  }, [room]);
}
