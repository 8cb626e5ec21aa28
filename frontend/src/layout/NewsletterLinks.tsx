import { NamedAlert } from '../ui/Dialog.tsx';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../api/client.ts';
import { unsubscribeNewsletter, validateNewsletter } from '../api/newsletter.ts';

type Outcome = { kind: 'valid' | 'unsubscribed'; email: string } | { kind: 'failed'; message: string } | null;

/** The query parameters the newsletter's mailed links carry, and what each does. */
const LINKS = { newsletter: 'valid', desinscription: 'unsubscribed' } as const;

/**
 * Follows a newsletter link mailed to a subscriber (spec §2, "Newsletter validation link"):
 * `?newsletter=key` validates the address and says 'Validation inscription réussie';
 * `?desinscription=key` unsubscribes it. The key is then taken out of the address bar (and the
 * history), so a reload or a shared address does nothing. Called once the page is hydrated: a
 * mail scanner that fetches the link without running scripts changes nothing.
 */
export function NewsletterLinks() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const name = (Object.keys(LINKS) as (keyof typeof LINKS)[]).find((param) => params.has(param));
    if (!name) return;
    const key = params.get(name) ?? '';
    params.delete(name);
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash }, { replace: true });
    const kind = LINKS[name];
    (kind === 'valid' ? validateNewsletter(key) : unsubscribeNewsletter(key)).then(
      (answer) => setOutcome(answer ? { kind, email: answer.libelle } : { kind: 'failed', message: intl.formatMessage({ id: 'layout.newsletter.linkFailed' }) }),
      (error: unknown) =>
        setOutcome({ kind: 'failed', message: error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'layout.newsletter.linkFailed' }) }),
    );
    // Once per address that carries a key: the navigation above removes it.
  }, [location.search]);

  const failed = outcome?.kind === 'failed';
  return (
    <NamedAlert
      isOpen={outcome !== null}
      onClose={() => setOutcome(null)}
      icon={failed ? 'warning-sign' : outcome?.kind === 'valid' ? 'tick-circle' : 'envelope'}
      intent={failed ? 'warning' : 'success'}
      confirmButtonText={intl.formatMessage({ id: 'common.action.close' })}
      canEscapeKeyCancel
      canOutsideClickCancel
      title={<FormattedMessage id={failed ? 'layout.newsletter.invalidTitle' : outcome?.kind === 'unsubscribed' ? 'layout.newsletter.unsubscribedTitle' : 'layout.newsletter.validTitle'} />}
    >
      <p>
        {outcome?.kind === 'failed' ? (
          outcome.message
        ) : outcome ? (
          <FormattedMessage id={outcome.kind === 'valid' ? 'layout.newsletter.validBody' : 'layout.newsletter.unsubscribedBody'} values={{ email: outcome.email }} />
        ) : null}
      </p>
    </NamedAlert>
  );
}
