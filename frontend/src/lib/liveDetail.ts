import type { NoticeName } from '@plouf/command-api/read-models';
import type { LiveChange } from '../api/live.ts';
import { ApiError } from '../api/client.ts';

/** Where a back-office detail screen stands with the record it shows. */
export type DetailStatus = 'loading' | 'done' | 'notFound' | 'error';

/** Which notices of a live room tell that the record shown changed. */
export interface DetailNotice {
  /** The notice's name: the read model whose rows it names. */
  notice: NoticeName;
  /** The record shown. */
  id: number;
  /** Every notice of that name concerns the screen (it shows a list), not only those naming `id`. */
  any?: boolean;
}

/**
 * Whether `change` tells that the record shown changed: a notice of its name that names it, or
 * that could not name them all (truncated).
 *
 * @example
 * concerns({ readModel: 'orders', ids: [7], position: '9' }, { notice: 'orders', id: 7 }) // true
 * concerns({ readModel: 'orders', ids: [8], position: '9' }, { notice: 'orders', id: 7 }) // false
 */
export function concerns(change: LiveChange, { notice, id, any = false }: DetailNotice): boolean {
  return change.readModel === notice && (any || Boolean(change.truncated) || change.ids.includes(id));
}

/**
 * The status after a read failed: "not found" when the server says so; otherwise a record already
 * shown stays shown (the failure is told), and a screen that had none shows the error.
 *
 * @example
 * statusAfterError('done', new Error('offline')) // 'done'
 * statusAfterError('loading', new Error('offline')) // 'error'
 */
export function statusAfterError(previous: DetailStatus, error: unknown): DetailStatus {
  if (error instanceof ApiError && error.resultCode === 'FileNotFound') return 'notFound';
  return previous === 'done' ? previous : 'error';
}
