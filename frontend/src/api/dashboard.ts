/** The owner's dashboard (issue 24): the school's figures for a period and the one before it. */
import type { DashboardView } from '@plouf/command-api/contracts';
import { apiGet } from './client.ts';

export type { DashboardView };

/** GET /Dashboard for Paris days `from` to `to`, both included; always read afresh (figures move live). */
export function getDashboard(from: string, to: string): Promise<DashboardView> {
  return apiGet<DashboardView>('/Dashboard', { query: { from, to }, share: false });
}
