import { LEVELS_EVENT_TYPES, PROGRESS_EVENT_TYPES, SCALE_EVENT_TYPES, type FamilyErased, type LevelsEvent, type ProgressEvent, type ScaleEvent } from '@plouf/command-api/events';
import type { EvaluationEntry, LevelsView, ScaleView } from '@plouf/command-api/contracts';
import { READ_MODELS } from '@plouf/command-api/read-models';
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';
import { erased } from '../runner/erased.ts';
import type { ChangedRow, Projector } from '../runner/projector.ts';
import type { ReportFacts } from './table.ts';

type Event = LevelsEvent | ScaleEvent | ProgressEvent | FamilyErased;

/** The one row the scale is kept in. */
export const SCALE_ROW = 1;
const HISTORY_MAX = 200;

async function saveFacts(trx: Transaction<Database>, usrId: number, acyId: number, famId: number, facts: ReportFacts) {
  await trx
    .insertInto('report_cards')
    .values({ usr_id: usrId, acy_id: acyId, fam_id: famId, facts: JSON.stringify(facts) })
    .onConflict((oc) => oc.columns(['usr_id', 'acy_id']).doUpdateSet({ facts: JSON.stringify(facts), fam_id: famId }))
    .execute();
}

/**
 * Levels and progress (issue 26): each activity's levels, the rating scale, and for each child and
 * activity what the report card is made of (levels passed, each skill's last rating, the history).
 * Notices: `progress` with the family's id for a report card (its room), none for levels or the
 * scale (their pages read them when they open; the command waits on the position).
 */
export const progressProjector: Projector = {
  readModel: READ_MODELS.progress,
  handles: [...LEVELS_EVENT_TYPES, ...SCALE_EVENT_TYPES, ...PROGRESS_EVENT_TYPES, 'FamilyErased'],
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as Event;
    const changed: ChangedRow[] = [];
    switch (event.type) {
      case 'LevelsSaved': {
        const view: LevelsView = { acyId: event.data.acyId, levels: event.data.levels };
        await trx
          .insertInto('progress_levels')
          .values({ acy_id: view.acyId, view: JSON.stringify(view) })
          .onConflict((oc) => oc.column('acy_id').doUpdateSet({ view: JSON.stringify(view) }))
          .execute();
        break;
      }
      case 'ScaleSaved': {
        const view: ScaleView = { steps: event.data.steps };
        await trx
          .insertInto('progress_scale')
          .values({ id: SCALE_ROW, view: JSON.stringify(view) })
          .onConflict((oc) => oc.column('id').doUpdateSet({ view: JSON.stringify(view) }))
          .execute();
        break;
      }
      case 'SkillsEvaluated':
      case 'LevelPassed': {
        const d = event.data;
        const row = await trx.selectFrom('report_cards').select('facts').where('usr_id', '=', d.usrId).where('acy_id', '=', d.acyId).executeTakeFirst();
        const facts: ReportFacts = row ? (JSON.parse(row.facts) as ReportFacts) : { memberName: d.memberName, acyName: d.acyName, passed: [], latest: {}, history: [] };
        if (facts.history.some((entry) => entry.evaluationId === d.evaluationId && entry.kind === (event.type === 'LevelPassed' ? 'passed' : 'evaluated'))) break;
        const level = { lvlId: d.lvlId, name: d.levelName, englishName: d.levelEnglishName };
        const entry: EvaluationEntry = {
          evaluationId: d.evaluationId,
          at: d.at,
          kind: event.type === 'LevelPassed' ? 'passed' : 'evaluated',
          crsId: d.crsId,
          level,
          evaluator: d.evaluator.name,
          ratings: event.type === 'SkillsEvaluated' ? event.data.ratings : [],
          note: event.type === 'SkillsEvaluated' ? event.data.note : '',
        };
        facts.memberName = d.memberName;
        facts.acyName = d.acyName;
        facts.history = [entry, ...facts.history].slice(0, HISTORY_MAX);
        if (event.type === 'SkillsEvaluated') {
          for (const rating of event.data.ratings) facts.latest[rating.sklId] = { rating: rating.rating, label: rating.label, englishLabel: rating.englishLabel, at: d.at, evaluator: d.evaluator.name };
        } else if (!facts.passed.some((passed) => passed.lvlId === d.lvlId)) {
          facts.passed.push({ ...level, at: d.at, evaluator: d.evaluator.name });
        }
        await saveFacts(trx, d.usrId, d.acyId, d.famId, facts);
        changed.push({ readModel: READ_MODELS.progress, id: d.famId });
        break;
      }
      case 'FamilyErased': {
        // The family erased (issue 25): its children's cards keep the levels and ratings, names and notes read as erased.
        const rows = await trx.selectFrom('report_cards').selectAll().where('fam_id', '=', event.data.famId).execute();
        for (const row of rows) {
          const facts = JSON.parse(row.facts) as ReportFacts;
          const next: ReportFacts = { ...facts, memberName: erased('memberName', facts.memberName), history: facts.history.map((entry) => ({ ...entry, note: entry.note ? erased('text', entry.note) : entry.note })) };
          await saveFacts(trx, row.usr_id, row.acy_id, row.fam_id, next);
        }
        if (rows.length > 0) changed.push({ readModel: READ_MODELS.progress, id: event.data.famId });
        break;
      }
    }
    return changed;
  },
  async reset(trx) {
    await trx.deleteFrom('report_cards').execute();
    await trx.deleteFrom('progress_scale').execute();
    await trx.deleteFrom('progress_levels').execute();
  },
};
