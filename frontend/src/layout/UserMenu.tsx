import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ChangePasswordDrawer } from '../features/account/auth/ChangePasswordDrawer.tsx';
import { isPlatformAdmin } from '../features/account/auth/roles.ts';
import { useAuth } from '../features/account/auth/useAuth.ts';
import { lazyPage } from '../ui/lazyPage.tsx';

/** The platform administrator's debug log: its code and messages load when it is first opened. */
const DebugLogDrawer = lazyPage(() => import('../features/admin/debugLog/DebugLogDrawer.tsx'));

/** The current user's name ('Visiteur' when anonymous) and the login / logout entries. */
export function UserMenu({ compact }: { compact: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user, userStatus, logout, canLogout } = useAuth();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [debugLogOpen, setDebugLogOpen] = useState(false);
  const name = user?.libelle || user?.usrEmail || intl.formatMessage({ id: 'layout.user.visitor' });

  if (!user) {
    return (
      <>
        {!compact && <span className="plouf-user-name">{name}</span>}
        <Button
          intent="primary"
          className="plouf-login-button"
          icon="log-in"
          loading={userStatus === 'loading'}
          aria-label={compact ? intl.formatMessage({ id: 'layout.user.login' }) : undefined}
          text={compact ? undefined : intl.formatMessage({ id: 'layout.user.login' })}
          onClick={() => navigate('/login')}
        />
      </>
    );
  }

  const menu = (
    <Menu>
      <MenuItem icon="person" text={intl.formatMessage({ id: 'layout.menu.account' })} onClick={() => navigate('/profil')} />
      <MenuItem icon="lock" text={intl.formatMessage({ id: 'auth.changePassword.title' })} onClick={() => setPasswordOpen(true)} />
      {user.roles.includes('MNS') && (
        <MenuItem icon="timeline-events" text={intl.formatMessage({ id: 'myCourses.page.menu' })} onClick={() => navigate('/profil/mes-cours')} />
      )}
      {isPlatformAdmin(user) && (
        <MenuItem
          icon="dashboard"
          text={intl.formatMessage({ id: 'layout.user.administration' })}
          onClick={() => navigate('/profil/administration/dashboard')}
        />
      )}
      {isPlatformAdmin(user) && (
        <MenuItem icon="console" text={intl.formatMessage({ id: 'layout.user.debugLog' })} onClick={() => setDebugLogOpen(true)} />
      )}
      <MenuDivider />
      <MenuItem icon="log-out" intent="danger" disabled={!canLogout} text={intl.formatMessage({ id: 'layout.user.logout' })} onClick={logout} />
    </Menu>
  );
  return (
    <>
      <PopoverNext content={menu} placement="bottom-end">
        <Button variant="minimal" icon="user" endIcon="caret-down" className="plouf-topbar-button" text={compact ? undefined : name} aria-label={name} />
      </PopoverNext>
      <ChangePasswordDrawer isOpen={passwordOpen} onClose={() => setPasswordOpen(false)} />
      {debugLogOpen && isPlatformAdmin(user) && <DebugLogDrawer onClose={() => setDebugLogOpen(false)} />}
    </>
  );
}
