import { cardsStream, orderStream, termSlotStream, type CardCorrected, type CardsIssued, type OrderPlaced, type TermEnrolled } from '@plouf/command-api/events';
import { DEMO_SEED_CORRELATION, type EventStore, type RecordedEvent } from '@plouf/infra';

/** The card that pays a term enrolment, as its mail names it (issue 41): which pass, and what it was paid. */
export interface MailCard {
  fftId: number;
  libelle: string;
  fftIsAbo: boolean;
  entries: number;
  /** What the family paid for it (its order line's unit price, cents); null when given at the desk. */
  price: number | null;
}

/** An enrolment as its slot's stream holds it: the stop mail names the term and the lessons given up. */
export interface MailEnrolment {
  termName: string;
  englishTermName: string;
  dates: readonly string[];
}

export interface TermFacts {
  card(cardId: number): MailCard | undefined;
  enrolment(enrId: number): MailEnrolment | undefined;
}

export const NO_TERM_FACTS: TermFacts = { card: () => undefined, enrolment: () => undefined };

type Placed = Pick<TermEnrolled['data'], 'famId' | 'cardId'>;
type Dropped = { termId: number; tcsId: number; enrId: number };

/** The families whose cards pay an enrolment of the batch, and the slots' streams of the enrolments it ends. */
function wanted(batch: readonly RecordedEvent[]) {
  const families = new Set<number>();
  const slots = new Set<string>();
  for (const event of batch) {
    if (event.metadata?.correlationId === DEMO_SEED_CORRELATION) continue;
    if (event.type === 'TermEnrolled' || event.type === 'TermWaitlistPromoted') families.add((event.data as Placed).famId);
    if (event.type === 'TermEnrolmentDropped') {
      const data = event.data as Dropped;
      slots.add(termSlotStream(data.termId, data.tcsId));
    }
  }
  return { families, slots };
}

/** A family's cards as its stream gives them (and corrects their entries), with the order each came from. */
function cardsOf(events: readonly RecordedEvent[]) {
  const cards = new Map<number, Omit<MailCard, 'price'> & { orderId: number | null }>();
  for (const event of events) {
    if (event.type === 'CardsIssued') {
      const data = event.data as CardsIssued['data'];
      for (const card of data.cards) cards.set(card.cardId, { fftId: card.fftId, libelle: card.libelle, fftIsAbo: card.fftIsAbo, entries: card.entries, orderId: data.orderId });
    }
    if (event.type === 'CardCorrected') {
      const data = event.data as CardCorrected['data'];
      const card = cards.get(data.cardId);
      if (card && data.entries !== undefined) card.entries = data.entries;
    }
  }
  return cards;
}

/**
 * Reads from the event store what the batch's term mails say of cards and enrolments: the card
 * paying each enrolment (one cards stream per family, one order stream per card bought) and the
 * enrolments ended (one slot stream each). Streams, not read models: a mail is written once, from
 * what was decided.
 */
export async function termFacts(store: Pick<EventStore, 'readStream'>, batch: readonly RecordedEvent[]): Promise<TermFacts> {
  const { families, slots } = wanted(batch);
  if (families.size === 0 && slots.size === 0) return NO_TERM_FACTS;
  const cards = new Map<number, Omit<MailCard, 'price'> & { orderId: number | null }>();
  const enrolments = new Map<number, MailEnrolment>();
  await Promise.all([
    ...[...families].map(async (famId) => {
      for (const [cardId, card] of cardsOf(await store.readStream(cardsStream(famId)))) cards.set(cardId, card);
    }),
    ...[...slots].map(async (stream) => {
      for (const event of await store.readStream(stream)) {
        if (event.type !== 'TermEnrolled' && event.type !== 'TermWaitlistPromoted') continue;
        const data = event.data as TermEnrolled['data'];
        enrolments.set(data.enrId, { termName: data.termName, englishTermName: data.englishTermName, dates: data.dates });
      }
    }),
  ]);
  const prices = new Map<string, number>();
  const orderIds = new Set([...cards.values()].flatMap((card) => (card.orderId === null ? [] : [card.orderId])));
  await Promise.all(
    [...orderIds].map(async (orderId) => {
      const placed = (await store.readStream(orderStream(orderId))).find((event) => event.type === 'OrderPlaced');
      for (const line of (placed?.data as OrderPlaced['data'] | undefined)?.lines ?? []) prices.set(`${orderId}:${line.id}`, line.fftTarif);
    }),
  );
  return {
    card(cardId) {
      const card = cards.get(cardId);
      if (!card) return undefined;
      const { orderId, ...rest } = card;
      return { ...rest, price: orderId === null ? null : (prices.get(`${orderId}:${card.fftId}`) ?? null) };
    },
    enrolment: (enrId) => enrolments.get(enrId),
  };
}
