/**
 * Runs work one at a time per key, in the order it was asked for; different keys run side by side.
 * A failing run does not hold up the next. A key is forgotten once nothing waits on it, so the map
 * holds only the keys in use.
 *
 * @example
 * const queue = createKeyedQueue();
 * await Promise.all([queue.run('course-7', book), queue.run('course-7', book)]); // one after the other
 */
export interface KeyedQueue {
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** The keys with work running or waiting. */
  readonly size: number;
}

export function createKeyedQueue(): KeyedQueue {
  const tails = new Map<string, Promise<void>>();
  return {
    run<T>(key: string, work: () => Promise<T>) {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(work);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.finally(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    get size() {
      return tails.size;
    },
  };
}
