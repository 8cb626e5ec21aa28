/**
 * Beside the HttpOnly session cookie, one the page's script can read, holding no secret: "a
 * session may be open". Without it the page knows it is a visitor's and does not ask
 * `GET /webapi/Authenticate` (a request and an error in the console for every visitor); with it,
 * the answer says whether the session still holds, and a session that does not clears it.
 */
export const SIGNED_IN_COOKIE = 'plouf_signed_in';

/** Whether a `document.cookie` string carries the hint. */
export function mayBeSignedIn(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}
