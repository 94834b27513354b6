import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { authStore } from '../stores/auth-store';
import { loginRedirectFor } from './routes';

/** The guard: a signed-out visitor goes to Login, which brings them back here afterwards. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSnapshot(authStore);
  const [path] = useLocation();
  const search = useSearch();
  if (!isAuthenticated) return <Redirect to={loginRedirectFor(search ? `${path}?${search}` : path)} replace />;
  return <>{children}</>;
}
