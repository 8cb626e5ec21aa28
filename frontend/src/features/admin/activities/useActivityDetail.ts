import { ACTIVITIES, ADMIN_CATALOGUE_ROOMS } from '../../../api/catalogue.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { useCatalogueDetail } from '../kit/useCatalogueDetail.ts';
import { activityDraft, activityInput, blankActivity, validateActivity } from './activityForm.ts';

export const ACTIVITY_LIST = `${ADMIN_BASE}/activites`;

const PLACED = ['libelle', 'acyAge', 'acyInfos', 'configActivity', 'imageIds', 'content', 'translations'];

/** One activity in the back-office (GET, POST, PUT, DELETE /Activity). */
export function useActivityDetail(id: number) {
  return useCatalogueDetail({
    feature: 'adminActivities',
    resource: ACTIVITIES,
    room: ADMIN_CATALOGUE_ROOMS.activities,
    listPath: ACTIVITY_LIST,
    id,
    blank: blankActivity,
    fromView: activityDraft,
    toInput: activityInput,
    validate: validateActivity,
    placed: PLACED,
  });
}
