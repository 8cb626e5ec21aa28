import { Button, Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Cached } from '../../../api/catalogueCache.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Loading } from '../../../ui/Loading.tsx';

interface ListedProps<T, U> {
  list: Cached<T[]>;
  /** The part of the list this block shows (one section's activities…); the whole list by default. */
  select?: (items: T[]) => U[];
  /** Said instead when there is nothing to show. */
  emptyId?: MessageId;
  children: (items: U[]) => ReactNode;
}

/**
 * A list's part of a page: its content once loaded (kept while a live notice reloads it), the
 * spinner before, or a warning with a retry, the rest of the page staying usable.
 */
export function Listed<T, U = T>({ list, select, emptyId, children }: ListedProps<T, U>) {
  if (list.data) {
    const items = select ? select(list.data) : (list.data as unknown as U[]);
    if (items.length === 0 && emptyId) return <p className="plouf-muted"><FormattedMessage id={emptyId} /></p>;
    return <>{children(items)}</>;
  }
  if (list.status === 'loading') return <Loading />;
  return (
    <Callout intent="warning" icon="offline" className="site-list-error">
      <FormattedMessage id="site.status.listFailed" />{' '}
      <Button variant="minimal" size="small" icon="refresh" onClick={() => void list.reload()}>
        <FormattedMessage id="common.action.retry" />
      </Button>
    </Callout>
  );
}
