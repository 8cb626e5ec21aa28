import { AnchorButton, Button, Callout, Card, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useFormState } from '../../../lib/useFormState.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { PASSWORD_MIN_LENGTH, validateNewPassword } from './authValidation.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useAuth } from './useAuth.ts';
import { useFreshStatus } from './useFreshStatus.ts';

const ASK_NEW_LINK = '/login?form=forgotten';

/** /create-password?key=…: the person chooses a password from a mailed link, then is logged in. */
export default function CreatePasswordPage() {
  const key = useSearchParams()[0].get('key') ?? '';
  usePageTitle('auth.createPassword.title');
  return (
    <section className="plouf-page plouf-narrow">
      <Card className="plouf-login-card" elevation={2}>
        <h1 className="plouf-page-title"><FormattedMessage id="auth.createPassword.title" /></h1>
        {key ? (
          <CreatePasswordForm linkKey={key} />
        ) : (
          <NonIdealState
            icon="warning-sign"
            title={<FormattedMessage id="auth.createPassword.missingTitle" />}
            description={<FormattedMessage id="auth.createPassword.missingBody" />}
            action={<AskNewLink />}
          />
        )}
      </Card>
    </section>
  );
}

function CreatePasswordForm({ linkKey }: { linkKey: string }) {
  const auth = useAuth();
  const form = useFormState({ password: '', confirmation: '' }, validateNewPassword);
  useFreshStatus();
  const pending = auth.status === 'CreatePasswordProgress';
  // A malformed key is refused by the server's schema; its wording is not for the person.
  const keyRefused = auth.fieldErrors.userEncryptedToken !== undefined;
  return (
    <form onSubmit={form.submit((values) => auth.createPassword({ key: linkKey, userNewPass: values.password }))} noValidate>
      <p className="plouf-muted"><FormattedMessage id="auth.createPassword.intro" values={{ count: PASSWORD_MIN_LENGTH }} /></p>
      {auth.status === 'CreatePasswordError' && (
        <Callout intent="danger" icon="error" className="plouf-gap" role="alert">
          <p>{(!keyRefused && auth.errorMessage) || <FormattedMessage id="auth.createPassword.failed" />}</p>
          <AskNewLink />
        </Callout>
      )}
      <NewPasswordFields
        idPrefix="create"
        values={form.values}
        errors={form.errors}
        onChange={form.update}
        labels={{ password: 'auth.createPassword.password', confirmation: 'auth.createPassword.confirmation' }}
      />
      <Button type="submit" intent="primary" size="large" fill loading={pending} disabled={!auth.canCreatePassword && !pending}>
        <FormattedMessage id="auth.createPassword.submit" />
      </Button>
    </form>
  );
}

/** A real link (it can open in a new tab) handled by the router. */
function AskNewLink() {
  const navigate = useNavigate();
  return (
    <AnchorButton
      intent="primary"
      variant="outlined"
      icon="envelope"
      href={ASK_NEW_LINK}
      onClick={(event) => {
        event.preventDefault();
        navigate(ASK_NEW_LINK);
      }}
    >
      <FormattedMessage id="auth.createPassword.askNewLink" />
    </AnchorButton>
  );
}
