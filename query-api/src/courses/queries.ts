import type { CourseFilterInput, CoursePage, CourseSlot, CourseView, InscriptionView } from '@plouf/command-api/contracts';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import type { Database, InscriptionRow } from '@plouf/projections';
import { addDays, parisMoment } from '@plouf/infra/days';
import { sql, type Kysely } from 'kysely';
import { catalogueNames, withNames } from '../catalogue/names.ts';
import { rosterFlags } from './flags.ts';

/** Paris days, inclusive, as the moments that bound them. */
const bounds = (from?: string, to?: string) => ({
  ...(from && { after: new Date(parisMoment(from, 0, 0)) }),
  ...(to && { before: new Date(parisMoment(addDays(to), 0, 0)) }),
});

/** Each waiting inscription's place on its list (1 first), the others null. */
function withPositions(rows: Array<Pick<InscriptionRow, 'view' | 'status' | 'seq'> & { ahead?: number | null }>): InscriptionView[] {
  return rows.map((row) => ({ ...(JSON.parse(row.view) as InscriptionView), position: row.status === ENROLMENT_STATUS.listeAttente ? Number(row.ahead ?? 0) + 1 : null }));
}

/**
 * Courses and inscriptions as the projector wrote them, their pool and activity named as the
 * catalogue names them today (French and English, ADR 0017); a family's reads are filtered by its id here.
 * A course's roster is the staff's read (the desk, the course's instructor): its seats carry their flags.
 */
export function courseQueries(db: Kysely<Database>) {
  const named = async <T extends CourseView | InscriptionView>(views: T[]): Promise<T[]> => {
    if (views.length === 0) return views;
    const names = await catalogueNames(db);
    return views.map((view) => withNames.course(names, view));
  };
  /** Inscriptions with their waiting-list place: how many of the same course's list joined before. */
  const inscriptions = () =>
    db
      .selectFrom('inscriptions as i')
      .select(['i.view', 'i.status', 'i.seq'])
      .select(sql<number>`(SELECT count(*)::int FROM inscriptions w WHERE w.crs_id = i.crs_id AND w.status = ${sql.lit(ENROLMENT_STATUS.listeAttente)} AND w.seq < i.seq)`.as('ahead'));

  const courses = (filter: { psnId?: number | undefined; acyId?: number | undefined; usrIds?: number[] | undefined; ids?: number[] | undefined; from?: string | undefined; to?: string | undefined; includeCancelled?: boolean }) => {
    const { after, before } = bounds(filter.from, filter.to);
    let query = db.selectFrom('courses');
    if (filter.ids !== undefined) query = filter.ids.length === 0 ? query.where(sql<boolean>`false`) : query.where('id', 'in', filter.ids);
    if (filter.psnId !== undefined) query = query.where('psn_id', '=', filter.psnId);
    if (filter.acyId !== undefined) query = query.where((eb) => eb.or([eb('acy_id', '=', filter.acyId!), eb('acy_id_cplt', '=', filter.acyId!)]));
    if (filter.usrIds !== undefined) query = filter.usrIds.length === 0 ? query.where(sql<boolean>`false`) : query.where('usr_id', 'in', filter.usrIds);
    if (after) query = query.where('start', '>=', after);
    if (before) query = query.where('start', '<', before);
    if (!filter.includeCancelled) query = query.where('cancelled', '=', false);
    return query;
  };
  const parse = (row: { view: string }) => JSON.parse(row.view) as CourseView;
  const flagged = rosterFlags(db);

  return {
    /** POST /Cours/filter: a page of courses by pool, activity, instructor and days, by start. */
    async page(filter: CourseFilterInput): Promise<CoursePage> {
      const query = courses({ ...filter, usrIds: filter.usrId !== undefined ? [filter.usrId] : undefined });
      const [rows, count] = await Promise.all([
        query.select('view').orderBy('start').orderBy('id').offset(filter.offset).limit(filter.limit).execute(),
        query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items: await named(rows.map(parse)), total: count.total, offset: filter.offset, limit: filter.limit };
    },
    /** The courses of some days (a week), by start: the public booking page, the instructor's day. */
    async days(filter: { psnId?: number | undefined; acyId?: number | undefined; usrIds?: number[]; ids?: number[] | undefined; from: string; to: string; includeCancelled?: boolean }): Promise<CourseView[]> {
      const rows = await courses(filter).select('view').orderBy('start').orderBy('id').limit(1000).execute();
      return named(rows.map(parse));
    },
    /** One course; with its roster (in the order they joined, its seats flagged) when asked. */
    async byId(crsId: number, withRoster: boolean): Promise<CourseView | null> {
      const row = await db.selectFrom('courses').select('view').where('id', '=', crsId).executeTakeFirst();
      if (!row) return null;
      const [view] = await named([parse(row)]);
      if (!withRoster) return view!;
      const roster = await inscriptions().where('i.crs_id', '=', crsId).orderBy('i.seq').execute();
      return { ...view!, inscriptions: await flagged(await named(withPositions(roster))) };
    },
    /** Several courses' rosters at once (the instructor's days), their seats flagged together. */
    async rosters(crsIds: number[]): Promise<Map<number, InscriptionView[]>> {
      const map = new Map<number, InscriptionView[]>();
      if (crsIds.length === 0) return map;
      const rows = await inscriptions().where('i.crs_id', 'in', crsIds).orderBy('i.seq').execute();
      for (const view of await flagged(await named(withPositions(rows)))) map.set(view.crsId, [...(map.get(view.crsId) ?? []), view]);
      return map;
    },
    async inscription(insId: number): Promise<InscriptionView | null> {
      const row = await inscriptions().where('i.id', '=', insId).executeTakeFirst();
      return row ? (await named(withPositions([row])))[0]! : null;
    },
    /** A family's inscriptions: coming ones first to last, or past ones last first. */
    async ofFamily(famId: number, when: 'coming' | 'past' | 'all', now: Date): Promise<InscriptionView[]> {
      let query = inscriptions().where('i.fam_id', '=', famId);
      if (when === 'coming') query = query.where('i.start', '>=', new Date(now.getTime() - 3 * 3_600_000));
      if (when === 'past') query = query.where('i.start', '<', now);
      const rows = await query.orderBy('i.start', when === 'past' ? 'desc' : 'asc').orderBy('i.id').limit(1000).execute();
      return named(withPositions(rows));
    },
    /** How many lessons still to come (not cancelled) a member holds a place on or waits for. */
    async comingLessons(famId: number, userId: number, now: Date): Promise<number> {
      const row = await db
        .selectFrom('inscriptions as i')
        .innerJoin('courses as c', 'c.id', 'i.crs_id')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('i.fam_id', '=', famId)
        .where('i.start', '>', now)
        .where('c.cancelled', '=', false)
        .where('i.status', 'in', [ENROLMENT_STATUS.inscrit, ENROLMENT_STATUS.listeAttente])
        .where(sql<boolean>`(i.view::jsonb ->> 'usrId') = ${String(userId)}`)
        .executeTakeFirstOrThrow();
      return row.count;
    },
    /** A pool's claimed slots starting within some days whose course exists (cancelled or not), by start. */
    async slots(psnId: number, from: string, to: string): Promise<CourseSlot[]> {
      const { after, before } = bounds(from, to);
      const rows = await db
        .selectFrom('course_slots as s')
        .innerJoin('courses as c', 'c.id', 's.crs_id')
        .select(['s.slot_key', 's.crs_id', 'c.cancelled'])
        .where('s.psn_id', '=', psnId)
        .where('s.start', '>=', after!)
        .where('s.start', '<', before!)
        .orderBy('s.start')
        .orderBy('s.slot_key')
        .execute();
      return rows.map((row) => ({ key: row.slot_key, crsId: row.crs_id, cancelled: row.cancelled }));
    },
    /** Members' birth dates (those who have one), for the instructor's roster's ages. */
    async birthDates(usrIds: number[]): Promise<Map<number, string>> {
      if (usrIds.length === 0) return new Map();
      const rows = await db.selectFrom('users').select(['id', 'birth_date']).where('id', 'in', [...new Set(usrIds)]).where('birth_date', 'is not', null).execute();
      return new Map(rows.map((row) => [row.id, row.birth_date!]));
    },
    /** The MNS ids an account logs in as (an MNS's `loginUserId`). */
    async mnsOfUser(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('catalogue_views')
        .select('id')
        .where('model', '=', 'mns')
        .where(sql<boolean>`(view::jsonb ->> 'loginUserId') = ${String(userId)}`)
        .execute();
      return rows.map((row) => row.id);
    },
    /** The version of a family's calendar address, while it works. */
    async calendarVersion(famId: number): Promise<number | null> {
      const row = await db.selectFrom('calendar_feeds').select(['version', 'active']).where('fam_id', '=', famId).executeTakeFirst();
      return row?.active ? row.version : null;
    },
  };
}

export type CourseQueries = ReturnType<typeof courseQueries>;
