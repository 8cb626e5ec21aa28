import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LiveStatus } from '../../../api/live.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { flushChanges, queuedChanges, queueEvaluation, queuePresence, type QueuedChange, type QueuedEvaluation, type QueuedPresence, type RefusedChange } from './deckOutbox.ts';

/** While changes wait and the phone seems online, they are tried again this often (a line that answers nothing). */
const RETRY_MS = 10_000;

/** Whether the browser says it has a network, kept up to date. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export interface DeckOutbox {
  /**
   * Whether the server seems reachable: the browser says it has a network, the live connection is
   * not down, and the last change sent did not fail on the way (a phone often says "online" at a
   * pool where nothing answers).
   */
  online: boolean;
  /** The changes waiting on this phone (this user's and, rarely, another's left behind). */
  changes: readonly QueuedChange[];
  sending: boolean;
  /** What the server refused when it was sent: shown until dismissed. */
  refused: readonly RefusedChange[];
  /** Moves when changes went through (or on `refresh`): the screens read their data again. */
  version: number;
  pendingPresence(crsId: number, insId: number): QueuedPresence | undefined;
  pendingEvaluations(crsId: number, usrId: number): QueuedEvaluation[];
  /** Keeps a change on the phone; `failed`: it was just tried and did not reach the server. */
  queuePresence(change: Omit<QueuedPresence, 'id' | 'key' | 'kind' | 'at' | 'by'>, failed?: boolean): Promise<void>;
  queueEvaluation(change: Omit<QueuedEvaluation, 'id' | 'kind' | 'at' | 'by'>, failed?: boolean): Promise<void>;
  dismissRefused(): void;
  flush(): void;
  /** Moves `version`: the screens read their data again (the deck's worker keeps the answers). */
  refresh(): void;
}

/**
 * The deck's outbox for the signed-in instructor `by`: loaded from the phone when the deck opens,
 * sent when the network comes back (the browser's `online` event, or the live connection up again),
 * when the deck opens online, and every few seconds while some wait; what went through is
 * announced, what the server refused is kept to show. `live` is the deck's live connection.
 */
export function useDeckOutbox(by: number | undefined, live: LiveStatus, onSent: () => void): DeckOutbox {
  const intl = useIntl();
  const notify = useNotifier();
  const browserOnline = useOnline();
  // A change that failed on the way: the line is down until something gets through.
  const [cut, setCut] = useState(false);
  const online = browserOnline && live !== 'offline' && !cut;
  const [changes, setChanges] = useState<QueuedChange[]>([]);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<RefusedChange[]>([]);
  const [version, setVersion] = useState(0);
  const flushing = useRef<Promise<void> | null>(null);
  const latestOnSent = useRef(onSent);
  latestOnSent.current = onSent;

  const reread = useCallback(async () => {
    try {
      setChanges(await queuedChanges());
    } catch {
      // No IndexedDB (a private window on some browsers): nothing can wait; marks go straight out.
      setChanges([]);
    }
  }, []);

  const flush = useCallback(() => {
    if (by === undefined || flushing.current) return;
    flushing.current = (async () => {
      try {
        if ((await queuedChanges()).every((change) => change.by !== by)) return;
        setSending(true);
        const result = await flushChanges(by);
        setCut(result.left > 0 && result.sent.length === 0 && result.refused.length === 0);
        if (result.sent.length > 0) {
          notify.success(intl.formatMessage({ id: 'deck.outbox.sent' }, { count: result.sent.length }));
          setVersion((count) => count + 1);
          latestOnSent.current();
        }
        if (result.refused.length > 0) setRefused((previous) => [...previous, ...result.refused]);
      } catch {
        // The phone's storage failed: the changes stay where they are, tried again later.
      } finally {
        setSending(false);
        flushing.current = null;
        await reread();
      }
    })();
  }, [by, intl, notify, reread]);

  useEffect(() => {
    void reread().then(() => {
      if (navigator.onLine) flush();
    });
  }, [reread, flush]);

  // The network back (the browser says so, or the live connection is up again): what waits is sent.
  useEffect(() => {
    if (browserOnline) setCut(false);
  }, [browserOnline, live]);
  useEffect(() => {
    if (browserOnline && live === 'live') flush();
  }, [browserOnline, live, flush]);

  const mine = changes.filter((change) => change.by === by);
  useEffect(() => {
    if (!browserOnline || mine.length === 0) return;
    const timer = setInterval(flush, RETRY_MS);
    return () => clearInterval(timer);
  }, [browserOnline, mine.length, flush]);

  return {
    online,
    changes: mine,
    sending,
    refused,
    version,
    pendingPresence: (crsId, insId) => mine.find((change): change is QueuedPresence => change.kind === 'presence' && change.crsId === crsId && change.insId === insId),
    pendingEvaluations: (crsId, usrId) => mine.filter((change): change is QueuedEvaluation => change.kind === 'evaluation' && change.crsId === crsId && change.input.usrId === usrId),
    queuePresence: async (change, failed = false) => {
      if (by === undefined) return;
      if (failed) setCut(true);
      await queuePresence({ ...change, by });
      await reread();
    },
    queueEvaluation: async (change, failed = false) => {
      if (by === undefined) return;
      if (failed) setCut(true);
      await queueEvaluation({ ...change, by });
      await reread();
    },
    dismissRefused: () => setRefused([]),
    flush,
    refresh: () => setVersion((count) => count + 1),
  };
}

export const DeckOutboxContext = createContext<DeckOutbox | null>(null);

/** The deck's outbox, for the cards and panels under the deck's page (null elsewhere: online only). */
export function useDeckOutboxContext(): DeckOutbox | null {
  return useContext(DeckOutboxContext);
}
