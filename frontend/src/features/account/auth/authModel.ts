import { ApiError } from '../../../api/client.ts';
import type { Credentials, NewAccount, PasswordCreation, SessionUser } from '../../../api/types.ts';

/** Spec §4 authentication status strings: the last flow run and how it ended. */
export type AuthStatus =
  | 'AuthenticationProgress'
  | 'AuthenticationSuccess'
  | 'AuthenticationError'
  | 'PassForgottenProgress'
  | 'PassForgottenSuccess'
  | 'PassForgottenError'
  | 'ChangePasswordProgress'
  | 'ChangePasswordSuccess'
  | 'ChangePasswordError'
  | 'CreatePasswordProgress'
  | 'CreatePasswordSuccess'
  | 'CreatePasswordError'
  | 'CreateAccountProgress'
  | 'CreateAccountSuccess'
  | 'CreateAccountError';

export type UserStatus = 'loading' | 'success' | 'error';

export interface AuthContext {
  user: SessionUser | null;
  status: AuthStatus | null;
  userStatus: UserStatus;
  /** What the server said when the last flow failed; screens fall back to their own text. */
  errorMessage: string | null;
  /** `InvalidModelState` answers: field name → message. */
  fieldErrors: Readonly<Record<string, string>>;
  /** Where to go after a successful login; a protected route records itself here. */
  redirectPath: string;
  /** The one-time key of an autolog link, until it has been used. */
  autologKey: string | null;
}

/** The autolog key found in the address at start-up, if any. */
export interface AuthInput {
  autologKey: string | null;
}

export type AuthEvent =
  | { type: 'auth.login'; credentials: Credentials }
  | { type: 'auth.logout' }
  | { type: 'auth.requireLogin'; path: string }
  | { type: 'auth.refreshUser' }
  | { type: 'auth.forgotPassword'; userEmail: string }
  | { type: 'auth.changePassword'; userPass: string; userNewPass: string }
  | { type: 'auth.createPassword'; creation: PasswordCreation }
  | { type: 'auth.createAccount'; account: NewAccount }
  /** A screen is done with the last outcome (a form closed or left). */
  | { type: 'auth.clearStatus' };

export const DEFAULT_REDIRECT = '/';
/** Where a person lands after choosing their password from a mailed link. */
export const ACCOUNT_HOME = '/profil';

/** The event that made the machine enter a state, narrowed; anything else is a bug. */
export function eventOf<T extends AuthEvent['type']>(event: { type: string }, type: T): Extract<AuthEvent, { type: T }> {
  if (event.type !== type) throw new Error(`expected ${type}, got ${event.type}`);
  return event as Extract<AuthEvent, { type: T }>;
}

/**
 * What a failed call tells the user: the server's message (or the client's own when the server
 * could not be reached) and the field errors. `null` lets the screen show the spec's text.
 */
export function failureOf(error: unknown): Pick<AuthContext, 'errorMessage' | 'fieldErrors'> {
  if (error instanceof ApiError) {
    const unreachable = error.resultCode === 'NetworkError' || error.resultCode === 'BadResponse';
    return { errorMessage: error.serverMessage ?? (unreachable ? error.message : null), fieldErrors: error.fieldErrors };
  }
  return { errorMessage: error instanceof Error && error.message ? error.message : null, fieldErrors: {} };
}
