import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { NewAccount } from '../../../api/types.ts';
import { useFormState } from '../../../lib/useFormState.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { useErrorText } from '../../../ui/useErrorText.ts';
import { validatePerson } from './authValidation.ts';
import { useAuth } from './useAuth.ts';
import { useFreshStatus } from './useFreshStatus.ts';
import { StateNotice } from './StateNotice.tsx';

const FIELDS = ['userEmail', 'userNom', 'userPrenom'] as const;

/** Sign-up of a family: the person then chooses a password from the link mailed to them. */
export function CreateAccountForm() {
  const auth = useAuth();
  const form = useFormState<NewAccount, ReturnType<typeof validatePerson>>({ userEmail: '', userNom: '', userPrenom: '' }, validatePerson);
  const [sent, setSent] = useState<NewAccount | null>(null);
  const errorText = useErrorText();
  useFreshStatus();
  const pending = auth.status === 'CreateAccountProgress';
  const failed = auth.status === 'CreateAccountError';
  // The server's word on a field holds until the person changes that field.
  const serverError = (field: (typeof FIELDS)[number]) =>
    failed && sent && sent[field] === form.values[field].trim() ? auth.fieldErrors[field] : undefined;
  const fieldError = (field: (typeof FIELDS)[number]) => errorText(form.errors[field]) ?? serverError(field);
  const fieldsExplained = FIELDS.some((field) => auth.fieldErrors[field]);

  if (auth.status === 'CreateAccountSuccess' && sent) {
    return (
      <StateNotice icon="envelope" className="plouf-success" title={<FormattedMessage id="auth.createAccount.sentTitle" />}>
        <FormattedMessage id="auth.createAccount.sentBody" values={{ email: <strong>{sent.userEmail}</strong> }} />
      </StateNotice>
    );
  }

  const onValid = (values: NewAccount) => {
    const account = { userEmail: values.userEmail.trim(), userNom: values.userNom.trim(), userPrenom: values.userPrenom.trim() };
    setSent(account);
    auth.createAccount(account);
  };

  return (
    <form onSubmit={form.submit(onValid)} noValidate>
      <p className="plouf-muted"><FormattedMessage id="auth.createAccount.intro" /></p>
      {failed && !fieldsExplained && (
        <Callout intent="danger" icon="error" className="plouf-gap" role="alert">
          {auth.errorMessage ?? <FormattedMessage id="auth.createAccount.failed" />}
        </Callout>
      )}
      <TextField
        id="account-email"
        labelId="auth.login.email"
        type="email"
        autoComplete="email"
        leftIcon="envelope"
        required
        value={form.values.userEmail}
        onChange={(value) => form.update('userEmail', value)}
        error={fieldError('userEmail')}
      />
      <div className="plouf-form-row">
        <TextField
          id="account-last-name"
          labelId="auth.createAccount.lastName"
          autoComplete="family-name"
          required
          value={form.values.userNom}
          onChange={(value) => form.update('userNom', value)}
          error={fieldError('userNom')}
        />
        <TextField
          id="account-first-name"
          labelId="auth.createAccount.firstName"
          autoComplete="given-name"
          required
          value={form.values.userPrenom}
          onChange={(value) => form.update('userPrenom', value)}
          error={fieldError('userPrenom')}
        />
      </div>
      <Button type="submit" intent="primary" size="large" fill loading={pending} disabled={!auth.canCreateAccount && !pending}>
        <FormattedMessage id="auth.createAccount.submit" />
      </Button>
    </form>
  );
}
