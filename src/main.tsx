import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/theme.css';
import './styles/global.css';
import { App } from './app/App';
import { preloadFirstPage } from './app/routes';

// zod's fast path probes `new Function` on its first parse; under our CSP (no 'unsafe-eval') that
// probe is reported as a violation (a DevTools issue, Lighthouse best practices). `jitless` skips
// it. zod reads its settings from this global, created here before any (lazy) chunk loads zod;
// importing zod's `config()` instead would move 10 kB of zod into the entry chunk.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root en index.html');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// A first visit to a product or a list draws that page at once: its chunk, preloaded by the HTML,
// has arrived with the entry. If it fails to load, the page's own loading and error states take over.
preloadFirstPage(window.location.pathname).then(render, render);
