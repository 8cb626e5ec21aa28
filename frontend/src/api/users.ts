import { apiGet, apiSend, newActionKey } from './client.ts';
import type { MemberCareInput, MemberCareView } from '@plouf/command-api/contracts';
import type { AdminUser, FamilyMember, NewMember, UserChanges } from './types.ts';

export type { MemberCareInput, MemberCareView };

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

/**
 * A member's care details (issue 26): medical notes, allergies, whom to call, photo consent. The
 * member's family and the desk read and write them; the instructor of the member's lessons reads
 * them with the course's progress.
 */
export function getCare(usrId: number): Promise<MemberCareView> {
  return apiGet<MemberCareView>(`/User/${usrId}/sante`, { share: false });
}

/** Replaces a member's care details (the whole record); answers them as saved. */
export function saveCare(usrId: number, input: MemberCareInput, idempotencyKey: string): Promise<MemberCareView> {
  return apiSend<MemberCareView>('PUT', `/User/${usrId}/sante`, input, { idempotencyKey, readBack: () => `/User/${usrId}/sante` });
}
