import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise, type ActorRefFrom } from 'xstate';
import * as api from '../../../api/auth.ts';
import { invalidateCatalogueCache } from '../../../api/catalogueCache.ts';
import { setDebugLogEnabled } from '../../../api/debugLog.ts';
import { cartActor } from '../cart/cartStore.ts';
import type { Credentials, NewAccount, PasswordChange, PasswordCreation } from '../../../api/types.ts';
import { afterHydration } from '../../../ssr/afterHydration.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { authMachine } from './authMachine.ts';
import { isPlatformAdmin, leavesPageOnLogout } from './roles.ts';
import { autologKeyOf, searchWithoutKey } from './sessionUrl.ts';

export type AuthActor = ActorRefFrom<typeof authMachine>;

const AuthContext = createContext<AuthActor | null>(null);

/** Runs the session machine with the real HTTP actors, the router's navigation and the notifier. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const intl = useIntl();
  const notify = useNotifier();
  // The machine is created once; its actions read the router and the language through a ref.
  const outside = useRef({ navigate, location, intl, notify });
  useEffect(() => {
    outside.current = { navigate, location, intl, notify };
  });
  const [autologKey] = useState(() => autologKeyOf(location.pathname, location.search));

  const actor = useActorRef(
    authMachine.provide({
      actors: {
        // On a page rendered on the server, asked once it is hydrated (ssr/afterHydration.ts).
        fetchCurrentUser: fromPromise(async () => {
          await afterHydration();
          return api.fetchCurrentUser();
        }),
        autolog: fromPromise(({ input }: { input: string }) => api.autolog(input)),
        login: fromPromise(({ input }: { input: Credentials }) => api.login(input)),
        logout: fromPromise(() => api.logout()),
        requestPasswordReset: fromPromise(({ input }: { input: string }) => api.requestPasswordReset(input)),
        changePassword: fromPromise(({ input }: { input: PasswordChange }) => api.changePassword(input)),
        createPassword: fromPromise(({ input }: { input: PasswordCreation }) => api.createPassword(input)),
        createAccount: fromPromise(({ input }: { input: NewAccount }) => api.createAccount(input)),
      },
      actions: {
        navigateAfterLogin: (_, { path }) => outside.current.navigate(path, { replace: true }),
        navigateAfterLogout: () => {
          if (leavesPageOnLogout(outside.current.location.pathname)) outside.current.navigate('/');
        },
        removeAutologKey: () => {
          const { pathname, search, hash } = outside.current.location;
          outside.current.navigate({ pathname, search: searchWithoutKey(search), hash }, { replace: true });
        },
        notifyAutologFailed: (_, { message }) =>
          outside.current.notify.error(message ?? outside.current.intl.formatMessage({ id: 'auth.autolog.failed' })),
        notifyPasswordChanged: () => outside.current.notify.success(outside.current.intl.formatMessage({ id: 'auth.changePassword.done' })),
      },
    }),
    { input: { autologKey } },
  );

  // What the catalogue shows depends on who asks: a new session must not reuse the last one's answers.
  const userId = useSelector(actor, (snapshot) => snapshot.context.user?.id ?? null);
  const previousUser = useRef(userId);
  useEffect(() => {
    if (previousUser.current === userId) return;
    // A visitor's cart follows them into their session; a family's cart (its address, its order) does not outlive it.
    if (previousUser.current !== null) cartActor().send({ type: 'cart.forget' });
    previousUser.current = userId;
    invalidateCatalogueCache();
  }, [userId]);

  // Spec §6: the debug log is on for the platform administrator only, from the moment the session is known.
  const debugLog = useSelector(actor, (snapshot) => (snapshot.context.userStatus === 'loading' ? undefined : isPlatformAdmin(snapshot.context.user)));
  useEffect(() => {
    if (debugLog !== undefined) setDebugLogEnabled(debugLog);
  }, [debugLog]);

  return <AuthContext.Provider value={actor}>{children}</AuthContext.Provider>;
}

export function useAuthActor(): AuthActor {
  const actor = useContext(AuthContext);
  if (!actor) throw new Error('useAuthActor must be used inside <AuthProvider>');
  return actor;
}
