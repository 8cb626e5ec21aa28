import { useSelector } from '@xstate/react';
import type { Credentials, NewAccount, PasswordCreation } from '../../../api/types.ts';
import { useAuthActor } from './AuthProvider.tsx';

const NO_CREDENTIALS: Credentials = { userEmail: '', userPass: '' };

/** The session as screens need it, what the machine accepts now, and the events screens send. */
export function useAuth() {
  const actor = useAuthActor();
  const user = useSelector(actor, (snapshot) => snapshot.context.user);
  const userStatus = useSelector(actor, (snapshot) => snapshot.context.userStatus);
  const status = useSelector(actor, (snapshot) => snapshot.context.status);
  const redirectPath = useSelector(actor, (snapshot) => snapshot.context.redirectPath);
  const errorMessage = useSelector(actor, (snapshot) => snapshot.context.errorMessage);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const canLogin = useSelector(actor, (snapshot) => snapshot.can({ type: 'auth.login', credentials: NO_CREDENTIALS }));
  const canLogout = useSelector(actor, (snapshot) => snapshot.can({ type: 'auth.logout' }));
  const canForgotPassword = useSelector(actor, (snapshot) => snapshot.can({ type: 'auth.forgotPassword', userEmail: '' }));
  const canChangePassword = useSelector(actor, (snapshot) => snapshot.can({ type: 'auth.changePassword', userPass: '', userNewPass: '' }));
  const canCreatePassword = useSelector(actor, (snapshot) => snapshot.can({ type: 'auth.createPassword', creation: { key: '', userNewPass: '' } }));
  const canCreateAccount = useSelector(actor, (snapshot) =>
    snapshot.can({ type: 'auth.createAccount', account: { userEmail: '', userNom: '', userPrenom: '' } }),
  );
  return {
    user,
    userStatus,
    status,
    redirectPath,
    errorMessage,
    fieldErrors,
    canLogin,
    canLogout,
    canForgotPassword,
    canChangePassword,
    canCreatePassword,
    canCreateAccount,
    login: (credentials: Credentials) => actor.send({ type: 'auth.login', credentials }),
    logout: () => actor.send({ type: 'auth.logout' }),
    requireLogin: (path: string) => actor.send({ type: 'auth.requireLogin', path }),
    refreshUser: () => actor.send({ type: 'auth.refreshUser' }),
    forgotPassword: (userEmail: string) => actor.send({ type: 'auth.forgotPassword', userEmail }),
    changePassword: (userPass: string, userNewPass: string) => actor.send({ type: 'auth.changePassword', userPass, userNewPass }),
    createPassword: (creation: PasswordCreation) => actor.send({ type: 'auth.createPassword', creation }),
    createAccount: (account: NewAccount) => actor.send({ type: 'auth.createAccount', account }),
    clearStatus: () => actor.send({ type: 'auth.clearStatus' }),
  };
}
