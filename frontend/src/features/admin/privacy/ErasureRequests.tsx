import { Button, Card, HTMLTable, NonIdealState, NonIdealStateIconSize } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { listErasureRequests, PRIVACY_NOTICE, PRIVACY_ROOM, type ErasureRequestView } from '../../../api/privacy.ts';
import { parisDate } from '../../../lib/parisTime.ts';
import { useLiveRead } from '../../../lib/useLiveRead.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { ADMIN_BASE } from '../shell/sections.ts';
import { Blockers } from './Blockers.tsx';
import { ConfirmErasureDialog, RefuseErasureDialog } from './ErasureDialogs.tsx';
import { isMissingRoute, useErasureActions } from './useErasureActions.ts';

/**
 * The erasure requests waiting for the desk, oldest first (live): the family (to its page), when
 * and by whom, what stops it; "Confirmer l'effacement" (the name typed) and "Refuser" (a reason).
 */
export function ErasureRequests() {
  const requests = useLiveRead(listErasureRequests, 'admin:erasure-requests', PRIVACY_ROOM, (change) => change.readModel === PRIVACY_NOTICE);
  const actions = useErasureActions(requests.reload);
  const [open, setOpen] = useState<{ kind: 'confirm' | 'refuse'; request: ErasureRequestView } | null>(null);
  const { state } = requests;

  let body;
  if (state.status === 'loading' && !state.data) body = <Loading />;
  else if (state.status === 'error' && isMissingRoute(state.error)) body = <p className="plouf-muted"><FormattedMessage id="adminPrivacy.requests.unavailable" /></p>;
  else if (state.status === 'error')
    body = (
      <NonIdealState
        icon="error"
        iconSize={NonIdealStateIconSize.SMALL}
        title={<FormattedMessage id="adminPrivacy.requests.loadError" />}
        action={<Button icon="refresh" onClick={requests.reload}><FormattedMessage id="common.action.retry" /></Button>}
      />
    );
  else if ((state.data ?? []).length === 0) body = <p className="plouf-muted"><FormattedMessage id="adminPrivacy.requests.none" /></p>;
  else
    body = (
      <div className="plouf-table-wrap plouf-table-wrap--flat">
        <HTMLTable compact striped className="plouf-data-table plouf-privacy-table">
          <thead>
            <tr>
              <th><FormattedMessage id="adminPrivacy.requests.family" /></th>
              <th><FormattedMessage id="adminPrivacy.requests.date" /></th>
              <th><FormattedMessage id="adminPrivacy.requests.blockers" /></th>
              <th><FormattedMessage id="adminPrivacy.requests.actions" /></th>
            </tr>
          </thead>
          <tbody>
            {state.data!.map((request) => (
              <tr key={request.famId} data-fam-id={request.famId}>
                <td><Link to={`${ADMIN_BASE}/familles/${request.famId}`}>{request.famName}</Link></td>
                <td>
                  {request.requestedAt ? parisDate(request.requestedAt) : ''}
                  {request.via && (
                    <span className="plouf-muted plouf-small"> · <FormattedMessage id={request.via === 'desk' ? 'adminPrivacy.requests.viaDesk' : 'adminPrivacy.requests.viaFamily'} /></span>
                  )}
                </td>
                <td><Blockers blockers={request.blockers} /></td>
                <td className="plouf-privacy-actions">
                  <Button size="small" intent="danger" icon="trash" disabled={request.blockers.length > 0} onClick={() => setOpen({ kind: 'confirm', request })}>
                    <FormattedMessage id="adminPrivacy.confirm.action" />
                  </Button>
                  <Button size="small" icon="disable" onClick={() => setOpen({ kind: 'refuse', request })}>
                    <FormattedMessage id="adminPrivacy.refuse.action" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    );

  return (
    <Card elevation={1} className="plouf-form-card plouf-privacy-card">
      <h2 className="plouf-card-title"><FormattedMessage id="adminPrivacy.requests.title" /></h2>
      {body}
      {open?.kind === 'confirm' && (
        <ConfirmErasureDialog famName={open.request.famName} busy={actions.busy} onClose={() => setOpen(null)} onConfirm={(typed) => actions.confirm(open.request.famId, typed)} />
      )}
      {open?.kind === 'refuse' && (
        <RefuseErasureDialog famName={open.request.famName} busy={actions.busy} onClose={() => setOpen(null)} onRefuse={(reason) => actions.refuse(open.request.famId, reason)} />
      )}
    </Card>
  );
}
