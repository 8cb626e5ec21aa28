import { Button, Callout, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { useAuth } from './AuthProvider.tsx';
import { DEFAULT_REDIRECT } from './authMachine.ts';
import { validateLogin, type LoginErrors } from './loginValidation.ts';

export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const auth = useAuth();
  usePageTitle('auth.login.title');
  const [values, setValues] = useState({ userEmail: '', userPass: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const pending = auth.status === 'AuthenticationProgress';
  const forbidden = auth.user !== null && auth.redirectPath !== DEFAULT_REDIRECT;

  const update = (field: keyof typeof values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length === 0 && auth.canLogin) auth.login({ userEmail: values.userEmail.trim(), userPass: values.userPass });
  };

  const fieldError = (field: keyof LoginErrors) => {
    const id = errors[field];
    return id ? { helperText: intl.formatMessage({ id }), intent: 'danger' as const } : {};
  };

  return (
    <section className="plouf-page plouf-narrow">
      <Card className="plouf-login-card" elevation={2}>
        <h1 className="plouf-page-title">
          <FormattedMessage id="auth.login.title" />
        </h1>
        {auth.user && (
          <Callout intent={forbidden ? 'warning' : 'primary'} className="plouf-gap">
            <p>
              <FormattedMessage id="auth.login.signedInAs" values={{ name: <strong>{auth.user.libelle}</strong> }} />
            </p>
            {forbidden && <p><FormattedMessage id="auth.login.forbidden" /></p>}
            <div className="plouf-actions">
              <Button intent="primary" icon="person" onClick={() => navigate('/profil')}>
                <FormattedMessage id="auth.login.goToAccount" />
              </Button>
              <Button variant="outlined" icon="log-out" onClick={auth.logout}>
                <FormattedMessage id="auth.login.logout" />
              </Button>
            </div>
          </Callout>
        )}
        {(!auth.user || forbidden) && (
          <form onSubmit={onSubmit} noValidate>
            <p className="plouf-muted"><FormattedMessage id="auth.login.intro" /></p>
            {submitted && auth.status === 'AuthenticationError' && (
              <Callout intent="danger" icon="error" className="plouf-gap" role="alert">
                {auth.errorMessage ?? <FormattedMessage id="auth.login.failed" />}
              </Callout>
            )}
            <FormGroup label={intl.formatMessage({ id: 'auth.login.email' })} labelFor="login-email" {...fieldError('userEmail')}>
              <InputGroup
                id="login-email"
                type="email"
                autoComplete="username"
                leftIcon="envelope"
                size="large"
                value={values.userEmail}
                onValueChange={(value) => update('userEmail', value)}
                intent={errors.userEmail ? 'danger' : 'none'}
              />
            </FormGroup>
            <FormGroup label={intl.formatMessage({ id: 'auth.login.password' })} labelFor="login-password" {...fieldError('userPass')}>
              <InputGroup
                id="login-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                leftIcon="lock"
                size="large"
                value={values.userPass}
                onValueChange={(value) => update('userPass', value)}
                intent={errors.userPass ? 'danger' : 'none'}
                rightElement={
                  <Button
                    variant="minimal"
                    icon={showPassword ? 'eye-off' : 'eye-open'}
                    aria-label={intl.formatMessage({ id: showPassword ? 'auth.login.hidePassword' : 'auth.login.showPassword' })}
                    onClick={() => setShowPassword((shown) => !shown)}
                  />
                }
              />
            </FormGroup>
            <Button type="submit" intent="primary" size="large" fill loading={pending} disabled={!auth.canLogin && !pending}>
              <FormattedMessage id="auth.login.submit" />
            </Button>
            <p className="plouf-login-links">
              <Link to="/create-password"><FormattedMessage id="auth.login.createPassword" /></Link>
            </p>
          </form>
        )}
      </Card>
    </section>
  );
}
