import { familyRoom, NOTICES } from '@plouf/command-api/read-models';
import { familyProgress } from '../../../api/progress.ts';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';
import { useLiveRead } from '../../../lib/useLiveRead.ts';
import { cardOrder } from './reportCard.ts';

/**
 * A family's report cards, read again when the family's room says one changed (`progress`: an
 * evaluation recorded, a level passed) and when an activity is renamed. `desk`: the back-office
 * reads another family's (GET /Family/progression?famId=).
 */
export function useReportCards(famId: number, desk = false) {
  const read = useLiveRead(
    () => familyProgress(desk ? famId : undefined),
    `progress:${desk ? 'desk' : 'family'}:${famId}`,
    familyRoom(famId),
    (change) => change.readModel === NOTICES.progress,
  );
  useCatalogueNamesChanged(read.reload);
  const { state } = read;
  return { ...read, cards: state.data ? cardOrder(state.data) : null };
}
