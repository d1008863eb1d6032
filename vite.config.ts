import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { TEST_MODE_BANNER } from './server/payments/test-mode-banner';
import { firstViewChunk } from './tools/build/first-view-chunk';

// In development the API beside Vite takes payments on its test checkout unless Stripe is
// configured (server/start.ts): Vite's page then carries the banner the built store's pages do.
const testModeBanner = (): Plugin => ({
  name: 'test-mode-banner',
  apply: 'serve',
  transformIndexHtml: (html) =>
    process.env.STRIPE_SECRET_KEY ? html : html.replace('<body>', () => `<body>\n    ${TEST_MODE_BANNER}`),
});

// `vite build` builds the browser app into dist/, then the same app for server rendering
// (src/entry-server.tsx) into dist/.ssr/, which the server imports (server/http/page-render.ts).
// The server itself (server/) is run by tsx and never bundled.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), testModeBanner(), firstViewChunk()],
  builder: {},
  environments: {
    ssr: {
      build: {
        outDir: 'dist/.ssr',
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/entry-server.tsx' },
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // dist/.vite/manifest.json: the server reads which chunks a route needs, to preload them
    // in that page's HTML (server/http/page-preloads.ts).
    manifest: true,
  },
  server: {
    // In development the API runs beside Vite (npm run dev) on PORT.
    proxy: {
      '/api': `http://localhost:${process.env.PORT ?? 3000}`,
      '/pay': `http://localhost:${process.env.PORT ?? 3000}`,
    },
  },
});
