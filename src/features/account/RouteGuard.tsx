import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuthStatus } from '../../app/auth-session';
import { PageFallback } from '../layout/PageFallback';

/**
 * SPEC section 2: visitors on guarded routes go to /login; signed-in users on /login or /signup
 * go to /profile. Waits (fallback) while the auth actor loads, so a stored session never bounces.
 */
export function RouteGuard({ only, children }: { only: 'user' | 'visitor'; children: ReactNode }) {
  const status = useAuthStatus();
  if (status === 'unknown') return <PageFallback />;
  if (only === 'user' && status === 'visitor') return <Redirect to="/login" replace />;
  if (only === 'visitor' && status === 'signedIn') return <Redirect to="/profile" replace />;
  return <>{children}</>;
}
