import type { Role } from '../../../api/types.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';

export const ROLE_LABELS: Record<Role, MessageId> = {
  AdminPlateforme: 'adminFamilies.role.adminPlateforme',
  AdminPiscine: 'adminFamilies.role.adminPiscine',
  Famille: 'adminFamilies.role.famille',
  Client: 'adminFamilies.role.client',
  MNS: 'adminFamilies.role.mns',
  ProprietairePiscine: 'adminFamilies.role.proprietairePiscine',
};

/** A role's label, or the role itself when the server sends one this screen does not know. */
export function roleLabelId(role: string): MessageId | null {
  return role in ROLE_LABELS ? ROLE_LABELS[role as Role] : null;
}
