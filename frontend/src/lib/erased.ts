import type { IntlShape } from 'react-intl';

/** The names an erased family and its members are read with (the server's `ERASED`, issue 25). */
export const ERASED_FAMILY_NAME = 'Famille supprimée';
export const ERASED_MEMBER_NAME = 'Membre supprimé';

/**
 * A family's or a member's name as shown: an erased one in the reader's language ('Deleted family',
 * 'Deleted member' in English), any other as it is.
 *
 * @example
 * shownName('Famille supprimée', intl); // 'Deleted family' on an English screen
 * shownName('Martin', intl); // 'Martin'
 */
export function shownName(name: string, intl: Pick<IntlShape, 'formatMessage'>): string {
  return shownNameWith(name, (id) => intl.formatMessage({ id }));
}

/**
 * `shownName` for a pure module that holds the screen's messages as a function (the order history's words).
 *
 * @example
 * shownNameWith('Membre supprimé', words.message); // 'Deleted member' on an English screen
 */
export function shownNameWith(name: string, say: (id: 'common.erased.family' | 'common.erased.member') => string): string {
  if (name === ERASED_FAMILY_NAME) return say('common.erased.family');
  if (name === ERASED_MEMBER_NAME) return say('common.erased.member');
  return name;
}
