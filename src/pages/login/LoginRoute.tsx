import { lazy } from 'react';
import { useIsAuthenticated } from '@refinedev/core';
import { Navigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../providers/login-path';
import { LoadingScreen } from '../errors/LoadingScreen';

const LoginPage = lazy(() => import('./LoginPage'));

/**
 * /login: the sign-in page, or, once a session exists, where the visitor was going (`?to=`).
 * Signing in can flip this to authenticated before the login hook navigates, so both must agree.
 */
export function LoginRoute() {
  const { data, isLoading } = useIsAuthenticated();
  const [search] = useSearchParams();
  if (isLoading) return <LoadingScreen />;
  if (data?.authenticated) return <Navigate to={safeRedirectPath(search.get('to'))} replace />;
  return <LoginPage />;
}
