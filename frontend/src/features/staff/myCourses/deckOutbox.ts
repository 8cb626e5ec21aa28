/**
 * The instructor's outbox (issue 26, docs/adr/0023): presence marks and evaluations made while the
 * phone has no network, kept on the phone (IndexedDB, through idb-keyval) until they are sent. Each
 * carries the idempotency key it was made with: sent twice (an answer lost on a bad line), it acts
 * once on the server. A child marked twice offline keeps the last mark only, on what was seen first.
 *
 * Pure storage and sending here; the hook (useDeckOutbox.ts) says when to send and shows the rest.
 */
import { createStore, entries, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { markPresence } from '../../../api/adminCourses.ts';
import { ApiError, newActionKey } from '../../../api/client.ts';
import { evaluate, type EvaluationInput } from '../../../api/progress.ts';

interface Queued {
  /** The entry's id in the outbox. */
  id: string;
  /** The idempotency key the change is sent with, each time. */
  key: string;
  /** Who made it (the signed-in instructor): only they send it. */
  by: number;
  crsId: number;
  /** The child, for the screen ("Léa: présente, en attente"). */
  memberName: string;
  /** When it was made on the phone (ISO): sent in that order. */
  at: string;
}

export interface QueuedPresence extends Queued {
  kind: 'presence';
  insId: number;
  present: boolean;
  /** The status shown when the mark was made: someone else's other mark meanwhile is not overwritten (409). */
  seen: number;
}

export interface QueuedEvaluation extends Queued {
  kind: 'evaluation';
  input: EvaluationInput;
}

export type QueuedChange = QueuedPresence | QueuedEvaluation;

/** A change the server refused when it was sent: shown to the instructor, then forgotten (never sent again). */
export interface RefusedChange {
  change: QueuedChange;
  message: string | null;
  /**
   * 409: refused by how things stand now, which changed since the mark was made (someone else marked
   * the child, passed the level, cancelled the booking; the roster closed). Otherwise (422, 400) the
   * change itself was refused.
   */
  conflict: boolean;
}

let store: UseStore | undefined;
const outbox = () => (store ??= createStore('plouf-deck', 'outbox'));

/** A presence mark's id: one per seat, the last mark made replaces the one before. */
export const presenceId = (crsId: number, insId: number) => `presence:${crsId}:${insId}`;

/** The changes waiting on this phone, oldest first. */
export async function queuedChanges(): Promise<QueuedChange[]> {
  const all = await entries<string, QueuedChange>(outbox());
  return all.map(([, change]) => change).sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

/**
 * Keeps a presence mark to send. A seat marked again before it left keeps its first `seen` (what
 * the instructor saw of the others' marks) with the new mark and a new key.
 */
export async function queuePresence(change: Omit<QueuedPresence, 'id' | 'key' | 'kind' | 'at'>): Promise<QueuedPresence> {
  const id = presenceId(change.crsId, change.insId);
  const earlier = (await queuedChanges()).find((queued): queued is QueuedPresence => queued.id === id);
  const queued: QueuedPresence = { ...change, kind: 'presence', id, key: newActionKey(), at: new Date().toISOString(), seen: earlier?.seen ?? change.seen };
  await set(id, queued, outbox());
  return queued;
}

/** Keeps an evaluation to send, with the key it was first tried with (if it was). */
export async function queueEvaluation(change: Omit<QueuedEvaluation, 'id' | 'kind' | 'at'>): Promise<QueuedEvaluation> {
  const queued: QueuedEvaluation = { ...change, kind: 'evaluation', id: `evaluation:${change.key}`, at: new Date().toISOString() };
  await set(queued.id, queued, outbox());
  return queued;
}

/**
 * Whether a failure means "try later" rather than an answer: no network, a failure of the server, a
 * limit (429), or a "not now" with `Retry-After` (the same request still running on the server).
 * A refusal (400, 409, 422) is an answer: the change is not sent again.
 */
export const unreachable = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.resultCode === 'NetworkError' ||
  error.resultCode === 'BadResponse' ||
  (error.status !== undefined && (error.status >= 500 || error.status === 429)) ||
  error.retryAfterSeconds !== undefined;

/**
 * What a failed send of a queued change comes to: stored after all (202, the read model late), to
 * send again later, or refused, for good, with the server's message.
 *
 * @example
 * sendFailure(change, new ApiError('Complet', 'InvalidModelState', 'Complet', {}, 409)); // { refused: { change, message: 'Complet', conflict: true } }
 */
export function sendFailure(change: QueuedChange, error: unknown): 'sent' | 'later' | { refused: RefusedChange } {
  if (error instanceof ApiError && error.resultCode === 'Pending') return 'sent';
  if (unreachable(error)) return 'later';
  const answered = error as ApiError;
  return { refused: { change, message: answered.serverMessage ?? null, conflict: answered.status === 409 } };
}

export interface FlushResult {
  sent: QueuedChange[];
  refused: RefusedChange[];
  /** Still waiting: the network failed again (or another user's). */
  left: number;
}

/**
 * Sends `by`'s changes in the order they were made, each with its key, and forgets each once the
 * server answered (done, or refused: the refusal is returned to show). Stops at the first that
 * cannot reach the server: the rest wait for the next try.
 */
export async function flushChanges(by: number): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [], left: 0 };
  const changes = await queuedChanges();
  let stopped = false;
  for (const change of changes) {
    if (stopped || change.by !== by) {
      result.left++;
      continue;
    }
    try {
      if (change.kind === 'presence') await markPresence(change.crsId, { insId: change.insId, present: change.present, seen: change.seen }, change.key);
      else await evaluate(change.crsId, change.input, change.key);
      result.sent.push(change);
    } catch (error) {
      const failure = sendFailure(change, error);
      if (failure === 'sent') result.sent.push(change);
      else if (failure === 'later') {
        stopped = true;
        result.left++;
        continue;
      } else {
        result.refused.push(failure.refused);
      }
    }
    await forget(change);
  }
  return result;
}

/** Drops a change once answered, unless the seat was marked again meanwhile (a new key under its id). */
function forget(change: QueuedChange): Promise<void> {
  return outbox()('readwrite', async (entriesStore) => {
    const current = (await promisifyRequest(entriesStore.get(change.id))) as QueuedChange | undefined;
    if (current?.key === change.key) await promisifyRequest(entriesStore.delete(change.id));
  });
}
