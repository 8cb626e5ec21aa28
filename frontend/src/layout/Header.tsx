import { Alignment, Button, Menu, MenuDivider, MenuItem, Navbar, NavbarGroup } from '@blueprintjs/core';
import { Drawer } from '../ui/Dialog.tsx';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../features/account/auth/useAuth.ts';
import { useIsMobile } from '../ui/useIsMobile.ts';
import { CartLink } from './CartLink.tsx';
import { LocaleSwitch } from './LocaleSwitch.tsx';
import { MAIN_MENU } from './navigation.ts';
import { UserMenu } from './UserMenu.tsx';

export function Header() {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="plouf-header">
      <Navbar className="plouf-topbar">
        <NavbarGroup align={Alignment.START}>
          {isMobile && (
            <Button
              variant="minimal"
              icon="menu"
              className="plouf-topbar-button"
              aria-label={intl.formatMessage({ id: 'layout.menu.open' })}
              onClick={() => setMenuOpen(true)}
            />
          )}
          {/* Named by what it shows, then where it goes ("Plouf École de natation, Accueil"): a speech user says "Plouf" (WCAG 2.5.3). */}
          <Link to="/" className="plouf-brand">
            <span className="plouf-brand-logo" aria-hidden="true">
              <WaveLogo />
            </span>
            <span className="plouf-brand-text">
              <span className="plouf-brand-name"><FormattedMessage id="layout.brand.name" /></span>
              {!isMobile && <span className="plouf-brand-tagline"><FormattedMessage id="layout.brand.tagline" /></span>}
            </span>
            <span className="plouf-sr-only">, <FormattedMessage id="layout.menu.home" /></span>
          </Link>
        </NavbarGroup>
        <NavbarGroup align={Alignment.END} className="plouf-topbar-actions">
          <LocaleSwitch />
          <CartLink />
          <UserMenu compact={isMobile} />
        </NavbarGroup>
      </Navbar>
      {isMobile ? (
        <MobileMenu isOpen={menuOpen} onClose={() => setMenuOpen(false)} />
      ) : (
        <nav className="plouf-mainnav" aria-label={intl.formatMessage({ id: 'layout.menu.title' })}>
          {MAIN_MENU.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="plouf-mainnav-link">
              <FormattedMessage id={item.labelId} />
            </NavLink>
          ))}
        </nav>
      )}
    </header>
  );
}

function MobileMenu({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position="left"
      size="80%"
      className="plouf-drawer"
    >
      {/*
        Our own header and menu title: Blueprint's are an h4 and an h6, which skip heading levels
        (axe's heading-order); these are an h2 and an h3 that look the same (styles.css).
      */}
      <div className="bp6-drawer-header">
        <h2 className="bp6-heading plouf-drawer-title"><FormattedMessage id="layout.menu.title" /></h2>
        <Button variant="minimal" icon="small-cross" className="bp6-dialog-close-button" aria-label={intl.formatMessage({ id: 'layout.menu.close' })} onClick={onClose} />
      </div>
      <Menu large className="plouf-drawer-menu">
        <li className="bp6-menu-header" role="separator">
          <h3 className="bp6-heading plouf-menu-title">{user?.libelle || intl.formatMessage({ id: 'layout.user.visitor' })}</h3>
        </li>
        {MAIN_MENU.map((item) => (
          <MenuItem
            key={item.to}
            icon={item.icon}
            text={intl.formatMessage({ id: item.labelId })}
            active={item.end ? pathname === item.to : pathname.startsWith(item.to)}
            onClick={() => go(item.to)}
          />
        ))}
        <MenuDivider />
        <MenuItem icon="envelope" text={intl.formatMessage({ id: 'layout.footer.contact' })} onClick={() => go('/contact')} />
      </Menu>
    </Drawer>
  );
}

function WaveLogo() {
  return (
    <svg viewBox="0 0 40 40" width="36" height="36" role="img">
      <circle cx="20" cy="20" r="20" fill="currentColor" opacity="0.18" />
      <path d="M6 22c3 0 3-3 7-3s4 3 7 3 3-3 7-3 4 3 7 3" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path d="M6 29c3 0 3-3 7-3s4 3 7 3 3-3 7-3 4 3 7 3" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.6" />
      <circle cx="24" cy="11" r="3.5" fill="currentColor" />
    </svg>
  );
}
