import type { LevelsView, ReportCardView, ScaleView } from '@plouf/command-api/contracts';
import { DEFAULT_SCALE, currentLevel, type Level } from '@plouf/command-api/levels';
import type { Database, ReportFacts } from '@plouf/projections';
import type { Kysely } from 'kysely';

/** A report card: what happened to the child beside the activity's levels as they stand now. */
export function reportCard(row: { usr_id: number; acy_id: number; fam_id: number }, facts: ReportFacts, levels: Level[]): ReportCardView {
  const current = currentLevel(levels, facts.passed.map((passed) => passed.lvlId));
  return {
    usrId: row.usr_id,
    famId: row.fam_id,
    memberName: facts.memberName,
    acyId: row.acy_id,
    acyName: facts.acyName,
    current: current && {
      lvlId: current.lvlId,
      name: current.name,
      englishName: current.englishName,
      skills: current.skills.map((skill) => {
        const last = facts.latest[skill.sklId];
        return { ...skill, rating: last?.rating ?? null, label: last?.label ?? null, englishLabel: last?.englishLabel ?? null, at: last?.at ?? null, evaluator: last?.evaluator ?? null };
      }),
    },
    passed: facts.passed,
    history: facts.history,
    levelCount: levels.length,
  };
}

/** Levels, the scale and report cards as the progress projector wrote them (issue 26). */
export function progressQueries(db: Kysely<Database>) {
  const levelsOf = async (acyIds: number[]): Promise<Map<number, Level[]>> => {
    if (acyIds.length === 0) return new Map();
    const rows = await db.selectFrom('progress_levels').select(['acy_id', 'view']).where('acy_id', 'in', [...new Set(acyIds)]).execute();
    return new Map(rows.map((row) => [row.acy_id, (JSON.parse(row.view) as LevelsView).levels]));
  };
  const cards = async (rows: Array<{ usr_id: number; acy_id: number; fam_id: number; facts: string }>) => {
    const levels = await levelsOf(rows.map((row) => row.acy_id));
    return rows.map((row) => reportCard(row, JSON.parse(row.facts) as ReportFacts, levels.get(row.acy_id) ?? []));
  };
  return {
    /** An activity's levels (none until the back-office saves some). */
    async levels(acyId: number): Promise<LevelsView> {
      return { acyId, levels: (await levelsOf([acyId])).get(acyId) ?? [] };
    },
    async scale(): Promise<ScaleView> {
      const row = await db.selectFrom('progress_scale').select('view').executeTakeFirst();
      return row ? (JSON.parse(row.view) as ScaleView) : { steps: DEFAULT_SCALE };
    },
    /** A family's report cards, by child then activity. */
    async ofFamily(famId: number): Promise<ReportCardView[]> {
      return cards(await db.selectFrom('report_cards').selectAll().where('fam_id', '=', famId).orderBy('usr_id').orderBy('acy_id').execute());
    },
    /** One child's card in one activity; null before their first evaluation. */
    async card(usrId: number, acyId: number): Promise<ReportCardView | null> {
      return (await cards(await db.selectFrom('report_cards').selectAll().where('usr_id', '=', usrId).where('acy_id', '=', acyId).execute()))[0] ?? null;
    },
    /**
     * The cards of some children in one activity (a roster): a child never evaluated gets an empty
     * card at the activity's first level.
     */
    async forRoster(acyId: number, members: Array<{ usrId: number; famId: number; memberName: string }>, acyName: string): Promise<ReportCardView[]> {
      const usrIds = members.map((member) => member.usrId);
      const rows = usrIds.length === 0 ? [] : await db.selectFrom('report_cards').selectAll().where('acy_id', '=', acyId).where('usr_id', 'in', usrIds).execute();
      const levels = (await levelsOf([acyId])).get(acyId) ?? [];
      const found = new Map(rows.map((row) => [row.usr_id, row]));
      return members.map((member) => {
        const row = found.get(member.usrId);
        const facts: ReportFacts = row ? (JSON.parse(row.facts) as ReportFacts) : { memberName: member.memberName, acyName, passed: [], latest: {}, history: [] };
        return reportCard({ usr_id: member.usrId, acy_id: acyId, fam_id: member.famId }, { ...facts, memberName: member.memberName }, levels);
      });
    },
  };
}

export type ProgressQueries = ReturnType<typeof progressQueries>;
