import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_BASE, ADMIN_SECTIONS } from './sections.ts';

/** The administration side menu (shown to the platform administrator only, by its parent). */
export function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Menu className="plouf-admin-menu">
      <MenuDivider title={intl.formatMessage({ id: 'admin.menu.title' })} />
      {ADMIN_SECTIONS.map((section) => {
        const to = `${ADMIN_BASE}/${section.path}`;
        return (
          <MenuItem
            key={section.path}
            icon={section.icon}
            text={intl.formatMessage({ id: section.labelId })}
            active={pathname === to || pathname.startsWith(`${to}/`)}
            href={to}
            onClick={(event) => {
              event.preventDefault();
              onNavigate?.();
              navigate(to);
            }}
          />
        );
      })}
    </Menu>
  );
}
