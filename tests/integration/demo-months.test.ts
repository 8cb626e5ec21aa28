import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_SEED_CORRELATION, type RecordedEvent } from '@plouf/infra';
import { openPlatform } from '../../infra/entry/platform.ts';
import { seedDemo } from '../../infra/entry/seed.ts';

/** The demo's events as stored, without what each append stamps by itself (event ids, positions). */
let clearFields: string[] = [];
/** Personal-sounding fields of the stored events (raw, not through the store) that hold a value in clear. */
const PERSONAL_NAMES = new Set(['email', 'famName', 'memberName', 'nom', 'prenom', 'tel', 'birthDate', 'message', 'internalNote', 'address', 'civilite']);
/** The school's own addresses and contact (a pool's address, the invoices' letterhead): not a person's. */
const SCHOOL_OWN = new Set(['PoolAdded', 'PoolChanged', 'SchoolIdentitySaved']);
function inClear(type: string, node: unknown, path: string, found: Set<string>) {
  if (SCHOOL_OWN.has(type)) return;
  if (Array.isArray(node)) node.forEach((item) => inClear(type, item, `${path}[]`, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      const here = path ? `${path}.${key}` : key;
      const sealed = typeof value === 'string' && value.startsWith('pd1:');
      const empty = value === null || value === '' || (Array.isArray(value) && value.length === 0);
      if (PERSONAL_NAMES.has(key) && !sealed && !empty) found.add(`${type}: ${here}`);
      else inClear(type, value, here, found);
    }
}

async function seeded(now: Date) {
  // One secret for both starts: newsletter streams are named by a keyed hash of their address.
  const platform = await openPlatform({ dataDir: undefined, eventStoreUrl: undefined, clock: () => now, appSecret: 'the demo months test secret, thirty-two characters or more' });
  try {
    await seedDemo(platform, now);
    const raw = await platform.pool.query<{ type: string; data: unknown }>('SELECT type, data FROM es_events');
    const found = new Set<string>();
    for (const row of raw.rows) inClear(row.type, row.data, '', found);
    clearFields = [...found].sort();
    const events = await platform.store.readAll({ maxCount: 1_000_000 });
    return events.map((event: RecordedEvent) => ({ stream: event.streamId, type: event.type, data: event.data, correlationId: event.metadata?.correlationId }));
  } finally {
    await platform.close();
  }
}

const count = (events: { type: string }[], type: string) => events.filter((event) => event.type === type).length;

/**
 * The demo's months of history (infra/entry/demo/months.ts): appended through the deciders, all
 * seed-correlated (nobody mailed), the same on every fresh start, and consistent — every place
 * taken is paid by an entry of a card the family holds, no card pays more than it has.
 */
describe('the demo’s months of history', () => {
  // The demo family's accounts are stamped with the clock of the day: the day is fixed.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00.000Z'));
  });
  afterAll(() => vi.useRealTimers());

  it('is the same on every fresh start, mails nobody, and pays every place with a card’s entry', { timeout: 600_000 }, async () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    const first = await seeded(now);
    const second = await seeded(now);
    expect(second).toEqual(first);
    // Issue 25: every personal field of every event type the demo writes is sealed in the store.
    expect(clearFields).toEqual([]);
    expect(first.filter((event) => event.correlationId !== DEMO_SEED_CORRELATION)).toEqual([]);

    expect(count(first, 'FamilyCreated')).toBeGreaterThan(50);
    expect(count(first, 'SeatTaken')).toBeGreaterThan(500);
    expect(count(first, 'WaitlistJoined')).toBeGreaterThan(20);
    expect(count(first, 'CourseCancelled')).toBe(1);
    expect(count(first, 'OrderRefunded')).toBe(2);
    const presence = first.filter((event) => event.type === 'PresenceMarked').map((event) => (event.data as { present: boolean }).present);
    expect(presence.filter((present) => !present).length).toBeGreaterThan(0);
    expect(presence.filter(Boolean).length).toBeGreaterThan(presence.length * 0.8);

    // Every place taken or promoted is paid by an entry (or released for want of one), and no card
    // pays more entries than it holds (a subscription: one a week).
    const seated = new Set(first.filter((event) => event.type === 'SeatTaken' || event.type === 'WaitlistPromoted').map((event) => (event.data as { insId: number }).insId));
    const spent = first.filter((event) => event.type === 'EntrySpent').map((event) => event.data as { insId: number; cardId: number });
    const unpaid = [...seated].filter((insId) => !spent.some((entry) => entry.insId === insId));
    const releasedUnpaid = new Set(first.filter((event) => event.type === 'SeatReleased' && (event.data as { reason: string }).reason === 'noEntry').map((event) => (event.data as { insId: number }).insId));
    expect(unpaid.filter((insId) => !releasedUnpaid.has(insId))).toEqual([]);
    const returned = new Set(first.filter((event) => event.type === 'EntryReturned').map((event) => (event.data as { insId: number }).insId));
    const cards = new Map<number, { entries: number; abo: boolean }>();
    for (const event of first.filter((item) => item.type === 'CardsIssued')) {
      for (const card of (event.data as { cards: { cardId: number; entries: number; fftIsAbo: boolean }[] }).cards) cards.set(card.cardId, { entries: card.entries, abo: card.fftIsAbo });
    }
    const used = new Map<number, number>();
    for (const entry of spent) {
      expect(cards.has(entry.cardId)).toBe(true);
      if (!returned.has(entry.insId)) used.set(entry.cardId, (used.get(entry.cardId) ?? 0) + 1);
    }
    for (const [cardId, n] of used) if (!cards.get(cardId)!.abo) expect(n).toBeLessThanOrEqual(cards.get(cardId)!.entries);

    // Invoices and credit notes are numbered in the order orders become paid or refunded in the
    // store: those moves are appended in the order of their dates, so the numbers follow the dates.
    const moves = first.filter((event) => event.type === 'OrderStatusChanged' && [2, 7].includes((event.data as { to: number }).to)).map((event) => (event.data as { at: string }).at);
    expect(moves.length).toBeGreaterThan(50);
    expect(moves).toEqual([...moves].sort());
  });
});
