import { Alert, Button, Card, NonIdealState, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { parseId } from '../../../lib/params.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { useActivities } from '../../site/data/useActivities.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { MessageComposer } from '../messages/MessageComposer.tsx';
import { SentMessages } from '../messages/SentMessages.tsx';
import { useContactDetail } from './useContactDetail.ts';

const LIST = `${ADMIN_BASE}/contacts`;

export default function ContactDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = parseId(useParams().contactId);
  const detail = useContactDetail(id);
  const activities = useActivities();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [replying, setReplying] = useState(false);
  usePageTitle('adminContacts.detail.title');

  const back = (
    <Button variant="minimal" icon="arrow-left" onClick={() => navigate(LIST)}>
      <FormattedMessage id="adminContacts.detail.back" />
    </Button>
  );

  if (detail.status === 'loading') return <Loading />;
  if (detail.status !== 'done' || !detail.contact) {
    return (
      <section className="plouf-page plouf-page--flush">
        {back}
        <NonIdealState
          icon={detail.status === 'notFound' ? 'search' : 'error'}
          title={<FormattedMessage id={detail.status === 'notFound' ? 'adminContacts.detail.notFound' : 'adminContacts.error.load'} />}
          action={detail.status === 'error' ? <Button icon="refresh" onClick={detail.reload}><FormattedMessage id="common.action.retry" /></Button> : undefined}
        />
      </section>
    );
  }

  const contact = detail.contact;
  const activityName = (activityId: number) =>
    activities.data?.find((activity) => activity.id === activityId)?.libelle ??
    intl.formatMessage({ id: 'adminContacts.detail.unknownActivity' }, { id: activityId });

  return (
    <section className="plouf-page plouf-page--flush">
      {back}
      <Card elevation={1} className="plouf-contact-card">
        <header className="plouf-contact-head">
          <div>
            <h1 className="plouf-page-title plouf-break">{contact.ctcMail}</h1>
            <p className="plouf-muted">
              <FormattedMessage id="adminContacts.detail.received" values={{ date: parisDateTime(contact.ctcDatadd) }} />
            </p>
          </div>
          <Tag round intent={contact.ctcLu ? 'none' : 'primary'} size="large">
            <FormattedMessage id={contact.ctcLu ? 'adminContacts.status.read' : 'adminContacts.status.unread'} />
          </Tag>
        </header>
        <p className="plouf-contact-message">{contact.ctcMessage}</p>
        <h2 className="plouf-subtitle"><FormattedMessage id="adminContacts.detail.activities" /></h2>
        <div className="plouf-tags">
          {contact.acyIds.length === 0 ? (
            <span className="plouf-muted"><FormattedMessage id="adminContacts.detail.noActivities" /></span>
          ) : (
            contact.acyIds.map((activityId) => <Tag key={activityId} round minimal intent="primary">{activityName(activityId)}</Tag>)
          )}
        </div>
        <div className="plouf-actions plouf-contact-actions">
          <Button intent="primary" icon="envelope" onClick={() => setReplying(true)}>
            <FormattedMessage id="adminMessages.action.reply" />
          </Button>
          <Button icon="eye-off" disabled={!contact.ctcLu || detail.busy} onClick={() => void detail.markUnread()}>
            <FormattedMessage id="adminContacts.action.markUnread" />
          </Button>
          <Button icon="trash" intent="danger" variant="outlined" disabled={detail.busy} onClick={() => setConfirmDelete(true)}>
            <FormattedMessage id="adminContacts.action.delete" />
          </Button>
        </div>
      </Card>
      <SentMessages filter={{ contactId: contact.id }} titleId="adminMessages.sent.replies" />
      <MessageComposer
        isOpen={replying}
        onClose={() => setReplying(false)}
        audience={{ kind: 'contact', contactId: contact.id }}
        to={<FormattedMessage id="adminMessages.to.contact" values={{ email: contact.ctcMail }} />}
      />
      <Alert
        isOpen={confirmDelete}
        intent="danger"
        icon="trash"
        confirmButtonText={intl.formatMessage({ id: 'adminContacts.action.delete' })}
        cancelButtonText={intl.formatMessage({ id: 'common.action.cancel' })}
        onConfirm={async () => {
          if (await detail.remove()) navigate(LIST);
        }}
        onClose={() => setConfirmDelete(false)}
        canEscapeKeyCancel
      >
        <p><FormattedMessage id="adminContacts.confirm.delete" values={{ count: 1 }} /></p>
      </Alert>
    </section>
  );
}
