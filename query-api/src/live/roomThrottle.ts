/** What a live room is sent: the read model that changed, the ids it may carry, how far it has reached. */
export interface RoomChange {
  readModel: string;
  ids: number[];
  position: string;
  room: string;
  truncated?: boolean;
}

/** A room's notices of one read model are sent at most once per this window (the first at once). */
export const ROOM_WINDOW_MS = 100;
/** More ids than this gathered for one room: the room is told to read everything again. */
export const MAX_ROOM_IDS = 500;

interface Pending {
  ids: Set<number>;
  position: string;
  truncated: boolean;
}

interface Lane {
  lastSent: number;
  pending: Pending | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Coalesces the change notices sent to each live room (docs/adr/0024-performance.md): a notice to a
 * room that was sent nothing in the last `windowMs` goes at once; notices arriving within the window
 * after it wait for its end and go together, naming every id they named, at the latest position. A
 * room therefore gets at most one notice per read model and window, whatever the backend's batching
 * (PGlite's projections publish one notice per booking, PostgreSQL's a few per burst), and a single
 * change is not delayed.
 *
 * @example
 * const throttle = roomThrottle((change) => io.to(change.room).emit('change', change));
 * throttle.push({ room: 'courses', readModel: 'courses', ids: [12], position: '40' }); // sent now
 * throttle.push({ room: 'courses', readModel: 'courses', ids: [13], position: '41' }); // sent with later ones, 100 ms after the first
 */
export function roomThrottle(send: (change: RoomChange) => void, windowMs = ROOM_WINDOW_MS, now: () => number = () => performance.now()) {
  const lanes = new Map<string, Lane>();

  const flush = (key: string, lane: Lane, room: string, readModel: string) => {
    lane.timer = undefined;
    const pending = lane.pending;
    if (!pending) return;
    lane.pending = null;
    lane.lastSent = now();
    send({ readModel, room, position: pending.position, ids: pending.truncated ? [] : [...pending.ids], ...(pending.truncated ? { truncated: true } : {}) });
    // The lane is forgotten once a quiet window has passed after its last notice.
    lane.timer = setTimeout(() => {
      lane.timer = undefined;
      if (lane.pending) flush(key, lane, room, readModel);
      else lanes.delete(key);
    }, windowMs);
    lane.timer.unref?.();
  };

  return {
    push(change: RoomChange) {
      const key = `${change.room}\u0000${change.readModel}`;
      let lane = lanes.get(key);
      if (!lane) {
        lane = { lastSent: -Infinity, pending: null, timer: undefined };
        lanes.set(key, lane);
      }
      const pending = (lane.pending ??= { ids: new Set(), position: change.position, truncated: false });
      for (const id of change.ids) pending.ids.add(id);
      if (BigInt(change.position) > BigInt(pending.position)) pending.position = change.position;
      pending.truncated ||= Boolean(change.truncated) || pending.ids.size > MAX_ROOM_IDS;
      if (lane.timer !== undefined) return;
      const wait = lane.lastSent + windowMs - now();
      if (wait <= 0) return flush(key, lane, change.room, change.readModel);
      lane.timer = setTimeout(() => flush(key, lane, change.room, change.readModel), wait);
      lane.timer.unref?.();
    },
    /** Sends what waits and stops the timers. */
    close() {
      for (const [key, lane] of lanes) {
        clearTimeout(lane.timer);
        lane.timer = undefined;
        const [room, readModel] = key.split('\u0000') as [string, string];
        if (lane.pending) flush(key, lane, room, readModel);
        clearTimeout(lane.timer);
      }
      lanes.clear();
    },
  };
}
