import { Button, DialogBody, DialogFooter, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CreditGiveInput } from '../../../api/school.ts';
import type { FamilyMember } from '../../../api/types.ts';
import { fullName } from '../../../lib/people.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useActivityChoices } from '../catalogue/useChoices.ts';
import { CheckList } from '../kit/CheckList.tsx';
import { Field, TextAreaInput, TextInput } from '../kit/Field.tsx';
import { compact, required } from '../kit/fieldErrors.ts';
import { shownName } from '../../../lib/erased.ts';

interface CreditDialogProps {
  members: readonly FamilyMember[];
  busy: boolean;
  onClose: () => void;
  onGive: (input: CreditGiveInput) => Promise<boolean>;
}

/**
 * "Donner un crédit": the member it belongs to, the activities it may book (none: any), its last
 * valid day (empty: the school's validity from today), and a note the family reads.
 */
export function CreditDialog({ members, busy, onClose, onGive }: CreditDialogProps) {
  const intl = useIntl();
  const activities = useActivityChoices();
  const [usrId, setUsrId] = useState<number | null>(members.length === 1 ? members[0]!.id : null);
  const [acyIds, setAcyIds] = useState<number[]>([]);
  const [validUntil, setValidUntil] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const missing = compact({ usrId: usrId === null ? 'admin.validation.required' : undefined, note: required(note) });
  const error = (field: 'usrId' | 'note') => (tried && missing[field] ? intl.formatMessage({ id: missing[field] }) : undefined);

  const submit = async () => {
    setTried(true);
    if (Object.keys(missing).length > 0 || usrId === null) return;
    const input: CreditGiveInput = { usrId, acyIds, note: note.trim(), ...(validUntil !== '' && { validUntil }) };
    if (await onGive(input)) onClose();
  };

  return (
    <Dialog isOpen title={intl.formatMessage({ id: 'adminSchool.credits.give' })} icon="add" className="plouf-card-dialog" onClose={busy ? undefined : onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <Field id="credit-member" labelId="adminSchool.creditDialog.member" required error={error('usrId')}>
            <HTMLSelect
              fill
              value={usrId ?? ''}
              onChange={(event) => setUsrId(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
              options={[{ value: '', label: intl.formatMessage({ id: 'adminSchool.creditDialog.chooseMember' }) }, ...members.map((member) => ({ value: member.id, label: shownName(fullName(member), intl) || String(member.id) }))]}
            />
          </Field>
          <CheckList legendId="adminSchool.creditDialog.activities" options={activities.options} status={activities.status} value={acyIds} onChange={setAcyIds} />
          <p className="plouf-muted plouf-small"><FormattedMessage id="adminSchool.creditDialog.activitiesHelp" /></p>
          <TextInput id="credit-until" type="date" labelId="adminSchool.creditDialog.validUntil" value={validUntil} onChange={setValidUntil} helper={intl.formatMessage({ id: 'adminSchool.creditDialog.validUntilHelpDefault' })} />
          <TextAreaInput id="credit-note" labelId="adminSchool.creditDialog.note" required value={note} onChange={setNote} error={error('note')} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={busy} onClick={onClose}><FormattedMessage id="common.action.cancel" /></Button>
              <Button type="submit" intent="primary" loading={busy}><FormattedMessage id="adminSchool.credits.give" /></Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
