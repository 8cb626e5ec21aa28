import { ADMIN_ROOMS, NOTICES } from '@plouf/command-api/read-models';
import { Card, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLiveNotices } from '../../../api/live.ts';
import { listMessages } from '../../../api/messages.ts';
import type { MessageListQuery, MessageView } from '../../../api/types.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { MessageProgress } from './MessageProgress.tsx';
import './messages.css';

type Filter = Pick<MessageListQuery, 'kind' | 'contactId' | 'crsId'>;

/**
 * The messages sent to an audience (newsletter, a course, a contact), newest first, each with its
 * progress; `notice`, a notice sent otherwise (a course's cancellation), is listed first.
 */
export function SentMessages({ filter, titleId = 'adminMessages.sent.title', notice }: { filter: Filter; titleId?: 'adminMessages.sent.title' | 'adminMessages.sent.replies'; notice?: ReactNode }) {
  const [messages, setMessages] = useState<MessageView[] | null>(null);
  const key = JSON.stringify(filter);
  const reload = useCallback(() => {
    listMessages({ ...filter, limit: 20 }).then((page) => setMessages(page.items), () => setMessages((current) => current ?? []));
    // The filter's value, not its object, decides.
  }, [key]);
  useEffect(reload, [reload]);
  // A new message (its projection: a position) is listed; progress is each row's own.
  useLiveNotices(ADMIN_ROOMS.messages, (change) => {
    if (change.readModel === NOTICES.messages && change.position !== '0') reload();
  });

  return (
    <section className="plouf-sent-messages">
      <h2 className="plouf-subtitle">
        <FormattedMessage id={titleId} />
      </h2>
      {notice}
      {messages === null ? (
        <Spinner size={20} />
      ) : messages.length === 0 ? (
        !notice && <p className="plouf-muted"><FormattedMessage id="adminMessages.sent.none" /></p>
      ) : (
        messages.map((message) => (
          <Card key={message.id} className="plouf-sent-message" compact>
            <strong className="plouf-break">{message.libelle}</strong>{' '}
            <span className="plouf-muted"><FormattedMessage id="adminMessages.sent.on" values={{ date: parisDateTime(message.createdAt) }} /></span>
            <MessageProgress message={message} />
          </Card>
        ))
      )}
    </section>
  );
}
