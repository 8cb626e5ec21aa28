import type { EventStore } from '@plouf/infra';
import { documentStream } from './documents/events.ts';
import { mediaStream } from './media/events.ts';

/** What a catalogue document may name. */
export type CatalogueReference = 'activities' | 'pools' | 'passes' | 'mns' | 'media';

const STREAM: Record<CatalogueReference, (id: number) => string> = {
  activities: (id) => documentStream('Activity', id),
  pools: (id) => documentStream('Pool', id),
  passes: (id) => documentStream('Pass', id),
  mns: (id) => documentStream('Mns', id),
  media: mediaStream,
};

/**
 * The ids, among these, that name nothing of that kind: checked on the event streams, which are
 * never late, rather than on a read model. A document exists from its first event until one ending
 * in `Removed`.
 *
 * @example
 * await missing(store, 'activities', [1, 99]); // [99]
 */
export async function missing(store: EventStore, of: CatalogueReference, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(
    unique.map(async (id) => {
      const events = await store.readStream(STREAM[of](id));
      const last = events[events.length - 1];
      return last !== undefined && !last.type.endsWith('Removed');
    }),
  );
  return unique.filter((_, index) => !found[index]);
}
