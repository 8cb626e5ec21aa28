import { Card, Icon, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { ADMIN_BASE, ADMIN_SECTIONS } from './sections.ts';

export default function AdminDashboardPage() {
  usePageTitle('admin.menu.dashboard');
  return (
    <section className="plouf-page plouf-page--flush">
      <h1 className="plouf-page-title"><FormattedMessage id="admin.menu.dashboard" /></h1>
      <p className="plouf-muted"><FormattedMessage id="admin.dashboard.intro" /></p>
      <div className="plouf-card-grid plouf-card-grid--compact">
        {ADMIN_SECTIONS.filter((section) => section.path !== 'dashboard').map((section) => (
          <Link key={section.path} to={`${ADMIN_BASE}/${section.path}`} className="plouf-card-link">
            <Card interactive elevation={1} className="plouf-admin-card plouf-admin-card--stacked">
              <span className="plouf-admin-card-head">
                <Icon icon={section.icon} size={20} className="plouf-admin-card-icon" />
                <span className="plouf-admin-card-label"><FormattedMessage id={section.labelId} /></span>
              </span>
              <Tag minimal round intent={section.ready ? 'success' : 'none'}>
                <FormattedMessage id={section.ready ? 'admin.dashboard.ready' : 'admin.dashboard.soon'} />
              </Tag>
            </Card>
          </Link>
        ))}
      </div>
    </section>
  );
}
