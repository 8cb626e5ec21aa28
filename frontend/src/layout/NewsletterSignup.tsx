import { Alert, Button, InputGroup } from '@blueprintjs/core';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isValidEmail } from '../lib/validation.ts';
import { useHydrated } from '../ssr/firstPaint.ts';
import { useKeepTypedText } from '../ssr/typedBeforeHydration.ts';

type Outcome = 'invalid' | 'notOpenYet' | null;

/**
 * The footer's newsletter field. The email is checked as the spec asks ('Attention' dialog);
 * subscriptions themselves open with a later release, and the visitor is told so plainly.
 */
export function NewsletterSignup() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Typed before the page's script took over: kept; the submit waits for it (a native submit
  // would reload the page).
  const field = useRef<HTMLInputElement>(null);
  useKeepTypedText(field, email, setEmail);
  const hydrated = useHydrated();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(isValidEmail(email) ? 'notOpenYet' : 'invalid');
  };

  return (
    <form className="plouf-newsletter" onSubmit={onSubmit} noValidate>
      <InputGroup
        type="email"
        leftIcon="envelope"
        aria-label={intl.formatMessage({ id: 'layout.newsletter.placeholder' })}
        placeholder={intl.formatMessage({ id: 'layout.newsletter.placeholder' })}
        inputRef={field}
        value={email}
        onValueChange={setEmail}
        rightElement={
          <Button type="submit" intent="primary" disabled={!hydrated} text={intl.formatMessage({ id: 'layout.newsletter.submit' })} />
        }
      />
      <Alert
        isOpen={outcome !== null}
        onClose={() => setOutcome(null)}
        icon={outcome === 'invalid' ? 'warning-sign' : 'time'}
        intent={outcome === 'invalid' ? 'warning' : 'primary'}
        confirmButtonText={intl.formatMessage({ id: 'common.action.close' })}
        canEscapeKeyCancel
        canOutsideClickCancel
      >
        <h3 className="plouf-alert-title">
          <FormattedMessage id={outcome === 'invalid' ? 'layout.newsletter.invalidTitle' : 'layout.newsletter.soonTitle'} />
        </h3>
        <p>
          <FormattedMessage id={outcome === 'invalid' ? 'layout.newsletter.invalidBody' : 'layout.newsletter.soonBody'} />
        </p>
      </Alert>
    </form>
  );
}
