import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { remove as removeEntity, save as saveEntity, type CatalogueResource } from '../../../api/catalogue.ts';
import { forgetDeleted, rememberSaved, useCachedDetail } from '../../../api/catalogueCache.ts';
import { ApiError } from '../../../api/client.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { featureMessage, type CatalogueFeature } from './catalogueFeature.ts';
import { adopt, begin, follow, isDirty, isStale, type DraftConvert } from './draft.ts';
import { placedErrors, type ClientErrors, type FieldErrors } from './fieldErrors.ts';

export interface DetailConfig<View extends { id: number }, Input, Draft> extends DraftConvert<View, Draft> {
  feature: CatalogueFeature;
  resource: CatalogueResource<View, Input>;
  room: string;
  /** The list page: where "back" and a delete lead; a saved new entity lives at `{listPath}/{id}`. */
  listPath: string;
  /** From the route, spec §2: -1 (or any id ≤ 0) is a new entity. */
  id: number;
  toInput: (draft: Draft) => Input;
  /** Client-side errors, keyed as the server keys them (`libelle`, `content.slug`…), spec §5 messages. */
  validate: (draft: Draft) => ClientErrors;
  /** Fields the form shows errors next to (a prefix covers `prefix.*`); the others are listed above the form. */
  placed: readonly string[];
}

export type DetailStatus = 'loading' | 'done' | 'notFound' | 'error';

/**
 * One entity of a back-office detail screen (pools, activities, passes, MNS, pages, blog posts):
 * loaded through the shared cache (reloaded live when another admin saves it), edited as a draft
 * (see draft.ts for how it follows the live version), checked, saved (POST for a new one, PUT
 * otherwise; a new one's address then takes its id) and deleted, every outcome told through the
 * notifier. `invalidShown` counts refused saves, for the frame to focus the first invalid field.
 */
export function useCatalogueDetail<View extends { id: number }, Input, Draft>(config: DetailConfig<View, Input, Draft>) {
  const { feature, resource, room, listPath, id, toInput, validate, placed } = config;
  const intl = useIntl();
  const notify = useNotifier();
  const navigate = useNavigate();
  const cached = useCachedDetail(resource, id, room);
  const live = cached.data;
  const convert: DraftConvert<View, Draft> = { fromView: config.fromView, blank: config.blank };
  const [stored, setEditing] = useState(() => begin(id, live, convert));
  // Derived during render, not in an effect, so a form never shows a draft of another id or version.
  const editing = follow(stored, id, live, convert);
  if (editing !== stored) setEditing(editing);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);
  const [invalidShown, setInvalidShown] = useState(0);
  const action = useActionKey();

  useEffect(() => {
    setSubmitted(false);
    setServerErrors({});
  }, [id]);

  const update = useCallback((change: (draft: Draft) => Draft) => setEditing((current) => ({ ...current, draft: change(current.draft) })), []);
  const set = useCallback((patch: Partial<Draft>) => update((draft) => ({ ...draft, ...patch })), [update]);

  const word = (key: MessageId) => intl.formatMessage({ id: key });
  const clientErrors = submitted ? validate(editing.draft) : {};
  const worded = Object.fromEntries(Object.entries(clientErrors).flatMap(([field, key]) => (key ? [[field, word(key)]] : [])));
  const errors: FieldErrors = { ...serverErrors, ...worded };
  const isNew = id <= 0;

  const save = async () => {
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(validate(editing.draft)).length > 0) {
      notify.error(word('adminCatalogue.form.invalid'));
      setInvalidShown((count) => count + 1);
      return;
    }
    setBusy('saving');
    try {
      const input = toInput(editing.draft);
      // The same draft sent again (a double click, a retry) is one save.
      const saved = await saveEntity(resource, isNew ? undefined : id, input, action.keyFor({ id, input }));
      action.done();
      setEditing(adopt(id, saved, convert));
      setSubmitted(false);
      rememberSaved(resource, saved);
      notify.success(word(featureMessage(feature, 'detail.saved')));
      if (isNew) navigate(`${listPath}/${saved.id}`, { replace: true });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      setServerErrors(fieldErrors);
      // Field errors are told next to their fields; the notice says what failed, in the spec's words.
      const serverMessage = error instanceof ApiError && Object.keys(fieldErrors).length === 0 ? error.serverMessage : undefined;
      notify.error(serverMessage ?? word(featureMessage(feature, 'error.save')));
      setInvalidShown((count) => count + 1);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (isNew) return;
    setBusy('deleting');
    try {
      await removeEntity(resource, id);
      forgetDeleted(resource, id);
      notify.success(word(featureMessage(feature, 'detail.deleted')));
      navigate(listPath);
    } catch (error) {
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : word(featureMessage(feature, 'error.delete')));
      setBusy(null);
    }
  };

  const status: DetailStatus = isNew ? 'done' : cached.notFound ? 'notFound' : live ? 'done' : cached.status === 'error' ? 'error' : 'loading';

  useEffect(() => {
    if (status === 'error') notify.error(intl.formatMessage({ id: featureMessage(feature, 'error.loadOne') }));
  }, [status, feature, intl, notify]);

  return {
    status,
    isNew,
    view: live,
    draft: editing.draft,
    dirty: isDirty(editing),
    stale: isStale(editing, live),
    set,
    update,
    /** Drops the unsaved changes for the version the server holds now. */
    loadTheirs: () => setEditing(begin(id, live, convert)),
    errors,
    otherErrors: placedErrors(serverErrors, placed).others,
    saving: busy === 'saving',
    deleting: busy === 'deleting',
    invalidShown,
    save,
    remove,
    reload: () => void cached.reload(),
  };
}

export type CatalogueDetail = ReturnType<typeof useCatalogueDetail>;
