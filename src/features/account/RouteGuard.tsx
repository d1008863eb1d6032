import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { privateHead } from '../../../contract/page-head';
import { loginPath, PATH } from '../../../contract/paths';
import { useAuthStatus } from '../../runtime/auth-session';
import { usePageHead } from '../../runtime/use-page-head';
import { PageFallback } from '../../ui/PageFallback';
import { useHash } from './use-hash';

/**
 * Visitors on guarded routes go to /login, which returns to the guarded page once they sign in;
 * signed-in users on /login or /signup go to /profile. Waits (fallback) while the auth actor loads, so a stored session never bounces.
 * The server, which has no session, draws that fallback: titled as the page it stands for.
 */
export function RouteGuard({
  only,
  title,
  children,
}: {
  only: 'user' | 'visitor';
  title: string;
  children: ReactNode;
}) {
  const status = useAuthStatus();
  const [path] = useLocation();
  const search = useSearch();
  const hash = useHash();
  if (status === 'unknown') return <GuardFallback title={title} />;
  if (only === 'user' && status === 'visitor')
    return <Redirect to={loginPath(`${path}${search ? `?${search}` : ''}${hash}`)} replace />;
  if (only === 'visitor' && status === 'signedIn') return <Redirect to={PATH.profile} replace />;
  return <>{children}</>;
}

function GuardFallback({ title }: { title: string }) {
  usePageHead(privateHead(title));
  return <PageFallback />;
}
