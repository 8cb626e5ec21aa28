import { AnchorButton, Button, NonIdealState } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { newsletterExportUrl } from '../../../api/newsletter.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import type { NewsletterAction } from '../../../api/types.ts';
import { useStore } from '../../../lib/persistedStore.ts';
import { useSelection } from '../../../lib/useSelection.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { MonthPicker } from '../../../ui/MonthPicker.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { mayValidate, NEWSLETTER_PAGE_SIZE, newsletterListStore, type NewsletterListState } from './newsletterListState.ts';
import { MessageComposer } from '../messages/MessageComposer.tsx';
import { SentMessages } from '../messages/SentMessages.tsx';
import { NewsletterBulkBar } from './NewsletterBulkBar.tsx';
import { NewsletterTable } from './NewsletterTable.tsx';
import { NewsletterToolbar } from './NewsletterToolbar.tsx';
import { useNewsletterActions } from './useNewsletterActions.ts';
import { useNewsletterList } from './useNewsletterList.ts';
import './newsletter.css';

/** /profil/administration/newsletters: the sign-ups of a month (or a year), live, with their export. */
export default function NewsletterListPage() {
  const { locale } = useLocale();
  usePageTitle('adminNewsletter.list.title');
  const [state, setState] = useStore(newsletterListStore);
  const [offset, setOffset] = useState(0);
  const list = useNewsletterList(state, offset);
  const actions = useNewsletterActions(list);
  const rows = list.subscribers;
  const selection = useSelection(rows.map((row) => row.id));
  const chosen = rows.filter((row) => selection.selected.has(row.id));
  const currentYear = new Date().getFullYear();
  // Rows deleted from the last page: show the page that now holds the last ones.
  useEffect(() => {
    if (list.status === 'done' && offset > 0 && offset >= list.total) setOffset(Math.max(0, Math.ceil(list.total / NEWSLETTER_PAGE_SIZE) - 1) * NEWSLETTER_PAGE_SIZE);
  }, [list.status, list.total, offset]);
  // Another month, search or order starts again from the first page.
  const change = (patch: Partial<NewsletterListState>) => {
    setOffset(0);
    setState(patch);
  };
  const [writing, setWriting] = useState(false);
  const run = async (action: NewsletterAction) => {
    if (await actions.execute(action, chosen)) selection.clear();
  };

  return (
    <section className="plouf-page plouf-page--flush">
      <div className="plouf-page-head plouf-newsletter-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminNewsletter.list.title" /></h1>
        {list.status === 'done' && (
          <span className="plouf-muted">
            <FormattedMessage id="adminNewsletter.list.count" values={{ count: list.total }} />
            {' · '}
            <FormattedMessage id="adminNewsletter.list.active" values={{ count: list.active }} />
          </span>
        )}
        {/* A plain link: the browser downloads it under the server's file name, with the session cookie. */}
        <div className="plouf-newsletter-export">
          <Button intent="primary" icon="envelope" onClick={() => setWriting(true)}>
            <FormattedMessage id="adminMessages.action.newsletter" />
          </Button>{' '}
          <AnchorButton icon="download" href={newsletterExportUrl(locale)} download>
            <FormattedMessage id="adminNewsletter.list.export" />
          </AnchorButton>
        </div>
      </div>
      <MonthPicker
        minYear={Math.min(list.minYear, state.period.year)}
        maxYear={Math.max(currentYear, state.period.year)}
        value={state.period}
        onChange={(period) => change({ period })}
      />
      <NewsletterToolbar state={state} onChange={change} liveStatus={list.liveStatus} onRefresh={list.reload} />
      {chosen.length > 0 && <NewsletterBulkBar count={chosen.length} busy={actions.busy} canValidate={chosen.some(mayValidate)} onRun={(action) => void run(action)} />}
      {list.status === 'loading' && <Loading />}
      {list.status === 'error' && (
        <NonIdealState
          icon="error"
          title={<FormattedMessage id="adminNewsletter.error.load" />}
          action={<Button icon="refresh" onClick={list.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {list.status === 'done' && rows.length === 0 && (
        <NonIdealState icon="feed" title={<FormattedMessage id={state.search.trim() ? 'adminNewsletter.empty.search' : 'adminNewsletter.empty.period'} />} />
      )}
      {list.status === 'done' && rows.length > 0 && (
        <NewsletterTable
          subscribers={rows}
          selected={selection.selected}
          highlighted={list.highlighted}
          switching={actions.switching}
          onToggle={selection.toggle}
          onToggleAll={selection.toggleAll}
          onReceives={(subscriber, receives) => void actions.setReceives(subscriber, receives)}
        />
      )}
      {list.status === 'done' && <Pager offset={offset} limit={NEWSLETTER_PAGE_SIZE} total={list.total} onChange={setOffset} />}
      <SentMessages filter={{ kind: 'newsletter' }} />
      <MessageComposer
        isOpen={writing}
        onClose={() => setWriting(false)}
        audience={{ kind: 'newsletter' }}
        to={<FormattedMessage id="adminMessages.to.newsletter" values={{ count: 0 }} />}
      />
    </section>
  );
}
