import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LessonTemplateInput } from '../../../api/catalogue.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { clockTime } from '../../../lib/time.ts';
import { NumberField } from '../../../ui/NumberField.tsx';
import { LevelSelect } from '../catalogue/LevelSelect.tsx';
import type { FieldErrors } from '../kit/fieldErrors.ts';
import { HOURS, minuteOptions, type Choice } from './useLessonTemplates.ts';

/** Monday (1) to Sunday (7), the days of `thrJour`. */
export const WEEKDAYS: readonly MessageId[] = [
  'adminPools.weekday.one',
  'adminPools.weekday.two',
  'adminPools.weekday.three',
  'adminPools.weekday.four',
  'adminPools.weekday.five',
  'adminPools.weekday.six',
  'adminPools.weekday.seven',
];

interface LessonTemplateRowProps {
  index: number;
  template: LessonTemplateInput;
  autoFocus: boolean;
  activities: readonly Choice[];
  instructors: readonly Choice[];
  errors: FieldErrors;
  onChange: (patch: Partial<LessonTemplateInput>) => void;
  onRemove: () => void;
}

/** One weekly lesson: day, time, length, places, activities and the level, instructor and label, each labelled. */
export function LessonTemplateRow({ index, template, autoFocus, activities, instructors, errors, onChange, onRemove }: LessonTemplateRowProps) {
  const intl = useIntl();
  const word = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const id = (field: string) => `template-${index}-${field}`;
  const errorOf = (field: keyof LessonTemplateInput) => errors[`templateCours.${index}.${field}`];
  const invalid = (field: keyof LessonTemplateInput) => (errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {});
  const cell = (field: keyof LessonTemplateInput, labelId: MessageId, control: ReactNode, className = '') => (
    <div className={`plouf-template-cell ${className}`}>
      <label htmlFor={id(field)}>{word(labelId)}</label>
      {control}
      {errorOf(field) && <span className="plouf-field-error" id={`${id(field)}-error`}>{errorOf(field)}</span>}
    </div>
  );
  /** The activities and instructors offered, with the chosen one kept when it is no longer known. */
  const options = (choices: readonly Choice[], chosen: number | null | undefined) => [
    ...(chosen && !choices.some((choice) => choice.id === chosen) ? [{ value: chosen, label: word('adminPools.templates.unknown', { id: chosen }) }] : []),
    ...choices.map((choice) => ({ value: choice.id, label: choice.label })),
  ];
  const day = WEEKDAYS[template.thrJour - 1];

  return (
    <li className="plouf-template">
      <div className="plouf-template-head">
        <span className="plouf-template-title">
          {word('adminPools.templates.row', { id: index + 1 })}
          <span className="plouf-muted"> · {day ? word(day) : ''} {clockTime(template.thrHeure, template.thrMinute)}</span>
        </span>
        <Button icon="trash" variant="minimal" intent="danger" size="small" title={word('adminPools.templates.remove')} aria-label={`${word('adminPools.templates.remove')} (${word('adminPools.templates.row', { id: index + 1 })})`} onClick={onRemove} />
      </div>
      <div className="plouf-template-grid" role="group" aria-label={word('adminPools.templates.row', { id: index + 1 })}>
        {cell('thrJour', 'adminPools.templates.day',
          <HTMLSelect id={id('thrJour')} fill autoFocus={autoFocus} value={template.thrJour} onChange={(event) => onChange({ thrJour: Number(event.currentTarget.value) })} options={WEEKDAYS.map((name, position) => ({ value: position + 1, label: word(name) }))} />)}
        {cell('thrHeure', 'adminPools.templates.time',
          <span className="plouf-template-time">
            <HTMLSelect id={id('thrHeure')} aria-label={word('adminPools.templates.hour')} value={template.thrHeure} onChange={(event) => onChange({ thrHeure: Number(event.currentTarget.value) })} options={HOURS.map((hour) => ({ value: hour, label: `${hour} h` }))} />
            <HTMLSelect aria-label={word('adminPools.templates.minute')} value={template.thrMinute} onChange={(event) => onChange({ thrMinute: Number(event.currentTarget.value) })} options={minuteOptions(template.thrMinute).map((minute) => ({ value: minute, label: String(minute).padStart(2, '0') }))} />
          </span>)}
        {cell('tcsDureeMin', 'adminPools.templates.duration',
          <NumberField id={id('tcsDureeMin')} fill value={template.tcsDureeMin} onChange={(tcsDureeMin) => onChange({ tcsDureeMin })} positiveOnly suffix="min" {...invalid('tcsDureeMin')} />)}
        {cell('tcsCapaciteMax', 'adminPools.templates.capacity',
          <NumberField id={id('tcsCapaciteMax')} fill value={template.tcsCapaciteMax} onChange={(tcsCapaciteMax) => onChange({ tcsCapaciteMax })} positiveOnly {...invalid('tcsCapaciteMax')} />)}
        {cell('libelle', 'adminPools.templates.label',
          <InputGroup id={id('libelle')} fill value={template.libelle} onValueChange={(libelle) => onChange({ libelle })} />, 'plouf-template-cell--wide')}
        <div className="plouf-template-cell plouf-template-cell--wide">
          <label htmlFor={id('libelle-en')}>{word('adminPools.templates.labelEnglish')}</label>
          <InputGroup
            id={id('libelle-en')}
            fill
            lang="en"
            placeholder={template.libelle}
            aria-describedby={`${id('libelle-en')}-help`}
            value={template.translations?.en?.libelle ?? ''}
            onValueChange={(libelle) => onChange({ translations: { en: { libelle } } })}
          />
          <span className="plouf-muted plouf-small" id={`${id('libelle-en')}-help`}>{word('adminPools.templates.labelEnglishHelp')}</span>
        </div>
        {cell('acyId', 'adminPools.templates.activity',
          <HTMLSelect id={id('acyId')} fill value={template.acyId} onChange={(event) => onChange({ acyId: Number(event.currentTarget.value), lvlId: null })} options={options(activities, template.acyId)} {...invalid('acyId')} />, 'plouf-template-cell--wide')}
        {cell('lvlId', 'adminLevels.select.label',
          <LevelSelect id={id('lvlId')} acyId={template.acyId} value={template.lvlId ?? null} onChange={(lvlId) => onChange({ lvlId })} {...invalid('lvlId')} />, 'plouf-template-cell--wide')}
        {cell('acyIdCplt', 'adminPools.templates.second',
          <HTMLSelect
            id={id('acyIdCplt')}
            fill
            value={template.acyIdCplt ?? ''}
            onChange={(event) => onChange({ acyIdCplt: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
            options={[{ value: '', label: word('adminPools.templates.secondNone') }, ...options(activities.filter((activity) => activity.id !== template.acyId), template.acyIdCplt)]}
          />, 'plouf-template-cell--wide')}
        {cell('usrId', 'adminPools.templates.instructor',
          <HTMLSelect id={id('usrId')} fill value={template.usrId} onChange={(event) => onChange({ usrId: Number(event.currentTarget.value) })} options={options(instructors, template.usrId)} {...invalid('usrId')} />, 'plouf-template-cell--wide')}
      </div>
    </li>
  );
}
