import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/catalogues.ts';
import { useNotifier } from '../ui/Notifier.tsx';
import { useActionKey } from './useActionKey.ts';
import { useAsync } from './useAsync.ts';
import { useServerError } from './useServerError.ts';

export interface DocumentEditorOptions<View, Draft, Input, Problem> {
  /** What is edited (`levels:4`): read again when it changes, and part of the save's action key. */
  key: string;
  load: () => Promise<View>;
  toDraft: (view: View) => Draft;
  toInput: (draft: Draft) => Input;
  /** What stops a save (null: nothing), checked as the command side does. */
  check: (draft: Draft) => Problem | null;
  /** The problem in words, for the notifier. */
  problemText: (problem: Problem) => string;
  /** Saves the whole document with the action's key; answers it as saved. */
  send: (input: Input, idempotencyKey: string) => Promise<View>;
  messages: { loadError: MessageId; saved: MessageId; saveError: MessageId };
}

/**
 * A document the back-office edits whole (an activity's levels, the school's scale): read once,
 * edited as a draft, checked before it is sent, saved as one PUT with an idempotency key; every
 * outcome told through the notifier. The screen's own edits go through `setDraft`.
 */
export function useDocumentEditor<View, Draft, Input, Problem>(options: DocumentEditorOptions<View, Draft, Input, Problem>) {
  const { key, toDraft, toInput, check, problemText, send, messages } = options;
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const loaded = useAsync(options.load, key);
  const [view, setView] = useState<View | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loaded.state.status !== 'done') return;
    setView(loaded.state.data);
    setDraft(toDraft(loaded.state.data));
    setTried(false);
    // `toDraft` is the screen's pure function: the answer read says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded.state]);
  useEffect(() => {
    if (loaded.state.status === 'error') notify.error(errorText(loaded.state.error, messages.loadError));
  }, [loaded.state, notify, errorText, messages.loadError]);

  const problem = draft === null ? null : check(draft);
  const changed = view !== null && draft !== null && JSON.stringify(toInput(draft)) !== JSON.stringify(toInput(toDraft(view)));

  const save = async () => {
    if (draft === null) return;
    setTried(true);
    if (problem !== null) {
      notify.error(problemText(problem));
      return;
    }
    const input = toInput(draft);
    setBusy(true);
    try {
      const saved = await send(input, action.keyFor({ key, input }));
      action.done();
      setView(saved);
      setDraft(toDraft(saved));
      setTried(false);
      notify.success(intl.formatMessage({ id: messages.saved }));
    } catch (error) {
      notify.error(errorText(error, messages.saveError));
    } finally {
      setBusy(false);
    }
  };

  return {
    status: view ? ('done' as const) : loaded.state.status,
    draft,
    setDraft,
    changed,
    busy,
    /** Shown once saving was tried: the form marks what is missing. */
    tried,
    problem: tried ? problem : null,
    reload: loaded.reload,
    save,
    reset: () => {
      setTried(false);
      if (view) setDraft(toDraft(view));
    },
  };
}
