import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { ApiError } from '../../../api/client.ts';
import type { CreatedAccount, Credentials, NewAccount, PasswordChange, PasswordCreation, SessionUser } from '../../../api/types.ts';
import { ACCOUNT_HOME, authMachine, DEFAULT_REDIRECT } from './authMachine.ts';
import type { AuthContext } from './authModel.ts';

const client: SessionUser = { id: 7, usrEmail: 'famille@plouf.fr', libelle: 'Léa Dupont', roles: ['Client', 'Famille'], famId: 3 };
const admin: SessionUser = { id: 1, usrEmail: 'admin@plouf.fr', libelle: 'Admin', roles: ['AdminPlateforme'], famId: null };
const credentials: Credentials = { userEmail: 'famille@plouf.fr', userPass: 'secret-password' };
const account: NewAccount = { userEmail: 'lea@plouf.fr', userNom: 'Dupont', userPrenom: 'Léa' };

type Outcome<T> = T | Error;
interface Fakes {
  current?: Outcome<SessionUser | null>;
  /** Answers of the second and later current-user loads (a refresh). */
  refreshed?: Outcome<SessionUser | null>;
  autolog?: Outcome<SessionUser>;
  loginAs?: Outcome<SessionUser>;
  reset?: Outcome<void>;
  change?: Outcome<void>;
  created?: Outcome<SessionUser>;
  signup?: Outcome<CreatedAccount>;
}

/** The machine with fake actors and recorded side effects: no HTTP, no router, no toaster. */
function fakeSession(fakes: Fakes = {}) {
  const calls = {
    currentUser: 0,
    autolog: [] as string[],
    login: [] as Credentials[],
    logout: 0,
    reset: [] as string[],
    change: [] as PasswordChange[],
    createPassword: [] as PasswordCreation[],
    createAccount: [] as NewAccount[],
    navigatedTo: [] as string[],
    leftPage: 0,
    keyRemoved: 0,
    autologNotices: [] as (string | null)[],
    passwordNotices: 0,
  };
  const settle = <T,>(value: Outcome<T>) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
  const machine = authMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise(() => {
        calls.currentUser += 1;
        const answer = calls.currentUser > 1 && 'refreshed' in fakes ? fakes.refreshed : fakes.current;
        return settle(answer === undefined ? null : answer);
      }),
      autolog: fromPromise(({ input }: { input: string }) => (calls.autolog.push(input), settle(fakes.autolog ?? client))),
      login: fromPromise(({ input }: { input: Credentials }) => (calls.login.push(input), settle(fakes.loginAs ?? client))),
      logout: fromPromise(async () => {
        calls.logout += 1;
      }),
      requestPasswordReset: fromPromise(({ input }: { input: string }) => (calls.reset.push(input), settle(fakes.reset))),
      changePassword: fromPromise(({ input }: { input: PasswordChange }) => (calls.change.push(input), settle(fakes.change))),
      createPassword: fromPromise(({ input }: { input: PasswordCreation }) => (calls.createPassword.push(input), settle(fakes.created ?? client))),
      createAccount: fromPromise(({ input }: { input: NewAccount }) => (calls.createAccount.push(input), settle(fakes.signup ?? { famId: 3, userId: 7 }))),
    },
    actions: {
      navigateAfterLogin: (_, params) => calls.navigatedTo.push(params.path),
      navigateAfterLogout: () => {
        calls.leftPage += 1;
      },
      removeAutologKey: () => {
        calls.keyRemoved += 1;
      },
      notifyAutologFailed: (_, params) => calls.autologNotices.push(params.message),
      notifyPasswordChanged: () => {
        calls.passwordNotices += 1;
      },
    },
  });
  return { machine, calls };
}

const settled = (value: unknown) => value === 'signedIn' || value === 'signedOut';

async function started(fakes: Fakes = {}, autologKey: string | null = null) {
  const session = fakeSession(fakes);
  const actor = createActor(session.machine, { input: { autologKey } }).start();
  await waitFor(actor, (snapshot) => settled(snapshot.value));
  const next = () => waitFor(actor, (snapshot) => settled(snapshot.value));
  return { actor, calls: session.calls, next, context: () => actor.getSnapshot().context };
}

/** A settled snapshot, for pure `transition()` checks. */
function at(value: 'signedIn' | 'signedOut', context: Partial<AuthContext> = {}) {
  const [initial] = initialTransition(authMachine, { autologKey: null });
  return authMachine.resolveState({ value, context: { ...initial.context, userStatus: 'success', user: value === 'signedIn' ? client : null, ...context } });
}

describe('authMachine transitions', () => {
  it('starts by loading the current user', () => {
    const [snapshot, actions] = initialTransition(authMachine, { autologKey: null });
    expect(snapshot.value).toBe('loadingUser');
    expect(snapshot.context).toMatchObject({ user: null, userStatus: 'loading', status: null, errorMessage: null, redirectPath: '/' });
    expect(actions.map((action) => action.type)).toContain('xstate.spawnChild');
  });

  it('starts with an automatic login when the address holds a key', () => {
    const [snapshot] = initialTransition(authMachine, { autologKey: 'k-123' });
    expect(snapshot.value).toBe('autologging');
    expect(snapshot.context).toMatchObject({ autologKey: 'k-123', userStatus: 'loading' });
  });

  it('records the path of a protected route in any state', () => {
    const [initial] = initialTransition(authMachine, { autologKey: null });
    const [next] = transition(authMachine, initial, { type: 'auth.requireLogin', path: '/profil/administration/contacts' });
    expect(next.context.redirectPath).toBe('/profil/administration/contacts');
  });

  it('ignores every flow while the current user is loading', () => {
    const [initial] = initialTransition(authMachine, { autologKey: null });
    expect(initial.can({ type: 'auth.login', credentials })).toBe(false);
    expect(initial.can({ type: 'auth.logout' })).toBe(false);
    expect(initial.can({ type: 'auth.forgotPassword', userEmail: 'a@b.fr' })).toBe(false);
    expect(initial.can({ type: 'auth.createAccount', account })).toBe(false);
  });

  it('offers a visitor login, forgotten password, sign-up and create password, not the rest', () => {
    const visitor = at('signedOut');
    expect(visitor.can({ type: 'auth.login', credentials })).toBe(true);
    expect(visitor.can({ type: 'auth.forgotPassword', userEmail: 'a@b.fr' })).toBe(true);
    expect(visitor.can({ type: 'auth.createAccount', account })).toBe(true);
    expect(visitor.can({ type: 'auth.createPassword', creation: { key: 'k', userNewPass: '12345678' } })).toBe(true);
    expect(visitor.can({ type: 'auth.changePassword', userPass: 'a', userNewPass: 'b' })).toBe(false);
    expect(visitor.can({ type: 'auth.logout' })).toBe(false);
    expect(visitor.can({ type: 'auth.refreshUser' })).toBe(false);
  });

  it('offers a signed-in user password change, logout and refresh, not sign-up', () => {
    const member = at('signedIn');
    expect(member.can({ type: 'auth.changePassword', userPass: 'a', userNewPass: 'b' })).toBe(true);
    expect(member.can({ type: 'auth.logout' })).toBe(true);
    expect(member.can({ type: 'auth.refreshUser' })).toBe(true);
    expect(member.can({ type: 'auth.createAccount', account })).toBe(false);
  });

  it.each([
    [{ type: 'auth.login', credentials } as const, 'authenticating', 'AuthenticationProgress'],
    [{ type: 'auth.forgotPassword', userEmail: 'a@b.fr' } as const, 'requestingReset', 'PassForgottenProgress'],
    [{ type: 'auth.createAccount', account } as const, 'creatingAccount', 'CreateAccountProgress'],
    [{ type: 'auth.createPassword', creation: { key: 'k', userNewPass: '12345678' } } as const, 'creatingPassword', 'CreatePasswordProgress'],
  ])('%o starts with its progress status and clears the last error', (event, state, status) => {
    const [next] = transition(authMachine, at('signedOut', { status: 'AuthenticationError', errorMessage: 'old', fieldErrors: { a: 'b' } }), event);
    expect(next.value).toBe(state);
    expect(next.context).toMatchObject({ status, errorMessage: null, fieldErrors: {} });
  });

  it('starts a password change with its progress status', () => {
    const [next] = transition(authMachine, at('signedIn'), { type: 'auth.changePassword', userPass: 'old', userNewPass: 'new-password' });
    expect(next.value).toBe('changingPassword');
    expect(next.context.status).toBe('ChangePasswordProgress');
  });

  it('clears the last outcome on request', () => {
    const [next] = transition(authMachine, at('signedOut', { status: 'PassForgottenError', errorMessage: 'x' }), { type: 'auth.clearStatus' });
    expect(next.context).toMatchObject({ status: null, errorMessage: null });
  });
});

describe('session start-up', () => {
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

  it('logs out on this side only when the current-user request got no answer (a reload cut it short)', async () => {
    const { actor, calls } = await started({ current: new ApiError('offline', 'NetworkError', undefined) });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, userStatus: 'error' });
    expect(calls.logout).toBe(0);
  });

  it('logs in with an autolog key instead of loading the user, then removes the key', async () => {
    const { actor, calls, context } = await started({ autolog: client }, 'k-123');
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(calls.autolog).toEqual(['k-123']);
    expect(calls.currentUser).toBe(0);
    expect(calls.keyRemoved).toBe(1);
    expect(context()).toMatchObject({ user: client, userStatus: 'success', autologKey: null });
  });

  it('logs out when the autolog key is refused, says so and removes the key', async () => {
    const refused = new ApiError('Lien invalide', 'UnauhtorizedUser', 'Lien invalide');
    const { actor, calls, context } = await started({ autolog: refused }, 'used-key');
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls.logout).toBe(1);
    expect(calls.keyRemoved).toBe(1);
    expect(calls.autologNotices).toEqual(['Lien invalide']);
    expect(context()).toMatchObject({ user: null, userStatus: 'error', autologKey: null });
  });
});

describe('login and logout', () => {
  it('logs in, stores the user and returns to the recorded path', async () => {
    const { actor, calls, next } = await started({ current: null, loginAs: admin });
    actor.send({ type: 'auth.requireLogin', path: '/profil/administration/contacts' });
    actor.send({ type: 'auth.login', credentials });
    expect(actor.getSnapshot().context.status).toBe('AuthenticationProgress');
    await next();
    expect(calls.login).toEqual([credentials]);
    expect(calls.navigatedTo).toEqual(['/profil/administration/contacts']);
    expect(actor.getSnapshot().context).toMatchObject({ user: admin, status: 'AuthenticationSuccess', redirectPath: DEFAULT_REDIRECT });
  });

  it('goes to / after a login nobody asked a page for', async () => {
    const { actor, calls, next } = await started({ current: null });
    actor.send({ type: 'auth.login', credentials });
    await next();
    expect(calls.navigatedTo).toEqual(['/']);
  });

  it('reports a failed login and logs out, keeping the recorded path', async () => {
    const refused = new ApiError("Erreur d'identification", 'UnauhtorizedUser', "Erreur d'identification");
    const { actor, calls, next } = await started({ current: null, loginAs: refused });
    actor.send({ type: 'auth.requireLogin', path: '/profil' });
    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (snapshot) => snapshot.matches('signingOut'));
    await next();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, status: 'AuthenticationError', errorMessage: "Erreur d'identification", redirectPath: '/profil' });
    expect(calls.logout).toBe(1);
    expect(calls.navigatedTo).toEqual([]);
  });

  it('leaves the wording to the screen when the server gave no message', async () => {
    const { actor, next } = await started({ current: null, loginAs: new ApiError('Erreur de communication avec le serveur', 'AccessForbidden', undefined) });
    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (snapshot) => snapshot.matches('signingOut'));
    await next();
    expect(actor.getSnapshot().context).toMatchObject({ status: 'AuthenticationError', errorMessage: null });
  });

  it('logs out on request: clears the session and leaves the page', async () => {
    const { actor, calls, next } = await started({ current: client });
    actor.send({ type: 'auth.requireLogin', path: '/profil' });
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().context).toMatchObject({ user: null, redirectPath: DEFAULT_REDIRECT });
    await next();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls.logout).toBe(1);
    expect(calls.leftPage).toBe(1);
  });
});

describe('refreshing the session user', () => {
  it('stores the reloaded user', async () => {
    const renamed = { ...client, libelle: 'Léa Martin' };
    const { actor, next, context } = await started({ current: client, refreshed: renamed });
    actor.send({ type: 'auth.refreshUser' });
    await next();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(context().user).toEqual(renamed);
  });

  it('logs out and leaves the page when the session ended meanwhile', async () => {
    const { actor, calls, next, context } = await started({ current: client, refreshed: null });
    actor.send({ type: 'auth.refreshUser' });
    await waitFor(actor, (snapshot) => snapshot.matches('signingOut'));
    await next();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(context().user).toBeNull();
    expect(calls).toMatchObject({ logout: 1, leftPage: 1 });
  });

  it('logs out when the reload fails', async () => {
    const { actor, calls, next, context } = await started({ current: client, refreshed: new Error('boom') });
    actor.send({ type: 'auth.refreshUser' });
    await waitFor(actor, (snapshot) => snapshot.matches('signingOut'));
    await next();
    expect(context()).toMatchObject({ user: null, userStatus: 'error' });
    expect(calls).toMatchObject({ logout: 1, leftPage: 1 });
  });
});

describe('password flows', () => {
  it('asks for a reset link and reports success, still signed out', async () => {
    const { actor, calls, next } = await started({ current: null });
    actor.send({ type: 'auth.forgotPassword', userEmail: 'lea@plouf.fr' });
    expect(actor.getSnapshot().context.status).toBe('PassForgottenProgress');
    await next();
    expect(calls.reset).toEqual(['lea@plouf.fr']);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.status).toBe('PassForgottenSuccess');
  });

  it("reports the server's message when the account and the email do not match", async () => {
    const message = 'Erreur : Le compte et le mail ne correspondent pas';
    const { actor, next } = await started({ current: null, reset: new ApiError(message, 'InvalidModelState', message) });
    actor.send({ type: 'auth.forgotPassword', userEmail: 'nobody@plouf.fr' });
    await next();
    expect(actor.getSnapshot().context).toMatchObject({ status: 'PassForgottenError', errorMessage: message });
  });

  it('returns a signed-in user to the session after asking for a reset link', async () => {
    const { actor, next } = await started({ current: client, reset: new Error('down') });
    actor.send({ type: 'auth.forgotPassword', userEmail: client.usrEmail });
    await next();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toMatchObject({ user: client, status: 'PassForgottenError', errorMessage: 'down' });
  });

  it("changes the password with the user's email and shows the snack", async () => {
    const { actor, calls, next } = await started({ current: client });
    actor.send({ type: 'auth.changePassword', userPass: 'old-password', userNewPass: 'new-password' });
    await next();
    expect(calls.change).toEqual([{ userEmail: client.usrEmail, userPass: 'old-password', userNewPass: 'new-password' }]);
    expect(calls.passwordNotices).toBe(1);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.status).toBe('ChangePasswordSuccess');
  });

  it('keeps the session when the password change is refused', async () => {
    const refused = new ApiError('Mot de passe actuel incorrect', 'InvalidModelState', 'Mot de passe actuel incorrect');
    const { actor, calls, next } = await started({ current: client, change: refused });
    actor.send({ type: 'auth.changePassword', userPass: 'wrong', userNewPass: 'new-password' });
    await next();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toMatchObject({ user: client, status: 'ChangePasswordError', errorMessage: 'Mot de passe actuel incorrect' });
    expect(calls).toMatchObject({ passwordNotices: 0, logout: 0 });
  });

  it('creates the password from a mailed key, logs the person in and opens the account', async () => {
    const { actor, calls, next } = await started({ current: null, created: client });
    actor.send({ type: 'auth.requireLogin', path: '/profil/commandes' });
    actor.send({ type: 'auth.createPassword', creation: { key: 'mail-key', userNewPass: 'new-password' } });
    expect(actor.getSnapshot().context.status).toBe('CreatePasswordProgress');
    await next();
    expect(calls.createPassword).toEqual([{ key: 'mail-key', userNewPass: 'new-password' }]);
    expect(calls.navigatedTo).toEqual([ACCOUNT_HOME]);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toMatchObject({ user: client, userStatus: 'success', status: 'CreatePasswordSuccess', redirectPath: DEFAULT_REDIRECT });
  });

  it('reports a used or expired key without logging anyone in', async () => {
    const { actor, calls, next } = await started({ current: null, created: new ApiError('Lien expiré', 'UnauhtorizedUser', 'Lien expiré') });
    actor.send({ type: 'auth.createPassword', creation: { key: 'old-key', userNewPass: 'new-password' } });
    await next();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, status: 'CreatePasswordError', errorMessage: 'Lien expiré' });
    expect(calls.navigatedTo).toEqual([]);
  });
});

describe('creating an account', () => {
  it('signs a family up and reports success, still signed out', async () => {
    const { actor, calls, next } = await started({ current: null });
    actor.send({ type: 'auth.createAccount', account });
    expect(actor.getSnapshot().context.status).toBe('CreateAccountProgress');
    await next();
    expect(calls.createAccount).toEqual([account]);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, status: 'CreateAccountSuccess' });
  });

  it("keeps the server's field errors when the email is taken", async () => {
    const taken = new ApiError('Cet email est déjà utilisé', 'InvalidModelState', 'Cet email est déjà utilisé', { userEmail: 'Cet email est déjà utilisé' });
    const { actor, next } = await started({ current: null, signup: taken });
    actor.send({ type: 'auth.createAccount', account });
    await next();
    expect(actor.getSnapshot().context).toMatchObject({
      status: 'CreateAccountError',
      errorMessage: 'Cet email est déjà utilisé',
      fieldErrors: { userEmail: 'Cet email est déjà utilisé' },
    });
  });

  it('reports an unreachable server with the client message', async () => {
    const { actor, next } = await started({ current: null, signup: new ApiError('Erreur de communication avec le serveur', 'NetworkError', undefined) });
    actor.send({ type: 'auth.createAccount', account });
    await next();
    expect(actor.getSnapshot().context).toMatchObject({ status: 'CreateAccountError', errorMessage: 'Erreur de communication avec le serveur' });
  });
});
