import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { remove, save, type CatalogueResource } from '../../api/catalogue.ts';
import { forgetDeleted, rememberSaved, useCachedDetail } from '../../api/catalogueCache.ts';
import { ApiError } from '../../api/client.ts';
import type { MessageId } from '../../i18n/catalogues.ts';
import { useNotifier } from '../../ui/Notifier.tsx';

/** The Notifier texts of a kind of document (spec §8 default status texts). */
export interface EditorMessages {
  saved: MessageId;
  deleted: MessageId;
  saveError: MessageId;
  deleteError: MessageId;
  invalid: MessageId;
}

export interface ContentEditorConfig<View extends { id: number; updatedAt: string }, Input, Draft> {
  resource: CatalogueResource<View, Input>;
  room: string;
  /** The route's id; -1 (or any id below 1) for a new document (spec §2). */
  id: number;
  empty: () => Draft;
  toDraft: (view: View) => Draft;
  toInput: (draft: Draft) => Input;
  /** Client-side errors, keyed as the server keys them (`libelle`, `content.slug`…). */
  validate: (draft: Draft) => Partial<Record<string, MessageId>>;
  messages: EditorMessages;
  /** Where the list is, and where a document lives once created. */
  listPath: string;
  detailPath: (id: number) => string;
}

interface Edited<Draft> {
  forId: number;
  draft: Draft;
  /** The draft as last loaded or saved: what "unsaved changes" compares with. */
  base: Draft;
  /** The `updatedAt` the base was made from. */
  stamp: string | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A page or blog post being edited: loaded from the cache (and reloaded live), kept as a draft,
 * checked, saved (the cache learns the saved document), deleted. A change made elsewhere replaces
 * an untouched draft; over unsaved changes it is only announced (`changedElsewhere`).
 */
export function useContentEditor<View extends { id: number; updatedAt: string }, Input, Draft>(config: ContentEditorConfig<View, Input, Draft>) {
  const { resource, room, id, messages } = config;
  const intl = useIntl();
  const notify = useNotifier();
  const navigate = useNavigate();
  const detail = useCachedDetail(resource, id, room);
  const isNew = id <= 0;
  const [edited, setEdited] = useState<Edited<Draft> | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);

  const current = edited?.forId === id ? edited : null;
  const loaded = detail.data;
  if (!current && (isNew || loaded)) {
    const start = isNew || !loaded ? config.empty() : config.toDraft(loaded);
    setEdited({ forId: id, draft: start, base: start, stamp: loaded?.updatedAt });
  }
  const dirty = current !== null && !same(current.draft, current.base);
  if (current && loaded && loaded.updatedAt !== current.stamp && !dirty) {
    const fresh = config.toDraft(loaded);
    setEdited({ forId: id, draft: fresh, base: fresh, stamp: loaded.updatedAt });
  }
  const changedElsewhere = Boolean(current && loaded && loaded.updatedAt !== current.stamp && dirty);

  const update = (next: (draft: Draft) => Draft) =>
    setEdited((previous) => (previous && previous.forId === id ? { ...previous, draft: next(previous.draft) } : previous));

  const clientErrors = submitted && current ? config.validate(current.draft) : {};
  const errors: Record<string, string> = { ...serverErrors };
  for (const [field, messageId] of Object.entries(clientErrors)) if (messageId) errors[field] = intl.formatMessage({ id: messageId });

  const errorText = (error: unknown, fallback: MessageId) =>
    error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: fallback });

  const submit = async () => {
    if (!current) return;
    setSubmitted(true);
    if (Object.keys(config.validate(current.draft)).length > 0) {
      notify.error(intl.formatMessage({ id: messages.invalid }));
      return;
    }
    setBusy('saving');
    try {
      const saved = await save(resource, isNew ? undefined : id, config.toInput(current.draft));
      rememberSaved(resource, saved);
      const fresh = config.toDraft(saved);
      setEdited({ forId: saved.id, draft: fresh, base: fresh, stamp: saved.updatedAt });
      setServerErrors({});
      setSubmitted(false);
      notify.success(intl.formatMessage({ id: messages.saved }));
      if (isNew) navigate(config.detailPath(saved.id), { replace: true });
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.fieldErrors : {});
      notify.error(errorText(error, messages.saveError));
    } finally {
      setBusy(null);
    }
  };

  const destroy = async () => {
    if (isNew) return;
    setBusy('deleting');
    try {
      await remove(resource, id);
      forgetDeleted(resource, id);
      notify.success(intl.formatMessage({ id: messages.deleted }));
      navigate(config.listPath);
    } catch (error) {
      notify.error(errorText(error, messages.deleteError));
      setBusy(null);
    }
  };

  /** Drops the unsaved changes for what the server holds now. */
  const takeServerVersion = () => {
    if (!loaded) return;
    const fresh = config.toDraft(loaded);
    setEdited({ forId: id, draft: fresh, base: fresh, stamp: loaded.updatedAt });
  };

  const status: 'loading' | 'done' | 'notFound' | 'error' = isNew || current ? 'done' : detail.notFound ? 'notFound' : detail.status === 'error' ? 'error' : 'loading';

  return {
    status,
    isNew,
    view: loaded,
    draft: current?.draft,
    update,
    errors,
    dirty,
    changedElsewhere,
    saving: busy === 'saving',
    deleting: busy === 'deleting',
    submit,
    destroy,
    takeServerVersion,
    reload: () => void detail.reload(),
  };
}
