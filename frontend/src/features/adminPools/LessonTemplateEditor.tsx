import { Button, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { LessonTemplateInput } from '../../api/catalogue.ts';
import { LessonTemplateRow, type Choice } from './LessonTemplateRow.tsx';
import type { FieldErrors } from './shared/fieldErrors.ts';
import { useLessonTemplates } from './useLessonTemplates.ts';

interface LessonTemplateEditorProps {
  value: readonly LessonTemplateInput[];
  onChange: (templates: LessonTemplateInput[]) => void;
  activities: readonly Choice[];
  instructors: readonly Choice[];
  /** Keyed `templateCours.{index}.{field}` (or `templateCours` for the whole list). */
  errors: FieldErrors;
}

/**
 * A pool's weekly lessons (templateCours): a row per lesson, its fields on two lines on a wide
 * screen and stacked on a phone; rows added with the spec's defaults and removed here.
 */
export function LessonTemplateEditor({ value, onChange, activities, instructors, errors }: LessonTemplateEditorProps) {
  const editor = useLessonTemplates(value, onChange);
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
              activities={activities}
              instructors={instructors}
              errors={errors}
              onChange={(patch) => editor.update(row.index, patch)}
              onRemove={() => editor.remove(row.index)}
            />
          ))}
        </ol>
      )}
      <Button icon="add" onClick={editor.add} className="plouf-templates-add">
        <FormattedMessage id="adminPools.templates.add" />
      </Button>
    </div>
  );
}
