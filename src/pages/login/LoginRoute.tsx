import { lazy } from 'react';
import { useIsAuthenticated } from '@refinedev/core';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../errors/LoadingScreen';

const LoginPage = lazy(() => import('./LoginPage'));

/** /login: the sign-in page, or straight home when a session already exists. */
export function LoginRoute() {
  const { data, isLoading } = useIsAuthenticated();
  if (isLoading) return <LoadingScreen />;
  if (data?.authenticated) return <Navigate to="/" replace />;
  return <LoginPage />;
}
