import { familyRoom, NOTICES } from '@plouf/command-api/read-models';
import { useEffect, useMemo, useState } from 'react';
import { listMyDocuments, type DocumentSummary } from '../../../api/books.ts';
import { listMyCards, listMyOrders } from '../../../api/commerce.ts';
import { useLiveRoom } from '../../../api/live.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useLiveRead } from '../../../lib/useLiveRead.ts';
import { useCatalogueNamesChanged } from '../../../lib/useCatalogueNames.ts';

export const ORDERS_PAGE = 20;
/** The server's bound on a page. */
const MAX_LIMIT = 200;

/**
 * The family's orders (newest first, a page more at a time) and cards, read again when the
 * family's room says they changed: a payment confirmed, cards given, an order moved by the desk;
 * and its invoices and credit notes by order, read again when the room tells one was issued.
 */
export function useMyPurchases(famId: number) {
  const [limit, setLimit] = useState(ORDERS_PAGE);
  const orders = useAsync(() => listMyOrders({ offset: 0, limit }, { share: false }), `orders:${famId}:${limit}`);
  const cards = useAsync(() => listMyCards({ share: false }), `cards:${famId}`);
  const live = useLiveRoom(familyRoom(famId), (change) => {
    if (change.readModel === NOTICES.familyOrders) orders.reload();
    if (change.readModel === NOTICES.cards) cards.reload();
  });
  // What changed before the room was joined (or while the connection was down) sent no notice here.
  const { reload: reloadOrders } = orders;
  const { reload: reloadCards } = cards;
  useEffect(() => {
    if (live !== 'live') return;
    reloadOrders();
    reloadCards();
  }, [live, reloadOrders, reloadCards]);
  // A pass renamed: the cards' and the lines' names are read again.
  useCatalogueNamesChanged(() => {
    reloadOrders();
    reloadCards();
  });
  const documents = useLiveRead(listMyDocuments, `books:${famId}`, familyRoom(famId), (change) => change.readModel === NOTICES.books);
  const documentList = documents.state.data;
  const documentsByOrder = useMemo(() => {
    const byOrder = new Map<number, DocumentSummary[]>();
    // Oldest first under an order: its invoice, then its credit notes.
    for (const document of [...(documentList ?? [])].reverse()) byOrder.set(document.orderId, [...(byOrder.get(document.orderId) ?? []), document]);
    return byOrder;
  }, [documentList]);
  const page = orders.state.data;
  return {
    documentsByOrder,
    orders,
    cards,
    live,
    hasMore: page !== undefined && page.items.length < page.total && limit < MAX_LIMIT,
    showMore: () => setLimit((current) => Math.min(current + ORDERS_PAGE, MAX_LIMIT)),
  };
}
