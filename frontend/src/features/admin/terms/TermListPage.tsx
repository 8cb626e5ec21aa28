import { Button, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkRow, RowLink } from '../../../ui/LinkRow.tsx';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { usePoolChoices } from '../catalogue/useChoices.ts';
import { PhaseTag } from './PhaseTag.tsx';
import { TERMS_PATH } from './paths.ts';
import { TermDialog } from './TermDialog.tsx';
import { useTermText } from './termText.ts';
import { useTermList } from './useTermList.ts';
import './terms.css';

/** /profil/administration/trimestres: the terms, when each opens and how full it is, live; a new one. */
export default function TermListPage() {
  usePageTitle('adminTerms.list.title');
  const intl = useIntl();
  const text = useTermText();
  const list = useTermList();
  const pools = usePoolChoices();
  const poolName = (psnId: number | null) => (psnId === null ? intl.formatMessage({ id: 'adminTerms.term.allPools' }) : (pools.options.find((pool) => pool.id === psnId)?.label ?? `#${psnId}`));
  const [creating, setCreating] = useState(false);
  const terms = list.terms ?? [];

  return (
    <section className="plouf-page plouf-page--flush plouf-terms">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminTerms.list.title" /></h1>
        {list.terms && <span className="plouf-muted"><FormattedMessage id="adminTerms.list.count" values={{ count: terms.length }} /></span>}
        <div className="plouf-term-actions">
          <LiveTag status={list.liveStatus} />
          <Button icon="add" intent="primary" onClick={() => setCreating(true)} text={intl.formatMessage({ id: 'adminTerms.list.new' })} />
        </div>
      </div>
      {list.status === 'loading' && !list.terms && <Loading />}
      {list.status === 'error' && !list.terms && (
        <NonIdealState icon="error" title={<FormattedMessage id="adminTerms.error.load" />} action={<Button icon="refresh" onClick={list.reload}><FormattedMessage id="common.action.retry" /></Button>} />
      )}
      {list.terms && terms.length === 0 && (
        <NonIdealState
          icon="calendar"
          // An h2 under the page's h1 (Blueprint's own title is an h4: a skipped level).
          description={
            <div>
              <h2 className="bp6-heading plouf-empty-title"><FormattedMessage id="adminTerms.list.empty" /></h2>
              <FormattedMessage id="adminTerms.list.emptyBody" />
            </div>
          }
        />
      )}
      {terms.length > 0 && (
        <div className="plouf-table-wrap">
          <HTMLTable compact striped interactive className="plouf-data-table plouf-term-table">
            <thead>
              <tr>
                <th><FormattedMessage id="adminTerms.column.name" /></th>
                <th><FormattedMessage id="adminTerms.column.pool" /></th>
                <th><FormattedMessage id="adminTerms.column.opening" /></th>
                <th><FormattedMessage id="adminTerms.column.phase" /></th>
                <th><FormattedMessage id="adminTerms.column.children" /></th>
              </tr>
            </thead>
            <tbody>
              {terms.map((term) => {
                const to = `${TERMS_PATH}/${term.id}`;
                return (
                  <LinkRow key={term.id} to={to} data-term-id={term.id}>
                    <td>
                      <RowLink to={to}>{text.name(term)}</RowLink>
                      <div className="plouf-muted">{text.days(term)}</div>
                    </td>
                    <td>{poolName(term.psnId)}</td>
                    <td className="plouf-term-moments">
                      <div>{term.priorityOpensAt ? <FormattedMessage id="adminTerms.term.priorityAt" values={{ date: text.moment(term.priorityOpensAt) }} /> : <span className="plouf-muted"><FormattedMessage id="adminTerms.term.noPriority" /></span>}</div>
                      <div><FormattedMessage id="adminTerms.term.publicAt" values={{ date: text.moment(term.opensAt) }} /></div>
                    </td>
                    <td><PhaseTag phase={term.phase} /></td>
                    <td className="plouf-nowrap"><FormattedMessage id="adminTerms.term.children" values={{ booked: term.enrolled, waiting: term.waiting }} /></td>
                  </LinkRow>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {creating && <TermDialog term={null} onClose={() => setCreating(false)} onSaved={() => {
            setCreating(false);
            list.reload();
          }} />}
    </section>
  );
}
