import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedList, FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { getErasure, requestErasure, withdrawErasure, type ErasureView } from '../../../api/privacy.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useExportFormat } from './useExportFormat.ts';

/**
 * /profil: the family asks the school to erase its data (after a dialog that says what goes and what
 * the law makes the school keep), sees its request pending and may withdraw it. Where the server
 * has no erasure yet (404), it says so and offers nothing.
 */
export function ErasureRequest({ famId }: { famId: number }) {
  const intl = useIntl();
  const notify = useNotifier();
  const format = useExportFormat();
  const action = useActionKey();
  const { state, reload } = useAsync(() => getErasure(famId), `erasure:${famId}`);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<ErasureView | null>(null);
  const current = view ?? state.data;

  const act = async (send: (key: string) => Promise<ErasureView>, kind: 'ask' | 'withdraw', done: 'myData.erasure.sent' | 'myData.erasure.withdrawn') => {
    setBusy(true);
    try {
      const next = await send(action.keyFor({ kind, famId }));
      action.done();
      setView(next);
      setAsking(false);
      notify.success(intl.formatMessage({ id: done }));
      reload();
    } catch (error) {
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'myData.erasure.failed' }));
    } finally {
      setBusy(false);
    }
  };

  if (state.status === 'loading' && !current) return <Loading size={20} />;
  if (!current) return <p className="plouf-muted"><FormattedMessage id="myData.erasure.unavailable" /></p>;
  if (current.status === 'erased') return null;

  if (current.status === 'requested') {
    return (
      <Callout intent="warning" icon="time" className="my-data-erasure-status">
        <p><strong><FormattedMessage id="myData.erasure.requested" values={{ date: format.date(current.requestedAt) }} /></strong></p>
        <p><FormattedMessage id="myData.erasure.requestedHelp" /></p>
        {current.blockers.length > 0 && (
          <p>
            <FormattedMessage
              id="myData.erasure.blockers"
              values={{ text: <FormattedList type="conjunction" value={current.blockers.map((blocker) => intl.formatMessage({ id: `myData.erasureBlocker.${blocker.kind}` }, { count: blocker.count }))} /> }}
            />
          </p>
        )}
        <Button icon="undo" loading={busy} onClick={() => void act((key) => withdrawErasure(famId, '', key), 'withdraw', 'myData.erasure.withdrawn')}>
          <FormattedMessage id="myData.erasure.withdraw" />
        </Button>
      </Callout>
    );
  }

  return (
    <>
      <Button icon="trash" intent="danger" variant="outlined" onClick={() => setAsking(true)}>
        <FormattedMessage id="myData.erasure.ask" />
      </Button>
      <Dialog isOpen={asking} onClose={() => setAsking(false)} title={intl.formatMessage({ id: 'myData.erasure.dialogTitle' })} icon="trash" className="my-data-erasure-dialog">
        <DialogBody>
          <p><FormattedMessage id="myData.erasure.explainErased" /></p>
          <p><FormattedMessage id="myData.erasure.explainKept" /></p>
          <p><FormattedMessage id="myData.erasure.explainConfirm" /></p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={busy} onClick={() => setAsking(false)}><FormattedMessage id="myData.erasure.cancel" /></Button>
              <Button intent="danger" loading={busy} onClick={() => void act((key) => requestErasure(famId, key), 'ask', 'myData.erasure.sent')}>
                <FormattedMessage id="myData.erasure.confirm" />
              </Button>
            </>
          }
        />
      </Dialog>
    </>
  );
}
