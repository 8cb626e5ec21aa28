import { Tag, type Intent } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { NewsletterStatus } from '../../../api/types.ts';

const INTENTS: Record<NewsletterStatus, Intent> = {
  active: 'success',
  pending: 'warning',
  disabled: 'none',
  unsubscribed: 'danger',
};

/** Validé, En attente (of the mailed link), Désactivé (by the back-office), Désinscrit (by the person). */
export function NewsletterStatusTag({ status }: { status: NewsletterStatus }) {
  return (
    <Tag minimal round intent={INTENTS[status]} className="plouf-newsletter-status" data-status={status}>
      <FormattedMessage id={`adminNewsletter.status.${status}`} />
    </Tag>
  );
}
