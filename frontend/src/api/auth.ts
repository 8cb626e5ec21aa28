import { MAIL_KINDS } from '@plouf/command-api/mail-kinds';
import { mayBeSignedIn } from '@plouf/infra/signed-in';
import { allowDeckCopies, forgetDeckCopies } from '../lib/deckCaches.ts';
import { ApiError, apiGet, apiSend } from './client.ts';
import {
  type CreatedAccount,
  type Credentials,
  type NewAccount,
  type PasswordChange,
  type PasswordCreation,
  type SessionUser,
} from './types.ts';

/**
 * The session user, or `null` when the visitor is anonymous (`UnauhtorizedUser`). A browser with
 * no session open (no readable "signed in" cookie beside the HttpOnly one) is not asked about.
 */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  if (typeof document !== 'undefined' && !mayBeSignedIn(document.cookie)) return null;
  try {
    return await apiGet<SessionUser>('/Authenticate', { share: false });
  } catch (error) {
    if (error instanceof ApiError && error.resultCode === 'UnauhtorizedUser') return null;
    throw error;
  }
}

/**
 * Every call that opens a session goes through here, whichever way it opens it (a password, a
 * mailed link, a password set from a reset or an account's activation link): once it is open, the
 * instructor deck's worker keeps its reads again (a sign-out on this browser had stopped it:
 * `forgetDeckCopies`). A call that fails opened nothing and lifts nothing.
 */
async function sessionOpened(opening: Promise<SessionUser>): Promise<SessionUser> {
  const user = await opening;
  await allowDeckCopies();
  return user;
}

export function login(credentials: Credentials): Promise<SessionUser> {
  return sessionOpened(apiSend<SessionUser>('POST', '/Authenticate', credentials, { readBack: () => null }));
}

/**
 * Opens a session from a mailed one-time key. The call is shared while in flight: React's strict
 * mode restarts the session machine once in development, and a key works only once.
 */
export function autolog(key: string): Promise<SessionUser> {
  return sessionOpened(apiGet<SessionUser>('/Authenticate/autolog', { query: { key } }));
}

export async function logout(): Promise<void> {
  // The instructor deck's offline copies are this user's (rosters, care details): not the next
  // one's. Forgotten first, whatever the server answers (a sign-out cut off or refused still leaves
  // this browser without them), and again once it has answered: a read the deck's worker was still
  // keeping when they were first emptied is not kept either.
  await forgetDeckCopies();
  try {
    await apiSend<unknown>('DELETE', '/Authenticate');
  } finally {
    await forgetDeckCopies();
  }
}

/**
 * Asks for a link to choose a new password. The answer is the same whether or not an account has
 * this email (nothing tells who is a customer); it fails only for a logged-in person asking for an
 * address other than their own.
 */
export async function requestPasswordReset(userEmail: string): Promise<void> {
  await apiSend<null>('POST', '/Authenticate/forgotten', { userEmail, mtpId: MAIL_KINDS.ForgotPassword });
}

/**
 * The signed-in person switched the site's language (issue 41): their account keeps it, and their
 * mails are written in it from then on.
 */
export async function saveLanguage(language: 'fr' | 'en'): Promise<void> {
  await apiSend<unknown>('PUT', '/Authenticate/langue', { language });
}

/** The logged-in user changes their password, giving the current one. */
export async function changePassword(change: PasswordChange): Promise<void> {
  await apiSend<null>('PUT', '/Authenticate', change, { resend: false });
}

/** Whether a mailed link's key still works (not used, not expired), without using it. */
export async function checkPasswordLink(key: string): Promise<boolean> {
  return (await apiGet<{ usable: boolean }>('/Authenticate/forgotten', { query: { key }, share: false })).usable;
}

/**
 * Sets the password from a mailed link's key (a reset, or a new account's activation); the server
 * opens a session for the person.
 */
export function createPassword({ key, userNewPass }: PasswordCreation): Promise<SessionUser> {
  return sessionOpened(apiSend<SessionUser>('PUT', '/Authenticate/forgotten', { userEncryptedToken: key, userNewPass, mtpId: MAIL_KINDS.ChangePassword }, { readBack: () => null, resend: false }));
}

/** Signs up a new family and its first member, who then receives a set-password link (no session opens here: `createPassword` opens it). */
export async function createAccount(account: NewAccount): Promise<CreatedAccount> {
  const answer = await apiSend<CreatedAccount>('POST', '/Authenticate/create-account', { ...account, userNewPass: '' });
  // Stored, the read model a moment late: the account exists and its mail is on its way.
  return 'accepted' in answer ? { famId: answer.id ?? 0, userId: null } : answer;
}
