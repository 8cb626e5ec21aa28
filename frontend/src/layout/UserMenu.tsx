import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/AuthProvider.tsx';
import { isPlatformAdmin } from '../features/auth/roles.ts';

/** The current user's name ('Visiteur' when anonymous) and the login / logout entries. */
export function UserMenu({ compact }: { compact: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user, userStatus, logout, canLogout } = useAuth();
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
      {isPlatformAdmin(user) && (
        <MenuItem
          icon="dashboard"
          text={intl.formatMessage({ id: 'layout.user.administration' })}
          onClick={() => navigate('/profil/administration/dashboard')}
        />
      )}
      <MenuDivider />
      <MenuItem icon="log-out" intent="danger" disabled={!canLogout} text={intl.formatMessage({ id: 'layout.user.logout' })} onClick={logout} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" icon="user" endIcon="caret-down" className="plouf-topbar-button" text={compact ? undefined : name} aria-label={name} />
    </PopoverNext>
  );
}
