import type { IconName } from '@blueprintjs/core';
import type { MessageId } from '../i18n/catalogues.ts';

/** Spec §2 main menu, in order. */
export const MAIN_MENU: readonly { to: string; labelId: MessageId; icon: IconName; end?: boolean }[] = [
  { to: '/', labelId: 'layout.menu.home', icon: 'home', end: true },
  { to: '/activites-enfants', labelId: 'layout.menu.childActivities', icon: 'heart' },
  { to: '/activites-adultes', labelId: 'layout.menu.adultActivities', icon: 'walk' },
  { to: '/piscines', labelId: 'layout.menu.pools', icon: 'map-marker' },
  { to: '/domicile', labelId: 'layout.menu.homeLessons', icon: 'home' },
  { to: '/profil', labelId: 'layout.menu.account', icon: 'person' },
];

/** The cart's three steps keep the footer inside the account area. */
const FOOTER_PAGES_IN_ACCOUNT = ['/profil/panier', '/profil/facturation', '/profil/paiement'];

/** Spec §2: the footer is hidden under /profil except on cart, billing and checkout. */
export function showsFooter(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path !== '/profil' && !path.startsWith('/profil/')) return true;
  return FOOTER_PAGES_IN_ACCOUNT.includes(path);
}
