import { FormattedMessage, useIntl } from 'react-intl';
import type { FamilyExport } from '../../../api/privacy.ts';
import { rolesText } from '../../../lib/roleLabels.ts';
import { DataSection, DataTable } from './DataTable.tsx';
import { useExportFormat } from './useExportFormat.ts';

type Export = FamilyExport;

const addressText = (address: Export['family']['address']) => (address ? `${address.adrNumberWay}, ${address.adrPostalCode} ${address.libelle}` : null);

/** The family, its members and its consents. */
export function PeopleSections({ data }: { data: Export }) {
  const intl = useIntl();
  const format = useExportFormat();
  const none = intl.formatMessage({ id: 'myData.value.none' });
  return (
    <>
      <DataSection id="family" title="myData.family.title">
        <dl className="my-data-facts">
          <dt><FormattedMessage id="myData.family.name" /></dt>
          <dd>{data.family.name}</dd>
          <dt><FormattedMessage id="myData.family.address" /></dt>
          <dd>{addressText(data.family.address) ?? none}</dd>
          <dt><FormattedMessage id="myData.family.createdAt" /></dt>
          <dd>{format.date(data.family.createdAt)}</dd>
        </dl>
      </DataSection>
      <DataSection id="members" title="myData.members.title" count={data.members.length}>
        <DataTable
          label="myData.members.title"
          rows={data.members}
          rowKey={(member) => member.id}
          columns={[
            { header: 'myData.members.name', cell: (member) => [member.civility, member.firstName, member.lastName].filter(Boolean).join(' ') },
            { header: 'myData.members.email', cell: (member) => member.email ?? none },
            { header: 'myData.members.phone', cell: (member) => member.phone ?? none },
            { header: 'myData.members.birthDate', cell: (member) => format.day(member.birthDate) },
            { header: 'myData.members.roles', cell: (member) => rolesText(member.roles, intl) },
            { header: 'myData.members.language', cell: (member) => member.language },
            { header: 'myData.members.addedAt', cell: (member) => format.date(member.addedAt) },
            { header: 'myData.members.lastLogin', cell: (member) => format.dateTime(member.lastLoginAt) },
          ]}
        />
      </DataSection>
      <DataSection id="consents" title="myData.consents.title">
        <dl className="my-data-facts">
          <dt><FormattedMessage id="myData.consents.reminders" /></dt>
          <dd><FormattedMessage id={data.consents.lessonReminders ? 'myData.value.yes' : 'myData.value.no'} /></dd>
        </dl>
        <h3 className="my-data-subheading"><FormattedMessage id="myData.consents.newsletter" /></h3>
        <DataTable
          label="myData.consents.newsletter"
          rows={data.consents.newsletter}
          rowKey={(consent) => consent.email}
          columns={[
            { header: 'myData.members.email', cell: (consent) => consent.email },
            { header: 'myData.consents.status', cell: (consent) => <FormattedMessage id={`myData.newsletterStatus.${consent.status}`} /> },
            { header: 'myData.consents.signedUp', cell: (consent) => format.dateTime(consent.signedUpAt) },
            { header: 'myData.consents.validated', cell: (consent) => format.dateTime(consent.validatedAt) },
            { header: 'myData.consents.unsubscribed', cell: (consent) => format.dateTime(consent.unsubscribedAt) },
          ]}
        />
      </DataSection>
    </>
  );
}

/** What the school wrote to the family, and what the family wrote to it. */
export function CorrespondenceSections({ data }: { data: Export }) {
  const format = useExportFormat();
  return (
    <>
      <DataSection id="messages" title="myData.messages.title" count={data.messages.length}>
        <DataTable
          label="myData.messages.title"
          rows={data.messages}
          rowKey={(message) => `${message.id}-${message.recipient}`}
          columns={[
            { header: 'myData.messages.date', cell: (message) => format.dateTime(message.sentAt) },
            { header: 'myData.messages.subject', cell: (message) => message.subject },
            { header: 'myData.messages.to', cell: (message) => message.recipient },
          ]}
        />
      </DataSection>
      <DataSection id="mails" title="myData.mails.title" count={data.mails.length}>
        <DataTable
          label="myData.mails.title"
          rows={data.mails}
          rowKey={(mail, index) => `${mail.createdAt}-${index}`}
          columns={[
            { header: 'myData.messages.date', cell: (mail) => format.dateTime(mail.sentAt ?? mail.createdAt) },
            { header: 'myData.messages.subject', cell: (mail) => mail.subject },
            { header: 'myData.messages.to', cell: (mail) => mail.recipient },
            { header: 'myData.mails.status', cell: (mail) => <FormattedMessage id={mail.status === 'sent' ? 'myData.mailStatus.sent' : 'myData.mailStatus.pending'} /> },
          ]}
        />
      </DataSection>
      <DataSection id="contacts" title="myData.contacts.title" count={data.contacts.length}>
        <DataTable
          label="myData.contacts.title"
          rows={data.contacts}
          rowKey={(contact) => contact.id}
          columns={[
            { header: 'myData.messages.date', cell: (contact) => format.dateTime(contact.receivedAt) },
            { header: 'myData.contacts.from', cell: (contact) => contact.email },
            { header: 'myData.contacts.message', cell: (contact) => <span className="my-data-text">{contact.message}</span> },
          ]}
        />
      </DataSection>
    </>
  );
}
