import { useEffect } from 'react';
import { Router } from 'wouter';
import { AppShell } from './AppShell';
import { AppToaster } from './AppToaster';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';

/**
 * Marks the document once the app has taken the page over (drawn it, or hydrated the server's
 * HTML): before that a link is a plain link and a history change goes unseen. Browser tests wait
 * for it before they move inside the app.
 */
function useMarkReady() {
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
}

/** On the server, `ssr` is the request's path and query (and receives a <Redirect>'s target). */
export function App({ ssr }: { ssr?: { path: string; search: string; context: { redirectTo?: string } } }) {
  useMarkReady();
  return (
    <Router ssrPath={ssr?.path} ssrSearch={ssr?.search} ssrContext={ssr?.context}>
      <ScrollToTop />
      <AppShell>
        <AppRoutes />
      </AppShell>
      <AppToaster />
    </Router>
  );
}
