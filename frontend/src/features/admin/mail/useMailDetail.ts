import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { adopt, begin, isDirty, type DraftConvert, type Editing } from '../catalogue/draft.ts';
import type { ClientErrors, FieldErrors } from '../catalogue/fieldErrors.ts';

export interface MailDetailConfig<View extends { id: number }, Input, Draft> {
  /** From the route: ≤ 0 is a new one (spec §2), never loaded, for a resource that has `blank`. */
  id: number;
  fromView: (view: View) => Draft;
  /** A new one's draft; absent where nothing is created (a template per kind exists from the start). */
  blank?: () => Draft;
  load: (id: number) => Promise<View>;
  store: (id: number | undefined, input: Input, idempotencyKey: string) => Promise<View>;
  toInput: (draft: Draft) => Input;
  validate: (draft: Draft) => ClientErrors;
  messages: { saved: MessageId; saveError: MessageId };
}

export type MailDetailStatus = 'loading' | 'done' | 'notFound' | 'error';

/**
 * A template or skin on its screen: loaded, edited as a draft, checked, saved. The server's
 * refusals (a handlebars error, a variable the kind does not give) come back by field and are
 * shown there; `invalidShown` counts refused saves, for the form to focus the first wrong field.
 */
export function useMailDetail<View extends { id: number }, Input, Draft>(config: MailDetailConfig<View, Input, Draft>) {
  const { id, toInput, validate, messages } = config;
  const intl = useIntl();
  const notify = useNotifier();
  const isNew = id <= 0 && config.blank !== undefined;
  // Without `blank`, a draft only ever starts from a loaded view (below), never from nothing.
  const convert: DraftConvert<View, Draft> = { fromView: config.fromView, blank: config.blank ?? (() => { throw new Error('nothing is created here'); }) };
  const loaded = useAsync(() => (isNew ? Promise.resolve(undefined) : config.load(id)), `mail:${id}`);
  const [editing, setEditing] = useState<Editing<View, Draft> | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [invalidShown, setInvalidShown] = useState(0);
  const action = useActionKey();

  // A reload keeps the last data: only the route's own id counts.
  const view = loaded.state.data?.id === id ? loaded.state.data : undefined;
  const current = editing && (editing.id === id || editing.createdFrom === id) ? editing : undefined;
  // The first load, or a new route id, starts the draft; from then on the draft is the person's.
  if (!current && (isNew || view)) setEditing(begin(id, view, convert));

  useEffect(() => {
    setSubmitted(false);
    setServerErrors({});
  }, [id]);

  /** Changes the draft from its latest state: an insertion made after other typing keeps that typing. */
  const update = useCallback((change: (draft: Draft) => Draft) => setEditing((previous) => previous && { ...previous, draft: change(previous.draft) }), []);
  const set = useCallback((patch: Partial<Draft>) => update((previous) => ({ ...previous, ...patch })), [update]);
  /** Takes a version the server answered (a save, a restore) as the new start of the draft. */
  const adoptView = (saved: View) => setEditing(adopt(id, saved, convert));

  const word = (key: MessageId) => intl.formatMessage({ id: key });
  const draft = current?.draft;
  const clientErrors = submitted && draft ? validate(draft) : {};
  const worded = Object.fromEntries(Object.entries(clientErrors).flatMap(([field, key]) => (key ? [[field, word(key)]] : [])));
  const errors: FieldErrors = { ...serverErrors, ...worded };

  const save = async (): Promise<View | undefined> => {
    if (!draft) return undefined;
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(validate(draft)).length > 0) {
      notify.error(word('adminMail.form.invalid'));
      setInvalidShown((count) => count + 1);
      return undefined;
    }
    setSaving(true);
    try {
      const input = toInput(draft);
      const saved = await config.store(isNew ? undefined : id, input, action.keyFor({ id, input }));
      action.done();
      adoptView(saved);
      setSubmitted(false);
      notify.success(word(messages.saved));
      return saved;
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      setServerErrors(fieldErrors);
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : word(messages.saveError));
      setInvalidShown((count) => count + 1);
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  const failed = loaded.state.status === 'error' && !view;
  const notFound = failed && loaded.state.error instanceof ApiError && loaded.state.error.resultCode === 'FileNotFound';
  const status: MailDetailStatus = draft ? 'done' : notFound ? 'notFound' : failed ? 'error' : 'loading';

  return {
    status,
    isNew,
    /** The version saved, as the draft started from it. */
    view: current?.base,
    draft,
    dirty: current ? isDirty(current) : false,
    set,
    update,
    adoptView,
    errors,
    setServerErrors,
    saving,
    invalidShown,
    save,
    reload: loaded.reload,
  };
}
