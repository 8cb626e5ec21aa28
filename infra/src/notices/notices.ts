import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { SqlPool } from '../db/pool.ts';
import { createPostgresListener } from '../event-store/postgres.ts';

/** Published by the projection runner after each committed batch. */
export interface ChangeNotice {
  readModel: string;
  /** Ids whose rows changed; empty with `truncated` when too many to carry (reload the list). */
  ids: number[];
  /**
   * The ids, among `ids`, that visitors may learn of (a published post, an enabled pool, or one that
   * just stopped being so). Absent: all of them. Public live rooms carry only these.
   */
  publicIds?: number[];
  /** `$all` position the read model has reached, as a decimal string (JSON has no bigint). */
  position: string;
  truncated?: boolean;
  /**
   * Per id (among `ids`), the row's public figures as the batch left them, when those figures are
   * all that changed of it (a course's places left after a booking): a page showing only them
   * updates without reading. An id named without figures changed otherwise: read it again.
   */
  figures?: Record<string, NoticeFigures>;
}

/** A row's public counts carried by a notice (docs/adr/0024-performance.md). */
export type NoticeFigures = Record<string, number>;

export interface ChangeNotices {
  publish(notice: ChangeNotice): Promise<void>;
  subscribe(listener: (notice: ChangeNotice) => void): () => void;
  close(): Promise<void>;
}

/** Notices inside one process: the all-in-one default. */
export function createLocalNotices(): ChangeNotices {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(notice) {
      emitter.emit('notice', notice);
    },
    subscribe(listener) {
      emitter.on('notice', listener);
      return () => emitter.off('notice', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'plouf_changes';
/** NOTIFY payloads are capped at 8000 bytes. */
const MAX_PAYLOAD = 7000;

/**
 * Notices across processes through PostgreSQL NOTIFY, delivered locally at once too. A notice lost
 * while nobody listens only delays a live update: readers also poll checkpoints.
 */
export function createPostgresNotices(pool: SqlPool, connectionString: string): ChangeNotices {
  const local = createLocalNotices();
  const origin = randomUUID();
  const listener = createPostgresListener(connectionString, CHANNEL);
  const unlisten = listener.subscribe((payload) => {
    try {
      const message = JSON.parse(payload) as ChangeNotice & { origin: string };
      if (message.origin === origin) return;
      const { origin: _ignored, ...notice } = message;
      void local.publish(notice);
    } catch {
      // A payload that is not ours: ignore it.
    }
  });
  return {
    async publish(notice) {
      await local.publish(notice);
      let payload = JSON.stringify({ ...notice, origin });
      // Too long: without the figures (the other nodes' pages read those rows), then without the ids.
      if (payload.length > MAX_PAYLOAD && notice.figures) {
        const { figures: _dropped, ...bare } = notice;
        payload = JSON.stringify({ ...bare, origin });
      }
      if (payload.length > MAX_PAYLOAD) {
        const { figures: _dropped, ...bare } = notice;
        payload = JSON.stringify({ ...bare, ids: [], publicIds: [], truncated: true, origin });
      }
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe: local.subscribe,
    async close() {
      unlisten();
      await listener.close();
      await local.close();
    },
  };
}
