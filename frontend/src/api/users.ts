import { apiGet, apiSend, newActionKey } from './client.ts';
import type { AdminUser, FamilyMember, NewMember, UserChanges } from './types.ts';

/**
 * Adds a person to a family. The call requires a password: a random one nobody knows, since the
 * member chooses theirs from the link they receive by mail. It is the action's own random key, so
 * that the same action sent again is the same request.
 */
export function addFamilyMember(famId: number, member: NewMember, idempotencyKey = newActionKey()): Promise<FamilyMember> {
  return apiSend<FamilyMember>('PUT', `/User/membre/${famId}`, { ...member, userPass: idempotencyKey, userNewPass: '' }, { idempotencyKey, readBack: (accepted) => (accepted.id ? `/User/${accepted.id}` : null) });
}

/** Administration: one user. */
export function getUser(id: number): Promise<AdminUser> {
  return apiGet<AdminUser>(`/User/${id}`, { share: false });
}

/** Administration: saves a user's profile, roles and disabled flag. */
export function saveUser(id: number, changes: UserChanges): Promise<AdminUser> {
  return apiSend<AdminUser>('PUT', `/User/${id}`, changes, { readBack: () => `/User/${id}` });
}

/** Takes a member off their family (DELETE /User/{id}): the family's own page, or the back-office. */
export async function removeMember(id: number): Promise<void> {
  await apiSend<{ id: number }>('DELETE', `/User/${id}`, undefined, { readBack: () => null });
}
