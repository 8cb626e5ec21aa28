import { READ_MODELS } from '@plouf/command-api/read-models';

/**
 * What the family-facing lists read (issue 42): a request carrying `Plouf-After` (the family's
 * next read after its command) waits for these read models, and the session's, to reach the
 * command's position, not for the back-office's (the dashboard, the books, the mail, the messages)
 * that a rush leaves behind. A route's list names every read model whose tables it reads.
 */
export const READS = {
  /** Terms, their slots and places, a family's enrolments with their weeks: the terms' rows, the courses' seats, the cards that pay them, the catalogue's names, the closures. */
  terms: [READ_MODELS.terms, READ_MODELS.courses, READ_MODELS.orders, READ_MODELS.catalogue, READ_MODELS.closures],
  /** Orders and cards, their passes named from the catalogue. */
  orders: [READ_MODELS.orders, READ_MODELS.catalogue],
} as const;
