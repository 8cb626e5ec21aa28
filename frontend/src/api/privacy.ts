/**
 * Personal data (issue 25): a family's export (as data for its page, and as a JSON file), the school's retention periods, the families inactive for them, and a
 * family's erasure (asked, refused or withdrawn, confirmed by the desk).
 */
import type { ErasureBlocker, ErasureRequestView, ErasureView, InactiveFamiliesView, PrivacySettingsInput, PrivacySettingsView } from '@plouf/command-api/contracts';
import { ADMIN_ROOMS, NOTICES } from '@plouf/command-api/read-models';
import type { FamilyExport } from '@plouf/command-api/contracts';
import { apiGet, apiSend, apiUrl, type Language } from './client.ts';

export type { InactiveFamiliesView, PrivacySettingsInput, PrivacySettingsView, FamilyExport };

/** Everything held about the family, in the language asked. */
export function getFamilyExport(famId: number, lang: Language): Promise<FamilyExport> {
  return apiGet<FamilyExport>(`/Family/${famId}/donnees`, { query: { lang }, share: false });
}

/** The export as a file (indented JSON), with the session cookie. */
export const familyExportFileUrl = (famId: number, lang: Language) => apiUrl(`/Family/${famId}/donnees.json`, { lang });

export type ErasureBlockerKind = ErasureBlocker['kind'];
export type { ErasureRequestView, ErasureView };

/** The retention periods in use (the defaults, `savedAt` null, until saved). */
export function getPrivacySettings(): Promise<PrivacySettingsView> {
  return apiGet<PrivacySettingsView>('/Ecole/donnees-personnelles', { share: false });
}

export function savePrivacySettings(input: PrivacySettingsInput, idempotencyKey: string): Promise<PrivacySettingsView> {
  return apiSend<PrivacySettingsView>('PUT', '/Ecole/donnees-personnelles', input, { idempotencyKey, readBack: () => '/Ecole/donnees-personnelles' });
}

/** The families with no activity for the school's period, oldest first (200 at most). */
export function listInactiveFamilies(): Promise<InactiveFamiliesView> {
  return apiGet<InactiveFamiliesView>('/Admin/familles-inactives', { share: false });
}

/** The erasure requests waiting for the desk, oldest first. */
export function listErasureRequests(): Promise<ErasureRequestView[]> {
  return apiGet<ErasureRequestView[]>('/Admin/effacements', { share: false });
}

export function getErasure(famId: number): Promise<ErasureView> {
  return apiGet<ErasureView>(`/Family/${famId}/effacement`, { share: false });
}

/** Asks for the family's erasure (the desk: on its behalf). */
export function requestErasure(famId: number, idempotencyKey: string): Promise<ErasureView> {
  return apiSend<ErasureView>('POST', `/Family/${famId}/effacement`, {}, { idempotencyKey, readBack: () => `/Family/${famId}/effacement` });
}

/** Withdraws the request (the desk: refuses it, with the reason the family is told). */
export function withdrawErasure(famId: number, reason: string, idempotencyKey: string): Promise<ErasureView> {
  return apiSend<ErasureView>('DELETE', `/Family/${famId}/effacement`, { reason }, { idempotencyKey, readBack: () => `/Family/${famId}/effacement` });
}

/** Erases the family: the desk types its current name to confirm. */
export function confirmErasure(famId: number, famName: string, idempotencyKey: string): Promise<ErasureView> {
  return apiSend<ErasureView>('POST', `/Family/${famId}/effacement/confirmation`, { famName }, { idempotencyKey, readBack: () => `/Family/${famId}/effacement` });
}

/** The desk's live room of erasures (asked, withdrawn, done). */
export const PRIVACY_ROOM: string = ADMIN_ROOMS.privacy;
/** The notice the erasure read model sends (to that room and to the family's). */
export const PRIVACY_NOTICE: string = NOTICES.privacy;
