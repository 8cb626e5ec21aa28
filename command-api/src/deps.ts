import type { EventMetadata, EventStore, IdAllocator, KeyStore, PositionWaiter, SessionStore, SessionUser } from '@plouf/infra';
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
}

export interface CommandApiDeps {
  store: EventStore;
  ids: IdAllocator;
  waiter: PositionWaiter;
  sessions: SessionStore;
  keys: KeyStore;
  readBack: ReadBack;
  secureCookies: boolean | 'auto';
  /** The clock commands are stamped with; tests set it. */
  now?: () => Date;
}

/** Correlation, causation and the acting user, on every event a request appends. */
export function metadataOf(request: FastifyRequest, now: Date): EventMetadata {
  return { correlationId: request.id, userId: request.user?.id ?? null, timestamp: now.toISOString() };
}
