import { Button, Callout } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { useFormState } from '../../../lib/useFormState.ts';
import { PasswordField, TextField } from '../../../ui/TextField.tsx';
import { useErrorText } from '../../../ui/useErrorText.ts';
import { validateLogin } from './authValidation.ts';
import { useAuth } from './useAuth.ts';
import { useFreshStatus } from './useFreshStatus.ts';

/** Email and password; the spec's 'Erreur d'identification' when the server refuses them. */
export function LoginForm() {
  const auth = useAuth();
  const form = useFormState({ userEmail: '', userPass: '' }, validateLogin);
  const errorText = useErrorText();
  useFreshStatus();
  const pending = auth.status === 'AuthenticationProgress';

  return (
    <form onSubmit={form.submit((values) => auth.login({ userEmail: values.userEmail.trim(), userPass: values.userPass }))} noValidate>
      <p className="plouf-muted"><FormattedMessage id="auth.login.intro" /></p>
      {auth.status === 'AuthenticationError' && (
        <Callout intent="danger" icon="error" className="plouf-gap" role="alert">
          {auth.errorMessage ?? <FormattedMessage id="auth.login.failed" />}
        </Callout>
      )}
      <TextField
        id="login-email"
        labelId="auth.login.email"
        type="email"
        autoComplete="username"
        leftIcon="envelope"
        large
        value={form.values.userEmail}
        onChange={(value) => form.update('userEmail', value)}
        error={errorText(form.errors.userEmail)}
      />
      <PasswordField
        id="login-password"
        labelId="auth.login.password"
        autoComplete="current-password"
        large
        value={form.values.userPass}
        onChange={(value) => form.update('userPass', value)}
        error={errorText(form.errors.userPass)}
      />
      <Button type="submit" intent="primary" size="large" fill loading={pending} disabled={!auth.canLogin && !pending}>
        <FormattedMessage id="auth.login.submit" />
      </Button>
    </form>
  );
}
