import type { Server as HttpServer } from 'node:http';
import { SESSION_COOKIE, type Authenticate, type ChangeNotices } from '@plouf/infra';
import { Server, type ServerOptions } from 'socket.io';
import type { LiveChannel } from './channels.ts';

export interface LiveDeps {
  notices: ChangeNotices;
  authenticate: Authenticate;
  channels: readonly LiveChannel[];
  /** A socket.io adapter to scale across nodes (Redis, PostgreSQL); in-memory by default. */
  adapter?: ServerOptions['adapter'];
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The socket.io server: a client asks to `subscribe` to a room and is let in only if the room's
 * channel says so for the session's user (checked at every request, so a logout closes the door);
 * change notices are relayed as `change` to the rooms they concern.
 *
 * @example
 * socket.emit('subscribe', { room: 'admin:contacts' }, (answer) => answer.ok);
 * socket.on('change', ({ readModel, ids, position }) => reload(ids));
 */
export function attachLive(server: HttpServer, deps: LiveDeps) {
  const io = new Server(server, { path: '/socket.io', serveClient: false, ...(deps.adapter ? { adapter: deps.adapter } : {}) });

  io.on('connection', (socket) => {
    socket.on('subscribe', async (request: unknown, ack?: (answer: { ok: boolean; error?: string }) => void) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const room = typeof request === 'object' && request !== null ? (request as { room?: unknown }).room : undefined;
      if (typeof room !== 'string' || room.length > 100) return reply({ ok: false, error: 'invalid room' });
      const user = await deps.authenticate(cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE)).catch(() => null);
      for (const channel of deps.channels) {
        const match = channel.room.exec(room);
        if (!match) continue;
        if (!channel.mayJoin(user, match)) return reply({ ok: false, error: 'forbidden' });
        await socket.join(room);
        return reply({ ok: true });
      }
      return reply({ ok: false, error: 'unknown room' });
    });
    socket.on('unsubscribe', async (request: unknown) => {
      const room = typeof request === 'object' && request !== null ? (request as { room?: unknown }).room : undefined;
      if (typeof room === 'string') await socket.leave(room);
    });
  });

  const unsubscribe = deps.notices.subscribe((notice) => {
    if (notice.ids.length === 0 && !notice.truncated) return;
    for (const channel of deps.channels) {
      if (channel.readModel !== notice.readModel) continue;
      for (const room of channel.roomsFor(notice)) io.to(room).emit('change', { ...notice, room });
    }
  });

  return {
    io,
    async close() {
      unsubscribe();
      await io.close();
    },
  };
}
