import { ADMIN_CATALOGUE_ROOMS, POOLS } from '../../../api/catalogue.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { useCatalogueDetail } from '../kit/useCatalogueDetail.ts';
import { blankPool, poolDraft, poolInput, validatePool } from './poolForm.ts';

export const POOL_LIST = `${ADMIN_BASE}/piscines`;

/** Fields the pool form shows errors next to; any other error is listed above the form. */
const PLACED = ['libelle', 'address', 'psnLargeurCm', 'psnLongueurCm', 'psnDepthMinCm', 'psnDepthMaxCm', 'datMinCours', 'datMaxCours', 'configPiscine', 'acyIds', 'mnsIds', 'imageIds', 'content', 'templateCours', 'translations'];

/** One pool in the back-office (GET, POST, PUT, DELETE /Piscine). */
export function usePoolDetail(id: number) {
  return useCatalogueDetail({
    feature: 'adminPools',
    resource: POOLS,
    room: ADMIN_CATALOGUE_ROOMS.pools,
    listPath: POOL_LIST,
    id,
    blank: blankPool,
    fromView: poolDraft,
    toInput: poolInput,
    validate: validatePool,
    placed: PLACED,
  });
}
