import { Router } from 'wouter';
import { AppShell } from '../features/layout/AppShell';
import { AppToaster } from './AppToaster';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';

export function App() {
  return (
    <Router>
      <ScrollToTop />
      <AppShell>
        <AppRoutes />
      </AppShell>
      <AppToaster />
    </Router>
  );
}
