/**
 * Spec §1: a `key` in the query string is an autolog key, used before the application is shown.
 * On the create-password page the key belongs to the set-password link, which the page uses.
 *
 * @example
 * autologKeyOf('/profil', '?key=abc')          // 'abc'
 * autologKeyOf('/create-password', '?key=abc') // null
 */
export function autologKeyOf(pathname: string, search: string): string | null {
  if (isCreatePasswordPath(pathname)) return null;
  return new URLSearchParams(search).get('key') || null;
}

/** The query string without its `key`, e.g. `'?key=abc&x=1'` → `'?x=1'`. */
export function searchWithoutKey(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('key');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function isCreatePasswordPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === '/create-password';
}
