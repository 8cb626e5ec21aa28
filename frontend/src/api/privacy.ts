/**
 * Personal data (issue 25): a family's export (everything the school holds about it), as data for
 * its page and as a JSON file the browser downloads under the server's name; and its request for
 * erasure (docs/s25 contract: GET/POST/DELETE /Family/{id}/effacement).
 */
import type { FamilyExport } from '@plouf/command-api/contracts';
import { apiGet, apiSend, apiUrl, type Language } from './client.ts';

export type { FamilyExport };

/** Everything held about the family, in the language asked. */
export function getFamilyExport(famId: number, lang: Language): Promise<FamilyExport> {
  return apiGet<FamilyExport>(`/Family/${famId}/donnees`, { query: { lang }, share: false });
}

/** The export as a file (indented JSON), with the session cookie. */
export const familyExportFileUrl = (famId: number, lang: Language) => apiUrl(`/Family/${famId}/donnees.json`, { lang });

/**
 * A family's erasure request, as GET /Family/{id}/effacement answers it. Written here after the
 * contract the erasure's routes follow; to be imported from `@plouf/command-api/contracts` once they
 * publish it there.
 */
export interface ErasureView {
  famId: number;
  status: 'none' | 'requested' | 'erased';
  requestedAt: string | null;
  via: 'family' | 'desk' | null;
  withdrawnAt: string | null;
  withdrawnReason: string | null;
  erasedAt: string | null;
  blockers: Array<{ kind: 'unpaidOrders' | 'lessonsToCome' | 'termEnrolments'; count: number }>;
}

export function getErasure(famId: number): Promise<ErasureView> {
  return apiGet<ErasureView>(`/Family/${famId}/effacement`, { share: false });
}

/** The family asks the school to erase its data; the desk confirms later. */
export function requestErasure(famId: number, idempotencyKey: string): Promise<ErasureView> {
  return apiSend<ErasureView>('POST', `/Family/${famId}/effacement`, {}, { idempotencyKey, readBack: () => `/Family/${famId}/effacement` });
}

/** The family takes its request back. */
export function withdrawErasure(famId: number, idempotencyKey: string): Promise<ErasureView> {
  return apiSend<ErasureView>('DELETE', `/Family/${famId}/effacement`, {}, { idempotencyKey, readBack: () => `/Family/${famId}/effacement` });
}
