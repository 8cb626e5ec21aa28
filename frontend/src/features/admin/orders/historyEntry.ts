import { MOVE_LABELS, type OrderMove } from '@plouf/command-api/order-status';
import type { OrderHistoryEntry } from '../../../api/adminOrders.ts';
import type { Language } from '../../../api/client.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { known, METHOD_MESSAGES, PROVIDER_MESSAGES } from './paymentWords.ts';
import { parisDate } from '../../../lib/parisTime.ts';
import { shownNameWith } from '../../../lib/erased.ts';

/** What the history needs to put an event in words, in the current language. */
export interface HistoryWords {
  language: Language;
  message: (id: MessageId, values?: Record<string, string | number>) => string;
  money: (cents: number) => string;
  status: (status: number) => string;
}

export interface HistoryFact {
  label: string;
  value: string;
}

export interface HistoryDescription {
  title: string;
  /** For a status change: "from “Bon de commande” to “Payé”". */
  change?: string;
  facts: HistoryFact[];
}

const EVENT_TITLES: Record<string, MessageId> = {
  OrderPlaced: 'adminOrders.event.orderPlaced',
  PaymentRequested: 'adminOrders.event.paymentRequested',
  PaymentSucceeded: 'adminOrders.event.paymentSucceeded',
  PaymentFailed: 'adminOrders.event.paymentFailed',
  OrderStatusChanged: 'adminOrders.event.orderStatusChanged',
  OrderRefunded: 'adminOrders.event.orderRefunded',
  CardsIssued: 'adminOrders.event.cardsIssued',
  CardsRevoked: 'adminOrders.event.cardsRevoked',
  CardCorrected: 'adminOrders.event.cardCorrected',
  EntrySpent: 'adminOrders.event.entrySpent',
  EntryReturned: 'adminOrders.event.entryReturned',
  WeeksReserved: 'adminOrders.event.weeksReserved',
  WeeksReturned: 'adminOrders.event.weeksReturned',
};

type Data = Record<string, unknown>;
const text = (data: Data, key: string) => (typeof data[key] === 'string' && data[key] !== '' ? (data[key] as string) : undefined);
const number = (data: Data, key: string) => (typeof data[key] === 'number' ? (data[key] as number) : undefined);

const CHANNEL_MESSAGES: Readonly<Record<'online' | 'desk', MessageId>> = { online: 'adminOrders.channel.online', desk: 'adminOrders.channel.desk' };

/**
 * An event of an order's stream in words: its title, and each fact its data records (amounts,
 * channel, method, reference, reason…). The raw data stays available beside it; a fact the event
 * does not carry is left out rather than guessed.
 *
 * @example
 * describeEntry({ type: 'OrderStatusChanged', data: { from: 1, to: 2, move: 'RECORD_PAYMENT', reason: 'Guichet' }, … }, words)
 * // { title: 'Statut changé', change: 'de « Bon de commande » à « Payé »', facts: [{ label: 'Action', value: 'Enregistrer un paiement' }, { label: 'Motif', value: 'Guichet' }] }
 */
export function describeEntry(entry: Pick<OrderHistoryEntry, 'type' | 'data'>, words: HistoryWords): HistoryDescription {
  const data: Data = entry.data && typeof entry.data === 'object' ? (entry.data as Data) : {};
  const titleId = EVENT_TITLES[entry.type];
  const title = titleId ? words.message(titleId) : words.message('adminOrders.event.other', { name: entry.type });
  const facts: HistoryFact[] = [];
  const add = (label: MessageId, value: string | undefined) => {
    if (value !== undefined) facts.push({ label: words.message(label), value });
  };
  const money = (key: string) => {
    const cents = number(data, key);
    return cents === undefined ? undefined : words.money(cents);
  };
  const provider = () => {
    const id = known(PROVIDER_MESSAGES, data.provider);
    return id ? words.message(id) : text(data, 'provider');
  };
  const method = () => {
    const id = known(METHOD_MESSAGES, data.method);
    return id ? words.message(id) : undefined;
  };

  switch (entry.type) {
    case 'OrderPlaced': {
      const lines = Array.isArray(data.lines) ? (data.lines as Data[]) : [];
      add('adminOrders.fact.lines', lines.map((line) => `${number(line, 'qty') ?? '?'} × ${text(line, 'libelle') ?? '?'} (${words.money(number(line, 'total') ?? 0)})`).join(' ; ') || undefined);
      add('adminOrders.fact.total', money('total'));
      const channel = text(data, 'channel');
      const channelId = known(CHANNEL_MESSAGES, channel);
      add('adminOrders.fact.channel', channelId ? words.message(channelId) : channel);
      const buyer = data.buyer && typeof data.buyer === 'object' ? (data.buyer as Data) : undefined;
      const buyerName = text(buyer ?? {}, 'name');
      if (buyer) add('adminOrders.fact.buyer', [buyerName && shownNameWith(buyerName, words.message), text(buyer, 'email') && `<${text(buyer, 'email')}>`].filter(Boolean).join(' ') || undefined);
      const address = data.address && typeof data.address === 'object' ? (data.address as Data) : undefined;
      if (address) add('adminOrders.fact.address', [text(address, 'adrNumberWay'), [text(address, 'adrPostalCode'), text(address, 'libelle')].filter(Boolean).join(' ')].filter(Boolean).join(', '));
      return { title, facts };
    }
    case 'OrderStatusChanged': {
      const from = number(data, 'from');
      const to = number(data, 'to');
      const move = text(data, 'move');
      add('adminOrders.fact.move', move && move in MOVE_LABELS ? MOVE_LABELS[move as OrderMove][words.language] : move);
      add('adminOrders.fact.reason', text(data, 'reason'));
      const replacedBy = number(data, 'replacedBy');
      add('adminOrders.fact.replacedBy', replacedBy === undefined ? undefined : words.message('adminOrders.fact.orderNumber', { id: replacedBy }));
      const change = from !== undefined && to !== undefined ? words.message('adminOrders.history.statusChange', { before: words.status(from), after: words.status(to) }) : undefined;
      return { title, ...(change ? { change } : {}), facts };
    }
    case 'CardsIssued': {
      const cards = Array.isArray(data.cards) ? (data.cards as Data[]) : [];
      add('adminOrders.fact.cards', cards.map((card) => `${text(card, 'libelle') ?? '?'} #${number(card, 'cardId') ?? '?'}`).join(' ; ') || undefined);
      return { title, facts };
    }
    case 'CardsRevoked': {
      const ids = Array.isArray(data.cardIds) ? (data.cardIds as unknown[]).filter((id): id is number => typeof id === 'number') : [];
      add('adminOrders.fact.cards', ids.length > 0 ? ids.map((id) => `#${id}`).join(', ') : words.message('adminOrders.fact.none'));
      add('adminOrders.fact.reason', text(data, 'reason'));
      return { title, facts };
    }
    case 'WeeksReserved':
    case 'WeeksReturned': {
      const card = number(data, 'cardId');
      add('adminOrders.fact.card', card === undefined ? undefined : `#${card}`);
      const enrolment = number(data, 'enrId');
      add('adminOrders.fact.enrolment', enrolment === undefined ? undefined : `#${enrolment}`);
      const dates = Array.isArray(data.dates) ? (data.dates as unknown[]).filter((date): date is string => typeof date === 'string') : [];
      add('adminOrders.fact.lessons', dates.length > 0 ? `${dates.length} : ${dates.map((date) => parisDate(date)).join(', ')}` : undefined);
      return { title, facts };
    }
    case 'CardCorrected':
    case 'EntrySpent':
    case 'EntryReturned': {
      const card = number(data, 'cardId');
      add('adminOrders.fact.card', card === undefined ? undefined : `#${card}`);
      const course = number(data, 'crsId');
      add('adminOrders.fact.course', course === undefined ? undefined : `#${course}`);
      const entries = number(data, 'entries');
      add('adminOrders.fact.entries', entries === undefined ? undefined : String(entries));
      add('adminOrders.fact.validUntil', text(data, 'validUntil'));
      const revoked = data.revoked;
      add('adminOrders.fact.revoked', typeof revoked === 'boolean' ? words.message(revoked ? 'adminOrders.fact.yes' : 'adminOrders.fact.no') : undefined);
      add('adminOrders.fact.note', text(data, 'note'));
      return { title, facts };
    }
    default:
      add('adminOrders.fact.payment', text(data, 'paymentId'));
      add('adminOrders.fact.provider', provider());
      add('adminOrders.fact.method', method());
      add('adminOrders.fact.amount', money('amount'));
      add('adminOrders.fact.reference', text(data, 'reference'));
      add('adminOrders.fact.reason', text(data, 'reason'));
      add('adminOrders.fact.refundId', text(data, 'refundId'));
      return { title, facts };
  }
}
