import { ACTIVITY_EVENT_TYPES, type ActivityEvent } from '@plouf/command-api/events';
import type { Projector } from '../runner/projector.ts';

/** The catalogue's activities, as the public site and the contact form list them. */
export const activitiesProjector: Projector = {
  readModel: 'activities',
  handles: ACTIVITY_EVENT_TYPES,
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as ActivityEvent;
    const { activityId, libelle, slug, acyEnfant, acyOrdre, acyAge, acyInfos, createdAt } = event.data;
    await trx
      .insertInto('activities')
      .values({ id: activityId, libelle, slug, enfant: acyEnfant, ordre: acyOrdre, age: acyAge, infos: acyInfos, created_at: new Date(createdAt) })
      .execute();
    return [activityId];
  },
  async reset(trx) {
    await trx.deleteFrom('activities').execute();
  },
};
