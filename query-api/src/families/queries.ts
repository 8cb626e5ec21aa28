import type { FamilyListQuery, FamilyPage, FamilyView, MemberCareView, UserView } from '@plouf/command-api/contracts';
import { SEATED_STATUSES } from '@plouf/command-api/enrolment';
import type { Database, UserRow } from '@plouf/projections';
import { batchStatements, type ReadModelsAt, type Role, type SessionUser } from '@plouf/infra';
import { sql, type Kysely } from 'kysely';
import { containing } from '../contacts/queries.ts';
import { orderQueries } from '../orders/queries.ts';
import { READ_MODELS_AT, readModelsAt } from '../readModelsAt.ts';

const fullName = (row: Pick<UserRow, 'prenom' | 'nom'>) => [row.prenom, row.nom].filter(Boolean).join(' ');

/** A signed-in user as the server checks them: none when disabled or left without a login address. */
function sessionUserOf(row: UserRow | undefined): SessionUser | null {
  if (!row || row.disabled || row.email === null) return null;
  return { id: row.id, usrEmail: row.email, libelle: fullName(row), roles: row.roles as Role[], famId: row.fam_id };
}

const toUserView = (row: UserRow, famName: string, lastLogin: Date | null): UserView => ({
  id: row.id,
  libelle: fullName(row),
  selected: false,
  detailLoaded: true,
  famId: row.fam_id,
  famName,
  usrCivilite: row.civilite,
  usrNom: row.nom,
  usrPrenom: row.prenom,
  usrTel: row.tel,
  usrEmail: row.email,
  usrDatbirth: row.birth_date,
  usrNoteInterne: row.internal_note,
  actDisabled: row.disabled,
  roles: row.roles as Role[],
  usrDatlog: lastLogin ? lastLogin.toISOString() : null,
});

const ORDER = { name: 'name_key', city: 'city_key', members: 'members_count', date: 'created_at' } as const;

export function familyQueries(db: Kysely<Database>) {
  /** Members with their family's name and their last login (kept with the credentials). */
  const users = async (rows: UserRow[]) => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const famIds = [...new Set(rows.map((row) => row.fam_id))];
    const [families, logins] = await Promise.all([
      db.selectFrom('families').select(['id', 'name']).where('id', 'in', famIds).execute(),
      sql<{ user_id: number; last_login_at: Date | null }>`SELECT user_id, last_login_at FROM auth_credentials WHERE user_id = ANY(${ids}::int[])`.execute(db),
    ]);
    const names = new Map(families.map((family) => [family.id, family.name]));
    const lastLogins = new Map(logins.rows.map((row) => [row.user_id, row.last_login_at]));
    return rows.map((row) => toUserView(row, names.get(row.fam_id) ?? '', lastLogins.get(row.id) ?? null));
  };

  // Every signed-in request asks it first: those arriving together are one statement (issue 42).
  const sessionRows = batchStatements(async (digests: string[]) => {
    // Where the read models stand, in the same statement (one row even when no session matches):
    // the routes keeping answers against them read no position of their own.
    // Named so that no column of `users` can take its place (the driver keeps the last of two same names).
    const { rows } = await sql<Partial<UserRow> & { token_hash: string | null; plouf_read_models_at: string | null }>`
      SELECT found.*, ${READ_MODELS_AT} AS plouf_read_models_at FROM (SELECT 1) AS one LEFT JOIN (
        SELECT s.token_hash, u.* FROM auth_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = ANY(${[...new Set(digests)]}::text[]) AND s.expires_at > now()
      ) AS found ON true`.execute(db);
    const readAt = readModelsAt(rows[0]?.plouf_read_models_at ?? null);
    const byDigest = new Map(rows.flatMap(({ token_hash, plouf_read_models_at: _, ...row }) => (token_hash === null ? [] : [[token_hash, row as UserRow] as const])));
    return digests.map((digest) => ({ row: byDigest.get(digest), readAt }));
  });

  return {
    /** The session's user, or null when unknown, disabled, or without an email (a member who never logs in). */
    async sessionUser(userId: number): Promise<SessionUser | null> {
      return sessionUserOf(await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst());
    },

    /**
     * The user an open session (its token's digest, `sessionTokenDigest`) belongs to, as `sessionUser`
     * reads them, in one round trip: every signed-in request asks it first.
     */
    async sessionUserByToken(tokenDigest: string): Promise<SessionUser | null> {
      return sessionUserOf((await sessionRows(tokenDigest)).row);
    },

    /** `sessionUserByToken` with where the read models stood when it was read (the same statement). */
    async sessionByToken(tokenDigest: string): Promise<{ user: SessionUser | null; readAt: ReadModelsAt }> {
      const { row, readAt } = await sessionRows(tokenDigest);
      return { user: sessionUserOf(row), readAt };
    },

    /** Whose login address this is: the address the events last gave them. */
    async userIdByEmail(email: string): Promise<number | null> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', email.trim().toLowerCase())
        .orderBy('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** A member's care details (issue 26): null for a member not there; empty details for one never filled in. */
    async memberCare(userId: number): Promise<MemberCareView | null> {
      const row = await db
        .selectFrom('users')
        .leftJoin('member_care', 'member_care.usr_id', 'users.id')
        .select(['users.id', 'users.fam_id', 'member_care.care'])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      const care = row.care ? (JSON.parse(row.care) as Omit<MemberCareView, 'usrId' | 'famId'>) : { medicalNotes: '', allergies: '', emergencyName: '', emergencyPhone: '', photoConsent: false, updatedAt: null };
      return { usrId: row.id, famId: row.fam_id, ...care };
    },

    /** The care details filled in of some members (a roster's). */
    async careOf(usrIds: number[]): Promise<MemberCareView[]> {
      if (usrIds.length === 0) return [];
      const rows = await db.selectFrom('member_care').selectAll().where('usr_id', 'in', [...new Set(usrIds)]).execute();
      return rows.map((row) => ({ usrId: row.usr_id, famId: row.fam_id, ...(JSON.parse(row.care) as Omit<MemberCareView, 'usrId' | 'famId'>) }));
    },

    /**
     * Whether an account teaches a lesson a member is on (seated, from a week ago on, not cancelled):
     * an instructor reads that member's care details, no other's.
     */
    async teaches(userId: number, member: { usrId: number; famId: number }, since: Date): Promise<boolean> {
      const row = await db
        .selectFrom('inscriptions as i')
        .innerJoin('courses as c', 'c.id', 'i.crs_id')
        .innerJoin('catalogue_views as m', (join) => join.onRef('m.id', '=', 'c.usr_id').on('m.model', '=', 'mns'))
        .select('i.id')
        .where('i.fam_id', '=', member.famId)
        .where(sql<boolean>`(i.view::jsonb ->> 'usrId') = ${String(member.usrId)}`)
        .where('i.status', 'in', [...SEATED_STATUSES])
        .where('c.cancelled', '=', false)
        .where('c.start', '>=', since)
        .where(sql<boolean>`(m.view::jsonb ->> 'loginUserId') = ${String(userId)}`)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async user(userId: number): Promise<UserView | null> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      return row ? ((await users([row]))[0] ?? null) : null;
    },

    /** Users whose name, first name or address contains `search` (all when empty), at most `limit`. */
    async filterUsers(search: string | undefined, limit = 200): Promise<UserView[]> {
      let query = db.selectFrom('users').selectAll();
      const text = search?.trim();
      if (text) {
        const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) => eb.or([eb('nom', 'ilike', like), eb('prenom', 'ilike', like), eb('email', 'ilike', like)]));
      }
      return users(await query.orderBy('nom').orderBy('prenom').orderBy('id').limit(limit).execute());
    },

    async family(famId: number): Promise<FamilyView | null> {
      const row = await db.selectFrom('families').selectAll().where('id', '=', famId).executeTakeFirst();
      if (!row) return null;
      const members = await db.selectFrom('users').selectAll().where('fam_id', '=', famId).orderBy('added_at').orderBy('id').execute();
      return {
        id: row.id,
        libelle: row.name,
        selected: false,
        detailLoaded: true,
        famId: row.id,
        address: row.address,
        membres: await users(members),
        commandes: await orderQueries(db).ofFamily(famId),
        createdAt: row.created_at.toISOString(),
        reminders: row.reminders,
      };
    },

    /** One page of families whose name or city contains `search`, sorted on the server, then by name. */
    async families(query: FamilyListQuery): Promise<FamilyPage> {
      let filtered = db.selectFrom('families');
      const search = query.search?.trim();
      if (search) filtered = filtered.where((eb) => eb.or([eb('name_key', 'like', containing(search)), eb('city_key', 'like', containing(search))]));
      const [rows, count] = await Promise.all([
        filtered
          .selectAll()
          .orderBy(ORDER[query.sort], query.desc ? 'desc' : 'asc')
          .orderBy('name_key')
          .orderBy('id')
          .offset(query.offset)
          .limit(query.limit)
          .execute(),
        filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({ id: row.id, libelle: row.name, famId: row.id, membersCount: row.members_count, city: row.address?.libelle ?? null, createdAt: row.created_at.toISOString() })),
        total: count.total,
        offset: query.offset,
        limit: query.limit,
      };
    },
  };
}

export type FamilyQueries = ReturnType<typeof familyQueries>;
