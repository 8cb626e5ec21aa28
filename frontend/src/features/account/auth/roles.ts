import { isPlatformAdmin as isAdmin, passes, type Role, type SessionUser } from '@plouf/infra/roles';

/**
 * What a route asks for: a list of roles. `'Admin'` is the spec's administration metadata; it
 * matches no real role, so only the platform administrator passes it.
 */
export type RequiredRole = Role | 'Admin';

/**
 * Spec §6: the platform administrator passes every check; anyone else needs one of the roles.
 *
 * @example
 * hasRole({ ...user, roles: ['Client'] }, ['Client']) // true
 * hasRole({ ...user, roles: ['Client'] }, ['Admin'])  // false
 */
export function hasRole(user: SessionUser | null, roles: readonly RequiredRole[]): boolean {
  // The same rule the server applies to every call (infra's `passes`).
  return passes(user, roles.filter((role): role is Role => role !== 'Admin'));
}

export function isPlatformAdmin(user: SessionUser | null): boolean {
  return isAdmin(user);
}

/** Spec §4: after a logout, stay on Login, Home and CreatePassword; leave any other page. */
export function leavesPageOnLogout(pathname: string): boolean {
  return !['/', '/login', '/create-password'].includes(pathname.replace(/\/+$/, '') || '/');
}
