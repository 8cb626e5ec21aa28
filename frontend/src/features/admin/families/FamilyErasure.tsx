import { Button, Card, NonIdealState, NonIdealStateIconSize } from '@blueprintjs/core';
import { familyRoom } from '@plouf/command-api/read-models';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getErasure, PRIVACY_NOTICE } from '../../../api/privacy.ts';
import { parisDate } from '../../../lib/parisTime.ts';
import { useLiveRead } from '../../../lib/useLiveRead.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Blockers } from '../privacy/Blockers.tsx';
import { ConfirmErasureDialog, RefuseErasureDialog } from '../privacy/ErasureDialogs.tsx';
import { isMissingRoute, useErasureActions } from '../privacy/useErasureActions.ts';
import '../privacy/privacy.css';

/**
 * "Effacement des données" on the desk's family page: where the family's erasure stands (asked, by
 * whom; a request withdrawn and why; done), what stops it; ask on its behalf, refuse or withdraw,
 * confirm with its name typed. Live through the family's room.
 */
export function FamilyErasure({ famId, famName, onErased }: { famId: number; famName: string; onErased: () => void }) {
  const intl = useIntl();
  const erasure = useLiveRead(() => getErasure(famId), `admin:erasure:${famId}`, familyRoom(famId), (change) => change.readModel === PRIVACY_NOTICE);
  const actions = useErasureActions(erasure.reload);
  const [open, setOpen] = useState<'confirm' | 'refuse' | null>(null);
  const { state } = erasure;
  const view = state.data;

  let body;
  if (state.status === 'loading' && !view) body = <Loading />;
  else if (state.status === 'error' && isMissingRoute(state.error)) body = <p className="plouf-muted"><FormattedMessage id="adminPrivacy.family.unavailable" /></p>;
  else if (!view)
    body = (
      <NonIdealState
        icon="error"
        iconSize={NonIdealStateIconSize.SMALL}
        title={<FormattedMessage id="adminPrivacy.family.loadError" />}
        action={<Button icon="refresh" onClick={erasure.reload}><FormattedMessage id="common.action.retry" /></Button>}
      />
    );
  else {
    const via = intl.formatMessage({ id: view.via === 'desk' ? 'adminPrivacy.requests.viaDesk' : 'adminPrivacy.requests.viaFamily' });
    body = (
      <>
        {view.status === 'erased' && <p><FormattedMessage id="adminPrivacy.family.erased" values={{ date: view.erasedAt ? parisDate(view.erasedAt) : '' }} /></p>}
        {view.status === 'requested' && <p><FormattedMessage id="adminPrivacy.family.requested" values={{ date: view.requestedAt ? parisDate(view.requestedAt) : '', via }} /></p>}
        {view.status === 'none' && <p className="plouf-muted"><FormattedMessage id="adminPrivacy.family.none" /></p>}
        {view.status !== 'erased' && view.withdrawnAt && (
          <p className="plouf-muted plouf-small"><FormattedMessage id="adminPrivacy.family.withdrawn" values={{ date: parisDate(view.withdrawnAt), reason: view.withdrawnReason ?? '' }} /></p>
        )}
        {view.status !== 'erased' && view.blockers.length > 0 && (
          <div>
            <p className="plouf-small"><FormattedMessage id="adminPrivacy.family.blocked" /></p>
            <Blockers blockers={view.blockers} />
          </div>
        )}
        <div className="plouf-privacy-buttons">
          {view.status === 'none' && (
            <Button icon="trash" loading={actions.busy} onClick={() => void actions.request(famId)}><FormattedMessage id="adminPrivacy.family.request" /></Button>
          )}
          {view.status === 'requested' && (
            <>
              <Button icon="disable" onClick={() => setOpen('refuse')}><FormattedMessage id="adminPrivacy.family.withdraw" /></Button>
              <Button intent="danger" icon="trash" disabled={view.blockers.length > 0} onClick={() => setOpen('confirm')}><FormattedMessage id="adminPrivacy.confirm.action" /></Button>
            </>
          )}
        </div>
      </>
    );
  }

  return (
    <Card elevation={1} className="plouf-form-card plouf-privacy-card">
      <h2 className="plouf-card-title"><FormattedMessage id="adminPrivacy.family.title" /></h2>
      {body}
      {open === 'confirm' && (
        <ConfirmErasureDialog
          famName={famName}
          busy={actions.busy}
          onClose={() => setOpen(null)}
          onConfirm={async (typed) => {
            const done = await actions.confirm(famId, typed);
            if (done) onErased();
            return done;
          }}
        />
      )}
      {open === 'refuse' && <RefuseErasureDialog famName={famName} busy={actions.busy} onClose={() => setOpen(null)} onRefuse={(reason) => actions.refuse(famId, reason)} />}
    </Card>
  );
}
