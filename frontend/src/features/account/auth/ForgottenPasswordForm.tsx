import { Button, Callout } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { useFormState } from '../../../lib/useFormState.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { useErrorText } from '../../../ui/useErrorText.ts';
import { validateEmailOnly } from './authValidation.ts';
import { StateNotice } from './StateNotice.tsx';
import { useAuth } from './useAuth.ts';
import { useFreshStatus } from './useFreshStatus.ts';

/**
 * Asks for a link to choose a new password (POST /Authenticate/forgotten). The answer is the same
 * whether or not an account has the address, and so is what the screen says.
 */
export function ForgottenPasswordForm() {
  const auth = useAuth();
  const form = useFormState({ userEmail: '' }, validateEmailOnly);
  const errorText = useErrorText();
  useFreshStatus();
  const pending = auth.status === 'PassForgottenProgress';

  if (auth.status === 'PassForgottenSuccess') {
    return (
      <StateNotice icon="envelope" className="plouf-success" title={<FormattedMessage id="auth.forgotten.sentTitle" />}>
        <FormattedMessage id="auth.forgotten.sentBody" values={{ email: <strong>{form.values.userEmail.trim()}</strong> }} />
      </StateNotice>
    );
  }

  return (
    <form onSubmit={form.submit((values) => auth.forgotPassword(values.userEmail.trim()))} noValidate>
      <p className="plouf-muted"><FormattedMessage id="auth.forgotten.intro" /></p>
      {auth.status === 'PassForgottenError' && (
        <Callout intent="danger" icon="error" className="plouf-gap" role="alert">
          {auth.errorMessage ?? <FormattedMessage id="auth.forgotten.failed" />}
        </Callout>
      )}
      <TextField
        id="forgotten-email"
        labelId="auth.login.email"
        type="email"
        autoComplete="email"
        leftIcon="envelope"
        large
        value={form.values.userEmail}
        onChange={(value) => form.update('userEmail', value)}
        error={errorText(form.errors.userEmail)}
      />
      <Button type="submit" intent="primary" size="large" fill loading={pending} disabled={!auth.canForgotPassword && !pending}>
        <FormattedMessage id="auth.forgotten.submit" />
      </Button>
    </form>
  );
}
