import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECK_CACHES, DECK_SIGNED_OUT } from '../lib/deckCaches.ts';
import { autolog, changePassword, createAccount, createPassword, login, logout, requestPasswordReset } from './auth.ts';
import { configureApi } from './client.ts';

/**
 * The sign-out marker of the instructor deck's offline copies (frontend/src/lib/deckCaches.ts):
 * set by a sign-out, lifted by every call that opens a session, whichever way it opens it, and by
 * no other call (a failed sign-in opened nothing).
 */
const user = { id: 7, famId: 3, roles: ['MNS'] };
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the deck’s sign-out marker and the calls that open a session', () => {
  const kept = new Set<string>();
  let reply: () => Response;

  beforeEach(() => {
    kept.clear();
    reply = () => answer({ resultCode: 'Ok', data: user });
    configureApi({ language: 'fr', defaultErrorMessage: 'Erreur de communication avec le serveur' });
    vi.stubGlobal('fetch', async () => reply());
    vi.stubGlobal('caches', {
      open: async (name: string) => (kept.add(name), {}),
      delete: async (name: string) => kept.delete(name),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A sign-out on this browser: the marker is set, the copies emptied. */
  const signedOut = async () => {
    kept.add(DECK_CACHES.api);
    reply = () => answer({ resultCode: 'Ok', data: null });
    await logout();
    expect([...kept]).toEqual([DECK_SIGNED_OUT]);
    reply = () => answer({ resultCode: 'Ok', data: user });
  };

  it.each([
    ['a password', () => login({ userEmail: 'mns@plouf.fr', userPass: 'mns-plouf-2026' })],
    ['a mailed link (autolog)', () => autolog('k'.repeat(32))],
    ['a password set from a reset or an activation link', () => createPassword({ key: 'k'.repeat(32), userNewPass: 'nouveau-2026' })],
  ])('lifts the marker once a session opens with %s', async (_way, open) => {
    await signedOut();
    await expect(open()).resolves.toMatchObject({ id: 7 });
    expect(kept.has(DECK_SIGNED_OUT)).toBe(false);
  });

  it('keeps it when the sign-in fails, and for the calls that open no session', async () => {
    await signedOut();
    reply = () => answer({ resultCode: 'UnauhtorizedUser', data: { errorMessage: 'Erreur d’identification' } }, 401);
    await expect(login({ userEmail: 'mns@plouf.fr', userPass: 'faux' })).rejects.toThrow();
    await expect(createPassword({ key: 'k'.repeat(32), userNewPass: 'nouveau-2026' })).rejects.toThrow();
    reply = () => answer({ resultCode: 'Ok', data: null });
    await requestPasswordReset('mns@plouf.fr');
    await changePassword({ userPass: 'a', userNewPass: 'nouveau-2026' } as Parameters<typeof changePassword>[0]);
    reply = () => answer({ resultCode: 'Ok', data: { famId: 4, userId: 9 } });
    await createAccount({} as Parameters<typeof createAccount>[0]);
    expect(kept.has(DECK_SIGNED_OUT)).toBe(true);
  });
});
