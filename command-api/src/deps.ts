import type { BlobStore, EventMetadata, EventStore, IdAllocator, KeyStore, PositionWaiter, SessionStore, SessionUser } from '@plouf/infra';
import type { FastifyRequest } from 'fastify';

/**
 * What the read side shows of an entity, so that a command answers with it (read-your-writes).
 * Supplied by the composition root from query-api; command-api never reads read models itself.
 */
export interface ReadBack {
  contact(contactId: number): Promise<object | null>;
  /** The ids, among these, that name no activity. */
  unknownActivities(activityIds: number[]): Promise<number[]>;
  /** The user as a session shows it; null when unknown or disabled. */
  sessionUser(userId: number): Promise<SessionUser | null>;
  /** A member as the back-office shows it, with `famId`. */
  member(userId: number): Promise<({ famId: number } & object) | null>;
  family(famId: number): Promise<object | null>;
  catalogue: CatalogueReadBack;
}

/** What a catalogue document may name. */
export type CatalogueReference = 'activities' | 'pools' | 'passes' | 'mns' | 'media';

/** The catalogue as the read side shows it, by read model (`pools`, `activities`, `media`…). */
export interface CatalogueReadBack {
  /** The ids, among these, that name nothing of that kind. */
  unknown(of: CatalogueReference, ids: number[]): Promise<number[]>;
  /** The document of that read model holding this slug, if any. */
  slugOwner(readModel: string, slug: string): Promise<number | null>;
  /** One document as the back-office reads it. */
  view(readModel: string, id: number): Promise<object | null>;
  /** A whole list as the back-office reads it. */
  list(readModel: string): Promise<object[]>;
  /** The labels of the pools and passes that still name this activity or MNS. */
  usedBy(readModel: 'activities' | 'mns', id: number): Promise<string[]>;
}

export interface CommandApiDeps {
  store: EventStore;
  ids: IdAllocator;
  waiter: PositionWaiter;
  sessions: SessionStore;
  keys: KeyStore;
  readBack: ReadBack;
  blobs: BlobStore;
  /** Largest accepted upload, bytes (UPLOAD_MAX_BYTES); 10 MB by default. */
  uploadMaxBytes?: number;
  secureCookies: boolean | 'auto';
  /** The clock commands are stamped with; tests set it. */
  now?: () => Date;
}

/** Correlation, causation and the acting user, on every event a request appends. */
export function metadataOf(request: FastifyRequest, now: Date): EventMetadata {
  return { correlationId: request.id, userId: request.user?.id ?? null, timestamp: now.toISOString() };
}
