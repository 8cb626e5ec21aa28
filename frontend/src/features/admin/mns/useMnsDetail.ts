import { ADMIN_CATALOGUE_ROOMS, INSTRUCTORS } from '../../../api/catalogue.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { useCatalogueDetail } from '../kit/useCatalogueDetail.ts';
import { blankMns, mnsDraft, mnsInput, validateMns } from './mnsForm.ts';

export const MNS_LIST = `${ADMIN_BASE}/mns`;

const PLACED = ['usrPrenom', 'usrNom', 'ctyName', 'mnsInfos', 'imageId', 'loginUserId', 'translations'];

/** One MNS in the back-office (GET, POST, PUT, DELETE /Mns). */
export function useMnsDetail(id: number) {
  return useCatalogueDetail({
    feature: 'adminMns',
    resource: INSTRUCTORS,
    room: ADMIN_CATALOGUE_ROOMS.mns,
    listPath: MNS_LIST,
    id,
    blank: blankMns,
    fromView: mnsDraft,
    toInput: mnsInput,
    validate: validateMns,
    placed: PLACED,
  });
}
