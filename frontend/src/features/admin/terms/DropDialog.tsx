import { Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EnrolmentView } from '../../../api/adminTerms.ts';
import { dayOf, longDate } from '../../../lib/parisTime.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { comingWeeks } from './EnrolmentStatusTag.tsx';
import { shownName } from '../../../lib/erased.ts';

interface DropDialogProps {
  enrolment: EnrolmentView;
  busy: boolean;
  refusal: string | null;
  onClose: () => void;
  onDrop: (fromDate: string | null) => void;
}

/** Stops an enrolment from a lesson on (the next by default); a waiting child simply leaves the list. */
export function DropDialog({ enrolment, busy, refusal, onClose, onDrop }: DropDialogProps) {
  const intl = useIntl();
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const waiting = enrolment.status === 'waiting';

  return (
    <Dialog isOpen title={intl.formatMessage({ id: 'adminTerms.roster.dropOf' }, { name: shownName(enrolment.memberName, intl) })} icon="cross" onClose={busy ? undefined : onClose} className="plouf-term-drop">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onDrop(waiting ? null : fromDate);
        }}
      >
        <DialogBody>
          {refusal && (
            <Callout intent="danger" icon="error" role="alert" className="plouf-term-refusal">
              {refusal}
            </Callout>
          )}
          {!waiting && (
            <FormGroup label={intl.formatMessage({ id: 'adminTerms.drop.from' })} labelFor="drop-from">
              <HTMLSelect
                id="drop-from"
                fill
                value={fromDate ?? ''}
                onChange={(event) => setFromDate(event.currentTarget.value || null)}
                options={[{ value: '', label: intl.formatMessage({ id: 'adminTerms.enrol.fromNext' }) }, ...comingWeeks(enrolment, now).map((week) => ({ value: dayOf(week.date), label: longDate(dayOf(week.date), intl.locale) }))]}
              />
            </FormGroup>
          )}
          <Callout intent="warning" icon="info-sign" compact>
            <FormattedMessage id={waiting ? 'adminTerms.drop.leaveHelp' : 'adminTerms.drop.help'} />
          </Callout>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={busy} onClick={onClose}><FormattedMessage id="common.action.cancel" /></Button>
              <Button type="submit" intent="danger" icon="cross" loading={busy}>
                <FormattedMessage id="adminTerms.drop.submit" />
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
