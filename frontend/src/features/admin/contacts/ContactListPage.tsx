import { Alert, Button, ButtonGroup, Callout } from '@blueprintjs/core';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from '../../../lib/persistedStore.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { MonthPicker } from '../../../ui/MonthPicker.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { CONTACT_PAGE_SIZE, contactListStore, type ContactListState } from './contactListState.ts';
import { ContactTable } from './ContactTable.tsx';
import { ContactToolbar } from './ContactToolbar.tsx';
import { useContactList } from './useContactList.ts';
import { useSelection } from '../../../lib/useSelection.ts';

export default function ContactListPage() {
  const intl = useIntl();
  usePageTitle('adminContacts.list.title');
  const [state, setState] = useStore(contactListStore);
  const [offset, setOffset] = useState(0);
  const list = useContactList(state, offset);
  const rows = list.contacts;
  // Rows deleted from the last page: show the page that now holds the last ones.
  useEffect(() => {
    if (list.status === 'done' && offset > 0 && offset >= list.total) setOffset(Math.max(0, Math.ceil(list.total / CONTACT_PAGE_SIZE) - 1) * CONTACT_PAGE_SIZE);
  }, [list.status, list.total, offset]);
  // Another month, search or order starts again from the first page.
  const change = (patch: Partial<ContactListState>) => {
    setOffset(0);
    setState(patch);
  };
  const selection = useSelection(rows.map((row) => row.id));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const currentYear = new Date().getFullYear();

  const run = async (action: 'markRead' | 'markUnread' | 'delete') => {
    if (await list.execute(action, selection.ids)) selection.clear();
  };

  return (
    <section className="plouf-page plouf-page--flush">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminContacts.list.title" /></h1>
        {list.status === 'done' && (
          <span className="plouf-muted">
            <FormattedMessage id="adminContacts.list.count" values={{ count: list.total, unread: list.unread }} />
          </span>
        )}
      </div>
      <MonthPicker
        minYear={Math.min(list.minYear, state.period.year)}
        maxYear={Math.max(currentYear, state.period.year)}
        value={state.period}
        onChange={(period) => change({ period })}
      />
      <ContactToolbar state={state} onChange={change} liveStatus={list.liveStatus} onRefresh={list.reload} />
      {selection.ids.length > 0 && (
        <Callout intent="primary" icon="selection" className="plouf-bulkbar">
          <span><FormattedMessage id="adminContacts.list.selected" values={{ count: selection.ids.length }} /></span>
          <ButtonGroup className="plouf-bulkbar-actions">
            <Button icon="eye-open" disabled={list.busy} onClick={() => void run('markRead')}>
              <FormattedMessage id="adminContacts.action.markRead" />
            </Button>
            <Button icon="eye-off" disabled={list.busy} onClick={() => void run('markUnread')}>
              <FormattedMessage id="adminContacts.action.markUnread" />
            </Button>
            <Button icon="trash" intent="danger" disabled={list.busy} onClick={() => setConfirmDelete(true)}>
              <FormattedMessage id="adminContacts.action.delete" />
            </Button>
          </ButtonGroup>
        </Callout>
      )}
      {list.status === 'loading' && <Loading />}
      {list.status === 'error' && (
        <EmptyState
          icon="error"
          title={<FormattedMessage id="adminContacts.error.load" />}
          action={<Button icon="refresh" onClick={list.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {list.status === 'done' && rows.length === 0 && (
        <EmptyState
          icon="inbox"
          title={<FormattedMessage id={state.search.trim() ? 'adminContacts.empty.search' : 'adminContacts.empty.period'} />}
        />
      )}
      {list.status === 'done' && rows.length > 0 && (
        <ContactTable
          contacts={rows}
          selected={selection.selected}
          highlighted={list.highlighted}
          onToggle={selection.toggle}
          onToggleAll={selection.toggleAll}
        />
      )}
      {list.status === 'done' && <Pager offset={offset} limit={CONTACT_PAGE_SIZE} total={list.total} onChange={setOffset} />}
      <Alert
        isOpen={confirmDelete}
        intent="danger"
        icon="trash"
        confirmButtonText={intl.formatMessage({ id: 'adminContacts.action.delete' })}
        cancelButtonText={intl.formatMessage({ id: 'common.action.cancel' })}
        onConfirm={() => void run('delete')}
        onClose={() => setConfirmDelete(false)}
        canEscapeKeyCancel
      >
        <p><FormattedMessage id="adminContacts.confirm.delete" values={{ count: selection.ids.length }} /></p>
      </Alert>
    </section>
  );
}
