import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { privateHead } from '../../../contract/page-head';
import { PATH } from '../../../contract/paths';
import { useAuthStatus } from '../../runtime/auth-session';
import { usePageHead } from '../../runtime/use-page-head';
import { PageFallback } from '../../ui/PageFallback';

/**
 * Visitors on guarded routes go to /login; signed-in users on /login or /signup
 * go to /profile. Waits (fallback) while the auth actor loads, so a stored session never bounces.
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
  if (status === 'unknown') return <GuardFallback title={title} />;
  if (only === 'user' && status === 'visitor') return <Redirect to={PATH.login} replace />;
  if (only === 'visitor' && status === 'signedIn') return <Redirect to={PATH.profile} replace />;
  return <>{children}</>;
}

function GuardFallback({ title }: { title: string }) {
  usePageHead(privateHead(title));
  return <PageFallback />;
}
