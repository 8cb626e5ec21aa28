import { ApiError, apiGet, apiSend } from './client.ts';
import type { Credentials, SessionUser } from './types.ts';

/** The session user, or `null` when the visitor is anonymous (`UnauhtorizedUser`). */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    return await apiGet<SessionUser>('/Authenticate', { share: false });
  } catch (error) {
    if (error instanceof ApiError && error.resultCode === 'UnauhtorizedUser') return null;
    throw error;
  }
}

export function login(credentials: Credentials): Promise<SessionUser> {
  return apiSend<SessionUser>('POST', '/Authenticate', credentials);
}

export async function logout(): Promise<void> {
  await apiSend<unknown>('DELETE', '/Authenticate');
}
