import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/theme.css';
import './styles/global.css';
import { App } from './app/App';

// zod's fast path probes `new Function` on its first parse; under our CSP (no 'unsafe-eval') that
// probe is reported as a violation (a DevTools issue, Lighthouse best practices). `jitless` skips
// it. zod reads its settings from this global, created here before any (lazy) chunk loads zod;
// importing zod's `config()` instead would move 10 kB of zod into the entry chunk.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root en index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
