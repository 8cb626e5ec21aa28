import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../../../api/client.ts';
import type { CreatedAccount, Credentials, NewAccount, PasswordChange, PasswordCreation, SessionUser } from '../../../api/types.ts';
import { ACCOUNT_HOME, DEFAULT_REDIRECT, eventOf, failureOf, type AuthContext, type AuthEvent, type AuthInput, type AuthStatus } from './authModel.ts';

export { ACCOUNT_HOME, DEFAULT_REDIRECT } from './authModel.ts';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

/** What a signed-in or signed-out visitor may start; a flow ends in `settling`, which goes back. */
const FLOWS = {
  'auth.login': 'authenticating',
  'auth.forgotPassword': 'requestingReset',
  'auth.createPassword': 'creatingPassword',
  'auth.clearStatus': { actions: 'clearStatus' },
} as const;

/**
 * The session and every authentication flow (spec §4). HTTP, navigation and notices are not here:
 * `AuthProvider` supplies the actors and those actions with `.provide()`.
 */
export const authMachine = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent, input: {} as AuthInput },
  actors: {
    /** Resolves to the session user, or `null` for an anonymous visitor. */
    fetchCurrentUser: fromPromise<SessionUser | null>(notProvided('fetchCurrentUser')),
    autolog: fromPromise<SessionUser, string>(notProvided('autolog')),
    login: fromPromise<SessionUser, Credentials>(notProvided('login')),
    logout: fromPromise<void>(notProvided('logout')),
    requestPasswordReset: fromPromise<void, string>(notProvided('requestPasswordReset')),
    changePassword: fromPromise<void, PasswordChange>(notProvided('changePassword')),
    /** Sets the password from a mailed key; the server opens a session and answers the user. */
    createPassword: fromPromise<SessionUser, PasswordCreation>(notProvided('createPassword')),
    createAccount: fromPromise<CreatedAccount, NewAccount>(notProvided('createAccount')),
  },
  actions: {
    navigateAfterLogin: (_, _params: { path: string }) => {},
    /** Leaves the current page unless it is Login, Home or CreatePassword. */
    navigateAfterLogout: () => {},
    /** Takes the used autolog key out of the address bar. */
    removeAutologKey: () => {},
    notifyAutologFailed: (_, _params: { message: string | null }) => {},
    notifyPasswordChanged: () => {},
    begin: assign((_, params: { status: AuthStatus }) => ({ status: params.status, errorMessage: null, fieldErrors: {} })),
    succeed: assign((_, params: { status: AuthStatus }) => ({ status: params.status })),
    fail: assign((_, params: { status: AuthStatus; error: unknown }) => ({ status: params.status, ...failureOf(params.error) })),
    storeUser: assign((_, params: { user: SessionUser }) => ({ user: params.user, userStatus: 'success' as const })),
    clearSession: assign({ user: null, redirectPath: DEFAULT_REDIRECT }),
    clearStatus: assign({ status: null, errorMessage: null, fieldErrors: {} }),
  },
  guards: {
    hasAutologKey: ({ context }) => context.autologKey !== null,
    hasUser: ({ context }) => context.user !== null,
    isUser: (_, params: { user: SessionUser | null }) => params.user !== null,
    /** No answer at all (offline, or the page reloading): the server said nothing about the session. */
    isUnanswered: (_, params: { error: unknown }) => params.error instanceof ApiError && params.error.resultCode === 'NetworkError',
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    user: null,
    status: null,
    userStatus: 'loading',
    errorMessage: null,
    fieldErrors: {},
    redirectPath: DEFAULT_REDIRECT,
    autologKey: input.autologKey || null,
  }),
  initial: 'starting',
  on: {
    'auth.requireLogin': { actions: assign({ redirectPath: ({ event }) => event.path }) },
  },
  states: {
    // Spec §1: an autolog key in the address is used before the application is shown.
    starting: { always: [{ guard: 'hasAutologKey', target: 'autologging' }, { target: 'loadingUser' }] },
    autologging: {
      exit: [assign({ autologKey: null }), 'removeAutologKey'],
      invoke: {
        src: 'autolog',
        input: ({ context }) => context.autologKey ?? '',
        onDone: { target: 'signedIn', actions: { type: 'storeUser', params: ({ event }) => ({ user: event.output }) } },
        // Spec §4: an autolog failure triggers a logout.
        onError: {
          target: 'signingOut',
          actions: [
            assign(({ event }) => ({ userStatus: 'error' as const, ...failureOf(event.error) })),
            { type: 'notifyAutologFailed', params: ({ event }) => ({ message: failureOf(event.error).errorMessage }) },
          ],
        },
      },
    },
    loadingUser: {
      invoke: {
        src: 'fetchCurrentUser',
        onDone: [
          { guard: { type: 'isUser', params: ({ event }) => ({ user: event.output }) }, target: 'signedIn', actions: { type: 'storeUser', params: ({ event }) => ({ user: event.output! }) } },
          { target: 'signedOut', actions: assign({ user: null, userStatus: 'success' }) },
        ],
        // Spec §4: a current-user failure triggers a logout. Without an answer (the request cut
        // short by a reload, or no network), the logout stays on this side: ending the session on
        // the server would log out a user whose session is fine.
        onError: [
          { guard: { type: 'isUnanswered', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut', actions: assign({ user: null, userStatus: 'error' }) },
          { target: 'signingOut', actions: assign({ userStatus: 'error' }) },
        ],
      },
    },
    signedOut: { on: { ...FLOWS, 'auth.createAccount': 'creatingAccount' } },
    signedIn: {
      on: {
        ...FLOWS,
        'auth.logout': { target: 'signingOut', actions: ['clearSession', 'clearStatus', 'navigateAfterLogout'] },
        'auth.refreshUser': 'refreshingUser',
        'auth.changePassword': 'changingPassword',
      },
    },
    settling: { always: [{ guard: 'hasUser', target: 'signedIn' }, { target: 'signedOut' }] },
    authenticating: {
      entry: { type: 'begin', params: { status: 'AuthenticationProgress' } },
      invoke: {
        src: 'login',
        input: ({ event }) => eventOf(event, 'auth.login').credentials,
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'succeed', params: { status: 'AuthenticationSuccess' } },
            { type: 'navigateAfterLogin', params: ({ context }) => ({ path: context.redirectPath }) },
            assign({ redirectPath: DEFAULT_REDIRECT }),
          ],
        },
        // Spec §4: a login failure triggers a logout. The recorded redirect survives it, so a
        // second attempt still returns to the protected page.
        onError: {
          target: 'signingOut',
          actions: [assign({ user: null }), { type: 'fail', params: ({ event }) => ({ status: 'AuthenticationError', error: event.error }) }],
        },
      },
    },
    refreshingUser: {
      invoke: {
        src: 'fetchCurrentUser',
        onDone: [
          { guard: { type: 'isUser', params: ({ event }) => ({ user: event.output }) }, target: 'signedIn', actions: { type: 'storeUser', params: ({ event }) => ({ user: event.output! }) } },
          // The session ended meanwhile.
          { target: 'signingOut', actions: ['clearSession', 'navigateAfterLogout'] },
        ],
        onError: { target: 'signingOut', actions: [assign({ userStatus: 'error' }), 'clearSession', 'navigateAfterLogout'] },
      },
    },
    signingOut: {
      invoke: {
        src: 'logout',
        onDone: 'signedOut',
        // The session is gone on our side whatever the server answered.
        onError: 'signedOut',
      },
    },
    requestingReset: {
      entry: { type: 'begin', params: { status: 'PassForgottenProgress' } },
      invoke: {
        src: 'requestPasswordReset',
        input: ({ event }) => eventOf(event, 'auth.forgotPassword').userEmail,
        onDone: { target: 'settling', actions: { type: 'succeed', params: { status: 'PassForgottenSuccess' } } },
        onError: { target: 'settling', actions: { type: 'fail', params: ({ event }) => ({ status: 'PassForgottenError', error: event.error }) } },
      },
    },
    changingPassword: {
      entry: { type: 'begin', params: { status: 'ChangePasswordProgress' } },
      invoke: {
        src: 'changePassword',
        input: ({ context, event }) => {
          const { userPass, userNewPass } = eventOf(event, 'auth.changePassword');
          return { userEmail: context.user?.usrEmail ?? '', userPass, userNewPass };
        },
        onDone: { target: 'signedIn', actions: [{ type: 'succeed', params: { status: 'ChangePasswordSuccess' } }, 'notifyPasswordChanged'] },
        onError: { target: 'signedIn', actions: { type: 'fail', params: ({ event }) => ({ status: 'ChangePasswordError', error: event.error }) } },
      },
    },
    creatingPassword: {
      entry: { type: 'begin', params: { status: 'CreatePasswordProgress' } },
      invoke: {
        src: 'createPassword',
        input: ({ event }) => eventOf(event, 'auth.createPassword').creation,
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'succeed', params: { status: 'CreatePasswordSuccess' } },
            { type: 'navigateAfterLogin', params: { path: ACCOUNT_HOME } },
            assign({ redirectPath: DEFAULT_REDIRECT }),
          ],
        },
        onError: { target: 'settling', actions: { type: 'fail', params: ({ event }) => ({ status: 'CreatePasswordError', error: event.error }) } },
      },
    },
    creatingAccount: {
      entry: { type: 'begin', params: { status: 'CreateAccountProgress' } },
      invoke: {
        src: 'createAccount',
        input: ({ event }) => eventOf(event, 'auth.createAccount').account,
        onDone: { target: 'signedOut', actions: { type: 'succeed', params: { status: 'CreateAccountSuccess' } } },
        onError: { target: 'signedOut', actions: { type: 'fail', params: ({ event }) => ({ status: 'CreateAccountError', error: event.error }) } },
      },
    },
  },
});
