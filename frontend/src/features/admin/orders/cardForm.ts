import type { CardCorrectInput, CardGiveInput } from '@plouf/command-api/contracts';
import type { CardView } from '../../../api/adminOrders.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';

/** The card dialog's fields as typed: empty entries or day mean "the pass's own". */
export interface CardDraft {
  fftId: number | null;
  entries: string;
  /** YYYY-MM-DD */
  lastDay: string;
  note: string;
  revoked: boolean;
}

export type CardField = 'fftId' | 'entries' | 'lastDay' | 'note';

export const EMPTY_CARD: CardDraft = { fftId: null, entries: '', lastDay: '', note: '', revoked: false };

/** A card's last valid day: the server keeps it as that day's last second, UTC. */
export const lastDayOf = (card: Pick<CardView, 'validUntil'>) => card.validUntil.slice(0, 10);

/** The draft a correction starts from: the card as it is. */
export function draftOf(card: CardView): CardDraft {
  return { fftId: card.fftId, entries: String(card.fftNbEntree), lastDay: lastDayOf(card), note: card.note, revoked: card.revoked };
}

function realDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return year >= 1900 && year <= 2199 && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

/** Field by field, what the server would refuse (its bounds: 0–1000 entries, a real day, 500 characters). */
export function cardErrors(draft: CardDraft, giving: boolean): Partial<Record<CardField, MessageId>> {
  const errors: Partial<Record<CardField, MessageId>> = {};
  if (giving && draft.fftId === null) errors.fftId = 'admin.validation.required';
  const entries = draft.entries.trim();
  if (entries && !(/^\d+$/.test(entries) && Number(entries) <= 1000)) errors.entries = 'adminOrders.cards.badEntries';
  if (draft.lastDay && !realDay(draft.lastDay)) errors.lastDay = 'adminOrders.cards.badDay';
  if (draft.note.trim().length > 500) errors.note = 'adminOrders.moves.tooLong';
  return errors;
}

/** `POST /Family/carte/{famId}`: the pass, and entries or last day only when they differ from the pass's. */
export function giveInput(draft: CardDraft): CardGiveInput {
  const entries = draft.entries.trim();
  return {
    fftId: draft.fftId ?? 0,
    ...(entries ? { fftNbEntree: Number(entries) } : {}),
    ...(draft.lastDay ? { validUntil: draft.lastDay } : {}),
    note: draft.note.trim(),
  };
}

/**
 * `PUT /Family/carte/{famId}`: only what changed is sent, so a correction never overwrites a
 * change made meanwhile to another field.
 *
 * @example
 * correctInput(card, { ...draftOf(card), revoked: true }) // { id: card.id, revoked: true }
 */
export function correctInput(card: CardView, draft: CardDraft): CardCorrectInput {
  const entries = draft.entries.trim();
  const note = draft.note.trim();
  return {
    id: card.id,
    ...(entries && Number(entries) !== card.fftNbEntree ? { fftNbEntree: Number(entries) } : {}),
    ...(draft.lastDay && draft.lastDay !== lastDayOf(card) ? { validUntil: draft.lastDay } : {}),
    ...(draft.revoked !== card.revoked ? { revoked: draft.revoked } : {}),
    ...(note !== card.note ? { note } : {}),
  };
}
