import type { DashboardView } from '@plouf/command-api/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ADMIN_BASE } from '../shell/sections.ts';
import { NowFigure } from './Figure.tsx';
import { formats } from './format.ts';

/** Inbox: contacts not read yet, newsletter subscribers (now), each a link to its list. */
export function InboxSection({ view }: { view: DashboardView }) {
  const intl = useIntl();
  const f = formats(intl);
  return (
    <section className="plouf-dash-section" aria-labelledby="dash-inbox">
      <h2 id="dash-inbox" className="plouf-dash-section-title">{intl.formatMessage({ id: 'adminDashboard.inbox.title' })}</h2>
      <div className="plouf-dash-figures">
        <NowFigure label="adminDashboard.inbox.contactsUnread" value={f.count(view.inbox.contactsUnread)} detail={<Link to={`${ADMIN_BASE}/contacts`}>{intl.formatMessage({ id: 'adminDashboard.inbox.toContacts' })}</Link>} />
        <NowFigure label="adminDashboard.inbox.subscribers" value={f.count(view.inbox.newsletterSubscribers)} detail={<Link to={`${ADMIN_BASE}/newsletters`}>{intl.formatMessage({ id: 'adminDashboard.inbox.toNewsletter' })}</Link>} />
      </div>
    </section>
  );
}
