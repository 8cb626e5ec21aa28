import { apiGet, apiSend } from './client.ts';
import type { PersonalReadPage, PersonalReadView } from '@plouf/command-api/contracts';
import type { Family, FamilyChanges, FamilyListQuery, FamilyPage } from './types.ts';

/** A family with its members and orders: a family sees its own, the administrator any. */
export function getFamily(id: number, options: { share?: boolean } = {}): Promise<Family> {
  return apiGet<Family>(`/Family/${id}`, { share: options.share });
}

/** Administration: a page of families, searched and sorted on the server. */
export function listFamilies(query: FamilyListQuery, options: { share?: boolean } = {}): Promise<FamilyPage> {
  return apiGet<FamilyPage>('/Family', { query: { ...query }, share: options.share });
}

/** Renames a family and sets (or clears) its address. */
export function saveFamily(id: number, changes: FamilyChanges): Promise<Family> {
  return apiSend<Family>('PUT', `/Family/${id}`, changes, { readBack: () => `/Family/${id}` });
}

/** Administration: a page of who read the family's members' sensitive data, newest first. */
export function familyReads(famId: number, page: { offset: number; limit: number }): Promise<PersonalReadPage> {
  return apiGet<PersonalReadPage>(`/Family/${famId}/lectures`, { query: { ...page }, share: false });
}

export type { PersonalReadView };
