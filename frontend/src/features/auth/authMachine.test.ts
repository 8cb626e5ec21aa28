import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import type { Credentials, SessionUser } from '../../api/types.ts';
import { authMachine, DEFAULT_REDIRECT } from './authMachine.ts';
import { hasRole, leavesPageOnLogout } from './roles.ts';

const client: SessionUser = { id: 7, usrEmail: 'famille@plouf.fr', libelle: 'Famille Dupont', roles: ['Client'] };
const admin: SessionUser = { id: 1, usrEmail: 'admin@plouf.fr', libelle: 'Admin', roles: ['AdminPlateforme'] };
const credentials: Credentials = { userEmail: 'famille@plouf.fr', userPass: 'secret-password' };

/** The machine with fake actors and recorded navigation: no HTTP, no router. */
function fakeSession(options: { current?: SessionUser | null | Error; loginAs?: SessionUser | Error } = {}) {
  const calls = { login: [] as Credentials[], logout: 0, navigatedTo: [] as string[], leftPage: 0 };
  const settle = <T,>(value: T | Error) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
  const machine = authMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise(() => settle(options.current === undefined ? null : options.current)),
      login: fromPromise(({ input }: { input: Credentials }) => {
        calls.login.push(input);
        return settle(options.loginAs ?? client);
      }),
      logout: fromPromise(async () => {
        calls.logout += 1;
      }),
    },
    actions: {
      navigateAfterLogin: (_, params) => calls.navigatedTo.push(params.path),
      navigateAfterLogout: () => {
        calls.leftPage += 1;
      },
    },
  });
  return { machine, calls };
}

async function started(options: Parameters<typeof fakeSession>[0]) {
  const session = fakeSession(options);
  const actor = createActor(session.machine).start();
  await waitFor(actor, (snapshot) => !snapshot.matches('loadingUser') && !snapshot.matches('signingOut'));
  return { actor, calls: session.calls };
}

describe('authMachine transitions', () => {
  it('starts by loading the current user', () => {
    const [snapshot, actions] = initialTransition(authMachine);
    expect(snapshot.value).toBe('loadingUser');
    expect(snapshot.context).toMatchObject({ user: null, userStatus: 'loading', status: null, errorMessage: null, redirectPath: '/' });
    expect(actions.map((action) => action.type)).toContain('xstate.spawnChild');
  });

  it('records the path of a protected route in any state', () => {
    const [initial] = initialTransition(authMachine);
    const [next] = transition(authMachine, initial, { type: 'auth.requireLogin', path: '/profil/administration/contacts' });
    expect(next.context.redirectPath).toBe('/profil/administration/contacts');
  });

  it('ignores login and logout while the current user is loading', () => {
    const [initial] = initialTransition(authMachine);
    expect(initial.can({ type: 'auth.login', credentials })).toBe(false);
    expect(initial.can({ type: 'auth.logout' })).toBe(false);
  });
});

describe('authMachine with fake actors', () => {
  it('stores the current user when there is a session', async () => {
    const { actor } = await started({ current: client });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toMatchObject({ user: client, userStatus: 'success' });
  });

  it('treats an anonymous visitor as logged out without calling logout', async () => {
    const { actor, calls } = await started({ current: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, userStatus: 'success' });
    expect(calls.logout).toBe(0);
  });

  it('logs out when the current user cannot be loaded', async () => {
    const { actor, calls } = await started({ current: new Error('boom') });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.userStatus).toBe('error');
    expect(calls.logout).toBe(1);
  });

  it('logs in, stores the user and returns to the recorded path', async () => {
    const { actor, calls } = await started({ current: null, loginAs: admin });
    actor.send({ type: 'auth.requireLogin', path: '/profil/administration/contacts' });
    actor.send({ type: 'auth.login', credentials });
    expect(actor.getSnapshot().context.status).toBe('AuthenticationProgress');
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(calls.login).toEqual([credentials]);
    expect(calls.navigatedTo).toEqual(['/profil/administration/contacts']);
    expect(actor.getSnapshot().context).toMatchObject({ user: admin, status: 'AuthenticationSuccess', redirectPath: DEFAULT_REDIRECT });
  });

  it('goes to / after a login nobody asked a page for', async () => {
    const { actor, calls } = await started({ current: null });
    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(calls.navigatedTo).toEqual(['/']);
  });

  it('reports a failed login and logs out, keeping the recorded path', async () => {
    const { actor, calls } = await started({ current: null, loginAs: new Error("Erreur d'identification") });
    actor.send({ type: 'auth.requireLogin', path: '/profil' });
    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      status: 'AuthenticationError',
      errorMessage: "Erreur d'identification",
      redirectPath: '/profil',
    });
    expect(calls.logout).toBe(1);
    expect(calls.navigatedTo).toEqual([]);
  });

  it('logs out on request: clears the session and leaves the page', async () => {
    const { actor, calls } = await started({ current: client });
    actor.send({ type: 'auth.requireLogin', path: '/profil' });
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().context).toMatchObject({ user: null, redirectPath: DEFAULT_REDIRECT });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(calls.logout).toBe(1);
    expect(calls.leftPage).toBe(1);
  });
});

describe('role checks', () => {
  it('lets the platform administrator pass every check', () => {
    expect(hasRole(admin, ['Client'])).toBe(true);
    expect(hasRole(admin, ['Admin'])).toBe(true);
  });

  it('asks other users for one of the listed roles', () => {
    expect(hasRole(client, ['Client'])).toBe(true);
    expect(hasRole(client, ['MNS', 'Client'])).toBe(true);
    expect(hasRole(client, ['Admin'])).toBe(false);
    expect(hasRole(null, ['Client'])).toBe(false);
  });

  it('stays on Login, Home and CreatePassword after a logout', () => {
    expect(leavesPageOnLogout('/')).toBe(false);
    expect(leavesPageOnLogout('/login')).toBe(false);
    expect(leavesPageOnLogout('/create-password/')).toBe(false);
    expect(leavesPageOnLogout('/profil/commandes')).toBe(true);
  });
});
