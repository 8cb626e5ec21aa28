/**
 * What happens to a user's credentials, without the credentials: these events say that a reset was
 * asked or a password changed, so the mailer can write. The one-time key a mail carries is derived
 * from `requestId` with the server's secret (infra `createKeyStore`), never stored in an event.
 */
export type PasswordResetRequested = {
  type: 'PasswordResetRequested';
  data: { userId: number; email: string; name: string; requestId: string; language: 'fr' | 'en'; requestedAt: string; expiresAt: string };
};
/** A set-password link for a member who has none yet (signed up, or added by someone else). */
export type PasswordSetupRequested = {
  type: 'PasswordSetupRequested';
  data: { userId: number; email: string; name: string; requestId: string; language: 'fr' | 'en'; reason: 'signup' | 'invited'; requestedAt: string; expiresAt: string };
};
export type PasswordChanged = {
  type: 'PasswordChanged';
  data: { userId: number; email: string; name: string; via: 'change' | 'reset' | 'setup'; language: 'fr' | 'en'; at: string };
};

/**
 * The signed-in person switched the site to a language (issue 41): their account's language, in
 * which every mail to them is written from then on.
 */
export type LanguageChosen = {
  type: 'LanguageChosen';
  data: { userId: number; language: 'fr' | 'en'; at: string };
};

export type AccountEvent = PasswordResetRequested | PasswordSetupRequested | PasswordChanged | LanguageChosen;
export const ACCOUNT_EVENT_TYPES = ['PasswordResetRequested', 'PasswordSetupRequested', 'PasswordChanged', 'LanguageChosen'] as const satisfies readonly AccountEvent['type'][];
export const accountStream = (userId: number) => `account-${userId}`;
