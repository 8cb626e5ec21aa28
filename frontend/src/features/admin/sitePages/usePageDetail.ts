import { ADMIN_CATALOGUE_ROOMS, PAGES } from '../../../api/catalogue.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { useCatalogueDetail } from '../kit/useCatalogueDetail.ts';
import { emptyPage, pageDraft, pageInput, validatePage } from './pageForm.ts';

export const PAGE_LIST = `${ADMIN_BASE}/pages`;

/** Fields the page form shows errors next to; any other error is listed above the form. */
const PLACED = ['libelle', 'content', 'imageIds', 'translations'];

/** One page in the back-office (GET, POST, PUT, DELETE /Page). */
export function usePageDetail(id: number) {
  return useCatalogueDetail({
    feature: 'adminPages',
    resource: PAGES,
    room: ADMIN_CATALOGUE_ROOMS.pages,
    listPath: PAGE_LIST,
    id,
    blank: emptyPage,
    fromView: pageDraft,
    toInput: pageInput,
    validate: validatePage,
    placed: PLACED,
  });
}
