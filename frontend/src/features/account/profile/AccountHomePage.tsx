import { Card, Icon, type IconName } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { BuyPassesSection } from '../cart/BuyPassesSection.tsx';
import { hasRole, isPlatformAdmin } from '../auth/roles.ts';
import { useAuth } from '../auth/useAuth.ts';
import { FamilySection } from './FamilySection.tsx';
import { MyDataSection } from '../data/MyDataSection.tsx';
import { ReportCards } from '../progress/ReportCards.tsx';
import { Statement } from '../statement/Statement.tsx';

const ACCOUNT_LINKS: readonly { to: string; icon: IconName; labelId: MessageId }[] = [
  { to: '/profil/my-booking', icon: 'calendar', labelId: 'account.section.bookings' },
  { to: '/profil/session-history', icon: 'history', labelId: 'account.section.history' },
  { to: '/profil/commandes', icon: 'shopping-cart', labelId: 'account.section.orders' },
  { to: '/profil/password', icon: 'lock', labelId: 'account.section.password' },
];

const INSTRUCTOR_LINK = { to: '/profil/mes-cours', icon: 'timeline-events' as const, labelId: 'myCourses.page.menu' as const };

/** /profil: the account's sections, the family's account (its statement), then the person's family and its children's progress. */
export default function AccountHomePage() {
  const { user } = useAuth();
  usePageTitle('account.home.title');
  // An instructor without a family account (role MNS only) sees their lessons and their password.
  const client = hasRole(user, ['Client']);
  const links = [
    ...(client ? ACCOUNT_LINKS : ACCOUNT_LINKS.filter((link) => link.to === '/profil/password')),
    ...(user?.roles.includes('MNS') ? [INSTRUCTOR_LINK] : []),
    ...(isPlatformAdmin(user) ? [{ to: '/profil/administration/dashboard', icon: 'dashboard' as const, labelId: 'account.section.administration' as const }] : []),
  ];
  return (
    <section className="plouf-page plouf-page--flush">
      <h1 className="plouf-page-title">
        <FormattedMessage id="account.home.greeting" values={{ name: user?.libelle ?? '' }} />
      </h1>
      <p className="plouf-muted"><FormattedMessage id="account.home.intro" /></p>
      <div className="plouf-card-grid plouf-card-grid--compact">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="plouf-card-link">
            <Card interactive elevation={1} className="plouf-admin-card">
              <Icon icon={link.icon} size={20} className="plouf-admin-card-icon" />
              <span className="plouf-admin-card-label"><FormattedMessage id={link.labelId} /></span>
            </Card>
          </Link>
        ))}
      </div>
      {client && user?.famId != null && <Statement famId={user.famId} />}
      {client && user?.famId != null && <BuyPassesSection />}
      {client && user?.famId != null && <FamilySection famId={user.famId} />}
      {client && user?.famId != null && <ReportCards famId={user.famId} />}
      {client && user?.famId != null && <MyDataSection famId={user.famId} />}
    </section>
  );
}
