import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request comes from a page of another site: a browser names the page's origin
 * (`Origin`) on every WebSocket handshake and every POST, PUT or DELETE, and says `Sec-Fetch-Site:
 * cross-site` when it is another site's. Plouf's own pages are on the address the request was sent
 * to (its `Host`, which a proxy in front keeps) or on `PUBLIC_URL`. A request with neither header is
 * not a browser's (a script, a payment provider's webhook): cookies set `SameSite` stay the first
 * guard, this the second.
 *
 * @example
 * foreignOrigin({ host: 'plouf.fr', origin: 'https://evil.example' }, 'https://plouf.fr') // true
 */
export function foreignOrigin(headers: IncomingHttpHeaders, publicUrl: string | undefined): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    // `null` (a sandboxed frame, a file) or garbage: no page of ours.
    return true;
  }
  if (host === headers.host) return false;
  if (publicUrl) {
    try {
      if (new URL(publicUrl).origin === new URL(origin).origin) return false;
    } catch {
      return true;
    }
  }
  return true;
}
