/**
 * Reading and writing one English text of a document's `translations.en` by its path
 * (`libelle`, `content.pctBody`, `configPiscine.horaires`), for the back-office's English fields.
 */

/** A document's translations as the forms hold them. */
export interface TranslationsValue {
  en?: object;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The English text at `path`, or '' when there is none.
 *
 * @example
 * englishAt({ en: { content: { pctTitle: 'Pool' } } }, 'content.pctTitle') // 'Pool'
 */
export function englishAt(translations: TranslationsValue | undefined, path: string): string {
  let node: unknown = translations?.en;
  for (const key of path.split('.')) node = isRecord(node) ? node[key] : undefined;
  return typeof node === 'string' ? node : '';
}

/**
 * The translations with the English text at `path` set, the others kept (nothing is changed in place).
 *
 * @example
 * withEnglish({}, 'configPiscine.horaires', 'Wednesdays') // { en: { configPiscine: { horaires: 'Wednesdays' } } }
 */
export function withEnglish<T extends TranslationsValue>(translations: T | undefined, path: string, text: string): T {
  const set = (node: unknown, keys: string[]): Record<string, unknown> => {
    const current = isRecord(node) ? node : {};
    const [key, ...rest] = keys;
    return { ...current, [key!]: rest.length === 0 ? text : set(current[key!], rest) };
  };
  return { ...translations, en: set(translations?.en, path.split('.')) } as T;
}
