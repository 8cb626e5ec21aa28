import { Button, Collapse } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { Loading } from '../../../ui/Loading.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { AdminMenu } from '../../admin/shell/AdminMenu.tsx';
import { useAuth } from '../auth/useAuth.ts';
import { isPlatformAdmin } from '../auth/roles.ts';

/** The /profil area: its pages, beside the administration menu for the platform administrator. */
export default function ProfileLayout() {
  const { user } = useAuth();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const admin = isPlatformAdmin(user);

  return (
    <div className={admin ? 'plouf-profile plouf-profile--admin' : 'plouf-profile'}>
      {admin && isMobile && (
        <div className="plouf-admin-menu-mobile">
          <Button fill alignText="start" icon="menu" endIcon={menuOpen ? 'chevron-up' : 'chevron-down'} onClick={() => setMenuOpen((open) => !open)}>
            <FormattedMessage id="admin.menu.toggle" />
          </Button>
          <Collapse isOpen={menuOpen}>
            <AdminMenu onNavigate={() => setMenuOpen(false)} />
          </Collapse>
        </div>
      )}
      {admin && !isMobile && (
        <aside className="plouf-sidebar">
          <AdminMenu />
        </aside>
      )}
      <div className="plouf-profile-content">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
