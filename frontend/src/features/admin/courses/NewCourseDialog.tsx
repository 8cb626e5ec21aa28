import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useState, type ReactElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createCourse, type CourseView } from '../../../api/adminCourses.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { NumberField } from '../../../ui/NumberField.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';
import type { CheckOption } from '../kit/CheckList.tsx';
import { LevelSelect } from '../catalogue/LevelSelect.tsx';
import { useActivityChoices, useInstructorChoices, usePoolChoices } from '../catalogue/useChoices.ts';
import { useServerError } from '../../../lib/useServerError.ts';
import { blankCourse, newCourseErrors, newCourseInput, type NewCourseDraft } from './newCourse.ts';

interface NewCourseDialogProps {
  day: string;
  psnId: number | null;
  onClose: () => void;
  onCreated: (course: CourseView) => void;
}

/** One course by hand: pool, activity and the level it is for, instructor, day and time, length and places. */
export function NewCourseDialog({ day, psnId, onClose, onCreated }: NewCourseDialogProps) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useServerError();
  const action = useActionKey();
  const pools = usePoolChoices();
  const activities = useActivityChoices();
  const instructors = useInstructorChoices();
  const [draft, setDraft] = useState<NewCourseDraft>(() => blankCourse(day, psnId));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = tried ? newCourseErrors(draft) : {};
  const set = (patch: Partial<NewCourseDraft>) => setDraft((previous) => ({ ...previous, ...patch }));

  const submit = async () => {
    setTried(true);
    if (Object.keys(newCourseErrors(draft)).length > 0) return;
    const input = newCourseInput(draft);
    setBusy(true);
    try {
      const course = await createCourse(input, action.keyFor(input));
      action.done();
      notify.success(intl.formatMessage({ id: 'adminCourses.new.created' }));
      onCreated(course);
    } catch (error) {
      notify.error(errorText(error, 'adminCourses.error.save'));
    } finally {
      setBusy(false);
    }
  };

  const field = (id: string, labelId: MessageId, error: string | undefined, control: ReactElement) => (
    <FormGroup label={intl.formatMessage({ id: labelId })} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error && intl.formatMessage({ id: 'admin.validation.required' })}>
      {control}
    </FormGroup>
  );
  const select = (id: string, options: readonly CheckOption[], value: number | null, onChange: (value: number | null) => void) => (
    <HTMLSelect
      id={id}
      fill
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
      options={[{ value: '', label: intl.formatMessage({ id: 'adminCourses.field.choose' }) }, ...options.map((option) => ({ value: option.id, label: option.label }))]}
    />
  );

  return (
    <Dialog isOpen title={intl.formatMessage({ id: 'adminCourses.new.title' })} icon="add" onClose={busy ? undefined : onClose} className="plouf-course-new">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          {field('new-course-pool', 'adminCourses.filter.pool', errors.psnId, select('new-course-pool', pools.options, draft.psnId, (value) => set({ psnId: value })))}
          {field('new-course-activity', 'adminCourses.filter.activity', errors.acyId, select('new-course-activity', activities.options, draft.acyId, (value) => set({ acyId: value, lvlId: null })))}
          <FormGroup label={intl.formatMessage({ id: 'adminLevels.select.label' })} labelFor="new-course-level" helperText={intl.formatMessage({ id: 'adminLevels.select.help' })}>
            <LevelSelect id="new-course-level" acyId={draft.acyId} value={draft.lvlId} onChange={(lvlId) => set({ lvlId })} />
          </FormGroup>
          {field('new-course-instructor', 'adminCourses.filter.instructor', errors.usrId, select('new-course-instructor', instructors.options, draft.usrId, (value) => set({ usrId: value })))}
          <div className="plouf-form-row plouf-form-row--keep">
            {field('new-course-day', 'adminCourses.new.day', errors.day, <InputGroup id="new-course-day" type="date" value={draft.day} onValueChange={(value) => set({ day: value })} />)}
            {field('new-course-time', 'adminCourses.new.time', errors.time, <InputGroup id="new-course-time" type="time" value={draft.time} onValueChange={(value) => set({ time: value })} />)}
          </div>
          <div className="plouf-form-row plouf-form-row--keep">
            {field('new-course-duration', 'adminCourses.field.duration', errors.crsDureeMin, <NumberField id="new-course-duration" positiveOnly value={draft.crsDureeMin} onChange={(value) => set({ crsDureeMin: value })} />)}
            {field('new-course-capacity', 'adminCourses.field.capacity', errors.crsCapaciteMax, <NumberField id="new-course-capacity" positiveOnly value={draft.crsCapaciteMax} onChange={(value) => set({ crsCapaciteMax: value })} />)}
          </div>
          {field('new-course-label', 'adminCourses.new.label', undefined, <InputGroup id="new-course-label" maxLength={200} value={draft.libelle} onValueChange={(value) => set({ libelle: value })} />)}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={busy} onClick={onClose}><FormattedMessage id="common.action.cancel" /></Button>
              <Button type="submit" intent="primary" loading={busy}><FormattedMessage id="adminCourses.new.create" /></Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
