import { CLOSURE_EVENT_TYPES, type ClosureEvent } from '@plouf/command-api/events';
import type { ClosureView } from '@plouf/command-api/contracts';
import { READ_MODELS } from '@plouf/command-api/read-models';
import type { Projector } from '../runner/projector.ts';

/**
 * The school's closures (issue 23), as GET /Fermeture serves them: declared, then perhaps lifted.
 * Notices: `closures` (closure ids; nothing in them is private).
 */
export const closuresProjector: Projector = {
  readModel: READ_MODELS.closures,
  handles: CLOSURE_EVENT_TYPES,
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as ClosureEvent;
    switch (event.type) {
      case 'ClosureDeclared': {
        const { at, by: _by, closureId, ...closure } = event.data;
        const view: ClosureView = {
          id: closureId,
          libelle: closure.reason,
          selected: false,
          detailLoaded: true,
          psnId: closure.psnId,
          psnName: closure.psnName,
          acyId: closure.acyId,
          acyName: closure.acyName,
          from: closure.from,
          to: closure.to,
          reason: closure.reason,
          englishReason: closure.englishReason,
          compensation: closure.compensation,
          crsIds: closure.crsIds,
          lifted: false,
          declaredAt: at,
        };
        await trx
          .insertInto('closures')
          .values({ id: closureId, psn_id: closure.psnId, from_day: closure.from, to_day: closure.to, lifted: false, view: JSON.stringify(view) })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return [closureId];
      }
      case 'ClosureLifted': {
        const row = await trx.selectFrom('closures').select('view').where('id', '=', event.data.closureId).executeTakeFirst();
        if (!row) return [];
        const view: ClosureView = { ...(JSON.parse(row.view) as ClosureView), lifted: true };
        await trx.updateTable('closures').set({ lifted: true, view: JSON.stringify(view) }).where('id', '=', view.id).execute();
        return [view.id];
      }
    }
    return [];
  },
  async reset(trx) {
    await trx.deleteFrom('closures').execute();
  },
};
