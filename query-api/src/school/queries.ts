import { DEFAULT_RULES } from '@plouf/command-api/school-rules';
import type { ClosurePreview, ClosureView, CourseView, RulesView } from '@plouf/command-api/contracts';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { SCHOOL_RULES_ROW, type Database } from '@plouf/projections';
import { addDays, parisMoment } from '@plouf/infra/days';
import type { Kysely } from 'kysely';
import { catalogueNames, withNames } from '../catalogue/names.ts';

/** The rules before the back-office ever saved any. */
const DEFAULT_VIEW: RulesView = { school: DEFAULT_RULES, pools: [], savedAt: null };

/** The school's rules and closures as their projectors wrote them (issue 23), and what a closure would cancel. */
export function schoolQueries(db: Kysely<Database>) {
  const parse = (row: { view: string }) => JSON.parse(row.view) as ClosureView;
  return {
    /** The rules as last saved, or the defaults. */
    async rules(): Promise<RulesView> {
      const row = await db.selectFrom('school_rules').select('view').where('id', '=', SCHOOL_RULES_ROW).executeTakeFirst();
      if (!row) return DEFAULT_VIEW;
      const view = JSON.parse(row.view) as RulesView;
      // Saved before a rule existed: that rule is the default (the command side's fold does the same).
      return { ...view, school: { ...DEFAULT_RULES, ...view.school } };
    },
    /**
     * Closures by their first day: those still standing (not lifted, last day today or later), or
     * every one (`all`: the back-office's list, lifted and past ones too); one pool's or all.
     */
    async closures(filter: { psnId?: number | undefined; all: boolean; today: string }): Promise<ClosureView[]> {
      let query = db.selectFrom('closures').select('view');
      if (filter.psnId !== undefined) query = query.where('psn_id', '=', filter.psnId);
      if (!filter.all) query = query.where('lifted', '=', false).where('to_day', '>=', filter.today);
      const rows = await query.orderBy('from_day').orderBy('id').limit(1000).execute();
      return rows.map(parse);
    },
    /** One closure (the commands answer with it). */
    async closure(closureId: number): Promise<ClosureView | null> {
      const row = await db.selectFrom('closures').select('view').where('id', '=', closureId).executeTakeFirst();
      return row ? parse(row) : null;
    },
    /**
     * What closing a pool (or one activity of it, which includes the courses it is the
     * complementary activity of) from `from` to `to` (Paris days, included) would cancel: its
     * courses not cancelled and not started, by start, each with the members booked or waiting.
     */
    async preview(filter: { psnId: number; acyId?: number | undefined; from: string; to: string; now: Date }): Promise<ClosurePreview> {
      let query = db
        .selectFrom('courses')
        .select('view')
        .where('psn_id', '=', filter.psnId)
        .where('cancelled', '=', false)
        .where('start', '>=', new Date(parisMoment(filter.from, 0, 0)))
        .where('start', '<', new Date(parisMoment(addDays(filter.to), 0, 0)))
        .where('start', '>', filter.now);
      if (filter.acyId !== undefined) query = query.where((eb) => eb.or([eb('acy_id', '=', filter.acyId!), eb('acy_id_cplt', '=', filter.acyId!)]));
      const rows = await query.orderBy('start').orderBy('id').execute();
      if (rows.length === 0) return { courses: [] };
      const names = await catalogueNames(db);
      const courses = rows.map((row) => withNames.course(names, JSON.parse(row.view) as CourseView));
      const held = await db
        .selectFrom('inscriptions')
        .select(['view', 'crs_id'])
        .where(
          'crs_id',
          'in',
          courses.map((course) => course.id),
        )
        .where('status', 'in', [ENROLMENT_STATUS.inscrit, ENROLMENT_STATUS.listeAttente])
        .orderBy('crs_id')
        .orderBy('seq')
        .execute();
      const byCourse = new Map<number, ClosurePreview['courses'][number]['inscriptions']>();
      for (const row of held) {
        const ins = JSON.parse(row.view) as { id: number; famId: number; famName: string; usrId: number; memberName: string; insStatus: number };
        byCourse.set(row.crs_id, [...(byCourse.get(row.crs_id) ?? []), { insId: ins.id, famId: ins.famId, famName: ins.famName, usrId: ins.usrId, memberName: ins.memberName, insStatus: ins.insStatus }]);
      }
      return {
        courses: courses.map((course) => ({
          crsId: course.id,
          crsDatdebut: course.crsDatdebut,
          libelle: course.libelle,
          acyId: course.acyId,
          acyName: course.activite.libelle,
          booked: course.booked,
          waiting: course.waiting,
          inscriptions: byCourse.get(course.id) ?? [],
        })),
      };
    },
  };
}

export type SchoolQueries = ReturnType<typeof schoolQueries>;
