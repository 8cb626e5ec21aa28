import { SCHOOL_RULES_EVENT_TYPES, DEFAULT_RULES, type SchoolRulesEvent } from '@plouf/command-api/events';
import type { RulesView } from '@plouf/command-api/contracts';
import { READ_MODELS } from '@plouf/command-api/read-models';
import type { Projector } from '../runner/projector.ts';

/** The one row the rules are kept in. */
export const SCHOOL_RULES_ROW = 1;

/**
 * The school's rules as last saved (issue 23), as GET /Ecole/regles serves them: the school's, and
 * for each pool (by id) only what it sets itself. Notices: `school-rules` (id 1).
 */
export const schoolRulesProjector: Projector = {
  readModel: READ_MODELS.schoolRules,
  handles: SCHOOL_RULES_EVENT_TYPES,
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as SchoolRulesEvent;
    const { school, pools, at } = event.data;
    const view: RulesView = {
      // A field the document did not carry is the default (the decider folds it the same way).
      school: { ...DEFAULT_RULES, ...school },
      pools: Object.entries(pools)
        .map(([psnId, own]) => ({
          psnId: Number(psnId),
          ...Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined && value !== null)),
        }))
        .filter((pool) => Object.keys(pool).length > 1)
        .sort((a, b) => a.psnId - b.psnId),
      savedAt: at,
    };
    await trx
      .insertInto('school_rules')
      .values({ id: SCHOOL_RULES_ROW, view: JSON.stringify(view) })
      .onConflict((oc) => oc.column('id').doUpdateSet({ view: JSON.stringify(view) }))
      .execute();
    return [SCHOOL_RULES_ROW];
  },
  async reset(trx) {
    await trx.deleteFrom('school_rules').execute();
  },
};
