import { Button, NonIdealState } from '@blueprintjs/core';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LessonTemplateInput } from '../../../api/catalogue.ts';
import type { FieldErrors } from '../kit/fieldErrors.ts';
import { LessonTemplateRow } from './LessonTemplateRow.tsx';
import { useLessonTemplates, type ChoiceList } from './useLessonTemplates.ts';

interface LessonTemplateEditorProps {
  value: readonly LessonTemplateInput[];
  onChange: (templates: LessonTemplateInput[]) => void;
  activities: ChoiceList;
  instructors: ChoiceList;
  /** Keyed `templateCours.{index}.{field}` (or `templateCours` for the whole list). */
  errors: FieldErrors;
}

/**
 * A pool's weekly lessons (templateCours): a row per lesson, its fields on two lines on a wide
 * screen and stacked on a phone; rows added with the spec's defaults and removed here.
 */
export function LessonTemplateEditor({ value, onChange, activities, instructors, errors }: LessonTemplateEditorProps) {
  const editor = useLessonTemplates(value, onChange, { activities, instructors });
  const needsId = useId();
  return (
    <div className="plouf-templates">
      <p className="plouf-muted"><FormattedMessage id="adminPools.templates.intro" /></p>
      {errors.templateCours && <p className="plouf-field-error">{errors.templateCours}</p>}
      {errors['templateCours.usrId'] && <p className="plouf-field-error">{errors['templateCours.usrId']}</p>}
      {editor.rows.length === 0 ? (
        <NonIdealState icon="calendar" title={<FormattedMessage id="adminPools.templates.none" />} className="plouf-templates-empty" />
      ) : (
        <ol className="plouf-template-list">
          {editor.rows.map((row) => (
            <LessonTemplateRow
              key={row.key}
              index={row.index}
              template={row.template}
              autoFocus={row.focus}
              activities={activities.options}
              instructors={instructors.options}
              errors={errors}
              onChange={(patch) => editor.update(row.index, patch)}
              onRemove={() => editor.remove(row.index)}
            />
          ))}
        </ol>
      )}
      <div className="plouf-templates-add">
        <Button icon="add" onClick={editor.add} disabled={!editor.canAdd} aria-describedby={editor.needs.length > 0 ? needsId : undefined}>
          <FormattedMessage id="adminPools.templates.add" />
        </Button>
        {editor.needs.length > 0 && (
          <span id={needsId} className="plouf-muted plouf-small plouf-templates-needs">
            {editor.needs.map((need) => (
              <span key={need}><FormattedMessage id={need === 'instructor' ? 'adminPools.templates.needsInstructor' : 'adminPools.templates.needsActivity'} /></span>
            ))}
          </span>
        )}
      </div>
    </div>
  );
}
