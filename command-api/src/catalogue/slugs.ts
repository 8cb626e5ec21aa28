import { StateConflict, handleCommand, type Decider, type EventStore } from '@plouf/infra';
import { KIND_MODEL } from './references.ts';

/**
 * Unique slugs, kept by the event store itself: one stream per slug of a read model
 * (`slug-pools-piscine-des-lilas`) records who holds it. Claiming is an append with the stream's
 * expected revision, so two administrators saving the same slug at once cannot both win.
 */
export type SlugClaimed = { type: 'SlugClaimed'; data: { readModel: string; slug: string; id: number; at: string } };
export type SlugReleased = { type: 'SlugReleased'; data: { readModel: string; slug: string; id: number; at: string } };
export type SlugEvent = SlugClaimed | SlugReleased;
export const SLUG_EVENT_TYPES = ['SlugClaimed', 'SlugReleased'] as const satisfies readonly SlugEvent['type'][];

export type SlugCommand =
  | { type: 'ClaimSlug'; data: { readModel: string; slug: string; id: number; now: string; /** A holder found to no longer use it. */ replacing?: number } }
  | { type: 'ReleaseSlug'; data: { readModel: string; slug: string; id: number; now: string } };

export const slugStream = (readModel: string, slug: string) => `slug-${readModel}-${slug}`;

export class SlugTaken extends StateConflict {
  constructor(slug: string) {
    const text = { fr: `L'adresse « ${slug} » est déjà prise`, en: `The address "${slug}" is already taken` };
    super('SlugTaken', text, { 'content.slug': text });
  }
}

/**
 * @example
 * slugDecider.decide({ type: 'ClaimSlug', data: { readModel: 'pools', slug: 'lilas', id: 3, now } }, { owner: 5 }); // throws SlugTaken
 */
export const slugDecider: Decider<SlugCommand, SlugEvent, { owner: number | null }> = {
  initialState: () => ({ owner: null }),
  decide(command, state) {
    const { readModel, slug, id, now } = command.data;
    if (command.type === 'ReleaseSlug') return state.owner === id ? [{ type: 'SlugReleased', data: { readModel, slug, id, at: now } }] : [];
    if (state.owner === id) return [];
    if (state.owner !== null && state.owner !== command.data.replacing) throw new SlugTaken(slug);
    return [{ type: 'SlugClaimed', data: { readModel, slug, id, at: now } }];
  },
  evolve: (state, event) => (event.type === 'SlugClaimed' ? { owner: event.data.id } : state.owner === event.data.id ? { owner: null } : state),
};

/** Who holds a slug now, from its stream. */
export async function slugHolder(store: EventStore, readModel: string, slug: string): Promise<number | null> {
  const events = await store.readStream(slugStream(readModel, slug));
  return events.reduce((state, event) => slugDecider.evolve(state, event as SlugEvent), slugDecider.initialState()).owner;
}


/**
 * Gives every document of a store made before slug claims existed the claim on its slug, once (a
 * marker stream says it is done). Documents written since claim their slug as they are saved.
 *
 * @example
 * await claimExistingSlugs(store, new Date().toISOString()); // number of slugs claimed
 */
export async function claimExistingSlugs(store: EventStore, now: string): Promise<number> {
  const marker = 'migration-slug-claims';
  if ((await store.readStream(marker)).length > 0) return 0;
  const held = new Map<string, { readModel: string; slug: string; id: number }>();
  for (let after = 0n; ; ) {
    const batch = await store.readAll({ after, maxCount: 1000 });
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.position;
    for (const event of batch) {
      const data = event.data as { id?: number; activityId?: number; slug?: string; fields?: { content?: { slug?: string } } };
      if (event.type === 'ActivityCreated' && data.activityId && data.slug) held.set(`Activity:${data.activityId}`, { readModel: 'activities', slug: data.slug, id: data.activityId });
      // The kinds whose documents have a slug.
      const kind = /^(Pool|Activity|Page|BlogPost)(Added|Changed|Removed)$/.exec(event.type) as [string, 'Pool' | 'Activity' | 'Page' | 'BlogPost', string] | null;
      if (!kind || data.id === undefined) continue;
      const key = `${kind[1]}:${data.id}`;
      if (kind[2] === 'Removed') held.delete(key);
      else if (data.fields?.content?.slug) held.set(key, { readModel: KIND_MODEL[kind[1]], slug: data.fields.content.slug, id: data.id });
    }
  }
  let claimed = 0;
  const metadata = { correlationId: 'migration', userId: null, timestamp: now };
  for (const { readModel, slug, id } of held.values()) {
    try {
      const { events } = await handleCommand(store, slugStream(readModel, slug), slugDecider, { type: 'ClaimSlug', data: { readModel, slug, id, now } }, metadata);
      claimed += events.length;
    } catch (error) {
      // Two old documents with one slug: the first keeps it; saving the other asks for a new one.
      if (!(error instanceof SlugTaken)) throw error;
    }
  }
  await store.appendToStream(marker, [{ type: 'SlugClaimsMigrated', data: { claimed, at: now }, metadata }], { expectedRevision: 'no_stream' });
  return claimed;
}
