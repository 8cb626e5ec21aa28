import { Button, Card } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { Family, FamilyChanges } from '../../../api/types.ts';
import { useFormState } from '../../../lib/useFormState.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { useErrorText } from '../../../ui/useErrorText.ts';
import { familyChanges, familyFormValues, validateFamily, type FamilyFormValues } from './adminValidation.ts';

interface FamilyFormProps {
  family: Family;
  saving: boolean;
  onSave: (changes: FamilyChanges) => void;
}

/** The family's name and address, editable by the administrator. */
export function FamilyForm({ family, saving, onSave }: FamilyFormProps) {
  const form = useFormState<FamilyFormValues, ReturnType<typeof validateFamily>>(familyFormValues(family), validateFamily);
  const errorText = useErrorText();
  const field = (name: keyof FamilyFormValues) => ({
    id: `family-${name}`,
    value: form.values[name],
    onChange: (value: string) => form.update(name, value),
    error: errorText(form.errors[name as keyof ReturnType<typeof validateFamily>]),
  });

  return (
    <Card elevation={1} className="plouf-form-card">
      <h2 className="plouf-card-title"><FormattedMessage id="adminFamilies.detail.identity" /></h2>
      <form onSubmit={form.submit((values) => onSave(familyChanges(values, family.address)))} noValidate>
        <TextField labelId="adminFamilies.field.name" required {...field('libelle')} />
        <TextField labelId="adminFamilies.field.street" autoComplete="off" {...field('adrNumberWay')} />
        <TextField labelId="adminFamilies.field.extra" autoComplete="off" {...field('adrOutsideInfos')} />
        <div className="plouf-form-row plouf-form-row--postal">
          <TextField labelId="adminFamilies.field.postalCode" autoComplete="off" {...field('adrPostalCode')} />
          <TextField labelId="adminFamilies.field.city" autoComplete="off" {...field('city')} />
        </div>
        <Button type="submit" intent="primary" icon="floppy-disk" loading={saving}>
          <FormattedMessage id="common.action.save" />
        </Button>
      </form>
    </Card>
  );
}
