import { familyRoom, NOTICES } from '@plouf/command-api/read-models';
import { getStatement, type StatementPeriod } from '../../../api/statement.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';
import { useLiveRead } from '../../../lib/useLiveRead.ts';

/**
 * A family's statement, read again when the family's room says its orders changed (the orders' read
 * model writes the ledger's rows and tells `family-orders`: a payment, a charge, a refund), when a
 * pass is renamed (the lines named), and in the language shown (the lines are worded in it). `desk`:
 * the back-office reads another family's (GET /Family/releve?famId=). `period`: a month, or the whole account.
 */
export function useStatement(famId: number, desk = false, period: StatementPeriod = null) {
  const { locale } = useLocale();
  const read = useLiveRead(
    () => getStatement(desk ? famId : undefined, period),
    `statement:${desk ? 'desk' : 'family'}:${famId}:${locale}:${period ? `${period.from}:${period.to}` : 'all'}`,
    familyRoom(famId),
    (change) => change.readModel === NOTICES.familyOrders,
  );
  useCatalogueNamesChanged(read.reload);
  return read;
}
