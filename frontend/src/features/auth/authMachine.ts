import { assign, fromPromise, setup } from 'xstate';
import type { Credentials, SessionUser } from '../../api/types.ts';

/** Spec §4 status strings of the flows this machine runs so far. */
export type AuthStatus = 'AuthenticationProgress' | 'AuthenticationSuccess' | 'AuthenticationError';
export type UserStatus = 'loading' | 'success' | 'error';

export interface AuthContext {
  user: SessionUser | null;
  status: AuthStatus | null;
  userStatus: UserStatus;
  /** What the server said when the last login failed. */
  errorMessage: string | null;
  /** Where to go after a successful login; a protected route records itself here. */
  redirectPath: string;
}

export type AuthEvent =
  | { type: 'auth.login'; credentials: Credentials }
  | { type: 'auth.logout' }
  | { type: 'auth.requireLogin'; path: string };

export const DEFAULT_REDIRECT = '/';

/**
 * The session: loads the current user at start, logs in and out. HTTP and navigation are not
 * here: components supply the actors (`fetchCurrentUser`, `login`, `logout`) and the navigation
 * actions with `.provide()`.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    /** Resolves to the session user, or `null` for an anonymous visitor. */
    fetchCurrentUser: fromPromise<SessionUser | null>(() => Promise.reject(new Error('fetchCurrentUser not provided'))),
    login: fromPromise<SessionUser, Credentials>(() => Promise.reject(new Error('login not provided'))),
    logout: fromPromise<void>(() => Promise.reject(new Error('logout not provided'))),
  },
  actions: {
    navigateAfterLogin: (_, _params: { path: string }) => {},
    /** Leaves the current page unless it is Login, Home or CreatePassword. */
    navigateAfterLogout: () => {},
  },
  guards: {
    isSignedIn: (_, params: { user: SessionUser | null }) => params.user !== null,
  },
}).createMachine({
  id: 'auth',
  context: { user: null, status: null, userStatus: 'loading', errorMessage: null, redirectPath: DEFAULT_REDIRECT },
  initial: 'loadingUser',
  on: {
    'auth.requireLogin': { actions: assign({ redirectPath: ({ event }) => event.path }) },
  },
  states: {
    loadingUser: {
      invoke: {
        src: 'fetchCurrentUser',
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ user: event.output }) },
            target: 'signedIn',
            actions: assign({ user: ({ event }) => event.output, userStatus: 'success' }),
          },
          { target: 'signedOut', actions: assign({ user: null, userStatus: 'success' }) },
        ],
        // Spec §4: a current-user failure triggers a logout.
        onError: { target: 'signingOut', actions: assign({ userStatus: 'error' }) },
      },
    },
    signedOut: {
      on: { 'auth.login': 'authenticating' },
    },
    authenticating: {
      entry: assign({ status: 'AuthenticationProgress', errorMessage: null }),
      invoke: {
        src: 'login',
        input: ({ event }) => {
          if (event.type !== 'auth.login') throw new Error(`authenticating entered on ${event.type}`);
          return event.credentials;
        },
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output, userStatus: 'success', status: 'AuthenticationSuccess' }),
            { type: 'navigateAfterLogin', params: ({ context }) => ({ path: context.redirectPath }) },
            assign({ redirectPath: DEFAULT_REDIRECT }),
          ],
        },
        // Spec §4: a login failure triggers a logout. The recorded redirect survives it, so a
        // second attempt still returns to the protected page.
        onError: {
          target: 'signingOut',
          actions: assign({
            user: null,
            status: 'AuthenticationError',
            errorMessage: ({ event }) => (event.error instanceof Error && event.error.message ? event.error.message : null),
          }),
        },
      },
    },
    signedIn: {
      on: {
        'auth.login': 'authenticating',
        'auth.logout': {
          target: 'signingOut',
          actions: [assign({ user: null, status: null, redirectPath: DEFAULT_REDIRECT }), 'navigateAfterLogout'],
        },
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
  },
});
