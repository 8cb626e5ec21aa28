import { randomBytes } from 'node:crypto';
import { TooManyRequests, sessionCookieOptions, type KeyStore } from '@plouf/infra';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Failed logins allowed in 15 minutes: per account and address, per address, and per account from
 * every address together (a guesser who spreads over many addresses). Past `slowAfter` failures
 * on an account, each further failure is answered more slowly; past `perAccount`, the account's
 * password is refused to any browser it has never been opened from, and the way in is the mailed
 * link ("Mot de passe oublié ?"), which a stranger cannot use: guessing cannot lock the owner out.
 */
export const LOGIN_LIMITS = { perAccountAndAddress: 5, perAddress: 50, perAccount: 10, slowAfter: 3, windowMs: 15 * 60_000 };

/** The longest a failed login's answer is held back. */
const MAX_SLOWDOWN_MS = 4_000;

/** How long a failed login's answer waits, given the account's failures in the window (this one included). */
export function slowdownMs(accountFailures: number): number {
  if (accountFailures <= LOGIN_LIMITS.slowAfter) return 0;
  return Math.min(MAX_SLOWDOWN_MS, 250 * 2 ** (accountFailures - LOGIN_LIMITS.slowAfter - 1));
}

/** The browser a user has logged in from: an HttpOnly cookie naming the account, signed by the server. */
export const DEVICE_COOKIE = 'plouf_device';
const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

/** Sets the cookie that says this browser opened `userId`'s account (kept a year). */
export function rememberDevice(keys: KeyStore, reply: FastifyReply, secure: boolean | 'auto', userId: number): void {
  const nonce = randomBytes(9).toString('base64url');
  const value = `${userId}.${nonce}.${keys.keyFor('device', `${userId}.${nonce}`)}`;
  reply.setCookie(DEVICE_COOKIE, value, sessionCookieOptions(secure, DEVICE_MAX_AGE_S));
}

/** Whether the request comes from a browser that has opened this account before. */
export function knownDevice(keys: KeyStore, request: FastifyRequest, userId: number | null): boolean {
  const value = request.cookies[DEVICE_COOKIE];
  if (userId === null || !value) return false;
  const [user, nonce, key, ...rest] = value.split('.');
  if (rest.length > 0 || !nonce || !key || user !== String(userId)) return false;
  return keys.matches('device', `${user}.${nonce}`, key);
}

/** The account's password is refused here until the window ends; the mailed link still opens it. */
export class LoginNeedsLink extends TooManyRequests {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, {
      code: 'LoginNeedsLink',
      messages: {
        fr: 'Trop d’essais de mot de passe sur ce compte : pour votre sécurité, demandez un lien de connexion par e-mail avec « Mot de passe oublié ? »',
        en: 'Too many password attempts on this account: for your security, ask for a login link by email with "Forgot your password?"',
      },
    });
  }
}
