import { apiGet, apiSend } from './client.ts';
import type { Family, FamilyChanges, FamilySummary } from './types.ts';

/** A family with its members and orders: a family sees its own, the administrator any. */
export function getFamily(id: number, options: { share?: boolean } = {}): Promise<Family> {
  return apiGet<Family>(`/Family/${id}`, { share: options.share });
}

/** Administration: every family. */
export function listFamilies(options: { share?: boolean } = {}): Promise<FamilySummary[]> {
  return apiGet<FamilySummary[]>('/Family', { share: options.share });
}

/** Administration: renames a family and sets (or clears) its address. */
export function saveFamily(id: number, changes: FamilyChanges): Promise<Family> {
  return apiSend<Family>('PUT', `/Family/${id}`, changes);
}
