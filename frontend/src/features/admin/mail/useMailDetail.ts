import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { adopt, begin, follow, isDirty, isStale, type DraftConvert, type Editing } from '../kit/draft.ts';
import type { ClientErrors, FieldErrors } from '../kit/fieldErrors.ts';
import { useMailLive } from './useMailLive.ts';

export interface MailDetailConfig<View extends MailView, Input, Draft> {
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

/** A template or skin as the server answers it: `updatedAt` tells which of two versions is the later. */
interface MailView {
  id: number;
  updatedAt: string | null;
}

/** The later of the version loaded and the one a save answered (either may come first). */
const later = <View extends MailView>(loaded: View | undefined, answered: View | undefined) =>
  !loaded || !answered ? (loaded ?? answered) : (loaded.updatedAt ?? '') > (answered.updatedAt ?? '') ? loaded : answered;

/**
 * The draft the route's id has now: the stored one following the live version (catalogue/draft.ts),
 * or a fresh one once there is something to start from.
 */
function track<View extends MailView, Draft>(stored: Editing<View, Draft> | undefined, id: number, live: View | undefined, isNew: boolean, convert: DraftConvert<View, Draft>) {
  // The same save seen again with other facts around it (a skin's users): no other version.
  if (stored?.id === id && stored.base && live && live !== stored.base && live.updatedAt === stored.base.updatedAt && isDirty(stored)) return { ...stored, base: live };
  if (stored && (stored.id === id || stored.createdFrom === id)) return follow(stored, id, live, convert);
  return isNew || live ? begin(id, live, convert) : undefined;
}

/**
 * A template or skin on its screen: loaded, edited as a draft, checked, saved. The server's
 * refusals (a handlebars error, a variable the kind does not give) come back by field and are
 * shown there; `invalidShown` counts refused saves, for the form to focus the first wrong field.
 * Another administrator's save comes live: an untouched draft takes it, an edited one is `stale`
 * until its author loads the other version (or saves over it).
 */
export function useMailDetail<View extends MailView, Input, Draft>(config: MailDetailConfig<View, Input, Draft>) {
  const { id, toInput, validate, messages } = config;
  const intl = useIntl();
  const notify = useNotifier();
  const isNew = id <= 0 && config.blank !== undefined;
  // Without `blank`, a draft only ever starts from a loaded view (below), never from nothing.
  const convert: DraftConvert<View, Draft> = { fromView: config.fromView, blank: config.blank ?? (() => { throw new Error('nothing is created here'); }) };
  const loaded = useAsync(() => (isNew ? Promise.resolve(undefined) : config.load(id)), `mail:${id}`);
  const [stored, setEditing] = useState<Editing<View, Draft> | undefined>(undefined);
  /** What the last save or restore here answered, until the reload has it too. */
  const [answered, setAnswered] = useState<View | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [invalidShown, setInvalidShown] = useState(0);
  const action = useActionKey();
  const liveStatus = useMailLive(() => {
    if (!isNew) loaded.reload();
  });

  // A reload keeps the last data: only the route's own id counts.
  const loadedView = loaded.state.data?.id === id ? loaded.state.data : undefined;
  const live = later(loadedView, answered?.id === id ? answered : undefined);
  // Derived during render, not in an effect, so a form never shows a draft of another id or version.
  const current = track(stored, id, live, isNew, convert);
  if (current !== stored) setEditing(current);

  useEffect(() => {
    setSubmitted(false);
    setServerErrors({});
  }, [id]);

  /** Changes the draft from its latest state: an insertion made after other typing keeps that typing. */
  const update = useCallback((change: (draft: Draft) => Draft) => setEditing((previous) => previous && { ...previous, draft: change(previous.draft) }), []);
  const set = useCallback((patch: Partial<Draft>) => update((previous) => ({ ...previous, ...patch })), [update]);
  /** Takes a version the server answered (a save, a restore) as the new start of the draft. */
  const adoptView = (saved: View) => {
    setAnswered(saved);
    setEditing(adopt(id, saved, convert));
  };

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

  const failed = loaded.state.status === 'error' && !live;
  const notFound = failed && loaded.state.error instanceof ApiError && loaded.state.error.resultCode === 'FileNotFound';
  const status: MailDetailStatus = draft ? 'done' : notFound ? 'notFound' : failed ? 'error' : 'loading';

  return {
    status,
    isNew,
    /** The version saved, as the draft started from it. */
    view: current?.base,
    draft,
    dirty: current ? isDirty(current) : false,
    /** Another version was saved elsewhere over this draft's changes. */
    stale: current ? isStale(current, live) : false,
    loadTheirs: () => live && setEditing(begin(id, live, convert)),
    liveStatus,
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
