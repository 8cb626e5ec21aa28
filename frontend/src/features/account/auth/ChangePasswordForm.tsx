import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormState } from '../../../lib/useFormState.ts';
import { PasswordField } from '../../../ui/TextField.tsx';
import { useErrorText } from '../../../ui/useErrorText.ts';
import { validateChangePassword } from './authValidation.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useAuth } from './useAuth.ts';
import { useFreshStatus } from './useFreshStatus.ts';

/**
 * Spec §2 change password: old, new and confirmation. The machine shows the success snack; the
 * form empties itself and tells its parent (the drawer closes).
 */
export function ChangePasswordForm({ idPrefix, onChanged }: { idPrefix: string; onChanged?: () => void }) {
  const auth = useAuth();
  const form = useFormState({ oldPassword: '', password: '', confirmation: '' }, validateChangePassword);
  const errorText = useErrorText();
  useFreshStatus();
  const pending = auth.status === 'ChangePasswordProgress';
  const failed = auth.status === 'ChangePasswordError';
  // A wrong old password comes back as a field error: shown under that field rather than above.
  const [sentOldPassword, setSentOldPassword] = useState<string | null>(null);
  const oldPasswordError =
    errorText(form.errors.oldPassword) ?? (failed && sentOldPassword === form.values.oldPassword ? auth.fieldErrors.userPass : undefined);
  // A success counts when this form saw the change run, not an outcome left from elsewhere.
  const previousStatus = useRef(auth.status);
  useEffect(() => {
    if (previousStatus.current === 'ChangePasswordProgress' && auth.status === 'ChangePasswordSuccess') {
      form.reset();
      onChanged?.();
    }
    previousStatus.current = auth.status;
  }, [auth.status]);

  return (
    <form
      onSubmit={form.submit((values) => {
        setSentOldPassword(values.oldPassword);
        auth.changePassword(values.oldPassword, values.password);
      })}
      noValidate
    >
      {failed && !auth.fieldErrors.userPass && (
        <Callout intent="danger" icon="error" className="plouf-gap" role="alert">
          {auth.errorMessage ?? <FormattedMessage id="auth.changePassword.failed" />}
        </Callout>
      )}
      <PasswordField
        id={`${idPrefix}-old`}
        labelId="auth.changePassword.old"
        autoComplete="current-password"
        required
        value={form.values.oldPassword}
        onChange={(value) => form.update('oldPassword', value)}
        error={oldPasswordError}
      />
      <NewPasswordFields
        idPrefix={idPrefix}
        values={form.values}
        errors={form.errors}
        onChange={form.update}
        labels={{ password: 'auth.changePassword.new', confirmation: 'auth.changePassword.confirmation' }}
      />
      <Button type="submit" intent="primary" fill loading={pending} disabled={!auth.canChangePassword && !pending}>
        <FormattedMessage id="auth.changePassword.submit" />
      </Button>
    </form>
  );
}
