import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LessonView } from '../../../api/familyTerm.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { parisDateTime, parisShortDate, parisTime } from '../../../lib/parisTime.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { absenceOutcome, type AbsenceOutcome } from './lessonRules.ts';

const OUTCOME: Record<AbsenceOutcome, MessageId> = {
  entry: 'bookings.absence.entry',
  credit: 'bookings.absence.credit',
  creditBack: 'bookings.absence.creditBack',
  nothing: 'bookings.absence.nothing',
};

interface Props {
  lesson: LessonView;
  /** The card that paid for it, when the family still lists it (a subscription's week becomes a credit). */
  card: { fftIsAbo: boolean } | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Declares a member absent from a coming lesson, saying first exactly what comes back: before the
 * cut-off the entry, a credit for a subscription's week, a make-up's credit; after it, nothing.
 */
export function AbsenceDialog({ lesson, card, busy, onConfirm, onClose }: Props) {
  const intl = useIntl();
  const outcome = absenceOutcome(lesson, card, new Date());
  const values = { name: lesson.memberName, date: parisShortDate(lesson.cutoffAt), time: parisTime(lesson.cutoffAt) };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      icon="person"
      title={intl.formatMessage({ id: 'bookings.absence.title' }, { name: lesson.memberName, date: parisDateTime(lesson.crsDatdebut) })}
      className="bookings-absence-dialog"
    >
      <DialogBody>
        <p><FormattedMessage id="bookings.absence.freed" /></p>
        <Callout intent={outcome === 'nothing' ? 'warning' : 'success'} icon={outcome === 'nothing' ? 'time' : 'tick-circle'} className="bookings-absence-outcome" data-outcome={outcome}>
          <FormattedMessage id={OUTCOME[outcome]} values={values} />
        </Callout>
        {typeof lesson.enrId === 'number' && <p className="plouf-muted"><FormattedMessage id="bookings.absence.term" /></p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}><FormattedMessage id="bookings.absence.keep" /></Button>
            <Button intent="warning" icon="person" loading={busy} onClick={onConfirm}>
              <FormattedMessage id="bookings.absence.confirm" />
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
