import { Button, Callout, DialogBody, DialogFooter, FormGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import type { CancelCompensation } from '../../../api/adminCourses.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface CancelCourseDialogProps {
  /** Members booked or waiting: they are all told. */
  people: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string, compensation: CancelCompensation) => Promise<boolean>;
}

/**
 * Cancelling asks why (the families read it) and how the members booked are made whole: the entry
 * back (as before issue 23, the default) or a make-up credit; everyone is told.
 */
export function CancelCourseDialog({ people, busy, onClose, onConfirm }: CancelCourseDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [compensation, setCompensation] = useState<CancelCompensation>('entry');
  const missing = tried && reason.trim() === '';
  const submit = async () => {
    setTried(true);
    if (reason.trim() === '') return;
    if (await onConfirm(reason.trim(), compensation)) onClose();
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
          <RadioGroup
            label={intl.formatMessage({ id: 'adminCourses.cancel.compensation' })}
            selectedValue={compensation}
            onChange={(event) => setCompensation(event.currentTarget.value === 'credit' ? 'credit' : 'entry')}
            className="plouf-course-cancel-compensation"
          >
            <Radio value="entry" label={intl.formatMessage({ id: 'adminCourses.cancel.entry' })} />
            <Radio value="credit" label={intl.formatMessage({ id: 'adminCourses.cancel.credit' })} />
          </RadioGroup>
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
