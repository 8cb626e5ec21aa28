import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../../ui/Dialog.tsx';
import { TextAreaInput, TextInput } from '../kit/Field.tsx';

interface DialogProps {
  famName: string;
  busy: boolean;
  onClose: () => void;
}

/** "Confirmer l'effacement": what it does, and the family's name typed to confirm (compared as the server does, trimmed). */
export function ConfirmErasureDialog({ famName, busy, onClose, onConfirm }: DialogProps & { onConfirm: (typed: string) => Promise<boolean> }) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const matches = typed.trim() === famName.trim();
  const submit = async () => {
    setTried(true);
    if (matches && (await onConfirm(typed.trim()))) onClose();
  };
  return (
    <Dialog isOpen title={intl.formatMessage({ id: 'adminPrivacy.confirm.title' }, { name: famName })} icon="trash" className="plouf-card-dialog" onClose={busy ? undefined : onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <Callout intent="warning" icon="warning-sign" className="plouf-privacy-warning">
            <FormattedMessage id="adminPrivacy.confirm.warning" />
          </Callout>
          <TextInput
            id="erasure-name"
            labelId="adminPrivacy.confirm.typeName"
            required
            value={typed}
            onChange={setTyped}
            error={tried && !matches ? intl.formatMessage({ id: 'adminPrivacy.confirm.mismatch' }) : undefined}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={busy} onClick={onClose}><FormattedMessage id="common.action.cancel" /></Button>
              <Button type="submit" intent="danger" loading={busy}><FormattedMessage id="adminPrivacy.confirm.action" /></Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}

/** "Refuser": the reason the family reads. */
export function RefuseErasureDialog({ famName, busy, onClose, onRefuse }: DialogProps & { onRefuse: (reason: string) => Promise<boolean> }) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const submit = async () => {
    setTried(true);
    if (reason.trim() !== '' && (await onRefuse(reason.trim()))) onClose();
  };
  return (
    <Dialog isOpen title={intl.formatMessage({ id: 'adminPrivacy.refuse.title' }, { name: famName })} icon="disable" className="plouf-card-dialog" onClose={busy ? undefined : onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <TextAreaInput
            id="erasure-reason"
            labelId="adminPrivacy.refuse.reason"
            required
            value={reason}
            onChange={setReason}
            error={tried && reason.trim() === '' ? intl.formatMessage({ id: 'admin.validation.required' }) : undefined}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={busy} onClick={onClose}><FormattedMessage id="common.action.cancel" /></Button>
              <Button type="submit" intent="warning" loading={busy}><FormattedMessage id="adminPrivacy.refuse.action" /></Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
