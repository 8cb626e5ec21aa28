import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { executeNewsletterAction, setSubscriberDisabled } from '../../../api/newsletter.ts';
import type { NewsletterAction, NewsletterSubscriber } from '../../../api/types.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useServerError } from '../../../lib/useServerError.ts';
import { mayValidate } from './newsletterListState.ts';

const NOTICE: Record<NewsletterAction, MessageId> = {
  validate: 'adminNewsletter.notify.validate',
  disable: 'adminNewsletter.notify.disable',
  delete: 'adminNewsletter.notify.delete',
};

const FAILURE: Record<NewsletterAction, MessageId> = {
  validate: 'adminNewsletter.error.validate',
  disable: 'adminNewsletter.error.disable',
  delete: 'adminNewsletter.error.delete',
};

interface ListHandle {
  replace: (subscriber: NewsletterSubscriber) => void;
  refresh: () => Promise<void>;
}

/**
 * What the back-office does to subscribers: an action on a selection (PUT /Newsletter/execute)
 * and the per-row switch between validated and disabled, each reported by a toast.
 */
export function useNewsletterActions({ replace, refresh }: ListHandle) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const [busy, setBusy] = useState(false);
  /** Rows whose switch is on its way to the server. */
  const [switching, setSwitching] = useState<ReadonlySet<number>>(new Set());

  /** True when the action was carried out (or stored, to show a moment later): the selection may be cleared. */
  const execute = useCallback(
    async (action: NewsletterAction, selection: readonly NewsletterSubscriber[]): Promise<boolean> => {
      const targets = action === 'validate' ? selection.filter(mayValidate) : selection;
      const skipped = selection.length - targets.length;
      if (skipped > 0) notify.info(intl.formatMessage({ id: 'adminNewsletter.notify.skipped' }, { count: skipped }));
      if (targets.length === 0) return true;
      setBusy(true);
      try {
        const result = await executeNewsletterAction(action, targets.map((row) => row.id));
        notify.success(intl.formatMessage({ id: NOTICE[action] }, { count: result.ids.length }));
        if (result.notFound.length > 0) notify.info(intl.formatMessage({ id: 'adminNewsletter.notify.notFound' }, { count: result.notFound.length }));
        await refresh();
        return true;
      } catch (error) {
        // Stored, the list a moment late: done, and the live room brings the rows.
        if (error instanceof ApiError && error.resultCode === 'Pending') {
          notify.info(error.message);
          return true;
        }
        notify.error(errorText(error, FAILURE[action]));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [intl, notify, errorText, refresh],
  );

  const setReceives = useCallback(
    async (subscriber: NewsletterSubscriber, receives: boolean) => {
      const mark = (on: boolean) =>
        setSwitching((ids) => {
          const next = new Set(ids);
          if (on) next.add(subscriber.id);
          else next.delete(subscriber.id);
          return next;
        });
      mark(true);
      try {
        replace(await setSubscriberDisabled(subscriber.id, !receives));
        const notice = receives ? 'adminNewsletter.notify.validated' : 'adminNewsletter.notify.disabled';
        notify.success(intl.formatMessage({ id: notice }, { email: subscriber.libelle }));
        await refresh();
      } catch (error) {
        if (error instanceof ApiError && error.resultCode === 'Pending') notify.info(error.message);
        else notify.error(errorText(error, 'adminNewsletter.error.save'));
      } finally {
        mark(false);
      }
    },
    [intl, notify, errorText, replace, refresh],
  );

  return { busy, switching, execute, setReceives };
}
