import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getCare, saveCare } from '../../../api/users.ts';
import { parisDate } from '../../../lib/parisTime.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { CareFields } from './CareFields.tsx';
import { careChanged, careDraft, careInput, type CareDraft } from './careForm.ts';
import './care.css';

interface CareDialogProps {
  usrId: number;
  /** The member's name, as the family knows them. */
  name: string;
  onClose: () => void;
}

/**
 * "Santé et urgence" of one member: read when opened (GET /User/{id}/sante), the whole record
 * saved (PUT). The family's /profil and the desk's family page open it; the instructor of the
 * member's lessons reads it on the roster.
 */
export function CareDialog({ usrId, name, onClose }: CareDialogProps) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const care = useAsync(() => getCare(usrId), `care:${usrId}`);
  const { state } = care;
  const [draft, setDraft] = useState<CareDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (state.status === 'done') setDraft(careDraft(state.data));
  }, [state]);

  const save = async () => {
    if (!draft || state.status !== 'done') return;
    if (!careChanged(state.data, draft)) return onClose();
    const input = careInput(draft);
    setBusy(true);
    setFailure(null);
    try {
      await saveCare(usrId, input, action.keyFor(input));
      action.done();
      notify.success(intl.formatMessage({ id: 'care.dialog.saved' }, { name }));
      onClose();
    } catch (error) {
      setFailure(errorText(error, 'care.dialog.saveError'));
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen title={intl.formatMessage({ id: 'care.dialog.title' }, { name })} icon="heart" onClose={busy ? undefined : onClose} className="plouf-care-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <DialogBody>
          <p className="plouf-muted"><FormattedMessage id="care.dialog.intro" values={{ name }} /></p>
          {state.status === 'error' && (
            <Callout intent="danger" icon="error" role="alert">
              <p>{errorText(state.error, 'care.dialog.loadError')}</p>
              <Button icon="refresh" onClick={care.reload}><FormattedMessage id="common.action.retry" /></Button>
            </Callout>
          )}
          {state.status === 'loading' && <Loading />}
          {failure && <Callout intent="danger" icon="error" role="alert" className="plouf-gap">{failure}</Callout>}
          {state.status === 'done' && draft && (
            <>
              <CareFields idPrefix={`care-${usrId}`} draft={draft} disabled={busy} onChange={(patch) => setDraft((previous) => previous && { ...previous, ...patch })} />
              <p className="plouf-muted plouf-small">
                {state.data.updatedAt ? <FormattedMessage id="care.dialog.updated" values={{ date: parisDate(state.data.updatedAt) }} /> : <FormattedMessage id="care.dialog.never" />}
              </p>
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={busy} onClick={onClose}><FormattedMessage id="common.action.cancel" /></Button>
              <Button type="submit" intent="primary" icon="floppy-disk" loading={busy} disabled={state.status !== 'done'}><FormattedMessage id="common.action.save" /></Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
