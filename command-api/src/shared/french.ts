/**
 * French elision before a name (issue 41: "le cours de Adam"): `de` and `que` drop their vowel
 * before a vowel or a mute h, as French writes them. Pure: the mails (handlebars helpers `de` and
 * `que`), the server's messages and the screens (`<de>{name}</de>` in the French catalogue) use it.
 */

/**
 * Whether a word or a name is written with an elision before it: it starts with a vowel, a mute h
 * (names: Hugo, Hélène) or a y sounded as a vowel (Yves), not a y before a vowel (Yann, Yasmine).
 *
 * @example
 * elides('Adam'); // true
 * elides('Léa');  // false
 * elides('Yann'); // false
 */
export function elides(word: string): boolean {
  const text = word.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (/^[aeiouœæh]/.test(text)) return true;
  return /^y[^aeiouy]/.test(text);
}

/**
 * `de` before a name, elided: `de Léa`, `d’Adam`, `d’Hugo`.
 *
 * @example
 * `le cours ${deName('Adam')}`; // 'le cours d’Adam'
 */
export const deName = (name: string): string => (elides(name) ? `d’${name.trimStart()}` : `de ${name.trimStart()}`);

/**
 * `que` before a name, elided: `que Léa`, `qu’Adam`.
 *
 * @example
 * `pour ${queName('Emma')} nage`; // 'pour qu’Emma nage'
 */
export const queName = (name: string): string => (elides(name) ? `qu’${name.trimStart()}` : `que ${name.trimStart()}`);
