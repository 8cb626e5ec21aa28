import { Checkbox, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { CARE_MAX, type CareDraft } from './careForm.ts';

interface CareFieldsProps {
  /** Prefixes the inputs' ids (one member's form at a time, but the desk and the family share the fields). */
  idPrefix: string;
  draft: CareDraft;
  disabled: boolean;
  onChange: (patch: Partial<CareDraft>) => void;
}

/** The care details' fields: medical notes, allergies, whom to call in an emergency, photo consent. */
export function CareFields({ idPrefix, draft, disabled, onChange }: CareFieldsProps) {
  const intl = useIntl();
  const word = (id: MessageId) => intl.formatMessage({ id });
  const id = (field: keyof CareDraft) => `${idPrefix}-${field}`;
  const area = (field: 'medicalNotes' | 'allergies', labelId: MessageId, helpId?: MessageId) => (
    <FormGroup label={word(labelId)} labelFor={id(field)} helperText={helpId && word(helpId)}>
      <TextArea id={id(field)} fill autoResize rows={2} maxLength={CARE_MAX[field]} disabled={disabled} value={draft[field]} onChange={(event) => onChange({ [field]: event.currentTarget.value })} />
    </FormGroup>
  );
  return (
    <>
      {area('medicalNotes', 'care.field.medicalNotes', 'care.field.medicalHelp')}
      {area('allergies', 'care.field.allergies')}
      <fieldset className="plouf-care-emergency">
        <legend>{word('care.field.emergency')}</legend>
        <div className="plouf-form-row">
          <FormGroup label={word('care.field.emergencyName')} labelFor={id('emergencyName')}>
            <InputGroup id={id('emergencyName')} autoComplete="off" maxLength={CARE_MAX.emergencyName} disabled={disabled} value={draft.emergencyName} onValueChange={(emergencyName) => onChange({ emergencyName })} />
          </FormGroup>
          <FormGroup label={word('care.field.emergencyPhone')} labelFor={id('emergencyPhone')}>
            <InputGroup id={id('emergencyPhone')} type="tel" autoComplete="off" leftIcon="phone" maxLength={CARE_MAX.emergencyPhone} disabled={disabled} value={draft.emergencyPhone} onValueChange={(emergencyPhone) => onChange({ emergencyPhone })} />
          </FormGroup>
        </div>
      </fieldset>
      <Checkbox id={id('photoConsent')} checked={draft.photoConsent} disabled={disabled} label={word('care.field.photoConsent')} onChange={(event) => onChange({ photoConsent: event.currentTarget.checked })} />
    </>
  );
}
