import type { NoticeFigures } from '@plouf/infra';

/** What a live room is sent: the read model that changed, the ids it may carry, how far it has reached. */
export interface RoomChange {
  readModel: string;
  ids: number[];
  position: string;
  room: string;
  truncated?: boolean;
  /** Per id, the public figures that are all that changed of it (`ChangeNotice.figures`). */
  figures?: Record<string, NoticeFigures>;
}

/** A room's notices of one read model: the first `ROOM_BURST` of a window go at once, the rest at its end, together. */
export const ROOM_WINDOW_MS = 100;
/**
 * Two: one person's two steps in a row (an order placed, then paid) both reach the desk's screen at
 * once; a stream of changes reaches a room at most three times per window.
 */
export const ROOM_BURST = 2;
/**
 * A room with fewer sockets than this on this node (the desk's screens) gets every notice at once:
 * what a notice costs grows with the sockets it goes to, and a crowd is what the window is for.
 */
export const ROOM_CROWD = 10;
/** More ids than this gathered for one room: the room is told to read everything again. */
export const MAX_ROOM_IDS = 500;

interface Pending {
  ids: Set<number>;
  position: string;
  truncated: boolean;
  /** The latest figures of each id gathered; null once a gathered notice named it without figures. */
  figures: Map<number, NoticeFigures | null>;
}

interface Lane {
  /** How many were sent in the current window. */
  sent: number;
  pending: Pending | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Coalesces the change notices sent to each live room (docs/adr/0024-performance.md): a window opens
 * with the first notice sent to a room; the first `burst` notices of the window go at once, those
 * arriving after them wait for its end and go together, naming every id they named, at the latest
 * position, opening the next window. A room therefore gets a bounded number of notices per read
 * model and window, whatever the backend's batching (PGlite's projections publish one notice per
 * booking, PostgreSQL's a few per burst), and a lone change, or two in a row, are not delayed. A
 * small room (fewer than `ROOM_CROWD` sockets, the desk's screens) is sent everything at once.
 *
 * @example
 * const throttle = roomThrottle((change) => io.to(change.room).emit('change', change));
 * throttle.push({ room: 'courses', readModel: 'courses', ids: [12], position: '40' }); // sent now
 * throttle.push({ room: 'courses', readModel: 'courses', ids: [13], position: '41' }); // sent now (the second)
 * throttle.push({ room: 'courses', readModel: 'courses', ids: [14], position: '42' }); // sent with later ones, 100 ms after the first
 */
export function roomThrottle(send: (change: RoomChange) => void, windowMs = ROOM_WINDOW_MS, burst = ROOM_BURST) {
  const lanes = new Map<string, Lane>();

  const sendNow = (lane: Lane, room: string, readModel: string) => {
    const pending = lane.pending!;
    lane.pending = null;
    lane.sent += 1;
    const figures = pending.truncated ? [] : [...pending.figures].filter((entry): entry is [number, NoticeFigures] => entry[1] !== null);
    send({
      readModel,
      room,
      position: pending.position,
      ids: pending.truncated ? [] : [...pending.ids],
      ...(pending.truncated ? { truncated: true } : {}),
      ...(figures.length > 0 && { figures: Object.fromEntries(figures) }),
    });
  };
  /** The window's end: what waited goes and opens the next window; a quiet window forgets the lane. */
  const windowEnds = (key: string, lane: Lane, room: string, readModel: string) => {
    lane.timer = undefined;
    if (!lane.pending) return void lanes.delete(key);
    lane.sent = 0;
    sendNow(lane, room, readModel);
    openWindow(key, lane, room, readModel);
  };
  const openWindow = (key: string, lane: Lane, room: string, readModel: string) => {
    lane.timer = setTimeout(() => windowEnds(key, lane, room, readModel), windowMs);
    lane.timer.unref?.();
  };

  return {
    /** `audience`: how many sockets the room has here. */
    push(change: RoomChange, audience = Number.POSITIVE_INFINITY) {
      const key = `${change.room}\u0000${change.readModel}`;
      let lane = lanes.get(key);
      if (!lane && audience < ROOM_CROWD) return send(change);
      if (!lane) {
        lane = { sent: 0, pending: null, timer: undefined };
        lanes.set(key, lane);
        openWindow(key, lane, change.room, change.readModel);
      }
      const pending = (lane.pending ??= { ids: new Set(), position: change.position, truncated: false, figures: new Map() });
      const later = BigInt(change.position) >= BigInt(pending.position);
      for (const id of change.ids) {
        const figures = change.figures?.[id];
        const before = pending.figures.get(id);
        // An id changed otherwise by one of the gathered notices is read again whatever came after.
        if (!figures || before === null) pending.figures.set(id, null);
        else if (before === undefined || later) pending.figures.set(id, figures);
        pending.ids.add(id);
      }
      if (BigInt(change.position) > BigInt(pending.position)) pending.position = change.position;
      pending.truncated ||= Boolean(change.truncated) || pending.ids.size > MAX_ROOM_IDS;
      if (lane.sent < burst) sendNow(lane, change.room, change.readModel);
    },
    /** Sends what waits and stops the timers. */
    close() {
      for (const [key, lane] of lanes) {
        clearTimeout(lane.timer);
        const [room, readModel] = key.split('\u0000') as [string, string];
        if (lane.pending) sendNow(lane, room, readModel);
      }
      lanes.clear();
    },
  };
}
