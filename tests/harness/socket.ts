import { io, type Socket } from 'socket.io-client';

export interface Change {
  readModel: string;
  ids: number[];
  position: string;
  room: string;
  truncated?: boolean;
  /** Per id, its public figures when they are all that changed of it (`ChangeNotice.figures`). */
  figures?: Record<string, Record<string, number>>;
}

/** A socket.io client as a browser would open it, with the session cookie. */
export async function connectLive(url: string, cookie?: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, ...(cookie ? { extraHeaders: { cookie } } : {}) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export function subscribe(socket: Socket, room: string): Promise<{ ok: boolean; error?: string }> {
  return socket.timeout(5000).emitWithAck('subscribe', { room });
}

/** The next `change` that satisfies `match`. */
export function nextChange(socket: Socket, match: (change: Change) => boolean, timeoutMs = 10_000): Promise<Change> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('change', listener);
      reject(new Error('no matching change notice in time'));
    }, timeoutMs);
    const listener = (change: Change) => {
      if (!match(change)) return;
      clearTimeout(timer);
      socket.off('change', listener);
      resolve(change);
    };
    socket.on('change', listener);
  });
}
