import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPGliteEventStore } from '../event-store/pglite.ts';
import { createPostgresEventStore } from '../event-store/postgres.ts';
import type { EventStore, RecordedEvent } from '../event-store/port.ts';
import { databaseKinds, type TestDatabase } from '../testing/databases.ts';
import { ERASED, sealedParts } from './cipher.ts';
import { createSubjectKeys } from './keys.ts';
import { protectEventStore, type PersonalSchema } from './protect.ts';

const SECRET = 'a test secret of at least thirty-two characters';

/** A small schema: a member's name, email and address, sealed under its family; erasures name subjects. */
const schema: PersonalSchema = {
  fieldsOf: (event) => {
    const data = event.data as { famId?: number; recipients?: Array<{ famId: number }> };
    if (event.type === 'MemberAdded')
      return [
        { path: ['name'], subject: `family-${data.famId}`, kind: 'memberName' },
        { path: ['email'], subject: `family-${data.famId}`, kind: 'email' },
        { path: ['address'], subject: `family-${data.famId}`, kind: 'address' },
      ];
    if (event.type === 'Sent') return (data.recipients ?? []).map((recipient, index) => ({ path: ['recipients', index, 'email'], subject: `family-${recipient.famId}`, kind: 'email' as const }));
    return [];
  },
  erasedBy: (event) => (event.type === 'Erased' ? (event.data as { subjects: string[] }).subjects : undefined),
};

const member = (famId: number, name: string) => ({ type: 'MemberAdded', data: { famId, name, email: `${name.toLowerCase()}@example.org`, address: { street: `${famId} rue des Lilas`, city: 'Lyon' }, age: 7 } });

for (const kind of databaseKinds()) {
  describe.skipIf(Boolean(kind.skipReason))(`personal values sealed in the events: ${kind.name}`, () => {
    let database: TestDatabase;
    let raw: EventStore;
    const open = (secret = SECRET) => {
      const keys = createSubjectKeys(database.pool, secret);
      return { keys, store: protectEventStore(raw, keys, schema) };
    };
    const rawRows = async () => (await database.pool.query<{ stream_id: string; data: unknown; metadata: unknown }>('SELECT stream_id, data, metadata FROM es_events ORDER BY position')).rows;

    beforeAll(async () => {
      database = await kind.open();
      raw = kind.name === 'pglite' ? createPGliteEventStore(database.pool) : createPostgresEventStore(database.pool, database.url!);
    }, 60_000);
    afterAll(async () => {
      await raw?.close();
      await database?.dispose();
    });

    it('stores names, addresses and emails sealed, with the event’s shape, and reads them back in clear', async () => {
      const { store } = open();
      const appended = [member(1, 'Léa'), member(1, 'Tom')];
      await store.appendToStream('family-1', appended, { expectedRevision: 'no_stream' });
      // The caller's events are not changed (a decider folds them next).
      expect(appended[0]!.data).toEqual({ famId: 1, name: 'Léa', email: 'léa@example.org', address: { street: '1 rue des Lilas', city: 'Lyon' }, age: 7 });
      const stored = (await rawRows()).filter((row) => row.stream_id === 'family-1');
      const text = JSON.stringify(stored);
      expect(text).not.toContain('Léa');
      expect(text).not.toContain('lea@example.org');
      expect(text).not.toContain('rue des Lilas');
      expect(Object.keys((stored[0]!.metadata as { sealed: object }).sealed)).toEqual(['family-1']);
      const data = stored[0]!.data as Record<string, unknown>;
      expect(Object.keys(data).sort()).toEqual(['address', 'age', 'email', 'famId', 'name']);
      expect(sealedParts(data.name)).toMatchObject({ kind: 'memberName', subject: 'family-1' });
      expect(data.age).toBe(7);
      // Another process (its own keys, nothing in memory) reads them in clear.
      const events = await open().store.readStream('family-1');
      expect(events.map((event) => (event.data as { name: string }).name)).toEqual(['Léa', 'Tom']);
      expect((events[0]!.data as { address: unknown }).address).toEqual({ street: '1 rue des Lilas', city: 'Lyon' });
      const keyRows = await database.pool.query<{ subject: string; wrapped: string }>('SELECT subject, wrapped FROM personal_keys');
      expect(keyRows.rows.map((row) => row.subject)).toContain('family-1');
      expect(JSON.stringify(keyRows.rows)).not.toMatch(/Léa/);
    });

    it('gives a new family one key when two writers that never met it append at the same instant', async () => {
      const writers = Array.from({ length: 6 }, () => open());
      await Promise.all(writers.map(({ store }, index) => store.appendToStream(`family-2-${index}`, [member(2, `Nina${index}`)], { expectedRevision: 'no_stream' })));
      const keys = await database.pool.query('SELECT subject FROM personal_keys WHERE subject = $1', ['family-2']);
      expect(keys.rows).toHaveLength(1);
      const reader = open().store;
      for (let index = 0; index < writers.length; index += 1) {
        const [event] = await reader.readStream(`family-2-${index}`);
        expect((event!.data as { name: string }).name).toBe(`Nina${index}`);
      }
    });

    it('reads an erased subject’s values as erased, everywhere and for every reader, and seals nothing more for it', async () => {
      const { store, keys } = open();
      await store.appendToStream('family-3', [member(3, 'Zoé')], { expectedRevision: 'no_stream' });
      await store.appendToStream('message-3', [{ type: 'Sent', data: { recipients: [{ famId: 3, email: 'zoe@example.org' }, { famId: 1, email: 'lea@example.org' }] } }], { expectedRevision: 'no_stream' });
      // A reader that already holds the key in memory learns of the erasure from the event.
      const follower = open();
      expect(((await follower.store.readStream('family-3'))[0]!.data as { name: string }).name).toBe('Zoé');
      await keys.erase(['family-3'], 'erasure-1');
      await store.appendToStream('erasure-3', [{ type: 'Erased', data: { subjects: ['family-3'] } }], { expectedRevision: 'no_stream' });
      const seen: RecordedEvent[] = [];
      let reached: () => void = () => undefined;
      const erasureRead = new Promise<void>((resolve) => (reached = resolve));
      const subscription = follower.store.subscribeToAll({}, async (batch) => {
        seen.push(...batch);
        if (batch.some((event) => event.type === 'Erased')) reached();
      });
      await erasureRead;
      await subscription.stop();
      const family3 = seen.filter((event) => event.streamId === 'family-3');
      expect(family3.map((event) => event.data)).toEqual([{ famId: 3, name: ERASED.memberName, email: ERASED.email, address: ERASED.address, age: 7 }]);
      const message = (await open().store.readStream('message-3'))[0]!.data as { recipients: Array<{ email: string }> };
      expect(message.recipients.map((recipient) => recipient.email)).toEqual(['', 'lea@example.org']);
      // A later append about the erased family writes the erased values, never a new key.
      await open().store.appendToStream('family-3', [member(3, 'Zoé')]);
      const keyRows = await database.pool.query('SELECT subject FROM personal_keys WHERE subject = $1', ['family-3']);
      expect(keyRows.rows).toHaveLength(0);
      expect(JSON.stringify(await rawRows())).not.toContain('Zoé');
      // Family 1 is untouched.
      expect(((await open().store.readStream('family-1'))[0]!.data as { name: string }).name).toBe('Léa');
    });

    it('does not open a value moved to another subject, and refuses a server with another secret', async () => {
      const [row] = (await database.pool.query<{ data: { name: string }; metadata: { sealed: Record<string, string> } }>(`SELECT data, metadata FROM es_events WHERE stream_id = 'family-1' ORDER BY revision LIMIT 1`)).rows;
      // The sealed values and their pointer copied to another family's name: they do not open under it.
      const moved = row!.data.name.replace(':family-1:', ':family-2:');
      await raw.appendToStream('family-moved', [{ type: 'Copied', data: { name: moved }, metadata: { sealed: { 'family-2': row!.metadata.sealed['family-1']! } } }]);
      const [event] = await open().store.readStream('family-moved');
      expect((event!.data as { name: string }).name).toBe(ERASED.memberName);
      await expect(open('another secret of at least thirty-two characters').store.readStream('family-1')).rejects.toThrow(/wrapped by a secret this server does not have/);
    });

    it('rotates the server secret: the old one named opens the keys, rewrap wraps them all again, then the new one alone opens them', async () => {
      const next = 'the next secret, of at least thirty-two characters';
      const during = createSubjectKeys(database.pool, next, { previousSecrets: [SECRET] });
      expect(((await protectEventStore(raw, during, schema).readStream('family-1'))[0]!.data as { name: string }).name).toBe('Léa');
      const stored = async () => (await database.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM personal_keys')).rows[0]!.n;
      expect(await during.rewrap()).toBe(Number(await stored()));
      expect(await during.rewrap()).toBe(0);
      const after = createSubjectKeys(database.pool, next);
      expect(((await protectEventStore(raw, after, schema).readStream('family-1'))[0]!.data as { name: string }).name).toBe('Léa');
      await expect(open(SECRET).store.readStream('family-1')).rejects.toThrow(/wrapped by a secret this server does not have/);
    });
  });
}
