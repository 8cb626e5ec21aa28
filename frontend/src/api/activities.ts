import { apiGet } from './client.ts';
import type { Activity } from './types.ts';

export function listActivities(): Promise<Activity[]> {
  return apiGet<Activity[]>('/Activity');
}
