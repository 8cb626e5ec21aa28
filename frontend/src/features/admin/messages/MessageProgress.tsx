import { ADMIN_ROOMS, NOTICES } from '@plouf/command-api/read-models';
import { ProgressBar } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLiveNotices } from '../../../api/live.ts';
import { getMessage } from '../../../api/messages.ts';
import type { MessageView } from '../../../api/types.ts';

/**
 * How far a message's mails are: a bar that fills as they leave (the mailer's notices, live), then
 * the count of recipients; mails waiting for a retry are said.
 */
export function MessageProgress({ message: initial }: { message: MessageView }) {
  const [message, setMessage] = useState(initial);
  useEffect(() => setMessage(initial), [initial]);
  const reload = useCallback(() => {
    getMessage(initial.id).then(setMessage, () => undefined);
  }, [initial.id]);
  useLiveNotices(ADMIN_ROOMS.messages, (change) => {
    if (change.readModel === NOTICES.messages && change.ids.includes(initial.id)) reload();
  }, reload);

  const done = message.sent >= message.recipients;
  return (
    <div className="plouf-message-progress" role="status" aria-live="polite">
      {!done && <ProgressBar intent="primary" value={message.recipients > 0 ? message.sent / message.recipients : 0} stripes animate />}
      <span className="plouf-muted">
        {done ? (
          <FormattedMessage id="adminMessages.progress.done" values={{ total: message.recipients }} />
        ) : (
          <FormattedMessage id="adminMessages.progress.sending" values={{ sent: message.sent, total: message.recipients }} />
        )}
        {message.retrying > 0 && (
          <>
            {' · '}
            <FormattedMessage id="adminMessages.progress.retrying" values={{ count: message.retrying }} />
          </>
        )}
      </span>
    </div>
  );
}
