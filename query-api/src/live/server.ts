import type { Server as HttpServer } from 'node:http';
import { HSTS, SESSION_COOKIE, foreignOrigin, type Authenticate, type ChangeNotices, type SessionUser } from '@plouf/infra';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { NOTICES } from '@plouf/command-api/read-models';
import type { LiveChannel } from './channels.ts';
import { roomThrottle } from './roomThrottle.ts';

export interface LiveDeps {
  notices: ChangeNotices;
  authenticate: Authenticate;
  channels: readonly LiveChannel[];
  /**
   * A socket.io adapter to scale across nodes (the Redis Streams one, infra/entry/redis.ts);
   * in-memory by default. With one, this node does not relay the change notices itself: the one
   * `startLiveRelay` (in the projections' process) sends each once, through the adapter, to the
   * rooms of every node, where a client that reconnects within two minutes gets what it missed.
   */
  adapter?: ServerOptions['adapter'];
  /** How often every connection's session is checked again (an expired session leaves its rooms); 60 s. */
  recheckMs?: number;
  /** A room's notices of one read model: two at once per this window, the rest at its end (roomThrottle.ts); 100 ms. */
  roomWindowMs?: number;
  /** The site's address: a browser's handshake from a page of another site is refused (`foreignOrigin`). */
  publicUrl?: string | undefined;
  /** The HTTP answers' security headers, put on socket.io's own answers too (its long-polling ones). */
  headers?: Record<string, string>;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** What the server keeps of a connection: its session token and who that was when last checked. */
interface Connection {
  socket: Socket;
  token: string | undefined;
  user: SessionUser | null;
  /** Counts the checks made: a subscription that straddles one is checked again. */
  checks: number;
  /** Subscriptions asked for in the current minute. */
  asked: { minute: number; count: number };
}

/** Subscriptions one connection may ask for in a minute (each costs a session lookup). */
const SUBSCRIBES_PER_MINUTE = 60;

/**
 * The socket.io server: a client asks to `subscribe` to a room and is let in only if the room's
 * channel says so for the session's user. Rights follow the session: when it ends (logout, a
 * password change elsewhere, expiry) or the user's roles change, every room the connection may no
 * longer join is left, and the client is told with `revoked`. Change notices are relayed as
 * `change` to the rooms they concern, each with only the ids that room may carry: to a crowded room,
 * per read model, two at once in 100 ms, the rest gathered at the window's end (roomThrottle.ts).
 *
 * @example
 * socket.emit('subscribe', { room: 'admin:contacts' }, (answer) => answer.ok);
 * socket.on('change', ({ readModel, ids, position }) => reload(ids));
 */
export function attachLive(server: HttpServer, deps: LiveDeps) {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    // A page of another site may not open a connection that carries the visitor's session cookie.
    allowRequest: (request, callback) => {
      const foreign = foreignOrigin(request.headers, deps.publicUrl);
      callback(foreign ? 'foreign origin' : null, !foreign);
    },
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
    // A client cut off for a moment (a train's tunnel, a node restarting behind the proxy) gets the
    // notices it missed and its rooms back; its rights are checked again at once (below).
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: false },
  });
  // socket.io answers its own requests (the handshake, long polling) before Fastify sees them: the same headers as every answer.
  if (deps.headers) {
    const headers = deps.headers;
    const secure = (answer: Record<string, unknown>, request: { socket?: { encrypted?: boolean } }) => {
      Object.assign(answer, headers, request.socket?.encrypted ? HSTS : {});
    };
    io.engine.on('initial_headers', secure);
    io.engine.on('headers', secure);
  }
  const connections = new Map<string, Connection>();

  const channelFor = (room: string) => {
    for (const channel of deps.channels) {
      const match = channel.room.exec(room);
      if (match) return { channel, match };
    }
    return undefined;
  };

  /** Checks the session again and leaves the rooms it no longer opens. */
  async function recheck(connection: Connection) {
    connection.checks += 1;
    connection.user = await deps.authenticate(connection.token).catch(() => null);
    for (const room of connection.socket.rooms) {
      if (room === connection.socket.id) continue;
      const found = channelFor(room);
      if (found && found.channel.mayJoin(connection.user, found.match)) continue;
      await connection.socket.leave(room);
      connection.socket.emit('revoked', { room });
    }
  }

  io.on('connection', (socket) => {
    const connection: Connection = { socket, token: cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE), user: null, checks: 0, asked: { minute: 0, count: 0 } };
    connections.set(socket.id, connection);
    socket.on('disconnect', () => connections.delete(socket.id));
    // Rooms given back by a recovery were granted to the session as it was: check it as it is now.
    if (socket.recovered) void recheck(connection).catch(() => undefined);
    socket.on('subscribe', async (request: unknown, ack?: (answer: { ok: boolean; error?: string }) => void) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const room = typeof request === 'object' && request !== null ? (request as { room?: unknown }).room : undefined;
      if (typeof room !== 'string' || room.length > 100) return reply({ ok: false, error: 'invalid room' });
      const minute = Math.floor(Date.now() / 60_000);
      if (connection.asked.minute !== minute) connection.asked = { minute, count: 0 };
      if (++connection.asked.count > SUBSCRIBES_PER_MINUTE) return reply({ ok: false, error: 'too many' });
      const checksBefore = connection.checks;
      const user = await deps.authenticate(connection.token).catch(() => null);
      const found = channelFor(room);
      if (!found) return reply({ ok: false, error: 'unknown room' });
      if (!found.channel.mayJoin(user, found.match)) return reply({ ok: false, error: 'forbidden' });
      connection.user = user;
      await socket.join(room);
      // A logout or a role change checked while this one looked the session up: look again.
      if (connection.checks !== checksBefore) await recheck(connection);
      return reply({ ok: socket.rooms.has(room) });
    });
    socket.on('unsubscribe', async (request: unknown) => {
      const room = typeof request === 'object' && request !== null ? (request as { room?: unknown }).room : undefined;
      if (typeof room === 'string') await socket.leave(room);
    });
  });

  /**
   * Connections of these users (or of any member of these families) are checked again, and those
   * with a session not yet looked up (a subscription may be under way).
   */
  const recheckWhere = (matches: (user: SessionUser) => boolean) =>
    Promise.all([...connections.values()].filter((connection) => (connection.user ? matches(connection.user) : connection.token !== undefined)).map(recheck));

  const unsubscribeRights = deps.notices.subscribe((notice) => {
    if (notice.readModel === NOTICES.sessions) return void recheckWhere((user) => notice.ids.includes(user.id)).catch(() => undefined);
    // Roles and disabling are family events: members of a changed family are checked again.
    if (notice.readModel === 'families') void recheckWhere((user) => user.famId !== null && notice.ids.includes(user.famId)).catch(() => undefined);
  });
  // One node alone relays the notices to its own rooms; with an adapter, the relay does (startLiveRelay).
  const relay = deps.adapter ? undefined : relayNotices(io, deps, () => false);

  // Sessions also end by expiring: every connection that holds a room is checked now and then.
  const timer = setInterval(() => {
    void Promise.all([...connections.values()].filter((connection) => connection.socket.rooms.size > 1).map(recheck)).catch(() => undefined);
  }, deps.recheckMs ?? 60_000);
  timer.unref();

  return {
    io,
    async close() {
      clearInterval(timer);
      unsubscribeRights();
      relay?.close();
      await io.close();
    },
  };
}

/** How long a disconnected client's rooms and missed notices are kept for it (connection state recovery). */
const RECOVERY_MS = 2 * 60_000;

/**
 * The change notices sent to the rooms they concern, each with only the ids that room may carry;
 * to a crowded room, per read model, two at once in 100 ms, the rest gathered at the window's end
 * (roomThrottle.ts). `crowded` says whether a room's size is unknown here (rooms spanning nodes).
 */
function relayNotices(io: Server, deps: Pick<LiveDeps, 'notices' | 'channels' | 'roomWindowMs'>, spansNodes: () => boolean) {
  const throttle = roomThrottle((change) => io.to(change.room).emit('change', change), deps.roomWindowMs);
  const unsubscribe = deps.notices.subscribe((notice) => {
    for (const channel of deps.channels) {
      if (channel.readModel !== notice.readModel) continue;
      for (const { room, ids } of channel.deliveries(notice)) {
        if (ids.length === 0 && !notice.truncated) continue;
        // A room spanning the nodes: this process's sockets do not say how large it is.
        const audience = spansNodes() ? Number.POSITIVE_INFINITY : (io.sockets.adapter.rooms.get(room)?.size ?? 0);
        const figures = notice.figures && ids.filter((id) => notice.figures![id] !== undefined);
        throttle.push(
          {
            readModel: notice.readModel,
            ids,
            position: notice.position,
            room,
            ...(notice.truncated ? { truncated: true } : {}),
            ...(figures && figures.length > 0 && { figures: Object.fromEntries(figures.map((id) => [id, notice.figures![id]!])) }),
          },
          audience,
        );
      }
    }
  });

  return {
    close() {
      unsubscribe();
      throttle.close();
    },
  };
}

/**
 * Several query-api nodes: the one process that relays the change notices to every node's rooms,
 * through the adapter (a socket.io server with no connections of its own). Run it in exactly one
 * process, the projections' (infra/entry/server.ts): each notice then leaves once, not once per node.
 */
export function startLiveRelay(deps: Pick<LiveDeps, 'notices' | 'channels' | 'roomWindowMs'> & { adapter: NonNullable<ServerOptions['adapter']> }) {
  const io = new Server({ adapter: deps.adapter, serveClient: false, connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS } });
  const relay = relayNotices(io, deps, () => true);
  return {
    io,
    async close() {
      relay.close();
      // Not `io.close()`: that closes an engine this server never had (it serves no connections).
      await io.of('/').adapter.close();
    },
  };
}
