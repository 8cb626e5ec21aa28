/**
 * A stream as a decider last folded it in this process: its state, its last revision, and the
 * idempotency tags its events carry (with the position of the last event carrying each). Only
 * what is stored goes in, so an entry is never wrong, only behind: the next command reads the
 * events after `revision` (another process may have appended) and folds them in.
 */
export interface FoldedStream<State> {
  state: State;
  /** -1 for a stream with no event. */
  revision: number;
  /** `$all` position of the stream's last event; undefined for a stream with no event. */
  position: bigint | undefined;
  tags: Map<string, bigint>;
}

/**
 * The folded streams of one store, per stream and decider (a state is what one decider makes of
 * the events). The streams used last are kept, at most `maxStreams`: a long stream is not read and
 * folded again for every command. Deciders must be pure: a kept state is handed to the next command.
 */
export function createFoldedStreams(maxStreams = 1000) {
  // Per stream: each decider's fold, and the last revision any of them has seen stored (`head`).
  const streams = new Map<string, { deciders: WeakMap<object, FoldedStream<unknown>>; head: number }>();
  return {
    get<State>(streamId: string, decider: object): FoldedStream<State> | undefined {
      const entry = streams.get(streamId);
      if (!entry) return undefined;
      // Map keeps insertion order: moving the stream to the end keeps the oldest first to go.
      streams.delete(streamId);
      streams.set(streamId, entry);
      return entry.deciders.get(decider) as FoldedStream<State> | undefined;
    },
    set<State>(streamId: string, decider: object, folded: FoldedStream<State>) {
      let entry = streams.get(streamId);
      if (!entry) {
        streams.set(streamId, (entry = { deciders: new WeakMap(), head: -1 }));
        if (streams.size > maxStreams) streams.delete(streams.keys().next().value!);
      }
      entry.deciders.set(decider, folded);
      if (folded.revision > entry.head) entry.head = folded.revision;
    },
    /**
     * The last revision of the stream this process has seen stored, through any decider's fold
     * (undefined when it keeps none): a fold at an older one is behind what another decider appended.
     */
    head(streamId: string): number | undefined {
      return streams.get(streamId)?.head;
    },
    drop(streamId: string) {
      streams.delete(streamId);
    },
    get size() {
      return streams.size;
    },
  };
}

export type FoldedStreams = ReturnType<typeof createFoldedStreams>;
