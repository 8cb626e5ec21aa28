import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { remove as removeEntity, save as saveEntity, type CatalogueResource } from '../../../api/catalogue.ts';
import { forgetDeleted, rememberSaved, useCachedDetail } from '../../../api/catalogueCache.ts';
import { ApiError } from '../../../api/client.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { featureMessage, type CatalogueFeature } from './catalogueFeature.ts';
import { placedErrors, type ClientErrors, type FieldErrors } from './fieldErrors.ts';
import { useDraft, useFocusFirstInvalid } from './useDraft.ts';

export interface DetailConfig<View extends { id: number }, Input, Draft> {
  feature: CatalogueFeature;
  resource: CatalogueResource<View, Input>;
  room: string;
  /** The list page: where "back" and a delete lead. */
  listPath: string;
  /** From the route, spec §2: -1 (or any id ≤ 0) is a new entity. */
  id: number;
  blank: () => Draft;
  fromView: (view: View) => Draft;
  toInput: (draft: Draft) => Input;
  /** Client-side errors by field (spec §5 administration messages). */
  validate: (draft: Draft) => ClientErrors;
  /** Fields the form shows errors next to (a prefix covers `prefix.*`); the others are listed above the form. */
  placed: readonly string[];
}

export type DetailStatus = 'loading' | 'done' | 'notFound' | 'error';

/**
 * One catalogue entity in the back-office: loaded through the shared cache (reloaded live when
 * another admin saves it), edited as a draft, validated, saved (POST for a new one, PUT
 * otherwise) and deleted, every outcome told through the notifier.
 */
export function useCatalogueDetail<View extends { id: number }, Input, Draft>(config: DetailConfig<View, Input, Draft>) {
  const { feature, resource, room, listPath, id, blank, fromView, toInput, validate, placed } = config;
  const intl = useIntl();
  const notify = useNotifier();
  const navigate = useNavigate();
  const cached = useCachedDetail(resource, id, room);
  const view = cached.data;
  const edited = useDraft(id, view, fromView, blank);
  const focusFirstInvalid = useFocusFirstInvalid();
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);

  useEffect(() => {
    setSubmitted(false);
    setServerErrors({});
  }, [id]);

  const word = (key: MessageId) => intl.formatMessage({ id: key });
  const clientErrors = submitted ? validate(edited.draft) : {};
  const worded = Object.fromEntries(Object.entries(clientErrors).flatMap(([field, key]) => (key ? [[field, word(key)]] : [])));
  const errors: FieldErrors = { ...serverErrors, ...worded };

  const save = async () => {
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(validate(edited.draft)).length > 0) {
      notify.error(word('adminCatalogue.form.invalid'));
      focusFirstInvalid();
      return;
    }
    setBusy('saving');
    try {
      const saved = await saveEntity(resource, id, toInput(edited.draft));
      edited.adopt(saved);
      setSubmitted(false);
      rememberSaved(resource, saved);
      notify.success(word(featureMessage(feature, 'detail.saved')));
      if (saved.id !== id) navigate(`${listPath}/${saved.id}`, { replace: true });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      setServerErrors(fieldErrors);
      // Field errors are told next to their fields; the notice says what failed, in the spec's words.
      const serverMessage = error instanceof ApiError && Object.keys(fieldErrors).length === 0 ? error.serverMessage : undefined;
      notify.error(serverMessage ?? word(featureMessage(feature, 'error.save')));
      focusFirstInvalid();
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
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

  const isNew = id <= 0;
  const status: DetailStatus = isNew ? 'done' : cached.notFound ? 'notFound' : view ? 'done' : cached.status === 'error' ? 'error' : 'loading';

  useEffect(() => {
    if (status === 'error') notify.error(intl.formatMessage({ id: featureMessage(feature, 'error.loadOne') }));
  }, [status, feature, intl, notify]);

  return {
    status,
    isNew,
    view,
    draft: edited.draft,
    touched: edited.touched,
    stale: edited.stale,
    set: edited.set,
    update: edited.update,
    discard: edited.discard,
    errors,
    otherErrors: placedErrors(serverErrors, placed).others,
    saving: busy === 'saving',
    deleting: busy === 'deleting',
    save,
    remove,
    reload: () => void cached.reload(),
  };
}
