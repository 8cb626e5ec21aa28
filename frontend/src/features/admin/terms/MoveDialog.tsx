import { Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EnrolmentView, TermSlotView } from '../../../api/adminTerms.ts';
import { dayOf, longDate } from '../../../lib/parisTime.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { comingWeeks } from './EnrolmentStatusTag.tsx';

interface MoveDialogProps {
  enrolment: EnrolmentView;
  /** The term's other slots. */
  slots: readonly TermSlotView[];
  slotName: (slot: TermSlotView) => string;
  busy: boolean;
  refusal: string | null;
  onClose: () => void;
  onMove: (target: TermSlotView, fromDate: string | null) => void;
}

/** Moves an enrolled child to another slot of the term from a lesson on: the paid lessons follow; a full slot is refused by the server. */
export function MoveDialog({ enrolment, slots, slotName, busy, refusal, onClose, onMove }: MoveDialogProps) {
  const intl = useIntl();
  const [target, setTarget] = useState<number | null>(null);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const chosen = slots.find((slot) => slot.tcsId === target) ?? null;
  const full = intl.formatMessage({ id: 'adminTerms.move.full' });

  return (
    <Dialog isOpen title={intl.formatMessage({ id: 'adminTerms.roster.moveOf' }, { name: enrolment.memberName })} icon="arrows-horizontal" onClose={busy ? undefined : onClose} className="plouf-term-move">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onMove(chosen, fromDate);
        }}
      >
        <DialogBody>
          {refusal && (
            <Callout intent="danger" icon="error" role="alert" className="plouf-term-refusal">
              {refusal}
            </Callout>
          )}
          <FormGroup label={intl.formatMessage({ id: 'adminTerms.move.target' })} labelFor="move-target">
            <HTMLSelect
              id="move-target"
              fill
              value={target ?? ''}
              onChange={(event) => setTarget(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
              options={[
                { value: '', label: intl.formatMessage({ id: 'adminTerms.move.choose' }) },
                ...slots.map((slot) => ({
                  value: slot.tcsId,
                  label: `${slotName(slot)} · ${slot.placesLeft === 0 ? full : intl.formatMessage({ id: 'adminTerms.slot.places' }, { booked: slot.enrolled, capacity: slot.capacity, left: slot.placesLeft })}`,
                })),
              ]}
            />
          </FormGroup>
          <FormGroup label={intl.formatMessage({ id: 'adminTerms.move.from' })} labelFor="move-from">
            <HTMLSelect
              id="move-from"
              fill
              value={fromDate ?? ''}
              onChange={(event) => setFromDate(event.currentTarget.value || null)}
              options={[{ value: '', label: intl.formatMessage({ id: 'adminTerms.enrol.fromNext' }) }, ...comingWeeks(enrolment, now).map((week) => ({ value: dayOf(week.date), label: longDate(dayOf(week.date), intl.locale) }))]}
            />
          </FormGroup>
          <Callout intent="primary" icon="info-sign" compact>
            <FormattedMessage id="adminTerms.move.help" />
          </Callout>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={busy} onClick={onClose}><FormattedMessage id="common.action.cancel" /></Button>
              <Button type="submit" intent="primary" icon="arrows-horizontal" loading={busy} disabled={!chosen}>
                <FormattedMessage id="adminTerms.move.submit" />
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
