import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { poolCutoffHours } from '@plouf/command-api/enrolment';
import { parisDay } from '@plouf/infra/days';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EnrolmentView } from '../../../api/terms.ts';
import { dayHeading, parisDateTime } from '../../../lib/parisTime.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { usePools } from '../../site/data/lists.ts';
import { dropPlan, weeksToGiveUp, type DropOutcome } from './dropPlan.ts';

const OUTCOME: Record<DropOutcome, MessageId> = { back: 'enrolments.drop.back', spent: 'enrolments.drop.spent', later: 'enrolments.drop.later' };

interface Props {
  enrolment: EnrolmentView;
  busy: boolean;
  onConfirm: (fromDay: string) => void;
  onClose: () => void;
}

/** Chooses the first week given up and shows, lesson by lesson, which entries come back to the card. */
export function DropDialog({ enrolment, busy, onConfirm, onClose }: Props) {
  const intl = useIntl();
  const pools = usePools();
  const hours = poolCutoffHours(pools.data?.find((pool) => pool.id === enrolment.piscine.id)?.configPiscine.delaiAnnulationH);
  const now = new Date();
  const days = [...new Set(weeksToGiveUp(enrolment.weeks, now).map((week) => parisDay(new Date(week.date))))];
  const [fromDay, setFromDay] = useState(days[0] ?? '');
  const plan = dropPlan(enrolment.weeks, fromDay, hours, now);
  const back = plan.filter((line) => line.outcome !== 'spent').length;

  return (
    <Dialog isOpen onClose={onClose} icon="log-out" title={intl.formatMessage({ id: 'enrolments.drop.title' }, { name: enrolment.memberName })} className="enrolment-drop">
      <DialogBody>
        <p><FormattedMessage id="enrolments.drop.intro" values={{ hours }} /></p>
        <FormGroup label={intl.formatMessage({ id: 'enrolments.drop.week' })} labelFor="enrolment-drop-from">
          <HTMLSelect id="enrolment-drop-from" value={fromDay} onChange={(event) => setFromDay(event.currentTarget.value)} fill>
            {days.map((day) => <option key={day} value={day}>{dayHeading(day, intl.locale, 'long')}</option>)}
          </HTMLSelect>
        </FormGroup>
        <ul className="enrolment-drop-plan">
          {plan.map((line) => (
            <li key={line.date} className={`enrolment-drop-${line.outcome}`}>
              <FormattedMessage id={OUTCOME[line.outcome]} values={{ date: parisDateTime(line.date) }} />
            </li>
          ))}
        </ul>
        <p><strong><FormattedMessage id="enrolments.drop.summary" values={{ back }} /></strong></p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}><FormattedMessage id="enrolments.drop.keep" /></Button>
            <Button intent="danger" icon="log-out" loading={busy} disabled={fromDay === ''} onClick={() => onConfirm(fromDay)}>
              <FormattedMessage id="enrolments.drop.confirm" />
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
