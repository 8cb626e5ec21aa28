import type { SessionUser } from '../../api/types.ts';

/**
 * What a route asks for: a list of roles. `'Admin'` is the spec's administration metadata; it
 * matches no real role, so only the platform administrator passes it.
 */
export type RequiredRole = 'AdminPlateforme' | 'AdminPiscine' | 'Famille' | 'Client' | 'MNS' | 'ProprietairePiscine' | 'Admin';

export const PLATFORM_ADMIN = 'AdminPlateforme';

/**
 * Spec §6: the platform administrator passes every check; anyone else needs one of the roles.
 *
 * @example
 * hasRole({ ...user, roles: ['Client'] }, ['Client']) // true
 * hasRole({ ...user, roles: ['Client'] }, ['Admin'])  // false
 */
export function hasRole(user: SessionUser | null, roles: readonly RequiredRole[]): boolean {
  if (!user) return false;
  if (user.roles.includes(PLATFORM_ADMIN)) return true;
  return roles.some((role) => user.roles.includes(role));
}

export function isPlatformAdmin(user: SessionUser | null): boolean {
  return user?.roles.includes(PLATFORM_ADMIN) ?? false;
}

/** Spec §4: after a logout, stay on Login, Home and CreatePassword; leave any other page. */
export function leavesPageOnLogout(pathname: string): boolean {
  return !['/', '/login', '/create-password'].includes(pathname.replace(/\/+$/, '') || '/');
}
