import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlPool } from '../db/pool.ts';
import { pgliteKind, type TestDatabase } from '../testing/databases.ts';
import { createPGliteEventStore } from './pglite.ts';
import { forgetStreamHeads } from './postgres.ts';
import type { EventStore, RecordedEvent } from './port.ts';

/**
 * On PGlite the process is the only writer: the followers' reads of `$all` are answered from what
 * it appended (issue 42, infra/src/event-store/tail.ts). They must be the events a statement gives,
 * to the order of their objects' keys, and cost no statement.
 */
let db: TestDatabase;
let pool: SqlPool;
let store: EventStore;
const statements: string[] = [];

beforeAll(async () => {
  db = await pgliteKind.open();
  // An event stored before the store's first append (by a process before this one, say).
  await db.pool.query(`SELECT es_append($1::jsonb, 'none') AS answers`, [JSON.stringify([{ stream: 'before-0', expected: 'any', events: [{ id: randomUUID(), type: 'Before', data: {}, metadata: {} }] }])]);
  // Every statement the store sends, counted.
  pool = { ...db.pool, query: (sql, params, options) => (statements.push(sql), db.pool.query(sql, params, options)) };
  store = createPGliteEventStore(pool);
});
afterAll(async () => {
  await store?.close();
  await db?.dispose();
});

const asRead = (events: RecordedEvent[]) => JSON.stringify(events, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));
const fromTable = async (after: bigint) =>
  (
    await db.pool.query<{ position: string; event_id: string; stream_id: string; revision: number; type: string; data: unknown; metadata: RecordedEvent['metadata'] }>(
      'SELECT position, event_id, stream_id, revision, type, data, metadata FROM es_events WHERE position > $1 ORDER BY position',
      [String(after)],
    )
  ).rows.map((row): RecordedEvent => ({ id: row.event_id, streamId: row.stream_id, revision: row.revision, position: BigInt(row.position), type: row.type, data: row.data, metadata: row.metadata }));

describe("$all read from a sole writer's memory (PGlite)", () => {
  it('gives what the table gives, keys in the same order, without a statement', async () => {
    const meta = { correlationId: 'tail', userId: 7, timestamp: '2026-12-02T10:00:00.000Z' };
    const first = await store.appendToStream('tail-0', [{ type: 'Opened', data: { n: 0 }, metadata: meta }], { expectedRevision: 'no_stream' });
    // Several appends at once (one statement), several events each, values a JSON column changes.
    await Promise.all(
      [1, 2, 3].map((n) =>
        store.appendToStream(
          `tail-${n}`,
          [
            { type: 'Counted', data: { zz: n, a: [1, undefined], bbb: { y: -0, x: Number.NaN, gone: undefined }, é: 'accent', e: new Date('2026-12-02T10:00:00.000Z'), '10': 'ten', '2': 'two', long_name_first: { b: 1, a: 2 } }, metadata: { ...meta, idempotencyKey: `k#${n}` } },
            { type: 'Counted', data: { n, list: [{ z: 1, y: 2 }], text: 'ligne\nsuivante "citée" \u00e9\u{1F30A}' }, metadata: meta },
          ],
          { expectedRevision: 'no_stream' },
        ),
      ),
    );
    statements.length = 0;
    const served = await store.readAll({ after: first.position - 1n, maxCount: 500 });
    expect(statements).toEqual([]);
    expect(served).toHaveLength(7);
    expect(asRead(served)).toBe(asRead(await fromTable(first.position - 1n)));
    // A subscriber from there is served the same.
    const heard: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ after: first.position }, async (batch) => {
      heard.push(...batch);
    });
    await expect.poll(() => heard.length).toBe(6);
    await subscription.stop();
    expect(asRead(heard)).toBe(asRead(await fromTable(first.position)));
    expect(statements).toEqual([]);
  });

  it('reads from the table before its first append, and after the table was written past it', async () => {
    statements.length = 0;
    expect(await store.readAll({ after: 0n, maxCount: 500 })).toHaveLength(8);
    expect(statements).toHaveLength(1);
    forgetStreamHeads(pool);
    statements.length = 0;
    const head = await store.headPosition();
    statements.length = 0;
    expect(await store.readAll({ after: head - 1n, maxCount: 500 })).toHaveLength(1);
    expect(statements).toHaveLength(1);
  });
});
