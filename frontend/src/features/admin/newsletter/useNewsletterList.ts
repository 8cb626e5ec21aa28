import { ADMIN_ROOMS, NOTICES } from '@plouf/command-api/read-models';
import { filterNewsletter, newsletterMinDate } from '../../../api/newsletter.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { useLivePagedList } from '../../../lib/useLivePagedList.ts';
import { newsletterQuery, type NewsletterListState } from './newsletterListState.ts';

/**
 * One page of the subscribers of a period, searched and sorted on the server, kept up to date by
 * the `admin:newsletter` live room: a sign-up appears, a validation turns its tag.
 */
export function useNewsletterList(state: NewsletterListState, offset: number) {
  const search = useDebounced(state.search, 300);
  const list = useLivePagedList({
    query: newsletterQuery({ ...state, search }, search, offset),
    fetchPage: filterNewsletter,
    room: ADMIN_ROOMS.newsletter,
    readModel: NOTICES.newsletter,
    minDate: { load: newsletterMinDate, key: 'newsletter:min-date' },
    year: state.period.year,
    messages: { received: 'adminNewsletter.notify.received', load: 'adminNewsletter.error.load', minDate: 'adminNewsletter.error.minDate' },
    flashChanged: true,
  });
  return { ...list, subscribers: list.rows, active: list.page?.active ?? 0 };
}
