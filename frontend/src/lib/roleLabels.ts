import type { Role } from '../api/types.ts';
import type { MessageId } from '../i18n/catalogues.ts';

/** Each role's name in the reader's language (the desk's member lists, the family's own data). */
export const ROLE_LABELS: Record<Role, MessageId> = {
  AdminPlateforme: 'common.role.adminPlateforme',
  AdminPiscine: 'common.role.adminPiscine',
  Famille: 'common.role.famille',
  Client: 'common.role.client',
  MNS: 'common.role.mns',
  ProprietairePiscine: 'common.role.proprietairePiscine',
};

/** A role's label, or null when the server sends one this screen does not know. */
export function roleLabelId(role: string): MessageId | null {
  return role in ROLE_LABELS ? ROLE_LABELS[role as Role] : null;
}

/**
 * Roles as a reader reads them, in their language, joined; a role the screen does not know as it is.
 *
 * @example
 * rolesText(['Client', 'Famille'], intl); // 'Client, Family' on an English screen
 */
export function rolesText(roles: readonly string[], intl: { formatMessage(descriptor: { id: MessageId }): string }): string {
  return roles.map((role) => {
    const id = roleLabelId(role);
    return id ? intl.formatMessage({ id }) : role;
  }).join(', ');
}
