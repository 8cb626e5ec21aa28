import { parisDay } from '@plouf/infra/days';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { liftClosure, listClosures, type ClosureView } from '../../../api/school.ts';
import { newActionKey } from '../../../api/client.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { dayHeading } from '../../../lib/parisTime.ts';

/** Whether a closure still stands: not lifted, and its last day today or later (Paris). */
export const standing = (closure: Pick<ClosureView, 'lifted' | 'to'>, today = parisDay(new Date())) => !closure.lifted && closure.to >= today;

/** A closure's days in words: `le lundi 21 décembre`, `du lundi 21 décembre au dimanche 3 janvier`. */
export function useClosureDays() {
  const intl = useIntl();
  return (closure: Pick<ClosureView, 'from' | 'to'>) =>
    closure.from === closure.to
      ? intl.formatMessage({ id: 'adminSchool.closure.oneDay' }, { date: dayHeading(closure.from, intl.locale, 'long') })
      : intl.formatMessage({ id: 'adminSchool.closure.days' }, { from: dayHeading(closure.from, intl.locale, 'long'), to: dayHeading(closure.to, intl.locale, 'long') });
}

/**
 * Every closure (the desk's list, past and lifted ones too), read again after the desk declares or
 * lifts one; lifting one here.
 */
export function useClosures() {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const list = useAsync(() => listClosures({ all: true }), 'admin:closures');
  const [lifting, setLifting] = useState<number | null>(null);
  useEffect(() => {
    if (list.state.status === 'error') notify.error(errorText(list.state.error, 'adminSchool.closures.loadError'));
  }, [list.state, notify, errorText]);

  return {
    closures: list.state.data,
    status: list.state.status,
    reload: list.reload,
    lifting,
    async lift(closure: ClosureView): Promise<void> {
      setLifting(closure.id);
      try {
        await liftClosure(closure.id, newActionKey());
        notify.success(intl.formatMessage({ id: 'adminSchool.closure.liftDone' }));
      } catch (error) {
        // Stored, the list a moment late: it is read again below all the same.
        if (error instanceof ApiError && error.resultCode === 'Pending') notify.info(error.message);
        else notify.error(errorText(error, 'adminSchool.closure.saveError'));
      } finally {
        setLifting(null);
        list.reload();
      }
    },
  };
}
