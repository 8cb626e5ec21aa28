/**
 * A count that refuses (a removal's coming lessons, an erasure's blockers) is read on read models,
 * which may be behind the store: it is made only once each of them holds every event stored until
 * now (ADR 0022). The store's head is read first, so whatever was stored before the caller's step
 * is counted.
 */
import type { CommandApiDeps } from '../deps.ts';

/**
 * Waits until each read model has reached the store's head; throws `behind()` when one has not
 * within the deps' wait (the caller's refusal: try again in a moment).
 *
 * @example
 * await caughtUpWithStore(deps, [READ_MODELS.courses, READ_MODELS.terms], () => new HoldingsBehind());
 */
export async function caughtUpWithStore(deps: Pick<CommandApiDeps, 'store' | 'waiter' | 'readModelWaitMs'>, readModels: readonly string[], behind: () => Error): Promise<void> {
  const head = await deps.store.headPosition();
  for (const readModel of readModels) {
    if (!(await deps.waiter.reach(readModel, head, deps.readModelWaitMs)).reached) throw behind();
  }
}
