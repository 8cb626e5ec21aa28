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

/**
 * A set of messages as one catalogue per language, each made the first time it is asked for: a
 * page shows one language.
 */
export function byLanguage<Id extends string>(messages: Record<Id, Translations>): Readonly<Record<Language, Record<Id, string>>> {
  const made: Partial<Record<Language, Record<Id, string>>> = {};
  const catalogue = (language: Language) => {
    const entries = Object.entries(messages) as [Id, Translations][];
    return Object.fromEntries(entries.map(([id, text]) => [id, text[language]])) as Record<Id, string>;
  };
  return {
    get fr() {
      return (made.fr ??= catalogue('fr'));
    },
    get en() {
      return (made.en ??= catalogue('en'));
    },
  };
}
