import { Button, InputGroup } from '@blueprintjs/core';
import { NamedAlert } from '../ui/Dialog.tsx';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, newActionKey } from '../api/client.ts';
import { subscribeNewsletter } from '../api/newsletter.ts';
import { isValidEmail } from '../lib/validation.ts';
import { useHydrated } from '../ssr/firstPaint.ts';
import { useKeepTypedText } from '../ssr/typedBeforeHydration.ts';

type Outcome = { kind: 'invalid' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string } | null;

/**
 * The footer's newsletter field (spec §5, §8): an address that is not one opens 'Attention'; a
 * sign-up opens 'Inscription réussie', which asks to follow the mailed link; the server's refusal
 * (too many tries, say) opens 'Attention' with its words. The answer is the same whether or not the
 * address was already on the list.
 */
export function NewsletterSignup() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  // Typed before the page's script took over: kept; the submit waits for it (a native submit
  // would reload the page).
  const field = useRef<HTMLInputElement>(null);
  useKeepTypedText(field, email, setEmail);
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!isValidEmail(address)) return setOutcome({ kind: 'invalid' });
    setSending(true);
    try {
      await subscribeNewsletter(address, newActionKey());
      setOutcome({ kind: 'done', email: address });
      setEmail('');
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'layout.newsletter.failed' }) });
    } finally {
      setSending(false);
    }
  };

  const warning = outcome?.kind === 'invalid' || outcome?.kind === 'failed';
  return (
    <form className="plouf-newsletter" onSubmit={(event) => void onSubmit(event)} noValidate>
      <InputGroup
        type="email"
        leftIcon="envelope"
        aria-label={intl.formatMessage({ id: 'layout.newsletter.placeholder' })}
        placeholder={intl.formatMessage({ id: 'layout.newsletter.placeholder' })}
        inputRef={field}
        value={email}
        onValueChange={setEmail}
        rightElement={
          <Button type="submit" intent="primary" loading={sending} disabled={!hydrated} text={intl.formatMessage({ id: 'layout.newsletter.submit' })} />
        }
      />
      <NamedAlert
        isOpen={outcome !== null}
        onClose={() => setOutcome(null)}
        icon={warning ? 'warning-sign' : 'envelope'}
        intent={warning ? 'warning' : 'success'}
        confirmButtonText={intl.formatMessage({ id: 'common.action.close' })}
        canEscapeKeyCancel
        canOutsideClickCancel
        title={<FormattedMessage id={warning ? 'layout.newsletter.invalidTitle' : 'layout.newsletter.doneTitle'} />}
      >
        <p>
          {outcome?.kind === 'failed' ? (
            outcome.message
          ) : outcome?.kind === 'done' ? (
            <FormattedMessage id="layout.newsletter.doneBody" values={{ email: outcome.email }} />
          ) : (
            <FormattedMessage id="layout.newsletter.invalidBody" />
          )}
        </p>
      </NamedAlert>
    </form>
  );
}
