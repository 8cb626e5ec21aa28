import { Button, Callout, DialogBody, DialogFooter, HTMLSelect, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import { ENROLMENT_STATUS } from '@plouf/command-api/enrolment';
import { FormattedMessage, useIntl } from 'react-intl';
import { dayHeading, dayOf, parisTime } from '../../../lib/parisTime.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { shownName } from '../../../lib/erased.ts';
import { useActivityChoices, usePoolChoices } from '../catalogue/useChoices.ts';
import { Field, TextAreaInput, TextInput } from '../kit/Field.tsx';
import { useClosureDialog } from './useClosureDialog.ts';
import { useClosureDays } from './useClosures.ts';

interface ClosureDialogProps {
  onClose: () => void;
  /** The closure is declared: the list reads it. */
  onClosed: () => void;
}

/**
 * "Fermer": a pool, one activity or all, the days, the reason in French and English, and how the
 * members booked are made whole; then what it cancels (each course, who is booked or waiting on
 * it), and only then the confirmation.
 */
export function ClosureDialog({ onClose, onClosed }: ClosureDialogProps) {
  const intl = useIntl();
  const pools = usePoolChoices();
  const activities = useActivityChoices();
  const dialog = useClosureDialog(onClosed);
  const days = useClosureDays();
  const { draft, errors, preview, busy } = dialog;
  const pool = pools.options.find((option) => option.id === draft.psnId);
  const activity = activities.options.find((option) => option.id === draft.acyId);
  const courses = preview?.courses ?? [];
  const booked = courses.reduce((sum, course) => sum + course.booked, 0);
  const waiting = courses.reduce((sum, course) => sum + course.waiting, 0);

  return (
    <Dialog isOpen title={intl.formatMessage({ id: 'adminSchool.closeDialog.title' })} icon="disable" onClose={busy ? undefined : onClose} className="plouf-closure-dialog">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void (preview ? dialog.confirm() : dialog.showPreview());
        }}
      >
        <DialogBody>
          {dialog.refusal && (
            <Callout intent="danger" icon="error" role="alert" className="plouf-school-refusal">
              {dialog.refusal}
            </Callout>
          )}
          {!preview ? (
            <>
              <div className="plouf-form-row">
                <Field id="closure-pool" labelId="adminSchool.closeDialog.pool" required error={errors.psnId}>
                  <HTMLSelect
                    fill
                    value={draft.psnId ?? ''}
                    onChange={(event) => dialog.set({ psnId: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
                    options={[{ value: '', label: intl.formatMessage({ id: 'adminSchool.closeDialog.choosePool' }) }, ...pools.options.map((option) => ({ value: option.id, label: option.label }))]}
                  />
                </Field>
                <Field id="closure-activity" labelId="adminSchool.closeDialog.activity" error={errors.acyId}>
                  <HTMLSelect
                    fill
                    value={draft.acyId ?? ''}
                    onChange={(event) => dialog.set({ acyId: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
                    options={[{ value: '', label: intl.formatMessage({ id: 'adminSchool.closeDialog.allActivities' }) }, ...activities.options.map((option) => ({ value: option.id, label: option.label }))]}
                  />
                </Field>
              </div>
              <div className="plouf-form-row plouf-form-row--keep">
                <TextInput id="closure-from" type="date" labelId="adminSchool.closeDialog.from" required value={draft.from} onChange={(from) => dialog.set({ from, ...(draft.to === '' && { to: from }) })} error={errors.from} />
                <TextInput id="closure-to" type="date" labelId="adminSchool.closeDialog.to" required value={draft.to} onChange={(to) => dialog.set({ to })} error={errors.to} />
              </div>
              <TextAreaInput id="closure-reason" labelId="adminSchool.closeDialog.reason" required value={draft.reason} onChange={(reason) => dialog.set({ reason })} error={errors.reason} />
              <TextAreaInput
                id="closure-english"
                labelId="adminSchool.closeDialog.englishReason"
                value={draft.englishReason}
                onChange={(englishReason) => dialog.set({ englishReason })}
                error={errors.englishReason}
                helper={intl.formatMessage({ id: 'adminSchool.closeDialog.englishHelp' })}
              />
              <RadioGroup
                label={intl.formatMessage({ id: 'adminSchool.closeDialog.compensation' })}
                selectedValue={draft.compensation}
                onChange={(event) => dialog.set({ compensation: event.currentTarget.value === 'entry' ? 'entry' : 'credit' })}
              >
                <Radio value="credit" label={intl.formatMessage({ id: 'adminSchool.closeDialog.credit' })} />
                <Radio value="entry" label={intl.formatMessage({ id: 'adminSchool.closeDialog.entry' })} />
              </RadioGroup>
            </>
          ) : (
            <>
              <Callout intent={courses.length > 0 ? 'warning' : 'primary'} icon="calendar" className="plouf-closure-summary">
                <p>
                  <FormattedMessage
                    id="adminSchool.closeDialog.summary"
                    values={{ label: `${pool?.label ?? ''} · ${activity?.label ?? intl.formatMessage({ id: 'adminSchool.closure.wholePool' })}`, days: days(draft), count: courses.length, booked, waiting }}
                  />
                </p>
                {booked > 0 && <FormattedMessage id={draft.compensation === 'credit' ? 'adminSchool.closeDialog.byCredit' : 'adminSchool.closeDialog.byEntry'} />}
              </Callout>
              {courses.length > 0 && (
                // It scrolls on its own: reachable from the keyboard, and named for a screen reader.
                <div className="plouf-closure-preview" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'adminSchool.closeDialog.courses' })}>
                  {courses.map((course) => {
                    const seated = course.inscriptions.filter((inscription) => inscription.insStatus !== ENROLMENT_STATUS.annule);
                    return (
                      <div key={course.crsId} className="plouf-closure-course" data-crs-id={course.crsId}>
                        <h3>
                          {dayHeading(dayOf(course.crsDatdebut), intl.locale, 'long')} {parisTime(course.crsDatdebut)} · {course.acyName}
                          {course.libelle && <span className="plouf-muted"> · {course.libelle}</span>}
                        </h3>
                        {seated.length === 0 ? (
                          <p className="plouf-muted"><FormattedMessage id="adminSchool.closeDialog.nobody" /></p>
                        ) : (
                          <ul>
                            {seated.map((inscription) => (
                              <li key={inscription.insId}>
                                {shownName(inscription.memberName, intl)} <span className="plouf-muted">({shownName(inscription.famName, intl)})</span>
                                {inscription.insStatus === ENROLMENT_STATUS.listeAttente && (
                                  <>
                                    {' '}
                                    <Tag minimal intent="warning"><FormattedMessage id="adminSchool.closeDialog.waiting" /></Tag>
                                  </>
                                )}
                              </li>
                            ))}
                          </ul>
                        )}
                      </div>
                    );
                  })}
                </div>
              )}
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            preview ? (
              <>
                <Button disabled={busy !== null} icon="arrow-left" onClick={dialog.edit}><FormattedMessage id="adminSchool.closeDialog.back" /></Button>
                <Button type="submit" intent="danger" icon="disable" loading={busy === 'confirm'}>
                  <FormattedMessage id="adminSchool.closeDialog.confirm" values={{ count: courses.length }} />
                </Button>
              </>
            ) : (
              <>
                <Button disabled={busy !== null} onClick={onClose}><FormattedMessage id="common.action.cancel" /></Button>
                <Button type="submit" intent="primary" icon="eye-open" loading={busy === 'preview'}><FormattedMessage id="adminSchool.closeDialog.preview" /></Button>
              </>
            )
          }
        />
      </form>
    </Dialog>
  );
}
