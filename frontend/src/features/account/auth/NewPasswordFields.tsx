import type { MessageId } from '../../../i18n/catalogues.ts';
import { PasswordField } from '../../../ui/TextField.tsx';
import { useErrorText } from '../../../ui/useErrorText.ts';
import { PASSWORD_MIN_LENGTH } from './authValidation.ts';

interface NewPasswordFieldsProps {
  idPrefix: string;
  values: { password: string; confirmation: string };
  errors: Partial<Record<'password' | 'confirmation', MessageId>>;
  onChange: (field: 'password' | 'confirmation', value: string) => void;
  labels: { password: MessageId; confirmation: MessageId };
}

/** A new password and its confirmation, with the spec's length and match rules shown. */
export function NewPasswordFields({ idPrefix, values, errors, onChange, labels }: NewPasswordFieldsProps) {
  const errorText = useErrorText({ count: PASSWORD_MIN_LENGTH });
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        labelId={labels.password}
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(value) => onChange('password', value)}
        error={errorText(errors.password)}
      />
      <PasswordField
        id={`${idPrefix}-confirmation`}
        labelId={labels.confirmation}
        autoComplete="new-password"
        required
        value={values.confirmation}
        onChange={(value) => onChange('confirmation', value)}
        error={errorText(errors.confirmation)}
      />
    </>
  );
}
