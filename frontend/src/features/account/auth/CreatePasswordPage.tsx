import { AnchorButton, Button, Callout, Card } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkPasswordLink } from '../../../api/auth.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { useFormState } from '../../../lib/useFormState.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { PASSWORD_MIN_LENGTH, validateNewPassword } from './authValidation.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { StateNotice } from './StateNotice.tsx';
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
          <CheckedLink linkKey={key} />
        ) : (
          <StateNotice icon="warning-sign" title={<FormattedMessage id="auth.createPassword.missingTitle" />} action={<AskNewLink />}>
            <FormattedMessage id="auth.createPassword.missingBody" />
          </StateNotice>
        )}
      </Card>
    </section>
  );
}

/**
 * The link is checked on opening (without being used): one that has served or expired says so at
 * once, instead of after a new password is typed. A check that cannot be made leaves the form,
 * whose answer then tells.
 */
function CheckedLink({ linkKey }: { linkKey: string }) {
  const check = useAsync(() => checkPasswordLink(linkKey), `password-link:${linkKey}`);
  const { state } = check;
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'done' && !state.data) {
    return (
      <StateNotice icon="time" title={<FormattedMessage id="auth.createPassword.usedTitle" />} action={<AskNewLink />}>
        <FormattedMessage id="auth.createPassword.usedBody" />
      </StateNotice>
    );
  }
  return <CreatePasswordForm linkKey={linkKey} />;
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
