import type { Language } from '../api/client.ts';

/** One message in every language, side by side, so a missing translation fails the type check. */
export type Translations = Record<Language, string>;

/**
 * Declares a feature's messages; ids are namespaced `feature.part.purpose`.
 *
 * @example
 * export const authMessages = defineMessages({
 *   'auth.login.submit': { fr: 'Se connecter', en: 'Log in' },
 * });
 */
export function defineMessages<Id extends string>(messages: Record<Id, Translations>): Record<Id, Translations> {
  return messages;
}
