import type { EventStore } from '@plouf/infra';
import { documentStream } from '../documents/events.ts';
import type { PassInput } from './contract.ts';

/** The passes of these ids, read from their streams (never late): absent when removed or unknown. */
export async function passesOf(store: EventStore, ids: readonly number[]): Promise<Map<number, PassInput>> {
  const passes = new Map<number, PassInput>();
  await Promise.all(
    [...new Set(ids)].map(async (id) => {
      const events = await store.readStream(documentStream('Pass', id));
      const last = events[events.length - 1];
      if (last && !last.type.endsWith('Removed')) passes.set(id, (last.data as { fields: PassInput }).fields);
    }),
  );
  return passes;
}
