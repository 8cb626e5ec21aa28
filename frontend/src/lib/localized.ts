/**
 * The catalogue's texts in the visitor's language. A document carries its French texts and, in
 * `translations.en`, their English (docs/adr/0012-catalogue-translations.md); French is the
 * default, and an English text that is absent or blank shows the French one, field by field.
 */
import type { Language } from '../api/client.ts';

/** What a translatable document looks like: its English, when it has any, mirrors its own fields. */
export interface Translatable {
  translations?: { en?: object };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with the non-blank strings of `english` laid over it, at any depth. */
function overlay<T>(base: T, english: unknown): T {
  if (!isRecord(base) || !isRecord(english)) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === 'string') {
      if (value.trim() !== '' && typeof base[key] === 'string') merged[key] = value;
    } else if (isRecord(value)) merged[key] = overlay(base[key], value);
  }
  return merged as T;
}

/** Documents embedded in this one (a pool's MNS) are shown in the same language. */
function withEmbedded<T>(doc: T, locale: Language): T {
  if (!isRecord(doc)) return doc;
  let changed: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(doc)) {
    if (Array.isArray(value) && value.some((item) => isRecord(item) && 'translations' in item)) {
      changed ??= { ...doc };
      changed[key] = value.map((item) => (isRecord(item) && 'translations' in item ? localized(item, locale) : item));
    }
  }
  return (changed ?? doc) as T;
}

/**
 * The document as a visitor in `locale` reads it: in English, every English text that is filled
 * in replaces its French one; in French, the document as it is. The result keeps `translations`
 * (the back-office edits from the original, never from this).
 *
 * @example
 * localized({ libelle: 'Piscine', translations: { en: { libelle: 'Pool' } } }, 'en').libelle // 'Pool'
 * localized({ libelle: 'Piscine', translations: { en: { libelle: '' } } }, 'en').libelle   // 'Piscine'
 */
export function localized<T extends object>(doc: T, locale: Language): T {
  if (locale === 'fr') return doc;
  return withEmbedded(overlay(doc, (doc as Translatable).translations?.[locale]), locale);
}

/** Each document of a list in `locale`. */
export const localizedAll = <T extends object>(docs: readonly T[], locale: Language): T[] => docs.map((doc) => localized(doc, locale));

/**
 * A catalogue name another view shows (a course's pool and activity, a card's or an order line's
 * pass; docs/adr/0017-names-in-the-readers-language.md), in `locale`: its English when written,
 * its French otherwise.
 *
 * @example
 * nameIn({ id: 3, libelle: 'Jardin aquatique', translations: { en: { libelle: 'Water garden' } } }, 'en') // 'Water garden'
 */
export const nameIn = (named: { libelle: string } & Translatable, locale: Language): string => localized(named, locale).libelle;

