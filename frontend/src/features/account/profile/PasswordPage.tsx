import { Card } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { PASSWORD_MIN_LENGTH } from '../auth/authValidation.ts';
import { ChangePasswordForm } from '../auth/ChangePasswordForm.tsx';

/** /profil/password: the change-password form on a page of its own. */
export default function PasswordPage() {
  usePageTitle('auth.changePassword.title');
  return (
    <section className="plouf-page plouf-page--flush plouf-narrow">
      <h1 className="plouf-page-title"><FormattedMessage id="auth.changePassword.title" /></h1>
      <Card elevation={1} className="plouf-form-card">
        <p className="plouf-muted"><FormattedMessage id="account.password.intro" values={{ count: PASSWORD_MIN_LENGTH }} /></p>
        <ChangePasswordForm idPrefix="page-password" />
      </Card>
    </section>
  );
}
