import { Button, ControlGroup, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseChangeInput, CourseView } from '../../../api/adminCourses.ts';
import { NumberField } from '../../../ui/NumberField.tsx';
import { LevelSelect } from '../catalogue/LevelSelect.tsx';
import { useInstructorChoices } from '../catalogue/useChoices.ts';

interface CourseSettingsProps {
  course: CourseView;
  busy: boolean;
  onChange: (input: CourseChangeInput) => Promise<boolean>;
  onCancel: () => void;
}

/** What the desk changes on a coming course: its instructor, the level it is for, its places; and cancelling it. */
export function CourseSettings({ course, busy, onChange, onCancel }: CourseSettingsProps) {
  const intl = useIntl();
  const instructors = useInstructorChoices();
  const [capacity, setCapacity] = useState(course.crsCapaciteMax);
  useEffect(() => setCapacity(course.crsCapaciteMax), [course.crsCapaciteMax]);
  const locked = course.cancelled || busy;
  const options = instructors.options.some((option) => option.id === course.usrId)
    ? instructors.options
    : [{ id: course.usrId, label: course.professeur.libelle }, ...instructors.options];

  return (
    <div className="plouf-course-settings">
      <FormGroup label={intl.formatMessage({ id: 'adminCourses.detail.instructor' })} labelFor="course-instructor">
        <HTMLSelect
          id="course-instructor"
          fill
          disabled={locked}
          value={course.usrId}
          onChange={(event) => void onChange({ usrId: Number(event.currentTarget.value) })}
          options={options.map((option) => ({ value: option.id, label: option.label }))}
        />
      </FormGroup>
      <FormGroup label={intl.formatMessage({ id: 'adminLevels.select.label' })} labelFor="course-level" helperText={intl.formatMessage({ id: 'adminLevels.select.help' })}>
        <LevelSelect id="course-level" acyId={course.acyId} value={course.lvlId ?? null} disabled={locked} onChange={(lvlId) => void onChange({ lvlId })} />
      </FormGroup>
      <FormGroup label={intl.formatMessage({ id: 'adminCourses.detail.capacity' })} labelFor="course-capacity">
        <ControlGroup>
          <NumberField id="course-capacity" positiveOnly disabled={locked} value={capacity} onChange={setCapacity} />
          <Button disabled={locked || capacity === course.crsCapaciteMax || capacity < 1} onClick={() => void onChange({ crsCapaciteMax: capacity })}>
            <FormattedMessage id="adminCourses.detail.apply" />
          </Button>
        </ControlGroup>
      </FormGroup>
      {!course.cancelled && (
        <Button intent="danger" variant="outlined" icon="disable" disabled={busy} onClick={onCancel}>
          <FormattedMessage id="adminCourses.detail.cancel" />
        </Button>
      )}
    </div>
  );
}
