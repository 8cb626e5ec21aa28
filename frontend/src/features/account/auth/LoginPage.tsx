import { Button, Callout, Card } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { DEFAULT_REDIRECT } from './authMachine.ts';
import { CreateAccountForm } from './CreateAccountForm.tsx';
import { ForgottenPasswordForm } from './ForgottenPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { useAuth } from './useAuth.ts';

type Panel = 'login' | 'forgotten' | 'create';

const TITLES: Record<Panel, MessageId> = {
  login: 'auth.login.title',
  forgotten: 'auth.forgotten.title',
  create: 'auth.createAccount.title',
};

/** /login: the login form, and (`?form=forgotten`, `?form=create`) the forgotten-password and sign-up forms. */
export function LoginPage() {
  const navigate = useNavigate();
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('form');
  const panel: Panel = requested === 'forgotten' || requested === 'create' ? requested : 'login';
  usePageTitle(TITLES[panel]);
  const forbidden = auth.user !== null && auth.redirectPath !== DEFAULT_REDIRECT;
  const show = (next: Panel) => setParams(next === 'login' ? {} : { form: next });

  return (
    <section className="plouf-page plouf-narrow">
      <Card className="plouf-login-card" elevation={2}>
        <h1 className="plouf-page-title"><FormattedMessage id={TITLES[panel]} /></h1>
        {auth.user && (
          <Callout intent={forbidden ? 'warning' : 'primary'} className="plouf-gap">
            <p><FormattedMessage id="auth.login.signedInAs" values={{ name: <strong>{auth.user.libelle}</strong> }} /></p>
            {forbidden && <p><FormattedMessage id="auth.login.forbidden" /></p>}
            <div className="plouf-actions">
              <Button intent="primary" icon="person" onClick={() => navigate('/profil')}>
                <FormattedMessage id="auth.login.goToAccount" />
              </Button>
              <Button variant="outlined" icon="log-out" disabled={!auth.canLogout} onClick={auth.logout}>
                <FormattedMessage id="auth.login.logout" />
              </Button>
            </div>
          </Callout>
        )}
        {(!auth.user || forbidden) && panel === 'login' && (
          <>
            <LoginForm />
            <div className="plouf-login-links">
              <Button variant="minimal" intent="primary" onClick={() => show('forgotten')}>
                <FormattedMessage id="auth.login.forgotten" />
              </Button>
              <span className="plouf-login-signup">
                <span className="plouf-muted"><FormattedMessage id="auth.login.noAccount" /></span>
                <Button variant="outlined" intent="primary" icon="new-person" onClick={() => show('create')}>
                  <FormattedMessage id="auth.login.createAccount" />
                </Button>
              </span>
            </div>
          </>
        )}
        {panel === 'forgotten' && <ForgottenPasswordForm />}
        {!auth.user && panel === 'create' && <CreateAccountForm />}
        {panel !== 'login' && (
          <p className="plouf-login-links">
            <Button variant="minimal" icon="arrow-left" onClick={() => show('login')}>
              <FormattedMessage id="auth.login.back" />
            </Button>
          </p>
        )}
      </Card>
    </section>
  );
}
