import type { DashboardView, FamilyFigures, FamilyToCall, OrderSummary } from '@plouf/command-api/contracts';
import { UNPAID_STATUSES } from '@plouf/command-api/order-status';
import { LEDGER_KINDS, LEDGER_SIGN } from '@plouf/command-api/events';
import { READ_MODELS } from '@plouf/command-api/read-models';
import type { Database } from '@plouf/projections';
import { sql, type Kysely } from 'kysely';
import type { CatalogueNames } from '../catalogue/names.ts';
import type { Both, Periods } from './figures.ts';

const DAY_MS = 86_400_000;
const n = (value: unknown) => Number(value ?? 0);
const BUCKETS = [
  { bucket: '0-2', upTo: 2 },
  { bucket: '3-7', upTo: 7 },
  { bucket: '8-30', upTo: 30 },
  { bucket: '31+', upTo: Infinity },
] as const;
/** The school's own accounts (staff, instructors, pools) are no families to call. */
const STAFF = ['AdminPlateforme', 'AdminPiscine', 'MNS', 'ProprietairePiscine'];

/** New families (created in the period) and active ones (a place held on a lesson of the period), both periods. */
export async function familyFigures(db: Kysely<Database>, periods: Periods): Promise<Both<FamilyFigures>> {
  const created = await sql<{ cur: unknown; prev: unknown }>`
    SELECT sum(CASE WHEN created_day >= ${periods.from} THEN 1 ELSE 0 END) AS cur, sum(CASE WHEN created_day < ${periods.from} THEN 1 ELSE 0 END) AS prev
    FROM dashboard_families WHERE created_day >= ${periods.previousFrom} AND created_day <= ${periods.to}`.execute(db);
  const active = await sql<{ cur: unknown; prev: unknown }>`
    SELECT count(DISTINCT CASE WHEN day >= ${periods.from} THEN fam_id END) AS cur, count(DISTINCT CASE WHEN day < ${periods.from} THEN fam_id END) AS prev
    FROM dashboard_places WHERE day >= ${periods.previousFrom} AND day <= ${periods.to} AND state IN ('seated', 'present', 'absent')`.execute(db);
  const c = created.rows[0];
  const a = active.rows[0];
  return { current: { newFamilies: n(c?.cur), activeFamilies: n(a?.cur) }, previous: { newFamilies: n(c?.prev), activeFamilies: n(a?.prev) } };
}

/** Orders awaiting payment now, by age in whole days since placed. */
export async function awaiting(db: Kysely<Database>, now: Date): Promise<DashboardView['awaiting']> {
  const rows = await db.selectFrom('orders').select(['placed_at', 'total', 'summary']).where('status', 'in', UNPAID_STATUSES).execute();
  const byAge = BUCKETS.map(({ bucket }) => ({ bucket, count: 0, amount: 0 }));
  for (const row of rows) {
    const age = Math.floor((now.getTime() - row.placed_at.getTime()) / DAY_MS);
    const index = BUCKETS.findIndex(({ upTo }) => age <= upTo);
    byAge[index]!.count += 1;
    // What is left to pay: a part paid at the desk, or a plan's parts paid, are not awaited (issue 43).
    const left = row.summary ? (JSON.parse(row.summary) as Pick<OrderSummary, 'cmdLeft'>).cmdLeft : undefined;
    byAge[index]!.amount += left ?? n(row.total);
  }
  return { count: rows.length, amount: byAge.reduce((sum, b) => sum + b.amount, 0), byAge };
}

/** The ledger's kinds that raise what a family owes (`LEDGER_SIGN`, the one rule for the sign). */
const RAISING = LEDGER_KINDS.filter((kind) => LEDGER_SIGN[kind] > 0);

/** The families' balances now, from their ledgers (issue 43): what they owe, who owes most, what the school owes. */
export async function balances(db: Kysely<Database>): Promise<DashboardView['balances']> {
  const { rows } = await sql<{ fam_id: number; name: string | null; balance: unknown }>`
    SELECT b.fam_id, f.name, b.balance FROM (
      SELECT fam_id, sum(CASE WHEN kind IN (${sql.join(RAISING)}) THEN cents ELSE -cents END) AS balance
      FROM ledger_entries GROUP BY fam_id
    ) b LEFT JOIN families f ON f.id = b.fam_id
    WHERE b.balance <> 0
    ORDER BY b.balance DESC, b.fam_id`.execute(db);
  const owing = rows.filter((row) => n(row.balance) > 0);
  const inFavour = rows.filter((row) => n(row.balance) < 0);
  return {
    owed: owing.reduce((sum, row) => sum + n(row.balance), 0),
    owingFamilies: owing.length,
    owing: owing.slice(0, 20).map((row) => ({ famId: row.fam_id, famName: row.name ?? '', balance: n(row.balance) })),
    inFavour: -inFavour.reduce((sum, row) => sum + n(row.balance), 0),
    inFavourFamilies: inFavour.length,
  };
}

interface CallRow {
  fam_id: number;
  name: string;
  email: string | null;
  tel: string | null;
  last_lesson_at: Date | string | null;
}
const contact = (famId: ReturnType<typeof sql.ref>) => sql`
  (SELECT u.email FROM users u WHERE u.fam_id = ${famId} AND u.email IS NOT NULL ORDER BY u.id LIMIT 1) AS email,
  (SELECT u.tel FROM users u WHERE u.fam_id = ${famId} AND u.tel IS NOT NULL AND u.tel <> '' ORDER BY u.id LIMIT 1) AS tel`;
const notStaff = (famId: ReturnType<typeof sql.ref>) => sql`NOT EXISTS (SELECT 1 FROM users s WHERE s.fam_id = ${famId} AND s.roles && ${sql.val(STAFF)}::text[])`;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Who to call now: cards ending within 30 days with entries left (soonest first), then families
 * with no lesson booked in 30 days that booked before or were created over 30 days ago (the most
 * recently lapsed first); never an erased family. Two indexed reads (cards by end, families by last lesson).
 * A card's pass is named as the catalogue names it today, its English beside (ADR 0017).
 */
export async function toCall(db: Kysely<Database>, now: Date, names: CatalogueNames): Promise<FamilyToCall[]> {
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const inMonth = new Date(now.getTime() + 30 * DAY_MS);
  const f = sql.ref('f.fam_id');
  const { rows: cards } = await sql<CallRow & { card_id: number; libelle: string; fft_id: number | null; left: unknown; valid_until: Date | string }>`
    SELECT c.card_id, c.libelle, c.entries - c.used AS left, c.valid_until, f.fam_id, f.name, f.last_lesson_at, ${contact(f)},
      (SELECT (k.record::jsonb ->> 'fftId')::int FROM cards k WHERE k.id = c.card_id) AS fft_id
    FROM dashboard_cards c JOIN dashboard_families f ON f.fam_id = c.fam_id
    WHERE c.valid_until >= ${now} AND c.valid_until <= ${inMonth} AND NOT c.revoked AND c.entries > c.used AND NOT f.erased AND ${notStaff(f)}
    ORDER BY c.valid_until, c.card_id`.execute(db);
  const { rows: lapsed } = await sql<CallRow>`
    SELECT f.fam_id, f.name, f.last_lesson_at, ${contact(f)}
    FROM dashboard_families f
    WHERE (f.last_lesson_at < ${monthAgo} OR (f.last_lesson_at IS NULL AND f.created_at < ${monthAgo})) AND NOT f.erased AND ${notStaff(f)}
    ORDER BY f.last_lesson_at DESC NULLS LAST, f.fam_id`.execute(db);
  // A term paid in parts whose part was declined on its last try (issue 43): read from the unpaid
  // orders' summaries (few), the overdue part named.
  const { rows: plans } = await sql<CallRow & { id: number; summary: string | null }>`
    SELECT o.id, o.summary, f.fam_id, f.name, f.last_lesson_at, ${contact(f)}
    FROM orders o JOIN dashboard_families f ON f.fam_id = o.fam_id
    WHERE o.status IN (${sql.join(UNPAID_STATUSES)}) AND o.summary LIKE '%"overdue":true%' AND NOT f.erased
    ORDER BY o.id`.execute(db);
  const family = (row: CallRow) => ({ famId: row.fam_id, famName: row.name, email: row.email ?? '', phone: row.tel ?? '', lastLessonAt: iso(row.last_lesson_at) });
  const overdue = plans.flatMap((row): FamilyToCall[] => {
    const part = (JSON.parse(row.summary ?? '{}') as Pick<OrderSummary, 'plan'>).plan?.find((item) => item.overdue && item.owed > 0);
    return part ? [{ ...family(row), reason: 'instalmentOverdue', card: null, instalment: { orderId: row.id, part: part.n, owed: part.owed, due: part.due } }] : [];
  });
  return [
    ...overdue,
    ...cards.map((row): FamilyToCall => {
      const pass = row.fft_id === null ? undefined : names.of('passes', row.fft_id);
      const name = pass ? { libelle: pass.libelle, translations: pass.translations } : { libelle: row.libelle };
      return { ...family(row), reason: 'cardExpiring', card: { cardId: row.card_id, ...name, entriesLeft: n(row.left), validUntil: iso(row.valid_until)! } };
    }),
    ...lapsed.map((row): FamilyToCall => ({ ...family(row), reason: 'noBooking', card: null })),
  ];
}

/** Contacts not read yet and newsletter subscribers (confirmed), from their own read models. */
export async function inbox(db: Kysely<Database>): Promise<DashboardView['inbox']> {
  const unread = await db.selectFrom('contacts').select((eb) => eb.fn.countAll().as('n')).where('read', '=', false).executeTakeFirst();
  const subscribers = await db.selectFrom('newsletter_subscribers').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'active').executeTakeFirst();
  return { contactsUnread: n(unread?.n), newsletterSubscribers: n(subscribers?.n) };
}

/** The `$all` position the dashboard's read model has reached. */
export async function dashboardPosition(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('projection_checkpoints').select('position').where('name', '=', READ_MODELS.dashboard).executeTakeFirst();
  return String(row?.position ?? '0');
}
