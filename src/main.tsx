import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/theme.css';
import './styles/global.css';
import { App } from './app/App';
import { stopKeepingClicks } from './app/early-clicks';
import { preloadFirstPage, preloadPages } from './app/routes';
import type { SsrData } from './entry-server';
import { loadActorsWhenNeeded, provideActorSystem } from './runtime/machine-host';
import { loadUiWhenNeeded } from './runtime/ui-state';
import { seedResources } from './runtime/use-resource';

// zod's fast path probes `new Function` on its first parse; under our CSP (no 'unsafe-eval') that
// probe is reported as a violation (a DevTools issue, Lighthouse best practices). `jitless` skips
// it. zod reads its settings from this global, created here before any (lazy) chunk loads zod;
// importing zod's `config()` instead would move 10 kB of zod into the entry chunk.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// The actor system, with its effects, in a chunk of its own that the runtime loads when first
// needed. Development only: the Stately inspector, opened on demand (Vite drops this branch and
// its import from production builds).
provideActorSystem(() =>
  import('./app/actors').then((m) => {
    const started = m.startActors();
    if (import.meta.env.DEV) void import('./app/dev-inspector').then((d) => d.installDevInspector(started.root));
    return started;
  }),
);

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root en index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server drew the page (src/entry-server.tsx) and sent what it drew it with in #ssr-data:
// the app starts from the same answers, loads the route page it drew, and takes the HTML over.
// Otherwise the app draws the page itself, starting with the chunk a product or list page
// preloads. Either way a failed chunk leaves it to the page's own loading and error states.
const ssr = document.getElementById('ssr-data');
if (ssr && root.hasChildNodes()) {
  const data = JSON.parse(ssr.textContent ?? '{}') as SsrData;
  seedResources(data.resources);
  const hydrate = () => {
    stopKeepingClicks();
    // As a transition, hydration yields to the browser every few milliseconds instead of taking
    // the main thread for the whole page at once (a tap meanwhile makes React finish it first).
    startTransition(() => {
      hydrateRoot(root, app);
    });
    loadActorsWhenNeeded();
    loadUiWhenNeeded();
  };
  preloadPages(data.pages).then(hydrate, hydrate);
} else {
  const render = () => {
    stopKeepingClicks();
    createRoot(root).render(app);
    loadActorsWhenNeeded();
    loadUiWhenNeeded();
  };
  preloadFirstPage(window.location.pathname).then(render, render);
}
