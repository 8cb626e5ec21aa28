import type { Database, UserRow } from '@plouf/projections';
import type { Role, SessionUser } from '@plouf/infra';
import { sql, type Kysely } from 'kysely';
import type { FamilySummary, FamilyView, UserView } from '../contracts.ts';

export type { FamilySummary, FamilyView, UserView };


const fullName = (row: Pick<UserRow, 'prenom' | 'nom'>) => [row.prenom, row.nom].filter(Boolean).join(' ');

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

export function familyQueries(db: Kysely<Database>) {
  /** Last logins live with the credentials, outside the read model. */
  const lastLogins = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, Date | null>();
    const { rows } = await sql<{ user_id: number; last_login_at: Date | null }>`
      SELECT user_id, last_login_at FROM auth_credentials WHERE user_id = ANY(${ids}::int[])`.execute(db);
    return new Map(rows.map((row) => [row.user_id, row.last_login_at]));
  };

  const users = async (rows: UserRow[]) => {
    const famIds = [...new Set(rows.map((row) => row.fam_id))];
    const families = famIds.length ? await db.selectFrom('families').select(['id', 'name']).where('id', 'in', famIds).execute() : [];
    const names = new Map(families.map((family) => [family.id, family.name]));
    const logins = await lastLogins(rows.map((row) => row.id));
    return rows.map((row) => toUserView(row, names.get(row.fam_id) ?? '', logins.get(row.id) ?? null));
  };

  return {
    /** The session's user, or null when unknown or disabled. */
    async sessionUser(userId: number): Promise<SessionUser | null> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!row || row.disabled) return null;
      return { id: row.id, usrEmail: row.email, libelle: fullName(row), roles: row.roles as Role[], famId: row.fam_id };
    },

    async user(userId: number): Promise<UserView | null> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      return row ? ((await users([row]))[0] ?? null) : null;
    },

    /** Users whose name, first name or address contains `search` (all when empty). */
    async filterUsers(search: string | undefined): Promise<UserView[]> {
      let query = db.selectFrom('users').selectAll();
      const text = search?.trim();
      if (text) {
        const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) => eb.or([eb('nom', 'ilike', like), eb('prenom', 'ilike', like), eb('email', 'ilike', like)]));
      }
      return users(await query.orderBy('nom').orderBy('prenom').orderBy('id').limit(500).execute());
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
        commandes: [],
        createdAt: row.created_at.toISOString(),
      };
    },

    async families(): Promise<FamilySummary[]> {
      const rows = await db
        .selectFrom('families')
        .leftJoin('users', 'users.fam_id', 'families.id')
        .select(['families.id', 'families.name', 'families.address', 'families.created_at', (eb) => eb.fn.count<number>('users.id').as('members')])
        .groupBy(['families.id', 'families.name', 'families.address', 'families.created_at'])
        .orderBy('families.name')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        libelle: row.name,
        famId: row.id,
        membersCount: Number(row.members),
        city: row.address?.libelle ?? null,
        createdAt: row.created_at.toISOString(),
      }));
    },
  };
}

export type FamilyQueries = ReturnType<typeof familyQueries>;
