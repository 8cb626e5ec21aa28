import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise, type ActorRefFrom } from 'xstate';
import * as api from '../../api/auth.ts';
import type { Credentials } from '../../api/types.ts';
import { authMachine } from './authMachine.ts';
import { leavesPageOnLogout } from './roles.ts';

type AuthActor = ActorRefFrom<typeof authMachine>;

const AuthContext = createContext<AuthActor | null>(null);

/** Runs the session machine with the real HTTP actors and the router's navigation. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The machine is created once; its actions read the router through refs.
  const router = useRef({ navigate, pathname: location.pathname });
  useEffect(() => {
    router.current = { navigate, pathname: location.pathname };
  });

  const actor = useActorRef(
    authMachine.provide({
      actors: {
        fetchCurrentUser: fromPromise(() => api.fetchCurrentUser()),
        login: fromPromise(({ input }: { input: Credentials }) => api.login(input)),
        logout: fromPromise(() => api.logout()),
      },
      actions: {
        navigateAfterLogin: (_, { path }) => router.current.navigate(path, { replace: true }),
        navigateAfterLogout: () => {
          if (leavesPageOnLogout(router.current.pathname)) router.current.navigate('/');
        },
      },
    }),
  );

  return <AuthContext.Provider value={actor}>{children}</AuthContext.Provider>;
}

export function useAuthActor(): AuthActor {
  const actor = useContext(AuthContext);
  if (!actor) throw new Error('useAuthActor must be used inside <AuthProvider>');
  return actor;
}

/** The session as screens need it, and the events they may send. */
export function useAuth() {
  const actor = useAuthActor();
  const user = useSelector(actor, (snapshot) => snapshot.context.user);
  const userStatus = useSelector(actor, (snapshot) => snapshot.context.userStatus);
  const status = useSelector(actor, (snapshot) => snapshot.context.status);
  const redirectPath = useSelector(actor, (snapshot) => snapshot.context.redirectPath);
  const errorMessage = useSelector(actor, (snapshot) => snapshot.context.errorMessage);
  const canLogin = useSelector(actor, (snapshot) =>
    snapshot.can({ type: 'auth.login', credentials: { userEmail: '', userPass: '' } }),
  );
  const canLogout = useSelector(actor, (snapshot) => snapshot.can({ type: 'auth.logout' }));
  return {
    user,
    userStatus,
    status,
    redirectPath,
    errorMessage,
    canLogin,
    canLogout,
    login: (credentials: Credentials) => actor.send({ type: 'auth.login', credentials }),
    logout: () => actor.send({ type: 'auth.logout' }),
    requireLogin: (path: string) => actor.send({ type: 'auth.requireLogin', path }),
  };
}
