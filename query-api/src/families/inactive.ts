import { replies, ERASED_FAMILY_NAME } from '@plouf/infra';
import { InactiveFamiliesView, type InactiveFamilyView } from '@plouf/command-api/contracts';
import { readPrivacySettings, retentionLimits } from '@plouf/command-api/privacy-settings';
import type { Database } from '@plouf/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Kysely } from 'kysely';
import type { QueryApiDeps } from '../deps.ts';

/** The most families the desk's list shows at once: it erases the oldest first. */
export const INACTIVE_LIMIT = 200;

interface InactiveRow {
  id: number;
  name: string;
  created_at: Date | string;
  last_order: Date | string | null;
  last_booking: Date | string | null;
  last_login: Date | string | null;
}

const moment = (value: Date | string | null) => (value === null ? null : new Date(value));

/** A family's last activity: the latest of its creation, its last order, its last lesson, its members' last login. */
function lastActivity(row: InactiveRow): Pick<InactiveFamilyView, 'lastActivityAt' | 'lastActivity'> {
  const candidates: Array<[InactiveFamilyView['lastActivity'], Date | null]> = [
    ['created', moment(row.created_at)],
    ['order', moment(row.last_order)],
    ['booking', moment(row.last_booking)],
    ['login', moment(row.last_login)],
  ];
  let [kind, at] = candidates[0]! as [InactiveFamilyView['lastActivity'], Date];
  for (const [candidate, when] of candidates) if (when && when > at) [kind, at] = [candidate, when];
  return { lastActivity: kind, lastActivityAt: at.toISOString() };
}

/**
 * Families with no activity since `before` (created before it, no order placed, no lesson, no
 * member's login since), oldest activity first, at most `limit` (and whether there are more).
 * Erased families are not listed. Each family's activity is read through an index
 * (`orders_fam_id`, `inscriptions_family`, `users_fam_id`).
 */
export async function inactiveFamilies(db: Kysely<Database>, before: Date, limit = INACTIVE_LIMIT): Promise<{ families: InactiveFamilyView[]; more: boolean }> {
  const { rows } = await sql<InactiveRow>`
    SELECT id, name, created_at, last_order, last_booking, last_login FROM (
      SELECT f.id, f.name, f.created_at,
        (SELECT max(o.placed_at) FROM orders o WHERE o.fam_id = f.id) AS last_order,
        (SELECT max(i.start) FROM inscriptions i WHERE i.fam_id = f.id) AS last_booking,
        (SELECT max(c.last_login_at) FROM users u JOIN auth_credentials c ON c.user_id = u.id WHERE u.fam_id = f.id) AS last_login
      FROM families f
      WHERE f.created_at < ${before} AND f.name <> ${ERASED_FAMILY_NAME}
    ) AS activity
    WHERE (last_order IS NULL OR last_order < ${before}) AND (last_booking IS NULL OR last_booking < ${before}) AND (last_login IS NULL OR last_login < ${before})
    ORDER BY GREATEST(created_at, last_order, last_booking, last_login), id
    LIMIT ${limit + 1}`.execute(db);
  return { families: rows.slice(0, limit).map((row) => ({ famId: row.id, famName: row.name, ...lastActivity(row) })), more: rows.length > limit };
}

/** The desk's list of families inactive for the school's period (issue 25): to be asked, then erased. */
export const inactiveFamilyRoutes: FastifyPluginAsyncTypebox<QueryApiDeps> = async (app, deps) => {
  app.get('/Admin/familles-inactives', { config: { access: 'admin' }, schema: { tags: ['Family'], response: replies(InactiveFamiliesView) } }, async () => {
    const { settings } = await readPrivacySettings(deps.store);
    const before = retentionLimits(deps.clock(), settings).inactiveBefore;
    return { resultCode: 'Ok' as const, data: { inactiveYears: settings.inactiveYears, before: before.toISOString(), ...(await inactiveFamilies(deps.db, before)) } };
  });
};
