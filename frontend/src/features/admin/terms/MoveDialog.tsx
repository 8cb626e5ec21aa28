import { Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { familyCards, type EnrolmentView, type TermSlotView } from '../../../api/adminTerms.ts';
import { getFamily } from '../../../api/families.ts';
import { dayOf, longDate } from '../../../lib/parisTime.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useActivityList } from '../../site/data/lists.ts';
import { moveTargets, type MoveRefusal } from './deskChoices.ts';
import { comingWeeks } from './EnrolmentStatusTag.tsx';
import { shownName } from '../../../lib/erased.ts';

const MOVE_REASON: Record<MoveRefusal, MessageId> = { full: 'adminTerms.move.isFull', age: 'adminTerms.move.tooYoung', card: 'adminTerms.move.notCovered' };

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

/**
 * Moves an enrolled child to another slot of the term from a lesson on: the paid lessons follow.
 * Only the slots the child may go to are offered, best first (issue 41): a place free, the
 * activity's age, the enrolment's card covering it; how many others are not, and why.
 */
export function MoveDialog({ enrolment, slots, slotName, busy, refusal, onClose, onMove }: MoveDialogProps) {
  const intl = useIntl();
  const [target, setTarget] = useState<number | null>(null);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const facts = useAsync(() => Promise.all([getFamily(enrolment.famId, { share: false }), familyCards(enrolment.famId)]), `move:${enrolment.famId}`);
  const activities = useActivityList();
  const [family, cards] = facts.state.data ?? [null, null];
  const member = family?.membres.find((candidate) => candidate.id === enrolment.usrId) ?? null;
  const card = cards?.find((candidate) => candidate.id === enrolment.cardId) ?? null;
  const childActivity = (acyId: number) => activities.data?.find((activity) => activity.id === acyId)?.acyEnfant ?? false;
  const targets = facts.state.data ? moveTargets(slots, enrolment, member, card, childActivity) : null;
  // Without the family's facts (they could not be read), the slots with a place: the server decides.
  const offered = targets ? targets.filter((entry) => entry.refusal === null).map((entry) => entry.slot) : slots.filter((slot) => slot.placesLeft > 0);
  const chosen = offered.find((slot) => slot.tcsId === target) ?? null;
  const left = (targets ?? []).filter((entry) => entry.refusal !== null);
  const reasons = (['full', 'age', 'card'] as MoveRefusal[])
    .map((why) => ({ why, count: left.filter((entry) => entry.refusal === why).length }))
    .filter((entry) => entry.count > 0)
    .map((entry) => intl.formatMessage({ id: MOVE_REASON[entry.why] }, { count: entry.count }));

  return (
    <Dialog isOpen title={intl.formatMessage({ id: 'adminTerms.roster.moveOf' }, { name: shownName(enrolment.memberName, intl) })} icon="arrows-horizontal" onClose={busy ? undefined : onClose} className="plouf-term-move">
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
          {!targets && facts.state.status !== 'error' && <Loading />}
          {targets && offered.length === 0 && <Callout intent="warning" icon="warning-sign"><FormattedMessage id="adminTerms.move.none" /></Callout>}
          {offered.length > 0 && (targets || facts.state.status === 'error') && (
            <FormGroup
              label={intl.formatMessage({ id: 'adminTerms.move.target' })}
              labelFor="move-target"
              helperText={reasons.length > 0 ? intl.formatMessage({ id: 'adminTerms.move.notOffered' }, { count: left.length, reason: new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(reasons) }) : undefined}
            >
              <HTMLSelect
                id="move-target"
                fill
                value={target ?? ''}
                onChange={(event) => setTarget(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
                options={[
                  { value: '', label: intl.formatMessage({ id: 'adminTerms.move.choose' }) },
                  ...offered.map((slot) => ({
                    value: slot.tcsId,
                    label: `${slotName(slot)} · ${intl.formatMessage({ id: 'adminTerms.slot.places' }, { booked: slot.enrolled, capacity: slot.capacity, left: slot.placesLeft })}`,
                  })),
                ]}
              />
            </FormGroup>
          )}
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
