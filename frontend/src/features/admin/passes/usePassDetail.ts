import { ADMIN_CATALOGUE_ROOMS, PASSES } from '../../../api/catalogue.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { useCatalogueDetail } from '../kit/useCatalogueDetail.ts';
import { blankPass, passDraft, passInput, validatePass } from './passForm.ts';

export const PASS_LIST = `${ADMIN_BASE}/forfaits`;

const PLACED = ['libelle', 'fftLimiteAchat', 'fftValiditeM', 'fftNbEntree', 'fftTarif', 'tva', 'fftInfos', 'acyIds', 'psnIds', 'translations'];

/** One pass in the back-office (GET, POST, PUT, DELETE /Forfait). */
export function usePassDetail(id: number) {
  return useCatalogueDetail({
    feature: 'adminPasses',
    resource: PASSES,
    room: ADMIN_CATALOGUE_ROOMS.passes,
    listPath: PASS_LIST,
    id,
    blank: blankPass,
    fromView: passDraft,
    toInput: passInput,
    validate: validatePass,
    placed: PLACED,
  });
}
