/**
 * `BENCH_ONLY=personal npm run bench` (issue 25, docs/adr/0022-personal-data.md): what sealing personal
 * values costs an append. The same appends of events carrying a family's names, address, phone and
 * email, through the store as it was (values in clear) and through the protected store (sealed
 * under the family's key), on the same fresh database, 1 and 8 writers, alternated in rounds of 100;
 * the total time of each and their ratio. Two cases: families the process already holds the key
 * of (every append after a family's first), and a new subject per append (a contact request: its key
 * made and stored by the same append).
 */
import { randomUUID } from 'node:crypto';
import { PERSONAL_SCHEMA } from '@plouf/command-api/privacy';
import { createPGliteEventStore, createPGlitePool, createPostgresEventStore, createSubjectKeys, migrateDatabase, protectEventStore, type EventStore, type NewEvent, type SqlPool } from '@plouf/infra';
import { createFreshPostgres } from '@plouf/infra/testing';

type Record = (database: string, measure: string, value: string) => void;

/**
 * Each case: ROUNDS rounds on one fresh database; a round is CHUNK appends in clear and CHUNK sealed,
 * the order swapped every round, so that both stores meet the same table size, collector and machine
 * moods. The figure is the total time of each, and the median of the rounds' ratios beside it.
 */
const CHUNK = Number(process.env.BENCH_PERSONAL_CHUNK ?? 100);
const ROUNDS = Number(process.env.BENCH_RUNS ?? 30);
const FAMILIES = 200;
const SECRET = 'a benchmark secret of at least thirty-two characters';

const member = (famId: number, i: number): NewEvent => ({
  id: randomUUID(),
  type: 'FamilyMemberUpdated',
  data: { famId, userId: famId * 10, nom: `Martin-${i}`, prenom: 'Léa', tel: `06 12 34 ${String(i % 100).padStart(2, '0')} 00`, email: `lea.${i}@example.org`, at: new Date().toISOString(), by: famId * 10 },
});
let contactIds = 10_000_000;
const contact = (): NewEvent => {
  const contactId = contactIds++;
  return { id: randomUUID(), type: 'ContactReceived', data: { contactId, email: `visiteur.${contactId}@example.org`, message: 'Bonjour, des places le mercredi ?', activityIds: [], receivedAt: new Date().toISOString() } };
};

/** The time of `count` appends by `writers` concurrent writers, in ms. */
async function appendTime(store: EventStore, writers: number, count: number, make: (w: number, i: number) => { stream: string; event: NewEvent }) {
  const perWriter = Math.floor(count / writers);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < perWriter; i++) {
        const { stream, event } = make(w, i);
        await store.appendToStream(stream, [event]);
      }
    }),
  );
  return { ms: performance.now() - started, appends: perWriter * writers };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function freshStores(name: 'pglite' | 'postgres', serverUrl?: string) {
  const fresh = name === 'postgres' ? await createFreshPostgres(serverUrl!) : undefined;
  const pool: SqlPool = fresh ? fresh.pool : await createPGlitePool();
  await migrateDatabase(pool);
  const plain = fresh ? createPostgresEventStore(pool, fresh.url!) : createPGliteEventStore(pool);
  const sealed = protectEventStore(plain, createSubjectKeys(pool, SECRET), PERSONAL_SCHEMA);
  // Every family has its key already (made by its first append), as in a school that runs.
  for (let famId = 1; famId <= FAMILIES; famId++) await sealed.appendToStream(`family-${famId}`, [member(famId, 0)]);
  return {
    plain,
    sealed,
    async close() {
      await plain.close();
      if (fresh) await fresh.dispose();
      else await pool.end();
    },
  };
}

/**
 * What sealing one event costs, in a loop of seals and where it runs: right after an append (the
 * machine's caches hold the database's work then, not the cipher's). The same event each way.
 */
async function sealCost(record: Record, name: 'pglite' | 'postgres', serverUrl?: string) {
  const stores = await freshStores(name, serverUrl);
  const sealed = stores.sealed as typeof stores.sealed & { sealEvents(events: NewEvent[]): Promise<unknown> };
  const COUNT = 500;
  const inLoop: number[] = [];
  const afterAppend: number[] = [];
  for (let round = 0; round < 5; round++) {
    let started = performance.now();
    for (let i = 0; i < COUNT; i++) await sealed.sealEvents([member(1 + (i % FAMILIES), i)]);
    inLoop.push(((performance.now() - started) * 1000) / COUNT);
    let total = 0;
    for (let i = 0; i < COUNT; i++) {
      const famId = 1 + (i % FAMILIES);
      await stores.plain.appendToStream(`family-${famId}`, [member(famId, i)]);
      started = performance.now();
      await sealed.sealEvents([member(famId, i)]);
      total += performance.now() - started;
    }
    afterAppend.push((total * 1000) / COUNT);
  }
  await stores.close();
  const a = median(inLoop);
  const b = median(afterAppend);
  record(name, 'µs to seal one event (a member: 4 values, 1 subject), in a loop of seals (median of 5 × 500)', a.toFixed(1));
  record(name, 'µs to seal the same event right after an append (median of 5 × 500)', `${b.toFixed(1)} (${(b / a).toFixed(1)}× the loop's)`);
}

export async function personalBench(record: Record, name: 'pglite' | 'postgres', serverUrl?: string) {
  await sealCost(record, name, serverUrl);
  const cases = [
    { label: 'a known family', make: (w: number, i: number) => ({ stream: `family-${1 + ((w * 7919 + i) % FAMILIES)}`, event: member(1 + ((w * 7919 + i) % FAMILIES), i) }) },
    { label: 'a new subject each', make: () => { const event = contact(); return { stream: `contact-${(event.data as { contactId: number }).contactId}`, event }; } },
  ];
  for (const writers of [1, 8]) {
    for (const { label, make } of cases) {
      const stores = await freshStores(name, serverUrl);
      const totals = { clear: { ms: 0, appends: 0 }, sealed: { ms: 0, appends: 0 } };
      const ratios: number[] = [];
      // Warm both paths first (JIT, the statements' plans), then the rounds.
      await appendTime(stores.plain, writers, CHUNK, make);
      await appendTime(stores.sealed, writers, CHUNK, make);
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (['clear', 'sealed'] as const) : (['sealed', 'clear'] as const);
        const took = { clear: 0, sealed: 0 };
        for (const which of order) {
          const { ms, appends } = await appendTime(which === 'clear' ? stores.plain : stores.sealed, writers, CHUNK, make);
          totals[which].ms += ms;
          totals[which].appends += appends;
          took[which] = ms / appends;
        }
        ratios.push(took.sealed / took.clear);
      }
      await stores.close();
      const a = totals.clear.appends / (totals.clear.ms / 1000);
      const b = totals.sealed.appends / (totals.sealed.ms / 1000);
      const what = `${writers} writer${writers > 1 ? 's' : ''}, ${label}`;
      record(name, `appends/s in clear, ${what} (${ROUNDS} rounds × ${CHUNK})`, a.toFixed(0));
      record(name, `appends/s sealed, ${what} (${ROUNDS} rounds × ${CHUNK})`, `${b.toFixed(0)} (${(a / b).toFixed(3)}× the time; rounds' median ${median(ratios).toFixed(3)}×)`);
    }
  }
}
