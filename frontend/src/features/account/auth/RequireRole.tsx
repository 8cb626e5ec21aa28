import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../../../ui/Loading.tsx';
import { useAuthActor } from './AuthProvider.tsx';
import { useAuth } from './useAuth.ts';
import { hasRole, type RequiredRole } from './roles.ts';

/**
 * A role-protected route: while the session loads it waits; on denial it records the path and
 * redirects to the login page, which returns here after a successful login.
 */
export function RequireRole({ roles, children }: { roles: readonly RequiredRole[]; children?: ReactNode }) {
  const { user, userStatus } = useAuth();
  if (userStatus === 'loading') return <Loading />;
  if (!hasRole(user, roles)) return <RedirectToLogin />;
  return children ?? <Outlet />;
}

function RedirectToLogin() {
  const actor = useAuthActor();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    actor.send({ type: 'auth.requireLogin', path });
  }, [actor, path]);
  return <Navigate to="/login" replace />;
}
