import { Button, Callout, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface CancelCourseDialogProps {
  /** Members booked or waiting: they are all told. */
  people: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<boolean>;
}

/** Cancelling asks why (the families read it) and says what follows: everyone told, entries back. */
export function CancelCourseDialog({ people, busy, onClose, onConfirm }: CancelCourseDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && reason.trim() === '';
  const submit = async () => {
    setTried(true);
    if (reason.trim() === '') return;
    if (await onConfirm(reason.trim())) onClose();
  };
  return (
    <Dialog isOpen title={intl.formatMessage({ id: 'adminCourses.cancel.title' })} icon="warning-sign" onClose={busy ? undefined : onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <Callout intent="warning" icon="envelope">
            <FormattedMessage id="adminCourses.cancel.help" values={{ count: people }} />
          </Callout>
          <FormGroup
            className="plouf-course-cancel-reason"
            label={intl.formatMessage({ id: 'adminCourses.cancel.reason' })}
            labelFor="cancel-reason"
            labelInfo="*"
            intent={missing ? 'danger' : 'none'}
            helperText={missing ? intl.formatMessage({ id: 'adminCourses.cancel.required' }) : undefined}
          >
            <TextArea id="cancel-reason" fill autoResize autoFocus maxLength={500} value={reason} intent={missing ? 'danger' : 'none'} onChange={(event) => setReason(event.currentTarget.value)} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={busy} onClick={onClose}><FormattedMessage id="adminCourses.cancel.keep" /></Button>
              <Button type="submit" intent="danger" loading={busy}><FormattedMessage id="adminCourses.cancel.confirm" /></Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
