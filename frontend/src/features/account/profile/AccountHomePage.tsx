import { Card, Icon, type IconName } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { BuyPassesSection } from '../../cart/BuyPassesSection.tsx';
import { isPlatformAdmin } from '../auth/roles.ts';
import { useAuth } from '../auth/useAuth.ts';
import { FamilySection } from './FamilySection.tsx';

const ACCOUNT_LINKS: readonly { to: string; icon: IconName; labelId: MessageId }[] = [
  { to: '/profil/my-booking', icon: 'calendar', labelId: 'account.section.bookings' },
  { to: '/profil/session-history', icon: 'history', labelId: 'account.section.history' },
  { to: '/profil/commandes', icon: 'shopping-cart', labelId: 'account.section.orders' },
  { to: '/profil/password', icon: 'lock', labelId: 'account.section.password' },
];

/** /profil: the account's sections, then the person's family. */
export default function AccountHomePage() {
  const { user } = useAuth();
  usePageTitle('account.home.title');
  const links = isPlatformAdmin(user)
    ? [...ACCOUNT_LINKS, { to: '/profil/administration/dashboard', icon: 'dashboard' as const, labelId: 'account.section.administration' as const }]
    : ACCOUNT_LINKS;
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
      {user?.famId != null && <BuyPassesSection />}
      {user?.famId != null && <FamilySection famId={user.famId} />}
    </section>
  );
}
